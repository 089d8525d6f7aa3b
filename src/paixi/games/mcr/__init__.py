"""国标麻将 guóbiāo májiàng — Chinese Official Mahjong (docs/specs/mcr.md)."""

from paixi.games.mcr.actions import HU, PASS, Action
from paixi.games.mcr.game import GAME, Mcr, McrOptions, McrState

__all__ = ["GAME", "HU", "PASS", "Action", "Mcr", "McrOptions", "McrState"]
