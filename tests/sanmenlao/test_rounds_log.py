"""三门老 positions carry the finished rounds (rules_en.md "Position format"),
so a multi-round game loaded from its position keeps every round in its result."""

from __future__ import annotations

import random

import pytest

import paixi
from paixi.core.errors import PositionError

GAME = paixi.load_game("sanmenlao")


def _played(seed: int, rounds: int = 3):
    state = GAME.new_game(4, {"rounds": rounds}, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("seed", range(6))
def test_a_finished_game_from_its_position_keeps_every_round(seed: int) -> None:
    state = _played(seed)
    assert len(state.result()["rounds"]) == 3
    back = GAME.from_position(state.to_position())
    assert back.result() == state.result()
    assert back.to_position() == state.to_position()


def test_a_game_between_rounds_carries_the_log() -> None:
    state = GAME.new_game(4, {"rounds": 2}, seed=4)
    rng = random.Random(4)
    while state.observation(0)["round"] == 1 or state.current_player() < 0:
        state.apply(rng.choice(state.legal_actions()))
    back = GAME.from_position(state.to_position(), seed=4)
    assert back.result()["rounds"] == state.result()["rounds"]
    assert back.to_position() == state.to_position()


def test_a_log_that_disagrees_with_the_scores_is_refused() -> None:
    text = _played(1).to_position()
    log = text.split()[4]
    first = log[4:].split("/")[0]
    shou, _, rest = first.partition(";")
    other = ",".join(shou.split(",")[1:] + shou.split(",")[:1])
    for bad, match in (
        (text.replace(log, log.replace(first, f"{other};{rest}", 1)), "adds up|接牌|seller"),
        (text.replace(log, "log=-"), "rounds in the log"),
        (text.replace(log, "log=1,1,1,1;0;-;-"), "add up to 8"),
        (text.replace(log, "log=2,2,2,2;0;bogus;-/2,2,2,2;0;-;-"), "zhizun"),
        (text.replace(log, "log=2,2,2,2;0;-;1:6-6/2,2,2,2;0;-;-"), "penalty"),
    ):
        if bad != text:
            with pytest.raises(PositionError, match=match):
                GAME.from_position(bad)


def test_positions_without_a_log_still_load() -> None:
    state = _played(2, rounds=1)
    text = state.to_position()
    assert " log=- " in text
    assert GAME.from_position(text.replace(" log=-", "")).result() == state.result()
