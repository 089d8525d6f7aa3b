"""三门老's phases, seat count and what a leader's hand asks of the lead (§5.2):
what the state (:mod:`~paixi.games.sanmenlao.game`) and its position notation
share, in a module of their own so that neither imports the other in a cycle."""

from __future__ import annotations

from enum import StrEnum
from functools import lru_cache

from paixi.equipment.domino_units import CLASS_OF, CLASSES, SANMEN, TOP_TILES, Tiles, units


class Phase(StrEnum):
    """Where a round of 三门老 stands; the values are the words positions use."""

    DEAL = "deal"
    ROLL = "roll"
    PLAY = "play"
    END = "end"


DEAL, ROLL, PLAY, END = Phase
PLAYERS = 4
CLASS3 = CLASS_OF[SANMEN]


def class_counts(hand: Tiles) -> dict[str, int]:
    """Tiles per class (正, 点子, 幺) in ``hand``."""
    out = dict.fromkeys(CLASSES[SANMEN], 0)
    for t in hand:
        out[CLASS3[t]] += 1
    return out


@lru_cache(maxsize=1 << 14)
def lead_requirement(hand: Tiles) -> tuple[str, tuple[str, ...]]:
    """What §5.2 rules 2-3 ask of a leader holding ``hand``.

    ``("any", ())`` with a top tile; ``("multi", ())`` (rule 2: lead a unit of
    2+ tiles); ``("class", (c,))`` (rule 3: a single of class ``c``); or
    ``("roll", tied)`` when classes tie and the dice must name one of ``tied``.
    """
    if any(t in TOP_TILES for t in hand):
        return "any", ()
    if any(len(u) > 1 for u in units(hand, SANMEN)):
        return "multi", ()
    counts = class_counts(hand)
    most = max(counts.values())
    tied = tuple(c for c in CLASSES[SANMEN] if counts[c] == most)
    return ("class", tied) if len(tied) == 1 else ("roll", tied)
