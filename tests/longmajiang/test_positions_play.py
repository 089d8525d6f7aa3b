"""Positions and redeals along random games: round trip, equal observations and legal actions."""

from __future__ import annotations

import json
import random

import pytest

from paixi.agents import RandomAgent, play_match
from tests.longmajiang.table import GAME
from tests.sweep import examples


def _canon(obs: dict) -> str:
    return json.dumps(obs, sort_keys=True, ensure_ascii=False)


@pytest.mark.parametrize(("players", "options"), [
    (4, {"hands": 2}),
    (2, {"variant": "bridge", "hands": 2}),
    (6, {"hands": 1, "decks": 2, "set_wilds": "any_suit"}),
])  # fmt: skip
def test_positions_round_trip_along_random_games(players: int, options: dict) -> None:
    rng = random.Random(players)
    for seed in range(examples(2)):  # (tests/sweep.py: ten times as many at night)
        st = GAME.new_game(players, options, seed=seed)
        while True:
            text = st.to_position()
            again = GAME.from_position(text)
            assert again.to_position() == text
            assert again.legal_actions() == st.legal_actions()
            for p in range(players):
                assert _canon(again.observation(p)) == _canon(st.observation(p))
                other = st.resample_hidden(p, random.Random(seed))
                assert _canon(other.observation(p)) == _canon(st.observation(p))
            if st.is_terminal():
                break
            st.apply(rng.choice(st.legal_actions()))


def test_heuristic_beats_random() -> None:
    record = play_match(
        GAME,
        [GAME.heuristic_agent(0, 0), RandomAgent(1), RandomAgent(2), RandomAgent(3)],
        seed=5,
        options={"hands": 16},
    )
    returns = record["returns"]
    assert returns[0] > 0 and returns[0] == max(returns)
