"""The 80-card 大贰 deck (docs/specs/daer-deck.md)."""

from __future__ import annotations

import pytest

from paixi.core.errors import NotationError
from paixi.equipment.daer import (
    CODES,
    DECK,
    HANZI,
    RED,
    card_name,
    draw_cards,
    format_cards,
    parse_card,
    parse_cards,
)


def test_composition() -> None:
    assert len(DECK) == 80 and all(DECK.count(k) == 4 for k in range(20))
    assert sum(1 for k in DECK if RED[k]) == 24
    assert [CODES[k] for k in range(20) if RED[k]] == ["s2", "s7", "s10", "b2", "b7", "b10"]
    assert HANZI[0] + HANZI[19] == "一拾"


def test_notation_round_trip_and_hanzi() -> None:
    for k in range(20):
        assert parse_card(CODES[k]) == k == parse_card(HANZI[k]) == parse_card(CODES[k].upper())
    assert parse_cards("s1s10 b7#2, 贰") == [0, 9, 16, 11]
    assert format_cards([0, 19]) == "s1 b10"
    assert card_name(16) == "big seven" and card_name(16, "zh") == "柒"
    for bad in ("s0", "s11", "x1", "", "s1 s2"):
        with pytest.raises(NotationError):
            parse_card(bad)


def test_terminal_drawing() -> None:
    art = draw_cards([0, 16])
    assert art.splitlines()[1] == "│一│ │柒│" and "b7" in art
    assert "\x1b[31m柒" in draw_cards([16], color=True)
    assert draw_cards([]) == ""
