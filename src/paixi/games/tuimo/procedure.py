"""The 推磨 procedure of docs/specs/tuimo.md §3 on any two equal-length rows.

Rows are lists of tile keys. The procedure is fully forced: check the aligned
columns, remove the pairs, turn, until the rows are empty (success) or
``idle`` reaches the row length (failure: every alignment has been seen).
"""

from __future__ import annotations

from dataclasses import dataclass

from paixi.equipment.dominoes import INDEX, KEYS, PAIR_CLASS


@dataclass(frozen=True)
class TuimoResult:
    """Outcome of §3: success, TURNs performed, the discard row, and the rows left."""

    success: bool
    rotations: int
    discard: tuple[tuple[str, str], ...]
    top: tuple[str, ...]
    bottom: tuple[str, ...]
    checks: tuple[tuple[int, tuple[tuple[str, str], ...]], ...] = ()
    """(rotations before the check, couples removed) for every check that removed something."""


def run(top: list[str] | tuple[str, ...], bottom: list[str] | tuple[str, ...]) -> TuimoResult:
    """Play §3 to the end. Raises :class:`ValueError` if the rows differ in length."""
    if len(top) != len(bottom):
        raise ValueError("the two rows must have the same length")
    t = [INDEX[k] for k in top]
    b = [INDEX[k] for k in bottom]
    cls = PAIR_CLASS
    rotations = 0
    idle = 0
    discard: list[tuple[int, int]] = []
    checks = []
    while True:
        marked = [i for i in range(len(t)) if cls[t[i]] == cls[b[i]]]
        if marked:
            couples = [(t[i], b[i]) for i in marked]
            discard.extend(couples)
            checks.append((rotations, tuple((KEYS[x], KEYS[y]) for x, y in couples)))
            keep = [i for i in range(len(t)) if cls[t[i]] != cls[b[i]]]
            t = [t[i] for i in keep]
            b = [b[i] for i in keep]
            idle = 1
        else:
            idle += 1
        n = len(t)
        if n == 0 or idle >= n:
            break
        # TURN: the top row moves left, the bottom row right; tiles cross at the ends.
        t, b = [*t[1:], b[-1]], [t[0], *b[:-1]]
        rotations += 1
    return TuimoResult(
        success=not t,
        rotations=rotations,
        discard=tuple((KEYS[x], KEYS[y]) for x, y in discard),
        top=tuple(KEYS[x] for x in t),
        bottom=tuple(KEYS[x] for x in b),
        checks=tuple(checks),
    )


def fast_success(top: list[int], bottom: list[int]) -> bool:
    """§3's verdict only, on type indices, for estimators (same loop, no bookkeeping)."""
    cls = PAIR_CLASS
    t = [cls[x] for x in top]
    b = [cls[x] for x in bottom]
    idle = 0
    while True:
        n = len(t)
        keep = [i for i in range(n) if t[i] != b[i]]
        if len(keep) < n:
            t = [t[i] for i in keep]
            b = [b[i] for i in keep]
            idle = 1
        else:
            idle += 1
        n = len(t)
        if n == 0:
            return True
        if idle >= n:
            return False
        t, b = [*t[1:], b[-1]], [t[0], *b[:-1]]


def deal_rows(keys: tuple[str, ...] | list[str], alignment: str) -> tuple[list[str], list[str]]:
    """§2: the two rows from ``d[0..31]`` (``straight`` or ``folded``)."""
    half = len(keys) // 2
    top = list(keys[:half])
    bottom = list(keys[half:]) if alignment == "straight" else list(reversed(keys[half:]))
    return top, bottom
