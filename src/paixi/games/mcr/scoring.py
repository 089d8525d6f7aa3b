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
from dataclasses import dataclass
from itertools import compress
from typing import Any

from paixi.core.errors import NotationError
from paixi.equipment.mahjong import (
    EAST,
    NUM_FACES,
    TERMINALS,
    TERMINALS_AND_HONOURS,
    Meld,
    Tile,
    check_counts,
    parse_tile,
    parse_tiles,
    parse_wind,
    tile_code,
)
from paixi.games.mcr.decompose import (
    CHOW,
    KONG,
    PUNG,
    completing_faces,
    is_honours_and_knitted,
    is_seven_pairs,
    is_seven_shifted_pairs,
    is_thirteen_orphans,
    knitted_rest,
    nine_gates_suit,
    standard_readings,
)
from paixi.games.mcr.fans import (
    ALL_CHOWS,
    ALL_EVEN_PUNGS,
    ALL_FIVES,
    ALL_GREEN,
    ALL_HONORS,
    ALL_PUNGS,
    ALL_SIMPLES,
    ALL_TERMINALS,
    ALL_TERMINALS_AND_HONORS,
    ALL_TYPES,
    BIG_FOUR_WINDS,
    BIG_THREE_WINDS,
    CHICKEN_HAND,
    CLOSED_WAIT,
    CONCEALED_HAND,
    CONCEALED_KONG,
    DRAGON_PUNG,
    EDGE_WAIT,
    EXCLUDES,
    FAN_NAMES_EN,
    FAN_NAMES_ZH,
    FAN_POINTS,
    FLOWER_TILES,
    FOUR_CONCEALED_PUNGS,
    FOUR_KONGS,
    FULL_FLUSH,
    FULLY_CONCEALED_HAND,
    GREATER_HONORS_AND_KNITTED_TILES,
    HALF_FLUSH,
    KNITTED_STRAIGHT,
    LAST_TILE,
    LAST_TILE_CLAIM,
    LAST_TILE_DRAW,
    LESSER_HONORS_AND_KNITTED_TILES,
    LITTLE_FOUR_WINDS,
    LITTLE_THREE_DRAGONS,
    LOWER_FOUR,
    LOWER_TILES,
    MELDED_HAND,
    MELDED_KONG,
    MIDDLE_TILES,
    NINE_GATES,
    NO_HONORS,
    ONE_VOIDED_SUIT,
    OUT_WITH_REPLACEMENT_TILE,
    OUTSIDE_HAND,
    PREVALENT_WIND,
    PUNG_OF_TERMINALS_OR_HONORS,
    PURE_STRAIGHT,
    PURE_TRIPLE_CHOW,
    QUADRUPLE_CHOW,
    REVERSIBLE_TILES,
    ROBBING_THE_KONG,
    SEAT_WIND,
    SELF_DRAWN,
    SEVEN_PAIRS,
    SEVEN_SHIFTED_PAIRS,
    SHORT_STRAIGHT,
    SINGLE_WAIT,
    THIRTEEN_ORPHANS,
    THREE_CONCEALED_PUNGS,
    THREE_KONGS,
    TILE_HOG,
    TRIPLE_PUNG,
    TWO_CONCEALED_KONGS,
    TWO_CONCEALED_PUNGS,
    TWO_DRAGON_PUNGS,
    TWO_MELDED_KONGS,
    UPPER_FOUR,
    UPPER_TILES,
)
from paixi.games.mcr.fans_sets import chow_combinations, pung_combinations
from paixi.games.mcr.shanten import waits

MINIMUM = 8
"""Points needed to declare a win, flowers excluded (§12)."""
BASE_POINTS = 8
"""底分: paid by every non-winner (§17)."""

