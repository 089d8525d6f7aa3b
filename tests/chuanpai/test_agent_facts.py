"""The 川牌 heuristic reads the same facts from the state as from the observation.

Its moves in a search's playouts come from the state (``_Facts.of_state``),
elsewhere from the observation (``_Facts.of_observation``); the facts it
judges by (hand, locked cards, melds, cards seen, copies, 卯 required) must be
equal at every decision. tests/agents/test_playout_move.py compares the moves.
"""

from __future__ import annotations

import random

import pytest

import paixi
from paixi.agents import make_agent
from paixi.games.chuanpai.agent import _Facts


@pytest.mark.parametrize(
    ("players", "options"), [(3, {}), (2, {"copies": 4, "required_mao": 6, "rounds": 3})]
)
def test_facts_from_state_equal_facts_from_observation(
    players: int, options: dict[str, object]
) -> None:
    game = paixi.load_game("chuanpai")
    rng = random.Random(2)
    compared = 0
    for g in range(20):
        state = game.new_game(players, options, seed=g)
        while not state.is_terminal():
            seat = state.current_player()
            obs = state.observation(seat)
            if obs["hand"]:
                assert _Facts.of_state(state, seat) == _Facts.of_observation(obs), g
                compared += 1
            agent = make_agent("heuristic", game, seat, rng.getrandbits(32))
            state.apply(agent.act(obs, state.legal_actions()))
    assert compared > 100
