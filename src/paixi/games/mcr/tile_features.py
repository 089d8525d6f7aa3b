"""Suit, tile and rank fans from the faces a hand holds (docs/specs/mcr.md §16.3 steps 10-12).

These fans (flushes, One Voided Suit, All Types, No Honors, All Simples,
Reversible Tiles, All Green, All Honors, the terminal fans, the rank fans)
depend only on which faces the hand holds, not on how many of each. A hand's
*features* are an int, the OR of its parts' features (each suit's tiles, the
honours, each declared set), so they are looked up per part and or-ed:

* bits 0-8: the ranks held in any suit (bit ``r`` for rank ``r + 1``);
* bits 9-11: suit 0, 1, 2 held;
* bit 12: a tile that is not reversible; bit 13: a tile that is not green;
* bit 14: a wind; bit 15: a dragon.

:func:`features` gives the features of packed counts
(:mod:`paixi.games.mcr.packed`); :func:`tile_fans` the fans of features, a
shared ``{fan: count}`` dict (copy it before changing it), from a table of
4,096 entries keyed by the bits above 8 and the ranks' class
(:data:`RANK_CLASS`: which rank fan, a terminal, a simple). It gives what
:func:`paixi.games.mcr.hand_facts.tile_fans` gives for a standard reading.
"""

from __future__ import annotations

from typing import Final

from paixi.games.mcr.exclusion import excluded_by
from paixi.games.mcr.fan_counts import FanCounts, counts_of
from paixi.games.mcr.fans import (
    ALL_GREEN,
    ALL_HONORS,
    ALL_SIMPLES,
    ALL_TERMINALS,
    ALL_TERMINALS_AND_HONORS,
    ALL_TYPES,
    FULL_FLUSH,
    HALF_FLUSH,
    LOWER_FOUR,
    LOWER_TILES,
    MIDDLE_TILES,
    NO_HONORS,
    ONE_VOIDED_SUIT,
    REVERSIBLE_TILES,
    UPPER_FOUR,
    UPPER_TILES,
)

NOT_REVERSIBLE: Final = 1 << 12
NOT_GREEN: Final = 1 << 13
WIND: Final = 1 << 14
DRAGON: Final = 1 << 15

_REVERSIBLE: Final = frozenset((9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31))
_GREEN: Final = frozenset((19, 20, 21, 23, 25, 32))
_TERMINAL_RANKS: Final = 1 | 1 << 8
_SIMPLE_RANKS: Final = 0b011111110


def face_features(t: int) -> int:
    """The features of one face ``t`` (0-33)."""
    f = 0 if t in _REVERSIBLE else NOT_REVERSIBLE
    if t not in _GREEN:
        f |= NOT_GREEN
    if t < 27:
        return f | 1 << t % 9 | 1 << 9 + t // 9
    return f | (WIND if t < 31 else DRAGON)


def _held(faces: list[int] | range) -> int:
    """Bit 0 of byte ``t`` set for each face ``t``: the packed form of one copy each."""
    held = 0
    for t in faces:  # a loop, not sum() over a generator: Cython 3.1 miscompiles that one
        held |= 1 << 8 * t
    return held


_ODD: Final = _held(range(34))
_NINE: Final = _held(range(9))
_HELD_RANKS: Final = {_held([r for r in range(9) if ranks >> r & 1]): ranks for ranks in range(512)}
_NOT_REVERSIBLE_HELD: Final = _held([t for t in range(34) if t not in _REVERSIBLE])
_NOT_GREEN_HELD: Final = _held([t for t in range(34) if t not in _GREEN])
_WINDS_HELD: Final = _held(range(27, 31))
_DRAGONS_HELD: Final = _held(range(31, 34))


