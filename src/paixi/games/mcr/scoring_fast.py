"""The MCR scorer's one pass: input, packing, and the common case (docs/specs/mcr.md §16, §17).

:func:`score_hand` (the API of :mod:`paixi.games.mcr.scoring`) checks the
input in one pass while counting it by part keys (:func:`~paixi.games.mcr.packed.part_key`:
3 bits a face, so a fifth copy is a count over 4, caught as it is counted;
:func:`~paixi.games.mcr.hand_input.reject` names what is wrong), normalises
the flags (§13.1), then:

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
(:data:`paixi.native.NATIVE_MODULES`): the tile counts are part keys in
machine ints (the packed long int is made only for the general procedure),
the tables and constants ``Final``, the input read as objects until checked
(a typed read would raise mypyc's TypeError, not :func:`reject`'s error).
The tests run the vectors on both builds (``tests/mcr/test_scoring_pure_python.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from paixi.equipment.mahjong import Meld, Tile
from paixi.games.mcr.best_reading import best_fans, is_better, standard_key
from paixi.games.mcr.exclusion import EXCLUDED_BITS, clear_excluded
from paixi.games.mcr.fan_counts import FanCounts, counts_of
from paixi.games.mcr.fans import SEVEN_PAIRS, TILE_HOG
from paixi.games.mcr.fans_special import special_shape
from paixi.games.mcr.fans_standard import reading_fans
from paixi.games.mcr.hand_facts import (
    SITUATION_TABLE,
    WIN_METHOD_BY_CODE,
    WIN_METHOD_PAIRS,
    HandFacts,
    normalised_situation,
    situation_code,
)
from paixi.games.mcr.hand_input import reject
from paixi.games.mcr.packed import (
    HONOUR_SINGLE,
    KEY_SHIFT,
    MELD_INFO,
    MELD_TABLE,
    MULTI,
    NO_KEYS,
    PAIR_AT,
    PART_OF,
    SINGLE,
    UNIT,
    Entry,
    Form,
    Split,
    has_odd,
    key_count,
    keys_with,
    keys_without,
    may_be_special,
    meld_index,
    packed_keys,
    scoring_readings,
    suit_forms,
    tables_built,
    widen,
)
from paixi.games.mcr.score_types import (
    NO_WIN,
    ScoreResult,
    WinSituation,
    make_result,
    settled_result,
)
from paixi.games.mcr.tile_features import EXCLUDED as _TILE_EXCLUDED
from paixi.games.mcr.tile_features import (
    SEVEN_PAIRS_COUNTS,
    SEVEN_PAIRS_EXCLUDED,
    key_features,
    table_key,
)
from paixi.games.mcr.tile_features import TABLE_COUNTS as _TILE_FANS

_HOG_EXCLUDED: Final = EXCLUDED_BITS[TILE_HOG]
_WIN_TILE: Final = WinSituation._fields.index("win_tile")
_SEAT_WIND: Final = WinSituation._fields.index("seat_wind")
_PREVALENT_WIND: Final = WinSituation._fields.index("prevalent_wind")
_FLOWERS: Final = WinSituation._fields.index("flowers")
_SEVEN_PAIRS_EXCLUDED: Final = EXCLUDED_BITS[SEVEN_PAIRS]


def score_hand(
    concealed: Sequence[Tile], melds: Sequence[Meld], situation: WinSituation
) -> ScoreResult:
    """Score a hand by §16 and settle it by §17 (the API of :mod:`paixi.games.mcr.scoring`).

    Checks and packs the input in one pass, then scores the common case here
    or hands the hand to the general procedure. Raises
    :class:`~paixi.core.errors.NotationError` (:func:`reject`) for a malformed hand.
    """
    # the fields read as objects, by index: compiled, a typed read would check
    # the type (mypyc's TypeError, not reject's error), an attribute of an
    # untyped object is a generic lookup
    given: tuple[Any, ...] = situation
    win = given[_WIN_TILE]
    # a list is walked by index when compiled (a Sequence through the iterator protocol)
    listed: list[Any] = concealed if type(concealed) is list else list(concealed)
    sets = len(melds)
    size = len(listed) + 3 * sets
    if type(win) is not int or not 13 <= size <= 14:
        reject(concealed, melds, situation)
    w: int = win  # compared as a machine int from here
    if not 0 <= w < 34:
        reject(concealed, melds, situation)
    # the tiles counted in one pass by part keys (packed.part_key: 3 bits a
    # face, machine ints where compiled): k0-k3 the concealed parts' keys for
    # the tables; a count reaching 4 is a face with four copies, past 4 a
    # fifth copy, rejected at once (before a 3-bit count could overflow)
    k0 = k1 = k2 = k3 = 0
    fours = 0
    for tile in listed:  # objects until checked, as ``given``
        if type(tile) is not int:
            reject(concealed, melds, situation)
        face: int = tile  # compared as a machine int from here
        if not 0 <= face < 34:
            reject(concealed, melds, situation)
        shift = KEY_SHIFT[face]
        if face < 18:
            if face < 9:
                k0 += 1 << shift
                n = k0 >> shift & 7
            else:
                k1 += 1 << shift
                n = k1 >> shift & 7
        elif face < 27:
            k2 += 1 << shift
            n = k2 >> shift & 7
        else:
            k3 += 1 << shift
            n = k3 >> shift & 7
        if n >= 4:
            if n > 4:
                reject(concealed, melds, situation)
            fours += 1
    keys = (k0, k1, k2, k3)
    if size == 14:
        if not key_count(keys, w):
            reject(concealed, melds, situation)
    else:
        keys = keys_with(keys, w)
        k0, k1, k2, k3 = keys
        n = key_count(keys, w)
        if n >= 4:
            if n > 4:
                reject(concealed, melds, situation)
            fours += 1
    held = key_count(keys, w) - 1  # concealed copies of the winning tile before the win
    # the declared sets: features, chows and pungs as keys (set_tables), kongs,
    # their tiles counted into a0-a3 (``every``: the part keys of all the tiles)
    a0, a1, a2, a3 = keys
    feats = chows = pungs = kongs = concealed_kongs = 0
    declared: list[Meld] = melds if type(melds) is list else list(melds)
    for m in declared:
        tiles = m.tiles
        info = MELD_TABLE[meld_index(tiles)] if len(tiles) >= 3 else None
        meld_feats, chow, pung, kong = MELD_INFO[tiles] if info is None else info
        feats |= meld_feats
        chows += chow
        pungs |= pung
        if kong:
            kongs += 1
            if m.concealed:  # only a kong may be concealed
                concealed_kongs += 1
        first = tiles[0]
        part = PART_OF[first]
        if part == 0:
            a0, added = _set_counted(a0, first, chow, len(tiles))
        elif part == 1:
            a1, added = _set_counted(a1, first, chow, len(tiles))
        elif part == 2:
            a2, added = _set_counted(a2, first, chow, len(tiles))
        else:
            a3, added = _set_counted(a3, first, chow, len(tiles))
        if added < 0:
            reject(concealed, melds, situation)
        fours += added
    every = (a0, a1, a2, a3)
    seat = given[_SEAT_WIND]
    prevalent = given[_PREVALENT_WIND]
    flowers = given[_FLOWERS]
    if type(flowers) is int:  # compared as a machine int (else generically, as reject does)
        counted: int = flowers
        flowers_ok = 0 <= counted <= 8
    else:
        flowers_ok = 0 <= flowers <= 8
    if (
        not flowers_ok
        or type(seat) is not int
        or not 27 <= seat <= 30  # a wind
        or type(prevalent) is not int
        or not 27 <= prevalent <= 30
    ):
        reject(concealed, melds, situation)
    sit = situation
    copies = key_count(every, w)
    last_copy = sit.last_copy
    kong_related = sit.kong_related
    if last_copy or kong_related or copies == 4:  # else nothing to normalise
        sit = normalised_situation(held, copies, kongs, sit)
        last_copy = sit.last_copy
        kong_related = sit.kong_related
    self_drawn = sit.self_drawn
    code = situation_code(
        self_drawn, last_copy, kong_related, sit.wall_last, sets, kongs, concealed_kongs
    )
    hog = fours - kongs  # Tile Hog: four copies, not as a kong
    maybe_special = not sets and may_be_special(keys, w)
    # the common case: standard readings only, no other shape possible
    if sets or (has_odd(keys) and not maybe_special):
        honours = HONOUR_SINGLE.get(k3)
        e0 = SINGLE[0].get(k0)
        e1 = SINGLE[1].get(k1)
        e2 = SINGLE[2].get(k2)
        keys13 = keys_without(keys, w) if not sets else NO_KEYS
        hand = (chows, pungs, keys13, sets, kongs, concealed_kongs, w, self_drawn)
        if e0 is not None and e1 is not None and e2 is not None and honours is not None:
            parts = _combined(e0, e1, e2, honours)
            pairs = parts[0] >> PAIR_AT
            if pairs and not pairs & (pairs - 1):  # one reading, one part with a pair
                base = _hand_fans(feats | parts[0] & 0xFFFF, hog, code)
                fans = _reading(base[0], base[1], parts, hand, sit)
                return settled_result(fans, flowers, self_drawn, "standard")
        elif honours is not None:
            best = _best_split((k0, k1, k2), honours, feats, hog, code, hand, sit)
            if best is not None:
                return settled_result(best, flowers, self_drawn, "standard")
    if maybe_special:  # told by part keys, no long int made
        special = special_shape(keys, w, WIN_METHOD_BY_CODE[code & 15])
        if special is not None:
            return settled_result(counts_of(special[0]), flowers, self_drawn, special[1])
    full = packed_keys(every)
    if sets:
        b13 = packed_keys(keys_without(keys, w))
    else:  # the concealed tiles are all the tiles
        b13 = full - UNIT[w]
        if not has_odd(keys) and not maybe_special and not _has_reading(keys, full):
            return _seven_pairs(keys, hog, code, flowers, self_drawn)  # seven pairs, no other shape
    pack_chows, pack_pungs = _declared(melds)  # named: a star call is a generic call compiled
    facts = HandFacts(
        b13,
        full,
        melds,
        sit,
        pack_chows,
        pack_pungs,
        kongs,
        concealed_kongs,
        keys if not sets else None,
    )
    found = best_fans(facts)
    if found is None:
        return NO_WIN
    return make_result(found[0], sit, found[1])


def _set_counted(key: int, first: int, chow: int, size: int) -> tuple[int, int]:
    """A part key with a declared set's tiles added (its lowest tile ``first``,
    a chow if ``chow``, else ``size`` copies), and how many of its faces that
    makes four copies, or -1 if past four (a malformed hand; the key is then no use)."""
    shift = KEY_SHIFT[first]
    if chow:
        fours = 0
        for at in range(shift, shift + 9, 3):  # a range: a tuple would box its items
            n = (key >> at & 7) + 1
            if n > 4:
                return key, -1
            if n == 4:
                fours += 1
        return key + (0o111 << shift), fours
    n = (key >> shift & 7) + size
    if n > 4:
        return key, -1
    return key + (size << shift), int(n == 4)


def _combined(e0: Split, e1: Split, e2: Split, e3: Split) -> Entry:
    """The splits of a hand's four concealed parts combined (:data:`~paixi.games.mcr.packed.SINGLE`)."""
    return (
        int(e0.first | e1.first | e2.first | e3.first),
        int(e0.chows + e1.chows + e2.chows + e3.chows),
        int(e0.pungs | e1.pungs | e2.pungs | e3.pungs),
        int(e0.waits | e1.waits | e2.waits | e3.waits),
        int(e0.unique | e1.unique | e2.unique | e3.unique),
    )


