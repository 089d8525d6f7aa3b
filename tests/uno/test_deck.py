"""The 108-card UNO deck (docs/specs/uno-deck.md)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from paixi.core.errors import NotationError
from paixi.equipment.uno import (
    CODES,
    DECK,
    POINTS,
    WILD,
    WILD_DRAW_FOUR,
    card_code,
    card_name,
    cards_text,
    hand_points,
    parse_card,
    played_code,
    tagged_codes,
)


def test_composition() -> None:
    assert len(DECK) == 108
    counts = Counter(CODES[k] for k in DECK)
    assert counts["R0"] == 1 and counts["R7"] == 2 and counts["GS"] == 2 and counts["Y+2"] == 2
    assert counts["W"] == 4 and counts["W+4"] == 4
    assert sum(1 for k in DECK if k < 52) == 100


def test_point_values() -> None:
    assert hand_points(DECK) == 1240
    assert [POINTS[parse_card(c)] for c in ("B7", "YS", "RR", "G+2", "W", "W+4")] == [
        7,
        20,
        20,
        20,
        50,
        50,
    ]


@given(st.sampled_from(range(54)))
def test_codes_round_trip_case_insensitively(kind: int) -> None:
    code = card_code(kind)
    assert parse_card(code) == kind
    assert parse_card(code.lower()) == kind


def test_notation_details() -> None:
    assert parse_card("r7") == parse_card("R7")
    assert parse_card("g+2") == parse_card("G+2")
    assert parse_card("w+4") == WILD_DRAW_FOUR
    assert parse_card("R7#2") == parse_card("R7")
    assert played_code(WILD, 3) == "W(B)" and played_code(WILD_DRAW_FOUR, 0) == "W+4(R)"
    assert cards_text([parse_card(c) for c in ("W", "B2", "R9", "Y+2", "RS")]) == "R9 RS Y+2 B2 W"
    for bad in ("X7", "R10", "", "W+2", "R+4"):
        with pytest.raises(NotationError):
            parse_card(bad)


def test_names_and_tags() -> None:
    assert card_name(parse_card("R7")) == "red 7" and card_name(parse_card("R7"), "zh") == "红7"
    assert card_name(WILD_DRAW_FOUR, "zh") == "转色罚四张"
    tags = tagged_codes()
    assert len(tags) == 108 and len(set(tags)) == 108 and "R7#2" in tags and "R0" in tags
