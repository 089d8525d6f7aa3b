"""龙麻将 lóng májiàng — Dragon Mahjong played with poker cards (docs/specs/longmajiang.md)."""

from paixi.games.longmajiang.actions import CHI, HU, PASS, Action
from paixi.games.longmajiang.game import GAME, Longmajiang
from paixi.games.longmajiang.model import LongmajiangOptions
from paixi.games.longmajiang.scoring import ScoreRules, Situation, score_hand, score_text
from paixi.games.longmajiang.state import LongmajiangState

__all__ = [
    "CHI",
    "GAME",
    "HU",
    "PASS",
    "Action",
    "Longmajiang",
    "LongmajiangOptions",
    "LongmajiangState",
    "ScoreRules",
    "Situation",
    "score_hand",
    "score_text",
]
