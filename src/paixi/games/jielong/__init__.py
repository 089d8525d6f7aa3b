"""接龙 jiē lóng — Joining the Dragon (docs/specs/jielong.md)."""

from paixi.games.jielong.actions import BLOCK, Deal, Dice, Join, Lead, Sleep, parse_action
from paixi.games.jielong.game import GAME, Jielong, JielongOptions, JielongState, settle

__all__ = [
    "BLOCK",
    "GAME",
    "Deal",
    "Dice",
    "Jielong",
    "JielongOptions",
    "JielongState",
    "Join",
    "Lead",
    "Sleep",
    "parse_action",
    "settle",
]
