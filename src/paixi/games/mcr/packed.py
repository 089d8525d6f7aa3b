"""A hand packed into one int, and the scorer's tables keyed by it (docs/specs/mcr.md §11, §16.1, §16.4).

A hand's tile counts are packed into one int, a byte per face: ``B =
sum(count[t] << 8 * t)`` (34 bytes, faces as in :mod:`paixi.equipment.mahjong`).
Adding a tile is adding :data:`UNIT` ``[t]``; a suit is ``B & SUIT_MASKS[s]``
(its nine bytes, left in place) and the honours are ``B >> HONOUR_SHIFT``;
properties of the counts become mask tests (:data:`ODD`). The scorer's one
pass reads each suit and the honours by a *part key* instead (:func:`part_key`,
3 bits a face): an int below 2**62, which compiled code keeps in a machine
word where the packed form is a long int (:func:`part_keys` converts).

The scorer reads a hand through tables keyed by those ints, precomputed by
enumeration (never from the hands scored):

* :func:`scoring_readings`: every standard reading ``(pair, chows, pungs)``
  of 14 − 3k tiles, combined from the suits' splits (:func:`suit_forms`) and
  the honours' (:data:`HONOUR_FORMS`);
* :data:`SINGLE` / :data:`MULTI` / :data:`HONOUR_SINGLE` (by part key) and
  :data:`MELD_INFO` / :data:`MELD_TABLE`: a suit's splits, the honours, a
  declared set, each as a tuple of machine-size fields (features, pair,
  sets, waits) that combine over the hand's parts by ``|`` / ``+``, for the
  scorer's one pass (:mod:`paixi.games.mcr.scoring_fast`);
* the prefilters of the special shapes, on part keys: :func:`may_be_special`,
  :func:`may_be_knitted`, :func:`seven_pairs_wait`;
* :func:`is_unique_wait`: whether only the winning tile completes the hand
  (§16.4), from the completions of the winning tile's suit;
* :func:`knitted_rest`: what a knitted straight leaves (§11 shape 5; the
  other special shapes are told by part keys: :mod:`paixi.games.mcr.special_keys`).

The suit tables are :func:`paixi.games.mcr.decompose.suit_table` re-keyed by
packed ints; until that table is built (a process that scores few hands), a
suit is split on demand (memoised; :func:`clear_memo` empties the memo).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product
from typing import Final

from paixi.games.mcr import decompose
from paixi.games.mcr.decompose import CHOW, completing_faces
from paixi.games.mcr.set_tables import CHOW_KEY, build_pung_table, chow_key, pung_mask
from paixi.games.mcr.tile_features import face_features, features
from paixi.native import i64

NUM_FACES: Final = 34
UNIT: Final[tuple[int, ...]] = tuple(1 << 8 * t for t in range(NUM_FACES))
"""``UNIT[t]``: one tile of face ``t``, packed."""
_NINE: Final = (1 << 72) - 1
SUIT_MASKS: Final[tuple[int, int, int]] = (_NINE, _NINE << 72, _NINE << 144)
"""The bytes of each suit (characters, dots, bamboo)."""
HONOUR_SHIFT: Final = 216
"""``B >> HONOUR_SHIFT``: the seven honours' bytes."""
_BYTES: Final = sum(UNIT)
ODD: Final = _BYTES
"""Bit 0 of every byte: ``B & ODD == 0`` iff every count is even."""


def pack(counts: list[int] | tuple[int, ...]) -> int:
    """The packed form of 34 counts (each 0-255)."""
    return int.from_bytes(bytes(counts), "little")


def unpack(b: int) -> list[int]:
    """The 34 counts of a packed hand."""
    return list(b.to_bytes(NUM_FACES, "little"))


