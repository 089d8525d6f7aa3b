"""The MCR scorer's one pass: input, packing, and the common case (rules/mcr.md §16, §17).

:func:`score_hand` (the API of :mod:`paixi.games.mcr.scoring`) checks the
input in one pass while packing it (:mod:`paixi.games.mcr.packed`: a byte per
face, so a fifth copy is a byte over 4; :func:`~paixi.games.mcr.hand_input.reject`
names what is wrong), normalises the flags (§13.1), then:

* a hand with exactly one standard reading and no other possible shape (most
  winning hands) is scored here by :func:`_one_reading`: the reading from the
  packed suit tables, the suit/tile/rank fans from the hand's features
  (:mod:`paixi.games.mcr.tile_features`), the sets' fans from their records
  (:mod:`paixi.games.mcr.set_tables`), then steps 2-17 of §16.3 written out
  with no per-step calls;
* fourteen concealed tiles that are seven pairs and nothing else are scored
  by :func:`_seven_pairs` (§16.6);
* every other hand goes to the general procedure
  (:func:`paixi.games.mcr.best_reading.best_fans`) with the facts gathered.

The shortcuts are the general procedure's steps written out once more, so
the two are tested to agree on every vector and on random hands
(``tests/mcr/test_scoring_fast.py``).
"""

from __future__ import annotations

from collections.abc import Sequence

from paixi.equipment.mahjong import Meld, Tile
from paixi.games.mcr.best_reading import best_fans
from paixi.games.mcr.exclusion import exclude, finish_standard
from paixi.games.mcr.fans import (
    ALL_CHOWS,
    ALL_PUNGS,
    BIG_THREE_WINDS,
    DRAGON_PUNG,
    FOUR_CONCEALED_PUNGS,
    LITTLE_FOUR_WINDS,
    LITTLE_THREE_DRAGONS,
    MELDED_HAND,
    SEVEN_PAIRS,
    THREE_CONCEALED_PUNGS,
    TILE_HOG,
    TWO_CONCEALED_PUNGS,
    TWO_DRAGON_PUNGS,
)
from paixi.games.mcr.fans_sets import chow_set_fans
from paixi.games.mcr.fans_standard import TRAIT_FANS, wait_fan
from paixi.games.mcr.hand_facts import (
    CONCEALMENT,
    KONG_FANS,
    WIN_METHOD,
    HandFacts,
    normalised_situation,
)
from paixi.games.mcr.hand_facts import tile_fans as hand_tile_fans
from paixi.games.mcr.hand_input import reject
from paixi.games.mcr.packed import (
    HONOUR_SHIFT,
    HONOUR_SINGLE,
    MELD_INFO,
    ODD,
    SINGLE,
    SUIT_MASKS,
    UNIT,
    UNIT_OF,
    is_unique_wait,
    may_be_special,
    scoring_readings,
)
from paixi.games.mcr.score_types import NO_WIN, ScoreResult, WinSituation, make_result
from paixi.games.mcr.set_tables import _CHOWS, _PUNGS, PAIR_TRAITS, build_chow_table
from paixi.games.mcr.tile_features import RANK_CLASS as _RANK_CLASS
from paixi.games.mcr.tile_features import TABLE as TILE_FANS_TABLE

_M0, _M1, _M2 = SUIT_MASKS
_UNIT_OF = UNIT_OF.__getitem__
_INT = frozenset((int,))
_WINDS = range(27, 31)
_OVER4 = 123 * sum(UNIT)  # a byte + 123 reaches 128 from 5 on (counts stay under 133)
_HIGH = 0x80 * sum(UNIT)
_PLUS4 = 124 * sum(UNIT)  # a byte + 124 reaches 128 from 4 on
_TILE_FANS = TILE_FANS_TABLE


def _flag_fans() -> dict[tuple[bool, bool, bool, bool, int], dict[int, int]]:
    """Win-method (§16.2) and concealment (step 7) fans together, by
    ``(self_drawn, last_copy, kong_related, wall_last, melded sets)``."""
    out = {}
    for (sd, lc, kr, wl), method in WIN_METHOD.items():
        for melded in range(5):
            out[sd, lc, kr, wl, melded] = {**method, **CONCEALMENT[melded, sd]}
    return out


_FLAG_FANS = _flag_fans()


