"""UNO turn rules on the general path (a house rule on, so no fast path):
who plays after a draw, and the hand count after a hand ends (rules_en.md §4,
§6) — cases the mutation run of ``bench/mutants.py`` showed unpinned."""

from __future__ import annotations

import random

import pytest

import paixi
from tests.uno.helpers import position

HOUSE = [{}, {"jump_in": True}, {"death_number": True}]


@pytest.mark.parametrize("options", HOUSE)
@pytest.mark.parametrize(("direction", "after"), [(1, 1), (-1, 3)])
def test_an_unplayable_draw_passes_the_turn_onwards(
    options: dict, direction: int, after: int
) -> None:
    """§4: the drawn B3 does not match R7, so the turn ends and passes on in
    the direction of play."""
    st = position(4, {0: "B1 B2 G4 G5 Y1 Y2 Y4"}, "R7", turn=0, pile="B3",
                  direction=direction, options=options)  # fmt: skip
    st.apply("draw")
    assert st.current_player() == after
    assert st.observation(after)["to_act"] == after


@pytest.mark.parametrize("options", HOUSE)
def test_the_next_hand_is_hand_two(options: dict) -> None:
    st = position(4, {0: "R5"}, "R7", turn=0, options={"uno_penalty": 0, **options})
    assert st.observation(0)["hand_no"] == 1
    st.apply("R5")
    while st.current_player() < 0 and not st.is_terminal():
        st.reseed_chance(random.Random(1))
    assert not st.is_terminal()
    assert st.observation(1)["hand_no"] == 2
    over = [args for _, key, args in st.events_for(None) if key == "hand_over"]
    assert [args[0] for args in over] == [1]


@pytest.mark.parametrize(("players", "seed"), [(3, 6), (5, 15)])
def test_a_skip_start_card_skips_the_dealers_left(players: int, seed: int) -> None:
    """§3: a Skip turned up to start skips the player left of the dealer."""
    st = paixi.load_game("uno").new_game(players, {"jump_in": True}, seed=seed)
    obs = st.observation(0)
    assert obs["top"].endswith("S") and obs["phase"] == "turn"  # the start card is a Skip
    assert st.current_player() == (obs["dealer"] + 2) % players


@pytest.mark.parametrize("options", [{}, {"death_number": True}])  # jump_in opens a window
@pytest.mark.parametrize(
    ("players", "direction", "after"), [(4, 1, 2), (4, -1, 2), (3, 1, 2), (3, -1, 1)]
)
def test_a_skip_passes_over_the_next_player(
    options: dict, players: int, direction: int, after: int
) -> None:
    st = position(players, {0: "RS B2 G4 G5 Y1 Y2 Y4"}, "R7", turn=0, direction=direction,
                  options={"uno_penalty": 0, **options})  # fmt: skip
    st.apply("RS")
    assert st.current_player() == after
