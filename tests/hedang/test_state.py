"""合挡 positions, observations, events and the heuristic agent."""

from __future__ import annotations

import random

import pytest

import paixi
from paixi.core.errors import PositionError
from tests.conformance import canonical
from tests.domino_tricks import (
    check_observation_carries,
    check_positions_round_trip,
    check_refused,
    check_resample_redraws,
    heuristic_mean_return,
)
from tests.hedang.table import fill_hands, position

GAME = paixi.load_game("hedang")


def test_positions_round_trip_at_random_points() -> None:
    check_positions_round_trip(GAME, lambda seed: {"rounds": 1 + seed % 2, "sale_price": 0.5})


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda p: p.replace("hands=6-6,6-6,", "hands=6-6,1-1,"), "appears"),
        (lambda p: p.replace("phase=play", "phase=end"), "phase is end"),
        (lambda p: p.replace("sale=keep", "sale=-"), "sale"),
        (lambda p: p.replace("sale=keep", "sale=sell:pp"), "banker"),
        (lambda p: p.replace("sale=keep", "sale=sell:bp"), "after the buyer"),
        (lambda p: p.replace("gang=-", "gang=2"), "gang"),
        (lambda p: p.replace("trick=0:", "trick=1:"), "first player"),
        (lambda p: p.replace("hedang ", "sanmenlao "), "not a"),
        (lambda p: p.replace("4 - ", "4 exempt_combos=some "), "exempt_combos"),
    ],
)
def test_malformed_positions_are_refused_clearly(change, message) -> None:
    hands, _ = fill_hands({})
    check_refused(GAME, position(hands), change, message)


def test_a_gang_holder_cannot_sit_in_a_position_with_both_tiles() -> None:
    hands, _ = fill_hands({0: ["1-2", "2-4"]})
    with pytest.raises(PositionError, match="杠"):
        GAME.from_position(position(hands))


def test_face_down_plays_stay_hidden() -> None:
    hands, _ = fill_hands({0: ["6-6"], 1: ["4-5", "3-6", "2-6", "3-5", "2-5", "3-4", "1-4", "2-3"]})
    state = GAME.from_position(position(hands))
    state.apply("6-6")
    state.apply("down 2-3")  # seat 1 holds no 长 tile
    for viewer in (None, 0, 2, 3):
        assert state.events_for(viewer)[-1][1:] == ("down", (1, 1))
    assert state.events_for(1)[-1][1:] == ("down_own", (1, "2-3"))
    assert state.observation(0)["trick"]["plays"][1]["tiles"] is None
    assert state.observation(1)["trick"]["plays"][1]["tiles"] == ["2-3"]
    for lang in ("en", "zh"):
        assert "2-3" not in GAME.event_text("down", (1, 1), lang)


def test_observations_differ_only_in_what_a_seat_may_see() -> None:
    hands, _ = fill_hands({})
    a = GAME.from_position(position(hands))
    swapped = [list(h) for h in hands]
    swapped[2][0], swapped[3][0] = hands[3][0], hands[2][0]
    b = GAME.from_position(position(swapped))
    assert canonical(a.observation(0)) == canonical(b.observation(0))
    assert canonical(a.observation(2)) != canonical(b.observation(2))


def test_resample_redraws_hidden_tiles() -> None:
    check_resample_redraws(GAME, moves=10)


def test_observation_carries_the_trick_table() -> None:
    keys = ("trick", "last_trick", "shou", "tricks_won", "banker", "hand_sizes", "scores")
    check_observation_carries(GAME, keys)


def test_rendering_and_notation() -> None:
    hands, _ = fill_hands({0: ["6-6", "1-5", "4-5"]})
    state = GAME.from_position(position(hands))
    zh = GAME.render(state.observation(0), "zh")
    assert "天牌" in zh and "猫儿" in zh and "庄家" in zh
    assert "Heaven" in GAME.render(state.observation(0), "en")
    assert str(GAME.parse_action("KEEP")) == "keep"
    assert str(GAME.parse_action("4-1 3-1")) == "1-3 1-4"
    assert GAME.describe_action(GAME.parse_action("sell"), "zh") == "卖庄"
    for key, args in (("answer", (1, "buy")), ("banker", (2,)), ("void", (0,)), ("gang", (3,))):
        assert GAME.event_text(key, args, "zh") and GAME.event_text(key, args, "en")


def test_heuristic_beats_random() -> None:
    assert heuristic_mean_return(GAME, 80) > 0.5


def test_resample_respects_what_face_down_follows_showed() -> None:
    hands, _ = fill_hands({0: ["6-6"], 1: ["4-5", "3-6", "2-6", "3-5", "2-5", "3-4", "1-4", "2-3"]})
    state = GAME.from_position(position(hands))
    state.apply("6-6")
    state.apply("down 2-3")  # seat 1 has shown it holds no 长 tile
    for k in range(20):
        other = state.resample_hidden(2, random.Random(k))
        hand1 = other.to_position().split(" hands=")[1].split("/")[1]
        assert all(
            key in ("4-5", "3-6", "2-6", "3-5", "2-5", "3-4", "1-4", "2-3", "2-4", "1-2")
            for key in hand1.split(",")
        ), hand1