KEY_UNIT: Final[tuple[int, ...]] = tuple(
    1 << 3 * (t % 9 if t < 27 else t - 27) for t in range(NUM_FACES)
)
"""``KEY_UNIT[t]``: one tile of face ``t`` in its part's key (see :data:`SINGLE`)."""
PART_OF: Final[tuple[int, ...]] = tuple(min(t // 9, 3) for t in range(NUM_FACES))
"""The part of a face: its suit 0-2, or 3 for the honours."""
PAIR_AT: Final = 16
"""Where the pair's bit starts in an :data:`Entry`'s first field (the features take bits 0-15)."""
Entry = tuple[int, int, int, int, int]
"""A part's split, or the hand's parts combined (see :data:`SINGLE`):
``(features | pair bit << PAIR_AT, chow key, pung mask, wait bits,
unique-wait bits)``, each below 2**62 (a machine-size int where compiled)."""


def part_key(counts: Sequence[int]) -> int:
    """The key of a part's counts (a suit's nine, or the seven honours): 3 bits per face."""
    key = 0
    for i, n in enumerate(counts):
        key |= n << 3 * i
    return key


def _meld_info() -> dict[tuple[int, ...], tuple[int, int, int, int]]:
    """Every set's tiles -> ``(features, chow key, pung bit, kong)``."""
    out: dict[tuple[int, ...], tuple[int, int, int, int]] = {}
    for t in range(NUM_FACES):
        out[(t,) * 3] = (face_features(t), 0, 1 << t, 0)
        out[(t,) * 4] = (face_features(t), 0, 1 << t, 1)
        if t < 27 and t % 9 < 7:
            feats = face_features(t) | face_features(t + 1) | face_features(t + 2)
            out[t, t + 1, t + 2] = (feats, CHOW_KEY[t], 0, 0)
    return out


MELD_INFO: Final = _meld_info()
"""A declared set's tiles (``Meld.tiles``) -> its features
(:mod:`paixi.games.mcr.tile_features`), its part of a
:func:`~paixi.games.mcr.set_tables.chow_key` (a chow) or of a
:func:`~paixi.games.mcr.set_tables.pung_mask` (a pung or kong), and 1 for a
kong: each adds up over the declared sets."""

MELD_TABLE: Final[tuple[tuple[int, int, int, int] | None, ...]] = tuple(
    MELD_INFO.get(tiles)
    for t in range(NUM_FACES)
    for tiles in ((t, t + 1, t + 2), (t,) * 3, (t,) * 4)
)
""":data:`MELD_INFO` by :func:`meld_index` (``None`` where no set is), for
the one pass: a tuple read where the dict hashes the tiles."""


def meld_index(tiles: tuple[int, ...]) -> int:
    """Where a declared set's sorted tiles sit in :data:`MELD_TABLE`."""
    first = tiles[0]
    if len(tiles) == 4:
        return 3 * first + 2
    return 3 * first + (tiles[1] == first)


WAIT_BITS: Final[tuple[int, ...]] = tuple(
    (1 << t | 1 << t + 2 | 1 << 35 + t) if t < 27 and t % 9 < 7 else 0 for t in range(NUM_FACES)
)
"""Per chow (its lowest tile ``t``): bits ``t`` and ``t + 2`` (a winning tile at
an end of it) and ``34 + t + 1`` (in its middle). The concealed chows' bits
or-ed give a reading's possible waits (§16.3 step 14)."""


def chow_wait_bits(chows: tuple[int, ...]) -> int:
    """:data:`WAIT_BITS` of the chows (lowest tiles), or-ed."""
    bits = 0
    for t in chows:
        bits |= WAIT_BITS[t]
    return bits


# --- suits: packed key -> splits ---------------------------------------------------

Form = tuple[int, tuple[int, ...], tuple[int, ...]]
"""One split of a suit: ``(pair tile or -1, chow lowest tiles, pung tiles)``, absolute, sorted."""

_FORMS: Final[dict[int, tuple[Form, ...]]] = {}
_LAZY_FORMS: Final[dict[int, tuple[Form, ...]]] = {}
_EMPTY: Final[tuple[Form, ...]] = ((-1, (), ()),)


def _absolute(base: int, ranks: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(base + r for r in ranks)


def _forms_of(
    splits: tuple[tuple[int, tuple[tuple[int, int], ...]], ...], base: int
) -> tuple[Form, ...]:
    """A suit's splits (``suit_splits`` form) as :data:`Form` s of the suit at ``base``."""
    out = []
    for p, sets in splits:
        chows = _absolute(base, tuple(sorted(r for k, r in sets if k == CHOW)))
        pungs = _absolute(base, tuple(sorted(r for k, r in sets if k != CHOW)))
        out.append((-1 if p < 0 else base + p, chows, pungs))
    return tuple(out)


def build_tables() -> None:
    """Re-key :func:`~paixi.games.mcr.decompose.suit_table` by packed ints.

    :data:`_FORMS` gets each pattern of at most four copies per face in each
    suit's place (about 65,000 entries); :data:`_WAIT_RANK` the one completing
    rank of each pattern, keyed by the suit's bytes shifted down to the
    characters' (about 89,000).
    """
    if _FORMS:
        return
    table = decompose.suit_table()
    _WAIT_RANK.update(_wait_ranks())
    unique: dict[int, int] = {}  # a 14-tile pattern -> the ranks whose wait is unique
    for key13, rank in _WAIT_RANK.items():
        if rank >= 0:
            key14 = key13 + UNIT[rank]
            unique[key14] = unique.get(key14, 0) | 1 << rank
    interned: dict[tuple[int, ...], tuple[int, ...]] = {}
    forms: dict[int, tuple[Form, ...]] = {}
    for pattern, splits in table.items():
        if max(pattern) > 4:
            continue
        key = pack(pattern)
        small = part_key(pattern)
        for s in range(3):
            found = _forms_of(splits, 9 * s)
            found = tuple(
                (p, interned.setdefault(c, c), interned.setdefault(q, q)) for p, c, q in found
            )
            forms[key << 72 * s] = found
            feats = features(key << 72 * s)
            waits = unique.get(key, 0) << 9 * s
            entries = tuple(
                single_entry(feats, p, chow_key(c), pung_mask(q), c, waits) for p, c, q in found
            )
            if len(entries) == 1:
                SINGLE[s][small] = entries[0]
            else:
                MULTI[s][small] = entries
    build_pung_table()
    _FORMS.update(forms)


def tables_built() -> bool:
    """Whether :func:`build_tables` has run (the entry tables are filled)."""
    return bool(_FORMS)


def suit_forms(key: int, s: int) -> tuple[Form, ...]:
    """Every split of suit ``s`` held as ``key`` (``B & SUIT_MASKS[s]``), or ``()``."""
    found = _FORMS.get(key)
    if found is not None:
        return found
    if _FORMS:
        return ()
    if decompose._SUIT_TABLE:
        build_tables()
        return _FORMS.get(key, ())
    if not key:
        return _EMPTY
    found = _LAZY_FORMS.get(key)
    if found is None:
        counts = tuple((key >> 72 * s + 8 * r) & 0xFF for r in range(9))
        splits = decompose.suit_splits(counts)
        if decompose._SUIT_TABLE:  # built just now: scoring in bulk
            build_tables()
            return _FORMS.get(key, ())
        found = _LAZY_FORMS[key] = _forms_of(splits, 9 * s)
    return found


def _honour_forms() -> dict[int, tuple[int, tuple[int, ...]]]:
    """Honours that are pungs and at most one pair: packed key -> ``(pair tile or -1, pung tiles)``."""
    out: dict[int, tuple[int, tuple[int, ...]]] = {}
    for counts in product((0, 2, 3), repeat=7):
        if counts.count(2) <= 1:
            pair = 27 + counts.index(2) if 2 in counts else -1
            pungs = tuple(27 + i for i, n in enumerate(counts) if n == 3)
            out[pack(counts)] = (pair, pungs)
    return out


HONOUR_FORMS: Final = _honour_forms()
"""The honours' only reading, keyed by ``B >> HONOUR_SHIFT`` (absent: no reading)."""


class Split:
    """A part's split as the fields of an :data:`Entry` (see :data:`SINGLE`),
    each an ``i64``: compiled, one object of one or two cache lines read
    without unboxing, where a tuple of five ints is six objects."""

    def __init__(self, first: i64, chows: i64, pungs: i64, waits: i64, unique: i64) -> None:
        self.first = first
        self.chows = chows
        self.pungs = pungs
        self.waits = waits
        self.unique = unique


def single_entry(
    feats: int, pair: int, chows: int, pungs: int, chow_tiles: tuple[int, ...], unique: int
) -> Split:
    """A part's split as a :class:`Split` (see :data:`SINGLE`)."""
    pair_bit = 1 << pair if pair >= 0 else 0
    return Split(feats | pair_bit << PAIR_AT, chows, pungs, chow_wait_bits(chow_tiles), unique)


SINGLE: Final[tuple[dict[int, Split], ...]] = ({}, {}, {})
"""Per suit, the patterns with exactly one split (keyed by :func:`part_key`),
each as a :class:`Split`, the fields of an :data:`Entry`: the features (:mod:`paixi.games.mcr.tile_features`)
in bits 0-15 and a bit for the pair's tile (from :data:`PAIR_AT`, 34 bits);
the split's chows (:func:`~paixi.games.mcr.set_tables.chow_key`); its pungs
(:func:`~paixi.games.mcr.set_tables.pung_mask`); its chows' :data:`WAIT_BITS`;
a bit for each tile whose taking out leaves this part a unique wait (§16.4,
:func:`is_unique_wait` without the seven pairs test; an honour: the pair's
tile). The parts of a hand hold other suits, so their entries' fields
combined (or-ed; the chow keys added) give the hand's: features or-ed, the
pairs' bits (one pair: one bit), the sets, the unique waits. Each field fits
a machine word, so the compiled scorer combines them without long ints."""
MULTI: Final[tuple[dict[int, tuple[Split, ...]], ...]] = ({}, {}, {})
"""Per suit, the patterns with several splits: each split as a :data:`SINGLE`
entry, in the order of :func:`suit_forms` (the splits' forms, for ties)."""
HONOUR_SINGLE: Final[dict[int, Split]] = {
    part_key([key >> 8 * i & 0xFF for i in range(7)]): single_entry(
        features(key << HONOUR_SHIFT), pair, 0, pung_mask(pungs), (), 0 if pair < 0 else 1 << pair
    )
    for key, (pair, pungs) in HONOUR_FORMS.items()
}
""":data:`HONOUR_FORMS` as :data:`SINGLE` entries, keyed by the honours' :func:`part_key`."""

M0, M1, M2 = SUIT_MASKS


def scoring_readings(b14: int) -> list[Form]:
    """Every standard reading of the packed 14 − 3k tiles ``b14`` (§16.1).

    Each is ``(pair, chows, pungs)``: the pair's tile, the chows' lowest
    tiles and the pungs' tiles, sorted. The readings are those of
    :func:`paixi.games.mcr.decompose.scoring_readings`, in the same order.
    """
    get = _FORMS.get
    s0 = get(b14 & M0) or suit_forms(b14 & M0, 0)
    if not s0:
        return []
    s1 = get(b14 & M1) or suit_forms(b14 & M1, 1)
    if not s1:
        return []
    s2 = get(b14 & M2) or suit_forms(b14 & M2, 2)
    if not s2:
        return []
    honours = HONOUR_FORMS.get(b14 >> HONOUR_SHIFT)
    if honours is None:
        return []
    hp, hq = honours
    if len(s0) == 1 and len(s1) == 1 and len(s2) == 1:  # the usual case
        (p0, c0, q0), (p1, c1, q1), (p2, c2, q2) = s0[0], s1[0], s2[0]
        if (p0 >= 0) + (p1 >= 0) + (p2 >= 0) + (hp >= 0) != 1:
            return []
        return [(max(p0, p1, p2, hp), c0 + c1 + c2, q0 + q1 + q2 + hq)]
    readings: list[Form] = []
    for (p0, c0, q0), (p1, c1, q1), (p2, c2, q2) in product(s0, s1, s2):
        if (p0 >= 0) + (p1 >= 0) + (p2 >= 0) + (hp >= 0) == 1:
            readings.append((max(p0, p1, p2, hp), c0 + c1 + c2, q0 + q1 + q2 + hq))
    return readings


# --- shapes other than the standard one ------------------------------------------------


def _packed(faces: Sequence[int]) -> int:
    """One copy of each face, packed."""
    return sum(UNIT[t] for t in faces)


_KEY_ONES: Final = 0o111111111
"""Bit 0 of each face's 3 bits in a :func:`part_key`."""
_KEY_TWOS: Final = _KEY_ONES << 1
_KEY_MIDDLE: Final = 0o77777770
"""A suit's ranks 2-8 in its :func:`part_key`."""
_SEVEN_SHIFTED_KEYS: Final = frozenset(2 * (0o1111111 << 3 * r) for r in range(3))
"""The suit keys of seven shifted pairs (2 copies of 7 ranks in a row)."""


def part_keys(b: int) -> tuple[int, int, int, int]:
    """The :func:`part_key` of each suit and of the honours of packed counts ``b``."""
    counts = unpack(b)
    return (
        part_key(counts[0:9]),
        part_key(counts[9:18]),
        part_key(counts[18:27]),
        part_key(counts[27:34]),
    )


def may_be_special(keys: tuple[int, int, int, int], win: int) -> bool:
    """Whether 14 concealed tiles (their :func:`part_keys`) may be one of the
    shapes of :func:`~paixi.games.mcr.fans_special.special_shape` (§16.6).

    Counts of 3 or 4 leave only Nine Gates (1112345678999 and one more of the
    winning tile's suit); else thirteen orphans holds orphans only, honours and
    knitted no two alike, and seven shifted pairs is one of nine hands. Read
    off the part keys, so that the scorer's one pass needs no long int.
    """
    k0, k1, k2, k3 = keys
    # per face, bit 2 or bits 1 and 0: a count of 3 or 4
    three = k0 >> 2 | k0 >> 1 & k0 | k1 >> 2 | k1 >> 1 & k1 | k2 >> 2 | k2 >> 1 & k2
    if (three | k3 >> 2 | k3 >> 1 & k3) & _KEY_ONES:
        if win >= 27:
            return False
        suit = keys[win // 9]
        return suit & 7 >= 3 and suit >> 24 & 7 >= 3
    if not (k0 | k1 | k2) & _KEY_MIDDLE or not (k0 | k1 | k2 | k3) & _KEY_TWOS:
        return True  # terminals and honours only, or no two alike
    if k3:
        return False
    shifted = _SEVEN_SHIFTED_KEYS
    return (
        (k0 in shifted and not k1 | k2)
        or (k1 in shifted and not k0 | k2)
        or (k2 in shifted and not k0 | k1)
    )


def has_odd(keys: tuple[int, int, int, int]) -> bool:
    """Whether some count is odd, read off the parts' keys."""
    return bool((keys[0] | keys[1] | keys[2] | keys[3]) & _KEY_ONES)


_KNITTED_KEYS: Final = (0o001001001, 0o010010010, 0o100100100)
"""The ranks 147, 258 and 369 of a suit, one face each, in its part key."""


def may_be_knitted(keys: tuple[int, int, int, int]) -> bool:
    """Whether each suit (its :func:`part_key` of ``keys``) holds one of the
    knitted sequences 147, 258, 369 (§2.3)."""
    a, b, c = _KNITTED_KEYS
    for suit in (keys[0], keys[1], keys[2]):
        held = (suit | suit >> 1 | suit >> 2) & _KEY_ONES  # bit 0 of a face: held
        if held & a != a and held & b != b and held & c != c:
            return False
    return True


_ARRANGEMENTS: Final = tuple(_packed(a) for a in decompose.KNITTED_ARRANGEMENTS)
_ARRANGEMENT_KEYS: Final[tuple[tuple[int, int, int], ...]] = tuple(
    (k0, k1, k2) for k0, k1, k2, _ in (part_keys(a) for a in _ARRANGEMENTS)
)
""":data:`_ARRANGEMENTS` as the suits' part keys (one copy of each face: also the faces held)."""


def knitted_rest(b14: int, keys: tuple[int, int, int, int]) -> tuple[int, list[Form]] | None:
    """What a knitted arrangement leaves of the packed tiles ``b14`` (part keys
    ``keys``) and its standard readings, if it has one (§11 shape 5).

    At most one arrangement fits 14 tiles (two hold at least 15 different
    tiles), so the first found is the only one.
    """
    k0, k1, k2, _ = keys
    h0 = (k0 | k0 >> 1 | k0 >> 2) & _KEY_ONES  # bit 0 of each face held
    h1 = (k1 | k1 >> 1 | k1 >> 2) & _KEY_ONES
    h2 = (k2 | k2 >> 1 | k2 >> 2) & _KEY_ONES
    for i, (a, b, c) in enumerate(_ARRANGEMENT_KEYS):
        if h0 & a == a and h1 & b == b and h2 & c == c:
            rest = b14 - _ARRANGEMENTS[i]
            readings = scoring_readings(rest)
            return (rest, readings) if readings else None
    return None


# --- the unique wait (§16.4) ----------------------------------------------------------

_WAIT_RANK: Final[dict[int, int]] = {}


def _wait_ranks() -> dict[int, int]:
    """Per pattern of a suit's 13 − 3k tiles (packed, in the characters' place):
    the one rank that completes the hand through this suit, or -1 if none or several.

    Read for the winning tile's suit of a hand that it completes into a
    standard shape: the other groups are then complete, and the pair is in
    this suit iff its tiles with the winning one are 2 mod 3. A pattern that
    is complete by itself holds a pair while another group holds the second
    pair (13 − 3k tiles), whose tile completes the hand too: -1, not unique.
    """
    table = decompose.suit_table()
    out: dict[int, int] = {}
    for pattern, found in decompose._SUIT_COMPLETIONS.items():
        ranks: tuple[int, ...] = ()
        if pattern not in table:
            outside = (sum(pattern) + 1) % 3 == 0  # the pair is in another group
            ranks = tuple(r for r, new in found if new != outside)
        out[pack(pattern)] = ranks[0] if len(ranks) == 1 else -1
    return out


def is_unique_wait(b13: int, win: int, packs: int) -> bool:
    """Whether ``win`` is the only face completing the packed 13 − 3k tiles ``b13`` (§16.4),
    for a hand that ``win`` completes into a standard shape (``packs`` declared sets).

    The same answer as ``completing_faces(counts13, packs, limit=2) == [win]``:
    the groups (suits, honours) other than the winning tile's are complete, so
    only the winning tile's group can take a completing tile. In a suit its
    faces are looked up (:func:`_wait_ranks`). In the honours (pungs and a pair
    only) a winning tile held once completes the pair, every other honour count
    being 0 or 3: unique; held twice it completes a pung, and the hand's pair is
    either another honour pair (whose tile completes it too) or in another group
    (the honours are complete by themselves): never unique. With no declared
    set, a single odd count that is not the winning tile also completes seven pairs.
    """
    if win < 27:
        s = win // 9
        rank = _WAIT_RANK.get(b13 >> 72 * s & _NINE)
        if rank is None:
            if not _FORMS:
                return completing_faces(unpack(b13), packs, limit=2) == [win]
            return False
        if rank != win - 9 * s:
            return False
    elif b13 >> 8 * win & 0xFF != 1:
        return False
    return packs > 0 or not seven_pairs_wait(part_keys(b13), win)


def seven_pairs_wait(keys13: tuple[int, int, int, int], win: int) -> bool:
    """Whether 13 concealed tiles (their :func:`part_keys`) also wait for seven
    pairs on a tile other than ``win``: a single odd count, not of ``win`` (§16.4)."""
    k0, k1, k2, k3 = keys13
    odd = (k0 & _KEY_ONES, k1 & _KEY_ONES, k2 & _KEY_ONES, k3 & _KEY_ONES)
    found = -1
    for part in range(4):
        bits = odd[part]
        if bits:
            if found >= 0 or bits & (bits - 1):
                return False  # two odd counts or more
            found = 9 * part + (bits.bit_length() - 1) // 3
    return found != win


NO_KEYS: Final = (0, 0, 0, 0)
"""The part keys of no tiles."""


def keys_with(keys: tuple[int, int, int, int], t: int, n: int = 1) -> tuple[int, int, int, int]:
    """The :func:`part_keys` with ``n`` tiles of face ``t`` added (taken out if ``n < 0``)."""
    k0, k1, k2, k3 = keys
    part = PART_OF[t]
    unit = n * KEY_UNIT[t]
    if part == 0:
        return k0 + unit, k1, k2, k3
    if part == 1:
        return k0, k1 + unit, k2, k3
    if part == 2:
        return k0, k1, k2 + unit, k3
    return k0, k1, k2, k3 + unit


def keys_without(keys: tuple[int, int, int, int], t: int) -> tuple[int, int, int, int]:
    """The :func:`part_keys` with one tile of face ``t`` taken out."""
    return keys_with(keys, t, -1)


KEY_SHIFT: Final[tuple[int, ...]] = tuple(
    3 * (t % 9 if t < 27 else t - 27) for t in range(NUM_FACES)
)
"""``KEY_SHIFT[t]``: where face ``t``'s 3 bits start in its part's key (``KEY_UNIT[t]`` is ``1 <<`` it)."""


def key_count(keys: tuple[int, int, int, int], t: int) -> int:
    """The count of face ``t`` in the :func:`part_keys` ``keys``."""
    part = PART_OF[t]
    key = keys[0] if part == 0 else keys[1] if part == 1 else keys[2] if part == 2 else keys[3]
    return key >> KEY_SHIFT[t] & 7


def _chunk_table(part: int, chunk: int) -> tuple[int, ...]:
    """Three faces' 9 bits of a part key (from face ``3 * chunk``) -> their packed counts."""
    first = 9 * part + 3 * chunk
    faces = range(first, min(first + 3, 27 if part < 3 else NUM_FACES))
    return tuple(
        sum((bits >> 3 * i & 7) << 8 * t for i, t in enumerate(faces)) for bits in range(512)
    )


_CHUNKS: Final[tuple[tuple[int, ...], ...]] = tuple(
    _chunk_table(part, chunk) for part in range(4) for chunk in range(3)
)


def widen(key: int, part: int) -> int:
    """A part's key as packed counts (:func:`pack`, the part in its place):
    three faces at a time looked up, for the scorer's one pass, which counts by part keys."""
    chunks = _CHUNKS
    at = 3 * part
    return chunks[at][key & 511] | chunks[at + 1][key >> 9 & 511] | chunks[at + 2][key >> 18 & 511]


def packed_keys(keys: tuple[int, int, int, int]) -> int:
    """The packed form (:func:`pack`) of the :func:`part_keys` ``keys``."""
    k0, k1, k2, k3 = keys
    return widen(k0, 0) | widen(k1, 1) | widen(k2, 2) | widen(k3, 3)


def clear_memo() -> None:
    """Empty the suits split on demand (the tables are kept)."""
    _LAZY_FORMS.clear()


decompose.derive(build_tables, clear_memo)
