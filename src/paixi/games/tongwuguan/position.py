"""通五关 positions and their pure rule functions (docs/specs/tongwuguan.md §2-4).

A position is ``(passes, spare)``: ``passes`` a tuple of rows (one per pass,
top to bottom; a cleared pass is the empty row, since an uncleared pass always
holds a tile) and ``spare`` the spare row, each a tuple of tile type indices
(:data:`paixi.equipment.dominoes.KEYS`). The game state and the solver share
these functions, so the solver searches exactly the rules the game enforces.
Any number of passes and tiles is accepted (small layouts for tests).
"""

from __future__ import annotations

from itertools import combinations

Row = tuple[int, ...]
Passes = tuple[Row, ...]

TRIPLE_NAMES: tuple[str, ...] = ("L3", "R3", "L2R1", "L1R2")
"""The four end-triples of §3, in the reference policy's order."""


def legal_takes(row: Row, table: bytes) -> list[str]:
    """The end-triples of ``row`` that are classical triplets, in §5 order.

    ``table`` is :func:`paixi.equipment.dominoes.triplet_table` for the options.
    A row of exactly 3 tiles has one take, ``L3``; fewer than 3 has none.
    """
    n = len(row)
    if n < 3:
        return []
    if n == 3:
        return ["L3"] if table[row[0] * 441 + row[1] * 21 + row[2]] else []
    a, b, y, z = row[0], row[1], row[-2], row[-1]
    out = []
    if table[a * 441 + b * 21 + row[2]]:
        out.append("L3")
    if table[row[-3] * 441 + y * 21 + z]:
        out.append("R3")
    if table[a * 441 + b * 21 + z]:
        out.append("L2R1")
    if table[a * 441 + y * 21 + z]:
        out.append("L1R2")
    return out


def has_take(row: Row, table: bytes) -> bool:
    """Does ``row`` have at least one legal end-triple?"""
    n = len(row)
    if n < 3:
        return False
    a, b, z = row[0], row[1], row[-1]
    if n == 3:
        return bool(table[a * 441 + b * 21 + z])
    y = row[-2]
    return bool(
        table[a * 441 + b * 21 + row[2]]
        or table[row[-3] * 441 + y * 21 + z]
        or table[a * 441 + b * 21 + z]
        or table[a * 441 + y * 21 + z]
    )


def take(row: Row, name: str) -> tuple[Row, Row]:
    """``(taken, rest)``: the three tiles in row order, and the row closed up (§3)."""
    # Slices instead of a position test: this is the solver's inner loop.
    if name == "L3":
        return row[:3], row[3:]
    if name == "R3":
        return row[-3:], row[:-3]
    if len(row) == 3:
        return row, ()
    if name == "L2R1":
        return (row[0], row[1], row[-1]), row[2:-1]
    return (row[0], row[-2], row[-1]), row[1:-2]


def uncleared(passes: Passes) -> list[int]:
    """Indices (0-based) of the uncleared passes, top to bottom."""
    return [i for i, row in enumerate(passes) if row]


def any_take(passes: Passes, table: bytes) -> bool:
    """Does any uncleared pass have a legal end-triple (§4.2 step 3)?"""
    return any(has_take(row, table) for row in passes)


def _place(passes: Passes, targets: list[int], tiles: Row) -> Passes:
    rows = list(passes)
    for p, t in zip(targets, tiles, strict=True):
        rows[p] = (*rows[p], t)
    return tuple(rows)


def deal(
    passes: Passes, spare: Row, table: bytes, placement: tuple[int, ...] | None = None
) -> tuple[Passes, Row] | None:
    """The position after a deal (§4.2 steps 1-3), or None when the deal loses.

    ``placement`` (0-based pass indices, lowest first) is the ``choose`` short
    deal's choice; without it a short deal uses ``shift``. The repetition rule
    (§4.3) is the caller's business.
    """
    r = uncleared(passes)
    k, s = len(r), len(spare)
    if s == 0:
        return None
    if s >= k:
        # t_1 (leftmost of the k rightmost) goes to the lowest uncleared pass.
        return _place(passes, r[::-1], spare[s - k :]), spare[: s - k]
    if placement is not None:
        return _place(passes, list(placement), spare), ()
    for b in range(k - s + 1):
        # t_j goes to r_(k-b-j+1) (1-based): the block moves up one pass per try.
        targets = [r[k - b - j] for j in range(1, s + 1)]
        placed = _place(passes, targets, spare)
        if any_take(placed, table):
            return placed, ()
    return None


def short_placements(passes: Passes, s: int) -> list[tuple[int, ...]]:
    """Every ``choose`` placement of ``s`` tiles: distinct uncleared passes, lowest first."""
    r = uncleared(passes)
    return [tuple(reversed(c)) for c in combinations(r, s)]
