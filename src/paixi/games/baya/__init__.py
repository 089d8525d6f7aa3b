"""拔牙 bá yá — a two-player dice race (docs/specs/baya.md)."""

from paixi.games.baya.game import GAME, ROLL, Baya, BayaOptions, BayaState, settle

__all__ = ["GAME", "ROLL", "Baya", "BayaOptions", "BayaState", "settle"]
