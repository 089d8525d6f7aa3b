"""拆乌龟's observation tensor (:mod:`paixi.core.tensor`), built from the
observation only (:meth:`ChaiwuguiState.observation`).

拆乌龟 has no decisions (its one action runs the forced rounds); the tensor
describes the turtle as the player sees it, so a learner can, for instance,
predict the outcome. The 32 positions are in the order of
:data:`paixi.games.chaiwugui.procedure.POSITION_NAMES` (``B11``..``B45`` row
by row, ``H1 H2 T1 T2``, then the legs ``FL1 FL2 FR1 FR2 BL1 BL2 BR1 BR2``).
Tiles are one-hot over the 21 types of the 32-tile set in the order of
:data:`paixi.equipment.dominoes.KEYS`. Face-down tiles are hidden until the
game ends, when the whole turtle is turned over.
"""

from __future__ import annotations

from typing import Any

from paixi.core.tensor import Plane, TensorSpec, put
from paixi.equipment.dominoes import INDEX, N_TYPES, TILE_TYPES
from paixi.games.chaiwugui.procedure import POSITION_NAMES

POSITIONS = len(POSITION_NAMES)
_SLOT = {name: i for i, name in enumerate(POSITION_NAMES)}
_COPIES = tuple(t.copies for t in TILE_TYPES)
_ROUND_SCALE = 16.0


def tensor_spec(players: int, options: Any) -> TensorSpec:
    """The layout for one player under ``options`` (rules page §"Options")."""
    t = N_TYPES
    return TensorSpec(
        "chaiwugui",
        [
            Plane("tiles", (POSITIONS, t), "position i: 1 at the type of its face-up tile"),
            Plane("face_down", (POSITIONS,), "1 where the position's tile is face down"),
            Plane("removed", (POSITIONS,), "after the rounds: 1 where the tile was removed"),
            Plane("unseen", (t,), "face-down tiles per type, / the copies in the set"),
            Plane("outcome", (2,), "after the rounds: 1 at success or failure"),
            Plane("rounds", (1,), "after the rounds: rounds played, / 16, clipped"),
        ],
    )


def encode(obs: dict[str, Any], spec: TensorSpec, out: list[float]) -> None:
    """Fill ``out`` (``spec.size`` zeros) from ``obs`` (:meth:`ChaiwuguiState.observation`)."""
    at = spec.offset
    t = N_TYPES
    shown = obs["positions"]
    if not shown:  # before the shuffle: nothing is laid out
        return
    tiles, down, removed = at["tiles"], at["face_down"], at["removed"]
    unseen = [float(c) for c in _COPIES]
    for i, name in enumerate(POSITION_NAMES):
        if name not in shown:
            out[down + i] = 1.0
            continue
        key = shown[name]
        if key is None:
            out[removed + i] = 1.0
        else:
            k = INDEX[key]
            out[tiles + i * t + k] = 1.0
            unseen[k] -= 1.0
    result = obs["result"]
    if result is not None:
        for couple in result["discard"]:
            for key in couple:
                unseen[INDEX[key]] -= 1.0
        out[at["outcome"] + (0 if result["success"] else 1)] = 1.0
        put(out, at["rounds"], result["rounds"] / _ROUND_SCALE)
    base = at["unseen"]
    for k in range(t):
        put(out, base + k, unseen[k] / _COPIES[k])
