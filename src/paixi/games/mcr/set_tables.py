"""What a reading's chows, and its pungs, score by themselves: tables (docs/specs/mcr.md §16.3).

A standard reading's fans split into what the chows make together (step 6),
what the pungs make (steps 5 and 6: a Dragon Pung or Pung of Terminals or
Honors per pung, and their combinations) and how they meet the pair (steps 8
and 9). The first two depend on the multiset of chows, or the set of pungs,
alone, so they are records looked up, not worked out per reading. Both are
keyed by small ints that a hand's parts add up (:mod:`paixi.games.mcr.packed`):

* :func:`chow_key` ``(chows)``: a base-5 digit per chow start (21 of them)
  holding how many chows start there (below 5**21 < 2**49: a machine-size
  int); :func:`chow_record` ``(key) -> (fans, traits, excluded, number of
  chows, chows)``;
* :func:`pung_mask` ``(pungs)``: a bit per pung tile; :func:`pung_record`
  ``(mask) -> (fans, wind_pungs, traits, excluded)``.

``chows`` are the chows' lowest tiles, ``pungs`` the pungs' (and kongs')
tiles, each a sorted tuple of all the reading's sets, declared ones included.
``fans`` are :data:`~paixi.games.mcr.fan_counts.FanPairs` (added to a
reading's counts); ``excluded`` the fans those fans are "not counted with", as bits
(:data:`paixi.games.mcr.exclusion.EXCLUDED_BITS`); ``traits`` has a bit per step 9 fan the sets allow: :data:`OUTSIDE`
(every chow 123 or 789, every pung of terminals or honours), :data:`FIVES`
(every set holds a 5) and :data:`EVENS` (no chow, every pung of 2, 4, 6 or 8);
:data:`PAIR_TRAITS` gives the same bit for the pair. ``wind_pungs`` are the
wind pungs, for step 16.

The chow table (12,650 multisets of 0-4 chows) is built on first use; the
pung table (52,956 sets of 0-4 tiles, about 0.3 s) is built with the suit
tables (:func:`paixi.games.mcr.packed.build_tables`), for a process scoring
in bulk; until then pung records are worked out on demand and memoised
(:func:`clear_memo`). Four chows with a pair of fives may also make Pure or
Three-Suited Terminal Chows: :func:`chow_record` leaves them out, see
:func:`paixi.games.mcr.fans_sets.chow_set_fans`.
"""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement
from typing import Final

from paixi.equipment.mahjong import TERMINALS
from paixi.games.mcr.exclusion import excluded_by
from paixi.games.mcr.fan_counts import FanPairs, pairs_of
from paixi.games.mcr.fans import DRAGON_PUNG, PUNG_OF_TERMINALS_OR_HONORS
from paixi.games.mcr.fans_sets import chow_combinations, pung_combinations
from paixi.native import i64

OUTSIDE: Final = 1
FIVES: Final = 2
EVENS: Final = 4
"""Trait bits: Outside Hand, All Fives, All Even Pungs (§16.3 step 9)."""


class ChowRecord:
    """What a reading's chows score by themselves (see the module docstring):
    one object whose int fields are ``i64`` (compiled: read in place)."""

    def __init__(
        self, fans: FanPairs, traits: i64, excluded: i64, count: i64, chows: tuple[int, ...]
    ) -> None:
        self.fans = fans
        self.traits = traits
        self.excluded = excluded
        self.count = count
        self.chows = chows


class PungRecord:
    """What a reading's pungs and kongs score by themselves (see the module docstring)."""

    def __init__(
        self, fans: FanPairs, wind_pungs: tuple[int, ...], traits: i64, excluded: i64
    ) -> None:
        self.fans = fans
        self.wind_pungs = wind_pungs
        self.traits = traits
        self.excluded = excluded


_TERMINAL_SET: Final = frozenset(TERMINALS)
_CHOW_STARTS: Final = tuple(s * 9 + r for s in range(3) for r in range(7))
CHOW_KEY: Final[dict[int, int]] = {t: 5**i for i, t in enumerate(_CHOW_STARTS)}
"""A chow's lowest tile -> its part of a :func:`chow_key`."""


def chow_key(chows: tuple[int, ...] | list[int]) -> int:
    """The key of a multiset of chows (lowest tiles): a base-5 digit per start, the chows there."""
    key = 0
    for t in chows:
        key += CHOW_KEY[t]
    return key


