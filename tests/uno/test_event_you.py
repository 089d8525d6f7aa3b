"""Events worded for their reader name the reader's own seat "you" / "你"
(``Game.event_text(..., me=seat)``; the terminal and the web log pass it)."""

from __future__ import annotations

import random

import pytest

from paixi.core import load_game


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_own_seat_is_you_in_the_events(lang: str) -> None:
    game = load_game("uno")
    state = game.new_game(3, {"target": 1}, seed=2)
    rng = random.Random(2)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    for me in range(3):
        texts = [game.event_text(k, a, lang, me=me) for _, k, a in state.events_for(me)]
        mine = "你" if lang == "zh" else "you"
        own = f"{me + 1}号" if lang == "zh" else f"seat {me}"
        assert any(t.startswith(mine) for t in texts)
        plays = [t for t in texts if t.startswith(own)]
        assert not plays, plays[:3]
    spectator = [game.event_text(k, a, lang) for _, k, a in state.events_for(None)]
    assert not any(t.startswith("you") for t in spectator)
