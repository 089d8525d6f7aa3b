"""大贰 dà'èr — the Sichuan 80-card rummy game (docs/specs/daer.md)."""

from paixi.games.daer.actions import HU, PASS, Action
from paixi.games.daer.game import GAME, Daer, DaerState
from paixi.games.daer.holding import score_holding
from paixi.games.daer.options import DaerOptions

__all__ = ["GAME", "HU", "PASS", "Action", "Daer", "DaerOptions", "DaerState", "score_holding"]