def _hand_fans(feats: int, hog: int, code: int) -> tuple[FanCounts, int]:
    """The fans every standard reading of the hand has (fresh
    :class:`~paixi.games.mcr.fan_counts.FanCounts`) and what they exclude (bits): suits,
    tiles and ranks (steps 10-12) by the features, win method, kongs,
    concealment (steps 1, 3, 7) by the flags
    (:func:`~paixi.games.mcr.hand_facts.situation_code` ``code``), Tile Hog (step 13)."""
    key = table_key(feats)
    fans = _TILE_FANS[key].copy()
    flag_fans, excluded = SITUATION_TABLE[code]
    if flag_fans:
        fans.add(flag_fans)
    excluded |= _TILE_EXCLUDED[key]
    if hog:
        fans.set(TILE_HOG, hog)
        excluded |= _HOG_EXCLUDED
    return fans, excluded


_Hand = tuple[int, int, tuple[int, int, int, int], int, int, int, int, bool]
"""What every reading of a hand passes on to :func:`_reading`: the declared
sets' ``chows`` and ``pungs`` keys (:data:`~paixi.games.mcr.packed.MELD_INFO`),
``keys13`` (the part keys before the win, read without declared sets),
``sets``, ``kongs``, ``concealed_kongs``, ``win`` and ``self_drawn``."""


