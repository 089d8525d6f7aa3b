"""通五关 tōng wǔ guān — Clear the Five Passes (docs/specs/tongwuguan.md)."""

from paixi.games.tongwuguan.actions import DEAL, Deal, Take, parse_action
from paixi.games.tongwuguan.game import (
    GAME,
    Tongwuguan,
    TongwuguanOptions,
    TongwuguanState,
    initial_position,
)

__all__ = [
    "DEAL",
    "GAME",
    "Deal",
    "Take",
    "Tongwuguan",
    "TongwuguanOptions",
    "TongwuguanState",
    "initial_position",
    "parse_action",
]
