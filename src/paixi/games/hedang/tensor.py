"""合挡's observation tensor (:mod:`paixi.core.tensor`), built from one seat's
observation only (:meth:`HedangState.observation`).

The table planes (hand, face-down and face-up tiles, the trick in progress,
手, turn, scores) are those every domino trick game shares, with their
conventions (seats from the observer, tiles per type of
:data:`paixi.equipment.dominoes.KEYS` divided by the copies):
:mod:`paixi.equipment.trick_tensor`. 合挡 adds the phase (杠, selling the
bank, play), the 杠 holder, the sale answers and the banker.
"""

from __future__ import annotations

from typing import Any

from paixi.core.tensor import Plane, TensorSpec
from paixi.equipment.trick_tensor import PLAYERS, encode_table, table_planes

_PHASES = ("deal", "gang", "sell", "buy", "play", "end")


def tensor_spec(players: int, options: Any) -> TensorSpec:
    """The layout for the 4 seats under ``options`` (rules page §"Options")."""
    n = PLAYERS
    return TensorSpec(
        "hedang",
        [
            *table_planes(),
            Plane("phase", (6,), "one-hot: deal, gang (杠 follows due), sell, buy, play, end"),
            Plane("gang", (n,), "1 at the seat (from me) that played the 杠 this round"),
            Plane("sale", (2,), "F's answer: keep or sell"),
            Plane("bought", (n,), "1 where the seat (from me) answered buy"),
            Plane("passed", (n,), "1 where the seat (from me) answered pass"),
            Plane("banker", (n,), "1 at the banker (from me)"),
        ],
    )


def encode(obs: dict[str, Any], spec: TensorSpec, out: list[float]) -> None:
    """Fill ``out`` (``spec.size`` zeros) from ``obs`` (:meth:`HedangState.observation`)."""
    at = spec.offset
    me = obs["seat"]
    encode_table(obs, at, out)
    out[at["phase"] + _PHASES.index(obs["phase"])] = 1.0
    if obs["gang"] is not None:
        out[at["gang"] + (obs["gang"] - me) % PLAYERS] = 1.0
    if obs["sale"] is not None:
        out[at["sale"] + (0 if obs["sale"] == "keep" else 1)] = 1.0
    for answer in obs["answers"]:
        plane = "bought" if answer["buy"] else "passed"
        out[at[plane] + (answer["seat"] - me) % PLAYERS] = 1.0
    if obs["banker"] is not None:
        out[at["banker"] + (obs["banker"] - me) % PLAYERS] = 1.0
