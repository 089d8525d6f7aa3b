"""Tiles, notation and melds (paixi.equipment.mahjong; docs/specs/mcr.md §2)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from paixi.core.errors import NotationError
from paixi.equipment.mahjong import (
    EAST,
    FLOWERS,
    NORTH,
    RED,
    WHITE,
    Meld,
    check_counts,
    format_tiles,
    full_set,
    parse_meld_text,
    parse_tile,
    parse_tiles,
    parse_wind,
    tile_code,
    tile_counts,
    wind_letter,
)


def test_the_144_tiles() -> None:
    tiles = full_set()
    assert len(tiles) == 144
    counts = Counter(tiles)
    assert all(counts[t] == 4 for t in range(34))
    assert all(counts[f] == 1 for f in FLOWERS)
    assert len(counts) == 42


def test_tile_codes_follow_the_spec_order() -> None:
    assert [tile_code(t) for t in (0, 8, 9, 17, 18, 26)] == ["1m", "9m", "1p", "9p", "1s", "9s"]
    assert parse_tile("1z") == EAST
    assert parse_tile("4z") == NORTH
    assert parse_tile("5z") == WHITE  # 5z is White, not Red (§2.2 warning)
    assert parse_tile("7z") == RED
    assert parse_tile("1f") == 34 and parse_tile("8f") == 41


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("123m 456p 789s 11z", "123m 456p 789s 11z"),
        ("11z123m", "123m 11z"),
        ("12m3m", "123m"),
        ("9s 1m 5p 1s", "1m 5p 19s"),
        ("  321m  ", "123m"),
        ("", ""),
        ("2f1f", "12f"),
    ],
)
def test_parse_accepts_any_order_and_formats_canonically(text: str, canonical: str) -> None:
    assert format_tiles(parse_tiles(text)) == canonical


@given(st.lists(st.integers(0, 41), max_size=20))
def test_format_parse_round_trip(tiles: list[int]) -> None:
    text = format_tiles(tiles)
    assert sorted(parse_tiles(text)) == sorted(tiles)
    assert format_tiles(parse_tiles(text)) == text


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("0m", "unknown tile 0m"),
        ("8z", "unknown tile 8z"),
        ("9f", "unknown tile 9f"),
        ("123", "no suit letter"),
        ("12 3m", "no suit letter"),
        ("m", "without digits"),
        ("12x", "unexpected character 'x'"),
    ],
)
def test_malformed_tile_strings_name_the_problem(text: str, fragment: str) -> None:
    with pytest.raises(NotationError, match=fragment):
        parse_tiles(text)


def test_parse_tile_wants_exactly_one() -> None:
    with pytest.raises(NotationError, match="exactly one tile"):
        parse_tile("12m")


def test_fifth_copy_is_named() -> None:
    check_counts(parse_tiles("1111m 1f"))
    with pytest.raises(NotationError, match="too many copies of 1m"):
        check_counts(parse_tiles("11111m"))
    with pytest.raises(NotationError, match="too many copies of 3f"):
        check_counts(parse_tiles("33f"))


def test_tile_counts_ignores_flowers() -> None:
    counts = tile_counts(parse_tiles("112m 7z 1f"))
    assert len(counts) == 34
    assert counts[0] == 2 and counts[1] == 1 and counts[RED] == 1 and sum(counts) == 4


def test_winds() -> None:
    assert [parse_wind(w) for w in "ESWN"] == list(range(27, 31))
    assert wind_letter(parse_wind("w")) == "W"
    with pytest.raises(NotationError, match="unknown wind"):
        parse_wind("X")
    with pytest.raises(NotationError, match="not a wind"):
        wind_letter(RED)


def test_melds_are_values() -> None:
    chow = Meld.chow(parse_tile("2m"))
    assert chow == Meld("chow", tuple(parse_tiles("432m")))
    assert chow.tiles == tuple(parse_tiles("234m"))
    assert hash(chow) == hash(Meld("chow", tuple(parse_tiles("234m"))))
    kong = Meld.kong(parse_tile("5p"), concealed=True)
    assert kong.to_json() == {"type": "kong", "tiles": "5555p", "concealed": True}
    assert Meld.from_json(kong.to_json()) == kong
    assert parse_meld_text("!5555p") == kong
    assert parse_meld_text("555z") == Meld.pung(WHITE)
    assert parse_meld_text("789s").kind == "chow"


@pytest.mark.parametrize("text", ["55z", "1234m", "124m", "!55z"])
def test_a_written_meld_of_no_shape_names_every_set(text: str) -> None:
    """``--melds 55z`` is no chow, pung or kong: the message names all three."""
    with pytest.raises(NotationError, match=r"is not a chow, pung or kong"):
        parse_meld_text(text)


@pytest.mark.parametrize(
    ("kind", "text", "concealed", "fragment"),
    [
        ("chow", "124m", False, "not a chow"),
        ("chow", "89m1p", False, "not a chow"),
        ("chow", "123z", False, "not a chow"),
        ("pung", "112m", False, "not a pung"),
        ("kong", "111m", False, "not a kong"),
        ("pung", "111m", True, "only a kong may be concealed"),
        ("pair", "11m", False, "unknown set type"),
        ("pung", "111f", False, "playing tiles only"),
    ],
)
def test_bad_melds_are_rejected(kind: str, text: str, concealed: bool, fragment: str) -> None:
    with pytest.raises(NotationError, match=fragment):
        Meld(kind, tuple(parse_tiles(text)), concealed)  # type: ignore[arg-type]


def test_bad_meld_json() -> None:
    with pytest.raises(NotationError, match="'type' and a 'tiles'"):
        Meld.from_json({"type": "pung"})
    with pytest.raises(NotationError, match="'concealed' must be true or false"):
        Meld.from_json({"type": "kong", "tiles": "1111m", "concealed": "yes"})


def test_position_in_a_robbing_window_keeps_the_drawn_tile() -> None:
    """An added kong's robbing window keeps the tile drawn before it: its
    position round-trips (found by the conformance suite, seed 794)."""
    import random

    import paixi
    from paixi.games.mcr.phases import Phase

    game = paixi.load_game("mcr")
    for seed in range(400):
        rng = random.Random(seed)
        state = game.new_game(options={"single_hand": True}, seed=seed)
        while not state.is_terminal():
            if state._phase == Phase.ROB and state.drawn >= 0:
                text = state.to_position()
                again = game.from_position(text)
                assert again.to_position() == text
                assert again.legal_actions() == state.legal_actions()
                return
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    raise AssertionError("no robbing window with a drawn tile in 400 games")
