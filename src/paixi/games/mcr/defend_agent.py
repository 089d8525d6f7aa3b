"""The MCR points-and-defence agent (``mcr-defend``): the heuristic's plans, plus caution.

It plays as the heuristic agent (:mod:`.agent`: the discard nearest to an
8-point win by the analyser's plans, then shanten, then effective tiles;
the same claims and wins), except when an opponent looks near to winning
(:func:`.danger.max_threat` at least ``CAUTION``). Then every discard is
weighed by what it gives up and what it risks:

    cost = (its distance to 8 points - the best discard's) + weight × danger

where the danger is :func:`.danger.discard_danger` (genbutsu-like tiles,
suji, honours in sight, flush signals) and the weight grows with the
agent's own distance: a ready hand pushes, a hand two tiles away bends, a
hand three or more away folds (docs/specs/mcr.md §17: the discarder alone pays
the win's points).
"""

from __future__ import annotations

from typing import Any

from paixi.games.mcr.actions import DISCARD, HU, Action
from paixi.games.mcr.agent import HandView, HeuristicAgent
from paixi.games.mcr.danger import discard_danger, max_threat, read_opponents
from paixi.games.mcr.plans import FAR, eight_point_distance

CAUTION = 0.5
"""Threat of the nearest-looking opponent from which the agent weighs danger."""
WEIGHTS = (0.25, 0.4, 1.0, 3.0)
"""Weight of danger against distance, by the agent's own best distance 0, 1, 2, 3+:
a win is worth more than a deal-in costs (§17: about 3 × 8 + the fan points
won against the fan points lost), so the agent pushes unless it is far."""
LOYALTY = 0.15
"""Cost in distance units of leaving the heuristic's discard (its tie-breaks:
shanten, ready value, effective tiles)."""


class DefendingAgent(HeuristicAgent):
    """Plays for 8 points and stops feeding a dangerous opponent; see the module docstring."""

    needs_observation = True
    _obs: dict[str, Any]

    def act(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        self._obs = obs
        return super().act(obs, legal)

    def _own_turn(self, view: HandView, legal: list[Action]) -> Action:
        best = super()._own_turn(view, legal)
        if best.kind != DISCARD or HU in legal:
            return best
        obs = self._obs
        opponents = read_opponents(obs)
        wall = int(obs.get("wall_remaining") or 0)
        if max_threat(opponents, wall) < CAUTION:
            return best
        return self._careful_discard(view, legal, best, opponents, wall)

    def _careful_discard(
        self, view: HandView, legal: list[Action], best: Action, opponents: Any, wall: int
    ) -> Action:
        counts, melds = view.counts, view.melds
        distance: dict[int, int] = {}
        for a in legal:
            if a.kind == DISCARD:
                counts[a.tile] -= 1
                distance[a.tile] = min(FAR, eight_point_distance(counts, melds))
                counts[a.tile] += 1
        mine = distance[best.tile]
        weight = WEIGHTS[min(len(WEIGHTS) - 1, max(0, mine))]

        def cost(tile: int) -> float:
            danger = discard_danger(tile, opponents, view.unseen, wall)
            # the heuristic's choice also weighed shanten and effective tiles
            kept = -LOYALTY if tile == best.tile else 0.0
            return (distance[tile] - mine) + weight * danger + kept

        choice = min(distance, key=cost)
        return Action(DISCARD, choice)
