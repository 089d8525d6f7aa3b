"""争上游 rules and options beyond the worked examples (docs/specs/zhengshangyou.md §3-§10)."""

from __future__ import annotations

import json
import random

import pytest

from paixi.core.errors import IllegalActionError, NotationError, OptionError
from paixi.games.zhengshangyou import GAME, Play, Return
from paixi.games.zhengshangyou.actions import parse_action
from paixi.games.zhengshangyou.combos import Rules, beats, classify
from tests.conformance import random_playout
from tests.zhengshangyou.table import legal, table


def _combo(text: str, rules: Rules):
    combo = classify(parse_action(text).ranks, rules)
    assert not isinstance(combo, str), combo
    return combo


@pytest.mark.parametrize(
    ("players", "decks", "sizes"),
    [
        (4, 1, [13, 14, 14, 13]),  # seats 1 and 2 are dealt first
        (5, 1, [10, 11, 11, 11, 11]),
        (5, 2, [21, 22, 22, 22, 21]),
        (2, 1, [27, 27]),
        (6, 2, [18] * 6),
    ],
)
def test_deal_sizes(players: int, decks: int, sizes: list[int]) -> None:
    state = GAME.new_game(players, {"decks": decks}, seed=3)
    assert state.sizes == sizes


@pytest.mark.parametrize("seed", range(5))
def test_the_heart_three_leads_the_first_hand(seed: int) -> None:
    state = GAME.new_game(4, seed=seed)
    assert "3H" in state.observation(state.current_player())["my_hand"]
    assert GAME.new_game(4, {"first_lead": "dealer"}, seed=seed).current_player() == 0


def test_two_decks_the_first_heart_three_in_dealing_order_leads() -> None:
    for seed in range(5):
        state = GAME.new_game(5, {"decks": 2}, seed=seed)
        holders = [
            s for s in range(5) if any(c.startswith("3H") for c in state.observation(s)["my_hand"])
        ]
        assert state.current_player() == min(holders, key=lambda s: (s - 1) % 5)


def test_the_leader_may_not_pass() -> None:
    state = table({0: "5S 6S"}, to_act=0)
    assert "pass" not in legal(state)
    with pytest.raises(IllegalActionError, match="leader may not pass"):
        state.apply("pass")


def test_bombs_compare_by_size_then_rank() -> None:
    rules = Rules()
    assert beats(_combo("3 3 3 3", rules), _combo("2 2 2", rules))
    assert beats(_combo("2 2 2", rules), _combo("K K K", rules))
    assert not beats(_combo("K K K", rules), _combo("K K K", rules))  # two decks: no equal
    assert beats(_combo("3 3 3", rules), _combo("10 J Q K A", rules))
    assert not beats(_combo("A A", rules), _combo("K K K", rules))


def test_triple_is_bomb_false_makes_triples_and_triple_runs() -> None:
    rules = Rules(triple_is_bomb=False)
    triple = _combo("7 7 7", rules)
    assert triple.kind == "triple" and not triple.is_bomb
    assert beats(_combo("9 9 9", rules), triple) and not beats(_combo("6 6 6", rules), triple)
    assert _combo("7 7 7 8 8 8", rules).kind == "triple_run"
    assert beats(_combo("3 3 3 3", rules), triple)
    assert isinstance(classify(parse_action("7 7 7 8 8 8").ranks, Rules()), str)
    state = table({0: "7S 7H 7C 8S 8H 8C 4D"}, to_act=0, options={"triple_is_bomb": False})
    assert {"7 7 7", "8 8 8", "7 7 7 8 8 8"} <= legal(state)


def test_joker_rocket_beats_every_bomb_and_not_itself() -> None:
    rules = Rules(joker_rocket=True)
    rocket = _combo("SJ BJ", rules)
    assert beats(rocket, _combo("2 2 2 2", rules)) and not beats(_combo("2 2 2 2", rules), rocket)
    assert not beats(rocket, rocket)
    state = table({0: "4S 4H 4C 4D 9S", 1: "SJ BJ 3S"}, to_act=0, options={"joker_rocket": True})
    state.apply("4 4 4 4")
    assert legal(state) == {"SJ BJ", "pass"}


def test_two_decks_joker_pairs() -> None:
    state = table({0: "SJ#1 SJ#2 5S", 1: "BJ#1 BJ#2 3S 3H 3C"}, to_act=0, options={"decks": 2})
    state.apply("SJ SJ")
    assert legal(state) == {"BJ BJ", "3 3 3", "pass"}


