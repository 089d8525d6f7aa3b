"""Shape checks, waits (听牌) and shanten numbers (向听数) for MCR (docs/specs/mcr.md §11).

Everything here works on a *counts vector*: a list or tuple of 34 ints, the
copies of each playing face (tile encoding of :mod:`paixi.equipment.mahjong`),
and on ``n_packs``, the number of declared sets (melded sets and concealed
kongs), each of which stands for three of the 14 tiles of a winning hand.

Shapes (§11): standard (4 sets + a pair), seven pairs, thirteen orphans,
honours and knitted (全不靠), knitted straight (组合龙: a knitted arrangement +
a set + a pair). Seven pairs, thirteen orphans and honours-and-knitted need a
fully concealed hand; the knitted straight allows one pack.

The shanten number is how many tile exchanges the hand is away from ready:
0 = ready (听牌), -1 = complete. Suit decompositions are memoised per suit
pattern, so repeated calls (the game and its agent) are cheap.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import permutations
from operator import itemgetter, mul
from typing import Any

from paixi.equipment.mahjong import NUM_FACES, TERMINALS_AND_HONOURS, Meld, Tile, tile_counts

KNITTED_ARRANGEMENTS: tuple[tuple[Tile, ...], ...] = tuple(
    tuple(
        sorted(
            9 * suit + offset + 3 * k
            for suit, offset in zip(perm, range(3), strict=True)
            for k in range(3)
        )
    )
    for perm in permutations(range(3))
)
"""The six knitted arrangements (§2.3), each as its nine tiles (e.g. 147m 258p 369s)."""

_HONOURS = range(27, 34)
_GROUPS = ((0, 9), (9, 18), (18, 27), (27, 34))

# --- complete shapes ---------------------------------------------------------


@cache
def _sets_only(counts: tuple[int, ...], chows: bool) -> bool:
    """Whether a group's tiles split into pungs (and chows, if ``chows``) exactly."""
    i = next((k for k, c in enumerate(counts) if c), -1)
    if i < 0:
        return True
    c = counts[i]
    if c >= 3 and _sets_only((*counts[:i], c - 3, *counts[i + 1 :]), chows):
        return True
    if chows and i + 2 < len(counts) and counts[i + 1] and counts[i + 2]:
        rest = list(counts)
        rest[i] -= 1
        rest[i + 1] -= 1
        rest[i + 2] -= 1
        return _sets_only(tuple(rest), chows)
    return False


@cache
def _sets_and_pair(counts: tuple[int, ...], chows: bool) -> bool:
    """Whether a group's tiles split into sets plus exactly one pair."""
    for i, c in enumerate(counts):
        if c >= 2 and _sets_only((*counts[:i], c - 2, *counts[i + 1 :]), chows):
            return True
    return False


def is_standard_complete(counts: Sequence[int]) -> bool:
    """Sets + one pair over all concealed tiles (the packs are sets already), §11.1.

    ``counts``: 34 ints whose sum is 2 modulo 3 (otherwise False).
    """
    pair_group = -1
    for g, (lo, hi) in enumerate(_GROUPS):
        r = sum(counts[lo:hi]) % 3
        if r == 1 or (r == 2 and pair_group >= 0):
            return False
        if r == 2:
            pair_group = g
    if pair_group < 0:
        return False
    for g, (lo, hi) in enumerate(_GROUPS):
        group = tuple(counts[lo:hi])
        if not any(group):
            continue
        chows = g < 3
        ok = _sets_and_pair(group, chows) if g == pair_group else _sets_only(group, chows)
        if not ok:
            return False
    return True


def is_seven_pairs(counts: Sequence[int]) -> bool:
    """Seven pairs, four identical tiles counting as two (§11.2); 14 tiles, no packs."""
    return 1 not in counts and 3 not in counts and sum(counts) == 14


def is_thirteen_orphans(counts: Sequence[int]) -> bool:
    """One of each terminal and honour plus a second copy of one (§11.3)."""
    if not all(counts[t] for t in TERMINALS_AND_HONOURS):  # fails fast on most hands
        return False
    return sum(counts) == 14 and sum(counts[t] for t in TERMINALS_AND_HONOURS) == 14


