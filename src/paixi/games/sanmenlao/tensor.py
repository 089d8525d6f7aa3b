"""三门老's observation tensor (:mod:`paixi.core.tensor`), built from one
seat's observation only (:meth:`SanmenlaoState.observation`).

The table planes (hand, face-down and face-up tiles, the trick in progress,
手, turn, scores) are those every domino trick game shares, with their
conventions (seats from the observer, tiles per type of
:data:`paixi.equipment.dominoes.KEYS` divided by the copies):
:mod:`paixi.equipment.trick_tensor`. 三门老 adds the phase and the class a
lead roll named (§5.2 rule 3), which decide the legal leads.
"""

from __future__ import annotations

from typing import Any

from paixi.core.tensor import Plane, TensorSpec
from paixi.equipment.domino_units import CLASSES, SANMEN
from paixi.equipment.trick_tensor import encode_table, table_planes

_PHASES = ("deal", "roll", "play", "end")
_CLASSES = CLASSES[SANMEN]


def tensor_spec(players: int, options: Any) -> TensorSpec:
    """The layout for the 4 seats under ``options`` (rules page §"Options")."""
    return TensorSpec(
        "sanmenlao",
        [
            *table_planes(),
            Plane("phase", (4,), "one-hot: deal, roll (a lead roll is due), play, end"),
            Plane(
                "lead_class",
                (3,),
                "the class a lead roll named (zheng, dianzi, yao): the lead is a single of it",
            ),
        ],
    )


def encode(obs: dict[str, Any], spec: TensorSpec, out: list[float]) -> None:
    """Fill ``out`` (``spec.size`` zeros) from ``obs`` (:meth:`SanmenlaoState.observation`)."""
    at = spec.offset
    encode_table(obs, at, out)
    out[at["phase"] + _PHASES.index(obs["phase"])] = 1.0
    if obs["lead_class"] is not None:
        out[at["lead_class"] + _CLASSES.index(obs["lead_class"])] = 1.0
