"""合挡 hé dǎng — Merged Gates, the eastern-Chongqing banker domino trick game (docs/specs/hedang.md)."""

from paixi.games.hedang.game import GAME, Choice, Hedang, HedangOptions, HedangState, banker_amounts

__all__ = ["GAME", "Choice", "Hedang", "HedangOptions", "HedangState", "banker_amounts"]
