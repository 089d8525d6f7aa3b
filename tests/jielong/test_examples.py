"""The worked examples of docs/specs/jielong.md §10 (JL-1 … JL-7)."""

from __future__ import annotations

import pytest

from paixi.games.jielong import GAME, settle
from paixi.games.jielong.agent import ReferencePolicy
from tests.jielong.helpers import deal, position


def legal(state) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def ends(state) -> tuple[int, int]:
    obs = state.observation(0)
    return obs["ends"]["L"], obs["ends"]["R"]


HAND_JL1 = ["2-2", "1-3", "3-6", "4-4", "5-6"]


def test_jl1_legal_moves_both_ends() -> None:
    # ends (3, 6): seat 0 led the 3-6 of the first set; seat 1 holds the other one
    state = position(
        2,
        "sets=2;hand_size=5;first_player=0",
        "0",
        ["0:3-6"],
        [["1-1", "1-1", "6-6", "6-6"], HAND_JL1],
        "1",
        sets=2,
    )
    assert ends(state) == (3, 6)
    assert legal(state) == ["1-3 L", "3-6 L", "3-6 R", "5-6 R"]


def test_jl1_legal_moves_one_end() -> None:
    state = position(
        2,
        "sets=2;hand_size=5;first_player=0;open_ends=one",
        "0",
        ["0:3-6/6"],
        [["1-1", "1-1", "6-6", "6-6"], HAND_JL1],
        "1",
        sets=2,
    )
    assert ends(state) == (3, 6)
    assert state.observation(1)["open_ends"] == ["R"]
    assert legal(state) == ["3-6 R", "5-6 R"]


def test_jl1_equal_ends_give_one_move_on_l() -> None:
    state = position(
        2,
        "hand_size=4;first_player=0",
        "0",
        ["0:6-6"],
        [["1-1", "1-1", "2-2"], ["4-5", "1-2", "5-6", "4-6"]],
        "1",
    )
    assert ends(state) == (6, 6)
    assert legal(state) == ["5-6 L", "4-6 L"]
    assert state.observation(1)["playable_ends"] == ["L"]


@pytest.mark.parametrize(
    ("move", "after"),
    [("3-6 L", (6, 6)), ("3-6 R", (3, 3)), ("6-6 R", (3, 6)), ("1-3 L", (1, 6))],
)
def test_jl2_placing(move: str, after: tuple[int, int]) -> None:
    state = position(
        2,
        "sets=2;hand_size=4;first_player=0",
        "0",
        ["0:3-6"],
        [["1-1", "1-1", "2-2"], ["3-6", "6-6", "1-3", "4-4"]],
        "1",
        sets=2,
    )
    state.apply(move)
    assert ends(state) == after


def test_jl3_sleeping() -> None:
    # seat 1 led 1-1, seat 0 joined 1-5 on L: ends (5, 1); seat 1 holds 2-4 3-3
    state = position(
        2,
        "hand_size=3;first_player=1",
        "1",
        ["1:1-1", "0:1-5L"],
        [["5-6", "1-6"], ["2-4", "3-3"]],
        "1",
    )
    assert ends(state) == (5, 1)
    assert legal(state) == ["sleep 2-4", "sleep 3-3"]
    choice = ReferencePolicy().act(state.observation(1), state.legal_actions())
    assert str(choice) == "sleep 2-4"


@pytest.mark.parametrize(
    ("totals", "winner", "loser", "returns"),
    [
        ([12, 19, 12, 10], 3, 1, [0, -1, 0, 1]),
        ([12, 12, 15], None, 2, [0, 0, -1]),
        ([9, 9], None, None, [0, 0]),
    ],
)
def test_jl4_results(totals, winner, loser, returns) -> None:
    res = settle(totals, "winner_loser")
    assert (res["winner"], res["loser"], res["returns"]) == (winner, loser, returns)
    assert res["draw"] is (len(set(totals)) == 1)


def test_jl4_pairwise() -> None:
    assert settle([2, 12, 34, 18], "pairwise")["returns"] == [58, 18, -70, -6]
    assert settle([12, 19, 12, 10], "pairwise")["returns"] == [5, -23, 5, 13]


JL5_DEAL = (
    "2-2 1-5 1-5 1-1 3-5 2-4 1-3 6-6 4-5 1-2 5-6 4-6 1-4 3-3 1-1 4-4 5-6 1-6 2-3 6-6 2-5 3-4 "
    "5-5 4-6 5-5 3-6 1-6 2-2 4-4 1-3 3-3 2-6"
)
JL5_MOVES = [
    ("0", "6-6", (6, 6)),
    ("1", "5-6 L", (5, 6)),
    ("2", "6-6 R", (5, 6)),
    ("3", "5-5 L", (5, 6)),
    ("0", "3-5 L", (3, 6)),
    ("1", "4-6 R", (3, 4)),
    ("2", "4-6 R", (3, 6)),
    ("3", "3-6 L", (6, 6)),
    ("0", "sleep 1-1", None),
    ("1", "sleep 1-1", None),
    ("2", "5-6 L", (5, 6)),
    ("3", "2-6 R", (5, 2)),
    ("0", "1-5 L", (1, 2)),
    ("1", "1-4 L", (4, 2)),
    ("2", "2-5 R", (4, 5)),
    ("3", "4-4 L", (4, 5)),
    ("0", "1-5 R", (4, 1)),
    ("1", "4-5 L", (5, 1)),
    ("2", "5-5 L", (5, 1)),
    ("3", "1-6 R", (5, 6)),
    ("0", "sleep 2-2", None),
    ("1", "sleep 1-2", None),
    ("2", "1-6 R", (5, 1)),
    ("3", "1-3 R", (5, 3)),
    ("0", "1-3 R", (5, 1)),
]


