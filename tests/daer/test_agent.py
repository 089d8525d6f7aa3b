"""The 大贰 heuristic agent plays legally and beats random agents."""

from __future__ import annotations

import paixi
from paixi.agents import RandomAgent, play_state
from paixi.games.daer.agent import HeuristicAgent, potential

GAME = paixi.load_game("daer")


def test_heuristic_wins_more_rounds_than_random_players_together() -> None:
    wins = {"heuristic": 0, "random": 0}
    for g in range(60):
        seat = g % 3
        agents = [RandomAgent(100 + g * 3 + i) for i in range(3)]
        agents[seat] = HeuristicAgent(g)
        state = play_state(GAME.new_game(3, seed=g), agents)
        winner = state.rounds_log[-1]["winner"]
        if winner is not None:
            wins["heuristic" if winner == seat else "random"] += 1
    assert wins["heuristic"] > 2 * wins["random"]


def test_potential_prefers_complete_lie() -> None:
    one_two_three = tuple(1 if k in (0, 1, 2) else 0 for k in range(20))
    scattered = tuple(1 if k in (0, 4, 8) else 0 for k in range(20))
    assert potential(one_two_three) == 4 > potential(scattered)
