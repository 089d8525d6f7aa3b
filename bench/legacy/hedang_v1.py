"""The 合挡 heuristic agent (must beat random agents clearly).

The banker needs 4 of the 8 手, which a fair share (2) rarely reaches, so the
agent keeps or buys the bank only with a hand of several sure tricks, and
sells otherwise. In play it leads a unit nobody can still beat (the largest
first), else its weakest legal unit; when covering is forced it has no real
choice; and it puts down the tiles it values least.
"""

from __future__ import annotations

import random
from typing import Any

from paixi.equipment.domino_units import (
    HEDANG,
    SINGLE_RANK,
    TilePlay,
    Tiles,
    beats,
    classify,
    units,
)
from paixi.equipment.dominoes import INDEX
from paixi.equipment.trick_table import unseen_tiles

STRONG = frozenset(INDEX[k] for k in ("6-6", "1-1", "4-5", "3-6"))


def hand_strength(hand: Tiles) -> float:
    """Rough count of the tricks a hand should win: top singles and combinations."""
    value = sum(1.0 for t in hand if t in STRONG)
    value += sum(0.5 for t in hand if t in (INDEX["4-4"], INDEX["2-6"], INDEX["3-5"]))
    value += sum(len(u) - 1 for u in units(hand, HEDANG) if len(u) > 1) * 0.5
    return value


def _tile_value(t: int) -> float:
    return 12 - SINGLE_RANK[HEDANG][t] + (3 if t in STRONG else 0)


class HeuristicAgent:
    """See the module docstring."""

    needs_observation = True

    def __init__(self, seed: int | None = None, keep_at: float = 4.5) -> None:
        self.rng = random.Random(seed)
        self.keep_at = keep_at

    def act(self, obs: dict[str, Any], legal: list[Any]) -> Any:
        words = {str(a): a for a in legal if not isinstance(a, TilePlay)}
        hand = tuple(INDEX[k] for k in obs["my_hand"])
        if words:
            strong = hand_strength(hand) >= self.keep_at
            if "keep" in words:
                return words["keep" if strong else "sell"]
            return words["buy" if strong else "pass"]
        plays = [a for a in legal if isinstance(a, TilePlay)]
        if plays[0].down:
            return min(plays, key=lambda a: sum(_tile_value(t) for t in a.tiles))
        if obs["trick"]["plays"]:
            return plays[0]  # forced cover: the equal choices are alike
        others = [classify(u, HEDANG) for u in units(unseen_tiles(obs), HEDANG)]
        scored = []
        for a in plays:
            unit = classify(a.tiles, HEDANG)
            assert unit is not None
            sure = not any(o is not None and beats(o, unit) for o in others)
            scored.append((sure, unit.rank, a))
        sure_leads = [x for x in scored if x[0]]
        if sure_leads:
            return max(sure_leads, key=lambda x: (len(x[2].tiles), -x[1]))[2]
        return max(scored, key=lambda x: (-len(x[2].tiles), x[1]))[2]
