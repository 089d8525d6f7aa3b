"""Turn order, hand order, options and agents of 接龙 (rules/jielong.md §2, §3, §4, §7)."""

from __future__ import annotations

import random

import pytest

import paixi
from paixi.agents import RandomAgent
from paixi.agents.match import play_match
from paixi.core.errors import IllegalActionError, NotationError, OptionError
from paixi.games.jielong import GAME
from paixi.games.jielong.agent import HeuristicAgent, ReferencePolicy
from tests.jielong.helpers import deal, position


def test_turns_go_round_in_seat_order() -> None:
    """§3 rule 2 skips a seat with an empty hand, but that never happens: hands
    start equal and every turn spends one tile, so the seats run out in turn
    order in the last round and the game ends with the last of them."""
    rng = random.Random(5)
    for seed in range(60):
        players = 2 + seed % 3
        state = GAME.new_game(players, {"sets": 1 + seed % 2}, seed=seed)
        while not state.is_terminal():
            seat = state.current_player()
            state.apply(rng.choice(state.legal_actions()))
            if not state.is_terminal():
                assert state.current_player() == (seat + 1) % players
                assert state.observation(0)["hand_sizes"][state.current_player()] > 0


def test_the_first_copy_in_hand_order_is_removed() -> None:
    state = GAME.new_game(2, {"hand_size": 4, "first_player": "0"}, seed=0, chance="manual")
    state.apply_chance(deal([["1-1", "2-2", "1-1", "1-3"], ["1-6", "4-4", "5-5", "3-3"]]))
    state.apply("1-1")
    assert state.observation(0)["hand"] == ["2-2", "1-1", "1-3"]
    state.apply("1-6 L")  # ends (6, 1)
    assert [str(a) for a in state.legal_actions()] == ["1-1 R", "1-3 R"]


def test_two_copies_give_the_moves_once_and_sleeps_come_after_joins() -> None:
    state = GAME.new_game(
        2,
        {"hand_size": 4, "first_player": "0", "sleep_only_when_blocked": False},
        seed=0,
        chance="manual",
    )
    state.apply_chance(deal([["6-6", "4-6", "2-3", "4-6"], ["5-6", "1-1", "3-3", "5-6"]]))
    state.apply("6-6")
    state.apply("5-6 L")  # ends (5, 6)
    assert [str(a) for a in state.legal_actions()] == ["4-6 R", "sleep 4-6", "sleep 2-3"]
    state.apply("sleep 2-3")  # a voluntary sleep is allowed with this option
    assert state.observation(0)["my_slept"] == ["2-3"]


def test_the_lead_is_never_a_sleep() -> None:
    state = GAME.new_game(2, {"first_player": "0", "sleep_only_when_blocked": False}, seed=1)
    assert all(a.__class__.__name__ == "Lead" for a in state.legal_actions())
    with pytest.raises(IllegalActionError, match="lead"):
        state.apply(f"sleep {state.observation(0)['hand'][0]}")


@pytest.mark.parametrize(
    ("players", "sets", "size"), [(2, 1, 12), (3, 1, 10), (4, 1, 8), (2, 2, 16), (4, 2, 16)]
)
def test_hand_sizes(players: int, sets: int, size: int) -> None:
    state = GAME.new_game(players, {"sets": sets}, seed=2)
    obs = state.observation(0)
    assert obs["hand_sizes"] == [size] * players
    assert obs["undealt_count"] == 32 * sets - players * size


def test_options_are_checked() -> None:
    with pytest.raises(OptionError, match="hand_size"):
        GAME.new_game(3, {"hand_size": 11})
    GAME.new_game(3, {"hand_size": 10, "sets": 1})
    GAME.new_game(3, {"hand_size": 21, "sets": 2})
    with pytest.raises(OptionError, match="first_player"):
        GAME.new_game(2, {"first_player": "2"})
    with pytest.raises(OptionError, match="open_ends"):
        GAME.new_game(2, {"open_ends": "three"})
    with pytest.raises(OptionError):
        GAME.new_game(5)


