"""三门老 sān mén lǎo — Three Gates, the eastern-Chongqing domino trick game (docs/specs/sanmenlao.md)."""

from paixi.games.sanmenlao.game import GAME, Sanmenlao, SanmenlaoOptions, SanmenlaoState
from paixi.games.sanmenlao.scoring import Settlement, settle

__all__ = ["GAME", "Sanmenlao", "SanmenlaoOptions", "SanmenlaoState", "Settlement", "settle"]
