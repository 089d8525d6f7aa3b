"""The 吹牛 heuristic agent: bids and challenges by the probability of a bid
given its own dice (docs/specs/chuiniu.md; issue: must beat the random agent)."""

from __future__ import annotations

import random
from typing import Any

from paixi.games.chuiniu.actions import OPEN, PASS, Action, Bid, parse_action
from paixi.games.chuiniu.counting import ones_are_wild, probability_at_least


class HeuristicAgent:
    """Challenges when the standing bid is less likely true than its own best
    raise; otherwise makes the raise most likely to be true (lowest on ties)."""

    needs_observation = True

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def bid_probability(self, obs: dict[str, Any], bid: Bid, ones_called: bool) -> float:
        opts = obs["options"]
        called = ones_called or bid.face == 1
        wild = ones_are_wild(opts["ones_wild"], opts["ones_lose_wild_when_called"], called)
        mine = obs["my_dice"]
        known = sum(1 for d in mine if d == bid.face or (wild and d == 1 and bid.face != 1))
        p = 2 / 6 if wild and bid.face != 1 else 1 / 6
        return probability_at_least(bid.count - known, obs["total_dice"] - len(mine), p)

    def act(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        ones_called = obs["ones_called"]
        raises = [a for a in legal if isinstance(a, Bid)]
        best, best_p = None, -1.0
        for bid in raises:
            p = self.bid_probability(obs, bid, ones_called)
            if p > best_p + 1e-9:
                best, best_p = bid, p
        if not obs["bids"]:
            assert best is not None
            return best
        last = parse_action(obs["bids"][-1][1])
        assert isinstance(last, Bid)
        p_true = self.bid_probability(obs, last, ones_called)
        if PASS in legal:  # a 抢开 window: open only when clearly favourable
            return OPEN if p_true < 0.35 else PASS
        if best is None or 1 - p_true > best_p:
            return OPEN
        return best
