"""The event-text snapshot: every game's public events from seeded random
games, each with the words ``game.event_text`` gave for it in English and
中文, as its own reader (seat 0) and as a spectator.

    python -m tests.event_texts     # write tests/data/event_texts.json.gz

The snapshot was taken before the render code was turned from chains of
``if`` into tables of words (issue 29); :mod:`tests.test_event_texts` renders
the stored events again and wants the very same strings. Only the stored
``(key, args)`` are rendered again, never the games replayed, so a later
change to how a game plays does not touch the snapshot.
"""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path
from typing import Any

from paixi import list_games, load_game
from paixi.agents.match import play_state
from paixi.agents.registry import make_agent

PATH = Path(__file__).parent / "data" / "event_texts.json.gz"
SEEDS = tuple(range(1, 9))
HEURISTIC_SEEDS = (1, 2, 3)
PER_KEY = 40
"""Events kept per game and kind (the first distinct ones met): the common
kinds (a discard) do not crowd out the rare ones (a robbed kong)."""
MAX_STEPS = 3000
EXTRA: dict[str, list[tuple[str, tuple[Any, ...]]]] = {
    # events of options the default games never play (吐火, 偷牌)
    "chuanpai": [
        ("tuhuo", (1, "33", 4)),
        ("tuhuo_join", (2, "46")),
        ("steal", (0,)),
        ("steal_own", (0, "55")),
        ("claim", (1, "xiang", "33", "")),
        ("claim", (2, "exchange", "46", "")),
        ("round_end", (3, "void", (0.0, 0.0, 0.0))),
    ],
    "jielong": [("starter", (1, "three_six")), ("starter", (2, "dice"))],
}


def tupled(value: Any) -> Any:
    """JSON lists back into the tuples events hold."""
    if isinstance(value, list):
        return tuple(tupled(v) for v in value)
    return value


def collect() -> dict[str, list[list[Any]]]:
    """Per game: ``[key, args, me, english, chinese]`` for its first distinct events."""
    out: dict[str, list[list[Any]]] = {}
    for info in list_games():
        game = load_game(info.id)
        seen: set[str] = set()
        rows: list[list[Any]] = []
        per_key: dict[str, int] = {}
        for seed in (*SEEDS, *(-s for s in HEURISTIC_SEEDS)):
            state = game.new_game(None, None, seed=abs(seed))
            if seed < 0:  # bots that play to win reach the events random play misses
                bots = [make_agent("heuristic", game, s, abs(seed)) for s in range(state.players)]
                play_state(state, bots)
            rng = random.Random(seed)
            for _ in range(MAX_STEPS):
                if state.is_terminal():
                    break
                state.apply(rng.choice(state.legal_actions()))
            for me in (0, None):
                for _, key, args in state.events_for(me):
                    mark = json.dumps([key, args, me], ensure_ascii=False)
                    if mark in seen or per_key.get(key, 0) >= PER_KEY:
                        continue
                    seen.add(mark)
                    per_key[key] = per_key.get(key, 0) + 1
                    texts = [game.event_text(key, args, lang, me=me) for lang in ("en", "zh")]
                    rows.append([key, json.loads(json.dumps(args)), me, *texts])
        for key, args in EXTRA.get(info.id, []):
            for me in (0, None):
                texts = [game.event_text(key, args, lang, me=me) for lang in ("en", "zh")]
                rows.append([key, json.loads(json.dumps(args)), me, *texts])
        out[info.id] = rows
    return out


def main() -> None:
    PATH.parent.mkdir(parents=True, exist_ok=True)
    data = json.dumps(collect(), ensure_ascii=False, sort_keys=True, indent=0)
    PATH.write_bytes(gzip.compress(data.encode("utf-8"), mtime=0))
    print(PATH, PATH.stat().st_size, "bytes")


if __name__ == "__main__":
    main()