def test_notation_is_lenient_and_canonical() -> None:
    for text, canonical in [
        ("6-3", "3-6"),
        ("5-6 l", "5-6 L"),
        ("SLEEP 4-2", "sleep 2-4"),
        ("6-3 6", "3-6 6"),
        ("[6|6]", "6-6"),
    ]:
        assert str(GAME.parse_action(text)) == canonical
    for bad in ["", "7-7", "3-6 5", "5-6 X", "sleep", "1-2 L R"]:
        with pytest.raises(NotationError):
            GAME.parse_action(bad)
    for text in ["block", "dice 3 4"]:
        assert str(GAME.parse_chance(text)) == text


def test_an_illegal_join_says_why() -> None:
    state = position(
        2, "hand_size=2;first_player=0", "0", ["0:3-6"], [["1-1"], ["1-3", "6-6"]], "1"
    )
    with pytest.raises(IllegalActionError, match="does not show a 6"):
        state.apply("1-3 R")
    with pytest.raises(IllegalActionError, match="not in your hand"):
        state.apply("5-6 R")
    with pytest.raises(IllegalActionError, match="may not sleep"):
        state.apply("sleep 1-3")


def test_rendering_names_the_tiles_in_both_languages() -> None:
    state = GAME.new_game(4, {"first_player": "0"}, seed=0, chance="manual")
    state.apply_chance(deal([]))  # seat 0 holds 6-6 6-6 1-1 1-1 4-4 4-4 1-3 1-3
    state.apply("6-6")
    zh = GAME.render(state.observation(0), "zh")
    en = GAME.render(state.observation(0), "en")
    assert "[6|6]天牌" in zh and "[1|1]地牌" in zh and "轮到2号" in zh
    assert "[6|6] Heaven" in en and "seat 1 to play" in en
    assert GAME.describe_action(GAME.parse_action("5-6 L"), "zh") == "左头接 [5|6]斧头"
    assert GAME.describe_action(GAME.parse_action("3-6 6"), "en") == "lead [3|6] Mixed Nine, 6 open"


def test_observation_carries_the_table() -> None:
    state = position(
        2,
        "hand_size=3;first_player=1",
        "1",
        ["1:1-1", "0:1-5L"],
        [["5-6", "1-6"], ["2-4", "3-3"]],
        "1",
    )
    obs = state.observation(1)
    assert [c["halves"] for c in obs["chain"]] == [[5, 1], [1, 1]]
    assert obs["ends"] == {"L": 5, "R": 1} and obs["open_ends"] == ["L", "R"]
    assert obs["playable_ends"] == [] and obs["to_act"] == 1
    assert obs["hand_sizes"] == [2, 2] and obs["slept_counts"] == [0, 0]
    assert obs["scores"] is None and not obs["terminal"]
    assert state.observation(0)["playable_ends"] == ["L", "R"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_agents_play_whole_games(players: int) -> None:
    for seed in range(5):
        agents = [HeuristicAgent(seed), ReferencePolicy(), RandomAgent(seed), HeuristicAgent(1)]
        record = play_match(GAME, agents[:players], seed=seed)
        assert paixi.replay(record).returns() == record["returns"]


def test_the_heuristic_beats_random_play() -> None:
    score = 0.0
    for i in range(200):
        seat = i % 2
        agents = [HeuristicAgent(i) if s == seat else RandomAgent(i) for s in range(2)]
        score += play_match(GAME, agents, seed=i)["returns"][seat]
    assert score / 200 > 0.15


def test_rendering_the_end() -> None:
    state = GAME.new_game(3, seed=8)
    policy = ReferencePolicy()
    while not state.is_terminal():
        state.apply(policy.act(state.observation(state.current_player()), state.legal_actions()))
    res = state.result()
    for lang, word in (("en", "slept"), ("zh", "睡牌")):
        text = GAME.render(state.observation(1), lang)
        assert text.count(word) >= 3
        assert GAME.event_text("result", (res["winner"], res["loser"], res["draw"]), lang) in text
