"""The phases of a 川牌 round (docs/specs/chuanpai.md), in a module of their own so
that the state (:mod:`~paixi.games.chuanpai.game`) and the parts it is split
into (play, fields) name them without importing one another."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Where a round stands: the dealer's roll, the deal, the redeal question
    and vote, declaring play or sit-out, a discard due, a claim window, over.
    The values are the words positions and observations use."""

    DEALER = "dealer"
    DEAL = "deal"
    REDEAL_ASK = "redeal"
    VOTE = "vote"
    DECLARE = "declare"
    DISCARD_PHASE = "discard"
    WINDOW = "window"
    OVER = "over"


DEALER, DEAL, REDEAL_ASK, VOTE, DECLARE, DISCARD_PHASE, WINDOW, OVER = Phase
