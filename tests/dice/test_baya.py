"""拔牙: every worked example of docs/specs/baya.md §8."""

from __future__ import annotations

import pytest

import paixi
from paixi.core.errors import IllegalActionError, NotationError
from paixi.games.baya import ROLL, settle

GAME = paixi.load_game("baya")


def race(held: tuple[int, int]):
    """A state in which the seats hold ``held`` dice (reached via recorded rounds)."""
    state = GAME.new_game(options={"dice": max(held)}, chance="manual")
    a, b = held
    top = max(held)
    if (a, b) != (top, top):
        # one round in which the seat with fewer dice rolls 1s for the difference
        faces = ["2" * top, "2" * top]
        for seat, n in ((0, a), (1, b)):
            faces[seat] = "1" * (top - n) + "2" * n
        state.apply("roll")
        state.apply("roll")
        state.apply_chance(f"0:{faces[0]} 1:{faces[1]}")
    assert state.held == held
    return state


def round_of(state, rolls: str):
    state.apply("roll")
    state.apply("roll")
    state.apply_chance(rolls)
    return state


@pytest.mark.parametrize(
    ("held", "rolls", "after"),
    [
        ((5, 5), ((1, 2, 3, 4, 6), (2, 5, 5, 6, 6)), (5, 4)),  # Example 1
        ((1, 3), ((6,), (2, 3, 4)), (0, 4)),  # Example 2
        ((1, 1), ((1,), (1,)), (0, 0)),  # Example 3
        ((1, 1), ((6,), (6,)), (1, 1)),  # Example 4
        ((3, 2), ((1, 1, 6), (2, 2)), (0, 3)),  # Example 5
        ((2, 1), ((6, 6), (6,)), (1, 2)),  # Example 6
    ],
)
def test_settle_examples(held, rolls, after):
    assert settle(held, rolls) == after


def test_example_1_next_round():
    state = round_of(race((5, 5)), "0:12346 1:25566")
    assert state.held == (5, 4) and not state.is_terminal()


def test_example_2_win_and_penalty():
    state = round_of(race((1, 3)), "0:6 1:234")
    assert state.is_terminal()
    assert state.returns() == [0.0, -4.0]
    assert state.result()["winner"] == 0 and state.result()["penalty"] == 4


def test_example_3_draw():
    state = round_of(race((1, 1)), "0:1 1:1")
    assert state.is_terminal() and state.returns() == [0.0, 0.0] and state.result()["draw"]


def test_example_4_swap():
    state = round_of(race((1, 1)), "0:6 1:6")
    assert state.held == (1, 1) and not state.is_terminal()


def test_example_5_win():
    state = round_of(race((3, 2)), "0:116 1:22")
    assert state.returns() == [0.0, -3.0]


def test_example_6_crossing_sixes():
    state = round_of(race((2, 1)), "0:66 1:6")
    assert state.held == (1, 2)


def test_only_roll_and_turn_order():
    state = GAME.new_game(seed=1)
    assert state.current_player() == 0 and state.legal_actions() == [ROLL]
    with pytest.raises(NotationError):
        state.apply("pass")
    state.apply("roll")
    assert state.current_player() == 1


def test_wrong_dice_count_in_a_roll_is_refused():
    state = GAME.new_game(chance="manual")
    state.apply("roll")
    state.apply("roll")
    before = state.fingerprint()
    with pytest.raises(IllegalActionError, match="holds 5 dice"):
        state.apply_chance("0:1234 1:23456")
    assert state.fingerprint() == before


def test_observations_equal_apart_from_seat():
    state = GAME.new_game(seed=3)
    state.apply("roll")
    state.apply("roll")
    a, b = state.observation(0), state.observation(1)
    a.pop("seat"), b.pop("seat")
    assert a == b