def is_honours_and_knitted(counts: Sequence[int]) -> bool:
    """14 different tiles: honours + tiles of one knitted arrangement (§11.4)."""
    if 2 in counts or 3 in counts or 4 in counts or sum(counts) != 14:
        return False
    numbered = {t for t in range(27) if counts[t]}
    return any(numbered <= set(arr) for arr in KNITTED_ARRANGEMENTS)


def _has_knitted_sequences(counts: Sequence[int]) -> bool:
    """A quick necessary condition for a knitted arrangement: every suit holds one
    of 147, 258 or 369 whole."""
    for b in (0, 9, 18):
        if not (
            (counts[b] and counts[b + 3] and counts[b + 6])
            or (counts[b + 1] and counts[b + 4] and counts[b + 7])
            or (counts[b + 2] and counts[b + 5] and counts[b + 8])
        ):
            return False
    return True


def knitted_straight_rest(counts: Sequence[int]) -> list[list[int]]:
    """For each arrangement wholly present, the counts left after removing its 9 tiles."""
    if not _has_knitted_sequences(counts):
        return []
    rests = []
    for arr in KNITTED_ARRANGEMENTS:
        if all(counts[t] for t in arr):
            rest = list(counts)
            for t in arr:
                rest[t] -= 1
            rests.append(rest)
    return rests


def is_knitted_straight(counts: Sequence[int], n_packs: int) -> bool:
    """A knitted arrangement + a set (possibly a pack) + a pair (§11.5)."""
    if n_packs > 1 or sum(counts) != 14 - 3 * n_packs:
        return False
    return any(is_standard_complete(rest) for rest in knitted_straight_rest(counts))


def is_complete(counts: Sequence[int], n_packs: int = 0) -> bool:
    """Whether the concealed ``counts`` plus ``n_packs`` packs form any winning shape (§11).

    ``counts`` must hold 14 - 3 × ``n_packs`` tiles (otherwise False). The
    8-point minimum is not checked here (that is the scorer's job).
    """
    total = sum(counts)
    if total != 14 - 3 * n_packs:
        return False
    if is_standard_complete(counts):
        return True
    if n_packs == 0:
        if is_seven_pairs(counts) or is_thirteen_orphans(counts):
            return True
        if is_honours_and_knitted(counts):
            return True
    return n_packs <= 1 and is_knitted_straight(counts, n_packs)


def completes(counts: list[int], n_packs: int, tile: Tile) -> bool:
    """Whether adding ``tile`` to the concealed ``counts`` makes a winning shape.

    ``counts`` is modified and restored (no copy, for speed in the game loop).
    """
    counts[tile] += 1
    try:
        return is_complete(counts, n_packs)
    finally:
        counts[tile] -= 1


@cache
def _group_waits(counts: tuple[int, ...], chows: bool) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Offsets whose addition makes a group sets only, and sets plus a pair."""
    sets, pair = [], []
    for i in range(len(counts)):
        grown = (*counts[:i], counts[i] + 1, *counts[i + 1 :])
        if _sets_only(grown, chows):
            sets.append(i)
        if _sets_and_pair(grown, chows):
            pair.append(i)
    return tuple(sets), tuple(pair)


# --- the fast wait search ------------------------------------------------------
#
# It runs after nearly every discard of a game, so it works on *group keys*:
# each group's counts packed into one int, 3 bits per face (``KEY_UNIT``), the
# honours group marked by ``HONOUR_KEY`` (a bit no suit key reaches). The game
# keeps its hands' keys up to date as tiles come and go, so a search costs a
# few dict lookups. Each fact about a group is memoised per key and computed
# only when a hand gets that far: most fail on the groups' sizes modulo 3.

HONOUR_KEY = 1 << 27
"""The key of an empty honours group (the mark bit alone)."""
KEY_GROUP: tuple[int, ...] = tuple(t // 9 if t < 27 else 3 for t in range(NUM_FACES))
"""The group (0-2 suits, 3 honours) of each face."""
KEY_UNIT: tuple[int, ...] = tuple(8 ** (t - 9 * KEY_GROUP[t]) for t in range(NUM_FACES))
"""What one copy of each face adds to its group's key."""
FOUR_BITS = sum(4 << 3 * i for i in range(9))
"""The bits of a group key set by a face held four times (and by no other count)."""
_UNITS9 = KEY_UNIT[0:9]
_UNITS7 = KEY_UNIT[27:34]


