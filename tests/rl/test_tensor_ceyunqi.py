"""测运气's observation tensor: face down, then the ring by deal index."""

from __future__ import annotations

from paixi.equipment.dominoes import INDEX
from paixi.games.ceyunqi import GAME


def test_face_down_then_the_ring_by_deal_index() -> None:
    state = GAME.new_game(1, None, seed=4)
    spec = GAME.tensor_spec(1, state.options)
    down = state.observation_tensor(0)
    assert spec.view(down, "face_down") == [1.0]
    assert sum(spec.view(down, "tiles")) == 0
    state.apply("f=0")
    up = state.observation_tensor(0)
    tiles = spec.view(up, "tiles")
    assert all(tiles[i * 21 + INDEX[k]] == 1.0 for i, k in enumerate(state.tiles))
    opening = spec.view(up, "opening")
    assert [i for i, x in enumerate(opening) if x] == sorted(state.opening)
    in_ring = spec.view(up, "in_ring")
    assert [i for i, x in enumerate(in_ring) if x] == sorted(state.ring)
    assert spec.view(up, "score") == [3 / 64]
    take = state.legal_actions()[0]
    state.apply(take)
    value = state.taken[-1][1]
    after = state.observation_tensor(0)
    assert [spec.view(after, "taken")[i] for i in take.indices] == [value / 6] * len(take.indices)
    assert all(spec.view(after, "in_ring")[i] == 0.0 for i in take.indices)
