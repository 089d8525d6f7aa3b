"""The UNO heuristic reads the same move from the state as from the observation.

Inside a search the heuristic plays from the determinised state
(``playout_move``), elsewhere from the observation (``act``); the two are one
decision and must agree move for move, tie-breaks included.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import paixi
from paixi.games.uno.agent import HeuristicAgent

HOUSE = {
    "stacking": "plus2",
    "jump_in": True,
    "multi_play": True,
    "wild_powers": True,
    "death_number": True,
    "judgment_day": True,
    "wd4_challenge": True,
}


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("options", [{}, HOUSE], ids=["standard", "house"])
def test_playout_move_is_the_observed_move(players: int, options: dict[str, object]) -> None:
    game = paixi.load_game("uno")
    rng = random.Random(5)
    verbs: Counter[str] = Counter()
    for g in range(8):
        both = {"two_player_counter": True} if options and players == 2 else {}
        state = game.new_game(players, {"target": 1, **options, **both}, seed=g)
        while not state.is_terminal():
            seat = state.current_player()  # chance nodes resolve themselves
            legal = state.legal_actions()
            seed = rng.getrandbits(32)
            observed = HeuristicAgent(seed).act(state.observation(seat), legal)
            read = HeuristicAgent(seed).playout_move(state, seat)
            assert read == observed, (g, state.observation(seat)["phase"])
            if len(legal) > 1:
                verbs[observed.verb] += 1
            state.apply(observed)
    assert verbs["play"] > 100, verbs
