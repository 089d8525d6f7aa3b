"""What the generic ISMCTS agent is told about MCR (:class:`paixi.core.search.SearchHints`).

A playout by the heuristic to the end of the hand costs about a tenth of a
second (one CPU second would compare three moves on three deals), so MCR's
search plays short playouts with a cheap policy and then values the position:

* the playout policy wins whenever it may, passes every claim and discards
  the tile that works least with the rest of its hand (no shanten search);
* after ``HORIZON`` steps (one go-around of discards and claim answers) each
  seat's hand is valued by its distance to an 8-point win
  (:func:`.plans.eight_point_distance`, the analyser's plans, docs/specs/mcr.md
  §11-§12) and the draws it has left: the chance of drawing the tiles it
  still needs, with the seats racing each other (:func:`evaluate`);
* the search weighs only claims, kongs and passes against the heuristic's
  move (:func:`rivals`): its discards stand. Judged in the true deal (the
  hand played out by the heuristic at every seat, the wall reshuffled;
  ``bench/search_diagnostics.py truth mcr``), its discard overrulings at
  100 playouts lost (79 in 40 hands, mean -0.014 of the reward): after the
  root the cheap policy breaks the plans the heuristic's discards keep.
  Its claim overrulings gained at 100 playouts (14, +0.06) and lost at
  1,000 (27, -0.03), so this search is level with the heuristic, no better
  (docs/bots.md).
"""

from __future__ import annotations

import random
from functools import cache
from math import comb
from typing import Any

from paixi.core.search import SearchHints
from paixi.games.mcr.actions import DISCARD, HU, PASS, Action
from paixi.games.mcr.plans import eight_point_distance
from paixi.games.mcr.shape_agent import connection

HORIZON = 16
"""Playout steps before the evaluation: four discards with their claim answers."""
USEFUL_DRAW = 0.2
"""Chance that one draw brings a hand one tile nearer to its win (about the
effective tiles of a typical hand over the tiles unseen)."""
MOST_NEEDED = 8
"""Tiles needed beyond which a hand is as good as lost (the plans' worst useful distance)."""


@cache
def reach_chance(draws: int, needed: int) -> float:
    """Chance of at least ``needed`` useful tiles in ``draws`` draws (binomial, ``USEFUL_DRAW``)."""
    if needed <= 0:
        return 1.0
    q = USEFUL_DRAW
    return sum(comb(draws, k) * q**k * (1 - q) ** (draws - k) for k in range(needed, draws + 1))


def evaluate(state: Any) -> list[float]:
    """Each seat's expected share of the hand's win, in [0, 1], from the
    distance of its hand to an 8-point win and the wall left (4 floats).

    A seat's chance to complete is :func:`reach_chance` over its share of the
    wall, discounted by the others' chances of winning first; what is left
    is the chance of a draw, worth a quarter to everyone (as a level result
    is to the search).
    """
    draws = max(0, state.remaining()) // 4
    reach = []
    for seat in range(4):
        needed = eight_point_distance(state.counts[seat], state.melds[seat]) + 1
        reach.append(reach_chance(draws, needed) if needed <= MOST_NEEDED else 0.0)
    shares = []
    for seat in range(4):
        share = reach[seat]
        for other in range(4):
            if other != seat:
                share *= 1.0 - reach[other] / 2
        shares.append(share)
    draw = max(0.0, 1.0 - sum(shares))
    return [s + draw / 4 for s in shares]


class PlayoutPolicy:
    """The cheap playout policy of the module docstring; reads the
    determinised state directly (``playout_move``), never a real one."""

    needs_observation = False

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, observation: dict[str, Any] | None, legal: list[Action]) -> Action:
        """Without the state: win if possible, else pass, else the first discard."""
        if HU in legal:
            return HU
        return PASS if PASS in legal else legal[0]

    def playout_move(self, state: Any, seat: int) -> Action:
        legal = state.legal_actions()
        if HU in legal:
            return HU
        discards = [a for a in legal if a.kind == DISCARD]
        if not discards:
            return PASS if PASS in legal else legal[0]
        counts = state.counts[seat]
        rng = self.rng
        return min(discards, key=lambda a: (connection(counts, a.tile), rng.random()))


def rivals(state: Any, moves: list[Action]) -> list[Action]:
    """The moves that may overrule the heuristic's: all but discards (module docstring)."""
    return [a for a in moves if a.kind != DISCARD]


def search_hints() -> SearchHints:
    """MCR's hints: the cheap policy and the evaluation. The guide stays the
    heuristic: over 1,000 hands (bench/mcr_bot.py) ``mcr-defend`` dealt in
    less but won less and lost points against it."""
    return SearchHints(
        playout=lambda seat, seed: PlayoutPolicy(seed),
        evaluate=evaluate,
        horizon=HORIZON,
        rivals=rivals,
    )
