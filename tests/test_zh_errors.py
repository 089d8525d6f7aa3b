"""Every error a 中文 reader can meet comes out in Chinese (issue 25).

The errors are provoked, not listed: each game's position is spoiled field
by field, each option is given bad values, the player count is wrong, junk
is typed as a move, an illegal move is applied, and each scorer is given a
malformed hand. Each message, worded by the one translator the terminal and
the web share, must hold no English word. What may stay is notation: what
the reader typed (quoted in the message), game ids, option names and the
choices a message lists for the reader to type.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from paixi import list_games, load_game
from paixi.cli.zh_errors import top_level
from paixi.core.errors import PaixiError
from paixi.core.zh_errors import in_chinese
from paixi.web.messages import say
from tests.cli.test_cli import run

# a whole latin word; a token with digits (10H, rule1, 5m) or a piece code of
# capitals (AS, BJ, W+4) is notation
WORD = re.compile(r"(?<![\w+#])(?![A-Z]{2,3}\b)[A-Za-z_]{2,}(?![\w#])")


def _vocabulary() -> set[str]:
    words = {"UNO", "paixi", "true", "false", "random"}  # values typed as they are
    # a record's JSON keys, as the file must spell them
    words |= {"format", "version", "game", "players", "options", "seed", "seats", "history"}
    words |= {"position", "returns", "result", "terminal", "seat", "action", "chance"}
    for game in list_games():
        words.add(game.id)
        words |= set(load_game(game.id).Options.__dataclass_fields__)
    return words


VOCABULARY = _vocabulary()


def english(message: str, said: str) -> list[str]:
    """The latin words of ``said`` that are not notation ``message`` quotes or lists."""
    notation = set(VOCABULARY)
    for quoted in re.findall(r"'([^']*)'", message):
        notation |= set(WORD.findall(quoted))
    for listed in re.findall(
        r"\w+(?:, \w+)+(?:,? or \w+)?", message
    ):  # choices: "one of act, claims, over"
        notation |= set(WORD.findall(listed))
    said = re.sub(r"“[^”]*”", "", said)  # the reader's own input, echoed
    return [w for w in WORD.findall(said) if w not in notation]


def _caught(call: Callable[..., object], *args: object) -> Iterator[tuple[str, str]]:
    try:
        call(*args)
    except PaixiError as exc:
        yield str(exc), type(exc).__name__


def provoked(game_id: str) -> Iterator[tuple[str, str]]:
    """(message, error class) of the errors a reader can provoke in ``game_id``."""
    game = load_game(game_id)
    players = max(game.min_players, min(game.default_players, 4))
    state = game.new_game(players, dict(game.bench_options), seed=1)
    rng = random.Random(1)
    for _ in range(25):
        if state.is_terminal():
            break
        state.apply(rng.choice(list(state.legal_actions())))
    fields = state.to_position().split(" ")
    for i, field in enumerate(fields):
        for bad in ("x", "9", "-", field[:-1] or "x", field + field[-1], field[::-1], "-1", "a=b"):
            spoiled = " ".join([*fields[:i], bad, *fields[i + 1 :]])
            yield from _caught(game.from_position, spoiled)
    yield from _caught(lambda: game.from_position(" ".join(fields[:-1])))
    yield from _caught(lambda: game.from_position(" ".join([*fields, "x"])))
    for name in game.Options.__dataclass_fields__:
        for bad in ("x", "-5", "99999999", "1.5", ""):
            yield from _caught(game.parse_options, {name: bad}, players)
    yield from _caught(lambda: game.parse_options({"colour_scheme": 1}, players))
    yield from _caught(lambda: game.check_players(99))
    for text in ("zz", "9", "", "xx yy", "1m2p"):
        yield from _caught(game.parse_action, text)
    if not state.is_terminal() and not state.is_chance_node():
        legal = set(state.legal_actions())
        other = game.new_game(players, dict(game.bench_options), seed=7)
        illegal = [a for a in other.legal_actions() if a not in legal]
        for action in illegal[:3]:
            yield from _caught(state.apply, action)


@pytest.mark.parametrize("game_id", [g.id for g in list_games()])
def test_a_games_errors_come_out_in_chinese(game_id: str) -> None:
    found = []
    for message, kind in provoked(game_id):
        for said in (top_level(message, kind), say(message, "zh")):
            assert re.search(r"[\u4e00-\u9fff]", said), (message, said)
            if english(message, said):
                found.append((message, said))
    assert not found, found[:8]


@pytest.mark.parametrize(
    "args",
    [
        ["score", "mcr", "123m 456p 789x", "--win", "5z"],
        ["score", "mcr", "123m 456p 789s 11z 55z", "--win", "5z", "--melds", "12345m"],
        ["score", "mcr", "123m", "--win", "9z"],
        ["score", "chuanpai", "zz 99"],
        ["score", "daer", "[peng s10] s1 s2 q3"],
        ["score", "daer", "[peng s10 s1] s1 s2 s3"],
        ["score", "longmajiang", "[7H KH] 10X", "--win", "4C"],
        ["score", "longmajiang", "7H 7H", "--win", "4C"],
        ["play", "mcr", "--position", "mcr 4 - x"],
        ["play", "uno", "--position", "uno 4 - a b c"],
        ["play", "daer", "--position", "daer 9 -"],
    ],
)
def test_a_scorer_or_a_position_refuses_in_chinese(args: list[str]) -> None:
    proc = run(*args, "--lang", "zh")
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert proc.returncode != 0 and len(lines) == 1, proc.stderr
    assert lines[0].startswith("paixi：") and re.search(r"[\u4e00-\u9fff]", lines[0])
    assert english(" ".join(f"'{a}'" for a in args), lines[0]) == [], lines[0]


def test_a_message_with_no_wording_keeps_only_what_the_reader_typed() -> None:
    said = in_chinese("the frobnicator 'xq' is misaligned", kind="PositionError")
    assert said == "局面有误：“xq”"
    assert english("'xq'", said) == []


def test_fields_and_seats_are_named_in_chinese() -> None:
    said = in_chinese("seat 2 meld: 'QQ' is not a card (write e.g. 10H, ♥10, AS or BJ)")
    assert said.startswith("3号的副露：'QQ' 不是一张牌"), said
    assert in_chinese("it is not seat 0's turn") != "it is not seat 0's turn"


def test_the_web_form_names_an_option_by_its_chinese_label() -> None:
    said = say("option 'guo_on_own_discard' must be true or false, not 'x'", "zh")
    assert said == "选项“自打成过张”只能是 true 或 false，不是 'x'", said


@pytest.mark.parametrize(
    "spoil",
    [
        lambda r: r.pop("players"),  # a field missing
        lambda r: r.update(seats=["a"]),  # too few seats
        lambda r: r["history"].__setitem__(3, "zz"),  # a step that is no step
        lambda r: r["history"].__setitem__(3, {"seat": 0, "action": "zz"}),  # not the seat's turn
        lambda r: r.update(returns=[9, 9, 9]),  # a result that does not replay
    ],
)
def test_a_bad_record_is_refused_in_chinese(
    tmp_path: Path, spoil: Callable[[dict], object]
) -> None:
    saved = tmp_path / "game.json"
    run(
        "play",
        "zhengshangyou",
        "--seats",
        "random,random,random",
        "--seed",
        "1",
        "--save",
        str(saved),
    )
    record = json.loads(saved.read_text())
    spoil(record)
    saved.write_text(json.dumps(record))
    proc = run("replay", str(saved), "--lang", "zh")
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert proc.returncode != 0 and len(lines) == 1, proc.stderr
    assert re.search(r"[\u4e00-\u9fff]", lines[0])
    assert english(f"'{saved}'", lines[0]) == [], lines[0]