_REVERSIBLE = frozenset((9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31))
_GREEN = frozenset((19, 20, 21, 23, 25, 32))
_TERMINALS = frozenset(TERMINALS)
_TERM_HON = frozenset(TERMINALS_AND_HONOURS)
_OUTSIDE_CHOWS = frozenset(s + r for s in (0, 9, 18) for r in (0, 6))  # 123 and 789
_FIVE_CHOWS = frozenset(s + r for s in (0, 9, 18) for r in (2, 3, 4))  # 345, 456, 567
_FIVES = frozenset((4, 13, 22))
_EVENS = frozenset(s + r for s in (0, 9, 18) for r in (1, 3, 5, 7))  # ranks 2, 4, 6, 8
_WINDS = range(27, 31)
_DRAGONS = range(31, 34)

# Nine Gates: extra fans by the winning tile's rank (§14.2 fan 4).
_NINE_GATES_EXTRA: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((PURE_STRAIGHT, 1), (TILE_HOG, 1)),
    9: ((PURE_STRAIGHT, 1), (TILE_HOG, 1)),
    2: ((TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)),
    8: ((TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)),
    5: ((TWO_CONCEALED_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)),
    3: ((SHORT_STRAIGHT, 1),),
    4: ((SHORT_STRAIGHT, 1),),
    6: ((SHORT_STRAIGHT, 1),),
    7: ((SHORT_STRAIGHT, 1),),
}


@dataclass(frozen=True, slots=True)
class WinSituation:
    """How the hand was won (§13). Winds are the tiles 27-30 (East-North)."""

    win_tile: Tile
    self_drawn: bool = False
    last_copy: bool = False
    kong_related: bool = False
    wall_last: bool = False
    seat_wind: Tile = EAST
    prevalent_wind: Tile = EAST
    flowers: int = 0


@dataclass(frozen=True, slots=True)
class Fan:
    """One scored fan: its number in §14.1, names, points per unit and count."""

    number: int
    name_en: str
    name_zh: str
    points: int
    count: int

    @property
    def value(self) -> int:
        """``points × count``."""
        return self.points * self.count


@dataclass(frozen=True, slots=True)
class Settlement:
    """The payments of §17: winner's gain, the discarder's and each other loser's."""

    winner: int
    discarder: int | None
    each_other: int

    def to_json(self) -> dict[str, int | None]:
        """``{"winner", "discarder", "each_other"}`` as in the vectors (§19)."""
        return {"winner": self.winner, "discarder": self.discarder, "each_other": self.each_other}


@dataclass(frozen=True, slots=True)
class ScoreResult:
    """The score of a hand (§16, §17); ``fans`` in §14 order, flowers last.

    ``shape`` names the winning shape scored: standard, seven_pairs,
    thirteen_orphans, honours_and_knitted, knitted_straight, nine_gates or
    seven_shifted_pairs ("" when not a win). ``settlement`` is ``None`` below
    the 8-point minimum.
    """

    is_win: bool
    fans: tuple[Fan, ...] = ()
    fan_points: int = 0
    total: int = 0
    meets_minimum: bool = False
    settlement: Settlement | None = None
    shape: str = ""

    def to_json(self) -> dict[str, Any]:
        """The output fields of the vector format (§19), ``waits`` excepted."""
        return {
            "is_win": self.is_win,
            "fans": [[f.name_en, f.points, f.count] for f in self.fans],
            "fan_points": self.fan_points,
            "total": self.total,
            "meets_minimum": self.meets_minimum,
            "settlement": None if self.settlement is None else self.settlement.to_json(),
        }


# --- input checking ------------------------------------------------------------------


