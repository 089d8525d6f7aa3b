"""吹牛: every worked example of docs/specs/chuiniu.md §8, and the option rules."""

from __future__ import annotations

import random

import pytest

import paixi
from paixi.agents import RandomAgent, play_state
from paixi.core.errors import IllegalActionError, OptionError
from paixi.games.chuiniu import OPEN, PASS, Bid
from paixi.games.chuiniu.counting import is_straight

GAME = paixi.load_game("chuiniu")


def table(dice: str, players: int | None = None, **options):
    """A state after the given roll (chance given by hand), e.g. ``"0:11235 1:12446"``."""
    n = players or len(dice.split())
    state = GAME.new_game(n, options, chance="manual")
    state.apply_chance(dice)
    return state


def play(state, *actions: str):
    for a in actions:
        state.apply(a)
    return state


# Example 1 — counting with wild 1s
def test_example_1_wild_ones_count():
    state = play(table("0:11235 1:12446", rounds=1), "4x2", "open")
    rnd = state.result()["rounds"][0]
    assert rnd["count"] == 5
    assert rnd["loser"] == 1 and rnd["winner"] == 0
    assert state.returns() == [0.0, -1.0]


# Example 2 — same dice, other bids
@pytest.mark.parametrize(("bid", "count", "loser"), [("3x6", 4, 1), ("4x1", 3, 0)])
def test_example_2_other_bids(bid, count, loser):
    state = play(table("0:11235 1:12446", rounds=1), bid, "open")
    rnd = state.result()["rounds"][0]
    assert rnd["count"] == count and rnd["loser"] == loser


# Example 3 — legal raises
@pytest.mark.parametrize(("ones_rank", "n"), [("low", 50), ("high", 51)])
def test_example_3_legal_raises(ones_rank, n):
    state = play(table("0:22336 1:22446", ones_rank=ones_rank), "2x4")
    raises = [a for a in state.legal_actions() if isinstance(a, Bid)]
    assert len(raises) == n
    assert OPEN in state.legal_actions()
    low = {Bid(2, 5), Bid(2, 6)}
    assert low <= set(raises)
    assert (Bid(2, 1) in raises) == (ones_rank == "high")
    for bad in ("2x1" if ones_rank == "low" else "2x3", "2x2", "2x4", "1x6"):
        with pytest.raises(IllegalActionError):
            state.apply(bad)


# Example 4 — limits with four players
def test_example_4_limits_four_players():
    state = table("0:22336 1:22446 2:33445 3:55566")
    legal = state.legal_actions()
    assert legal[0] == Bid(4, 1) and legal[-1] == Bid(20, 6)
    assert all(4 <= b.count <= 20 for b in legal)
    with pytest.raises(IllegalActionError):
        state.apply("3x6")
    state.apply("20x6")
    assert state.legal_actions() == [OPEN]


# Example 5 — straights
@pytest.mark.parametrize(
    ("faces", "straight"),
    [
        ((2, 3, 4, 5, 6), True),
        ((1, 2, 3, 4, 5), True),
        ((1, 2, 3, 4, 6), False),
        ((2, 3, 4, 5, 5), False),
        ((1, 1, 1, 1, 1), False),
    ],
)
def test_example_5_straights(faces, straight):
    assert is_straight(faces) is straight


def test_straight_is_shown_and_rerolled_until_not_a_straight():
    state = GAME.new_game(2, chance="manual")
    state.apply_chance("0:23456 1:12345")
    assert state.is_chance_node()
    with pytest.raises(IllegalActionError):
        state.apply_chance("1:11111")  # seat 0 re-rolls first, in seat order
    state.apply_chance("0:12345")  # a straight again: shown again, rolled again
    state.apply_chance("0:11266")
    state.apply_chance("1:33456")
    assert state.current_player() == 0
    assert state.observation(1)["straights"] == [
        [0, [2, 3, 4, 5, 6]],
        [0, [1, 2, 3, 4, 5]],
        [1, [1, 2, 3, 4, 5]],
    ]
    assert state.observation(1)["my_dice"] == [3, 3, 4, 5, 6]
    # the re-rolled faces are private again
    assert "11266" not in str(state.observation(1))


