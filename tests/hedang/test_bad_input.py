"""Bad input to 合挡 (audit): options, positions; one-line errors, no tracebacks."""

from __future__ import annotations

import pytest

import paixi
from paixi.core.errors import OptionError, PositionError
from tests.hedang.table import fill_hands, position

GAME = paixi.load_game("hedang")


@pytest.mark.parametrize("scores", ["inf,-inf,0,0", "nan,0,0,0", "nan,nan,nan,nan"])
def test_scores_must_be_finite(scores: str) -> None:
    hands, _ = fill_hands({})
    good = position(hands)
    GAME.from_position(good)
    with pytest.raises(PositionError, match="scores"):
        GAME.from_position(good.replace("scores=0,0,0,0", f"scores={scores}"))


@pytest.mark.parametrize("name", ["stake", "sale_price"])
def test_stake_and_price_may_not_be_negative(name: str) -> None:
    with pytest.raises(OptionError, match=name):
        GAME.new_game(options={name: -1})


AFTER_GANG = (
    "hedang 4 - round=1/1 roller=0 scores=0,0,0,0 deal=5:3-4 phase=sell "
    "hands=4-4,5-5,5-6,5-6,4-6,2-6/1-3,4-6,3-6,2-5,1-4,2-3/1-3,3-3,3-3,1-6,1-6,3-5/"
    "6-6,6-6,1-1,2-2,1-5,1-5 shou=0,0,2,0 tricks=0,0,1,0 up=2-4,1-2 "
    "down=2-2,4-5/1-1,5-5/-/4-4,3-4 trick=2: last=2:2:2-4+1-2,v4-4+3-4,v2-2+4-5,v1-1+5-5 "
    "gang=2 sale=-"
)
"""Seat 2 played the 杠, seats 3, 0 and 1 added two tiles each; seat 2 (F) keeps or sells."""


def test_only_the_gang_trick_comes_before_the_sale() -> None:
    GAME.from_position(AFTER_GANG)
    with pytest.raises(PositionError, match="杠"):
        GAME.from_position(AFTER_GANG.replace("gang=2", "gang=-"))
    with pytest.raises(PositionError, match="杠"):  # the 杠 trick was no 杠
        GAME.from_position(AFTER_GANG.replace("last=2:2:2-4+1-2,", "last=2:2:v2-4+1-2,"))
