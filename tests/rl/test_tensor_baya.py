"""拔牙's observation tensor on a constructed position; a state still clones
after its game has built a tensor (the game's caches are shared, not copied)."""

from __future__ import annotations

from paixi.games.baya import GAME


def test_the_race_from_each_seat() -> None:
    state = GAME.from_position("baya 2 - 4,6 1 33446:24445")
    spec = GAME.tensor_spec(2, state.options)
    theirs = state.observation_tensor(1)
    assert spec.view(theirs, "held") == [0.6, 0.4]
    last = spec.view(theirs, "last_roll")
    assert last[:6] == [0, 0.1, 0, 0.3, 0.1, 0]
    assert last[6:] == [0, 0, 0.2, 0.2, 0, 0.1]
    assert spec.view(theirs, "to_act") == [1.0, 0]
    assert spec.view(state.observation_tensor(0), "to_act") == [0, 1.0]


def test_a_state_clones_after_a_tensor() -> None:
    state = GAME.new_game(2, None, seed=1)
    state.observation_tensor(0)
    twin = state.clone()
    assert twin.game is state.game
    assert twin.observation_tensor(0) == state.observation_tensor(0)