def features(b: int) -> int:
    """The features of the packed counts ``b`` (a byte per face, counts up to 7).

    Bit 0 of each byte of ``held`` tells that the face is held; a suit's nine
    such bits are its ranks (:data:`_HELD_RANKS`), the rest are mask tests.
    """
    held = (b | b >> 1 | b >> 2) & _ODD
    r0 = _HELD_RANKS[held & _NINE]
    r1 = _HELD_RANKS[held >> 72 & _NINE]
    r2 = _HELD_RANKS[held >> 144 & _NINE]
    f = r0 | r1 | r2
    if r0:
        f |= 1 << 9
    if r1:
        f |= 1 << 10
    if r2:
        f |= 1 << 11
    if held & _NOT_REVERSIBLE_HELD:
        f |= NOT_REVERSIBLE
    if held & _NOT_GREEN_HELD:
        f |= NOT_GREEN
    if held & _WINDS_HELD:
        f |= WIND
    if held & _DRAGONS_HELD:
        f |= DRAGON
    return f


def _part_features(part: int) -> tuple[int, ...]:
    """Per set of faces held in a part (bit ``i``: its face ``i``), their features."""
    faces = range(9 * part, 9 * part + 9) if part < 3 else range(27, 34)
    out = []
    for held in range(1 << len(faces)):
        f = 0
        for i, t in enumerate(faces):
            if held >> i & 1:
                f |= face_features(t)
        out.append(f)
    return tuple(out)


_PART_FEATURES: Final[tuple[tuple[int, ...], ...]] = tuple(_part_features(p) for p in range(4))


def _held_faces(key: int) -> int:
    """The faces held in a part key (``paixi.games.mcr.packed.part_key``): bit ``i`` for face ``i``."""
    held = 0
    i = 0
    while key:
        if key & 7:
            held |= 1 << i
        key >>= 3
        i += 1
    return held


def key_features(keys: tuple[int, int, int, int]) -> int:
    """The features of the tiles whose part keys are ``keys`` (what :func:`features`
    gives of their packed form)."""
    table = _PART_FEATURES
    return (
        table[0][_held_faces(keys[0])]
        | table[1][_held_faces(keys[1])]
        | table[2][_held_faces(keys[2])]
        | table[3][_held_faces(keys[3])]
    )


def _rank_class(ranks: int) -> int:
    """The class of a set of ranks held: its rank fan (0 none, 1-5 Lower Tiles,
    Lower Four, Upper Tiles, Upper Four, Middle Tiles), + 6 with a terminal,
    + 12 with a simple."""
    fan = 0
    if ranks:
        low = (ranks & -ranks).bit_length() - 1
        high = ranks.bit_length() - 1
        if high <= 3:
            fan = 2 if ranks >> 3 & 1 else 1
        elif low >= 5:
            fan = 4 if ranks >> 5 & 1 else 3
        elif low >= 3 and high <= 5:
            fan = 5
    return fan + 6 * bool(ranks & _TERMINAL_RANKS) + 12 * bool(ranks & _SIMPLE_RANKS)


RANK_CLASS: Final[tuple[int, ...]] = tuple(_rank_class(r) for r in range(512))
"""Per set of ranks held (bits 0-8), its class (see :func:`_rank_class`)."""

_RANK_FANS: Final = (0, LOWER_TILES, LOWER_FOUR, UPPER_TILES, UPPER_FOUR, MIDDLE_TILES)


def _fans(high: int, rank_class: int) -> dict[int, int]:
    """The fans of features with bits ``high`` above bit 8 and ranks of ``rank_class``."""
    feats = high << 9
    suits = bin(high & 7).count("1")
    honours = feats & (WIND | DRAGON)
    fans: dict[int, int] = {}
    if suits == 2:
        fans[ONE_VOIDED_SUIT] = 1
    elif suits == 1:
        fans[HALF_FLUSH if honours else FULL_FLUSH] = 1
    elif suits == 3 and feats & WIND and feats & DRAGON:
        fans[ALL_TYPES] = 1
    if not honours and suits != 1:
        fans[NO_HONORS] = 1
    terminal = rank_class % 12 >= 6
    simple = rank_class >= 12
    simples = not honours and not terminal
    if simples:
        fans[ALL_SIMPLES] = 1
    if not feats & NOT_REVERSIBLE:
        fans[REVERSIBLE_TILES] = 1
    if not feats & NOT_GREEN:
        fans[ALL_GREEN] = 1
    if not simples:
        if not suits:
            fans[ALL_HONORS] = 1
        elif not simple and not honours:
            fans[ALL_TERMINALS] = 1
        elif not simple:
            fans[ALL_TERMINALS_AND_HONORS] = 1
    rank_fan = _RANK_FANS[rank_class % 6]
    if not honours and rank_fan:
        fans[rank_fan] = 1
    return fans


