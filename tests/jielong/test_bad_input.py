"""Bad input to 接龙 (audit): each a one-line PaixiError, the state unchanged."""

from __future__ import annotations

import pytest

from paixi.core.errors import NotationError, PositionError
from paixi.games.jielong import GAME
from tests.jielong.helpers import position_text


@pytest.mark.parametrize("text", ["3-6 ²", "3-6 ٣", "6-6 ⁶"])
def test_an_open_half_must_be_an_ascii_digit(text: str) -> None:
    with pytest.raises(NotationError, match=r"after [36]-6"):
        GAME.parse_action(text)


BASE = position_text(
    3,
    "hand_size=3;first_player=0",
    "0",
    ["0:1-1", "1:1-5L"],
    [["5-6", "1-6"], ["3-5", "2-2"], ["2-4", "3-3", "4-4"]],
    "2",
)


@pytest.mark.parametrize(
    ("old", "new"),
    [(" 0:1-1,", " ²:1-1,"), (" 0 0:1-1", " ² 0:1-1"), ("1:1-5L", "1:1-5/²")],
)
def test_position_digits_must_be_ascii(old: str, new: str) -> None:
    GAME.from_position(BASE)
    assert old in BASE
    with pytest.raises(PositionError):
        GAME.from_position(BASE.replace(old, new, 1))


DICE_BASE = position_text(
    4,
    "",
    "2:3+4",
    ["2:6-6"],
    [
        ["1-1", "2-2", "3-3", "4-4", "5-5", "1-3", "1-3", "4-4"],
        ["6-6", "1-1", "2-2", "3-3", "5-5", "5-6", "5-6", "4-6"],
        ["4-6", "1-6", "1-6", "1-5", "1-5", "3-6", "4-5"],
        ["2-6", "3-5", "2-5", "3-4", "1-4", "2-3", "2-4", "1-2"],
    ],
    "3",
)


@pytest.mark.parametrize("start", ["2:12+3", "2:3+12", "2:34+1", "2:0+3", "2:7+0", "2:²+5"])
def test_position_dice_are_two_faces_1_to_6(start: str) -> None:
    assert GAME.from_position(DICE_BASE).observation(0)["dice"] == [3, 4]
    with pytest.raises(PositionError, match="start"):
        GAME.from_position(DICE_BASE.replace("2:3+4", start))