def group_keys(counts: Sequence[int]) -> list[int]:
    """The four group keys (m, p, s, honours) of a counts vector of 34 ints (0-4)."""
    return [
        sum(map(mul, counts[0:9], _UNITS9)),
        sum(map(mul, counts[9:18], _UNITS9)),
        sum(map(mul, counts[18:27], _UNITS9)),
        HONOUR_KEY + sum(map(mul, counts[27:34], _UNITS7)),
    ]


def _group_counts(key: int) -> tuple[tuple[int, ...], bool]:
    """A group key's counts and whether chows count (a suit)."""
    if key >= HONOUR_KEY:
        return tuple((key >> 3 * i) & 7 for i in range(7)), False
    return tuple((key >> 3 * i) & 7 for i in range(9)), True


_Shape = tuple[int, int, tuple[int, int, int], int, int, int, bool, int]


def _group_shape(key: int) -> _Shape:
    """Cheap facts of one group: (tiles mod 3; the most faces present of one of
    the 147/258/369 sequences; those three numbers; the knitted class: 3 if
    the group is empty, k if every face present is one of k+1, k+4, k+7, else
    -1; faces held an odd number of times; terminal or honour faces present;
    whether no face is held twice or more; the odd faces, the terminal or
    honour faces and the most knitted faces packed into one int, 8 bits
    each, so that the wait search sums the groups' counts in one addition)."""
    group, suit = _group_counts(key)
    present = sum(1 for c in group if c)
    odd = sum(1 for c in group if c % 2)
    singles = max(group) <= 1
    if not suit:
        return sum(group) % 3, 0, (0, 0, 0), -1, odd, present, singles, odd + (present << 8)
    k1, k2, k3 = (sum(1 for r in (k, k + 3, k + 6) if group[r]) for k in range(3))
    knit = (k1, k2, k3)
    klass = 3 if not present else next((k for k in range(3) if knit[k] == present), -1)
    ends = (group[0] > 0) + (group[8] > 0)
    packed = odd + (ends << 8) + (max(knit) << 16)
    return sum(group) % 3, max(knit), knit, klass, odd, ends, singles, packed


def _group_sets_only(key: int) -> bool:
    return _sets_only(*_group_counts(key))


def _group_sets_and_pair(key: int) -> bool:
    return _sets_and_pair(*_group_counts(key))


