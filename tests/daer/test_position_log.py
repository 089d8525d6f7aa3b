"""大贰 positions carry the rounds log once a round has ended (rules page,
"Positions"): the round trip keeps it, and a log that disagrees is refused."""

from __future__ import annotations

import random

import pytest

from paixi.core.errors import PositionError
from paixi.games.daer import GAME


def _after_first_round() -> str:
    state = GAME.new_game(4, {"rounds": 3}, seed=8)
    rng = random.Random(8)
    while not state.rounds_log:
        state.apply(rng.choice(state.legal_actions()))
    return state.to_position()


def test_the_rounds_log_survives_a_round_trip() -> None:
    text = _after_first_round()
    assert " log=" in text.split(" | ")[0]
    again = GAME.from_position(text, seed=1)
    assert again.to_position() == text
    assert (
        again.observation(0)["rounds_log"] == GAME.from_position(text).observation(0)["rounds_log"]
    )
    assert len(again.observation(2)["rounds_log"]) == 1


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda log: "log=%5B", "not percent-encoded JSON"),
        (lambda log: "log=%5B%5D", "has 0 rounds"),
        (lambda log: log.replace("delta", "dleta"), "needs a 'delta'"),
    ],
)
def test_a_log_that_disagrees_is_refused(change, message: str) -> None:
    text = _after_first_round()
    head, _, seats = text.partition(" | ")
    fields = head.split(" ")
    fields[10] = change(fields[10])
    with pytest.raises(PositionError, match=message):
        GAME.from_position(" ".join(fields) + " | " + seats)


def test_a_log_whose_deltas_miss_the_scores_is_refused() -> None:
    text = _after_first_round()
    head, _, seats = text.partition(" | ")
    fields = head.split(" ")
    fields[5] = "scores=" + ",".join(["1"] * 4)
    with pytest.raises(PositionError, match="do not add up"):
        GAME.from_position(" ".join(fields) + " | " + seats)


def test_positions_and_records_of_the_old_header_still_load() -> None:
    """Positions (and records starting from one) written before issue 29's
    common frame (``daer players=<n> options=<name:value,...>``) are rewritten
    exactly to it; a broken old header is refused clearly."""
    import paixi

    text = _after_first_round()
    assert text.startswith("daer 4 rounds=3 ")
    old = "daer players=4 options=rounds:3 " + text.split(" ", 3)[3]
    again = GAME.from_position(old)
    assert again.to_position() == text and again.start_position == text
    start = GAME.from_position(text, seed=5)
    rng = random.Random(5)
    for _ in range(5):
        start.apply(rng.choice(start.legal_actions()))
    record = start.to_record()
    record["position"] = old
    assert paixi.replay(record).to_position() == start.to_position()
    with pytest.raises(PositionError, match="old header"):
        GAME.from_position(old.replace("rounds:3", "rounds:x"))
