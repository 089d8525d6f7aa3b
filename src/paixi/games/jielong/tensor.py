"""接龙's observation tensor (:mod:`paixi.core.tensor`), built from one seat's
observation only (:func:`paixi.games.jielong.view.observation`).

Seats are counted from the observer: row 0 is the observer, row 1 the next
seat in turn order, and so on. Tiles are the 21 types of the 32-tile set in
the order of :data:`paixi.equipment.dominoes.KEYS` (0 = ``6-6`` 天牌 …
20 = ``1-2`` 丁三), the order of the action space. Tile counts are divided by
the copies of that type in the set(s) in play (1, 2 or 4), so every count
plane lies in [0, 1]. End values are one-hot over 0..6, where 0 means "no
end" (before the lead, or the closed end with ``open_ends=one``).

Sleeps of other seats are face down: the tensor holds how many and, when
sleeping is only allowed to a blocked player (the default), which end values
that seat showed it lacks (``voids``) — what a strong player infers.
"""

from __future__ import annotations

from typing import Any

from paixi.core.tensor import Plane, TensorSpec, put
from paixi.equipment.dominoes import INDEX, N_TYPES, TILE_TYPES
from paixi.games.jielong.line import lead_ends, place

_COPIES = tuple(t.copies for t in TILE_TYPES)
_MAX_PIPS = 12


def tensor_spec(players: int, options: Any) -> TensorSpec:
    """The layout for ``players`` seats under ``options`` (rules page §"Options")."""
    n, t = players, N_TYPES
    return TensorSpec(
        "jielong",
        [
            Plane("my_hand", (t,), "my hand: tiles of each type, divided by the copies in play"),
            Plane("my_slept", (t,), "my own slept tiles per type, divided by the copies in play"),
            Plane("line", (t,), "tiles in the line per type, divided by the copies in play"),
            Plane("joined", (n, t), "tiles each seat (from me) led or joined, per type, / copies"),
            Plane("left_end", (7,), "value 0..6 of the L end (0: none yet, or closed)"),
            Plane("right_end", (7,), "value 0..6 of the R end (0: none yet)"),
            Plane("lead_due", (1,), "1 while no tile is down: the next move is the lead"),
            Plane("must_lead_36", (1,), "1 when the lead must be the 3-6 (first_player=three_six)"),
            Plane("hand_sizes", (n,), "tiles in each seat's hand (from me), / the hand size"),
            Plane("slept_counts", (n,), "tiles each seat has slept (from me), / the hand size"),
            Plane(
                "voids",
                (n, 6),
                "1 at (seat, v-1) when the seat slept while an open end showed v, so holds "
                "no tile with a half v (only with sleep_only_when_blocked)",
            ),
            Plane("to_act", (n,), "1 at the seat (from me) to move"),
            Plane("starter", (n,), "1 at the seat (from me) that led"),
            Plane("my_sleep_total", (1,), "pips of my slept tiles, / (12 x the hand size)"),
            Plane(
                "sleep_totals",
                (n,),
                "at the end: each seat's sleep total (from me), / (12 x the hand size)",
            ),
            Plane("progress", (1,), "moves made, / the tiles dealt"),
        ],
    )


def encode(obs: dict[str, Any], spec: TensorSpec, out: list[float]) -> None:
    """Fill ``out`` (``spec.size`` zeros) from ``obs`` (:meth:`JielongState.observation`)."""
    at = spec.offset
    me = obs["seat"]
    n = obs["players"]
    options = obs["options"]
    sets = options["sets"]
    per = [1.0 / (c * sets) for c in _COPIES]
    hand_size = obs["hand_size"]
    forced = options["sleep_only_when_blocked"]
    one_end = options["open_ends"] == "one"

    base = at["my_hand"]
    for key in obs["hand"]:
        t = INDEX[key]
        out[base + t] += per[t]
    base = at["my_slept"]
    for key in obs["my_slept"]:
        t = INDEX[key]
        out[base + t] += per[t]

    line, joined, voids = at["line"], at["joined"], at["voids"]
    left = right = 0
    for move in obs["moves"]:
        seat = (move["seat"] - me) % n
        kind = move["kind"]
        if kind == "sleep":
            if forced:
                row = voids + seat * 6
                if right:
                    out[row + right - 1] = 1.0
                if left and not one_end:
                    out[row + left - 1] = 1.0
            continue
        t = INDEX[move["tile"]]
        out[line + t] += per[t]
        out[joined + seat * N_TYPES + t] += per[t]
        if kind == "lead":
            left, right = lead_ends(t, move["open_half"])
        else:
            left, right = place(left, right, t, 0 if move["end"] == "L" else 1)
    if obs["moves"]:
        out[at["left_end"] + (0 if one_end else left)] = 1.0
        out[at["right_end"] + right] = 1.0
    else:
        out[at["left_end"]] = out[at["right_end"]] = 1.0
        out[at["lead_due"]] = 1.0
    if obs["must_lead"]:
        out[at["must_lead_36"]] = 1.0

    for seat in range(n):
        r = (seat - me) % n
        put(out, at["hand_sizes"] + r, obs["hand_sizes"][seat] / hand_size)
        put(out, at["slept_counts"] + r, obs["slept_counts"][seat] / hand_size)
    if obs["to_act"] is not None:
        out[at["to_act"] + (obs["to_act"] - me) % n] = 1.0
    if obs["starter"] is not None:
        out[at["starter"] + (obs["starter"] - me) % n] = 1.0
    scale = _MAX_PIPS * hand_size
    put(out, at["my_sleep_total"], obs["my_sleep_total"] / scale)
    if obs["sleep_totals"] is not None:
        for seat, total in enumerate(obs["sleep_totals"]):
            put(out, at["sleep_totals"] + (seat - me) % n, total / scale)
    put(out, at["progress"], len(obs["moves"]) / (hand_size * n))
