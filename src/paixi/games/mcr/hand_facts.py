"""What an MCR hand is, apart from how it is read (docs/specs/mcr.md §16.2-§16.4).

:class:`HandFacts` holds, once per scored hand, the facts every reading
shares: the tile counts, the declared sets split into chows and pungs, the
kong fans, the win-method fans (§16.2), the concealment fans (§16.3 step 7),
the suit, tile and rank fans (steps 10-12, §16.6 for seven pairs), Tile Hog
(step 13) and whether the wait is unique (§16.4, worked out only if a
reading asks). Fans are ``{fan number: count}`` dicts; the per-hand ones are
looked up in small tables keyed by the flags, and callers get copies.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from paixi.equipment.mahjong import Meld
from paixi.games.mcr.exclusion import excluded_by
from paixi.games.mcr.fan_counts import FanPairs, pairs_of
from paixi.games.mcr.fans import (
    CONCEALED_HAND,
    CONCEALED_KONG,
    FOUR_KONGS,
    FULLY_CONCEALED_HAND,
    LAST_TILE,
    LAST_TILE_CLAIM,
    LAST_TILE_DRAW,
    MELDED_HAND,
    MELDED_KONG,
    OUT_WITH_REPLACEMENT_TILE,
    ROBBING_THE_KONG,
    SELF_DRAWN,
    THREE_KONGS,
    TILE_HOG,
    TWO_CONCEALED_KONGS,
    TWO_MELDED_KONGS,
)
from paixi.games.mcr.packed import UNIT, is_unique_wait, part_keys, unpack
from paixi.games.mcr.score_types import WinSituation
from paixi.games.mcr.tile_features import features
from paixi.games.mcr.tile_features import tile_fans as feature_tile_fans


def _win_method_fans(
    self_drawn: bool, last_copy: bool, kong_related: bool, wall_last: bool
) -> dict[int, int]:
    """The win-method fans of §16.2 from the normalised flags (§13.1)."""
    fans: dict[int, int] = {}
    if last_copy:
        fans[LAST_TILE] = 1
    if self_drawn:
        fans[SELF_DRAWN] = 1
        if wall_last:
            fans[LAST_TILE_DRAW] = 1
        if kong_related:
            fans[OUT_WITH_REPLACEMENT_TILE] = 1
    else:
        if wall_last:
            fans[LAST_TILE_CLAIM] = 1
        if kong_related:
            fans[ROBBING_THE_KONG] = 1
    return fans


WIN_METHOD: Final[dict[tuple[bool, bool, bool, bool], dict[int, int]]] = {
    (a, b, c, d): _win_method_fans(a, b, c, d)
    for a in (False, True)
    for b in (False, True)
    for c in (False, True)
    for d in (False, True)
}
"""The win-method fans by (self_drawn, last_copy, kong_related, wall_last)."""
WIN_METHOD_BY_CODE: Final[tuple[dict[int, int], ...]] = tuple(
    WIN_METHOD[bool(code & 1), bool(code & 2), bool(code & 4), bool(code & 8)] for code in range(16)
)
""":data:`WIN_METHOD` by the low four bits of :func:`situation_code`."""
WIN_METHOD_PAIRS: Final[tuple[tuple[FanPairs, int], ...]] = tuple(
    (pairs_of(fans), excluded_by(fans)) for fans in WIN_METHOD_BY_CODE
)
""":data:`WIN_METHOD_BY_CODE` as :data:`~paixi.games.mcr.fan_counts.FanPairs`, with what they exclude."""


def _kong_fans(melded: int, concealed: int) -> dict[int, int]:
    """The kong fans of §16.3 step 3 for ``melded`` and ``concealed`` kongs."""
    kongs = melded + concealed
    if kongs == 4:
        return {FOUR_KONGS: 1}
    if kongs == 3:
        return {THREE_KONGS: 1}
    if kongs == 2:
        if melded == 2:
            return {TWO_MELDED_KONGS: 1}
        if concealed == 2:
            return {TWO_CONCEALED_KONGS: 1}
        return {MELDED_KONG: 1, CONCEALED_KONG: 1}
    if kongs == 1:
        return {MELDED_KONG if melded else CONCEALED_KONG: 1}
    return {}


KONG_FANS: Final = {(m, c): _kong_fans(m, c) for m in range(5) for c in range(5) if m + c <= 4}


def _concealment_fans(melded_count: int, self_drawn: bool) -> dict[int, int]:
    """Fully Concealed Hand, Concealed Hand or Melded Hand (§16.3 step 7)."""
    if melded_count == 0:
        return {FULLY_CONCEALED_HAND if self_drawn else CONCEALED_HAND: 1}
    if melded_count == 4 and not self_drawn:
        return {MELDED_HAND: 1}
    return {}


CONCEALMENT: Final = {(n, s): _concealment_fans(n, s) for n in range(5) for s in (False, True)}


def _situation_fans() -> dict[
    tuple[bool, bool, bool, bool, int, int, int], tuple[dict[int, int], int]
]:
    """:data:`SITUATION_FANS`."""
    out = {}
    for (sd, lc, kr, wl), method in WIN_METHOD.items():
        for sets in range(5):
            for kongs in range(sets + 1):
                for concealed in range(kongs + 1):
                    fans = {**method, **CONCEALMENT[sets - concealed, sd]}
                    fans.update(KONG_FANS[kongs - concealed, concealed])
                    out[sd, lc, kr, wl, sets, kongs, concealed] = (fans, excluded_by(fans))
    return out


SITUATION_FANS: Final = _situation_fans()
"""The win-method (§16.2), kong (§16.3 step 3) and concealment (step 7) fans
together and what they exclude (bits), by ``(self_drawn, last_copy,
kong_related, wall_last, declared sets, kongs, concealed kongs)``, the flags normalised."""


def situation_code(
    self_drawn: bool,
    last_copy: bool,
    kong_related: bool,
    wall_last: bool,
    sets: int,
    kongs: int,
    concealed_kongs: int,
) -> int:
    """The index of a :data:`SITUATION_FANS` key in :data:`SITUATION_TABLE`."""
    return (
        self_drawn
        | last_copy << 1
        | kong_related << 2
        | wall_last << 3
        | sets << 4
        | kongs << 7
        | concealed_kongs << 10
    )


def _situation_entry(code: int) -> tuple[FanPairs, int]:
    """The :data:`SITUATION_TABLE` entry of a code."""
    fans, excluded = SITUATION_FANS.get(
        (
            bool(code & 1),
            bool(code & 2),
            bool(code & 4),
            bool(code & 8),
            code >> 4 & 7,
            code >> 7 & 7,
            code >> 10,
        ),
        ({}, 0),  # no hand has this code (more kongs than sets)
    )
    return pairs_of(fans), excluded


SITUATION_TABLE: Final[tuple[tuple[FanPairs, int], ...]] = tuple(
    _situation_entry(code) for code in range(1 << 13)
)
""":data:`SITUATION_FANS` indexed by :func:`situation_code` (a tuple index, not a
tuple built and hashed), the fans as :data:`~paixi.games.mcr.fan_counts.FanPairs`."""


class HandFacts:
    """Facts of a hand that do not depend on its reading.

    The tiles are packed (:mod:`paixi.games.mcr.packed`, a byte per face):
    ``b13`` / ``b14`` the concealed tiles before / with the winning tile,
    ``full`` with the declared sets too; ``counts13`` / ``counts14`` are the
    same as lists of 34 counts, made when first asked for.
    ``pack_chows`` / ``pack_pungs``: the declared chows' lowest tiles and the
    declared pungs' and kongs' tiles, each a sorted tuple; ``keys`` the
    concealed parts' keys if the caller has them (:attr:`part_keys`).
    """

    __slots__ = (
        "_base",
        "_counts13",
        "_counts14",
        "_keys",
        "_unique_wait",
        "b13",
        "b14",
        "concealed_kongs",
        "full",
        "kongs",
        "melds",
        "pack_chows",
        "pack_pungs",
        "sit",
        "win",
    )

    def __init__(
        self,
        b13: int,
        full: int,
        melds: Sequence[Meld],
        sit: WinSituation,
        pack_chows: tuple[int, ...] = (),
        pack_pungs: tuple[int, ...] = (),
        kongs: int = 0,
        concealed_kongs: int = 0,
        keys: tuple[int, int, int, int] | None = None,
    ) -> None:
        self.sit = sit
        self.win = win = sit.win_tile
        self.melds = melds
        self.b13 = b13
        self.b14 = b13 + UNIT[win]
        self.full = full
        self.pack_chows = pack_chows
        self.pack_pungs = pack_pungs
        self.kongs = kongs
        self.concealed_kongs = concealed_kongs
        self._unique_wait: bool | None = None
        self._base: tuple[dict[int, int], int] | None = None
        self._counts13: list[int] | None = None
        self._counts14: list[int] | None = None
        self._keys = keys

    @property
    def counts13(self) -> list[int]:
        """Copies per face (34) of the concealed tiles before the win."""
        if self._counts13 is None:
            self._counts13 = unpack(self.b13)
        return self._counts13

    @property
    def counts14(self) -> list[int]:
        """Copies per face (34) of the concealed tiles with the winning tile."""
        if self._counts14 is None:
            self._counts14 = unpack(self.b14)
        return self._counts14

    @property
    def part_keys(self) -> tuple[int, int, int, int]:
        """The concealed tiles' (with the winning tile) :func:`~paixi.games.mcr.packed.part_keys`."""
        if self._keys is None:
            self._keys = part_keys(self.b14)
        return self._keys

    @property
    def melded_count(self) -> int:
        """Declared sets other than concealed kongs."""
        return len(self.melds) - self.concealed_kongs

    @property
    def unique_wait(self) -> bool:
        """Whether exactly one face completes the hand (§16.4)."""
        if self._unique_wait is None:
            self._unique_wait = is_unique_wait(self.b13, self.win, len(self.melds))
        return self._unique_wait

    def win_method(self) -> dict[int, int]:
        """The win-method fans of §16.2 (a fresh dict)."""
        sit = self.sit
        return WIN_METHOD[sit.self_drawn, sit.last_copy, sit.kong_related, sit.wall_last].copy()

    def concealment(self) -> dict[int, int]:
        """Fully Concealed Hand, Concealed Hand or Melded Hand (§16.3 step 7; shared, do not change)."""
        return CONCEALMENT[self.melded_count, self.sit.self_drawn]

    def tile_hog(self) -> int:
        """Faces with all four copies in the hand, not as a kong (fan 64)."""
        return self.full.to_bytes(34, "little").count(4) - self.kongs

    def tile_fans(self, seven_pairs: bool) -> dict[int, int]:
        """Suit, tile and rank fans (§16.3 steps 10-12; §16.6 for seven pairs; a fresh dict)."""
        return tile_fans(self.full, seven_pairs)

    def standard_base(self) -> tuple[dict[int, int], int]:
        """The fans every standard reading of the hand has (shared, do not change)
        and what they exclude, as bits (:func:`~paixi.games.mcr.exclusion.excluded_by`).

        Win method (§16.2), kongs (step 3), concealment (step 7), suit, tile
        and rank fans (steps 10-12) and Tile Hog (step 13; Quadruple Chow's
        exclusion takes it away again, step 15).
        """
        base = self._base
        if base is None:
            sit = self.sit
            fans = tile_fans(self.full, False)
            kongs = self.kongs
            fans.update(
                SITUATION_FANS[
                    sit.self_drawn,
                    sit.last_copy,
                    sit.kong_related,
                    sit.wall_last,
                    len(self.melds),
                    kongs,
                    self.concealed_kongs,
                ][0]
            )
            hog = self.full.to_bytes(34, "little").count(4) - kongs
            if hog:
                fans[TILE_HOG] = hog
            base = self._base = (fans, excluded_by(fans))
        return base