def test_no_straight_rule_off_or_other_dice_counts():
    assert table("0:23456 1:12345", straight_reroll=False).current_player() == 0
    assert table("0:123456 1:234566", dice_per_player=6).current_player() == 0


# Example 6 — 叫一斋
@pytest.mark.parametrize(("lose_wild", "count", "loser"), [(False, 7, 0), (True, 3, 2)])
def test_example_6_ones_lose_wildness(lose_wild, count, loser):
    state = table("0:11336 1:12444 2:13566", ones_lose_wild_when_called=lose_wild, rounds=1)
    play(state, "3x3", "4x1", "4x4", "open")
    rnd = state.result()["rounds"][0]
    assert rnd["challenger"] == 0 and rnd["bidder"] == 2
    assert rnd["count"] == count and rnd["loser"] == loser


def test_ones_wild_off_counts_faces_only():
    state = play(table("0:11235 1:12446", ones_wild=False, rounds=1), "2x2", "open")
    assert state.result()["rounds"][0]["count"] == 2


# Example 7 — who starts next
def test_example_7_two_players_winner_starts():
    state = play(table("0:11235 1:12446"), "4x2", "open")  # seat 0 wins
    state.apply_chance("0:22222 1:33333")
    assert state.current_player() == 0
    play(state, "9x6", "open")  # false: seat 1 wins
    state.apply_chance("0:22222 1:33333")
    assert state.current_player() == 1


def test_example_7_four_players_loser_starts():
    state = play(table("0:22222 1:33333 2:44444 3:55555"), "4x6", "5x6", "6x6", "open")
    # 6x6 by seat 2 is false (count 0): seat 2 loses and starts
    assert state.result()["rounds"][0]["loser"] == 2
    state.apply_chance("0:22222 1:33333 2:44444 3:55555")
    assert state.current_player() == 2


@pytest.mark.parametrize(("rule", "starter"), [("loser", 1), ("winner", 0)])
def test_next_starter_option(rule, starter):
    state = play(table("0:11235 1:12446", next_starter=rule), "4x2", "open")
    state.apply_chance("0:22222 1:33333")
    assert state.current_player() == starter


# Example 8 — 抢开
DICE_8 = "0:13356 1:24566 2:12245 3:34466"


def test_example_8_without_qiang_kai_only_next_seat_challenges():
    state = play(table(DICE_8), "5x3")
    assert state.current_player() == 1
    assert PASS not in state.legal_actions()


def test_example_8_qiang_kai_window():
    state = play(table(DICE_8, qiang_kai=True), "5x3")
    assert state.current_player() == 1
    play(state, "5x4")
    assert state.current_player() == 2 and state.legal_actions() == [OPEN, PASS]
    # answers stay hidden until the window is resolved
    assert state.observation(2)["bids"] == [[0, "5x3"]]
    assert "5x4" not in str(state.observation(2)) and "5x4" in str(state.observation(1))
    play(state, "pass")
    assert state.observation(3)["window"]["my_answer"] is None
    play(state, "open")
    rnd = state.result()["rounds"][0]
    assert rnd["challenger"] == 3 and rnd["openers"] == [3]
    assert rnd["bids"] == [[0, "5x3"]]  # seat 1's raise was discarded unseen
    assert rnd["count"] == 5 and rnd["loser"] == 3
    state.apply_chance("0:22222 1:33333 2:44444 3:55555")
    assert state.current_player() == 3


@pytest.mark.parametrize(
    ("answers", "challenger"), [(("5x4", "open", "open"), 2), (("open", "open", "open"), 1)]
)
def test_example_8_nearest_opener_challenges(answers, challenger):
    state = play(table(DICE_8, qiang_kai=True, rounds=1), "5x3", *answers)
    assert state.result()["rounds"][0]["challenger"] == challenger


