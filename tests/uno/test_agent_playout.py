"""The UNO heuristic's move read from the state equals its move read from the
observation, on each engine this install has (tests/agents/playout_check.py)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.agents.playout_check import UNO_HOUSE, check_playout_moves


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, {"target": 1}),
        (4, {"target": 1}),
        (2, {"target": 1, "two_player_counter": True, **UNO_HOUSE}),
        (4, {"target": 1, **UNO_HOUSE}),
    ],
)
def test_playout_move_is_the_observed_move(players: int, options: dict[str, Any]) -> None:
    check_playout_moves("uno", players, options)
