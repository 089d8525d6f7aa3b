"""The 争上游 and 干瞪眼 heuristic agents beat random agents (issue 5 §4).

Fixed seeds make these deterministic; the full figures come from
``paixi simulate GAME --agents heuristic,random,random,random --rotate``.
"""

from __future__ import annotations

import pytest

import paixi
from paixi.agents import simulate


@pytest.mark.parametrize(
    ("game_id", "options", "n", "floor"),
    [("zhengshangyou", {"target": 3}, 40, 0.6), ("gandengyan", {}, 80, 0.45)],
)
def test_heuristic_beats_three_random_agents(
    game_id: str, options: dict, n: int, floor: float
) -> None:
    game = paixi.load_game(game_id)
    res = simulate(
        game, ["heuristic", "random", "random", "random"], n, seed=1, options=options, rotate=True
    ).to_json()
    heuristic = res["seats"][0]
    assert heuristic["agent"] == "heuristic"
    assert heuristic["win_rate"] >= floor  # chance alone gives 0.25
