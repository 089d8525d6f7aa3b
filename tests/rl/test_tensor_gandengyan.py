"""干瞪眼's observation tensor on constructed positions: a joker's reading in
the play to beat, the jokers' column, the passes of the round."""

from __future__ import annotations

from paixi.games.gandengyan import GAME
from tests.gandengyan.table import table

FOUR, FIVE, SIX, JOKER = 1, 2, 3, 13


def test_a_joker_counts_at_its_reading_in_the_play_to_beat() -> None:
    state = table({0: "4S 6S BJ 9S 9H"}, to_act=0)
    state.apply("4 *5 6")
    spec = GAME.tensor_spec(4, state.options)
    theirs = state.observation_tensor(1)
    standing = spec.view(theirs, "standing_play")
    # two decks: each card of a rank is 1/8
    assert [standing[r] for r in (FOUR, FIVE, SIX)] == [0.125] * 3
    assert sum(standing) == 0.375
    assert spec.view(theirs, "standing_jokers") == [0.5]
    assert spec.view(theirs, "standing_joker_bomb") == [0.0]
    assert spec.view(theirs, "standing_player") == [0, 0, 0, 1.0]
    # the table had seat 0 play the three other jokers earlier: all four are gone
    assert spec.view(theirs, "played")[3 * 14 + JOKER] == 1.0
    assert spec.view(theirs, "unseen")[JOKER] == 0.0
    state.apply("pass")
    after = state.observation_tensor(2)
    assert spec.view(after, "passed") == [0, 0, 0, 1.0]
    assert spec.view(after, "standing_player") == [0, 0, 1.0, 0]
    assert spec.view(after, "to_act") == [1.0, 0, 0, 0]


def test_the_passes_of_a_finished_round_are_forgotten() -> None:
    state = table({0: "4S 9S", 1: "5S 9H"}, to_act=0)
    for action in ("4", "5", "pass", "pass", "pass"):
        state.apply(action)
    spec = GAME.tensor_spec(4, state.options)
    mine = state.observation_tensor(1)
    assert spec.view(mine, "passed") == [0.0] * 4
    assert spec.view(mine, "standing_play") == [0.0] * 13
    assert spec.view(mine, "standing_player") == [0.0] * 4
