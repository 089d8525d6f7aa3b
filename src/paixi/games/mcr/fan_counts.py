"""A reading's fans as counts by fan number: the scorer's one-pass form (docs/specs/mcr.md §14, §16.3).

The general procedure keeps a reading's fans as a ``{fan number: count}``
dict. Every standard reading (:func:`paixi.games.mcr.fans_standard.reading_fans`,
for the one pass of :mod:`paixi.games.mcr.scoring_fast` and for the general
procedure) keeps them in :class:`FanCounts` instead: 3 bits of count per
fan number in five machine-size words, so that a fan is set, read and
cleared by shifts with no hashing, a copy is five words, the fans a reading
excludes are cleared by bits (§16.3 step 15), and the result lists its fans
in order by walking bits (:func:`paixi.games.mcr.score_types.settled_result`).
Compiled, each step is a few C operations on machine ints and no object is
made but the one ``FanCounts``. The tables give
their fans as :data:`FanPairs` (:func:`pairs_of` of their dicts).
"""

from __future__ import annotations

from typing import Final, TypeVar

from paixi.games.mcr.exclusion import EXCLUDED_AT
from paixi.games.mcr.fans import FAN_POINTS
from paixi.native import i64

NUM_FANS: Final = len(FAN_POINTS)
"""Fan numbers run 1 to ``NUM_FANS - 1``."""
_PER_WORD: Final = 20
"""Fans per word: 3 bits each, 60 bits, a machine int where compiled (below 2**62)."""
_WORD: Final[tuple[i64, ...]] = tuple(f // _PER_WORD for f in range(NUM_FANS))
_SHIFT: Final[tuple[i64, ...]] = tuple(3 * (f % _PER_WORD) for f in range(NUM_FANS))
_MASK: Final[tuple[i64, ...]] = tuple(7 << 3 * (f % _PER_WORD) for f in range(NUM_FANS))
"""Each fan's 3 bits in its word (a table, worked out on ints: compiled, in an
``i64`` expression ``7 << s`` is a 32-bit C shift)."""
_ONES: Final = int("001" * _PER_WORD, 2)
"""Bit 0 of each fan's 3 bits in a word."""
_BIT_AT: Final[tuple[int, ...]] = tuple(
    next((at for at in range(64) if (1 << at) % 67 == r), 0) for r in range(67)
)
"""Per power of two below 2**64 mod 67 (distinct for each), its exponent:
a bit's place found by one remainder and one tuple read."""
_EXCLUDABLE_BIT: Final[tuple[i64, ...]] = tuple(1 << at if at < 63 else 0 for at in EXCLUDED_AT)
"""Per fan, its bit in a set of excluded fans (0 if nothing excludes it)."""

_E = TypeVar("_E")

FanPairs = tuple[tuple[int, int], ...]
"""Fans as ``(fan number, count)`` pairs, in fan order: what a table adds."""


class FanCounts:
    """Fans and their counts (§14): each fan's count (0 if absent, at most 7:
    no hand scores a fan more often) in 3 bits of one of five words
    (``w0``-``w4``, 20 fans each, by fan number), and the fans present that
    some fan excludes as bits of :data:`~paixi.games.mcr.exclusion.EXCLUDED_AT`
    (``excludable``)."""

    def __init__(self) -> None:
        self.w0: i64 = 0
        self.w1: i64 = 0
        self.w2: i64 = 0
        self.w3: i64 = 0
        self.w4: i64 = 0
        self.excludable: i64 = 0

    def _word(self, w: i64) -> i64:
        if w < 2:
            return self.w0 if w == 0 else self.w1
        if w < 4:
            return self.w2 if w == 2 else self.w3
        return self.w4

    def _put(self, w: i64, word: i64) -> None:
        if w < 2:
            if w == 0:
                self.w0 = word
            else:
                self.w1 = word
        elif w < 4:
            if w == 2:
                self.w2 = word
            else:
                self.w3 = word
        else:
            self.w4 = word

    def get(self, f: int) -> int:
        """Fan ``f``'s count, 0 if absent."""
        return int(self._word(_WORD[f]) >> _SHIFT[f] & 7)

    def set(self, f: int, n: int) -> None:
        """Give fan ``f`` the count ``n`` (1-7)."""
        w = _WORD[f]
        self._put(w, self._word(w) & ~_MASK[f] | i64(n) << _SHIFT[f])
        self.excludable |= _EXCLUDABLE_BIT[f]

    def clear(self, f: int) -> None:
        """Take fan ``f`` away."""
        w = _WORD[f]
        self._put(w, self._word(w) & ~_MASK[f])
        self.excludable &= ~_EXCLUDABLE_BIT[f]

    def add(self, pairs: FanPairs) -> None:
        """Set each fan of ``pairs`` to its count (as ``dict.update``)."""
        for f, n in pairs:
            self.set(f, n)

    def copy(self) -> FanCounts:
        """An independent copy."""
        out = FanCounts()
        out.w0, out.w1, out.w2, out.w3, out.w4 = self.w0, self.w1, self.w2, self.w3, self.w4
        out.excludable = self.excludable
        return out

    def items(self) -> list[tuple[int, int]]:
        """The fans present and their counts, in fan order."""
        out: list[tuple[int, int]] = []
        self.listed(_ITEMS, out)
        return out

    def listed(self, entries: tuple[tuple[tuple[_E, int], ...], ...], out: list[_E]) -> int:
        """Append to ``out`` the entry ``entries[fan][count]`` of each fan
        present, in fan order, and return the sum of their ints (each entry
        an ``(item, int)`` pair: :func:`paixi.games.mcr.score_types.settled_result`)."""
        total = _listed(self.w0, 0, entries, out)
        total += _listed(self.w1, _PER_WORD, entries, out)
        total += _listed(self.w2, 2 * _PER_WORD, entries, out)
        total += _listed(self.w3, 3 * _PER_WORD, entries, out)
        return total + _listed(self.w4, 4 * _PER_WORD, entries, out)

    def is_empty(self) -> bool:
        """Whether no fan is present."""
        return not (self.w0 or self.w1 or self.w2 or self.w3 or self.w4)

    def points(self) -> int:
        """Fan points (flowers are added later)."""
        return self.listed(_POINTS, [])

    def as_dict(self) -> dict[int, int]:
        """The ``{fan number: count}`` dict, in fan order."""
        return dict(self.items())


def _listed(
    word: i64, first: int, entries: tuple[tuple[tuple[_E, int], ...], ...], out: list[_E]
) -> int:
    """:meth:`FanCounts.listed` for one word, whose first fan is ``first``."""
    total = 0
    held: i64 = (word | word >> 1 | word >> 2) & _ONES  # bit 0 of each fan present
    while held:
        low = held & -held
        at = _BIT_AT[low % 67]
        item, value = entries[first + at // 3][int(word >> at & 7)]
        out.append(item)
        total += value
        held ^= low
    return total


_ITEMS: Final[tuple[tuple[tuple[tuple[int, int], int], ...], ...]] = tuple(
    tuple(((f, n), 0) for n in range(8)) for f in range(NUM_FANS)
)
"""Per fan and count, the pair ``(fan, count)``, as :meth:`FanCounts.listed` entries."""
_POINTS: Final[tuple[tuple[tuple[None, int], ...], ...]] = tuple(
    tuple((None, p * n) for n in range(8)) for p in FAN_POINTS
)
"""Per fan and count, its points, as :meth:`FanCounts.listed` entries."""


def counts_of(fans: dict[int, int]) -> FanCounts:
    """The :class:`FanCounts` of a ``{fan number: count}`` dict (no zero count)."""
    out = FanCounts()
    for f, n in fans.items():
        out.set(f, n)
    return out


def pairs_of(fans: dict[int, int]) -> FanPairs:
    """A dict's fans as :data:`FanPairs`."""
    return tuple(sorted(fans.items()))
