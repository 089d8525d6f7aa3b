"""Building 接龙 positions and deals for the tests (through the public notation only)."""

from __future__ import annotations

from collections import Counter

from paixi.equipment.dominoes import full_set, parse_key
from paixi.games.jielong import GAME


def rest_of_set(sets: int, used: list[str]) -> list[str]:
    """The tiles of the set(s) not in ``used``, in set order."""
    left = Counter(full_set(sets))
    left.subtract(parse_key(k) for k in used)
    assert all(c >= 0 for c in left.values()), "a test names a tile too often"
    out = []
    for k in full_set(sets):
        if left[k] > 0:
            out.append(k)
            left[k] -= 1
    return out


def position(
    players: int,
    options: str,
    start: str,
    moves: list[str],
    hands: list[list[str]],
    turn: str,
    sets: int = 1,
):
    """A state from a position; the undealt tiles are the rest of the set(s)."""
    return GAME.from_position(
        position_text(players, options, start, moves, hands, turn, sets), seed=1
    )


def position_text(
    players: int,
    options: str,
    start: str,
    moves: list[str],
    hands: list[list[str]],
    turn: str,
    sets: int = 1,
) -> str:
    """A position's text; the undealt tiles are the rest of the set(s)."""
    used = []
    for move in moves:
        if move == "block":
            continue
        body = move.split(":", 1)[1]
        if body.startswith("sleep"):
            body = body[5:]
        elif body[-1] in "LR":
            body = body[:-1]
        used.append(body.split("/")[0])
    rest = rest_of_set(sets, used + [k for h in hands for k in h])
    return " ".join(
        [
            "jielong",
            str(players),
            options or "-",
            start,
            ",".join(moves) or "-",
            "/".join(",".join(h) or "-" for h in hands),
            ",".join(rest) or "-",
            turn,
        ]
    )


def deal(hands: list[list[str]], sets: int = 1) -> str:
    """A deal (chance event text): the hands in seat order, then the rest of the set(s)."""
    flat = [parse_key(k) for h in hands for k in h]
    return " ".join(flat + rest_of_set(sets, flat))
