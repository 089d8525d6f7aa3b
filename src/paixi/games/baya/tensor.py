"""拔牙's observation tensor (:mod:`paixi.core.tensor`), built from one seat's
observation only (:meth:`BayaState.observation`).

Everything in 拔牙 is public and the only action is ``roll``; the tensor
describes the race. Seats are counted from the observer: row 0 is the
observer, row 1 the opponent. ``D`` is the option ``dice`` (dice each seat
starts with); no seat ever holds more than ``2·D`` dice, the scale of the
dice counts.
"""

from __future__ import annotations

from typing import Any

from paixi.core.tensor import Plane, TensorSpec, put

_ROUND_SCALE = 20.0


def tensor_spec(players: int, options: Any) -> TensorSpec:
    """The layout for ``players`` (2) seats under ``options`` (rules page §"Options")."""
    n = players
    return TensorSpec(
        "baya",
        [
            Plane("held", (n,), "dice each seat (from me) holds, / (2 x D)"),
            Plane(
                "last_roll",
                (n, 6),
                "the last round's roll: dice per seat (from me) showing face 1..6, / (2 x D)",
            ),
            Plane("to_act", (n,), "1 at the seat (from me) to roll"),
            Plane("rounds", (1,), "rounds played, / 20, clipped"),
            Plane("won", (n,), "at the end: 1 at the winner (from me); 0s for a draw"),
            Plane("penalty", (1,), "at the end: the loser's dice (its penalty), / (2 x D)"),
        ],
    )


def encode(obs: dict[str, Any], spec: TensorSpec, out: list[float]) -> None:
    """Fill ``out`` (``spec.size`` zeros) from ``obs`` (:meth:`BayaState.observation`)."""
    at = spec.offset
    me = obs["seat"]
    scale = 2 * obs["options"]["dice"]
    for seat, held in enumerate(obs["held"]):
        put(out, at["held"] + (seat - me) % 2, held / scale)
    log = obs["rounds_log"]
    if log:
        for seat, faces in enumerate(log[-1]["rolls"]):
            row = at["last_roll"] + ((seat - me) % 2) * 6
            for face in range(6):
                out[row + face] = faces.count(face + 1) / scale
    if obs["to_act"] is not None:
        out[at["to_act"] + (obs["to_act"] - me) % 2] = 1.0
    put(out, at["rounds"], len(log) / _ROUND_SCALE)
    result = obs["result"]
    if result is not None:
        if result["winner"] is not None:
            out[at["won"] + (result["winner"] - me) % 2] = 1.0
        put(out, at["penalty"], result["penalty"] / scale)
