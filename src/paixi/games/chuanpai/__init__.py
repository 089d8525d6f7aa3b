"""川牌 chuānpái — the Sichuan long-card 卯/陀 game (docs/specs/chuanpai.md)."""

from paixi.games.chuanpai.game import GAME, Chuanpai, ChuanpaiOptions, ChuanpaiState
from paixi.games.chuanpai.scoring import HoldingScore, best_split, score_holding

__all__ = [
    "GAME",
    "Chuanpai",
    "ChuanpaiOptions",
    "ChuanpaiState",
    "HoldingScore",
    "best_split",
    "score_holding",
]