def _reading(
    fans: FanCounts, excluded: int, parts: Entry, hand: _Hand, sit: WinSituation
) -> FanCounts:
    """Steps 2-17 of §16.3 for the reading whose concealed parts' entries
    combined are ``parts`` (:func:`_combined`); ``fans``, ``excluded`` as
    :func:`_hand_fans` gives; ``hand`` the rest that
    :func:`~paixi.games.mcr.fans_standard.reading_fans` takes (:data:`_Hand`)."""
    first, chow_key, concealed, waits, unique = parts
    chows, pungs, keys13, sets, kongs, concealed_kongs, win, self_drawn = hand
    return reading_fans(
        fans,
        excluded,
        (first >> PAIR_AT).bit_length() - 1,
        chow_key + chows,
        concealed | pungs,
        concealed,
        waits,
        unique,
        keys13,
        sets,
        kongs,
        concealed_kongs,
        win,
        self_drawn,
        sit,
    )


def _best_split(
    keys: tuple[int, int, int],
    honours: Split,
    feats: int,
    hog: int,
    code: int,
    hand: _Hand,
    sit: WinSituation,
) -> FanCounts | None:
    """The best of several standard readings (§16.1), each scored as the one
    reading of the common case; ``None`` if the suits make no reading. The
    suits' keys are ``keys`` (:func:`~paixi.games.mcr.packed.part_key`),
    ``honours`` the honours' entry."""
    options = _options(keys)
    if options is None:
        return None
    best = None
    best_key = (-1, 0, 0)
    best_reading = None
    base = None
    for i0, e0 in enumerate(options[0]):
        for i1, e1 in enumerate(options[1]):
            for i2, e2 in enumerate(options[2]):
                parts = _combined(e0, e1, e2, honours)
                pairs = parts[0] >> PAIR_AT
                if not pairs or pairs & (pairs - 1):
                    continue
                if base is None:
                    base = _hand_fans(feats | parts[0] & 0xFFFF, hog, code)
                fans = _reading(base[0].copy(), base[1], parts, hand, sit)
                key = standard_key(fans)
                if key < best_key:
                    continue
                reading = _form(keys, i0, i1, i2)
                if is_better(key, reading, best_key, best_reading):
                    best, best_key, best_reading = fans, key, reading
    return best


