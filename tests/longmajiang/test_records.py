"""龙麻将 records (rules_en.md §5.7): every action is written with its seat, in
the bridge variant too (seats 0-3, not the players 0/1), and replays."""

from __future__ import annotations

import random

import pytest

import paixi
from paixi.core.errors import RecordError

GAME = paixi.load_game("longmajiang")


def _bridge_game(seed: int):
    st = GAME.new_game(2, {"variant": "bridge"}, seed=seed)
    rng = random.Random(seed)
    seats = []
    while not st.is_terminal():
        seats.append(st.acting_seat())
        st.apply(rng.choice(st.legal_actions()))
    return st, seats


def test_bridge_records_write_the_seat_not_the_player() -> None:
    st, seats = _bridge_game(7)
    record = st.to_record()
    written = [step["seat"] for step in record["history"] if "action" in step]
    assert written == seats
    assert {1, 3} & set(written), "the dummies act too"
    again = paixi.replay(record)
    assert again.returns() == st.returns()


def test_a_bridge_record_naming_the_player_is_refused() -> None:
    st, _ = _bridge_game(7)
    record = st.to_record()
    steps = record["history"]
    i = next(k for k, step in enumerate(steps) if step.get("seat") in (1, 3))
    steps[i]["seat"] = steps[i]["seat"] // 2  # the player, as older records wrote it
    with pytest.raises(RecordError, match="seat"):
        paixi.replay(record)


def test_standard_records_are_unchanged() -> None:
    st = GAME.new_game(4, seed=3)
    rng = random.Random(3)
    for _ in range(40):
        if st.is_terminal():
            break
        st.apply(rng.choice(st.legal_actions()))
    steps = [s for s in st.to_record()["history"] if "action" in s]
    assert all(0 <= s["seat"] < 4 for s in steps)
    paixi.replay(st.to_record())
