"""The 争上游 heuristic agent (issue 5: must beat random agents clearly).

Sheds low cards first and in as large groups as possible, answers with the
cheapest play that beats, keeps bombs, 2s and jokers for when an opponent is
about to go out, and returns its lowest card as tribute.
"""

from __future__ import annotations

import random
from typing import Any

from paixi.games.zhengshangyou.actions import Action, Pass, Play, Return
from paixi.games.zhengshangyou.combos import TWO, Rules, classify

_DANGER = 3  # an opponent with this many cards or fewer may go out soon


def _is_bomb(play: Play, rules: Rules) -> bool:
    combo = classify(play.ranks, rules)
    return not isinstance(combo, str) and combo.is_bomb


class HeuristicAgent:
    """Greedy shedding: see the module docstring."""

    needs_observation = True

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        returns = [a for a in legal if isinstance(a, Return)]
        if returns:
            return min(returns, key=lambda a: a.rank)
        opts = obs["options"]
        rules = Rules(
            opts["triple_is_bomb"], opts["joker_rocket"], opts["min_straight"], opts["min_pair_run"]
        )
        plays = [a for a in legal if isinstance(a, Play)]
        seat = obs["seat"]
        sizes = obs["hand_sizes"]
        danger = any(n and n <= _DANGER for s, n in enumerate(sizes) if s != seat)
        mine = sizes[seat]
        for play in plays:  # going out at once always wins the place
            if len(play.ranks) == mine:
                return play
        plain = [p for p in plays if not _is_bomb(p, rules)]
        bombs = [p for p in plays if _is_bomb(p, rules)]
        if obs["current"] is None:
            pool = plain or bombs
            return min(pool, key=lambda p: (p.ranks[0], -len(p.ranks)))
        cheap = [p for p in plain if p.ranks[-1] < TWO]
        if cheap:
            return min(cheap, key=lambda p: p.ranks[-1])
        if plain and (danger or mine <= 6):
            return min(plain, key=lambda p: p.ranks[-1])
        if bombs and (danger or mine <= 4):
            return min(bombs, key=lambda p: (len(p.ranks), p.ranks[0]))
        return next(a for a in legal if isinstance(a, Pass))
