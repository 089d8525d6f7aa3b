"""The RL environments' hot path, :meth:`State.encode_observation`, against the
reference :meth:`State.observation_tensor` (built from the observation dict).

A game's fast encoder (``tensor.encode_state``, reading the state directly)
must give the reference's tensor at every step, for every seat, in every
configuration; for the other games ``encode_observation`` runs the reference
encoder into a buffer of doubles, which must hold the same values too. Runs on
the engine alone (no numpy): the buffers are ``array("d")``, as the env's.
"""

from __future__ import annotations

import random
from array import array
from collections.abc import Iterator

import pytest

import paixi
from paixi.core.options import random_option_values
from tests.conformance import TEST_OPTION_OVERRIDES, random_config
from tests.sweep import examples

GAMES = [g.id for g in paixi.list_games() if g.id not in ("bench",)]
FAST = ["uno", "mcr", "zhengshangyou"]
"""Games with a fast encoder (``tensor.encode_state``)."""


def _fast_buffer(state: paixi.State, seat: int) -> array:
    spec = state.game.tensor_spec(state.players, state.options)
    out = array("d", bytes(8 * spec.size))
    state.encode_observation(seat, out)
    return out


def _check_walk(game_id: str, seed: int, players: int | None, steps: int) -> int:
    """Play a random game; at each step compare every seat's two tensors."""
    game = paixi.load_game(game_id)
    rng = random.Random(seed)
    if players is None:
        players, options = random_config(game, rng)
    else:
        options = _random_options(game, players, rng)
    state = game.new_game(players, options, seed=seed)
    checked = 0
    for _ in range(steps):
        for seat in range(state.players):
            want = array("d", state.observation_tensor(seat))
            got = _fast_buffer(state, seat)
            if got != want:
                diff = [i for i, (a, b) in enumerate(zip(got, want, strict=True)) if a != b]
                spec = game.tensor_spec(state.players, state.options)
                planes = sorted({_plane_at(spec, i) for i in diff})
                pytest.fail(
                    f"{game_id} seed {seed} seat {seat} step {checked}: planes {planes} "
                    f"differ\n{state.to_position()}"
                )
        checked += 1
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    return checked


def _random_options(game: paixi.Game, players: int, rng: random.Random) -> object:
    """Random options legal for ``players`` (the defaults if none is found)."""
    for _ in range(50):
        values = random_option_values(game.Options, rng)
        values.update(TEST_OPTION_OVERRIDES.get(game.id, {}))
        try:
            return game.parse_options(values, players)
        except paixi.PaixiError:
            continue
    return game.parse_options(None, players)


def _plane_at(spec: paixi.core.tensor.TensorSpec, index: int) -> str:
    for plane in reversed(spec.planes):
        if spec.offset[plane.name] <= index:
            return plane.name
    return "?"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_games_env_buffer_holds_the_reference_tensor(game_id: str) -> None:
    for seed in (1, 2):
        _check_walk(game_id, seed, None, 150)


@pytest.fixture(params=["compiled", "python", "fallback"])
def uno_path(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """UNO's fast encoder on its compiled planes (``_fastc_tensor.c``), on
    their Python twin, or with the C path giving up half-way (it then writes
    junk and says so: the Python twin must start afresh)."""
    from paixi.games.uno import tensor

    compiled = tensor._COMPILED
    answers: list[bool] = []
    if request.param == "compiled":
        if compiled is None:
            pytest.skip("UNO's C extension is not built")

        def recorded(*args: object) -> bool:
            answers.append(compiled(*args))
            return answers[-1]

        monkeypatch.setattr(tensor, "_COMPILED", recorded)
    if request.param == "python":
        monkeypatch.setattr(tensor, "_COMPILED", None)
    if request.param == "fallback":

        def gives_up(state: object, me: int, out: array, *args: object) -> bool:
            for i in range(0, len(out), 3):
                out[i] = 0.5
            return False

        monkeypatch.setattr(tensor, "_COMPILED", gives_up)
    yield request.param
    if request.param == "compiled":  # it never had to hand over to Python
        assert answers and all(answers)


UNO_WALKS = {"compiled": (2, 12), "python": (2, 12), "fallback": (1, 2)}
"""Walks per player count and random configurations per UNO path (2-10
seats): the C and the Python encoders each meet every count and a dozen
option sets; the stand-in that declines needs only to be seen declining
(``tests/sweep.py``: ten times as many at night)."""


def test_unos_fast_encoder_equals_the_reference_on_every_path(uno_path: str) -> None:
    per_count, configs = UNO_WALKS[uno_path]
    _check_walks("uno", per_count, configs, want=1_000 * per_count)


@pytest.mark.parametrize("game_id", [g for g in FAST if g != "uno"])
def test_the_fast_encoder_equals_the_reference_at_every_step(game_id: str) -> None:
    _check_walks(game_id, 6, 30, want=5_000)


def _check_walks(game_id: str, per_count: int, configs: int, want: int) -> None:
    """``per_count`` random games at every player count and ``configs`` in
    random configurations, each compared at every step; at least ``want`` steps."""
    game = paixi.load_game(game_id)
    checked = 0
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(examples(per_count)):
            checked += _check_walk(game_id, 100 * players + seed, players, 400)
    for seed in range(examples(configs)):  # random configurations: every option that matters
        checked += _check_walk(game_id, 9000 + seed, None, 400)
    assert checked > want


@pytest.mark.parametrize("game_id", FAST)
def test_the_fast_encoder_is_the_one_used(game_id: str) -> None:
    module = paixi.load_game(game_id)._tensor_module()
    assert callable(getattr(module, "encode_state", None))


@pytest.mark.parametrize("game_id", FAST)
def test_encode_observation_refuses_a_bad_seat(game_id: str) -> None:
    state = paixi.load_game(game_id).new_game(seed=1)
    for bad in (-1, state.players, True, "0"):
        with pytest.raises(paixi.PaixiError, match="seat must be an integer"):
            state.encode_observation(bad, [0.0] * 10)
