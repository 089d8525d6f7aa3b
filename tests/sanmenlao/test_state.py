"""三门老 deal, positions, observations and the heuristic agent."""

from __future__ import annotations

import random

import pytest

import paixi
from paixi.core.errors import PositionError
from paixi.equipment.dominoes import SET_ORDER
from tests.conformance import canonical, random_playout
from tests.domino_tricks import (
    check_observation_carries,
    check_positions_round_trip,
    check_refused,
    check_resample_redraws,
    heuristic_mean_return,
)
from tests.sanmenlao.table import fill_hands, position

GAME = paixi.load_game("sanmenlao")


def test_the_deal_follows_stacks_and_dice() -> None:
    shuffle = " ".join(SET_ORDER)
    state = GAME.new_game(seed=1, chance="manual")
    state.apply_chance(f"{shuffle} / 6 / 1-2")  # roller 0, total 3: 三对 → seat 2
    obs = state.observation(2)
    assert obs["first_player"] == 2 and state.current_player() == 2
    # seat 2 takes stacks 6 and 2 (shuffle[24:28] and shuffle[8:12])
    assert sorted(obs["my_hand"]) == sorted(SET_ORDER[24:28] + SET_ORDER[8:12])
    assert obs["stack_owners"] == [0, 1, 2, 3, 0, 1, 2, 3]
    event = state.events_for(None)[0]
    assert event[1] == "deal" and len(event[2]) == 7  # no tiles for a spectator
    own = state.events_for(2)[0]
    assert own[1] == "deal_own" and own[2][-1] == " ".join(obs["my_hand"])


def test_the_next_round_is_rolled_by_the_jiepai_player() -> None:
    state = GAME.new_game(options={"rounds": 2}, seed=4)
    rng = random.Random(4)
    while state.observation(0)["round"] == 1:
        state.apply(rng.choice(state.legal_actions()))
    first = state.result()["rounds"][0]
    assert state.observation(0)["roller"] == first["jiepai"]
    random_playout(state, rng)
    rounds = state.result()["rounds"]
    assert len(rounds) == 2
    assert state.returns() == [sum(r["amounts"][s] for r in rounds) for s in range(4)]


def test_positions_round_trip_at_random_points() -> None:
    check_positions_round_trip(GAME, lambda seed: {"rounds": 1 + seed % 2})


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda p: p.replace("hands=6-6,6-6,", "hands=6-6,1-1,"), "appears"),
        (lambda p: p.replace("phase=play", "phase=end"), "phase is end"),
        (lambda p: p.replace("round=1/1", "round=2/1"), "round"),
        (lambda p: p.replace("sanmenlao ", "tongwuguan "), "not a"),
        (lambda p: p.replace(" lead=-", ""), "fields"),
        (lambda p: p.replace("trick=0:", "trick=1:"), "first player"),
        (lambda p: p.replace("scores=0,0,0,0", "scores=1,0,0,0"), "sum"),
        (lambda p: p.replace("rule1=pending", "rule1=-"), "pending"),
        (lambda p: p.replace("4 - ", "4 stake=x "), "stake"),
    ],
)
def test_malformed_positions_are_refused_clearly(change, message) -> None:
    hands, _ = fill_hands({0: ["6-6"]})
    check_refused(GAME, position(hands), change, message)


def test_position_checks_hand_sizes_and_trick() -> None:
    hands, _ = fill_hands({0: ["6-6", "2-2"], 1: ["3-3"]})
    hands[0].remove("2-2")
    hands[1].append("2-2")
    with pytest.raises(PositionError, match="seat 0 holds 7 tiles; it should hold 8"):
        GAME.from_position(position(hands))
    hands, _ = fill_hands({0: ["6-6"], 1: ["1-1", "5-5"]}, size=8)
    hands[0].remove("6-6")
    hands[1].remove("1-1")
    bad = position(hands, trick="0:6-6,1-1", rule1="-")
    with pytest.raises(PositionError, match="does not beat"):
        GAME.from_position(bad)


def test_observations_differ_only_in_what_a_seat_may_see() -> None:
    """Swap two hidden tiles between other seats' hands: seat 0 sees no change."""
    hands, _ = fill_hands({})
    base = GAME.from_position(position(hands, first=1))
    base.apply(base.legal_actions()[0])
    a, b = hands[2][0], hands[3][0]
    hands2 = [list(h) for h in hands]
    hands2[2][0], hands2[3][0] = b, a
    other = GAME.from_position(position(hands2, first=1))
    other.apply(base.history[-1].move)
    assert canonical(base.observation(0)) == canonical(other.observation(0))
    assert canonical(base.observation(2)) != canonical(other.observation(2))


def test_resample_redraws_hidden_tiles_keeping_sizes() -> None:
    check_resample_redraws(GAME, moves=9, reread=True)  # still a consistent position


def test_observation_carries_the_trick_table() -> None:
    keys = ("trick", "last_trick", "shou", "tricks_won", "tiles_won", "hand_sizes", "scores")
    check_observation_carries(GAME, keys)


def test_rendering_in_both_languages_names_tiles_traditionally() -> None:
    hands, _ = fill_hands({0: ["6-6", "1-5", "4-5"]})
    state = GAME.from_position(position(hands))
    zh = GAME.render(state.observation(0), "zh")
    en = GAME.render(state.observation(0), "en")
    assert "天牌" in zh and "猫儿" in zh and "红九" in zh
    assert "Heaven" in en and "Kitten" in en
    assert "天九" in GAME.describe_action(GAME.parse_action("6-6 4-5"), "zh")
    assert "扣下" in GAME.describe_action(GAME.parse_action("down 6-6"), "zh")


def test_notation_accepts_any_order_and_reversed_keys() -> None:
    assert str(GAME.parse_action("4-2 2-1")) == "2-4 1-2"
    assert str(GAME.parse_action("DOWN 6-6 6-6")) == "down 6-6 6-6"
    assert str(GAME.parse_action("3-4 4-4")) == "4-4 3-4"


def test_heuristic_beats_random() -> None:
    assert heuristic_mean_return(GAME, 60) > 1.0


def test_a_position_before_the_deal_deals_from_the_seed() -> None:
    text = GAME.new_game(seed=1, chance="manual").to_position()
    assert text.startswith("sanmenlao 4 - ") and "phase=deal" in text
    a, b = GAME.from_position(text, seed=7), GAME.from_position(text, seed=7)
    assert a.to_position() == b.to_position() and not a.is_chance_node()
    assert a.start_position == text and a.history[0].seat < 0
    assert GAME.from_position(text, chance="manual").is_chance_node()