def _prepare(
    concealed: Sequence[Tile], melds: Sequence[Meld], situation: WinSituation
) -> list[int]:
    """Validate the input; return the counts of the 13 − 3k concealed tiles before the win."""
    win = situation.win_tile
    if type(win) is not int or not 0 <= win < NUM_FACES:
        raise NotationError(f"the winning tile must be a playing tile, not {_code(win)}")
    tiles = list(concealed)
    counts13 = [0] * NUM_FACES
    for t in tiles:
        if type(t) is not int or not 0 <= t < NUM_FACES:
            raise NotationError(f"unknown tile {_code(t)} among the concealed tiles")
        counts13[t] += 1
    if len(melds) > 4:
        raise NotationError(f"a hand has at most 4 declared sets, got {len(melds)}")
    need = 13 - 3 * len(melds)
    if len(tiles) == need + 1:
        if win not in tiles:
            raise NotationError(f"the winning tile {tile_code(win)} is not in the hand")
        tiles.remove(win)
        counts13[win] -= 1
    elif len(tiles) != need:
        raise NotationError(
            f"wrong tile count: {len(melds)} declared set(s) need {need} concealed tiles "
            f"before the winning tile, got {len(tiles)}"
        )
    counts = list(counts13)
    counts[win] += 1
    for m in melds:
        for t in m.tiles:
            counts[t] += 1
    if max(counts) > 4:
        check_counts([*tiles, win, *(t for m in melds for t in m.tiles)])  # names the tile
    if not 0 <= situation.flowers <= 8:
        raise NotationError(f"flowers must be 0-8, got {situation.flowers}")
    for name in ("seat_wind", "prevalent_wind"):
        if getattr(situation, name) not in _WINDS:
            raise NotationError(f"{name} must be a wind tile (1z-4z)")
    return counts13


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


# --- the hand as a whole ---------------------------------------------------------------


class _Hand:
    """Facts of the hand that do not depend on its reading."""

    def __init__(self, counts13: list[int], melds: Sequence[Meld], sit: WinSituation) -> None:
        self.sit = sit
        self.win = sit.win_tile
        self.melds = melds
        self.counts13 = counts13
        self.counts14 = counts14 = counts13.copy()
        counts14[self.win] += 1
        self.full = full = counts14.copy()
        kongs = concealed_kongs = 0
        chows: list[int] = []
        pungs: list[int] = []
        for m in melds:
            for t in m.tiles:
                full[t] += 1
            if m.kind == "chow":
                chows.append(m.tiles[0])
            else:
                pungs.append(m.tiles[0])
                if m.kind == "kong":
                    kongs += 1
                    concealed_kongs += m.concealed
        self.kongs = kongs
        self.concealed_kongs = concealed_kongs
        self.melded_kongs = kongs - concealed_kongs
        self.melded_count = len(melds) - concealed_kongs
        self.pack_chows = chows
        self.pack_pungs = pungs
        self._unique_wait: bool | None = None
        self._win_method = self._win_method_fans()
        self._tile_fans: dict[bool, dict[int, int]] = {}

    @property
    def unique_wait(self) -> bool:
        """Whether exactly one face completes the hand (§16.4)."""
        if self._unique_wait is None:
            faces = completing_faces(list(self.counts13), len(self.melds), limit=2)
            self._unique_wait = len(faces) == 1
        return self._unique_wait

    def win_method(self) -> dict[int, int]:
        """The win-method fans of §16.2 (a fresh dict)."""
        return dict(self._win_method)

    def _win_method_fans(self) -> dict[int, int]:
        """The win-method fans of §16.2 from the normalised flags."""
        sit = self.sit
        fans: dict[int, int] = {}
        if sit.last_copy:
            fans[LAST_TILE] = 1
        if sit.self_drawn:
            fans[SELF_DRAWN] = 1
            if sit.wall_last:
                fans[LAST_TILE_DRAW] = 1
            if sit.kong_related:
                fans[OUT_WITH_REPLACEMENT_TILE] = 1
        else:
            if sit.wall_last:
                fans[LAST_TILE_CLAIM] = 1
            if sit.kong_related:
                fans[ROBBING_THE_KONG] = 1
        return fans

    def tile_fans(self, seven_pairs: bool) -> dict[int, int]:
        """Suit, tile and rank fans (§16.3 steps 10-12; §16.6 for seven pairs).

        They depend on the tiles only, so they are worked out once per hand.
        """
        found = self._tile_fans.get(seven_pairs)
        if found is None:
            found = self._tile_fans[seven_pairs] = self._compute_tile_fans(seven_pairs)
        return found

    def _compute_tile_fans(self, seven_pairs: bool) -> dict[int, int]:
        """Suit, tile and rank fans from the tile counts alone."""
        full = self.full
        held = list(compress(range(NUM_FACES), full))
        suits = any(full[0:9]) + any(full[9:18]) + any(full[18:27])
        honours = held[-1] >= 27
        fans: dict[int, int] = {}
        if not honours:
            fans[NO_HONORS] = 1
        if suits == 2:
            fans[ONE_VOIDED_SUIT] = 1
        elif suits == 1:
            if honours:
                fans[HALF_FLUSH] = 1
            else:
                fans[FULL_FLUSH] = 1
                fans.pop(NO_HONORS, None)
        elif suits == 3 and any(full[27:31]) and any(full[31:34]):
            fans[ALL_TYPES] = 1
        simples = _TERM_HON.isdisjoint(held)
        if simples:
            fans[ALL_SIMPLES] = 1
        if _REVERSIBLE.issuperset(held):
            fans[REVERSIBLE_TILES] = 1
        if seven_pairs:
            return fans
        if _GREEN.issuperset(held):
            fans[ALL_GREEN] = 1
        if not simples:
            if held[0] >= 27:
                fans[ALL_HONORS] = 1
            elif _TERMINALS.issuperset(held):
                fans[ALL_TERMINALS] = 1
            elif _TERM_HON.issuperset(held):
                fans[ALL_TERMINALS_AND_HONORS] = 1
        if not honours:
            ranks = {t % 9 for t in held}
            low, high = min(ranks), max(ranks)
            if high <= 3:
                fans[LOWER_FOUR if 3 in ranks else LOWER_TILES] = 1
            elif low >= 5:
                fans[UPPER_FOUR if 5 in ranks else UPPER_TILES] = 1
            elif low >= 3 and high <= 5:
                fans[MIDDLE_TILES] = 1
        return fans

    def tile_hog(self) -> int:
        """Faces with all four copies in the hand, not as a kong (fan 64)."""
        return self.full.count(4) - self.kongs