def _options(keys: tuple[int, int, int]) -> list[tuple[Split, ...]] | None:
    """Each suit's splits as entries (:data:`~paixi.games.mcr.packed.SINGLE`,
    :data:`~paixi.games.mcr.packed.MULTI`), or ``None`` if a suit has none."""
    options: list[tuple[Split, ...]] = []
    for suit in range(3):
        one = SINGLE[suit].get(keys[suit])
        if one is not None:
            options.append((one,))
            continue
        many = MULTI[suit].get(keys[suit])
        if many is None:
            return None
        options.append(many)
    return options


def _has_reading(keys: tuple[int, int, int, int], b14: int) -> bool:
    """Whether the 14 concealed tiles (their part keys; packed: ``b14``) have a
    standard reading (§16.1): as :func:`~paixi.games.mcr.packed.scoring_readings`
    finds one, read off the entry tables where they are built."""
    if not tables_built():
        return bool(scoring_readings(b14))
    honours = HONOUR_SINGLE.get(keys[3])
    options = _options((keys[0], keys[1], keys[2]))
    if honours is None or options is None:
        return False
    for e0 in options[0]:
        for e1 in options[1]:
            for e2 in options[2]:
                pairs = (e0.first | e1.first | e2.first | honours.first) >> PAIR_AT
                if pairs and not pairs & (pairs - 1):  # one pair
                    return True
    return False


def _form(keys: tuple[int, int, int], i0: int, i1: int, i2: int) -> Form:
    """The concealed sets of a reading picked by split indices (for ties: only
    its chows and pungs are read; the honours' pungs are the same in every reading)."""
    _, c0, q0 = suit_forms(widen(keys[0], 0), 0)[i0]
    _, c1, q1 = suit_forms(widen(keys[1], 1), 1)[i1]
    _, c2, q2 = suit_forms(widen(keys[2], 2), 2)[i2]
    return -1, c0 + c1 + c2, q0 + q1 + q2


def _declared(melds: Sequence[Meld]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The declared chows' lowest tiles and the declared pungs' and kongs' tiles, sorted."""
    if not melds:
        return (), ()
    chows = sorted(m.tiles[0] for m in melds if m.kind == "chow")
    pungs = sorted(m.tiles[0] for m in melds if m.kind != "chow")
    return tuple(chows), tuple(pungs)


def _seven_pairs(
    keys: tuple[int, int, int, int], hog: int, code: int, flowers: int, self_drawn: bool
) -> ScoreResult:
    """The result of 14 concealed tiles (their part keys) that are seven pairs
    and no other shape (§16.6, D3: the set-defined tile and rank fans are not
    scored); the same fans as :func:`paixi.games.mcr.fans_special.seven_pairs_fans`.
    ``code``: the situation's :func:`~paixi.games.mcr.hand_facts.situation_code`."""
    key = table_key(key_features(keys))
    fans = SEVEN_PAIRS_COUNTS[key].copy()
    method, excluded = WIN_METHOD_PAIRS[code & 15]
    fans.add(method)
    fans.set(SEVEN_PAIRS, 1)
    excluded |= SEVEN_PAIRS_EXCLUDED[key] | _SEVEN_PAIRS_EXCLUDED
    if hog:
        fans.set(TILE_HOG, hog)
        excluded |= _HOG_EXCLUDED
    clear_excluded(fans, excluded)
    return settled_result(fans, flowers, self_drawn, "seven_pairs")
