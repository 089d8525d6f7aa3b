"""The line (龙 lóng) of 接龙: legal joins and placing a tile (docs/specs/jielong.md §3).

Pure functions and lookup tables on 32-tile type indices, shared by the state,
the agents and the redeals. Ends are pip values 1-6; ``left`` is 0 before the
lead. With ``open_ends = "one"`` only ``R`` is open.
"""

from __future__ import annotations

from paixi.games.jielong.actions import HALVES, JOINS, N_TYPES, Join


def _joins_both(left: int, right: int, tile: int) -> tuple[Join, ...]:
    halves = HALVES[tile]
    if left == right:  # §3 rule 3: equal ends give one move, on L
        return (JOINS[tile][0],) if left in halves else ()
    out = []
    if left in halves:
        out.append(JOINS[tile][0])
    if right in halves:
        out.append(JOINS[tile][1])
    return tuple(out)


JOINS_BOTH: tuple[tuple[tuple[Join, ...], ...], ...] = tuple(
    tuple(_joins_both(left, right, t) for t in range(N_TYPES))
    for left in range(7)
    for right in range(7)
)
"""``JOINS_BOTH[left * 7 + right][tile]``: the joins of ``tile`` with both ends
open, ``L`` before ``R`` (§3 rule 3, §4 order)."""

JOINS_ONE: tuple[tuple[tuple[Join, ...], ...], ...] = tuple(
    tuple((JOINS[t][1],) if right in HALVES[t] else () for t in range(N_TYPES))
    for right in range(7)
)
"""``JOINS_ONE[right][tile]``: the join of ``tile`` on the one open end ``R``."""


def place(left: int, right: int, tile: int, end: int) -> tuple[int, int]:
    """Ends after joining ``tile`` on ``end`` (0 = L, 1 = R): the matching half
    goes against the end, whose new value is the other half (§3 rule 3)."""
    a, b = HALVES[tile]
    if end == 0:
        return (b if a == left else a), right
    return left, (b if a == right else a)


def lead_ends(tile: int, open_half: int | None) -> tuple[int, int]:
    """Ends after leading ``tile``: ``(low, high)``, or ``(other half, open half)``
    with one open end (§3 rule 1)."""
    a, b = HALVES[tile]
    if open_half is None:
        return a, b
    return (b if open_half == a else a), open_half