def test_min_straight_and_min_pair_run_options() -> None:
    state = table({0: "3S 4S 5S 6H 6D 7H 7D 8S 8H"}, to_act=0, options={"min_straight": 3})
    assert {"3 4 5", "3 4 5 6", "6 7 8"} <= legal(state)
    state = table({0: "6H 6D 7H 7D 8S 8H"}, to_act=0, options={"min_pair_run": 3})
    assert "6 6 7 7" not in legal(state) and "6 6 7 7 8 8" in legal(state)


def test_without_tribute_the_xiayou_leads_hand_two() -> None:
    state = table({1: "3S", 2: "KS QH", 3: "4S", 0: "6S"}, to_act=1, options={"tribute": False})
    for action in ("3", "pass", "4", "6"):
        state.apply(action)
    assert state.hand_no == 2 and state.dealer == 2
    assert state.current_player() == 2 and state.tribute is None
    assert all(not isinstance(a, Return) for a in state.legal_actions())


def test_with_tribute_the_xiayou_gives_its_highest_card() -> None:
    state = table({1: "3S", 2: "KS QH", 3: "4S", 0: "6S"}, to_act=1)
    for action in ("3", "pass", "4", "6"):
        state.apply(action)
    assert state.current_player() == 1  # the previous 上游 returns a card
    given = state.tribute["given"]
    assert given == max(r for r in range(15) if state.hands[2][r] or r == given)


def test_place_points_option() -> None:
    state = table(
        {1: "3S", 2: "KS QH", 3: "4S", 0: "6S"}, to_act=1, options={"place_points": "3,2,1"}
    )
    for action in ("3", "pass", "4", "6"):
        state.apply(action)
    assert state.scores == [1, 3, 0, 2]
    for bad in ("", "0,1", "2,-1", "a,b"):
        with pytest.raises(OptionError, match="place_points"):
            GAME.new_game(4, {"place_points": bad})


@pytest.mark.parametrize("given", [[3, 2, 1], (3, 2, 1), "[3, 2, 1]", "3 2 1", " 3,2,1 "])
def test_place_points_is_a_list_of_ints(given) -> None:
    state = GAME.new_game(4, {"place_points": given})
    assert state.place_points == (3, 2, 1)
    assert state.options.place_points == "3,2,1"  # one written form for equal options
    for bad in ([], [0, 1], [2, "x"], [True]):
        with pytest.raises(OptionError, match="place_points"):
            GAME.new_game(4, {"place_points": bad})


def test_two_players_only_the_shangyou_scores() -> None:
    state = table({0: "5S", 1: "9S 9H"}, to_act=0, players=2)
    state.apply("5")
    assert state.scores == [2, 0]


def test_notation() -> None:
    assert parse_action("7S 7H 7C") == Play((4, 4, 4))
    assert str(parse_action("k q j 10 9")) == "9 10 J Q K"
    assert str(parse_action("bj sj")) == "SJ BJ"
    assert str(parse_action("return 4")) == "return 4"
    assert str(parse_action("不要")) == "pass"
    for bad in ("", "7 X", "return", "return 4 5", "1"):
        with pytest.raises(NotationError):
            parse_action(bad)


def test_illegal_plays_say_why_and_change_nothing() -> None:
    state = table({0: "5S 6S", 1: "7S"}, to_act=0)
    before = state.fingerprint()
    with pytest.raises(IllegalActionError, match="does not hold"):
        state.apply("9")
    with pytest.raises(IllegalActionError, match="no tribute return"):
        state.apply("return 5")
    assert state.fingerprint() == before


def test_observations_show_ranks_of_plays_and_only_the_own_hand() -> None:
    state = GAME.new_game(4, seed=9)
    leader = state.current_player()
    play = state.legal_actions()[0]
    state.apply(play)
    for viewer in range(4):
        obs = state.observation(viewer)
        text = json.dumps(obs)
        hidden = {str(c) for s in range(4) if s != viewer for g in state.hands[s] for c in g}
        assert all(f'"{c}"' not in text for c in hidden)
        assert obs["hand_sizes"] == state.sizes
        assert obs["hand_log"] == [[leader, str(play)]]


def test_random_matches_end_for_every_player_count() -> None:
    for players in range(2, 7):
        state = GAME.new_game(
            players, {"target": 3, "decks": 2 if players > 4 else 1}, seed=players
        )
        random_playout(state, random.Random(players))
        assert state.result()["winner"] == max(range(players), key=lambda s: state.scores[s])