def _jl5(settlement: str = "winner_loser"):
    state = GAME.new_game(
        4, {"first_player": "0", "settlement": settlement}, seed=0, chance="manual"
    )
    state.apply_chance(JL5_DEAL)
    return state


def test_jl5_full_game_by_the_reference_policy() -> None:
    state = _jl5()
    policy = ReferencePolicy()
    for seat, move, after in JL5_MOVES:
        assert state.current_player() == int(seat)
        action = policy.act(state.observation(int(seat)), state.legal_actions())
        assert str(action) == move
        state.apply(action)
        if after is not None and not state.is_chance_node():
            assert ends(state) == after
    # blocked after move 25: the engine settles without asking seat 1 (a block event is due)
    assert state.is_chance_node()
    state.apply_chance("block")
    assert state.is_terminal()
    res = state.result()
    assert res["sleep_piles"] == [
        ["1-1", "2-2", "2-4"],
        ["1-1", "1-2", "3-3", "4-4"],
        ["2-3", "3-4"],
        ["2-2", "3-3"],
    ]
    assert res["sleep_totals"] == [12, 19, 12, 10]
    assert (res["winner"], res["loser"], res["blocked"]) == (3, 1, True)
    assert state.returns() == [0, -1, 0, 1]
    actions = [f"{e.seat}: {e.move}" for e in state.history if e.seat >= 0]
    assert len(actions) == 25
    assert actions == [f"{s}: {m}" for s, m, _ in JL5_MOVES]
    assert actions[:4] == ["0: 6-6", "1: 5-6 L", "2: 6-6 R", "3: 5-5 L"]


def test_jl5_pairwise_nets() -> None:
    state = _jl5("pairwise")
    for _, move, _ in JL5_MOVES:
        state.apply(move)
    state.apply_chance("block")
    assert state.returns() == [5, -23, 5, 13]


def test_jl5_hands_after_the_deal() -> None:
    state = _jl5()
    assert state.observation(2)["hand"] == ["5-6", "1-6", "2-3", "6-6", "2-5", "3-4", "5-5", "4-6"]
    assert state.observation(3)["hand"] == ["5-5", "3-6", "1-6", "2-2", "4-4", "1-3", "3-3", "2-6"]


@pytest.mark.parametrize(("players", "roll", "starter"), [(4, "dice 3 4", 2), (3, "dice 1 1", 1)])
def test_jl6_dice(players: int, roll: str, starter: int) -> None:
    state = GAME.new_game(players, seed=0, chance="manual")
    state.apply_chance(deal([]))  # the set in set order
    assert state.is_chance_node()
    state.apply_chance(roll)
    assert state.current_player() == starter
    assert state.observation(0)["starter"] == starter


SEAT0_JL7 = ["5-6", "1-1", "1-1", "4-4", "4-4", "1-3", "1-3", "5-5", "5-5", "2-2", "2-2", "3-3"]
SEAT1_JL7 = ["3-6", "6-6", "6-6", "4-6", "4-6", "1-6", "1-6", "1-5", "1-5", "4-5", "2-6", "3-5"]
JL7 = {"first_player": "three_six", "open_ends": "one"}


def test_jl7_three_six_with_one_open_end() -> None:
    state = GAME.new_game(2, JL7, seed=0, chance="manual")
    state.apply_chance(deal([SEAT0_JL7, SEAT1_JL7]))
    assert state.current_player() == 1  # no dice: the holder of the 3-6 starts
    assert legal(state) == ["3-6 3", "3-6 6"]
    state.apply("3-6 6")
    assert ends(state) == (3, 6)
    assert legal(state) == ["5-6 R"]
    state.apply("5-6 R")
    assert ends(state) == (3, 5)


def test_jl7_undealt_three_six_means_dice_and_a_free_lead() -> None:
    seat1 = ["2-3" if k == "3-6" else k for k in SEAT1_JL7]
    state = GAME.new_game(2, JL7, seed=0, chance="manual")
    state.apply_chance(deal([SEAT0_JL7, seat1]))
    assert state.is_chance_node()  # the dice decide
    state.apply_chance("dice 2 2")  # 4 - 1 = 3 -> seat 1
    assert state.current_player() == 1
    assert len(state.legal_actions()) > 2
    assert "2-3 3" in legal(state)


def test_three_six_with_two_sets_first_holder_from_seat_0() -> None:
    hands = [["1-1"] * 2 + ["2-2"] * 2, ["3-6", "1-2", "2-4", "6-6"], ["3-6", "5-5", "5-5", "4-4"]]
    state = GAME.new_game(
        3, {"sets": 2, "hand_size": 4, "first_player": "three_six"}, seed=0, chance="manual"
    )
    state.apply_chance(deal(hands, sets=2))
    assert state.current_player() == 1
    assert legal(state) == ["3-6"]


def test_reference_policy_leads_with_the_high_half_open() -> None:
    """§8: with one open end the reference lead leaves the high half open."""
    options = {"first_player": "0", "open_ends": "one", "hand_size": 2}
    state = GAME.new_game(2, options, seed=0, chance="manual")
    state.apply_chance(deal([["5-6", "1-1"], ["2-2", "3-3"]]))
    choice = ReferencePolicy().act(state.observation(0), state.legal_actions())
    assert str(choice) == "5-6 6"
