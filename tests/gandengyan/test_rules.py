"""干瞪眼 rules and options beyond the worked examples (docs/specs/gandengyan.md §1-§10)."""

from __future__ import annotations

import itertools
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paixi.core.errors import IllegalActionError, NotationError, OptionError
from paixi.games.gandengyan import GAME, JOKER_BOMB, Dealer, PartialPlay, Play
from paixi.games.gandengyan.actions import parse_action
from tests.conformance import random_playout
from tests.gandengyan.table import legal, table
from tests.sweep import examples


@pytest.mark.parametrize(("players", "stock"), [(2, 43), (3, 92), (4, 87), (5, 82), (6, 77)])
def test_deal_six_to_the_dealer_five_to_others(players: int, stock: int) -> None:
    state = GAME.new_game(players, seed=players)
    dealer = state.history[0].move
    assert isinstance(dealer, Dealer) and state.dealer == dealer.seat
    assert len(state.stock) == stock
    assert state.sizes == [6 if s == dealer.seat else 5 for s in range(players)]
    assert state.current_player() == dealer.seat
    assert state.observation(0)["stock"] == stock


def test_explicit_deck_count() -> None:
    assert len(GAME.new_game(4, {"decks": "1"}, seed=1).stock) == 54 - 21
    assert len(GAME.new_game(2, {"decks": "2"}, seed=1).stock) == 108 - 11


def test_following_with_only_jokers_means_pass() -> None:
    state = table({1: "4S 9S", 2: "BJ SJ"}, to_act=1)
    state.apply("4")
    assert state.current_player() == 2 and legal(state) == {"pass"}


def test_a_round_winner_holding_only_jokers_cannot_lead() -> None:
    state = table({0: "4S BJ", 1: "7S 8S"}, to_act=0)
    state.apply("4")
    for _ in range(3):
        state.apply("pass")
    assert state.log[-1] == [0, "cannot_lead"]  # public
    assert state.current_player() == 1 and state.last_play is None


def test_no_seat_can_lead_ends_the_hand_without_a_winner() -> None:
    # three players (two decks): the four jokers are all held
    state = table({0: "4S BJ#1", 1: "BJ#2 SJ#1", 2: "SJ#2"}, to_act=0, players=3)
    state.apply("4")
    for _ in range(2):
        state.apply("pass")
    # seat 0 won the round with its 4 but still holds a joker: nobody can lead
    assert state.is_terminal()
    assert state.returns() == [0.0] * 3
    assert state.result()["hands"][0]["winner"] is None
    assert [e[1] for e in state.log[-3:]] == ["cannot_lead"] * 3


def test_joker_pair_bomb_option() -> None:
    opts = {"joker_pair_bomb": True}
    state = table({0: "2S 2H 2C 2D 9S", 1: "BJ SJ 5S"}, to_act=0, options=opts)
    state.apply("2 2 2 2")
    assert legal(state) == {"* *", "pass"}
    state.apply("* *")
    assert state.bombs == 2 and legal(state) == {"pass"}
    alone = table({0: "BJ SJ"}, to_act=0, options=opts)
    assert legal(alone) == {"* *"}
    assert "* *" not in legal(table({0: "BJ SJ 5S"}, to_act=0))
    assert parse_action("* *") == JOKER_BOMB and parse_action("BJ SJ") == JOKER_BOMB


def test_triple_follow_option() -> None:
    hands = {0: "5S 5H 5C 3C", 1: "6S 6H BJ 9S 9H 9C"}
    plus_one = table(hands, to_act=0)
    plus_one.apply("5 5 5")
    assert legal(plus_one) == {"6 6 *6", "9 9 9 *9", "pass"}
    any_higher = table(hands, to_act=0, options={"triple_follow": "any_higher"})
    any_higher.apply("5 5 5")
    assert legal(any_higher) == {"6 6 *6", "9 9 9", "9 9 *9", "9 9 9 *9", "pass"}