# --- scoring ---------------------------------------------------------------------------


def score_hand(
    concealed: Sequence[Tile], melds: Sequence[Meld], situation: WinSituation
) -> ScoreResult:
    """Score a hand by §16 and settle it by §17; see the module docstring.

    Raises :class:`NotationError` for a malformed hand.
    """
    counts13 = _prepare(concealed, melds, situation)
    sit = normalise(counts13, melds, situation)
    hand = _Hand(counts13, melds, sit)
    best = _best_fans(hand)
    if best is None:
        return ScoreResult(False)
    fans, shape = best
    return _result(fans, sit, shape)


def _best_fans(hand: _Hand) -> tuple[dict[int, int], str] | None:
    """The fans of the best reading and its shape name, or ``None`` if no winning shape (§16.1)."""
    counts14 = hand.counts14
    if not hand.melds:
        special = _special_shape(hand)
        if special is not None:
            return special
    if len(hand.melds) <= 1 and _may_be_knitted(counts14):
        knitted = knitted_rest(counts14)
        if knitted is not None:
            return _knitted_straight(hand, knitted[1]), "knitted_straight"
    best: dict[int, int] | None = None
    best_key: tuple[int, int, int] = (-1, 0, 0)
    readings = standard_readings(counts14)
    if len(readings) > 1:
        readings.sort(key=_reading_order)
    for pair, sets in readings:
        fans = _standard(hand, pair, sets)
        key = (_points(fans), PURE_TRIPLE_CHOW in fans or TRIPLE_PUNG in fans, 1)
        if key > best_key:
            best, best_key = fans, key
    shape = "standard"
    if not hand.melds and is_seven_pairs(counts14):
        fans = _seven_pairs(hand)
        key = (_points(fans), 0, 0)
        if key > best_key:
            best, shape = fans, "seven_pairs"
    return None if best is None else (best, shape)