def test_qiang_kai_all_pass_makes_the_raise_stand():
    state = play(table(DICE_8, qiang_kai=True), "5x3", "5x4", "pass", "pass")
    assert state.observation(0)["bids"] == [[0, "5x3"], [1, "5x4"]]
    assert state.current_player() == 2  # the next window starts after seat 1
    assert PASS not in state.legal_actions()


def test_qiang_kai_highest_bid_asks_only_the_next_seat():
    state = play(table(DICE_8, qiang_kai=True, rounds=1), "20x6")
    assert state.current_player() == 1 and state.legal_actions() == [OPEN]
    play(state, "open")
    assert state.is_terminal()


# Example 9 — a short match
def test_example_9_short_match():
    state = table("0:22222 1:33333 2:44444", rounds=3)
    play(state, "3x2", "open")  # true: challenger seat 1 loses
    state.apply_chance("0:22222 1:33333 2:44444")
    assert state.current_player() == 1
    play(state, "15x6", "open")  # false: bidder seat 1 loses
    state.apply_chance("0:22222 1:33333 2:44444")
    assert state.current_player() == 1
    play(state, "3x3", "open")  # true: challenger seat 2 loses
    assert state.is_terminal()
    assert state.returns() == [0.0, -2.0, -1.0]
    assert sum(state.returns()) == -3
    assert state.result()["winners"] == [0]
    assert [r["starter"] for r in state.result()["rounds"]] == [0, 1, 1]


def test_ties_are_shared_wins():
    state = play(table("0:22222 1:33333", rounds=2), "3x2", "open")
    state.apply_chance("0:22222 1:33333")
    play(state, "9x6", "open")
    assert state.result()["winners"] == [0, 1]


def test_min_count_option_and_errors():
    state = table("0:22336 1:22446", min_count=1)
    assert state.legal_actions()[0] == Bid(1, 1)
    with pytest.raises(OptionError, match="min_count"):
        GAME.new_game(2, {"min_count": 11})
    with pytest.raises(OptionError, match="ones_rank"):
        GAME.new_game(2, {"ones_rank": "middle"})
    with pytest.raises(OptionError, match="rounds"):
        GAME.new_game(2, {"rounds": 0})
    with pytest.raises(OptionError):
        GAME.new_game(9)


def test_illegal_actions_say_why():
    state = table("0:22336 1:22446")
    with pytest.raises(IllegalActionError, match="no bid to challenge"):
        state.apply("open")
    with pytest.raises(IllegalActionError, match="count must be 2-10"):
        state.apply("11x2")
    state.apply("3x3")
    with pytest.raises(IllegalActionError, match="higher than the standing bid"):
        state.apply("3x2")
    with pytest.raises(IllegalActionError, match="pass"):
        state.apply("pass")


def test_observation_shows_own_dice_only():
    state = table("0:11235 1:12446")
    assert state.observation(0)["my_dice"] == [1, 1, 2, 3, 5]
    assert state.observation(1)["my_dice"] == [1, 2, 4, 4, 6]
    assert "12446" not in str(state.observation(0)) and "[1, 2, 4, 4, 6]" not in str(
        state.observation(0)
    )
    play(state, "4x2", "open")
    assert state.observation(0)["rounds_log"][0]["dice"] == [[1, 1, 2, 3, 5], [1, 2, 4, 4, 6]]


def test_heuristic_beats_random_in_70_percent_of_matches():
    wins = 0
    n = 60
    for g in range(n):
        h = g % 2
        agents = [RandomAgent(g), RandomAgent(g)]
        agents[h] = GAME.heuristic_agent(h, g)
        state = play_state(GAME.new_game(2, seed=1000 + g), agents)
        pens = state.result()["penalties"]
        wins += pens[h] < pens[1 - h]
    assert wins / n >= 0.7


def test_resample_hidden_keeps_own_dice_and_changes_others():
    state = table("0:11235 1:12446")
    seen = set()
    for i in range(30):
        other = state.resample_hidden(0, random.Random(i))
        assert other.dice[0] == (1, 1, 2, 3, 5)
        seen.add(other.dice[1])
    assert len(seen) > 1
