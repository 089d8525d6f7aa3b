"""The phases of a 龙麻将 hand, in a module of their own so that the state
(:mod:`~paixi.games.longmajiang.state`) and the modules it delegates to
(illegal, observe, position) name them without importing one another."""

from __future__ import annotations

from enum import IntEnum


class Phase(IntEnum):
    """Where a hand stands (named in observations by ``PHASE_NAMES``)."""

    DEAL = 0
    ACT = 1
    FORCED = 2
    CLAIM = 3
    LAST = 4
    END = 5


PHASE_NAMES = ("deal", "act", "forced_discard", "claims", "last_card", "over")
