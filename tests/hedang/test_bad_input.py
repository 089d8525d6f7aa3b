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
