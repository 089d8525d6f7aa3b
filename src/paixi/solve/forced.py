"""Games without choices (推磨, 拆乌龟): "solving" a deal is playing it out.

The player has no real choice in these games (docs/specs/tuimo.md §3,
docs/specs/chaiwugui.md §3), so best play, the reference policy and a random
player are the same thing: the forced procedure. The line is the single
``play`` action.
"""

from __future__ import annotations

from typing import Any

from paixi.equipment.dominoes import INDEX
from paixi.games.chaiwugui.procedure import run as run_turtle
from paixi.games.tuimo.procedure import deal_rows, fast_success
from paixi.solve.result import Solution

NO_CHOICES = ("tuimo", "chaiwugui")


def forced_success(game_id: str, keys: tuple[str, ...] | list[str], options: Any) -> bool:
    """The verdict of the forced procedure for the deal ``d[0..31]``."""
    if game_id == "tuimo":
        top, bottom = deal_rows(keys, options.alignment)
        return fast_success([INDEX[k] for k in top], [INDEX[k] for k in bottom])
    if game_id == "chaiwugui":
        return run_turtle(keys, options.exposure).success
    raise ValueError(f"{game_id} is not a game without choices")


def solve_deal(game_id: str, keys: tuple[str, ...] | list[str], options: Any) -> Solution:
    """Play the deal out: won or lost, line ``("play",)``, ``choices=False``."""
    won = forced_success(game_id, keys, options)
    return Solution("won" if won else "lost", ("play",), 1, choices=False)