def _reading_order(reading: tuple[int, tuple[tuple[int, int], ...]]) -> list[tuple[int, int]]:
    """Order of readings for ties (§16.1 "any maximal reading"): that of the oracle.

    PyMahjongGB finds readings by taking sets from the lowest tile up, a pung
    before a chow, and keeps the first best one; sorting the readings by their
    sets in that order makes ties come out as in the vectors.
    """
    return sorted((t, 0 if k == PUNG else 1) for k, t in reading[1])


def _may_be_knitted(c: list[int]) -> bool:
    """Whether each suit holds one of the knitted sequences 147, 258, 369 (§2.3)."""
    for b in (0, 9, 18):
        if not (
            (c[b] and c[b + 3] and c[b + 6])
            or (c[b + 1] and c[b + 4] and c[b + 7])
            or (c[b + 2] and c[b + 5] and c[b + 8])
        ):
            return False
    return True


def _points(fans: dict[int, int]) -> int:
    """Fan points of ``{fan: count}`` (flowers are added later)."""
    points = FAN_POINTS
    total = 0
    for f, n in fans.items():
        total += points[f] * n
    return total


def _result(fans: dict[int, int], sit: WinSituation, shape: str) -> ScoreResult:
    """The :class:`ScoreResult` of the chosen fans: flowers, total, minimum, settlement (§17)."""
    fan_points = _points(fans)
    if sit.flowers:
        fans[FLOWER_TILES] = sit.flowers
    total = fan_points + sit.flowers
    listed = tuple([_fan(f, fans[f]) for f in sorted(fans) if fans[f]])
    meets = fan_points >= MINIMUM
    settlement = _settlement(sit.self_drawn, total) if meets else None
    return ScoreResult(True, listed, fan_points, total, meets, settlement, shape)


_SETTLEMENTS: dict[tuple[bool, int], Settlement] = {}


def _settlement(self_drawn: bool, total: int) -> Settlement:
    """The payments of §17 for a win of ``total`` points (immutable, so shared)."""
    found = _SETTLEMENTS.get((self_drawn, total))
    if found is None:
        if self_drawn:
            found = Settlement(3 * (BASE_POINTS + total), None, -(BASE_POINTS + total))
        else:
            found = Settlement(3 * BASE_POINTS + total, -(BASE_POINTS + total), -BASE_POINTS)
        _SETTLEMENTS[self_drawn, total] = found
    return found


_FANS: dict[tuple[int, int], Fan] = {}


def _fan(number: int, count: int) -> Fan:
    """The :class:`Fan` value for a fan number and count (immutable, so shared)."""
    fan = _FANS.get((number, count))
    if fan is None:
        fan = _FANS[number, count] = Fan(
            number, FAN_NAMES_EN[number], FAN_NAMES_ZH[number], FAN_POINTS[number], count
        )
    return fan


_EXCLUDED_BITS = [0] * len(FAN_POINTS)
for _f, _ex in EXCLUDES.items():
    for _g in _ex:
        _EXCLUDED_BITS[_f] |= 1 << _g
"""Per fan number, the fans it is "not counted with" as a bit set."""


def _exclude(fans: dict[int, int]) -> None:
    """Remove every fan that a present fan is "not counted with" (§16.3 step 15)."""
    bits = _EXCLUDED_BITS
    excluded = 0
    for f in fans:
        excluded |= bits[f]
    if excluded:
        for f in [f for f in fans if excluded >> f & 1]:
            del fans[f]


# --- special shapes (§16.6) -----------------------------------------------------------


