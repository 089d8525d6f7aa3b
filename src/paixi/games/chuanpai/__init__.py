"""川牌 chuānpái — the Sichuan long-card 卯/陀 game (rules/chuanpai.md)."""

from paixi.games.chuanpai.game import GAME, Chuanpai, ChuanpaiOptions, ChuanpaiState

__all__ = ["GAME", "Chuanpai", "ChuanpaiOptions", "ChuanpaiState"]
