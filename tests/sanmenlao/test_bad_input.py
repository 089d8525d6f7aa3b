"""Bad input to 三门老 (audit): options, positions; one-line errors, no tracebacks."""

from __future__ import annotations

import pytest

import paixi
from paixi.core.errors import OptionError, PositionError
from tests.sanmenlao.table import fill_hands, position

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
