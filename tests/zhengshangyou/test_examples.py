"""Every worked example of docs/specs/zhengshangyou.md §12."""

from __future__ import annotations

import pytest

from paixi.core.errors import IllegalActionError
from paixi.core.game import CHANCE
from paixi.equipment.poker import Shuffle, parse_cards
from paixi.games.zhengshangyou import GAME
from paixi.games.zhengshangyou.actions import parse_action
from paixi.games.zhengshangyou.combos import Rules, classify
from tests.zhengshangyou.table import legal, table


def test_example_1_answering_a_single() -> None:
    state = table({0: "9C 4D", 1: "5D 9H 10S KC 2D SJ 7S 7H 7C"}, to_act=0)
    state.apply("9")
    assert state.current_player() == 1
    assert legal(state) == {"10", "K", "2", "SJ", "7 7 7", "pass"}
    for bad in ("9", "5", "7", "7 7"):
        with pytest.raises(IllegalActionError):
            state.apply(bad)
    four = table({0: "9C 4D", 1: "5D 9H 10S KC 2D SJ 7S 7H 7C 7D"}, to_act=0)
    four.apply("9")
    assert legal(four) == {"10", "K", "2", "SJ", "7 7 7", "7 7 7 7", "pass"}


def test_example_2_straights() -> None:
    state = table({1: "3S 4D 5C 6H 7S KD", 2: "4S 5H 6D 7C 8S 9H 10D JS QS 2C"}, to_act=1)
    state.apply("3 4 5 6 7")
    straights = {a for a in legal(state) if len(a.split()) == 5}
    assert straights == {"4 5 6 7 8", "5 6 7 8 9", "6 7 8 9 10", "7 8 9 10 J", "8 9 10 J Q"}
    assert "pass" in legal(state)
    assert len(legal(state)) == 6
    with pytest.raises(IllegalActionError, match="does not beat"):
        state.apply("4 5 6 7 8 9")
    with pytest.raises(IllegalActionError, match="2s and jokers"):
        state.apply("J Q K A 2")


def test_example_3_bombs() -> None:
    hand = "9S 9H 9C KC KD KH 2S 2H 2C 3S 3H 3C 3D 5S 5H 5C AS AH SJ BJ"
    state = table({0: "4S 5D 6C 7H 8C QS", 1: "8S 8H 8D 10C", 2: hand}, to_act=0)
    state.apply("4 5 6 7 8")
    assert "8 8 8" in legal(state)  # any bomb beats any non-bomb
    state.apply("8 8 8")
    options = legal(state)
    for beats in ("9 9 9", "K K K", "2 2 2", "3 3 3 3"):
        assert beats in options
    for not_beats in ("5 5 5", "A A", "SJ", "BJ", "SJ BJ", "3 3 3"):
        assert not_beats not in options


def _example_4_start() -> object:
    state = table({2: "KS KH", 3: "5C 9D", 0: "AS AC 4D", 1: "6H 7H"}, to_act=2)
    state.apply("K K")
    assert state.out_order == [2]
    return state


def test_example_4a_the_next_play_owns_the_trick() -> None:
    state = _example_4_start()
    for action in ("pass", "A A", "pass", "pass"):
        state.apply(action)
    assert state.current_player() == 0 and state.last_play is None  # seat 0 leads


def test_example_4b_the_lead_passes_on_from_an_owner_that_went_out() -> None:
    state = _example_4_start()
    for action in ("pass", "pass", "pass"):
        state.apply(action)
    assert state.current_player() == 3 and state.last_play is None


def _example_5(pass_locks: bool) -> object:
    hands = {0: "5H JC QD", 1: "AS 3C 4C", 2: "8D 9D 10D", 3: "6S 7S 8S"}
    state = table(hands, to_act=0, options={"pass_locks": pass_locks})
    for action in ("5", "pass", "8", "pass", "J"):
        state.apply(action)
    return state


def test_example_5_a_pass_does_not_lock_by_default() -> None:
    state = _example_5(False)
    assert state.current_player() == 1 and "A" in legal(state)


