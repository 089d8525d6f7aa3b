"""吹牛 chuī niú — liar's dice (docs/specs/chuiniu.md)."""

from paixi.games.chuiniu.actions import OPEN, PASS, Bid, Call
from paixi.games.chuiniu.game import GAME, Chuiniu, ChuiniuOptions, ChuiniuState

__all__ = ["GAME", "OPEN", "PASS", "Bid", "Call", "Chuiniu", "ChuiniuOptions", "ChuiniuState"]
