"""拆乌龟's observation tensor: ten tiles up and the rest hidden before the
rounds, the whole turtle after them."""

from __future__ import annotations

from paixi.equipment.dominoes import BY_KEY, INDEX
from paixi.games.chaiwugui import GAME
from paixi.games.chaiwugui.procedure import POSITION_NAMES


def _unseen_tiles(spec, tensor) -> float:
    return sum(
        u * BY_KEY[k].copies for k, u in zip(BY_KEY, spec.view(tensor, "unseen"), strict=True)
    )


def test_face_up_face_down_then_removed() -> None:
    state = GAME.new_game(1, None, seed=3)
    spec = GAME.tensor_spec(1, state.options)
    before = state.observation_tensor(0)
    shown = state.observation(0)["positions"]
    assert sum(spec.view(before, "tiles")) == 10
    assert sum(spec.view(before, "face_down")) == 22
    assert _unseen_tiles(spec, before) == 22
    head = POSITION_NAMES.index("H2")
    assert spec.view(before, "tiles")[head * 21 + INDEX[shown["H2"]]] == 1.0
    state.apply("play")
    after = state.observation_tensor(0)
    left = len(state.result()["left"])
    assert sum(spec.view(after, "face_down")) == 0
    assert sum(spec.view(after, "removed")) == 32 - left
    assert sum(spec.view(after, "tiles")) == left
    assert _unseen_tiles(spec, after) == 0
