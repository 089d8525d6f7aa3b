"""接龙's observation tensor on constructed positions: ends, voids, seat rows."""

from __future__ import annotations

from paixi.core.tensor import TensorSpec
from paixi.equipment.dominoes import INDEX
from paixi.games.jielong import GAME
from tests.jielong.helpers import position

P0 = ["6-6", "4-4", "1-3", "5-6", "4-6", "1-6", "1-5", "3-6", "4-5", "2-6", "3-5", "2-5"]
P1 = ["1-1", "1-1", "4-4", "1-3", "5-5", "5-5", "3-3", "3-3", "2-2", "2-2", "1-4", "2-3"]


def _without(hand: list[str], tile: str) -> list[str]:
    rest = list(hand)
    rest.remove(tile)
    return rest


SLEPT = [_without(P0, "6-6"), _without(P1, "1-1")]


def _tensor(state, seat: int) -> tuple[TensorSpec, list[float]]:
    spec = GAME.tensor_spec(state.players, state.options)
    return spec, state.observation_tensor(seat)


def test_ends_voids_and_seat_rows_after_a_forced_sleep() -> None:
    # Seat 0 leads 6-6, seat 1 holds no 6 and sleeps 1-1: seat 1 is void in 6.
    state = position(2, "first_player=0", "0", ["0:6-6", "1:sleep1-1"], SLEPT, "0")
    spec, mine = _tensor(state, 0)
    voids = spec.view(mine, "voids")
    assert voids == [0.0] * 6 + [0, 0, 0, 0, 0, 1.0]
    assert spec.view(mine, "left_end")[6] == 1.0 and spec.view(mine, "right_end")[6] == 1.0
    assert spec.view(mine, "lead_due") == [0.0]
    assert spec.view(mine, "to_act") == [1.0, 0.0]
    # 6-6 has two copies in one set: one in the line is 0.5.
    assert spec.view(mine, "line")[INDEX["6-6"]] == 0.5
    assert spec.view(mine, "joined")[INDEX["6-6"]] == 0.5
    assert spec.view(mine, "slept_counts") == [0.0, 1 / 12]
    # Seat 1 sees its own sleep face up, and itself as row 0.
    spec, theirs = _tensor(state, 1)
    assert spec.view(theirs, "my_slept")[INDEX["1-1"]] == 0.5
    assert spec.view(theirs, "my_sleep_total") == [2 / (12 * 12)]
    assert spec.view(theirs, "voids")[:6] == [0, 0, 0, 0, 0, 1.0]
    assert spec.view(theirs, "to_act") == [0.0, 1.0]
    assert spec.view(theirs, "starter") == [0.0, 1.0]


def test_no_voids_when_sleeping_is_free() -> None:
    state = position(
        2,
        "first_player=0;sleep_only_when_blocked=false",
        "0",
        ["0:6-6", "1:sleep1-1"],
        SLEPT,
        "0",
    )
    spec, mine = _tensor(state, 0)
    assert spec.view(mine, "voids") == [0.0] * 12


def test_one_open_end_shows_only_r() -> None:
    state = position(
        2, "first_player=0;open_ends=one", "0", ["0:3-6/6"], [_without(P0, "3-6"), P1], "1"
    )
    spec, theirs = _tensor(state, 1)
    assert spec.view(theirs, "left_end")[0] == 1.0
    assert spec.view(theirs, "right_end")[6] == 1.0
