"""An exhaustive reference scorer: every value of every wild, every split (docs/specs/longmajiang.md §6).

Independent of the engine's group rules: each wild is replaced by every
concrete card it may stand for (a J/Q/K: the ten numbers of its own suit; a
joker: any of the forty), and the resulting natural groups are checked
against the plain definitions of a run and a set.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations, product

JOKERS = (52, 53)


def _values(face: int) -> list[tuple[int, int]]:
    """(suit, number) values a card may take."""
    if face in JOKERS:
        return [(s, x) for s in range(4) for x in range(1, 11)]
    rank, s = face // 4, face % 4
    if rank >= 10:  # J, Q, K
        return [(s, x) for x in range(1, 11)]
    return [(s, rank + 1)]


@cache
def group_readings(group: tuple[int, ...], any_suit: bool) -> frozenset:
    """{("run", suit, start)} | {("set",)} over every substitution of the wilds."""
    out = set()
    numbers_suits = {f % 4 for f in group if f < 40}
    for vals in product(*(_values(f) for f in group)):
        suits = {s for s, _ in vals}
        nums = sorted(x for _, x in vals)
        if (
            len(group) == 3
            and len(suits) == 1
            and nums[1] == nums[0] + 1
            and nums[2] == nums[1] + 1
        ):
            out.add(("run", suits.pop(), nums[0]))
        if len(set(nums)) == 1:
            ok = (
                any_suit
                or not numbers_suits
                or all(f % 4 in numbers_suits for f in group if 40 <= f < 52)
            )
            if ok:
                out.add(("set",))
    return frozenset(out)


def _splits(cards: tuple[int, ...]):
    if not cards:
        yield ()
        return
    first, rest = cards[0], cards[1:]
    for pair in combinations(range(len(rest)), 2):
        group = (first, rest[pair[0]], rest[pair[1]])
        others = tuple(c for i, c in enumerate(rest) if i not in pair)
        for tail in _splits(others):
            yield (tuple(sorted(group)), *tail)


def brute_total(
    concealed,
    melds=(),
    *,
    self_drawn=False,
    heavenly=False,
    earthly=False,
    last_card=False,
    any_suit=False,
    tongse_colour=False,
    chenglong_same_suit=False,
):
    """Best total fan, or None if no reading wins."""
    for m in melds:
        if ("set",) not in group_readings(tuple(sorted(m)), any_suit):
            return None
    best = None
    for split in _splits(tuple(sorted(concealed))):
        reads = [group_readings(g, any_suit) for g in split]
        if all(("set",) in r for r in reads):
            fan = 4 + sum(len(m) == 4 for m in melds)
            best = fan if best is None else max(best, fan)
        if melds:
            continue
        runs = [[r for r in rd if r[0] == "run"] for rd in reads]
        all_sets = all(("set",) in r for r in reads)
        for combo in product(*runs):
            parts = [r for _, s, r in combo if r in (1, 4, 7)]
            if not parts:
                continue
            fan = len(parts)
            full = sorted(parts) == [1, 4, 7]
            if full and chenglong_same_suit and len({s for _, s, _ in combo}) != 1:
                full = False
            if full:
                fan += 2
                if all_sets:
                    fan = 10
            best = fan if best is None else max(best, fan)
    if best is None:
        return None
    every = list(concealed) + [f for m in melds for f in m]
    suits = {f % 4 for f in every if f < 52}
    if tongse_colour:
        suits = {s % 2 for s in suits}
    bonus = 2 if len(suits) == 1 else 0
    bonus += 3 if heavenly else (1 if self_drawn or last_card else 0)
    bonus += 2 if earthly else 0
    bonus += 1 if last_card else 0
    return best + bonus
