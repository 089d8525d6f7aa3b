"""吹牛's belief-weighted determinisations (paixi.games.chuiniu.belief)."""

from __future__ import annotations

import random

import paixi
from paixi.games.chuiniu.actions import Bid
from paixi.games.chuiniu.belief import posteriors, sampler


def _after_bid(opp_dice: tuple[int, ...], bid: Bid) -> object:
    state = paixi.load_game("chuiniu").new_game(2, {"rounds": 1}, seed=3)
    state.dice[1] = opp_dice
    starter = state.current_player()
    state.starter = 1  # seat 1 opens the bidding whatever the seed chose
    assert starter in (0, 1)
    state.apply(bid)
    return state


def test_a_high_bid_makes_cups_holding_that_face_likelier() -> None:
    state = _after_bid((6, 6, 6, 6, 5), Bid(5, 6))
    cups, weights = posteriors(state.observation(0))[1]
    total = sum(weights)
    sixes = sum(w for c, w in zip(cups, weights, strict=True) if c.count(6) + c.count(1) >= 3)
    assert sixes / total > 0.5  # a fair roll holds 3+ sixes-or-ones about 21% of the time


def test_the_samples_do_not_depend_on_the_hidden_cup() -> None:
    a = _after_bid((6, 6, 6, 6, 5), Bid(5, 6))
    b = _after_bid((2, 2, 3, 4, 5), Bid(5, 6))
    draws_a = [sampler(a, 0)(random.Random(9)).dice[1] for _ in range(5)]
    draws_b = [sampler(b, 0)(random.Random(9)).dice[1] for _ in range(5)]
    assert draws_a == draws_b
