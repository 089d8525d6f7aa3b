"""The 龙麻将 heuristic's fast readings of a hand equal its plain recursion.

``hand_value`` reads runs suit by suit (``run_value``) and sets through a
shared key (``set_key``); both must give exactly ``shape_value`` of the
sorted hand, the recursion that defines the heuristic's value.
"""

from __future__ import annotations

import random

import pytest

from paixi.games.longmajiang.agent import run_value, set_key, shape_value
from paixi.games.longmajiang.cards import BJ, RUN_OK, SET_OK, SJ


def random_hands(seed: int, count: int) -> list[list[int]]:
    """Hands of 0-11 cards from two decks, half of them rich in wilds."""
    rng = random.Random(seed)
    deck = list(range(54)) * 2
    hands = []
    for _ in range(count):
        hand = rng.sample(deck, rng.randrange(12))
        if rng.random() < 0.5:
            hand = [f if f < 40 or rng.random() < 0.5 else rng.randrange(40, 54) for f in hand]
        hands.append(hand)
    hands += [[BJ, SJ], [BJ, SJ, BJ], [41, 45, 1], [40, 0, 4, 8, 53]]
    return hands


def test_runs_suit_by_suit_equal_the_recursion() -> None:
    for hand in random_hands(1, 2000):
        plain = shape_value(tuple(sorted(hand)), RUN_OK, False)
        assert run_value(hand, False) == plain, sorted(hand)


@pytest.mark.parametrize("any_suit", [False, True])
def test_sets_by_shared_key_equal_the_recursion(any_suit: bool) -> None:
    for hand in random_hands(2, 2000):
        plain = shape_value(tuple(sorted(hand)), SET_OK, any_suit)
        assert shape_value(set_key(hand, any_suit), SET_OK, any_suit) == plain, sorted(hand)
