"""拆乌龟 chāi wū guī — Taking Apart the Turtle (docs/specs/chaiwugui.md)."""

from paixi.games.chaiwugui.game import GAME, PLAY, Chaiwugui, ChaiwuguiOptions, ChaiwuguiState
from paixi.games.chaiwugui.procedure import POSITION_NAMES, TurtleResult, initially_face_up, run

__all__ = [
    "GAME",
    "PLAY",
    "POSITION_NAMES",
    "Chaiwugui",
    "ChaiwuguiOptions",
    "ChaiwuguiState",
    "TurtleResult",
    "initially_face_up",
    "run",
]
