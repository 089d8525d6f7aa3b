"""通五关's observation tensor (:mod:`paixi.core.tensor`), built from the
observation only (:meth:`TongwuguanState.observation`).

Everything is face up: the tensor is the layout. Tiles are one-hot over the
21 types of the 32-tile set in the order of
:data:`paixi.equipment.dominoes.KEYS` (0 = ``6-6`` 天牌 … 20 = ``1-2`` 丁三).
Passes are numbered top to bottom (row 0 = pass 1); a row of tiles is laid
left to right from slot 0, one slot per tile, with 32 slots (every tile of the
set) so no position is ever cut. The last three tiles of each pass are also
given right-aligned (slot 2 = the last tile), the tiles the ``R3``/``L2R1``/
``L1R2`` takes read.
"""

from __future__ import annotations

from typing import Any

from paixi.core.tensor import Plane, TensorSpec, put
from paixi.equipment.dominoes import INDEX, N_TYPES

PASSES = 5
SLOTS = 32
_DEAL_SCALE = 20.0


def tensor_spec(players: int, options: Any) -> TensorSpec:
    """The layout for one player under ``options`` (rules page §"Options")."""
    t = N_TYPES
    return TensorSpec(
        "tongwuguan",
        [
            Plane(
                "passes", (PASSES, SLOTS, t), "pass p, slot i from the left: 1 at the tile's type"
            ),
            Plane("pass_ends", (PASSES, 3, t), "pass p's last three tiles, right-aligned, one-hot"),
            Plane("pass_lengths", (PASSES,), "tiles in each pass, / 32"),
            Plane("cleared", (PASSES,), "1 where the pass is cleared"),
            Plane("spare", (SLOTS, t), "the spare row, slot i from the left: 1 at the tile's type"),
            Plane("spare_length", (1,), "tiles in the spare row, / 32"),
            Plane("pointer", (PASSES,), "1 at the pass being worked (takes at or below it)"),
            Plane("deals", (1,), "deals made, / 20, clipped"),
            Plane("deal_repeats", (1,), "1 when this position was dealt from before: D now loses"),
            Plane("outcome", (2,), "at the end: 1 at won or lost"),
        ],
    )


def encode(obs: dict[str, Any], spec: TensorSpec, out: list[float]) -> None:
    """Fill ``out`` (``spec.size`` zeros) from ``obs`` (:meth:`TongwuguanState.observation`)."""
    at = spec.offset
    t = N_TYPES
    index = INDEX
    passes, ends = at["passes"], at["pass_ends"]
    for p, row in enumerate(obs["passes"]):
        base = passes + p * SLOTS * t
        for i, key in enumerate(row):
            out[base + i * t + index[key]] = 1.0
        base = ends + p * 3 * t
        for i, key in enumerate(row[-3:], start=3 - min(3, len(row))):
            out[base + i * t + index[key]] = 1.0
        put(out, at["pass_lengths"] + p, len(row) / SLOTS)
        if not row and obs["passes"]:
            out[at["cleared"] + p] = 1.0
    base = at["spare"]
    for i, key in enumerate(obs["spare"]):
        out[base + i * t + index[key]] = 1.0
    put(out, at["spare_length"], len(obs["spare"]) / SLOTS)
    if obs["passes"] and not obs["terminal"]:
        out[at["pointer"] + obs["pointer"] - 1] = 1.0
    put(out, at["deals"], obs["deals_made"] / _DEAL_SCALE)
    if obs["deal_repeats"]:
        out[at["deal_repeats"]] = 1.0
    result = obs["result"]
    if result is not None:
        out[at["outcome"] + (0 if result["won"] else 1)] = 1.0
