"""争上游 zhēng shàngyóu — Struggle Upstream (docs/specs/zhengshangyou.md)."""

from paixi.games.zhengshangyou.actions import PASS, Pass, Play, Return
from paixi.games.zhengshangyou.game import (
    GAME,
    Zhengshangyou,
    ZhengshangyouOptions,
    ZhengshangyouState,
)

__all__ = [
    "GAME",
    "PASS",
    "Pass",
    "Play",
    "Return",
    "Zhengshangyou",
    "ZhengshangyouOptions",
    "ZhengshangyouState",
]
