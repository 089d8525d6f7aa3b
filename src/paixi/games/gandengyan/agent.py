"""The 干瞪眼 heuristic agent (issue 5: must beat random agents clearly).

Leads its lowest natural cards in the largest groups, keeps jokers for
completing plays and bombs for when an opponent is about to go out, answers
with the play that spends the fewest jokers, and goes out whenever it can.
"""

from __future__ import annotations

import random
from typing import Any

from paixi.games.gandengyan.actions import Action, Pass, Play
from paixi.games.gandengyan.combos import TWO, Rules, classify

_DANGER = 3  # an opponent with this many cards or fewer may go out soon


def _is_bomb(play: Play, rules: Rules) -> bool:
    combo = classify(play, rules)
    return not isinstance(combo, str) and combo.is_bomb


class HeuristicAgent:
    """Greedy shedding: see the module docstring."""

    needs_observation = True

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        opts = obs["options"]
        rules = Rules(opts["triple_follow"] == "any_higher", opts["joker_pair_bomb"])
        plays = [a for a in legal if isinstance(a, Play)]
        seat = obs["seat"]
        sizes = obs["hand_sizes"]
        mine = sizes[seat]
        for play in plays:  # going out wins the hand at once
            if play.size == mine:
                return play
        danger = any(n <= _DANGER for s, n in enumerate(sizes) if s != seat)
        plain = [p for p in plays if not _is_bomb(p, rules)]
        bombs = [p for p in plays if _is_bomb(p, rules)]
        if obs["current"] is None:
            pool = plain or bombs
            return min(pool, key=lambda p: (len(p.jokers), min(p.naturals or (TWO,)), -p.size))
        cheap = [p for p in plain if TWO not in p.naturals]
        if cheap:
            return min(cheap, key=lambda p: (len(p.jokers), -p.size))
        if plain and (danger or mine <= 5):
            return min(plain, key=lambda p: len(p.jokers))
        if bombs and (danger or mine <= 4):
            return min(bombs, key=lambda p: (p.size, len(p.jokers)))
        return next(a for a in legal if isinstance(a, Pass))
