"""The 龙麻将 heuristic reads the same move from the state as from the observation.

Inside a search the heuristic plays from the determinised state
(``playout_move``), elsewhere from the observation (``act``); the two are one
decision and must agree move for move, tie-breaks included.
"""

from __future__ import annotations

import random

import pytest

import paixi
from paixi.games.longmajiang.agent import HeuristicAgent
from paixi.games.longmajiang.phases import Phase


@pytest.mark.parametrize(
    "options",
    [{}, {"set_wilds": "any_suit"}, {"variant": "bridge"}],
    ids=["default", "any-suit", "bridge"],
)
def test_playout_move_is_the_observed_move(options: dict[str, str]) -> None:
    game = paixi.load_game("longmajiang")
    players = 2 if options.get("variant") == "bridge" else 4
    rng = random.Random(3)
    decisions = claims = melded = 0
    for g in range(25):
        state = game.new_game(players, {"hands": 1, **options}, seed=g)
        while not state.is_terminal():
            seat = state.current_player()  # chance nodes resolve themselves
            legal = state.legal_actions()
            seed = rng.getrandbits(32)
            observed = HeuristicAgent(seed).act(state.observation(seat), legal)
            read = HeuristicAgent(seed).playout_move(state, seat)
            assert read == observed, (g, state.observation(seat)["phase"])
            decisions += len(legal) > 1
            claims += state.phase == Phase.CLAIM and len(legal) > 1
            melded += len(legal) > 1 and bool(state.melds[state.acting_seat()])
            state.apply(observed)
    assert decisions > 300 and claims > 20 and melded > 20
