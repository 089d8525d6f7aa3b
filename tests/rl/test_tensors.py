"""Every game's observation tensor (:mod:`paixi.core.tensor`): fixed size, in
bounds, built only from what the seat may see, and enough to know what is legal.

Runs on the engine alone (no numpy): the tensors are the games' own.
"""

from __future__ import annotations

import importlib.util
import math
import random
from array import array

import pytest

import paixi
from tests.conformance import random_config

GAMES = [g.id for g in paixi.list_games()]
STEPS = 400
"""Decision points checked per playout (MCR and UNO matches run to thousands)."""


def _has_tensor(game_id: str) -> bool:
    return importlib.util.find_spec(f"paixi.games.{game_id}.tensor") is not None


def _walk(game_id: str, seed: int):
    """``(state, seat)`` at each of the first ``STEPS`` decision points of a
    random game in a random configuration (the state is the live one: read it
    before the next step)."""
    game = paixi.load_game(game_id)
    rng = random.Random(seed)
    players, options = random_config(game, rng)
    state = game.new_game(players, options, seed=seed)
    for _ in range(STEPS):
        if state.is_terminal():
            break
        seat = state.current_player()
        yield state, seat
        state.apply(rng.choice(state.legal_actions()))
    yield state, None


def test_every_game_has_a_tensor() -> None:
    assert [g for g in GAMES if not _has_tensor(g)] == []


@pytest.mark.parametrize("game_id", [g for g in GAMES if _has_tensor(g)])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_tensor_is_fixed_size_in_bounds_and_hides_what_is_hidden(game_id: str, seed: int) -> None:
    rng = random.Random(seed)
    for state, _seat in _walk(game_id, seed):
        spec = state.game.tensor_spec(state.players, state.options)
        lows, highs = spec.lows, spec.highs
        for viewer in range(state.players):
            tensor = state.observation_tensor(viewer)
            assert len(tensor) == spec.size
            for i, (x, lo, hi) in enumerate(zip(tensor, lows, highs, strict=True)):
                assert math.isfinite(x) and lo <= x <= hi, (game_id, i, x, lo, hi)
            if not state.is_terminal() and rng.random() < 0.3:
                twin = state.resample_hidden(viewer, rng)
                assert twin.observation_tensor(viewer) == tensor
                # the RL environments' path (a game's fast encoder reads the state)
                assert _env_tensor(twin, viewer) == _env_tensor(state, viewer)


def _env_tensor(state: paixi.State, seat: int) -> array:
    """``seat``'s tensor as the RL environments build it (:meth:`State.encode_observation`)."""
    out = array("d", bytes(8 * state.game.tensor_spec(state.players, state.options).size))
    state.encode_observation(seat, out)
    return out


@pytest.mark.parametrize("game_id", [g for g in GAMES if _has_tensor(g)])
def test_the_acting_seats_tensor_tells_what_is_legal(game_id: str) -> None:
    """Two decision points where a seat's tensors are equal offer that seat
    the same legal actions: the tensor holds everything legality depends on."""
    seen: dict[tuple[int, str, tuple[float, ...]], list[str]] = {}
    for seed in range(4):
        for state, seat in _walk(game_id, seed):
            if seat is None:
                continue
            key = (state.players, repr(state.options), tuple(state.observation_tensor(seat)))
            legal = sorted(str(a) for a in state.legal_actions())
            assert seen.setdefault(key, legal) == legal, (game_id, seed, state.to_position())


@pytest.mark.parametrize("game_id", [g for g in GAMES if _has_tensor(g)])
def test_layout_is_documented(game_id: str) -> None:
    game = paixi.load_game(game_id)
    spec = game.tensor_spec(game.default_players, game.parse_options(None, game.default_players))
    text = spec.describe()
    assert spec.size > 0
    for plane in spec.planes:
        assert plane.doc and f"`{plane.name}`" in text
