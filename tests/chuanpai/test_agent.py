"""The heuristic agent plays legally and beats random agents (fixed seeds)."""

from __future__ import annotations

import paixi
from paixi.agents import RandomAgent, play_match

GAME = paixi.load_game("chuanpai")


def test_heuristic_beats_random_over_seats() -> None:
    heuristic = 0.0
    random_total = 0.0
    for g in range(150):
        seat = g % 3
        agents = [
            GAME.heuristic_agent(i, g) if i == seat else RandomAgent(100 * g + i) for i in range(3)
        ]
        record = play_match(GAME, agents, seed=g)
        returns = record["returns"]
        heuristic += returns[seat]
        random_total += sum(returns) - returns[seat]
    assert heuristic > 0 > random_total
