"""推磨's observation tensor: the two rows before the procedure, the discard
row and the outcome after it."""

from __future__ import annotations

from paixi.equipment.dominoes import BY_KEY, INDEX
from paixi.games.tuimo import GAME


def test_rows_then_discards_and_outcome() -> None:
    state = GAME.new_game(1, None, seed=11)
    spec = GAME.tensor_spec(1, state.options)
    before = state.observation_tensor(0)
    top, bottom = spec.view(before, "top"), spec.view(before, "bottom")
    for i, key in enumerate(state.top):
        assert top[i * 21 + INDEX[key]] == 1.0
    for i, key in enumerate(state.bottom):
        assert bottom[i * 21 + INDEX[key]] == 1.0
    assert sum(top) == sum(bottom) == 16
    assert spec.view(before, "outcome") == [0.0, 0.0]
    state.apply("play")
    after = state.observation_tensor(0)
    result = state.result()
    discard = spec.view(after, "discard")
    assert sum(d * BY_KEY[k].copies for k, d in zip(BY_KEY, discard, strict=True)) == 2 * len(
        result["discard"]
    )
    assert spec.view(after, "outcome") == ([1.0, 0.0] if result["success"] else [0.0, 1.0])
    assert spec.view(after, "row_length") == [len(result["top_left"]) / 16]
