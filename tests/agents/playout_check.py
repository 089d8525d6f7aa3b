"""The check that a heuristic's move read from the state (``playout_move``)
equals its move read from the observation (``act``); run by
``tests/agents/test_playout_move.py`` and, on each UNO engine, by
``tests/uno/test_agent_playout.py``."""

from __future__ import annotations

import random
from typing import Any

import paixi
from paixi.agents import make_agent

GAMES = 12

UNO_HOUSE = {
    "stacking": "plus2",
    "jump_in": True,
    "multi_play": True,
    "wild_powers": True,
    "death_number": True,
    "judgment_day": True,
    "wd4_challenge": True,
}


def check_playout_moves(game_id: str, players: int, options: dict[str, Any]) -> None:
    """Plays ``GAMES`` games of the heuristic and compares its two paths at every move."""
    game = paixi.load_game(game_id)
    assert hasattr(make_agent("heuristic", game, 0, 0), "playout_move")
    rng = random.Random(5)
    choices = 0
    for g in range(GAMES):
        state = game.new_game(players, options, seed=g)
        while not state.is_terminal():
            seat = state.current_player()  # chance nodes resolve themselves
            legal = state.legal_actions()
            seed = rng.getrandbits(32)
            observed = make_agent("heuristic", game, seat, seed).act(state.observation(seat), legal)
            read = make_agent("heuristic", game, seat, seed).playout_move(state, seat)
            assert read == observed, (g, len(state.history))
            choices += len(legal) > 1
            state.apply(observed)
    assert choices > 5 * GAMES, choices
