"""Random 川牌 holdings for tests and the scorer benchmark.

A holding is built from units (卯 pairs, 坎 triples and table melds) so that
most are complete, then perturbed now and then so that some are not; the
deck's copy limit (5 per kind) always holds.
"""

from __future__ import annotations

import random

from paixi.equipment.chuanpai import NUM_KINDS, PARTNERS
from paixi.games.chuanpai.scoring import CHI, GANG, PENG, TUHUO, Meld


def random_holding(rng: random.Random, copies: int = 5) -> tuple[list[int], list[Meld], int | None]:
    """``(concealed counts without the winning card, melds, winning card or None)``."""
    used = [0] * NUM_KINDS

    def take(kind: int, n: int) -> bool:
        if used[kind] + n > copies:
            return False
        used[kind] += n
        return True

    melds: list[Meld] = []
    for _ in range(rng.choice((0, 0, 1, 2, 3, 4))):
        kind = rng.randrange(NUM_KINDS)
        roll = rng.random()
        if roll < 0.45:
            partner = rng.choice(PARTNERS[kind])
            if kind == partner and used[kind] + 2 > copies:
                continue
            if take(kind, 1) and take(partner, 1):
                melds.append(Meld(CHI, (partner, kind)))
        elif roll < 0.7:
            if take(kind, 3):
                melds.append(Meld(PENG, (kind,) * 3))
        elif roll < 0.85:
            if take(kind, 4):
                melds.append(Meld(GANG, (kind,) * 4))
        else:
            size = 5 if copies == 5 and rng.random() < 0.4 else 4
            if take(kind, size):
                melds.append(Meld(TUHUO, (kind,) * size, size == 5 and rng.random() < 0.5))
    counts = [0] * NUM_KINDS
    target = rng.randint(12, 22)
    tries = 0
    while sum(counts) < target and tries < 200:
        tries += 1
        kind = rng.randrange(NUM_KINDS)
        if rng.random() < 0.2:
            if counts[kind] == 0 and take(kind, 3):
                counts[kind] += 3
        else:
            partner = rng.choice(PARTNERS[kind])
            if kind == partner and used[kind] + 2 > copies:
                continue
            if take(kind, 1):
                if take(partner, 1):
                    counts[kind] += 1
                    counts[partner] += 1
                else:
                    used[kind] -= 1
    if rng.random() < 0.15:  # perturb: usually no longer complete
        kind = rng.randrange(NUM_KINDS)
        if take(kind, 1):
            counts[kind] += 1
    win = None
    if rng.random() < 0.85:
        held = [k for k in range(NUM_KINDS) if counts[k]]
        if held:
            win = rng.choice(held)
            counts[win] -= 1
    return counts, melds, win
