"""The MCR scorer's one pass: input, packing, and the common case (docs/specs/mcr.md §16, §17).

:func:`score_hand` (the API of :mod:`paixi.games.mcr.scoring`) checks the
input in one pass while packing it (:mod:`paixi.games.mcr.packed`: a byte per
face, so a fifth copy is a byte over 4; :func:`~paixi.games.mcr.hand_input.reject`
names what is wrong), normalises the flags (§13.1), then:

* a hand with standard readings only and no other possible shape (most
  winning hands) is scored here: each part of the hand (a suit, the honours,
  a declared set) is looked up in a packed table giving its tile features
  (:mod:`paixi.games.mcr.tile_features`), its pair and its sets as keys
  that add up (:mod:`paixi.games.mcr.set_tables`); the per-hand fans are
  looked up by the features and the flags, and steps 2-17 of §16.3 are
  :func:`~paixi.games.mcr.fans_standard.reading_fans`, as for the general
  procedure. A suit with several splits (:data:`~paixi.games.mcr.packed.MULTI`)
  gives several readings, each scored so and the best kept by the general
  procedure's rule (:func:`~paixi.games.mcr.best_reading.is_better`);
* fourteen concealed tiles that are seven pairs and nothing else are scored
  by :func:`_seven_pairs` (§16.6);
* every other hand goes to the general procedure
  (:func:`paixi.games.mcr.best_reading.best_fans`) with the facts gathered.

The shortcuts read the hand in another way than the general procedure, so
the two are tested to agree on every vector and on random hands
(``tests/mcr/test_scoring_fast.py``).

Speed: where mypyc and a C compiler are present the install compiles this
module and the others of the scorer's hot path from these same .py files
(:data:`paixi.native.NATIVE_MODULES`): the tile counts are a ``list[int]``,
the tables and constants ``Final``, the input read as objects until checked
(a typed read would raise mypyc's TypeError, not :func:`reject`'s error).
The tests run the vectors on both builds (``tests/mcr/test_scoring_pure_python.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from paixi.equipment.mahjong import Meld, Tile
from paixi.games.mcr.best_reading import best_fans, is_better, standard_key
from paixi.games.mcr.exclusion import EXCLUDED_BITS, exclude
from paixi.games.mcr.fans import SEVEN_PAIRS, TILE_HOG
from paixi.games.mcr.fans_standard import reading_fans
from paixi.games.mcr.hand_facts import (
    SITUATION_TABLE,
    WIN_METHOD,
    HandFacts,
    normalised_situation,
)
from paixi.games.mcr.hand_input import reject
from paixi.games.mcr.packed import (
    CHOWS_AT,
    HONOUR_SHIFT,
    HONOUR_SINGLE,
    MASK34,
    MASK60,
    MASK63,
    MELD_INFO,
    MULTI,
    ODD,
    PAIR_AT,
    PUNGS_AT,
    SINGLE,
    SUIT_MASKS,
    UNIQUE_AT,
    UNIT,
    WAITS_AT,
    Form,
    may_be_special,
    scoring_readings,
    suit_forms,
)
from paixi.games.mcr.score_types import NO_WIN, ScoreResult, WinSituation, make_result
from paixi.games.mcr.tile_features import EXCLUDED as _TILE_EXCLUDED
from paixi.games.mcr.tile_features import RANK_CLASS as _RANK_CLASS
from paixi.games.mcr.tile_features import TABLE as _TILE_FANS
from paixi.games.mcr.tile_features import features
from paixi.games.mcr.tile_features import tile_fans as feature_tile_fans

_M0, _M1, _M2 = SUIT_MASKS
_HOG_EXCLUDED: Final = EXCLUDED_BITS[TILE_HOG]


def score_hand(
    concealed: Sequence[Tile], melds: Sequence[Meld], situation: WinSituation
) -> ScoreResult:
    """Score a hand by §16 and settle it by §17 (the API of :mod:`paixi.games.mcr.scoring`).

    Checks and packs the input in one pass, then scores the common case here
    or hands the hand to the general procedure. Raises
    :class:`~paixi.core.errors.NotationError` (:func:`reject`) for a malformed hand.
    """
    given: Any = situation  # read as objects: compiled, a typed read would check the type
    win = given.win_tile
    kind = type(concealed)
    if kind is not list and kind is not tuple:
        concealed = list(concealed)
    sets = len(melds)
    size = len(concealed) + 3 * sets
    if type(win) is not int or not 0 <= win < 34 or not 13 <= size <= 14:
        reject(concealed, melds, situation)
    w: int = win
    # the tiles counted in one pass (compiled: list[int] operations in C); a
    # count reaching 4 is a face with four copies, past 4 a fifth copy
    counts = [0] * 34
    fours = 0
    fifth = False
    b = 0  # the same counts packed (paixi.games.mcr.packed), for the tables
    given_tiles: Sequence[object] = concealed  # objects until checked, as ``given``
    for tile in given_tiles:
        if type(tile) is not int or not 0 <= tile < 34:
            reject(concealed, melds, situation)
        face: int = tile
        b += UNIT[face]
        n = counts[face] + 1
        counts[face] = n
        if n >= 4:
            fifth = fifth or n > 4
            fours += 1
    if size == 14:
        if not counts[w]:
            reject(concealed, melds, situation)
        b14 = b
        b13 = b - UNIT[w]
    else:
        b13 = b
        b14 = b + UNIT[w]
        n = counts[w] + 1
        counts[w] = n
        if n >= 4:
            fifth = fifth or n > 4
            fours += 1
    held = counts[w] - 1  # copies of the winning tile before the win
    # the declared sets: features, chows and pungs as keys (set_tables), kongs
    feats = chows = pungs = kongs = concealed_kongs = 0
    for m in melds:
        tiles = m.tiles
        meld_feats, chow, pung, kong = MELD_INFO[tiles]
        feats |= meld_feats
        chows += chow
        pungs |= pung
        if kong:
            kongs += 1
            if m.concealed:  # only a kong may be concealed
                concealed_kongs += 1
        for face in tiles:
            n = counts[face] + 1
            counts[face] = n
            if n >= 4:
                fifth = fifth or n > 4
                fours += 1
    seat = given.seat_wind
    prevalent = given.prevalent_wind
    flowers = given.flowers
    if (
        fifth
        or not 0 <= flowers <= 8
        or type(seat) is not int
        or not 27 <= seat <= 30  # a wind
        or type(prevalent) is not int
        or not 27 <= prevalent <= 30
    ):
        reject(concealed, melds, situation)
    sit = situation
    copies = counts[w]
    if sit.last_copy or sit.kong_related or copies == 4:  # else nothing to normalise
        sit = normalised_situation(held, copies, kongs, sit)
    hog = fours - kongs  # Tile Hog: four copies, not as a kong
    # the common case: standard readings only, no other shape possible
    if sets or (b14 & ODD and not may_be_special(b14, w)):
        single = SINGLE
        k0, k1, k2 = b14 & _M0, b14 & _M1, b14 & _M2
        honours = HONOUR_SINGLE.get(b14 >> HONOUR_SHIFT, -1)
        # a part with several splits (or none) has no entry: -1 makes every pair bit set
        parts = single.get(k0, -1) | single.get(k1, -1) | single.get(k2, -1) | honours
        pairs = parts >> PAIR_AT & MASK34
        if pairs and not pairs & (pairs - 1):  # one reading, one part with a pair
            base = _hand_fans(feats | parts & 0xFFFF, hog, sit, sets, kongs, concealed_kongs)
            fans = _reading(
                base[0], base[1], parts, chows, pungs, b13, sets, kongs, concealed_kongs, sit
            )
            return make_result(fans, sit, "standard")
        if honours >= 0:
            best = _best_split(
                k0,
                k1,
                k2,
                honours,
                feats,
                hog,
                chows,
                pungs,
                b13,
                sets,
                kongs,
                concealed_kongs,
                sit,
            )
            if best is not None:
                return make_result(best, sit, "standard")
    elif not b14 & ODD and not may_be_special(b14, w) and not scoring_readings(b14):
        return _seven_pairs(b14, hog, sit)  # seven pairs and no other shape
    full = int.from_bytes(bytes(counts), "little")
    hand = HandFacts(b13, full, melds, sit, *_declared(melds), kongs, concealed_kongs)
    found = best_fans(hand)
    if found is None:
        return NO_WIN
    return make_result(found[0], sit, found[1])


def _hand_fans(
    feats: int, hog: int, sit: WinSituation, sets: int, kongs: int, concealed_kongs: int
) -> tuple[dict[int, int], int]:
    """The fans every standard reading of the hand has (a fresh dict) and what
    they exclude (bits): suits, tiles and ranks (steps 10-12) by the features,
    win method, kongs, concealment (steps 1, 3, 7) by the flags, Tile Hog (step 13)."""
    key = (feats >> 9) << 5 | _RANK_CLASS[feats & 511]
    tile_fans = _TILE_FANS[key]
    fans = tile_fans.copy()
    flag_fans, excluded = SITUATION_TABLE[  # the index is hand_facts.situation_code
        sit.self_drawn
        | sit.last_copy << 1
        | sit.kong_related << 2
        | sit.wall_last << 3
        | sets << 4
        | kongs << 7
        | concealed_kongs << 10
    ]
    if flag_fans:
        fans.update(flag_fans)
    tile_excluded = _TILE_EXCLUDED[key]
    excluded |= tile_excluded
    if hog:
        fans[TILE_HOG] = hog
        excluded |= _HOG_EXCLUDED
    return fans, excluded


def _reading(
    fans: dict[int, int],
    excluded: int,
    parts: int,
    chows: int,
    pungs: int,
    b13: int,
    sets: int,
    kongs: int,
    concealed_kongs: int,
    sit: WinSituation,
) -> dict[int, int]:
    """Steps 2-17 of §16.3 for the reading whose concealed parts' entries or-ed
    are ``parts`` (:data:`~paixi.games.mcr.packed.SINGLE`), the declared sets'
    keys ``chows`` and ``pungs`` (:data:`~paixi.games.mcr.packed.MELD_INFO`);
    ``fans``, ``excluded`` as :func:`_hand_fans` gives."""
    pairs = parts >> PAIR_AT & MASK34
    concealed = parts >> PUNGS_AT & MASK34
    return reading_fans(
        fans,
        excluded,
        pairs.bit_length() - 1,
        (parts >> CHOWS_AT & MASK63) + chows,
        concealed | pungs,
        concealed,
        parts >> WAITS_AT & MASK60,  # WAIT_BITS: 60 bits
        parts >> UNIQUE_AT,
        b13,
        sets,
        kongs,
        concealed_kongs,
        sit,
    )


def _best_split(
    k0: int,
    k1: int,
    k2: int,
    honours: int,
    feats: int,
    hog: int,
    chows: int,
    pungs: int,
    b13: int,
    sets: int,
    kongs: int,
    concealed_kongs: int,
    sit: WinSituation,
) -> dict[int, int] | None:
    """The best of several standard readings (§16.1), each scored as the one
    reading of the common case; ``None`` if the suits make no reading. The
    suits are ``k0``-``k2`` (packed), ``honours`` the honours' entry."""
    options: list[tuple[int, ...]] = []
    for suit in (k0, k1, k2):
        one = SINGLE.get(suit)
        if one is not None:
            options.append((one,))
            continue
        many = MULTI.get(suit)
        if many is None:
            return None
        options.append(many)
    best = None
    best_key = (-1, 0, 0)
    best_reading = None
    base = None
    for i0, e0 in enumerate(options[0]):
        for i1, e1 in enumerate(options[1]):
            for i2, e2 in enumerate(options[2]):
                parts = e0 | e1 | e2 | honours
                pairs = parts >> PAIR_AT & MASK34
                if not pairs or pairs & (pairs - 1):
                    continue
                if base is None:
                    base = _hand_fans(
                        feats | parts & 0xFFFF, hog, sit, sets, kongs, concealed_kongs
                    )
                fans = _reading(
                    base[0].copy(),
                    base[1],
                    parts,
                    chows,
                    pungs,
                    b13,
                    sets,
                    kongs,
                    concealed_kongs,
                    sit,
                )
                key = standard_key(fans)
                if key < best_key:
                    continue
                reading = _form(k0, k1, k2, i0, i1, i2)
                if is_better(key, reading, best_key, best_reading):
                    best, best_key, best_reading = fans, key, reading
    return best


