"""吹牛's phases, in a module of their own so that the state
(:mod:`~paixi.games.chuiniu.game`) and its position notation
(:mod:`~paixi.games.chuiniu.notation`) name them without importing one another."""

from __future__ import annotations

from enum import IntEnum


class Phase(IntEnum):
    """Where a round stands: the roll, straights re-rolled, bidding, the end."""

    ROLL = 0
    REROLL = 1
    BID = 2
    END = 3