def _table() -> tuple[dict[int, int], ...]:
    """:func:`_fans` of every key ``high << 5 | rank class`` (equal dicts shared)."""
    shared: dict[tuple[tuple[int, int], ...], dict[int, int]] = {}
    out = []
    for key in range(128 << 5):
        fans = _fans(key >> 5, key & 31) if key & 31 < 24 else {}
        out.append(shared.setdefault(tuple(sorted(fans.items())), fans))
    return tuple(out)


TABLE: Final[tuple[dict[int, int], ...]] = _table()
"""The fans by ``(features >> 9) << 5 | RANK_CLASS[features & 511]`` (shared dicts)."""
TABLE_COUNTS: Final[tuple[FanCounts, ...]] = tuple(counts_of(fans) for fans in TABLE)
""":data:`TABLE` as :class:`~paixi.games.mcr.fan_counts.FanCounts` (copy one before changing it)."""
EXCLUDED: Final[tuple[int, ...]] = tuple(excluded_by(fans) for fans in TABLE)
"""What each :data:`TABLE` entry's fans exclude, as bits (:func:`~paixi.games.mcr.exclusion.excluded_by`)."""


_SEVEN_PAIRS_FANS: Final = frozenset(
    (
        ONE_VOIDED_SUIT,
        HALF_FLUSH,
        FULL_FLUSH,
        ALL_TYPES,
        NO_HONORS,
        ALL_SIMPLES,
        REVERSIBLE_TILES,
    )
)


def _seven_pairs_table() -> tuple[dict[int, int], ...]:
    """:data:`TABLE` cut to :data:`_SEVEN_PAIRS_FANS`, once per distinct (shared) dict."""
    cut: dict[int, dict[int, int]] = {}
    for fans in TABLE:
        if id(fans) not in cut:
            cut[id(fans)] = {f: n for f, n in fans.items() if f in _SEVEN_PAIRS_FANS}
    return tuple(cut[id(fans)] for fans in TABLE)


SEVEN_PAIRS_TABLE: Final[tuple[dict[int, int], ...]] = _seven_pairs_table()
""":data:`TABLE` for seven pairs: the fans not defined by sets only (§16.6, D3)."""


SEVEN_PAIRS_COUNTS: Final[tuple[FanCounts, ...]] = tuple(
    counts_of(fans) for fans in SEVEN_PAIRS_TABLE
)
SEVEN_PAIRS_EXCLUDED: Final[tuple[int, ...]] = tuple(excluded_by(f) for f in SEVEN_PAIRS_TABLE)
""":data:`SEVEN_PAIRS_TABLE` as :data:`TABLE_COUNTS` and :data:`EXCLUDED` are :data:`TABLE`."""


def table_key(feats: int) -> int:
    """Where features' fans are in the tables: ``(feats >> 9) << 5 | RANK_CLASS[feats & 511]``."""
    return (feats >> 9) << 5 | RANK_CLASS[feats & 511]


def tile_fans(feats: int, seven_pairs: bool = False) -> dict[int, int]:
    """The suit, tile and rank fans of a standard reading with these features,
    or of seven pairs (§16.6: flushes, One Voided Suit, All Types, No Honors,
    All Simples, Reversible Tiles only); a shared dict."""
    table = SEVEN_PAIRS_TABLE if seven_pairs else TABLE
    return table[table_key(feats)]
