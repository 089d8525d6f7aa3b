"""The 54-card poker deck: cards, notation, names, rank orders (docs/specs/poker-deck.md)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from paixi.core.errors import NotationError
from paixi.equipment.poker import (
    GANDENGYAN_ORDER,
    ZHENGSHANGYOU_ORDER,
    Card,
    Shuffle,
    check_deal,
    deck,
    parse_card,
    parse_cards,
    parse_rank,
    removal_key,
)


def test_deck_sizes_and_identities() -> None:
    one, two = deck(1), deck(2)
    assert len(one) == 54 and len(set(one)) == 54
    assert len(two) == 108 and len(set(two)) == 108
    assert sum(c.is_joker for c in two) == 4
    assert {str(c) for c in one} >= {"AS", "10H", "7C", "KD", "BJ", "SJ"}
    assert "7C#2" in {str(c) for c in two} and "BJ#1" in {str(c) for c in two}
    with pytest.raises(ValueError):
        deck(3)


@pytest.mark.parametrize("decks", [1, 2])
def test_every_card_round_trips(decks: int) -> None:
    for card in deck(decks):
        assert parse_card(str(card)) == card


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("10h", "10H"),
        ("10♥", "10H"),
        ("H10", "10H"),
        ("♥10", "10H"),
        ("bj", "BJ"),
        ("RJ", "BJ"),
        ("sj", "SJ"),
        ("JS", "JS"),
        ("♠J", "JS"),
        ("7c#2", "7C#2"),
        ("as", "AS"),
    ],
)
def test_lenient_input(text: str, canonical: str) -> None:
    assert str(parse_card(text)) == canonical


def test_sj_is_always_the_small_joker() -> None:
    assert parse_card("SJ").is_joker and parse_card("SJ").rank == "SJ"
    assert parse_card("JS") == Card("J", "S")


@pytest.mark.parametrize("bad", ["", "1H", "11S", "XJ", "10X", "7C#3", "H", "♥"])
def test_bad_cards_are_notation_errors(bad: str) -> None:
    with pytest.raises(NotationError):
        parse_card(bad)


def test_ranks_and_orders() -> None:
    assert parse_rank("10") == "10" and parse_rank("rj") == "BJ"
    with pytest.raises(NotationError):
        parse_rank("1")
    assert ZHENGSHANGYOU_ORDER.tokens[0] == "3" and ZHENGSHANGYOU_ORDER.tokens[-3:] == (
        "2",
        "SJ",
        "BJ",
    )
    assert GANDENGYAN_ORDER.index("A") + 1 == GANDENGYAN_ORDER.index("2")
    assert "SJ" not in GANDENGYAN_ORDER


def test_removal_order_is_suits_then_copies_and_jokers_big_first() -> None:
    cards = parse_cards("7D#1 7S#2 7H#1 7S#1 SJ#1 BJ#2 SJ#2 BJ#1")
    naturals = sorted([c for c in cards if not c.is_joker], key=removal_key)
    assert [str(c) for c in naturals] == ["7S#1", "7S#2", "7H#1", "7D#1"]
    jokers = sorted([c for c in cards if c.is_joker], key=removal_key)
    assert [str(c) for c in jokers] == ["BJ#1", "BJ#2", "SJ#1", "SJ#2"]


def test_names() -> None:
    assert parse_card("10H").name("zh") == "红桃10"
    assert parse_card("AS").name("en") == "ace of spades"
    assert parse_card("BJ").name("zh") == "大王" and parse_card("SJ").name("en") == "small joker"
    assert parse_card("10H").symbol() == "♥10"


@given(seed=st.integers(0, 2**32 - 1), decks=st.sampled_from([1, 2]))
def test_shuffle_round_trips_and_is_the_deck(seed: int, decks: int) -> None:
    shuffle = Shuffle.random(random.Random(seed), decks)
    assert check_deal(shuffle.cards, decks) is None
    assert Shuffle.parse(str(shuffle)) == shuffle


def test_check_deal_finds_missing_or_repeated_cards() -> None:
    cards = list(deck(1))
    assert check_deal(cards[:-1], 1) is not None
    cards[0] = cards[1]
    assert "missing or repeated" in (check_deal(cards, 1) or "")
