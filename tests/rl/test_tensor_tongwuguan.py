"""通五关's observation tensor on a constructed position: pass ends
right-aligned, and a position already dealt from flagged (dealing loses)."""

from __future__ import annotations

from paixi.equipment.dominoes import INDEX
from paixi.games.tongwuguan import GAME

PASSES = (
    "2-3,1-6,1-5,2-2,4-4,2-2/4-5,1-3,3-6,6-6,3-3,3-3/5-5,6-6,1-1,5-5,3-5,1-1/"
    "1-5,5-6,1-2,4-4,1-3,1-6/2-5,5-6,2-6"
)
SPARE = "4-6,2-4,4-6,3-4,1-4"
SHORT = PASSES.removesuffix(",2-6")


def _state(seen: str):
    return GAME.from_position(f"tongwuguan 1 - {PASSES} {SPARE} 2 0 1 - {seen}")


def test_pass_ends_are_right_aligned_and_the_pointer_is_one_hot() -> None:
    state = _state("-")
    spec = GAME.tensor_spec(1, state.options)
    tensor = state.observation_tensor(0)
    ends = spec.view(tensor, "pass_ends")
    row = 21 * 3
    # pass 1 ends ... 4-4, 2-2: slot 2 is the last tile
    assert ends[2 * 21 + INDEX["2-2"]] == 1.0 and ends[1 * 21 + INDEX["4-4"]] == 1.0
    # pass 5 holds exactly three tiles
    assert [ends[4 * row + i * 21 + INDEX[k]] for i, k in enumerate(("2-5", "5-6", "2-6"))] == [
        1.0
    ] * 3
    assert sum(ends) == 15
    passes = spec.view(tensor, "passes")
    assert passes[INDEX["2-3"]] == 1.0 and sum(passes) == 27
    assert spec.view(tensor, "pointer") == [0, 1.0, 0, 0, 0]
    assert spec.view(tensor, "spare_length") == [5 / 32]
    assert spec.view(tensor, "deal_repeats") == [0.0]


def test_a_pass_of_two_fills_the_last_two_end_slots() -> None:
    state = GAME.from_position(f"tongwuguan 1 - {SHORT} 2-6,{SPARE} 1 0 1 - -")
    spec = GAME.tensor_spec(1, state.options)
    ends = spec.view(state.observation_tensor(0), "pass_ends")[4 * 63 :]
    assert ends[INDEX["2-5"]] == 0.0
    assert ends[21 + INDEX["2-5"]] == 1.0 and ends[42 + INDEX["5-6"]] == 1.0
    assert sum(ends) == 2


def test_a_position_dealt_from_before_is_flagged() -> None:
    state = _state(f"{PASSES}|{SPARE}")
    spec = GAME.tensor_spec(1, state.options)
    assert spec.view(state.observation_tensor(0), "deal_repeats") == [1.0]
    state.apply("D")
    assert state.result()["reason"] == "repeated position"
