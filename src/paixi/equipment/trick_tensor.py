"""The observation-tensor planes the 4-player domino trick games share (三门老,
合挡), read from the observation part :class:`~paixi.equipment.trick_table.
TrickTableState` builds (``_table_observation``, ``_trick_observation``).

Seats are counted from the observer: row 0 is the observer, row 1 the next
seat in turn order (seat + 1), and so on. Tiles are counted per type, the 21
types of the 32-tile set in the order of :data:`paixi.equipment.dominoes.KEYS`
(0 = ``6-6`` 天牌 … 20 = ``1-2`` 丁三); a count is divided by the copies of
its type in the set (2 civil, 1 military), so it lies in [0, 1]. A hand holds
8 tiles at most; a trick is 8 手 at most a round.
"""

from __future__ import annotations

from typing import Any

from paixi.core.tensor import Plane, put
from paixi.equipment.dominoes import INDEX, N_TYPES, TILE_TYPES

PLAYERS = 4
HAND = 8
PER_COPY: tuple[float, ...] = tuple(1.0 / t.copies for t in TILE_TYPES)
SCORE_SPAN = 24.0
"""Scores are divided by 24 x stake x rounds (no round moves a seat by more
than 24 stakes) and clipped to [-1, 1]."""


def table_planes() -> list[Plane]:
    """The shared planes, in layout order."""
    n, t = PLAYERS, N_TYPES
    return [
        Plane("my_hand", (t,), "my tiles per type, / the copies in the set"),
        Plane("my_down", (t,), "tiles I played face down this round, per type / copies"),
        Plane("played_up", (t,), "tiles played face up in finished tricks this round, / copies"),
        Plane("hand_sizes", (n,), "tiles in each seat's hand (from me), / 8"),
        Plane("down_counts", (n,), "tiles each seat (from me) played face down this round, / 8"),
        Plane("shou", (n,), "手 won by each seat (from me) this round, / 8"),
        Plane("tricks_won", (n,), "tricks won by each seat (from me) this round, / 8"),
        Plane("trick_leader", (n,), "1 at the leader of the trick in progress (from me)"),
        Plane("trick_played", (n,), "1 where the seat (from me) has played to the trick"),
        Plane("trick_down", (n,), "1 where the seat's play to the trick is face down"),
        Plane("trick_size", (1,), "tiles per play in the trick in progress, / 4"),
        Plane(
            "trick_tiles",
            (n, t),
            "face-up tiles (and my own face-down ones) each seat (from me) played to the "
            "trick, per type / copies",
        ),
        Plane("trick_best", (n,), "1 at the seat (from me) of the best unit so far"),
        Plane("last_winner", (n,), "1 at the winner of the last finished trick (from me)"),
        Plane("to_act", (n,), "1 at the seat (from me) to act"),
        Plane("first_player", (n,), "1 at the round's first player F (from me)"),
        Plane("roller", (n,), "1 at the seat (from me) that rolled the deal"),
        Plane("round", (1,), "rounds finished, / the rounds of the game"),
        Plane("scores", (n,), "totals in stakes (from me), / (24 x stake x rounds)", -1.0, 1.0),
    ]


def encode_table(obs: dict[str, Any], at: dict[str, int], out: list[float]) -> None:
    """Fill the shared planes of ``out`` (offsets ``at``) from ``obs``."""
    me = obs["seat"]
    t = N_TYPES
    per = PER_COPY
    index = INDEX
    for name in ("my_hand", "my_down", "played_up"):
        base = at[name]
        for key in obs[name]:
            k = index[key]
            out[base + k] += per[k]
    for name, values in (
        ("hand_sizes", obs["hand_sizes"]),
        ("down_counts", obs["down_counts"]),
        ("shou", obs["shou"]),
        ("tricks_won", obs["tricks_won"]),
    ):
        base = at[name]
        for seat, value in enumerate(values):
            put(out, base + (seat - me) % PLAYERS, value / HAND)

    trick = obs["trick"]
    if trick["leader"] is not None:
        out[at["trick_leader"] + (trick["leader"] - me) % PLAYERS] = 1.0
    tiles = at["trick_tiles"]
    for play in trick["plays"]:
        r = (play["seat"] - me) % PLAYERS
        out[at["trick_played"] + r] = 1.0
        if play["down"]:
            out[at["trick_down"] + r] = 1.0
        if play["tiles"] is not None:
            for key in play["tiles"]:
                k = index[key]
                out[tiles + r * t + k] += per[k]
    if trick["plays"]:
        put(out, at["trick_size"], trick["plays"][0]["count"] / 4)
    if trick["best"] is not None:
        out[at["trick_best"] + (trick["best"] - me) % PLAYERS] = 1.0
    last = obs["last_trick"]
    if last is not None:
        out[at["last_winner"] + (last["winner"] - me) % PLAYERS] = 1.0
    if obs["to_act"] is not None:
        out[at["to_act"] + (obs["to_act"] - me) % PLAYERS] = 1.0
    if obs["first_player"] is not None:
        out[at["first_player"] + (obs["first_player"] - me) % PLAYERS] = 1.0
    out[at["roller"] + (obs["roller"] - me) % PLAYERS] = 1.0
    rounds = obs["rounds"]
    finished = obs["round"] - 1 + (1 if obs["terminal"] else 0)
    put(out, at["round"], finished / rounds)
    stake = obs["options"]["stake"]
    scale = SCORE_SPAN * rounds * stake if stake > 0 else 1.0
    for seat, score in enumerate(obs["scores"]):
        put(out, at["scores"] + (seat - me) % PLAYERS, score / scale, -1.0, 1.0)