TERMINAL_CHOWS: Final = frozenset(
    [chow_key((s, s, s + 6, s + 6)) for s in (0, 9, 18)]
    + [chow_key(sorted((a, a + 6, b, b + 6))) for a, b in ((0, 9), (0, 18), (9, 18))]
)
"""The chow keys of four chows that may make Pure Terminal Chows (123 123 789
789 of one suit) or Three-Suited Terminal Chows (123 789 of two suits) with a
pair of fives: the only chows whose fans depend on the pair, so only these
leave the table's record (:func:`paixi.games.mcr.fans_sets.chow_set_fans`)."""


def pung_mask(pungs: tuple[int, ...] | list[int]) -> int:
    """The key of a set of pungs (and kongs): a bit per tile."""
    mask = 0
    for t in pungs:
        mask |= 1 << t
    return mask


def _tile_traits(t: int) -> int:
    """The trait bits a pair, or a pung, of ``t`` allows."""
    if t >= 27 or t in _TERMINAL_SET:
        return OUTSIDE
    r = t % 9
    return FIVES if r == 4 else EVENS if r % 2 else 0


PAIR_TRAITS: Final[tuple[int, ...]] = tuple(_tile_traits(t) for t in range(34))
"""Per tile, the trait bit a pair of it allows (step 9)."""


def _chow_traits(t: int) -> int:
    r = t % 9
    return OUTSIDE if r in (0, 6) else FIVES if 2 <= r <= 4 else 0


def _make_chow_record(chows: tuple[int, ...]) -> ChowRecord:
    fans: dict[int, int] = {}
    if len(chows) >= 2:
        chow_combinations(fans, list(chows), -1)
    traits = OUTSIDE | FIVES | (EVENS if not chows else 0)
    for t in chows:
        traits &= _chow_traits(t)
    return ChowRecord(pairs_of(fans), traits, excluded_by(fans), len(chows), chows)


def _make_pung_record(pungs: tuple[int, ...]) -> PungRecord:
    fans: dict[int, int] = {}
    traits = OUTSIDE | FIVES | EVENS
    for t in pungs:
        if t >= 31:
            fans[DRAGON_PUNG] = fans.get(DRAGON_PUNG, 0) + 1
        elif t >= 27 or t in _TERMINAL_SET:
            fans[PUNG_OF_TERMINALS_OR_HONORS] = fans.get(PUNG_OF_TERMINALS_OR_HONORS, 0) + 1
        traits &= _tile_traits(t)
    if len(pungs) >= 2:
        pung_combinations(fans, list(pungs))
    wind_pungs = tuple(t for t in pungs if 27 <= t < 31)
    return PungRecord(pairs_of(fans), wind_pungs, traits, excluded_by(fans))


_CHOWS: Final[dict[int, ChowRecord]] = {}
_PUNGS: Final[dict[int, PungRecord]] = {}
_PUNG_MEMO: Final[dict[int, PungRecord]] = {}


def _interned(records: dict[int, ChowRecord] | dict[int, PungRecord]) -> None:
    """Share equal fan pairs between records (memory)."""
    shared: dict[FanPairs, FanPairs] = {}
    for record in records.values():
        record.fans = shared.setdefault(record.fans, record.fans)


def build_chow_table() -> None:
    """Every multiset of 0-4 chows' record (about 0.1 s)."""
    if _CHOWS:
        return
    table: dict[int, ChowRecord] = {}
    for size in range(5):
        for chows in combinations_with_replacement(_CHOW_STARTS, size):
            table[chow_key(chows)] = _make_chow_record(chows)
    _interned(table)
    _CHOWS.update(table)


def build_pung_table() -> None:
    """Every set of 0-4 pung tiles' record (about 0.3 s)."""
    if _PUNGS:
        return
    table: dict[int, PungRecord] = {}
    for size in range(5):
        for pungs in combinations(range(34), size):
            table[pung_mask(pungs)] = _make_pung_record(pungs)
    _interned(table)
    _PUNGS.update(table)
    _PUNG_MEMO.clear()


def chow_record(key: int) -> ChowRecord:
    """The record of a reading's chows, by :func:`chow_key` (see the module docstring)."""
    found = _CHOWS.get(key)
    if found is None:
        build_chow_table()
        found = _CHOWS[key]
    return found


def pung_record(mask: int) -> PungRecord:
    """The record of a reading's pungs, by :func:`pung_mask` (see the module docstring)."""
    found = _PUNGS.get(mask) or _PUNG_MEMO.get(mask)
    if found is None:
        pungs = tuple(t for t in range(34) if mask >> t & 1)
        found = _PUNG_MEMO[mask] = _make_pung_record(pungs)
    return found


def clear_memo() -> None:
    """Empty the pung records worked out on demand (the tables are kept)."""
    _PUNG_MEMO.clear()
