"""Turning a solver's line into a game record that ``paixi replay --check`` accepts.

The line is played through the game engine itself, so a record is produced
only if every step is legal: a solver bug shows up here as an error.
"""

from __future__ import annotations

from typing import Any

from paixi.core.game import State
from paixi.core.registry import load_game
from paixi.equipment.dominoes import Shuffle


def play_line(
    game_id: str, keys: tuple[str, ...] | list[str], options: Any, line: tuple[str, ...] | list[str]
) -> State:
    """The state after the shuffle ``keys`` and the action tokens ``line``.

    Raises :class:`~paixi.core.errors.IllegalActionError` at an illegal step.
    """
    game = load_game(game_id)
    state = game.new_game(1, options, seed=0, chance="manual")
    state.apply_chance(Shuffle(tuple(keys)))
    for token in line:
        state.apply(token)
    return state


def line_record(
    game_id: str, keys: tuple[str, ...] | list[str], options: Any, line: tuple[str, ...] | list[str]
) -> dict[str, Any]:
    """The JSON record of the deal played along ``line`` (seat named ``solver``)."""
    return play_line(game_id, keys, options, line).to_record(seats=["solver"])
