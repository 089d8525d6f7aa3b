"""The MCR fan scorer (rules/mcr.md §13-§17).

API::

    score_hand(concealed, melds, situation) -> ScoreResult

* ``concealed``: the concealed tiles **before** the winning tile (13 − 3 ×
  sets), or with it (14 − 3 × sets, then the winning tile must be among them);
  tiles are ints of :mod:`paixi.equipment.mahjong`.
* ``melds``: the declared sets (:class:`~paixi.equipment.mahjong.Meld`;
  concealed kongs have ``concealed=True``).
* ``situation``: :class:`WinSituation` — the winning tile and the §13 flags.

The result (:class:`ScoreResult`) lists every fan with its English and Chinese
name, points per unit and count (in §14 order), the fan points (flowers
excluded, checked against the 8-point minimum), the total (flowers included),
and the settlement of §17. A hand that is no winning shape gives
``is_win=False`` and no fans. A malformed hand (unknown tile, a fifth copy, a
wrong tile count for the sets given, a winning tile not in the hand, a flower
among the tiles) raises :class:`~paixi.core.errors.NotationError`.

The procedure is §16's: every reading of the hand is scored and the one with
the most points is kept; ties prefer Pure Triple Chow / Triple Pung, then a
standard reading over seven pairs (§16.1), then the first reading in the
oracle's order (:func:`_reading_order`). The choices of §18 (D1-D4) are the
spec's. Also here: :func:`normalise` (§13.1 flags) and the §19 vector format
(:func:`parse_vector_input`, :func:`score_vector`, used by ``paixi score
--batch``). The set-combination fans are in :mod:`paixi.games.mcr.fans_sets`,
the readings and waits in :mod:`paixi.games.mcr.decompose`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NoReturn

from paixi.core.errors import NotationError
from paixi.equipment.mahjong import (
    NUM_FACES,
    Meld,
    Tile,
    check_counts,
    parse_tile,
    parse_tiles,
    parse_wind,
    tile_code,
)
from paixi.games.mcr.decompose import knitted_rest
from paixi.games.mcr.exclusion import points
from paixi.games.mcr.fans import (
    PURE_TRIPLE_CHOW,
    TRIPLE_PUNG,
)
from paixi.games.mcr.fans_special import knitted_straight_fans, seven_pairs_fans, special_shape
from paixi.games.mcr.fans_standard import standard_fans
from paixi.games.mcr.hand_facts import HandFacts, normalised_situation
from paixi.games.mcr.packed import (
    MELD_INFO,
    ODD,
    UNIT,
    UNIT_OF,
    may_be_knitted,
    may_be_special,
    scoring_readings,
)
from paixi.games.mcr.score_types import (
    BASE_POINTS,
    MINIMUM,
    NO_WIN,
    Fan,
    ScoreResult,
    Settlement,
    WinSituation,
    make_result,
)
from paixi.games.mcr.scoring_fast import score_common
from paixi.games.mcr.shanten import waits

__all__ = [
    "BASE_POINTS",
    "MINIMUM",
    "Fan",
    "ScoreResult",
    "Settlement",
    "WinSituation",
    "normalise",
    "parse_vector_input",
    "score_hand",
    "score_vector",
]

_WINDS = range(27, 31)


# --- input checking ------------------------------------------------------------------


def _prepare(
    concealed: Sequence[Tile], melds: Sequence[Meld], situation: WinSituation
) -> HandFacts:
    """Validate the input (one pass over the tiles) and gather the hand's facts.

    The tiles are packed (:mod:`paixi.games.mcr.packed`): a sum of one
    :data:`UNIT` per tile, so a fifth copy is a byte over 4. Errors are
    worked out again by :func:`_reject`, which names what is wrong.
    """
    win = situation.win_tile
    if type(win) is not int or not 0 <= win < NUM_FACES:
        raise NotationError(f"the winning tile must be a playing tile, not {_code(win)}")
    if type(concealed) is not list and type(concealed) is not tuple:
        concealed = list(concealed)
    if not _INT.issuperset(map(type, concealed)):
        _reject(concealed, melds, situation)
    try:
        b = sum(map(UNIT_OF.__getitem__, concealed))
    except (KeyError, TypeError):
        _reject(concealed, melds, situation)
    sets = len(melds)
    size = len(concealed)
    if sets > 4 or not 13 <= size + 3 * sets <= 14:
        _reject(concealed, melds, situation)
    w = UNIT[win]
    if size + 3 * sets == 14:
        if not b >> 8 * win & 0xFF:
            _reject(concealed, melds, situation)
        b -= w
    full = b + w
    if sets:
        chows: list[int] = []
        pungs: list[int] = []
        kongs = concealed_kongs = 0
        for m in melds:
            packed, kind, first, _ = MELD_INFO[m.tiles]
            full += packed
            if kind:
                pungs.append(first)
                if kind == 2:
                    kongs += 1
                    concealed_kongs += m.concealed
            else:
                chows.append(first)
        chows.sort()
        pungs.sort()
        pack_chows, pack_pungs = tuple(chows), tuple(pungs)
    else:
        pack_chows = pack_pungs = ()
        kongs = concealed_kongs = 0
    if (
        (full + _OVER4) & _HIGH  # a count of 5 or more: a byte over 4
        or not 0 <= situation.flowers <= 8
        or situation.seat_wind not in _WINDS
        or situation.prevalent_wind not in _WINDS
    ):
        _reject(concealed, melds, situation)
    if sets or situation.last_copy or situation.kong_related:
        situation = normalised_situation(
            b >> 8 * win & 0xFF, full >> 8 * win & 0xFF, kongs, situation
        )
    return HandFacts(b, full, melds, situation, pack_chows, pack_pungs, kongs, concealed_kongs)


_OVER4 = 123 * sum(UNIT)  # a byte + 123 reaches 128 from 5 on (counts stay under 133)
_HIGH = 0x80 * sum(UNIT)


def _reject(concealed: Sequence[Tile], melds: Sequence[Meld], situation: WinSituation) -> NoReturn:
    """Raise the :class:`NotationError` that says what is wrong with a hand
    :func:`_prepare` found malformed (the checks in the order of the docs)."""
    win = situation.win_tile
    tiles = list(concealed)
    for t in tiles:
        if type(t) is not int or not 0 <= t < NUM_FACES:
            raise NotationError(f"unknown tile {_code(t)} among the concealed tiles")
    if len(melds) > 4:
        raise NotationError(f"a hand has at most 4 declared sets, got {len(melds)}")
    need = 13 - 3 * len(melds)
    if len(tiles) == need + 1:
        if win not in tiles:
            raise NotationError(f"the winning tile {tile_code(win)} is not in the hand")
        tiles.remove(win)
    elif len(tiles) != need:
        raise NotationError(
            f"wrong tile count: {len(melds)} declared set(s) need {need} concealed tiles "
            f"before the winning tile, got {len(tiles)}"
        )
    check_counts([*tiles, win, *(t for m in melds for t in m.tiles)])  # names the tile
    if not 0 <= situation.flowers <= 8:
        raise NotationError(f"flowers must be 0-8, got {situation.flowers}")
    if situation.seat_wind not in _WINDS:
        raise NotationError("seat_wind must be a wind tile (1z-4z)")
    raise NotationError("prevalent_wind must be a wind tile (1z-4z)")


_INT = frozenset((int,))
_FACES = frozenset(range(NUM_FACES))


def _code(t: object) -> str:
    """A tile for an error message: its code, or its repr if it is no tile."""
    try:
        return tile_code(t)  # type: ignore[arg-type]
    except NotationError:
        return repr(t)


def normalise(
    counts13: Sequence[int], melds: Sequence[Meld], situation: WinSituation
) -> WinSituation:
    """Apply the consistency rules of §13.1 to the flags.

    ``counts13``: copies per face (34) of the concealed tiles before the win.
    The scorer uses :func:`_normalised`, the same rules for a valid hand.
    """
    win = situation.win_tile
    last_copy = situation.last_copy
    if counts13[win] >= 1:  # two or more copies with the winning tile
        last_copy = False
    elif sum(m.tiles.count(win) for m in melds if not m.concealed) == 3:
        last_copy = True
    kong_related = situation.kong_related
    if kong_related:
        if situation.self_drawn:
            kong_related = any(m.kind == "kong" for m in melds)
        else:
            kong_related = not counts13[win] and all(win not in m.tiles for m in melds)
    wall_last = situation.wall_last and not (kong_related and not situation.self_drawn)
    if (last_copy, kong_related, wall_last) == (
        situation.last_copy,
        situation.kong_related,
        situation.wall_last,
    ):
        return situation
    return WinSituation(
        win,
        situation.self_drawn,
        last_copy,
        kong_related,
        wall_last,
        situation.seat_wind,
        situation.prevalent_wind,
        situation.flowers,
    )


# --- scoring ---------------------------------------------------------------------------


def score_hand(
    concealed: Sequence[Tile], melds: Sequence[Meld], situation: WinSituation
) -> ScoreResult:
    """Score a hand by §16 and settle it by §17; see the module docstring.

    Raises :class:`NotationError` for a malformed hand.
    """
    result = score_common(concealed, melds, situation)
    if result is not None:
        return result
    hand = _prepare(concealed, melds, situation)
    best = _best_fans(hand)
    if best is None:
        return NO_WIN
    fans, shape = best
    return make_result(fans, hand.sit, shape)


def _best_fans(hand: HandFacts) -> tuple[dict[int, int], str] | None:
    """The fans of the best reading and its shape name, or ``None`` if no winning shape (§16.1).

    A knitted straight with a set and a pair has no standard reading and is
    no seven pairs (each suit's three knitted tiles would need a pair and two
    sets of their own), so it is looked for only when neither is found.
    """
    b14 = hand.b14
    melds = hand.melds
    if not melds and may_be_special(b14, hand.win):
        special = special_shape(hand)
        if special is not None:
            return special
    readings = scoring_readings(b14)
    pairs = not melds and not b14 & ODD  # seven pairs: every count even (§11 shape 2)
    if len(readings) == 1 and not pairs:  # the usual case: one reading
        pair, chows, pungs = readings[0]
        return standard_fans(hand, pair, chows, pungs), "standard"
    if not readings and not pairs:
        if len(melds) <= 1 and may_be_knitted(b14):
            knitted = knitted_rest(hand.counts14)
            if knitted is not None:
                return knitted_straight_fans(hand, knitted[1]), "knitted_straight"
        return None
    best: dict[int, int] | None = None
    best_key: tuple[int, int, int] = (-1, 0, 0)
    if len(readings) > 1:
        readings.sort(key=_reading_order)
    for pair, chows, pungs in readings:
        fans = standard_fans(hand, pair, chows, pungs)
        key = (points(fans), PURE_TRIPLE_CHOW in fans or TRIPLE_PUNG in fans, 1)
        if key > best_key:
            best, best_key = fans, key
    shape = "standard"
    if pairs:
        fans = seven_pairs_fans(hand)
        key = (points(fans), 0, 0)
        if key > best_key:
            best, shape = fans, "seven_pairs"
    return None if best is None else (best, shape)


def _reading_order(reading: tuple[int, tuple[int, ...], tuple[int, ...]]) -> list[tuple[int, int]]:
    """Order of readings for ties (§16.1 "any maximal reading"): that of the oracle.

    PyMahjongGB finds readings by taking sets from the lowest tile up, a pung
    before a chow, and keeps the first best one; sorting the readings by their
    sets in that order makes ties come out as in the vectors.
    """
    return sorted([(t, 0) for t in reading[2]] + [(t, 1) for t in reading[1]])


# --- the vector format (§19) -----------------------------------------------------------

_INPUT_FIELDS = (
    "hand",
    "packs",
    "win_tile",
    "self_drawn",
    "last_copy",
    "kong_related",
    "wall_last",
    "seat_wind",
    "prevalent_wind",
    "flowers",
)
_FLAGS = ("self_drawn", "last_copy", "kong_related", "wall_last")


def parse_vector_input(data: Any) -> tuple[list[Tile], list[Meld], WinSituation]:
    """The input fields of a §19 vector -> ``score_hand`` arguments.

    ``hand`` and ``win_tile`` are required; ``packs`` defaults to none, the
    flags to false, the winds to East and ``flowers`` to 0. Answer fields are
    ignored. Raises :class:`NotationError` naming the bad field.
    """
    if not isinstance(data, dict):
        raise NotationError(
            "a hand must be a JSON object with the input fields listed by paixi score mcr --help"
        )
    for name in ("hand", "win_tile"):
        if not isinstance(data.get(name), str):
            raise NotationError(f"field {name!r} is required and must be a tile string")
    packs = data.get("packs", [])
    if not isinstance(packs, list):
        raise NotationError("field 'packs' must be a list of sets")
    flags = {}
    for name in _FLAGS:
        value = data.get(name, False)
        if not isinstance(value, bool):
            raise NotationError(f"field {name!r} must be true or false, got {value!r}")
        flags[name] = value
    flowers = data.get("flowers", 0)
    if type(flowers) is not int:
        raise NotationError(f"field 'flowers' must be an integer 0-8, got {flowers!r}")
    situation = WinSituation(
        win_tile=parse_tile(data["win_tile"]),
        seat_wind=parse_wind(data.get("seat_wind", "E")),
        prevalent_wind=parse_wind(data.get("prevalent_wind", "E")),
        flowers=flowers,
        **flags,
    )
    return parse_tiles(data["hand"]), [Meld.from_json(p) for p in packs], situation


def score_vector(data: Any) -> dict[str, Any]:
    """Score one §19 vector's input fields; return its output fields, ``waits`` included.

    Raises :class:`NotationError` for a malformed input.
    """
    concealed, melds, situation = parse_vector_input(data)
    result = score_hand(concealed, melds, situation).to_json()
    before = list(concealed)
    if len(before) == 14 - 3 * len(melds):
        before.remove(situation.win_tile)
    result["waits"] = [tile_code(t) for t in waits(before, melds)]
    return result
