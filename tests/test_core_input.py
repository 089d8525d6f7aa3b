"""Core guards found by the domino audit: non-ASCII digits and non-finite
numbers in positions and options are clear errors, never tracebacks."""

from __future__ import annotations

import pytest

import paixi
from paixi.core.errors import OptionError, PositionError


@pytest.mark.parametrize("players", ["²", "٣", "-²"])
def test_position_player_counts_must_be_ascii_digits(players: str) -> None:
    game = paixi.load_game("jielong")
    with pytest.raises(PositionError, match="players must be an integer"):
        game.from_position(f"jielong {players} - - - - - deal")


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "NaN", "1e400"])
@pytest.mark.parametrize(("game_id", "name"), [("sanmenlao", "stake"), ("hedang", "sale_price")])
def test_number_options_must_be_finite(game_id: str, name: str, value: str) -> None:
    with pytest.raises(OptionError, match=f"option '{name}' must be a finite number"):
        paixi.load_game(game_id).new_game(options={name: value})
    with pytest.raises(OptionError, match="finite"):
        paixi.load_game(game_id).new_game(options={name: float(value)})
