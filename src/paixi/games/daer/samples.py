"""Random 大贰 holdings at a win, for tests and the scorer benchmark.

:func:`random_holding` builds seven units (table melds and concealed groups,
with 0-2 four-card units and then one 对), takes one card out as the winning
card (sometimes the 4th card of a 碰 or a 坎), and with probability ``noise``
replaces one concealed card by another kind, so that some holdings do not
win. Copies never exceed 4.
"""

from __future__ import annotations

import random

from paixi.equipment.daer import KINDS, counts_of
from paixi.games.daer.holding import Holding
from paixi.games.daer.scoring import CHI, LONG, PENG, ZHAO, Meld


def random_lie(rng: random.Random) -> tuple[int, ...]:
    """A random 列 (§2.2): a sequence, 二七十 or a mixed 列."""
    r = rng.random()
    big = 10 * rng.randrange(2)
    if r < 0.5:
        s = big + rng.randrange(8)
        return (s, s + 1, s + 2)
    if r < 0.65:
        return (big + 1, big + 6, big + 9)
    n = rng.randrange(10)
    return tuple(sorted((n, n + 10, n + 10 * rng.randrange(2))))


def random_holding(rng: random.Random, noise: float = 0.3) -> Holding:
    """A random holding plus winning card (module docstring)."""
    while True:
        avail = [4] * KINDS
        melds: list[Meld] = []
        hand: list[int] = []

        quads = rng.choice((0, 0, 1, 1, 2))
        units = 0
        while units < quads:
            k = rng.randrange(KINDS)
            if not _take(avail, (k,) * 4):
                continue
            where = rng.random()
            if where < 0.4:
                melds.append(Meld(ZHAO, (k,) * 4))
            elif where < 0.6:
                melds.append(Meld(LONG, (k,) * 4))
            else:
                hand.extend((k,) * 4)
            units += 1
        if quads:
            while True:
                k = rng.randrange(KINDS)
                if _take(avail, (k, k)):
                    hand.extend((k, k))
                    break
        while units < 6 if quads else units < 7:
            r = rng.random()
            if r < 0.15:
                k = rng.randrange(KINDS)
                if _take(avail, (k,) * 3):
                    melds.append(Meld(PENG, (k,) * 3))
                    units += 1
            elif r < 0.3:
                k = rng.randrange(KINDS)
                if _take(avail, (k,) * 3):
                    hand.extend((k,) * 3)
                    units += 1
            else:
                lie = random_lie(rng)
                if _take(avail, lie):
                    if rng.random() < 0.3:
                        melds.append(Meld(CHI, lie))
                    else:
                        hand.extend(lie)
                    units += 1
        zhaos = [i for i, m in enumerate(melds) if m.type == ZHAO]
        if zhaos and rng.random() < 0.3:
            i = rng.choice(zhaos)
            x = melds[i].kind
            melds[i] = Meld(PENG, (x,) * 3)
        else:
            if not hand:
                continue
            x = hand.pop(rng.randrange(len(hand)))
        if hand and rng.random() < noise:
            i = rng.randrange(len(hand))
            avail[hand[i]] += 1
            choices = [k for k in range(KINDS) if avail[k] > 0]
            k = rng.choice(choices)
            avail[k] -= 1
            hand[i] = k
        return Holding(tuple(counts_of(hand)), tuple(melds), x)


def _take(avail: list[int], cards: tuple[int, ...]) -> bool:
    """Take ``cards`` out of the copies still available, if they all are."""
    need = counts_of(cards)
    if any(need[k] > avail[k] for k in range(KINDS)):
        return False
    for k in cards:
        avail[k] -= 1
    return True
