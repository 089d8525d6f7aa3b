"""What a seat may believe about the other cups from their bids: the search's determinisations.

A bid says something about the bidder's dice: a player who bids five 6s
usually holds some 6s (or 1s). The plain ``resample_hidden`` rolls the other
cups afresh, as if nobody had bid, so the search plays against dice the
bidding has already ruled out. :func:`sampler` instead draws each other cup
from its *posterior* given the round's public bids: the prior of the cup
(five fair dice, never a straight where straights are re-rolled) times the
likelihood of each of that seat's bids under a model of play.

The model is the heuristic's policy, softened: at each of its bids a seat
scores every move open to it as the heuristic does (a raise by the chance
that it is true given the seat's own dice, opening by the chance that the
standing bid is false) and picks a move with probability proportional to
``exp(SHARPNESS * score)``, mixed with ``NOISE`` of a uniform choice, so that
a player who bluffs makes no cup impossible. Since a seat's move depends only
on its own dice and the public bids, the posterior of each cup is exact
under the model and the cups are independent given the bids.

Only what the searching seat observes is read: its observation (its own
dice, the bids, the options) and ``resample_hidden``; the posterior replaces
the other cups of a determinisation that already hides them.
"""

from __future__ import annotations

import math
import random
from bisect import bisect_right
from collections.abc import Callable
from functools import cache
from itertools import accumulate, combinations_with_replacement
from typing import Any

from paixi.games.chuiniu.actions import Bid, parse_action
from paixi.games.chuiniu.counting import (
    bid_order,
    is_straight,
    ones_are_wild,
    probability_at_least,
)

SHARPNESS = 12.0
"""How sharply the model prefers the heuristic's best move (scores are chances in [0, 1])."""
NOISE = 0.05
"""Share of the model's moves that are uniform: a bluff never rules a cup out."""


@cache
def _tail(need: int, unknown: int, wild: bool) -> float:
    """The heuristic's chance that a bid is true: ``need`` more of a face among ``unknown`` dice."""
    return probability_at_least(need, unknown, 2 / 6 if wild else 1 / 6)


@cache
def _cups(
    dice: int, reroll_straights: bool
) -> tuple[tuple[tuple[int, ...], ...], tuple[float, ...]]:
    """Every cup of ``dice`` dice (ascending faces) and its prior chance."""
    cups, weights = [], []
    for cup in combinations_with_replacement(range(1, 7), dice):
        if reroll_straights and is_straight(cup):
            continue
        ways = math.factorial(dice)
        for face in set(cup):
            ways //= math.factorial(cup.count(face))
        cups.append(cup)
        weights.append(float(ways))
    return tuple(cups), tuple(weights)


def _bid_scores(
    cup: tuple[int, ...], bids: list[Bid], unknown: int, wild: list[bool]
) -> list[float]:
    """The heuristic's score of each of ``bids`` for a seat holding ``cup``
    (``wild[i]``: whether 1s count for ``bids[i]``)."""
    counts = [0] * 7
    for d in cup:
        counts[d] += 1
    out = []
    for bid, w in zip(bids, wild, strict=True):
        known = counts[bid.face] + (counts[1] if w and bid.face != 1 else 0)
        out.append(_tail(bid.count - known, unknown, w and bid.face != 1))
    return out


def _choice_likelihood(scores: list[float], chosen: int) -> float:
    """The model's chance of the move of index ``chosen`` among moves scored ``scores``."""
    top = max(scores)
    weights = [math.exp(SHARPNESS * (s - top)) for s in scores]
    return (1 - NOISE) * weights[chosen] / sum(weights) + NOISE / len(scores)


def posteriors(obs: dict[str, Any]) -> dict[int, tuple[tuple[tuple[int, ...], ...], list[float]]]:
    """For each other seat that bid this round, its possible cups and their
    posterior weights (unnormalised), from ``obs`` alone."""
    opts = obs["options"]
    dice = opts["dice_per_player"]
    total = obs["total_dice"]
    order = bid_order(obs["min_count"], total, opts["ones_rank"])
    rank = {b: i for i, b in enumerate(order)}
    reroll = bool(opts["straight_reroll"]) and dice == 5
    cups, prior = _cups(dice, reroll)
    me = obs["seat"]
    out: dict[int, tuple[tuple[tuple[int, ...], ...], list[float]]] = {}
    top = -1
    ones_called = False
    for seat, text in obs["bids"]:
        bid = parse_action(text)
        assert isinstance(bid, Bid)  # the observation lists bids only
        if seat != me:
            raises = list(order[top + 1 :])
            wild = [
                ones_are_wild(
                    opts["ones_wild"],
                    opts["ones_lose_wild_when_called"],
                    ones_called or b.face == 1,
                )
                for b in raises
            ]
            standing = [order[top]] if top >= 0 else []
            standing_wild = [
                ones_are_wild(opts["ones_wild"], opts["ones_lose_wild_when_called"], ones_called)
                for _ in standing
            ]
            chosen = rank[bid] - top - 1
            weights = out[seat][1] if seat in out else list(prior)
            for i, cup in enumerate(cups):
                scores = _bid_scores(cup, raises, total - dice, wild)
                if standing:  # opening was open to it, scored as the heuristic does
                    true = _bid_scores(cup, standing, total - dice, standing_wild)[0]
                    scores.append(1 - true)
                weights[i] *= _choice_likelihood(scores, chosen)
            out[seat] = (cups, weights)
        top = rank[bid]
        ones_called = ones_called or bid.face == 1
    return out


def sampler(state: Any, seat: int) -> Callable[[random.Random], Any]:
    """Determinisations for ``seat``'s decision: ``resample_hidden``, with each
    other cup that bid this round drawn from its posterior (module docstring)."""
    obs = state.observation(seat)
    beliefs = {}
    if obs["my_dice"] and obs["bids"] and obs["to_act"] == seat:
        for other, (cups, weights) in posteriors(obs).items():
            beliefs[other] = (cups, list(accumulate(weights)))

    def draw(rng: random.Random) -> Any:
        det = state.resample_hidden(seat, rng)
        for other, (cups, cumulative) in beliefs.items():
            pick = bisect_right(cumulative, rng.random() * cumulative[-1])
            det.dice[other] = cups[min(pick, len(cups) - 1)]
        return det

    return draw
