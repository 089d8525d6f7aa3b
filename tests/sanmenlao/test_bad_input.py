"""Bad input to 三门老 (audit): options, positions; one-line errors, no tracebacks."""

from __future__ import annotations

import pytest

import paixi
from paixi.core.errors import OptionError, PositionError
from tests.sanmenlao.table import fill_hands, last_trick_position, position, rest_of_set

GAME = paixi.load_game("sanmenlao")


@pytest.mark.parametrize("scores", ["inf,-inf,0,0", "nan,0,0,0", "1e308,1e308,-1e308,-1e308"])
def test_scores_must_be_finite(scores: str) -> None:
    hands, _ = fill_hands({0: ["6-6"]})
    with pytest.raises(PositionError, match="scores"):
        GAME.from_position(position(hands, scores=scores))


def test_stake_may_not_be_negative() -> None:
    with pytest.raises(OptionError, match="stake"):
        GAME.new_game(options={"stake": -1})
    GAME.new_game(options={"stake": 0.5})


@pytest.mark.parametrize(
    ("rule1", "message"),
    [
        ("0:1-1", "top tile"),  # 地牌 is no top tile
        ("2:6-6", "first leader"),  # the first player was seat 0
        ("0:x", "rule1"),
    ],
)
def test_rule1_names_the_first_leader_and_a_top_tile(rule1: str, message: str) -> None:
    GAME.from_position(last_trick_position(rule1="0:6-6"))
    with pytest.raises(PositionError, match=message):
        GAME.from_position(last_trick_position(rule1=rule1))


def test_a_sold_zhizun_was_played_face_up_by_a_trick_winner() -> None:
    GAME.from_position(last_trick_position(zhizun="sold:0"))
    with pytest.raises(PositionError, match="幺二四"):
        GAME.from_position(last_trick_position(zhizun="sold:3", shou="2,2,3,0", tricks="1,1,2,0"))
    hands = [["2-2"], ["6-6"], ["1-2"], ["2-4"]]  # 幺二四 still in hand
    with pytest.raises(PositionError, match="幺二四"):
        GAME.from_position(
            position(
                hands,
                shou="2,2,2,1",
                tricks="1,1,1,1",
                up=rest_of_set(hands),
                trick="1:",
                last="0:1:6-6,v5-5,v5-5,v3-3",
                zhizun="sold:0",
            )
        )


def test_zhizun_last_only_when_it_won_the_last_trick() -> None:
    with pytest.raises(PositionError, match="last"):
        GAME.from_position(last_trick_position(zhizun="last"))
