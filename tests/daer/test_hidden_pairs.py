"""Pairs of 大贰 positions that differ only in what one seat cannot see — a
card of another active seat's concealed hand swapped with an unknown stock
card (docs/specs/daer.md §13) — give that seat equal observations and equal legal
actions. Built through positions only; independent of ``resample_hidden``."""

from __future__ import annotations

import json
import random
import re

import paixi
from paixi.core.errors import PositionError

GAME = paixi.load_game("daer")
CARD = re.compile(r"[sb]\d+")


def _swapped(text: str, seat: int, rng: random.Random) -> str | None:
    """``text`` with one concealed card of ``seat`` swapped for an unknown stock card."""
    head, *seats = text.split(" | ")
    stock_field = re.search(r"stock=(\S+)", head).group(1)
    known = int(re.search(r"known=(\d+)", head).group(1))
    stock = CARD.findall(stock_field) if stock_field != "-" else []
    fields = seats[seat].split("/")
    hand = CARD.findall(fields[0]) if fields[0] != "-" else []
    if not hand or len(stock) <= known:
        return None
    a, b = rng.randrange(len(hand)), rng.randrange(known, len(stock))
    if hand[a] == stock[b]:
        return None
    hand[a], stock[b] = stock[b], hand[a]
    fields[0] = "".join(sorted(hand, key=lambda c: (c[0] == "b", int(c[1:]))))
    seats[seat] = "/".join(fields)
    head = head.replace(f"stock={stock_field}", "stock=" + "".join(stock))
    return " | ".join([head, *seats])


def test_a_seat_sees_nothing_of_other_hands_or_the_stock() -> None:
    checked = 0
    for seed in range(4):
        state = GAME.new_game(seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            text = state.to_position()
            for viewer in state.active:
                for other in state.active:
                    if other == viewer:
                        continue
                    swapped = _swapped(text, other, rng)
                    if swapped is None:
                        continue
                    try:
                        twin = GAME.from_position(swapped)
                    except PositionError:  # e.g. an answer no longer legal for ``other``
                        continue
                    checked += 1
                    assert json.dumps(twin.observation(viewer), sort_keys=True) == json.dumps(
                        state.observation(viewer), sort_keys=True
                    )
                    if state.current_player() == viewer:
                        assert twin.legal_actions() == state.legal_actions()
            state.apply(rng.choice(state.legal_actions()))
    assert checked > 300
