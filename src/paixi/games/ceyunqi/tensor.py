"""测运气's observation tensor (:mod:`paixi.core.tensor`), built from the
observation only (:meth:`CeyunqiState.observation`).

Rows are deal indices ``d[0..31]``, the numbering of the actions. The ring
keeps deal order, so the tiles still ``in_ring`` in increasing deal index
(wrapping round) are the ring, and two of them are neighbours when no other
ring tile lies between them. Tiles are one-hot over the 21 types of the
32-tile set in the order of :data:`paixi.equipment.dominoes.KEYS`
(0 = ``6-6`` 天牌 … 20 = ``1-2`` 丁三); before the first tile is taken every
tile is face down and the tile planes are 0.
"""

from __future__ import annotations

from typing import Any

from paixi.core.tensor import Plane, TensorSpec, put
from paixi.equipment.dominoes import INDEX, N_TYPES

N = 32
_SCORE_SCALE = 64.0
_TOP_VALUE = 6.0


def tensor_spec(players: int, options: Any) -> TensorSpec:
    """The layout for one player under ``options`` (rules page §"Options")."""
    return TensorSpec(
        "ceyunqi",
        [
            Plane("tiles", (N, N_TYPES), "deal index i: 1 at its tile's type (0s while face down)"),
            Plane("in_ring", (N,), "1 where the tile is still in the ring"),
            Plane("opening", (N,), "1 at the opening pair (the first tile and its partner)"),
            Plane("taken", (N,), "tiles taken in a group: the group's value, / 6"),
            Plane("face_down", (1,), "1 before the first tile is taken (all tiles face down)"),
            Plane("score", (1,), "points so far, / 64"),
            Plane("over", (1,), "1 once no group can be taken"),
        ],
    )


def encode(obs: dict[str, Any], spec: TensorSpec, out: list[float]) -> None:
    """Fill ``out`` (``spec.size`` zeros) from ``obs`` (:meth:`CeyunqiState.observation`)."""
    at = spec.offset
    ring = obs["ring"]
    if ring is None:
        if obs["tiles"]:
            out[at["face_down"]] = 1.0
    else:
        base = at["tiles"]
        for i, key in enumerate(obs["tiles"]):
            out[base + i * N_TYPES + INDEX[key]] = 1.0
        base = at["in_ring"]
        for i in ring:
            out[base + i] = 1.0
    if obs["opening"]:
        for i in obs["opening"]:
            out[at["opening"] + i] = 1.0
    base = at["taken"]
    for take in obs["takes"]:
        for i in take["tiles"]:
            put(out, base + i, take["value"] / _TOP_VALUE)
    put(out, at["score"], obs["score"] / _SCORE_SCALE)
    if obs["terminal"]:
        out[at["over"]] = 1.0
