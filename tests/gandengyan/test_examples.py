"""Every worked example of docs/specs/gandengyan.md §12 (4 players, two decks)."""

from __future__ import annotations

import pytest

from paixi.core.errors import IllegalActionError
from paixi.games.gandengyan.actions import parse_action
from paixi.games.gandengyan.combos import Rules, beats, classify
from tests.gandengyan.table import legal, table


def _after(hands: dict[int, str], leader: int, play: str, **kw):
    state = table(hands, to_act=leader, **kw)
    state.apply(play)
    return state


def test_example_1_singles_only_one_step_higher_or_a_2() -> None:
    state = _after({1: "7S 3C", 2: "8H 9D 2C BJ 7D 4S"}, 1, "7")
    assert legal(state) == {"8", "2", "pass"}
    for bad in ("9", "7", "BJ", "*8"):
        with pytest.raises(IllegalActionError):
            state.apply(bad)


def test_example_2_pairs_with_a_joker() -> None:
    state = _after({2: "9C 9H 3C", 3: "10C BJ JD JS 4H"}, 2, "9 9")
    assert legal(state) == {"10 *10", "pass"}
    for bad in ("J J", "J *J", "4 *4"):
        with pytest.raises(IllegalActionError):
            state.apply(bad)
    state.apply("10C BJ")  # cards as input: the joker's reading is filled in
    assert state.log[-1] == [3, "play", "10 *10", "10C#1 *10"]  # the card played is shown


def test_example_3_straights() -> None:
    state = _after({3: "4H 5S 6D 3C", 0: "5C 7H SJ 8C 9D"}, 3, "4 5 6")
    assert legal(state) == {"5 *6 7", "pass"}
    for bad in ("7 8 9", "*6 7 8", "5 *6 7 8"):
        with pytest.raises(IllegalActionError):
            state.apply(bad)


def _c(text: str):
    combo = classify(parse_action(text), Rules())
    assert not isinstance(combo, str), combo
    return combo


def test_example_4_bombs() -> None:
    bomb = _c("6 6 6 *6")
    assert beats(bomb, _c("2 2"), Rules()) and beats(bomb, _c("10 J Q K A"), Rules())
    assert beats(bomb, _c("5 5 5 5"), Rules())
    for stronger in ("7 7 7 7", "3 3 3 3 3", "6 6 6 6"):
        assert not beats(bomb, _c(stronger), Rules())
    state = _after({0: "2C 2D 3S", 1: "6S 6H 6D BJ"}, 0, "2 2")
    assert legal(state) == {"6 6 6 *6", "pass"}
    state = table({1: "6S 6H 6D BJ"}, to_act=1)
    assert legal(state) == {"6", "6 *6", "6 6", "6 6 *6", "6 6 6", "6 6 6 *6"}


def test_example_5_2s_cannot_be_made_with_jokers() -> None:
    state = table({2: "2S 2H SJ 9C"}, to_act=2)
    assert legal(state) == {"2", "9", "2 2", "9 *9"}
    assert "never a 2" in classify(parse_action("2 2 *2"), Rules())
    assert beats(_c("2 2"), _c("A A"), Rules()) and not beats(_c("2 2"), _c("2 2"), Rules())


def test_example_6_drawing_after_a_round() -> None:
    state = table({2: "5S 9H 9D"}, to_act=2, stock="AS KS QS")
    state.apply("5")
    sizes = list(state.sizes)
    for _ in range(3):
        state.apply("pass")
    assert state.sizes == [sizes[0] + 1, sizes[1], sizes[2] + 1, sizes[3] + 1]
    assert [e for e in state.log if e[1] == "draw"] == [[2, "draw"], [3, "draw"], [0, "draw"]]
    assert "AS#1" in state.observation(2)["my_hand"] and "KS#1" in state.observation(3)["my_hand"]
    assert state.current_player() == 2 and state.last_play is None and not state.stock
    state.apply("9")
    for _ in range(3):
        state.apply("pass")
    assert [e for e in state.log if e[1] == "draw"][3:] == []  # nobody draws any more


def _example_7(bomb: bool):
    hands = {1: "3S 4S 5S 6S BJ", 2: "7C SJ BJ", 3: "9S 9H 10C JD"}
    if bomb:
        state = table({0: "5C 5D 5H 5S#2 8S", **hands}, to_act=0, options={"bomb_doubling": True})
        state.apply("5 5 5 5")
        for _ in range(3):
            state.apply("pass")
        state.apply("8")
    else:
        state = table({0: "8S", **hands}, to_act=0)
        state.apply("8")
    return state


def test_example_7_scoring() -> None:
    state = _example_7(bomb=False)
    assert state.is_terminal()
    assert state.returns() == [26.0, -10.0, -12.0, -4.0]
    assert state.result()["hands"][0]["payments"] == [0, 10, 12, 4]


def test_example_7_scoring_with_bomb_doubling() -> None:
    state = _example_7(bomb=True)
    assert state.returns() == [52.0, -20.0, -24.0, -8.0]


def test_example_8_pair_runs() -> None:
    state = _after({0: "4C 4D 5H 5S 3C", 1: "5C 5D 6S BJ 7H 7S"}, 0, "4 4 5 5")
    assert legal(state) == {"5 5 6 *6", "pass"}
    with pytest.raises(IllegalActionError):
        state.apply("6 *6 7 7")
    state = _after({0: "4C 4D 5H 5S 3C", 1: "5C 5D 6S 6H BJ"}, 0, "4 4 5 5")
    assert legal(state) == {"5 5 6 6", "5 5 6 *6", "5 *5 6 6", "pass"}
    run = _c("J J Q Q K K")
    assert beats(_c("Q Q K K A A"), run, Rules())
    assert not beats(_c("K K A A"), run, Rules()) and not beats(_c("Q Q K K"), run, Rules())
    assert beats(_c("3 3 3 3"), _c("Q Q K K A A"), Rules())
    top = _after({0: "QC QD KH KS AS AH 3C", 1: "QS QH KC KD AC AD 2S 2H"}, 0, "Q Q K K A A")
    assert legal(top) == {"pass"}


def test_example_9_joker_readings_when_leading() -> None:
    state = table({0: "5C 6D BJ"}, to_act=0)
    assert legal(state) == {"5", "6", "5 *5", "6 *6", "*4 5 6", "5 6 *7"}
    before = state.fingerprint()
    for ambiguous in ("5C 6D BJ", "5 6 *"):
        with pytest.raises(IllegalActionError, match="ambiguous"):
            state.apply(ambiguous)
    with pytest.raises(IllegalActionError):
        state.apply("BJ")
    assert state.fingerprint() == before
    state.apply("5 6 *7")
    assert state.log[-1] == [0, "play", "5 6 *7", "5C#1 6D#1 *7"]
