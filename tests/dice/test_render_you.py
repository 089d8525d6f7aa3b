"""The terminal names the reader's own seat "you" / "你" (issue 16, point 4)."""

from __future__ import annotations

import random

import pytest

from paixi.core import load_game


@pytest.mark.parametrize("game_id", ["baya", "chuiniu"])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_own_seat_is_you(game_id: str, lang: str) -> None:
    game = load_game(game_id)
    state = game.new_game(2, seed=5)
    rng = random.Random(5)
    for _ in range(3):
        state.apply(rng.choice(state.legal_actions()))
    for seat in (0, 1):
        text = game.render(state.observation(seat), lang)
        assert ("你" if lang == "zh" else "you") in text
        assert (f"{seat + 1}号" if lang == "zh" else f"seat {seat}") not in text
