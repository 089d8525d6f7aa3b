"""The 三门老 heuristic agent (must beat random agents clearly).

Counts the tiles it has not seen (not in its hand, not played face up, not
its own face-down tiles). Leads a unit nobody can still beat, the largest
first; without one, leads its largest, strongest unit. Follows with the cheapest unit
that beats (a sure one if it has it), and otherwise puts down the tiles it
values least (keeping top tiles and tiles of its units).
"""

from __future__ import annotations

import random
from typing import Any

from paixi.equipment.domino_units import (
    SANMEN,
    TOP_TILES,
    TilePlay,
    Tiles,
    Unit,
    beats,
    classify,
    units,
)
from paixi.equipment.dominoes import INDEX
from paixi.equipment.trick_table import unseen_tiles


def is_sure(unit: Unit, others: list[Unit], scope: str) -> bool:
    """Can no unit formed from the unseen tiles beat ``unit``?"""
    return not any(beats(o, unit, scope) for o in others)


def _tile_value(t: int, hand: Tiles) -> float:
    unit = classify((t,), SANMEN)
    assert unit is not None
    value = 8 - unit.rank
    if t in TOP_TILES:
        value += 6
    if any(t in u and len(u) > 1 for u in units(hand, SANMEN)):
        value += 4
    return value


def _unit_of(play: TilePlay) -> Unit:
    """The unit a face-up play lays (a legal face-up play always forms one)."""
    unit = classify(play.tiles, SANMEN)
    assert unit is not None
    return unit


class HeuristicAgent:
    """See the module docstring."""

    needs_observation = True

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, obs: dict[str, Any], legal: list[TilePlay]) -> TilePlay:
        scope = obs["options"]["zhizun_scope"]
        others = [classify(u, SANMEN) for u in units(unseen_tiles(obs), SANMEN)]
        others_units = [o for o in others if o is not None]
        up = [a for a in legal if not a.down]
        if not obs["trick"]["plays"]:
            scored = []
            for a in up:
                unit = classify(a.tiles, SANMEN)
                assert unit is not None
                sure = is_sure(unit, others_units, scope)
                scored.append((sure, len(a.tiles) if sure else -unit.rank, a))
            sure_leads = [x for x in scored if x[0]]
            if sure_leads:
                return max(sure_leads, key=lambda x: (x[1], -_unit_of(x[2]).rank))[2]
            # nothing sure: give the lead away as cheaply as possible
            return max(scored, key=lambda x: (len(x[2].tiles), x[1]))[2]
        if up:
            sure_plays = [a for a in up if is_sure(_unit_of(a), others_units, scope)]
            pool = sure_plays or up
            last_to_play = len(obs["trick"]["plays"]) == 3
            if sure_plays or last_to_play:
                return max(pool, key=lambda a: _unit_of(a).rank)
            return min(pool, key=lambda a: _unit_of(a).rank)
        hand = tuple(INDEX[k] for k in obs["my_hand"])
        return min(legal, key=lambda a: sum(_tile_value(t, hand) for t in a.tiles))
