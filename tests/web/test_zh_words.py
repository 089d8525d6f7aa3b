"""Every word a person reads at a table in 中文 is Chinese (issue 25).

Each game is played to its end with seeded random moves; at every step the
viewer's table view (the layout's texts, the legal moves' words) and, at the
end, every log line it may read are checked for notation or English words.
What may stay: the name UNO (and its call "UNO!"), domino pips drawn as
``[1|3]`` beside the tile's name, and numbers. The new-table form's options,
the lobby's kinds and bot seats are checked alike.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from paixi import list_games, load_game
from paixi.cli.common import match_outcome
from paixi.core.zh_text import full_width
from paixi.web.option_words import LABELS
from paixi.web.views import _word, catalogue_entry, seat_view
from paixi.web.words import BOTS, kind_word, seat_word

# keys of a table view whose values are piece codes or notation (drawn as pictures or sent back)
CODES = {
    *("a", "tiles", "hand", "code", "key", "keys", "tile", "drawn", "win_tile", "back"),
    *("top", "play", "dice", "tile_actions", "idx", "face", "win", "from", "legal"),
    *("pieces", "family", "kind", "id", "flowers", "auto", "cards", "colour", "aside"),
}
NOTATION = re.compile(r"[A-Za-z_]{2,}|[A-Za-z]\d|\d[A-Za-z]|\[\d+(, ?\d+)*\]|\d号位")
ALLOWED = re.compile(r"UNO")


def foreign(text: str) -> bool:
    return bool(NOTATION.search(ALLOWED.sub("", text)))


def texts(view: Any, key: str = "", out: list[tuple[str, str]] | None = None) -> list:
    """The (key, text) pairs of a table view a person reads."""
    out = [] if out is None else out
    if isinstance(view, dict):
        for k, v in view.items():
            if k in CODES:
                continue
            if k == "fans":  # [zh, en, points, count]: the English name is shown in English only
                out += [("fans", f[0]) for f in v]
            elif k == "table":  # rows of text cells and piece lists
                out += [("table", c) for row in v for c in row if isinstance(c, str)]
            else:
                texts(v, k, out)
    elif isinstance(view, list):
        for v in view:
            texts(v, key, out)
    elif isinstance(view, str):
        out.append((key, view))
    return out


@pytest.mark.parametrize("game_id", [g.id for g in list_games()])
def test_a_game_played_in_chinese_shows_no_notation_or_english(game_id: str) -> None:
    game = load_game(game_id)
    players = max(game.min_players, min(game.default_players, 4))
    found: set[tuple[str, str]] = set()
    for seed in (1, 2):
        state = game.new_game(players, dict(game.bench_options), seed=seed)
        rng = random.Random(seed)
        for _ in range(3000):
            view = seat_view(state, 0, [], "zh")
            found |= {(k, t) for k, t in texts(view["layout"] or {}) if foreign(t)}
            found |= {("legal", a["d"]) for a in view["legal"] if foreign(a["d"])}
            if state.is_terminal():
                break
            state.apply(rng.choice(list(state.legal_actions())))
        for _, event, args in state.events_for(0):
            line = _word(game, event, args, "zh", 0)
            if foreign(line):
                found.add((f"log {event}", line))
    assert not found, sorted(found)[:12]


def test_every_option_has_a_chinese_label_help_and_choices() -> None:
    for game in list_games():
        for opt in catalogue_entry(game)["options"]:
            assert opt["name"] in LABELS.get(game.id, {}), (game.id, opt["name"])
            assert not foreign(opt["label_zh"].replace("JQK", "")), (game.id, opt["label_zh"])
            assert not foreign(opt["help_zh"]), (game.id, opt["help_zh"])
            for word in opt["choices_zh"] or []:
                assert not foreign(word), (game.id, opt["name"], word)


def test_the_lobby_words_kinds_and_bot_seats_in_chinese() -> None:
    for game in list_games():
        assert not foreign(kind_word(game.kind, "zh")), game.kind
    for kind in BOTS:
        assert not foreign(seat_word(kind, "zh")), kind
    assert seat_word("Ann", "zh") == "Ann"  # a person's own name stays


def test_chinese_text_gets_chinese_punctuation() -> None:
    assert full_width("上一局: 2号赢, 得分 5") == "上一局：2号赢，得分 5"
    assert full_width("掷骰 1-6 (共7点); 先出") == "掷骰 1-6（共7点）；先出"
    assert full_width("12:30 [1|3]") == "12:30 [1|3]"
    said = match_outcome([3.0, -3.0], ["human", "heuristic"], [0], "zh")
    assert said == "你赢了；得分：你 3，2号（机器人） -3"