def _group_completions(key: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return _group_waits(*_group_counts(key))


class _Memo(dict[int, Any]):
    """A per-key memo read by subscription (``memo[key]``): a hit is a plain
    dict look-up, cheaper than calling a ``functools.cache`` wrapper, which
    matters in the wait search run after nearly every discard."""

    __slots__ = ("compute",)

    def __init__(self, compute: Any) -> None:
        super().__init__()
        self.compute = compute

    def __missing__(self, key: int) -> Any:
        value = self[key] = self.compute(key)
        return value


_SHAPE: dict[int, _Shape] = {}
""":func:`_group_shape` per key: a plain dict, which the interpreter reads
faster than a subclass (the wait search reads three or four per discard)."""


def _shapes(keys: Sequence[int]) -> list[_Shape]:
    """The four groups' shapes, computed and memoised where missing."""
    out = []
    for key in keys:
        shape = _SHAPE.get(key)
        if shape is None:
            shape = _SHAPE[key] = _group_shape(key)
        out.append(shape)
    return out


_SETS_ONLY = _Memo(_group_sets_only)
_SETS_AND_PAIR = _Memo(_group_sets_and_pair)
_COMPLETIONS = _Memo(_group_completions)


def _residue_case(code: int) -> tuple[int, tuple[int, ...], tuple[int, ...]] | None:
    """How a standard wait can arise from the groups' residues ``r0 + 3 r1 +
    9 r2 + 27 r3``: (1, (g,), others) when one tile turns group g into sets
    + the pair, (2, (g, h), others) when one of g, h keeps the pair and the
    tile completes the other, None when no tile can complete the hand."""
    residues = [code // 3**g % 3 for g in range(4)]
    ones = [g for g in range(4) if residues[g] == 1]
    twos = [g for g in range(4) if residues[g] == 2]
    if len(ones) == 1 and not twos:
        return 1, tuple(ones), tuple(g for g in range(4) if g not in ones)
    if len(twos) == 2 and not ones:
        return 2, tuple(twos), tuple(g for g in range(4) if g not in twos)
    return None


_RESIDUE_CASES = tuple(_residue_case(code) for code in range(81))
_CASES_BY_SUITS = tuple(
    tuple(
        # the honours' residue follows from the suits' and the hand's 13 - 3n tiles
        tuple(
            _RESIDUE_CASES[r0 + 3 * r1 + 9 * r2 + 27 * ((1 - r0 - r1 - r2) % 3)] for r2 in range(3)
        )
        for r1 in range(3)
    )
    for r0 in range(3)
)
""":data:`_RESIDUE_CASES` of a hand of 13 − 3n tiles by its suits' residues alone."""


def _standard_waits(
    keys: Sequence[int], case: tuple[int, tuple[int, ...], tuple[int, ...]]
) -> list[Tile]:
    """Faces completing the standard shape, found group by group (§11.1).

    ``keys``: the four group keys; ``case``: the groups' residues'
    :data:`_RESIDUE_CASES` entry (not None).
    """
    kind, open_groups, others = case
    sets_only = _SETS_ONLY
    for h in others:
        if not sets_only[keys[h]]:
            return []
    if kind == 1:  # the tile turns that group into sets + the pair
        g = open_groups[0]
        return [9 * g + i for i in _COMPLETIONS[keys[g]][1]]
    found: list[int] = []  # one group keeps the pair, the tile completes the other
    first, second = open_groups
    for g, other in ((first, second), (second, first)):
        if _SETS_AND_PAIR[keys[other]]:
            found.extend(9 * g + i for i in _COMPLETIONS[keys[g]][0])
    return found


def waits_of_counts(counts: Sequence[int], n_packs: int) -> list[Tile]:
    """Faces (ascending) that complete ``counts`` (13 − 3 × ``n_packs`` tiles), any shape.

    ``counts`` is a list or tuple of 34 ints (0-4). Availability is not
    checked: a face counts even if all its copies are in sight (the §16.4
    convention). Returns [] for a wrong tile count.
    """
    if sum(counts) != 13 - 3 * n_packs:
        return []
    return waits_from_keys(group_keys(counts), counts, n_packs)


def waits_from_keys(keys: Sequence[int], counts: Sequence[int], n_packs: int) -> list[Tile]:
    """:func:`waits_of_counts` for counts known to hold 13 − 3 × ``n_packs``
    tiles (the game's hands between turns), given with their
    :func:`group_keys`; nothing is checked."""
    shape = _SHAPE
    try:
        m = shape[keys[0]]
        p = shape[keys[1]]
        s = shape[keys[2]]
    except KeyError:  # a group not met before
        m, p, s, _ = _shapes(keys)
    case = _CASES_BY_SUITS[m[0]][p[0]][s[0]]
    found = [] if case is None else _standard_waits(keys, case)
    packed = m[7] + p[7] + s[7]  # odd faces, terminals and honours, knitted faces
    if n_packs == 0:
        z = shape.get(keys[3]) or _shapes(keys)[3]
        whole = packed + z[7]
        classes = (m[3], p[3], s[3])
        if (
            whole & 255 == 1  # seven pairs: one odd face
            or (whole >> 8) & 255 >= 12  # thirteen orphans: 12 of the 13 faces
            or (m[6] and p[6] and s[6] and z[6] and -1 not in classes)  # knitted singles
        ):
            found.extend(_special_waits(counts, classes))
    if n_packs <= 1 and packed >> 16 >= 8 and _may_knit(m[2], p[2], s[2]):
        work = list(counts)
        found.extend(t for t in range(NUM_FACES) if completes(work, n_packs, t))
    return sorted(set(found)) if found else []


_ORPHANS = itemgetter(*TERMINALS_AND_HONOURS)
_ARRANGEMENT_CLASSES = tuple(
    tuple(perm.index(su) for su in range(3)) for perm in permutations(range(3))
)
"""For each of KNITTED_ARRANGEMENTS (same order), the class k (faces k+1, k+4,
k+7) each suit uses."""


def _special_waits(counts: Sequence[int], classes: tuple[int, int, int]) -> list[Tile]:
    """Waits of seven pairs, thirteen orphans and honours-and-knitted (13 tiles).

    ``classes``: the suits' knitted classes (see :func:`_group_shape`).
    """
    found: list[Tile] = []
    if counts.count(1) + counts.count(3) == 1:  # six pairs and a single (or a pung)
        found.append(next(t for t in range(NUM_FACES) if counts[t] % 2))
    orphans = _ORPHANS(counts)
    if orphans.count(0) <= 1 and sum(orphans) == 13:
        missing = [t for t in TERMINALS_AND_HONOURS if not counts[t]]
        found.extend(missing or TERMINALS_AND_HONOURS)
    if -1 not in classes and 2 not in counts and 3 not in counts and 4 not in counts:
        for arr, fits in zip(KNITTED_ARRANGEMENTS, _ARRANGEMENT_CLASSES, strict=True):
            if all(c in (3, f) for c, f in zip(classes, fits, strict=True)):
                found.extend(t for t in (*arr, *_HONOURS) if not counts[t])
    return found


_KNIT_PERMS = tuple(permutations(range(3)))


def _may_knit(k0: tuple[int, ...], k1: tuple[int, ...], k2: tuple[int, ...]) -> bool:
    """Whether some knitted arrangement lacks at most one tile (a knitted straight
    is near), from the faces present of 147/258/369 in each suit."""
    return any(k0[a] + k1[b] + k2[c] >= 8 for a, b, c in _KNIT_PERMS)


def waits(concealed: Sequence[Tile], melds: Sequence[Meld] = ()) -> list[Tile]:
    """听牌: the faces that complete the hand into any winning shape (§11, §19 ``waits``).

    ``concealed``: the standing tiles, 13 − 3 × len(``melds``) of them;
    ``melds``: declared sets (melded sets and concealed kongs). The 8-point
    minimum is ignored; a face with all four copies already in the hand
    (concealed tiles and sets) is not listed, as a ready indicator shows it.
    Raises ``ValueError`` if the tile count does not fit the sets.
    """
    counts = tile_counts(concealed)
    if sum(counts) != 13 - 3 * len(melds) or len(concealed) != sum(counts):
        raise ValueError(
            f"a waiting hand with {len(melds)} set(s) has {13 - 3 * len(melds)} "
            f"concealed playing tiles, not {len(concealed)}"
        )
    used = list(counts)
    for meld in melds:
        for t in meld.tiles:
            used[t] += 1
    return [t for t in waits_of_counts(counts, len(melds)) if used[t] < 4]


# --- shanten -------------------------------------------------------------------


def _pareto(options: set[tuple[int, int, int]]) -> frozenset[tuple[int, int, int]]:
    """Drop every (sets, partials, pair) option dominated by another."""
    return frozenset(
        o
        for o in options
        if not any(p != o and p[0] >= o[0] and p[1] >= o[1] and p[2] >= o[2] for p in options)
    )


@cache
def _blocks(counts: tuple[int, ...], chows: bool) -> frozenset[tuple[int, int, int]]:
    """All useful (sets, partial sets, pair) splits of one group's tiles.

    A partial set is two tiles one short of a set (a pair, ``i,i+1`` or
    ``i,i+2``); ``pair`` is 1 if a pair is set aside as the hand's pair.
    """
    i = next((k for k, c in enumerate(counts) if c), -1)
    if i < 0:
        return frozenset({(0, 0, 0)})
    out: set[tuple[int, int, int]] = set()

    def take(removed: tuple[int, ...], ds: int, dt: int, dp: int) -> None:
        rest = list(counts)
        for k in removed:
            rest[k] -= 1
        for s, t, p in _blocks(tuple(rest), chows):
            if p + dp <= 1:
                out.add((s + ds, t + dt, p + dp))

    c = counts[i]
    take((i,), 0, 0, 0)  # an isolated tile
    if c >= 3:
        take((i, i, i), 1, 0, 0)
    if c >= 2:
        take((i, i), 0, 1, 0)
        take((i, i), 0, 0, 1)
    if chows:
        n = len(counts)
        if i + 2 < n and counts[i + 1] and counts[i + 2]:
            take((i, i + 1, i + 2), 1, 0, 0)
        if i + 1 < n and counts[i + 1]:
            take((i, i + 1), 0, 1, 0)
        if i + 2 < n and counts[i + 2]:
            take((i, i + 2), 0, 1, 0)
    return _pareto(out)


def standard_shanten(counts: Sequence[int], sets_needed: int = 4, chows: bool = True) -> int:
    """Shanten of the standard shape: ``sets_needed`` sets + a pair from ``counts`` (§11.1).

    ``sets_needed`` is 4 minus the number of packs. Returns -1 for a complete
    hand, 0 for ready, and so on. ``chows=False`` counts pungs only (the
    All Pungs shape).
    """
    combined: frozenset[tuple[int, int, int]] = frozenset({(0, 0, 0)})
    for g, (lo, hi) in enumerate(_GROUPS):
        group = tuple(counts[lo:hi])
        if not any(group):
            continue
        opts = _blocks(group, chows and g < 3)
        combined = _pareto(
            {
                (s1 + s2, t1 + t2, p1 + p2)
                for s1, t1, p1 in combined
                for s2, t2, p2 in opts
                if p1 + p2 <= 1
            }
        )
    best = 2 * sets_needed
    for s, t, p in combined:
        s = min(s, sets_needed)
        t = min(t, sets_needed - s)
        best = min(best, 2 * sets_needed - 2 * s - t - p)
    return best


def seven_pairs_shanten(counts: Sequence[int]) -> int:
    """Shanten of seven pairs (four of a kind = two pairs, §11.2)."""
    pairs = sum(c // 2 for c in counts)
    return 6 - min(pairs, 7)


def thirteen_orphans_shanten(counts: Sequence[int]) -> int:
    """Shanten of thirteen orphans (§11.3)."""
    kinds = sum(1 for t in TERMINALS_AND_HONOURS if counts[t])
    pair = any(counts[t] >= 2 for t in TERMINALS_AND_HONOURS)
    return 13 - kinds - (1 if pair else 0)


def honours_and_knitted_shanten(counts: Sequence[int]) -> int:
    """Shanten of honours and knitted (全不靠, §11.4): 14 distinct useful tiles."""
    honours = sum(1 for t in _HONOURS if counts[t])
    best = max(sum(1 for t in arr if counts[t]) for arr in KNITTED_ARRANGEMENTS)
    return 13 - honours - best


def knitted_straight_shanten(counts: Sequence[int], n_packs: int = 0, cutoff: int = 99) -> int:
    """Shanten of the knitted straight shape (§11.5): arrangement + set + pair.

    An arrangement that cannot beat ``cutoff`` (the rest's shanten is at least
    -1) is skipped; the answer is then ``cutoff`` or more, exact below it."""
    if n_packs > 1:
        return 99
    best = cutoff
    for arr in KNITTED_ARRANGEMENTS:
        have = sum(1 for t in arr if counts[t])
        if (9 - have) - 1 >= best:
            continue
        rest = list(counts)
        for t in arr:
            if rest[t]:
                rest[t] -= 1
        best = min(best, (9 - have) + standard_shanten(rest, 1 - n_packs))
    return best


def shanten_of_counts(counts: Sequence[int], n_packs: int = 0) -> int:
    """The least shanten over all shapes the hand may still make (§11)."""
    best = standard_shanten(counts, 4 - n_packs)
    if best <= 0 and n_packs:
        return best
    if n_packs == 0:
        best = min(
            best,
            seven_pairs_shanten(counts),
            thirteen_orphans_shanten(counts),
            honours_and_knitted_shanten(counts),
        )
    if n_packs <= 1:
        best = min(best, knitted_straight_shanten(counts, n_packs, best))
    return best


def shanten(concealed: Sequence[Tile], melds: Sequence[Meld] = ()) -> int:
    """向听数 of a hand of concealed tiles and declared sets: the least over all shapes.

    -1 = complete, 0 = ready (听牌). ``concealed`` holds 13 or 14 tiles minus
    3 per set (flowers ignored).
    """
    return shanten_of_counts(tile_counts(concealed), len(melds))


def shanten_by_shape(concealed: Sequence[Tile], melds: Sequence[Meld] = ()) -> dict[str, int]:
    """Shanten per shape: ``standard``, ``seven_pairs``, ``thirteen_orphans``,
    ``honours_and_knitted``, ``knitted_straight`` (a shape the sets rule out
    is left out)."""
    counts = tile_counts(concealed)
    n = len(melds)
    out = {"standard": standard_shanten(counts, 4 - n)}
    if n == 0:
        out["seven_pairs"] = seven_pairs_shanten(counts)
        out["thirteen_orphans"] = thirteen_orphans_shanten(counts)
        out["honours_and_knitted"] = honours_and_knitted_shanten(counts)
    if n <= 1:
        out["knitted_straight"] = knitted_straight_shanten(counts, n)
    return out