def _special_shape(hand: _Hand) -> tuple[dict[int, int], str] | None:
    """Thirteen orphans, honours and knitted, seven shifted pairs or Nine Gates (§16.6), if any."""
    counts14 = hand.counts14
    fans = hand.win_method()
    if is_thirteen_orphans(counts14):
        fans[THIRTEEN_ORPHANS] = 1
        shape = "thirteen_orphans"
    elif is_honours_and_knitted(counts14):
        honours = sum(counts14[27:34])
        fans[
            GREATER_HONORS_AND_KNITTED_TILES if honours == 7 else LESSER_HONORS_AND_KNITTED_TILES
        ] = 1
        if sum(counts14[:27]) == 9:
            fans[KNITTED_STRAIGHT] = 1
        shape = "honours_and_knitted"
    elif is_seven_shifted_pairs(counts14):
        fans[SEVEN_SHIFTED_PAIRS] = 1
        first = next(t for t in range(27) if counts14[t])
        if first % 9 == 1:
            fans[ALL_SIMPLES] = 1
        shape = "seven_shifted_pairs"
    elif hand.win < 27 and nine_gates_suit(hand.counts13) == hand.win // 9:
        fans[NINE_GATES] = 1
        for f, n in _NINE_GATES_EXTRA[hand.win % 9 + 1]:
            fans[f] = n
        shape = "nine_gates"
    else:
        return None
    _exclude(fans)
    return fans, shape


def _seven_pairs(hand: _Hand) -> dict[int, int]:
    """The seven-pairs reading (§16.6, D3: no set-defined tile or rank fans)."""
    fans = hand.win_method()
    fans[SEVEN_PAIRS] = 1
    fans.update(hand.tile_fans(seven_pairs=True))
    hog = hand.tile_hog()
    if hog:
        fans[TILE_HOG] = hog
    _exclude(fans)
    return fans


# --- knitted straight (§16.5) ---------------------------------------------------------


def _knitted_straight(hand: _Hand, rest: list[int]) -> dict[int, int]:
    """The best reading of a knitted-straight hand; ``rest`` is what the nine knitted tiles leave (§16.5)."""
    sit = hand.sit
    win = hand.win
    if hand.melds:
        meld = hand.melds[0]
        kind = {"chow": CHOW, "pung": PUNG, "kong": KONG}[meld.kind]
        pair = next(t for t in range(NUM_FACES) if rest[t])
        options = [(kind, meld.first, not meld.concealed, pair)]
    else:
        options = [
            (kind, tile, False, pair)
            for pair, sets in standard_readings(rest)
            for kind, tile in sets
        ]
    best: dict[int, int] = {}
    for kind, tile, melded, pair in options:
        fans = _knitted_reading(hand, rest, kind, tile, melded, pair, win, sit)
        if not best or _points(fans) > _points(best):
            best = fans
    return best


def _knitted_reading(
    hand: _Hand,
    rest: list[int],
    kind: int,
    tile: int,
    melded: bool,
    pair: int,
    win: int,
    sit: WinSituation,
) -> dict[int, int]:
    """The fans of a knitted straight with this fourth set and pair (§16.5)."""
    fans = hand.win_method()
    fans[KNITTED_STRAIGHT] = 1
    if kind == CHOW:
        if pair < 27:
            fans[NO_HONORS] = 1
    elif tile >= 27:
        if tile < 31:
            fans[PUNG_OF_TERMINALS_OR_HONORS] = 1
            if pair >= 31:
                fans[ALL_TYPES] = 1
        else:
            fans[DRAGON_PUNG] = 1
            if 27 <= pair < 31:
                fans[ALL_TYPES] = 1
    else:
        if tile in _TERMINALS:
            fans[PUNG_OF_TERMINALS_OR_HONORS] = 1
        if pair < 27:
            fans[NO_HONORS] = 1
    hog = hand.tile_hog()
    if hog:
        fans[TILE_HOG] = hog
    if kind == KONG:
        fans[MELDED_KONG if melded else CONCEALED_KONG] = 1
    if not melded:
        fans[FULLY_CONCEALED_HAND if sit.self_drawn else CONCEALED_HAND] = 1
    wait = _knitted_wait(hand, rest, kind, tile, pair, win)
    if wait:
        fans[wait] = 1
    _exclude(fans)
    if kind != CHOW and 27 <= tile < 31:
        _wind_rule(fans, [tile], sit)
    return fans


