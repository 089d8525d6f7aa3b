"""合挡's phases and seat count, in a module of their own so that the state
(:mod:`~paixi.games.hedang.game`), its settlement and its position notation
name them without importing one another."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Where a round of 合挡 stands; the values are the words positions use."""

    DEAL = "deal"
    GANG = "gang"
    SELL = "sell"
    BUY = "buy"
    PLAY = "play"
    END = "end"


DEAL, GANG, SELL, BUY, PLAY, END = Phase
PLAYERS = 4
