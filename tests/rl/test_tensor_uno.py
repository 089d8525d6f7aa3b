"""UNO's observation tensor: exact values of the planes that are easy to get wrong."""

from __future__ import annotations

import random

import pytest

import paixi
from paixi.equipment.uno import COPIES
from paixi.games.uno.state import UnoState
from tests.uno.helpers import position, position_text

GAME = paixi.load_game("uno")

# the worked position of the rules page (§"Positions"): seat 2 answers a
# challengeable Wild Draw Four (pending 4), the top card named green
RESPOND = (
    "uno 4 - B9,B4,RS,G6,Y2,Y1,Y3,RR,BS,G+2/B5,B5,G4,YS,R5,G1/G2,Y7,G1,Y+2,BS,B1,Y8/"
    "R8,B8,Y4,B+2,R5,RR,R1 GR,GS,R7,G7,YR,G3,G+2,YR,Y9,B7,R3,Y6,W,BR,B8,Y4,R7,Y+2,B6,R8,"
    "YS,G6,G2,Y5,Y1,R9,GS,B4,B6,Y9,R0,G7,Y6,Y2,G8,Y0,G3,Y8,W+4,R2,Y3,W,R2,R4,R4,G9,R1,B2,"
    "RS,BR,B9,G0,B1,R3,B3,B7,G9,R6,R9,Y7,W+4,R6,W,B2,B3,G5,W,R+2,R+2,B0,G8,G4,G5,B+2,GR "
    "Y5,W+4(B),W+4(G) G respond 2 1 3 4:2:0:1:1:1:3:-1 - - - -,-,-,- "
    "-1:start:Y5,0:W+4(B),1:challenge:0:true,1:W+4(G) -/shown:0:RS_Y1_Y2_G6_B4_B9/-/- "
    "0,0,0,0 -"
)


def _plane(state: paixi.core.game.State, seat: int, name: str) -> list[float]:
    spec = GAME.tensor_spec(state.players, state.options)
    return spec.view(state.observation_tensor(seat), name)


def test_respond_planes_and_seats_from_the_observer() -> None:
    state = GAME.from_position(RESPOND, seed=1)
    assert _plane(state, 2, "phase")[7] == 1.0  # respond
    assert _plane(state, 2, "challengeable") == [1.0]
    assert _plane(state, 2, "stack_plus2") == [0.0]
    assert _plane(state, 2, "pending") == [4 / 20]
    assert _plane(state, 2, "victim") == [1.0, 0.0, 0.0, 0.0]  # seat 2 is row 0 of its own view
    assert _plane(state, 0, "victim") == [0.0, 0.0, 1.0, 0.0]
    assert _plane(state, 0, "hand_sizes") == [10 / 20, 6 / 20, 7 / 20, 7 / 20]
    assert _plane(state, 1, "hand_sizes") == [6 / 20, 7 / 20, 7 / 20, 10 / 20]
    top = _plane(state, 2, "top")
    assert top[53] == 1.0 and sum(top) == 1.0
    assert _plane(state, 2, "active_colour") == [0.0, 0.0, 1.0, 0.0]  # green
    assert _plane(state, 2, "colour_only") == [1.0]
    hand = _plane(state, 2, "my_hand")
    assert hand[13 * 2 + 1] == 0.5  # G1: one of its two copies
    assert hand[13 * 1 + 12] == 0.5  # Y+2
    assert sum(hand) == 7 * 0.5
    discarded = _plane(state, 2, "discarded")
    assert discarded[53] == 0.5 and discarded[13 + 5] == 0.5  # two W+4 of four, Y5


def test_a_number_on_top_matches_by_number() -> None:
    state = position(2, {0: "R7 B3", 1: "G1 G2"}, "Y5", 0)
    assert _plane(state, 0, "colour_only") == [0.0]
    assert _plane(state, 0, "active_colour") == [0.0, 1.0, 0.0, 0.0]


def _to_give(seed: int) -> UnoState | None:
    options = GAME.parse_options({"wild_powers": True}, 3)
    state = GAME.new_game(3, options, seed=seed)
    rng = random.Random(seed)
    for _ in range(2000):
        if state.is_terminal():
            return None
        legal = state.legal_actions()
        swaps = [a for a in legal if a.verb == "swap"]
        if state.phase.word == "give" and state._swap_given:
            return state
        state.apply(rng.choice(swaps or legal))
    return None


def test_the_cards_chosen_for_a_swap_are_the_givers_alone() -> None:
    state = next(s for s in map(_to_give, range(50)) if s is not None)
    giver = state.current_player()
    player, target, m = state._swap
    assert player == giver
    given = _plane(state, giver, "my_given")
    (kind,) = state._swap_given
    assert given[kind] == pytest.approx(1 / COPIES[kind])
    other = (giver + 1) % 3
    assert sum(_plane(state, other, "my_given")) == 0.0
    assert _plane(state, other, "swap_player")[(giver - other) % 3] == 1.0
    assert _plane(state, other, "swap_target")[(target - other) % 3] == 1.0
    assert _plane(state, giver, "swap_cards") == [m / 3]


def test_drew_on_follows_the_colour_through_the_public_events() -> None:
    """Seat 0 drew on yellow then on blue (after a Wild named it), seat 1 drew
    on yellow and then laid a card (its row clears), seat 2 drew one card owed
    to a catch (not a turn's draw)."""
    fields = position_text(3, {0: "R7 B3 G5", 1: "G1 G2", 2: "Y1 Y2"}, "W", 0, active="B").split(
        " "
    )
    fields[3 + 13] = (
        "-1:start:Y5,0:draw:1,0:keep,1:draw:1,1:Y7,2:W(B),0:draw:1,0:keep,"
        "1:B7,2:caught:[1]:1,2:draw:1"
    )
    state = GAME.from_position(" ".join(fields), seed=1)
    rows = _plane(state, 0, "drew_on")
    assert rows[0:4] == [0.0, 1.0, 0.0, 1.0]  # me: yellow and blue
    assert rows[4:8] == [0.0] * 4  # seat 1 laid B7 since
    assert rows[8:12] == [0.0] * 4  # seat 2's draw was a catch's penalty
    assert _plane(state, 1, "drew_on")[8:12] == [0.0, 1.0, 0.0, 1.0]  # seat 0 seen from seat 1
