"""The MCR fan scorer (docs/specs/mcr.md §13-§17).

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
oracle's order (:func:`paixi.games.mcr.best_reading.reading_order`). The
choices of §18 (D1-D4) are the spec's. Also here: :func:`normalise` (§13.1
flags) and the §19 vector format (:func:`parse_vector_input`,
:func:`score_vector`, used by ``paixi score --batch``).

``paixi score mcr "123m 456p 789s 11z 55z" --win 5z`` in Python:

>>> from paixi.equipment.mahjong import parse_tile, parse_tiles
>>> from paixi.games.mcr.scoring import WinSituation, score_hand
>>> result = score_hand(parse_tiles("123m 456p 789s 11z 55z"), [], WinSituation(parse_tile("5z")))
>>> [(fan.name_en, fan.points) for fan in result.fans]
[('Mixed Straight', 8), ('All Types', 6), ('Dragon Pung', 2), ('Concealed Hand', 2)]
>>> result.total, result.settlement.winner
(18, 42)

Where things are: :func:`score_hand` is
:func:`paixi.games.mcr.scoring_fast.score_hand` (input checked and packed in
one pass, the common case scored there); the general procedure is
:mod:`paixi.games.mcr.best_reading`; hands are packed and read through
tables in :mod:`paixi.games.mcr.packed`; the set-combination fans are in
:mod:`paixi.games.mcr.fans_sets` and :mod:`paixi.games.mcr.set_tables`; the
result types in :mod:`paixi.games.mcr.score_types`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from paixi.core.errors import NotationError
from paixi.equipment.mahjong import (
    Meld,
    Tile,
    parse_tile,
    parse_tiles,
    parse_wind,
    tile_code,
)
from paixi.games.mcr.score_types import (
    BASE_POINTS,
    MINIMUM,
    Fan,
    ScoreResult,
    Settlement,
    WinSituation,
)
from paixi.games.mcr.scoring_fast import score_hand
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


def normalise(
    counts13: Sequence[int], melds: Sequence[Meld], situation: WinSituation
) -> WinSituation:
    """Apply the consistency rules of §13.1 to the flags.

    ``counts13``: copies per face (34) of the concealed tiles before the win.
    The scorer uses :func:`paixi.games.mcr.hand_facts.normalised_situation`, the
    same rules for a valid hand read from packed counts; this count-list form is
    kept apart on purpose, as the independent reference the tests hold it to
    (tests/mcr/test_scoring_fast.py).
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
