"""The engine's counterfactual test over the web views of every game (issue 24):
a state redrawn with what a viewer cannot see changed — by the game's
``resample_hidden`` and, independently, by swapping hidden pieces through
positions (tests/hidden_swaps.py) — sends that viewer exactly the same view:
observation, legal actions, text picture, table layout, log, seats. The
viewer is a seat or a spectator (who sees less than any seat, so any seat's
redraw must leave the spectator's view unchanged too).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from paixi import list_games, load_game
from paixi.core.game import State
from paixi.web.rooms import Room
from paixi.web.storage import SeatInfo
from tests.conformance import random_config
from tests.hidden_swaps import hidden_swap

GAMES = [g.id for g in list_games()]
SAMPLES = 10
"""Positions checked per game and seed (early steps first, then a sample)."""


def _view(state: State, viewer: int | None, lang: str) -> dict[str, Any]:
    """What the table sends ``viewer`` of ``state`` (a fresh room: no caches)."""
    room = Room("t", state, [SeatInfo("human", "p", i + 1) for i in range(state.players)])
    return room._view(viewer, lang)


def _twins(state: State, seat: int, rng: random.Random) -> list[tuple[State, bool]]:
    """Redraws for ``seat``, each with whether it kept the history (a state
    rebuilt from a position starts a fresh log: its log and step are not compared)."""
    out = [(state.resample_hidden(seat, random.Random(rng.random())), True)]
    swapped = hidden_swap(state, seat, rng)
    if swapped is not None:
        out.append((swapped, False))
    return out


def _without_history(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k not in ("log", "step")}


def _check(state: State, rng: random.Random) -> int:
    """Compare every viewer's view with its twins'; returns the pairs checked."""
    pairs = 0
    seat = state.current_player()
    seats = {rng.randrange(state.players)} | ({seat} if seat >= 0 else set())
    lang = rng.choice(["en", "zh"])
    for k in seats:
        twins = _twins(state, k, rng)
        for viewer in (k, None):
            mine = _view(state, viewer, lang)
            for twin, kept in twins:
                theirs = _view(twin, viewer, lang)
                if not kept:
                    mine, theirs = _without_history(mine), _without_history(theirs)
                who = "a spectator" if viewer is None else f"seat {viewer}"
                assert theirs == mine, f"{state.game.id}: {who} tells a redraw apart"
                pairs += 1
    return pairs


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_every_web_view_hides_what_its_reader_cannot_see(game_id: str, seed: int) -> None:
    game = load_game(game_id)
    rng = random.Random(seed)
    players, options = random_config(game, rng)
    state = game.new_game(players, options, seed=seed)
    checked = steps = 0
    while not state.is_terminal() and checked < SAMPLES and steps < 2000:
        if steps < 6 or rng.random() < 0.08:
            _check(state, rng)
            checked += 1
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
    assert checked