def _form(k0: int, k1: int, k2: int, i0: int, i1: int, i2: int) -> Form:
    """The concealed sets of a reading picked by split indices (for ties: only
    its chows and pungs are read; the honours' pungs are the same in every reading)."""
    _, c0, q0 = suit_forms(k0, 0)[i0]
    _, c1, q1 = suit_forms(k1, 1)[i1]
    _, c2, q2 = suit_forms(k2, 2)[i2]
    return -1, c0 + c1 + c2, q0 + q1 + q2


def _declared(melds: Sequence[Meld]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The declared chows' lowest tiles and the declared pungs' and kongs' tiles, sorted."""
    if not melds:
        return (), ()
    chows = sorted(m.tiles[0] for m in melds if m.kind == "chow")
    pungs = sorted(m.tiles[0] for m in melds if m.kind != "chow")
    return tuple(chows), tuple(pungs)


def _seven_pairs(b14: int, hog: int, sit: WinSituation) -> ScoreResult:
    """The result of 14 concealed tiles that are seven pairs and no other shape
    (§16.6, D3: the set-defined tile and rank fans are not scored); the same
    fans as :func:`paixi.games.mcr.fans_special.seven_pairs_fans`."""
    fans = WIN_METHOD[sit.self_drawn, sit.last_copy, sit.kong_related, sit.wall_last].copy()
    fans[SEVEN_PAIRS] = 1
    fans.update(feature_tile_fans(features(b14), True))
    if hog:
        fans[TILE_HOG] = hog
    exclude(fans)
    return make_result(fans, sit, "seven_pairs")
