"""The special shapes of 14 concealed tiles, told by their part keys (docs/specs/mcr.md §11 shapes 3-5, §14.1).

Each test reads the hand's :func:`~paixi.games.mcr.packed.part_keys` (a
suit's or the honours' counts, 3 bits a face: machine ints where compiled),
so the scorer's one pass tells a special shape before it makes any long int
(:mod:`paixi.games.mcr.scoring_fast`); the general procedure uses the same
tests (:func:`paixi.games.mcr.fans_special.special_shape`). The oracles they
are tested against are in :mod:`paixi.games.mcr.decompose`.
"""

from __future__ import annotations

from typing import Final

Keys = tuple[int, int, int, int]
"""A hand's part keys: the three suits' and the honours'."""

_ONES: Final = 0o111111111
"""Bit 0 of each face's 3 bits in a part key."""
_MANY: Final = 0o666666666
"""Bits 1 and 2 of each face: a count of 2 or more."""
_TERMINALS: Final = 0o100000001
"""A suit's 1 and 9, one copy each."""
_HONOURS: Final = 0o1111111
"""The seven honours, one copy each."""
_KNITTED: Final = (0o001001001, 0o010010010, 0o100100100)
"""A suit's knitted sequences 147, 258, 369, one copy each."""
_SHIFTED_LOW: Final = 2 * 0o1111111
"""Seven shifted pairs from rank 1 of a suit (each later start is 3 bits up)."""
NINE_GATES_KEY: Final = 0o311111113
"""A suit's 1112345678999: the thirteen tiles of Nine Gates (fan 4)."""


def _held(key: int) -> int:
    """Bit 0 of each face held at least once."""
    return (key | key >> 1 | key >> 2) & _ONES


def is_thirteen_orphans(keys: Keys) -> bool:
    """14 tiles: one of each terminal and honour and one more (§11 shape 3)."""
    k0, k1, k2, k3 = keys
    return (
        _held(k0) == _TERMINALS
        and _held(k1) == _TERMINALS
        and _held(k2) == _TERMINALS
        and _held(k3) == _HONOURS
    )


def is_honours_and_knitted(keys: Keys) -> bool:
    """14 tiles all different, the suits' among one knitted arrangement: each
    suit in its own one of 147, 258, 369 (§11 shape 4)."""
    k0, k1, k2, k3 = keys
    if (k0 | k1 | k2 | k3) & _MANY:
        return False
    f0, f1, f2 = _fits(k0), _fits(k1), _fits(k2)
    return bool(
        (f0 & 1 and ((f1 & 2 and f2 & 4) or (f1 & 4 and f2 & 2)))
        or (f0 & 2 and ((f1 & 1 and f2 & 4) or (f1 & 4 and f2 & 1)))
        or (f0 & 4 and ((f1 & 1 and f2 & 2) or (f1 & 2 and f2 & 1)))
    )


def _fits(key: int) -> int:
    """A bit per knitted sequence (147, 258, 369) that holds every face of ``key``."""
    a, b, c = _KNITTED
    return int(not key & ~a) | int(not key & ~b) << 1 | int(not key & ~c) << 2


def seven_shifted_start(keys: Keys) -> int:
    """The rank (1-3) of the lowest pair if the tiles are seven shifted pairs
    of one suit (§11 shape 3, fan 6), else 0."""
    k0, k1, k2, k3 = keys
    if k3 or (k0 != 0) + (k1 != 0) + (k2 != 0) != 1:
        return 0
    suit = k0 | k1 | k2
    for start in range(3):
        if suit == _SHIFTED_LOW << 3 * start:
            return start + 1
    return 0


def is_nine_gates(keys13: Keys, win: int) -> bool:
    """Whether the 13 tiles before the win (their part keys) are 1112345678999
    of the winning tile's suit (fan 4)."""
    if win >= 27:
        return False
    suit = win // 9
    k0, k1, k2, k3 = keys13
    if k3:
        return False
    if suit == 0:
        return k0 == NINE_GATES_KEY and not k1 | k2
    if suit == 1:
        return k1 == NINE_GATES_KEY and not k0 | k2
    return k2 == NINE_GATES_KEY and not k0 | k1