def tile_fans(b: int, seven_pairs: bool) -> dict[int, int]:
    """Suit, tile and rank fans from the packed tile counts ``b`` alone (§16.3 steps
    10-12; §16.6 for seven pairs; a fresh dict): the table of
    :mod:`paixi.games.mcr.tile_features` read by the counts' features."""
    return feature_tile_fans(features(b), seven_pairs).copy()


def normalised_situation(
    held: int, copies: int, kongs: int, situation: WinSituation
) -> WinSituation:
    """:func:`paixi.games.mcr.scoring.normalise` (§13.1) for a valid hand, from the copies of the winning tile
    ``held`` before the win and ``copies`` in the whole hand, and the kongs.

    A concealed kong of the winning tile would make five copies, so "3 copies
    in melded sets" is ``held == 0 and copies == 4``, and "the tile in no set"
    is ``held == 0 and copies == 1``.
    """
    last_copy = situation.last_copy
    if held:  # two or more copies with the winning tile
        last_copy = False
    elif copies == 4:
        last_copy = True
    kong_related = situation.kong_related
    if kong_related:
        kong_related = kongs > 0 if situation.self_drawn else not held and copies == 1
    elif last_copy == situation.last_copy:
        return situation  # nothing changes: wall_last is only dropped with kong_related
    wall_last = situation.wall_last and not (kong_related and not situation.self_drawn)
    if (
        last_copy == situation.last_copy
        and kong_related == situation.kong_related
        and wall_last == situation.wall_last
    ):
        return situation
    return WinSituation(
        situation.win_tile,
        situation.self_drawn,
        last_copy,
        kong_related,
        wall_last,
        situation.seat_wind,
        situation.prevalent_wind,
        situation.flowers,
    )
