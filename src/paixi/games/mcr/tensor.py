"""MCR's observation tensor (:mod:`paixi.core.tensor`), built from one seat's
observation only (:meth:`~paixi.games.mcr.hidden.HiddenInfoMixin.observation`).

Conventions:

* seats are counted from the observer: row 0 is the observer, then the
  seats in turn order (row 1 is the next player, who may chow my discards);
* a tile is its face index (``paixi.equipment.mahjong``): 0-8 ``1m``-``9m``,
  9-17 ``1p``-``9p``, 18-26 ``1s``-``9s``, 27-33 ``1z``-``7z`` (East, South,
  West, North, White, Green, Red) — 34 faces;
* a count of a face is divided by its 4 copies; a chow is placed at its
  lowest tile;
* a claim option is one of ``hu kong pung chow-low chow-mid chow-high``
  (the chow whose lowest, middle or highest tile is the claimed tile);
* an answer adds ``pass`` as a seventh entry.

The seat winds follow from the dealer (the dealer is East, then South, West,
North in turn order), so only the dealer is encoded.

:func:`encode` (from the observation dict) is the reference; :func:`encode_state`
gives the same tensor reading the state directly — only what
:meth:`~paixi.games.mcr.hidden.HiddenInfoMixin.observation` shows the seat — for
the RL environments (tests/rl/test_fast_tensors.py compares the two).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from paixi.core.tensor import Plane, TensorSpec, put
from paixi.equipment.mahjong import NUM_FACES, WIND_LETTERS, parse_tiles, tile_code
from paixi.games.mcr.phases import Phase

F = NUM_FACES
WALL = 144
"""Tiles in a full wall (flowers included): ``wall_remaining`` is divided by it."""
DISCARD_TURNS = 36
"""Discards a seat can make in a hand, at most (plane ``discard_turn``)."""
SCORE_SCALE = 300
"""Match scores are divided by this and clipped to [-1, 1]."""
PHASES = ("deal", "turn", "claims", "robbing", "over")
DRAW_KINDS = ("wall", "kong", "flower")
CLAIMS = ("hu", "kong", "pung", "chow-low", "chow-mid", "chow-high", "pass")

_PHASE = {name: i for i, name in enumerate(PHASES)}
_DRAW = {name: i for i, name in enumerate(DRAW_KINDS)}
_MELD_PLANE = {"chow": "chows", "pung": "pungs", "kong": "kongs"}


@lru_cache(maxsize=8192)
def faces(text: str) -> tuple[int, ...]:
    """The faces of a tile string (``"357m 56p"``), memoised: hands and sets
    repeat from step to step."""
    return tuple(parse_tiles(text))


_FACE = {tile_code(t): t for t in range(F)}


def _answer_index(text: str, tile: int) -> int:
    """The index in :data:`CLAIMS` of an answer to a claim on ``tile``."""
    word, _, rest = text.partition(" ")
    if word == "chow":
        return 3 + tile - _FACE[rest]
    return CLAIMS.index(word)


def tensor_spec(players: int, options: Any) -> TensorSpec:
    """The layout (always 4 seats; ``options`` do not change it)."""
    return TensorSpec(
        "mcr",
        [
            Plane("my_hand", (F,), "my concealed tiles (the drawn one included): copies / 4"),
            Plane("my_drawn", (F,), "my turn after a draw: 1 at the tile drawn"),
            Plane("draw_kind", (3,), "where my drawn tile came from: wall, kong, flower"),
            Plane("chows", (4, F), "exposed chows of each seat (from me), at the lowest tile, / 4"),
            Plane("pungs", (4, F), "exposed pungs of each seat (from me): 1 at the face"),
            Plane("kongs", (4, F), "exposed kongs of each seat (from me): 1 at the face"),
            Plane("my_concealed_kongs", (F,), "1 at the face of each of my concealed kongs"),
            Plane("hidden_kongs", (4,), "concealed kongs of each seat (from me), / 4"),
            Plane("discards", (4, F), "each seat's (from me) discards still in its pile, / 4"),
            Plane("claimed", (4, F), "tiles claimed from each seat's (from me) discards, / 4"),
            Plane("latest_discard", (4, F), "1 at each seat's (from me) latest discard"),
            Plane(
                "discard_turn",
                (4, F),
                f"when each seat (from me) last discarded the face: its place in the "
                f"seat's pile (1 = first), / {DISCARD_TURNS}, clipped to 1 (0: never)",
            ),
            Plane(
                "unseen",
                (F,),
                "copies of each face I have not seen (not in my hand, my kongs, any "
                "exposed set or discard pile), / 4",
            ),
            Plane("flowers", (4,), "flowers set aside by each seat (from me), / 8"),
            Plane("concealed_counts", (4,), "concealed tiles of each seat (from me), / 14"),
            Plane("wall", (1,), f"tiles left in the wall, / {WALL}"),
            Plane("dealer", (4,), "1 at the dealer (East) of this hand (from me)"),
            Plane("prevalent_wind", (4,), "1 at the prevalent wind (E S W N)"),
            Plane("phase", (len(PHASES),), "1 at the phase (deal turn claims robbing over)"),
            Plane("turn", (4,), "phase turn: 1 at the seat (from me) whose turn it is"),
            Plane("last_discard_seat", (4,), "1 at the seat (from me) of the last discard"),
            Plane("last_discard", (F,), "1 at the last discard"),
            Plane("window", (2,), "1 at the open window: claims (on a discard), robbing (a kong)"),
            Plane("window_tile", (F,), "1 at the tile the window is about"),
            Plane("window_from", (4,), "1 at the seat (from me) that discarded or added the kong"),
            Plane(
                "my_options",
                (6,),
                "my claims in the window: hu kong pung chow-low chow-mid chow-high",
            ),
            Plane("my_answer", (7,), "my hidden answer, once given (claims, then pass)"),
            Plane(
                "scores",
                (4,),
                f"each seat's (from me) match score, / {SCORE_SCALE}, clipped to [-1, 1]",
                -1.0,
                1.0,
            ),
            Plane("hand_progress", (1,), "hands finished / hands in the match"),
        ],
    )


def encode(obs: dict[str, Any], spec: TensorSpec, out: list[float]) -> None:
    """Fill ``out`` (``spec.size`` zeros) from ``obs`` (one seat's observation)."""
    at = spec.offset
    me = obs["seat"]

    # what I have seen of each face: my concealed tiles and kongs, every exposed
    # set, every discard still in a pile (a claimed one is counted in its set)
    seen = [0] * F
    base = at["my_hand"]
    tiles = obs["my_tiles"]
    if tiles:
        for t in faces(tiles):
            out[base + t] += 0.25
            seen[t] += 1
    drawn = obs["my_drawn"]
    if drawn is not None:
        out[at["my_drawn"] + _FACE[drawn]] = 1.0
        draw_kind = obs["my_draw_kind"]
        if draw_kind is not None:
            out[at["draw_kind"] + _DRAW[draw_kind]] = 1.0
    for seat in range(4):
        row = ((seat - me) & 3) * F
        for meld in obs["melds"][seat]:
            if meld["tiles"] is None:  # another seat's concealed kong, face down
                out[at["hidden_kongs"] + row // F] += 0.25
                continue
            meld_faces = faces(meld["tiles"])
            for t in meld_faces:
                seen[t] += 1
            kind = meld["type"]
            if kind == "kong" and meld["concealed"]:
                out[at["my_concealed_kongs"] + meld_faces[0]] = 1.0
                continue
            if kind == "chow":
                out[at["chows"] + row + meld_faces[0]] += 0.25
            else:
                out[at[_MELD_PLANE[kind]] + row + meld_faces[0]] = 1.0
        pile = obs["discards"][seat]
        discards, claimed = at["discards"] + row, at["claimed"] + row
        turns = at["discard_turn"] + row
        for i, (code, taken) in enumerate(pile, 1):
            t = _FACE[code]
            if taken:
                out[claimed + t] += 0.25
            else:
                out[discards + t] += 0.25
                seen[t] += 1
            out[turns + t] = min(i / DISCARD_TURNS, 1.0)
        if pile:
            out[at["latest_discard"] + row + _FACE[pile[-1][0]]] = 1.0
        r = (seat - me) & 3
        flowers = obs["flowers"][seat]
        if flowers:
            put(out, at["flowers"] + r, (len(flowers) - 1) / 8)  # "124f": digits then f
        put(out, at["concealed_counts"] + r, obs["concealed_counts"][seat] / 14)
        put(out, at["scores"] + r, obs["scores"][seat] / SCORE_SCALE, -1.0, 1.0)
    unseen = at["unseen"]
    for t in range(F):
        if seen[t] < 4:
            out[unseen + t] = (4 - seen[t]) / 4
    put(out, at["wall"], obs["wall_remaining"] / WALL)
    out[at["dealer"] + ((obs["dealer"] - me) & 3)] = 1.0
    out[at["prevalent_wind"] + WIND_LETTERS.index(obs["prevalent_wind"])] = 1.0
    out[at["phase"] + _PHASE[obs["phase"]]] = 1.0
    if obs["turn"] is not None:
        out[at["turn"] + ((obs["turn"] - me) & 3)] = 1.0
    last = obs["last_discard"]
    if last is not None:
        out[at["last_discard_seat"] + ((last[0] - me) & 3)] = 1.0
        out[at["last_discard"] + _FACE[last[1]]] = 1.0
    window = obs["window"]
    if window is not None:
        tile = _FACE[window["tile"]]
        out[at["window"] + (1 if window["kind"] == "robbing" else 0)] = 1.0
        out[at["window_tile"] + tile] = 1.0
        out[at["window_from"] + ((window["from"] - me) & 3)] = 1.0
        for text in window["my_options"]:
            out[at["my_options"] + _answer_index(text, tile)] = 1.0
        if window["my_answer"] is not None:
            out[at["my_answer"] + _answer_index(window["my_answer"], tile)] = 1.0
    put(out, at["hand_progress"], (obs["hand_number"] - 1) / obs["hands"])


# --- the fast path: the same tensor read from the state ---------------------------------

_IN_HAND = (Phase.TURN, Phase.CLAIM, Phase.ROB)
_TURNS = tuple(min(i / DISCARD_TURNS, 1.0) for i in range(200))
"""Plane ``discard_turn``'s value for the ``i``-th discard of a pile (1 = first)."""


def encode_state(state: Any, me: int, spec: TensorSpec, out: Any) -> None:
    """What :func:`encode` gives from ``state.observation(me)``, read from the
    state's fields (only those the observation shows ``me``)."""
    at = spec.offset
    phase = state._phase
    in_hand = phase in _IN_HAND
    seen = [0] * F
    if in_hand:
        base = at["my_hand"]
        for t, c in enumerate(state.counts[me]):
            if c:
                out[base + t] += 0.25 * c
                seen[t] += c
        if phase == Phase.TURN and state.turn == me and state.drawn >= 0:
            out[at["my_drawn"] + state.drawn] = 1.0
            out[at["draw_kind"] + _DRAW[state.draw_kind]] = 1.0
    chows, hidden = at["chows"], at["hidden_kongs"]
    discards_at, claimed_at, turns_at = at["discards"], at["claimed"], at["discard_turn"]
    latest_at, flowers_at = at["latest_discard"], at["flowers"]
    counts_at, scores_at = at["concealed_counts"], at["scores"]
    turns_of = _TURNS
    scores = state.scores
    for seat in range(4):
        r = (seat - me) & 3
        row = r * F
        for meld in state.melds[seat]:
            tiles = meld.tiles
            if meld.concealed:
                if seat != me:  # another seat's concealed kong, face down
                    out[hidden + r] += 0.25
                    continue
                for t in tiles:
                    seen[t] += 1
                out[at["my_concealed_kongs"] + tiles[0]] = 1.0
                continue
            for t in tiles:
                seen[t] += 1
            if meld.kind == "chow":
                out[chows + row + tiles[0]] += 0.25
            else:
                out[at[_MELD_PLANE[meld.kind]] + row + tiles[0]] = 1.0
        pile = state.discards[seat]
        if pile:
            discards, claimed, turns = discards_at + row, claimed_at + row, turns_at + row
            for i, (t, taken) in enumerate(pile, 1):
                if taken == 1:
                    out[claimed + t] += 0.25
                else:
                    out[discards + t] += 0.25
                    seen[t] += 1
                out[turns + t] = turns_of[i] if i < 200 else 1.0
            out[latest_at + row + pile[-1][0]] = 1.0
        flowers = state.flowers[seat]
        if flowers:
            put(out, flowers_at + r, len(flowers) / 8)
        if in_hand:
            put(out, counts_at + r, sum(state.counts[seat]) / 14)
        put(out, scores_at + r, scores[seat] / SCORE_SCALE, -1.0, 1.0)
    unseen = at["unseen"]
    for t in range(F):
        if seen[t] < 4:
            out[unseen + t] = (4 - seen[t]) / 4
    if in_hand:
        put(out, at["wall"], state.remaining() / WALL)
    out[at["dealer"] + ((state.dealer - me) & 3)] = 1.0
    out[at["prevalent_wind"] + state.prevalent] = 1.0
    out[at["phase"] + phase] = 1.0
    if phase == Phase.TURN:
        out[at["turn"] + ((state.turn - me) & 3)] = 1.0
    last = state.last_discard
    if last is not None:
        out[at["last_discard_seat"] + ((last[0] - me) & 3)] = 1.0
        out[at["last_discard"] + last[1]] = 1.0
    window = state.window
    if window is not None and in_hand:
        tile = window.tile
        out[at["window"] + (1 if phase == Phase.ROB else 0)] = 1.0
        out[at["window_tile"] + tile] = 1.0
        out[at["window_from"] + ((window.source - me) & 3)] = 1.0
        seats = window.seats
        if me in seats:
            for action in window.options.get(me, ()):
                out[at["my_options"] + _answer_index(str(action), tile)] = 1.0
            answers = window.answers
            if me in seats[: len(answers)]:
                out[at["my_answer"] + _answer_index(str(answers[seats.index(me)]), tile)] = 1.0
    hand = min(state.hand_index + 1, state.n_hands)
    put(out, at["hand_progress"], (hand - 1) / state.n_hands)
