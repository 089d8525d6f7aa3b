"""Prebuilt values of the MCR state's hot path (docs/specs/mcr.md §6-§9).

Actions, history entries, melds and event arguments are immutable, so the
state looks them up here instead of building them at every step: a random
playout then allocates almost nothing per discard, draw or claim answer.
"""

from __future__ import annotations

from functools import cache
from operator import mul
from typing import Any

from paixi.core.history import HistoryEntry
from paixi.equipment.mahjong import NUM_FACES, WIND_LETTERS, Meld, tile_code
from paixi.games.mcr.actions import (
    CHOW,
    CHOW_STARTS,
    KONG,
    PASS,
    PUNG,
    Action,
    action_space,
    chow,
    discard,
    kong,
    pung,
)

CODES = tuple(tile_code(t) for t in range(42))
CLAIM_KEYS = {CHOW: "chow", PUNG: "pung", KONG: "kong"}


def _event_tables() -> tuple[Any, Any, Any]:
    """Prebuilt event arguments by seat, seat wind (0-3 from the dealer) and
    tile or answer, for the events of every step (discards, draws, claim
    answers): a playout then emits without building anything."""
    space = action_space()
    seat_tile = [
        [[(s, WIND_LETTERS[r], CODES[t]) for t in range(42)] for r in range(4)] for s in range(4)
    ]
    draws = [
        [
            [
                ((s, WIND_LETTERS[r]), ((s, "draw_own", (s, WIND_LETTERS[r], CODES[t])),))
                for t in range(42)
            ]
            for r in range(4)
        ]
        for s in range(4)
    ]
    answers = [
        [
            {
                a: ((s, WIND_LETTERS[r]), ((s, "answer", (s, WIND_LETTERS[r], str(a))),))
                for a in (space.action(i) for i in range(space.size))
            }
            for r in range(4)
        ]
        for s in range(4)
    ]
    return seat_tile, draws, answers


SEAT_TILE, DRAWS, ANSWERED = _event_tables()
DISCARD_EVENTS = tuple(
    tuple(SEAT_TILE[seat][(seat - dealer) & 3] for seat in range(4)) for dealer in range(4)
)
"""By dealer, seat and tile, the arguments of the "discard" event."""
DRAW_EVENTS = tuple(
    tuple(DRAWS[seat][(seat - dealer) & 3] for seat in range(4)) for dealer in range(4)
)
"""By dealer, seat and tile, the arguments and private part of the "draw" event."""


_DIGITS = tuple("123456789" * 3 + "1234567")
_GROUPS = ((0, 9, "m"), (9, 18, "p"), (18, 27, "s"), (27, 34, "z"))


def format_counts(counts: list[int]) -> str:
    """The canonical tile string of a counts vector (as ``format_tiles``, faster:
    each face's digit repeated by its count in one pass at C speed, ``"1" * 2 == "11"``)."""
    runs = list(map(mul, _DIGITS, counts))
    groups = []
    for lo, hi, letter in _GROUPS:
        text = "".join(runs[lo:hi])
        if text:
            groups.append(text + letter)
    return " ".join(groups)


def format_flowers(flowers: list[int]) -> str:
    """Flowers set aside, canonical (``"124f"``; none -> ``""``)."""
    return "".join(str(t - 33) for t in sorted(flowers)) + "f" if flowers else ""


@cache
def meld_of(kind: int, tile: int, concealed: bool, source: int | None) -> Meld:
    """The meld of action ``kind`` (CHOW, PUNG or KONG) on ``tile`` (a chow's
    lowest tile), memoised: melds are immutable and building one validates
    its tiles, which is needless for the game's own well-formed melds."""
    if kind == CHOW:
        return Meld.chow(tile, source)
    if kind == PUNG:
        return Meld.pung(tile, source)
    return Meld.kong(tile, concealed, source)


@cache
def meld_json(meld: Meld) -> dict[str, Any]:
    """``Meld.to_json`` memoised (melds are immutable; callers copy the dict)."""
    return meld.to_json()


def chows_with(counts: list[int], tile: int) -> list[Action]:
    """The chows ``tile`` makes with two held tiles of its suit (§7)."""
    return [chow for a, b, chow in CHOW_PARTNERS[tile] if counts[a] and counts[b]]


ACTION_SPACE = action_space()
DISCARDS = tuple(discard(t) for t in range(NUM_FACES))
KONGS = tuple(kong(t) for t in range(NUM_FACES))
PUNGS = tuple(pung(t) for t in range(NUM_FACES))
CHOWS = {t: chow(t) for t in CHOW_STARTS}
CHOW_PARTNERS = tuple(
    tuple(
        (a, b, CHOWS[start])
        for start in (t - 2, t - 1, t)
        if start in CHOWS and start // 9 == t // 9
        for a, b in [tuple(x for x in (start, start + 1, start + 2) if x != t)]
    )
    for t in range(NUM_FACES)
)
"""For each face: (the two other faces, the chow) of every chow it belongs to, lowest first."""
NO_WAITS: frozenset[int] = frozenset()
OTHERS = tuple(tuple((source + k) & 3 for k in (1, 2, 3)) for source in range(4))
"""The other seats after ``source``, in turn order."""
ALL_ACTIONS = tuple(ACTION_SPACE.action(i) for i in range(ACTION_SPACE.size))
ENTRIES = tuple({a: HistoryEntry(seat, a) for a in ALL_ACTIONS} for seat in range(4))
"""The history entry of every (seat, action): entries are immutable, so shared."""
PASS_STEPS = tuple(
    tuple((ENTRIES[seat][PASS], *ANSWERED[seat][(seat - dealer) & 3][PASS]) for seat in range(4))
    for dealer in range(4)
)
"""By dealer and seat, the history entry and "answered" event of the seat's pass
(the commonest step of a game, and the same at every claim window)."""
PASS_SCRIPTS = tuple(
    tuple(tuple(PASS_STEPS[dealer][seat] for seat in OTHERS[source]) for source in range(4))
    for dealer in range(4)
)
"""By dealer, discarder and answer number, the pass steps of a window where
nobody can claim (the other seats in turn order)."""
LAST_DISCARDS = tuple(tuple((seat, t) for t in range(NUM_FACES)) for seat in range(4))
"""The ``last_discard`` value (seat, tile) of every discard, prebuilt."""
