"""Random winning hands with wilds, for the scorer benchmark and tests (docs/specs/longmajiang.md §3, §6).

A hand is built meld by meld from one deck: a run ``(suit, start)`` or a set
of a number, each card of it replaced now and then by a wild that may stand
in for it (a J/Q/K of the run's suit or of the replaced card's suit, or a
joker), so that the result is always a winning hand with some wilds.
"""

from __future__ import annotations

import random

from paixi.games.longmajiang.cards import BJ, SJ, is_winning

_WILDS = {s: [40 + s, 44 + s, 48 + s] for s in range(4)}


def random_winning_hand(
    rng: random.Random, wild_rate: float = 0.3, any_suit: bool = False
) -> list[int]:
    """Nine distinct faces of one deck that win (§6.1), about ``wild_rate`` of
    them wilds (J/Q/K or jokers)."""
    while True:
        used: set[int] = set()
        hand: list[int] = []
        ok = True
        runs = rng.random() < 0.5
        for _ in range(3):
            if runs:
                s, r = rng.randrange(4), rng.choice((1, 1, 4, 4, 7, 7, 2, 3, 5, 6, 8))
                wanted = [(x - 1) * 4 + s for x in (r, r + 1, r + 2)]
            else:
                x = rng.randrange(1, 11)
                wanted = [(x - 1) * 4 + s for s in rng.sample(range(4), 3)]
            for face in wanted:
                card = face
                if rng.random() < wild_rate:
                    pool = [*_WILDS[face & 3], BJ, SJ]
                    card = rng.choice(pool)
                if card in used:
                    card = face
                if card in used:
                    ok = False
                used.add(card)
                hand.append(card)
        if ok and is_winning(sorted(hand), 0, any_suit):
            return sorted(hand)