def score_hand(
    concealed: Sequence[Tile], melds: Sequence[Meld], situation: WinSituation
) -> ScoreResult:
    """Score a hand by §16 and settle it by §17 (the API of :mod:`paixi.games.mcr.scoring`).

    Checks and packs the input in one pass, then scores the common case here
    or hands the hand to the general procedure. Raises
    :class:`~paixi.core.errors.NotationError` (:func:`reject`) for a malformed hand.
    """
    win = situation.win_tile
    kind = type(concealed)
    if kind is not list and kind is not tuple:
        concealed = list(concealed)
    if type(win) is not int or not 0 <= win < 34 or not _INT.issuperset(map(type, concealed)):
        reject(concealed, melds, situation)
    try:
        b = sum(map(_UNIT_OF, concealed))
    except KeyError:
        reject(concealed, melds, situation)
    sets = len(melds)
    size = len(concealed) + 3 * sets
    if size == 14:
        if not b >> 8 * win & 0xFF:
            reject(concealed, melds, situation)
        b14 = b
        b13 = b - UNIT[win]
    elif size == 13:
        b13 = b
        b14 = b + UNIT[win]
    else:
        reject(concealed, melds, situation)
    full = b14
    feats = kongs = concealed_kongs = 0
    if sets:
        chow_list: list[int] = []
        pung_list: list[int] = []
        for m in melds:
            packed, kind_of, first, meld_feats = MELD_INFO[m.tiles]
            full += packed
            feats |= meld_feats
            if kind_of:
                pung_list.append(first)
                if kind_of == 2:
                    kongs += 1
                    concealed_kongs += m.concealed
            else:
                chow_list.append(first)
    else:
        chow_list = pung_list = []
    if (
        (full + _OVER4) & _HIGH  # a fifth copy
        or not 0 <= situation.flowers <= 8
        or situation.seat_wind not in _WINDS
        or situation.prevalent_wind not in _WINDS
    ):
        reject(concealed, melds, situation)
    sit = situation
    copies = full >> 8 * win & 0xFF
    if sit.last_copy or sit.kong_related or copies == 4:  # else nothing to normalise
        sit = normalised_situation(b13 >> 8 * win & 0xFF, copies, kongs, sit)
    # the common case: one standard reading, no other shape possible
    if sets or (b14 & ODD and not may_be_special(b14, win)):
        get = SINGLE.get
        e0 = get(b14 & _M0)
        e1 = get(b14 & _M1)
        e2 = get(b14 & _M2)
        eh = HONOUR_SINGLE.get(b14 >> HONOUR_SHIFT)
        if e0 is not None and e1 is not None and e2 is not None and eh is not None:
            f0, p0, c0, q0 = e0
            f1, p1, c1, q1 = e1
            f2, p2, c2, q2 = e2
            fh, hp, hq = eh
            if (p0 >= 0) + (p1 >= 0) + (p2 >= 0) + (hp >= 0) == 1:
                return _one_reading(
                    max(p0, p1, p2, hp),
                    c0 + c1 + c2,
                    q0 + q1 + q2 + hq,
                    chow_list,
                    pung_list,
                    feats | f0 | f1 | f2 | fh,
                    full,
                    b13,
                    sets,
                    kongs,
                    concealed_kongs,
                    sit,
                )
    elif not b14 & ODD and not may_be_special(b14, win) and not scoring_readings(b14):
        return _seven_pairs(b14, sit)  # seven pairs and no other shape
    chow_list.sort()
    pung_list.sort()
    hand = HandFacts(
        b13, full, melds, sit, tuple(chow_list), tuple(pung_list), kongs, concealed_kongs
    )
    best = best_fans(hand)
    if best is None:
        return NO_WIN
    return make_result(best[0], sit, best[1])


def _seven_pairs(b14: int, sit: WinSituation) -> ScoreResult:
    """The result of 14 concealed tiles that are seven pairs and no other shape
    (§16.6, D3: the set-defined tile and rank fans are not scored); the same
    fans as :func:`paixi.games.mcr.fans_special.seven_pairs_fans`."""
    fans = WIN_METHOD[sit.self_drawn, sit.last_copy, sit.kong_related, sit.wall_last].copy()
    fans[SEVEN_PAIRS] = 1
    fans.update(hand_tile_fans(b14, True))
    if (b14 + _PLUS4) & _HIGH:
        fans[TILE_HOG] = b14.to_bytes(34, "little").count(4)
    exclude(fans)
    return make_result(fans, sit, "seven_pairs")