def _knitted_wait(hand: _Hand, rest: list[int], kind: int, tile: int, pair: int, win: int) -> int:
    """The wait fan of a knitted-straight hand (§16.5), or 0."""
    if not rest[win]:
        return 0
    if hand.melds:
        return SINGLE_WAIT
    four = list(rest)
    four[win] -= 1
    if len(completing_faces(four, 3, limit=2)) != 1:
        return 0
    if kind == CHOW and tile <= win <= tile + 2:
        return CLOSED_WAIT if win == tile + 1 else EDGE_WAIT
    return SINGLE_WAIT if win == pair else 0


def _wind_rule(fans: dict[int, int], wind_pungs: Sequence[int], sit: WinSituation) -> None:
    """Prevalent/Seat Wind for wind pungs, each taking one Pung of T/H (§16.3 step 16)."""
    keep_pth = any(
        f in fans
        for f in (
            BIG_THREE_WINDS,
            LITTLE_FOUR_WINDS,
            ALL_HONORS,
            ALL_TERMINALS_AND_HONORS,
        )
    )
    for w in wind_pungs:
        hit = False
        if w == sit.prevalent_wind:
            fans[PREVALENT_WIND] = 1
            hit = True
        if w == sit.seat_wind:
            fans[SEAT_WIND] = 1
            hit = True
        if hit and not keep_pth and fans.get(PUNG_OF_TERMINALS_OR_HONORS):
            fans[PUNG_OF_TERMINALS_OR_HONORS] -= 1
            if not fans[PUNG_OF_TERMINALS_OR_HONORS]:
                del fans[PUNG_OF_TERMINALS_OR_HONORS]


# --- one standard reading (§16.3) -----------------------------------------------------


