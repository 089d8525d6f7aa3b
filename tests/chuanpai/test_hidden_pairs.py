"""Pairs of 川牌 positions that differ only in what one seat cannot see — a
non-locked concealed card of another seat swapped with a stock card
(docs/specs/chuanpai.md §10) — give that seat equal observations and equal legal
actions. Built through positions only; independent of ``resample_hidden``."""

from __future__ import annotations

import json
import random
import re

import paixi
from paixi.core.errors import PositionError

GAME = paixi.load_game("chuanpai")


def _cards(run: str) -> list[str]:
    return [] if run == "-" else [run[i : i + 2] for i in range(0, len(run), 2)]


def _swapped(text: str, seat: int, rng: random.Random) -> str | None:
    hands_field = re.search(r" hands=(\S+)", text).group(1)
    stock_field = re.search(r" stock=(\S+)", text).group(1)
    hands = hands_field.split("|")
    stock = _cards(stock_field)
    held, locked = hands[seat].split("!")
    cards = _cards(held)
    free = list(cards)
    for c in _cards(locked):
        free.remove(c)
    if not free or not stock:
        return None
    a, i = rng.choice(free), rng.randrange(len(stock))
    if a == stock[i]:
        return None
    cards.remove(a)
    cards.append(stock[i])
    stock[i] = a
    hands[seat] = "".join(sorted(cards)) + "!" + locked
    text = text.replace(f" hands={hands_field}", " hands=" + "|".join(hands))
    return text.replace(f" stock={stock_field}", " stock=" + "".join(stock))


def test_a_seat_sees_nothing_of_other_hands_or_the_stock() -> None:
    checked = 0
    for seed in range(6):
        options = {"allow_baozi": True} if seed % 2 else {}
        state = GAME.new_game(seed=seed, options=options)
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.phase not in ("dealer", "deal"):
                text = state.to_position()
                for viewer in range(state.players):
                    for other in range(state.players):
                        swapped = other != viewer and _swapped(text, other, rng)
                        if not swapped:
                            continue
                        try:
                            twin = GAME.from_position(swapped)
                        except PositionError:  # an answer no longer legal for ``other``
                            continue
                        checked += 1
                        assert json.dumps(twin.observation(viewer), sort_keys=True) == json.dumps(
                            state.observation(viewer), sort_keys=True
                        )
                        if state.current_player() == viewer:
                            assert twin.legal_actions() == state.legal_actions()
            state.apply(rng.choice(state.legal_actions()))
    assert checked > 300
