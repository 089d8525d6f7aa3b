"""推磨's observation tensor (:mod:`paixi.core.tensor`), built from the
observation only (:meth:`TuimoState.observation`).

推磨 has no decisions (its one action runs the forced procedure); the tensor
describes the two face-up rows, so a learner can, for instance, predict the
outcome. Tiles are one-hot over the 21 types of the 32-tile set in the order
of :data:`paixi.equipment.dominoes.KEYS` (0 = ``6-6`` 天牌 … 20 = ``1-2`` 丁三);
a row is laid left to right from slot 0 (16 slots, the dealt row length).
After the procedure the rows hold the tiles left.
"""

from __future__ import annotations

from typing import Any

from paixi.core.tensor import Plane, TensorSpec, put
from paixi.equipment.dominoes import INDEX, N_TYPES, TILE_TYPES

SLOTS = 16
_COPIES = tuple(t.copies for t in TILE_TYPES)
_ROTATION_SCALE = 256.0


def tensor_spec(players: int, options: Any) -> TensorSpec:
    """The layout for one player under ``options`` (rules page §"Options")."""
    t = N_TYPES
    return TensorSpec(
        "tuimo",
        [
            Plane("top", (SLOTS, t), "the top row, slot i from the left: 1 at the tile's type"),
            Plane(
                "bottom", (SLOTS, t), "the bottom row, slot i from the left: 1 at the tile's type"
            ),
            Plane("row_length", (1,), "tiles in each row, / 16"),
            Plane("discard", (t,), "removed tiles per type, / the copies in the set"),
            Plane("outcome", (2,), "after the procedure: 1 at success or failure"),
            Plane("rotations", (1,), "after the procedure: turns made, / 256, clipped"),
        ],
    )


def encode(obs: dict[str, Any], spec: TensorSpec, out: list[float]) -> None:
    """Fill ``out`` (``spec.size`` zeros) from ``obs`` (:meth:`TuimoState.observation`)."""
    at = spec.offset
    t = N_TYPES
    for name in ("top", "bottom"):
        base = at[name]
        for i, key in enumerate(obs[name]):
            out[base + i * t + INDEX[key]] = 1.0
    put(out, at["row_length"], len(obs["top"]) / SLOTS)
    base = at["discard"]
    for couple in obs["discard"]:
        for key in couple:
            k = INDEX[key]
            out[base + k] += 1.0 / _COPIES[k]
    result = obs["result"]
    if result is not None:
        out[at["outcome"] + (0 if result["success"] else 1)] = 1.0
        put(out, at["rotations"], result["rotations"] / _ROTATION_SCALE)
