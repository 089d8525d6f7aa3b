"""The takes of 测运气 on a ring of tiles (docs/specs/ceyunqi.md §3 step 4).

A ring is a list of tile type indices in ring order (the last is adjacent to
the first). A group is a run of 2 ring-consecutive tiles that pair (worth 3)
or of 3 whose six halves form a scoring triplet (worth its 开 value). Groups are
returned as ring positions in ring order; a group that is the whole ring (a
ring of 2, or the triplet of a ring of 3) starts at position 0.
"""

from __future__ import annotations

from paixi.equipment.dominoes import PAIR_CLASS

PAIR_VALUE = 3
"""对子 duìzi: a pair is worth 3 (§3 step 4)."""


def groups(ring: list[int], scores: tuple[int, ...]) -> list[tuple[tuple[int, ...], int]]:
    """Every legal take of ``ring``: ``(positions, value)``.

    ``scores`` is :func:`paixi.equipment.dominoes.score_table` for the options.
    """
    n = len(ring)
    out: list[tuple[tuple[int, ...], int]] = []
    if n < 2:
        return out
    twos = 1 if n == 2 else n  # in a ring of 2 the two tiles are one group
    for i in range(twos):
        j = (i + 1) % n
        if PAIR_CLASS[ring[i]] == PAIR_CLASS[ring[j]]:
            out.append(((i, j), PAIR_VALUE))
    threes = 1 if n == 3 else (n if n > 3 else 0)
    for i in range(threes):
        j, k = (i + 1) % n, (i + 2) % n
        v = scores[ring[i] * 441 + ring[j] * 21 + ring[k]]
        if v > 0:
            out.append(((i, j, k), v))
    return out


def band(score: int) -> str:
    """牙牌神数 grading of a score (§3 step 6, ``grading="yapai"``)."""
    if score >= 12:
        return "上上"
    if score >= 10:
        return "上中"
    if score >= 8:
        return "中平"
    if score >= 5:
        return "中下"
    if score >= 1:
        return "下下"
    return "no reading"