def test_example_5_with_pass_locks_the_seat_is_skipped() -> None:
    state = _example_5(True)
    assert state.current_player() == 2  # seat 1 not asked
    # seat 3 passed before seat 0's J, so it is locked as well (§5.2 step 5): the
    # example's "seat 3 then passes too" is that skip; seat 0 owns the trick
    state.apply("pass")
    assert state.current_player() == 0 and state.last_play is None
    assert [s for s, a in state.hand_log if s == 1] == [1]  # seat 1 recorded once only


def test_example_6_tribute() -> None:
    state = GAME.new_game(4, seed=1, chance="manual")
    state.hand_no, state.dealer, state.prev_up, state.prev_down = 2, 3, 1, 3
    seat3 = parse_cards("3C 4H 7D 9S JD AS 2H 2C KD 6S 8C 10H QS")
    seat1 = parse_cards("4D 3S 5S 6H 7S 8S 9H 10S JS QH KS AH 2S BJ")
    used = {str(c) for c in seat3 + seat1}
    rest = [
        c for c in Shuffle.random(__import__("random").Random(0), 1).cards if str(c) not in used
    ]
    rest = [c for c in rest if c.rank != "4"] + [c for c in rest if c.rank == "4"]
    seat0, seat2 = rest[:14], rest[14:]
    order = []
    for k in range(54):  # dealt one at a time from seat 0, the seat after the dealer
        source = (seat0, seat1, seat2, seat3)[k % 4]
        order.append(source[k // 4])
    assert state.current_player() == CHANCE
    state.apply_chance(Shuffle(tuple(order)))
    assert state.sizes == [14, 15, 13, 12]  # seat 3's 2H went to seat 1
    assert "2H" in state.observation(1)["my_hand"] and "2C" in state.observation(3)["my_hand"]
    assert "2H" not in state.observation(3)["my_hand"]
    assert state.current_player() == 1
    assert legal(state) == {
        f"return {r}"
        for r in ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "BJ"]
    }
    with pytest.raises(IllegalActionError):
        state.apply("9")
    state.apply("return 4")
    assert "4D" in state.observation(3)["my_hand"]
    assert state.sizes == [14, 14, 13, 13]
    assert state.current_player() == 3 and state.last_play is None  # the 下游 leads
    assert state.observation(1)["tribute"] == {
        "from": 3,
        "to": 1,
        "done": True,
        "given": "2",
        "returned": "4",
    }
    for other in (0, 2):
        assert state.observation(other)["tribute"] == {"from": 3, "to": 1, "done": True}


def _finish(before: list[int]):
    """Example 7's last hand, the match standing at ``before``."""
    state = table({1: "3S", 2: "KS QH", 3: "4S", 0: "6S"}, to_act=1, scores=before)
    assert state.scores == before
    for action in ("3", "pass", "4", "6"):
        state.apply(action)
    return state


def test_example_7_scoring_and_the_end_of_the_match() -> None:
    state = _finish([9, 10, 4, 7])
    assert state.is_terminal()
    assert state.returns() == [9.0, 12.0, 4.0, 8.0]
    result = state.result()
    assert result["winner"] == 1
    assert result["hands"][-1]["order"] == [1, 3, 0, 2]
    assert result["hands"][-1]["xiayou_cards"] == ["QH", "KS"]


def test_a_shared_highest_total_plays_on() -> None:
    state = _finish([10, 9, 4, 10])
    assert state.scores == [10, 11, 4, 11]
    assert not state.is_terminal()
    assert state.hand_no == len(state.result()["hands"]) + 1
    assert state.dealer == 2  # the 下游 deals the next hand


@pytest.mark.parametrize(
    ("cards", "valid"),
    [
        ("JS QD KC AH 2S", False),
        ("SJ BJ", False),
        ("10S JD QC KH AS", True),
        ("AS AH 2S 2D", False),
        ("3S 3H 4D 4C", True),
    ],
)
def test_example_8_invalid_plays(cards: str, valid: bool) -> None:
    play = parse_action(cards)
    assert isinstance(classify(play.ranks, Rules()), str) != valid


def test_example_8_the_rocket_with_the_option() -> None:
    combo = classify(parse_action("SJ BJ").ranks, Rules(joker_rocket=True))
    assert not isinstance(combo, str) and combo.kind == "rocket"