def test_pass_locks_option() -> None:
    hands = {0: "5S 7S KD", 1: "6S 8S KC", 2: "6H 3C", 3: "9S 4S"}
    free = table(hands, to_act=0)
    for action in ("5", "pass", "6"):
        free.apply(action)
    assert free.current_player() == 3
    free.apply("pass")
    assert free.current_player() == 0 and "7" in legal(free)
    free.apply("7")
    assert free.current_player() == 1 and "8" in legal(free)
    locked = table(hands, to_act=0, options={"pass_locks": True})
    for action in ("5", "pass", "6", "pass", "7"):
        locked.apply(action)
    assert locked.current_player() == 2  # seat 1 is locked and skipped
    locked.apply("pass")
    assert locked.current_player() == 0 and locked.last_play is None  # seat 3 skipped too


def test_several_hands_the_winner_deals_next_and_returns_sum_to_zero() -> None:
    state = GAME.new_game(3, {"hands": 3}, seed=4)
    random_playout(state, random.Random(4))
    hands = state.result()["hands"]
    assert len(hands) == 3
    for prev, nxt in itertools.pairwise(hands):
        expected = prev["winner"] if prev["winner"] is not None else prev["dealer"]
        assert nxt["dealer"] == expected
    assert sum(state.returns()) == 0


def test_notation() -> None:
    assert parse_action("4H SJ 6C") == PartialPlay((1, 3), (), 1)
    assert str(parse_action("6 *6 6 6")) == "6 6 6 *6"
    assert parse_action("*4 5 6") == Play((2, 3), (1,))
    for bad in ("", "5 *X", "5 *2x", "11"):
        with pytest.raises(NotationError):
            parse_action(bad)


def test_a_joker_can_never_be_a_2() -> None:
    state = table({0: "2S SJ 9S"}, to_act=0)
    with pytest.raises(IllegalActionError, match="never a 2"):
        state.apply("2 *2")


def test_observations_hide_other_hands_the_stock_and_joker_kinds() -> None:
    state = table({0: "5C BJ 6S", 1: "9S"}, to_act=0, stock="AS KS")
    state.apply("5 *5")
    for viewer in range(4):
        text = json.dumps(state.observation(viewer))
        assert '"AS"' not in text and '"KS"' not in text
        own = set(state.observation(viewer)["my_hand"])
        hidden = {str(c) for s in range(4) if s != viewer for g in state.hands[s] for c in g}
        assert all(f'"{c}"' not in text for c in hidden - own)
        assert '"BJ"' not in text  # the played joker's kind is never shown


@settings(max_examples=examples(15), deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 6))
def test_no_card_is_gained_or_lost(seed: int, players: int) -> None:
    state = GAME.new_game(players, seed=seed)
    total = 54 * state.decks

    def check(s, _action) -> None:
        played = sum(len(e[2].split()) for e in s.log if e[1] == "play")
        assert sum(s.sizes) + len(s.stock) + played == total
        for seat in range(players):
            assert s.sizes[seat] == sum(map(len, s.hands[seat])) + len(s.jokers[seat])

    random_playout(state, random.Random(seed), check)


def test_typed_input_with_bare_jokers_is_resolved_against_the_legal_actions() -> None:
    state = table({0: "5C 6D BJ"}, to_act=0)
    legal_now = state.legal_actions()
    assert str(GAME.resolve_action(parse_action("5 *7 6"), legal_now)) == "5 6 *7"
    with pytest.raises(IllegalActionError, match="ambiguous"):
        GAME.resolve_action(parse_action("5 6 BJ"), legal_now)
    with pytest.raises(IllegalActionError, match="no legal reading"):
        GAME.resolve_action(parse_action("9 *"), legal_now)
    assert GAME.resolve_action(parse_action("5"), legal_now) == Play((2,))


def test_decks_option_accepts_numbers_as_well_as_words() -> None:
    """§10: ``decks`` is ``auto``, 1 or 2 — given as text or as a number (JSON, records)."""
    for value, decks in ((1, 1), (2, 2), ("1", 1), ("2", 2), ("auto", 2)):
        state = GAME.new_game(3, {"decks": value}, seed=1)
        assert state.decks == decks
    for bad in (3, 0, "three", True, 1.5):
        with pytest.raises(OptionError):
            GAME.parse_options({"decks": bad}, 3)
