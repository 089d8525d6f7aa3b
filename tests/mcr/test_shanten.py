"""Waits (听牌) and shanten numbers (向听数), docs/specs/mcr.md §11 and §19 ``waits``."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paixi.equipment.mahjong import Meld, format_tiles, parse_meld_text, parse_tiles, tile_counts
from paixi.games.mcr.shanten import (
    completes,
    honours_and_knitted_shanten,
    is_complete,
    knitted_straight_shanten,
    seven_pairs_shanten,
    shanten,
    shanten_by_shape,
    shanten_of_counts,
    standard_shanten,
    thirteen_orphans_shanten,
    waits,
    waits_of_counts,
)
from tests.mcr.test_vectors import VECTOR_FILE
from tests.sweep import examples


def _vectors() -> list[dict]:
    with VECTOR_FILE.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def _w(hand: str, melds: str = "") -> str:
    packs = [parse_meld_text(m) for m in melds.split()] if melds else []
    return format_tiles(waits(parse_tiles(hand), packs))


def _sh(hand: str, melds: str = "") -> int:
    packs = [parse_meld_text(m) for m in melds.split()] if melds else []
    return shanten(parse_tiles(hand), packs)


# --- the vectors -------------------------------------------------------------------


def test_waits_and_shape_agree_with_every_vector() -> None:
    """§19: ``waits`` of all 2,200 vectors, and ``is_win`` of their 14 tiles."""
    vectors = _vectors()
    assert len(vectors) == 2200
    for v in vectors:
        hand = parse_tiles(v["hand"])
        packs = [Meld.from_json(p) for p in v["packs"]]
        got = [format_tiles([t]) for t in waits(hand, packs)]
        assert got == v["waits"], v["id"]
        win = parse_tiles(v["win_tile"])[0]
        counts = tile_counts([*hand, win])
        assert is_complete(counts, len(packs)) == v["is_win"], v["id"]
        assert (shanten([*hand, win], packs) == -1) == v["is_win"], v["id"]


# --- hand-made waits -------------------------------------------------------------------


def test_nine_gates_waits_on_all_nine() -> None:
    assert _w("1112345678999m") == "123456789m"


def test_standard_waits() -> None:
    assert _w("123m 456p 789s 13z 55s") == ""  # not ready
    assert _w("123m 456p 789s 111z 5s") == "5s"  # single wait
    assert _w("123m 456p 789s 11z 46s") == "5s"  # closed wait
    assert _w("123m 456p 789s 11z 12s") == "3s"  # edge wait
    assert _w("123m 456p 789s 11z 34s") == "25s"  # open wait
    assert _w("123m 456p 789s 11z 55s") == "5s 1z"  # two pairs: either becomes a pung


def test_waits_with_melds() -> None:
    assert _w("5s", "123m 456p 789s 111z") == "5s"
    assert _w("3455s", "123m 456p !7777z") == "25s"


def test_seven_pairs_waits() -> None:
    assert _w("1199m 5566p 33s 22z 7z") == "7z"
    # four alike count as two pairs (2006 practice), so 2222m + 4 pairs + single waits
    assert _w("2222m 5566p 33s 22z 7z") == "7z"
    # both readings of 112233m 556677p: seven pairs and four chows
    assert _w("112233m 556677p 9s") == "9s"


def test_thirteen_orphans_waits() -> None:
    assert _w("19m 19p 19s 1234567z") == "19m 19p 19s 1234567z"
    assert _w("19m 19p 19s 123456z 1z") == "7z"
    assert _w("19m 19p 19s 12345z 11z") == ""


def test_knitted_waits() -> None:
    # honours and knitted: 13 distinct tiles, waiting on any of the missing three
    assert _w("147m 258p 36s 12345z") == "9s 67z"
    # knitted straight: 147m 258p 369s + a set + a pair, missing one knitted tile
    assert _w("147m 258p 36s 234s 55z") == "9s"


def test_exhausted_face_is_not_listed() -> None:
    """§19: a face whose four copies are already in the hand is not shown."""
    assert _w("111m 23m 11z", "123m 456p") == "4m 1z"  # 1m: the fourth copy is in 123m
    assert _w("1m", "111m 234p 567p 789p") == ""


def test_waits_rejects_a_wrong_tile_count() -> None:
    with pytest.raises(ValueError, match="concealed"):
        waits(parse_tiles("123m"), [])


# --- shanten -------------------------------------------------------------------------------


def test_shanten_of_complete_and_ready_hands() -> None:
    assert _sh("123m 456p 789s 111z 55s") == -1
    assert _sh("123m 456p 789s 111z 5s") == 0
    assert _sh("1199m 5566p 33s 22z 77z") == -1
    assert _sh("19m 19p 19s 1234567z 1m") == -1
    assert _sh("147m 258p 369s 12345z") == -1  # 14 tiles: greater/lesser honours and knitted
    assert _sh("147m 258p 369s 234s 55z") == -1


def test_shanten_by_shape() -> None:
    got = shanten_by_shape(parse_tiles("1199m 5566p 33s 22z 7z"))
    assert got["seven_pairs"] == 0
    assert got["standard"] > 0
    got = shanten_by_shape(parse_tiles("19m 19p 19s 123456z 5m"))
    assert got["thirteen_orphans"] == 1
    assert "seven_pairs" not in shanten_by_shape(parse_tiles("5s"), [Meld.pung(0)] * 4)


def test_shanten_per_shape_functions() -> None:
    c = tile_counts(parse_tiles("1199m 5566p 33s 2z 45z"))
    assert seven_pairs_shanten(c) == 1
    c = tile_counts(parse_tiles("19m 19p 19s 123456z 58m"))
    assert thirteen_orphans_shanten(c) == 1
    c = tile_counts(parse_tiles("147m 258p 36s 1234z 5m"))
    assert honours_and_knitted_shanten(c) == 1
    c = tile_counts(parse_tiles("147m 258p 3s 234s 55z 99m"))
    assert knitted_straight_shanten(c) == 1
    c = tile_counts(parse_tiles("123m 456p 789s 13z 55s"))
    assert standard_shanten(c) == 1


def test_shanten_far_hand() -> None:
    # a scattered hand: many exchanges away, but never above the seven-pairs bound
    assert 2 <= _sh("159m 159p 159s 1357z") <= 6


# --- properties ----------------------------------------------------------------------------


def _hands(size: int) -> st.SearchStrategy[list[int]]:
    faces = st.sampled_from([*range(0, 9), *range(9, 14), 27, 28, 31])  # few faces: near-ready
    return st.lists(faces, min_size=size, max_size=size).filter(lambda h: max(tile_counts(h)) <= 4)


@settings(max_examples=examples(300), deadline=None)
@given(hand=_hands(13))
def test_fast_waits_equal_brute_force(hand: list[int]) -> None:
    counts = tile_counts(hand)
    work = list(counts)
    brute = [t for t in range(34) if completes(work, 0, t)]
    assert waits_of_counts(counts, 0) == brute
    assert (shanten_of_counts(counts) == 0) == bool(brute)


@settings(max_examples=examples(200), deadline=None)
@given(hand=_hands(14))
def test_shanten_minus_one_iff_complete(hand: list[int]) -> None:
    counts = tile_counts(hand)
    assert (shanten_of_counts(counts) == -1) == is_complete(counts, 0)
    # discarding one tile changes the shanten by at most one
    best = min(shanten_of_counts([c - (i == t) for i, c in enumerate(counts)]) for t in set(hand))
    assert shanten_of_counts(counts) <= best <= shanten_of_counts(counts) + 1
