"""干瞪眼 gān dèng yǎn — Staring Helplessly (docs/specs/gandengyan.md)."""

from paixi.games.gandengyan.actions import JOKER_BOMB, PASS, PartialPlay, Pass, Play
from paixi.games.gandengyan.game import (
    GAME,
    Dealer,
    Gandengyan,
    GandengyanOptions,
    GandengyanState,
)

__all__ = [
    "GAME",
    "JOKER_BOMB",
    "PASS",
    "Dealer",
    "Gandengyan",
    "GandengyanOptions",
    "GandengyanState",
    "PartialPlay",
    "Pass",
    "Play",
]