def _one_reading(
    pair: int,
    chows: tuple[int, ...],
    pungs: tuple[int, ...],
    pack_chows: list[int],
    pack_pungs: list[int],
    feats: int,
    full: int,
    b13: int,
    sets: int,
    kongs: int,
    concealed_kongs: int,
    sit: WinSituation,
) -> ScoreResult:
    """The result of a hand's only reading (§16.3 steps 1-17, then §17).

    ``chows`` / ``pungs``: the concealed sets (lowest tiles / tiles, sorted);
    ``pack_chows`` / ``pack_pungs``: the declared ones (lists, used up); ``feats``: the hand's
    tile features (:mod:`paixi.games.mcr.tile_features`); ``full``, ``b13``:
    the whole hand and the concealed tiles before the win, packed.
    """
    win = sit.win_tile
    self_drawn = sit.self_drawn
    if pack_chows:
        pack_chows.extend(chows)
        pack_chows.sort()
        all_chows = tuple(pack_chows)
    else:
        all_chows = chows
    if pack_pungs:
        pack_pungs.extend(pungs)
        pack_pungs.sort()
        all_pungs = tuple(pack_pungs)
    else:
        all_pungs = pungs
    # per-hand fans: suits, tiles and ranks (steps 10-12), win method, kongs,
    # concealment (steps 1, 3, 7) and Tile Hog (step 13)
    fans = _TILE_FANS[(feats >> 9) << 5 | _RANK_CLASS[feats & 511]].copy()
    fans.update(
        _FLAG_FANS[
            self_drawn, sit.last_copy, sit.kong_related, sit.wall_last, sets - concealed_kongs
        ]
    )
    if kongs:
        fans.update(KONG_FANS[kongs - concealed_kongs, concealed_kongs])
    if (full + _PLUS4) & _HIGH:  # some face has all four copies
        hog = full.to_bytes(34, "little").count(4) - kongs
        if hog:
            fans[TILE_HOG] = hog
    # steps 5-6: the sets' own fans
    record = _CHOWS.get(all_chows)
    if record is None:
        build_chow_table()
        record = _CHOWS[all_chows]
    chow_fans, chow_traits = record
    pung_fans, wind_pungs, pung_traits = _PUNGS[all_pungs]
    if pung_fans:
        fans.update(pung_fans)
    n_chows = len(all_chows)
    if n_chows == 4 and pair < 27 and pair % 9 == 4:  # terminal chows?
        chow_fans = chow_set_fans(all_chows, pair)
    if chow_fans:
        fans.update(chow_fans)
    # steps 2-3: concealed pungs (a pung completed by a discard is melded)
    n = len(pungs) + concealed_kongs
    if pungs and not self_drawn and win in pungs:
        for t in chows:  # the discard may complete a chow instead
            if t <= win <= t + 2:
                break
        else:
            n -= 1
    if n >= 2:
        if n == 4:
            fans[FOUR_CONCEALED_PUNGS] = 1
        elif n == 3:
            fans[THREE_CONCEALED_PUNGS] = 1
        elif not (kongs == 2 and concealed_kongs == 2):
            fans[TWO_CONCEALED_PUNGS] = 1
    # step 4: All Pungs
    if not n_chows and n != 4 and kongs != 4:
        fans[ALL_PUNGS] = 1
    # step 8: what the pair completes
    if n_chows == 4:
        if pair < 27:
            fans[ALL_CHOWS] = 1
    elif pair >= 31:
        if pung_fans.get(DRAGON_PUNG) == 2:
            fans.pop(TWO_DRAGON_PUNGS, None)
            fans[LITTLE_THREE_DRAGONS] = 1
    elif pair >= 27 and len(wind_pungs) == 3:
        fans.pop(BIG_THREE_WINDS, None)
        fans[LITTLE_FOUR_WINDS] = 1
    # step 9: Outside Hand, All Fives or All Even Pungs
    trait = PAIR_TRAITS[pair] & chow_traits & pung_traits
    if trait:
        fans[TRAIT_FANS[trait]] = 1
    # step 14: Edge, Closed or Single Wait, when the wait is unique (§16.4)
    if kongs != 4 and MELDED_HAND not in fans:
        wait = wait_fan(chows, pair, win)
        if wait and is_unique_wait(b13, win, sets):
            fans[wait] = 1
    finish_standard(fans, wind_pungs, sit)  # steps 15-17
    return make_result(fans, sit, "standard")
