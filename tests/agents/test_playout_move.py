"""A heuristic's move read from the state equals its move read from the observation.

Inside a search a heuristic plays from the determinised state
(``playout_move``, no observation built), elsewhere from the observation
(``act``). For every game whose heuristic has both, the two are one decision
and must agree move for move, tie-breaks included (both agents get the same
seed), over whole games under the options that change what it decides.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.agents.playout_check import check_playout_moves

CASES: list[tuple[str, int, dict[str, Any]]] = [
    ("longmajiang", 4, {"hands": 1}),
    ("longmajiang", 4, {"hands": 1, "set_wilds": "any_suit"}),
    ("longmajiang", 2, {"hands": 1, "variant": "bridge"}),
    ("daer", 3, {}),
    ("daer", 4, {}),
    ("chuanpai", 3, {}),
    ("chuanpai", 2, {"copies": 4, "allow_baozi": True}),
]


@pytest.mark.parametrize(("game_id", "players", "options"), CASES)
def test_playout_move_is_the_observed_move(
    game_id: str, players: int, options: dict[str, Any]
) -> None:
    check_playout_moves(game_id, players, options)
