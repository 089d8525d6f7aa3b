"""Counting a bid and ordering bids (docs/specs/chuiniu.md §2.3)."""

from __future__ import annotations

from collections.abc import Iterable
from math import comb

from paixi.games.chuiniu.actions import Bid


def face_rank(face: int, ones_rank: str) -> int:
    """Rank of a face at equal count: ``low`` 1<2<…<6, ``high`` 2<…<6<1."""
    if ones_rank == "high" and face == 1:
        return 7
    return face


def bid_order(min_count: int, total_dice: int, ones_rank: str) -> list[Bid]:
    """Every legal bid from lowest to highest (§2.3 "Order of bids")."""
    faces = sorted(range(1, 7), key=lambda f: face_rank(f, ones_rank))
    return [Bid(q, f) for q in range(min_count, total_dice + 1) for f in faces]


def ones_are_wild(ones_wild: bool, lose_when_called: bool, ones_called: bool) -> bool:
    """Whether 1s stand for other faces this round (§2.3, 叫一斋)."""
    return ones_wild and not (lose_when_called and ones_called)


def count_for(face: int, dice: Iterable[Iterable[int]], wild: bool) -> int:
    """Dice showing ``face`` on the whole table, 1s included when wild and face ≠ 1."""
    total = 0
    for cup in dice:
        for d in cup:
            if d == face or (wild and d == 1 and face != 1):
                total += 1
    return total


def is_straight(faces: tuple[int, ...]) -> bool:
    """顺子: five dice showing exactly 1-5 or 2-6 (§2.2); ``faces`` ascending."""
    return faces == (1, 2, 3, 4, 5) or faces == (2, 3, 4, 5, 6)


def probability_at_least(need: int, unknown: int, p: float) -> float:
    """P(Binomial(unknown, p) ≥ need)."""
    if need <= 0:
        return 1.0
    if need > unknown:
        return 0.0
    return sum(comb(unknown, k) * p**k * (1 - p) ** (unknown - k) for k in range(need, unknown + 1))
