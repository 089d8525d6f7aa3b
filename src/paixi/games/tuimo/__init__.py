"""推磨 tuī mò — Turning the Millstone (docs/specs/tuimo.md)."""

from paixi.games.tuimo.game import GAME, PLAY, Tuimo, TuimoOptions, TuimoState
from paixi.games.tuimo.procedure import TuimoResult, deal_rows, fast_success, run

__all__ = [
    "GAME",
    "PLAY",
    "Tuimo",
    "TuimoOptions",
    "TuimoResult",
    "TuimoState",
    "deal_rows",
    "fast_success",
    "run",
]
