"""吹牛's observation tensor (:mod:`paixi.core.tensor`), built from one seat's
observation only.

Seats are counted from the observer: row 0 is the observer, row 1 the next
seat in turn order, and so on. With ``P`` players, ``D`` dice per cup and
``T = P·D`` dice in all, a bid ``q×f`` has the index ``(q-1)·6 + (f-1)``
(``T·6`` bids, the same order as the action space).
"""

from __future__ import annotations

from typing import Any

from paixi.core.tensor import Plane, TensorSpec, put


def tensor_spec(players: int, options: Any) -> TensorSpec:
    """The layout for ``players`` seats under ``options`` (rules page §"Options")."""
    total = players * options.dice_per_player
    return TensorSpec(
        "chuiniu",
        [
            Plane("my_dice", (6,), "my cup: how many dice show face 1..6, divided by D"),
            Plane("bids", (players, total * 6), "1 where seat (from me) made that bid this round"),
            Plane("last_bid", (total * 6,), "1 at the standing bid"),
            Plane("last_bidder", (players,), "1 at the seat (from me) of the standing bid"),
            Plane("to_act", (players,), "1 at the seat (from me) to act"),
            Plane("ones_called", (1,), "1 once ones have been bid (they stop being wild)"),
            Plane("straights", (players,), "1 where the seat showed a straight this round"),
            Plane("window_answered", (players,), "抢开 window: 1 where the seat has answered"),
            Plane("my_answer", (3,), "抢开 window: my own answer (raise, open, pass)"),
            Plane("penalties", (players,), "penalties so far, divided by the rounds"),
            Plane("round", (1,), "rounds played, divided by the rounds"),
            Plane("min_count", (1,), "the lowest legal count, divided by T"),
        ],
    )


def encode(obs: dict[str, Any], spec: TensorSpec, out: list[float]) -> None:
    """Fill ``out`` (``spec.size`` zeros) from ``obs`` (:meth:`ChuiniuState.observation`)."""
    at = spec.offset
    me = obs["seat"]
    players = obs["players"]
    dice_per = obs["options"]["dice_per_player"]
    total = obs["total_dice"]
    rounds = obs["rounds"]

    def rel(seat: int) -> int:
        return (seat - me) % players

    for face in obs["my_dice"]:
        out[at["my_dice"] + face - 1] += 1.0 / dice_per
    last = None
    for seat, text in obs["bids"]:
        count, face = text.split("x")
        index = (int(count) - 1) * 6 + int(face) - 1
        out[at["bids"] + rel(seat) * total * 6 + index] = 1.0
        last = seat, index
    if last is not None:
        out[at["last_bidder"] + rel(last[0])] = 1.0
        out[at["last_bid"] + last[1]] = 1.0
    if obs["to_act"] is not None:
        out[at["to_act"] + rel(obs["to_act"])] = 1.0
    out[at["ones_called"]] = 1.0 if obs["ones_called"] else 0.0
    for seat, _faces in obs["straights"]:
        out[at["straights"] + rel(seat)] = 1.0
    window = obs["window"]
    if window is not None:
        for seat in window["answered"]:
            out[at["window_answered"] + rel(seat)] = 1.0
        answer = window["my_answer"]
        if answer is not None:
            kind = 1 if answer == "open" else 2 if answer == "pass" else 0
            out[at["my_answer"] + kind] = 1.0
    for seat, count in enumerate(obs["penalties"]):
        put(out, at["penalties"] + rel(seat), count / rounds)
    put(out, at["round"], (obs["round"] - 1) / rounds)
    put(out, at["min_count"], obs["min_count"] / total)