def _standard(
    hand: _Hand, pair: int, concealed_sets: tuple[tuple[int, int], ...]
) -> dict[int, int]:
    """The fans of one standard reading (§16.3 steps 1-17; flowers come later)."""
    sit = hand.sit
    win = hand.win
    fans = hand.win_method()
    melded_count, mk, ck = hand.melded_count, hand.melded_kongs, hand.concealed_kongs
    chows = hand.pack_chows.copy()
    pungs = hand.pack_pungs.copy()
    c = 0  # concealed pungs
    win_in_chow = False
    for k, t in concealed_sets:
        if k == CHOW:
            chows.append(t)
            if t <= win <= t + 2:
                win_in_chow = True
        else:
            pungs.append(t)
            c += 1
    chows.sort()
    pungs.sort()

    # step 2-3: concealed pungs and kongs
    if not sit.self_drawn and not win_in_chow and (PUNG, win) in concealed_sets:
        c -= 1
    n = c + ck
    kongs = mk + ck
    if kongs == 4:
        fans[FOUR_KONGS] = 1
    elif kongs == 3:
        fans[THREE_KONGS] = 1
    elif kongs == 2:
        if mk == 2:
            fans[TWO_MELDED_KONGS] = 1
        elif ck == 2:
            fans[TWO_CONCEALED_KONGS] = 1
        else:
            fans[MELDED_KONG] = 1
            fans[CONCEALED_KONG] = 1
    elif kongs == 1:
        fans[MELDED_KONG if mk else CONCEALED_KONG] = 1
    if n == 4:
        fans[FOUR_CONCEALED_PUNGS] = 1
    elif n == 3:
        fans[THREE_CONCEALED_PUNGS] = 1
    elif n == 2 and not (kongs == 2 and ck == 2):
        fans[TWO_CONCEALED_PUNGS] = 1

    # step 4-5
    if not chows and FOUR_KONGS not in fans and FOUR_CONCEALED_PUNGS not in fans:
        fans[ALL_PUNGS] = 1
    for t in pungs:
        if t >= 31:
            _add(fans, DRAGON_PUNG)
        elif t >= 27 or t in _TERMINALS:
            _add(fans, PUNG_OF_TERMINALS_OR_HONORS)

    # step 6
    if len(chows) >= 2:
        chow_combinations(fans, chows, pair)
    if len(pungs) >= 2:
        pung_combinations(fans, pungs)

    # step 7: concealment
    if melded_count == 0:
        fans[FULLY_CONCEALED_HAND if sit.self_drawn else CONCEALED_HAND] = 1
    elif melded_count == 4 and not sit.self_drawn:
        fans[MELDED_HAND] = 1

    # step 8: the pair
    dragon_pungs = sum(t >= 31 for t in pungs)
    wind_pungs = [t for t in pungs if 27 <= t < 31]
    if len(chows) == 4 and pair < 27:
        fans[ALL_CHOWS] = 1
    elif dragon_pungs == 2 and pair >= 31:
        fans.pop(TWO_DRAGON_PUNGS, None)
        fans[LITTLE_THREE_DRAGONS] = 1
    elif len(wind_pungs) == 3 and 27 <= pair < 31:
        fans.pop(BIG_THREE_WINDS, None)
        fans[LITTLE_FOUR_WINDS] = 1

    # step 9: traits of the five groups
    _group_traits(fans, chows, pungs, pair)
    # steps 10-12
    fans.update(hand.tile_fans(seven_pairs=False))
    # step 13
    if QUADRUPLE_CHOW not in fans:
        hog = hand.tile_hog()
        if hog:
            fans[TILE_HOG] = hog
    # step 14: wait
    if MELDED_HAND not in fans and FOUR_KONGS not in fans:
        wait = _wait_fan(concealed_sets, pair, win)
        if wait and hand.unique_wait:
            fans[wait] = 1

    # step 15: exclusions and their special cases
    had_bt_winds = BIG_THREE_WINDS in fans
    _exclude(fans)
    if (
        FOUR_CONCEALED_PUNGS in fans
        and sit.self_drawn
        and LAST_TILE_DRAW not in fans
        and OUT_WITH_REPLACEMENT_TILE not in fans
    ):
        fans[SELF_DRAWN] = 1
    if had_bt_winds and PUNG_OF_TERMINALS_OR_HONORS in fans:
        left = fans[PUNG_OF_TERMINALS_OR_HONORS] - 3
        if left > 0:
            fans[PUNG_OF_TERMINALS_OR_HONORS] = left
        else:
            del fans[PUNG_OF_TERMINALS_OR_HONORS]
    # step 16: winds
    if BIG_FOUR_WINDS not in fans and wind_pungs:
        _wind_rule(fans, wind_pungs, sit)
    # step 17
    if not fans:
        fans[CHICKEN_HAND] = 1
    return fans


def _add(fans: dict[int, int], fan: int, n: int = 1) -> None:
    """Count one more (or ``n`` more) of ``fan``."""
    fans[fan] = fans.get(fan, 0) + n


def _wait_fan(concealed_sets: tuple[tuple[int, int], ...], pair: int, win: int) -> int:
    """Edge, Closed or Single Wait for a unique wait (§16.3 step 14), or 0."""
    middle = False
    for k, t in concealed_sets:
        if k == CHOW and t <= win <= t + 2:
            if win == t + 1:
                middle = True
            else:
                return EDGE_WAIT
    if middle:
        return CLOSED_WAIT
    return SINGLE_WAIT if win == pair else 0


def _group_traits(fans: dict[int, int], chows: list[int], pungs: list[int], pair: int) -> None:
    """Outside Hand, All Fives or All Even Pungs (§16.3 step 9)."""
    if pair in _TERM_HON and _OUTSIDE_CHOWS.issuperset(chows) and _TERM_HON.issuperset(pungs):
        fans[OUTSIDE_HAND] = 1
    elif pair in _FIVES and _FIVE_CHOWS.issuperset(chows) and _FIVES.issuperset(pungs):
        fans[ALL_FIVES] = 1
    elif not chows and pair in _EVENS and _EVENS.issuperset(pungs):
        fans[ALL_EVEN_PUNGS] = 1


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
