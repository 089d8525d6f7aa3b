"""Winning shapes of MCR and the ways to read a hand (docs/specs/mcr.md §11, §16.1, §16.4).

Tiles are counted in a list of 34 ints (:func:`paixi.equipment.mahjong.tile_counts`).
A concealed set is ``(kind, tile)`` with ``kind`` :data:`CHOW` (``tile`` is its
lowest tile) or :data:`PUNG`. A standard reading of concealed tiles is
``(pair_tile, sets)``.

Speed: a hand is read by combining its suits' splits. :func:`suit_table`
enumerates every split of one suit into at most four sets and a pair, keyed
by the suit's 9-count vector, with the faces that complete each pattern
(about 0.3 s; ``paixi bench mcr-score`` builds it first). Until it is built,
each suit pattern is split on demand and remembered, which suits a process
that scores few hands; after 2,000 patterns split on demand the table is
built (a process scoring in bulk). Building it builds the scorer's tables
too (:func:`paixi.games.mcr.packed.build_tables`: the same splits keyed by
packed counts, and the set records). :func:`clear_caches` empties the
per-pattern memos, not the tables.

Test oracles: the scorer reads packed counts (:mod:`paixi.games.mcr.packed`);
the count-list shape tests here (:func:`standard_readings`,
:func:`is_seven_shifted_pairs`, :func:`nine_gates_suit`, :func:`knitted_rest`)
are kept as the plain reference the packed tables are tested against
(tests/mcr/test_scoring_shapes.py, tests/mcr/test_scoring_fast.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations_with_replacement, product
from operator import itemgetter

from paixi.equipment.mahjong import NUM_FACES, TERMINALS_AND_HONOURS

CHOW, PUNG, KONG = 0, 1, 2

_ORPHANS = itemgetter(*TERMINALS_AND_HONOURS)  # counts -> the 13 orphans' counts

Set = tuple[int, int]
"""A concealed set ``(kind, tile)``."""
Reading = tuple[int, tuple[Set, ...]]
"""A standard reading ``(pair_tile, concealed_sets)``."""

# Suit-pattern table: a 9-count (or 7-count honour) vector -> every split into
# sets with at most one pair, as ((pair_rank or -1, ((kind, rank), ...)), ...).
_SUIT_TABLE: dict[tuple[int, ...], tuple[tuple[int, tuple[Set, ...]], ...]] = {}
_HONOUR_TABLE: dict[tuple[int, ...], tuple[tuple[int, tuple[Set, ...]], ...]] = {}

KNITTED_ARRANGEMENTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        sorted(
            s * 9 + r
            for s, start in zip(perm, (0, 1, 2), strict=True)
            for r in (start, start + 3, start + 6)
        )
    )
    for perm in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
)
"""The six knitted arrangements (§2.3): nine tiles, e.g. ``147m 258p 369s``."""


_DERIVED: list[tuple[Callable[[], None], Callable[[], None]]] = []
"""``(build, clear)`` of each table derived from the suit table (the packed
scorer's, :mod:`.packed`): built once the suit table is, cleared with the
memos here. The deriving module registers itself (:func:`derive`), so this
module never imports it back."""


def derive(build: Callable[[], None], clear: Callable[[], None]) -> None:
    """Register a table derived from the suit table: ``build`` runs now if the
    suit table exists, else once it is built; ``clear`` with :func:`clear_caches`."""
    _DERIVED.append((build, clear))
    if _SUIT_TABLE:
        build()


def clear_caches() -> None:
    """Empty the per-pattern memos (the precomputed suit tables are kept)."""
    from paixi.games.mcr import set_tables
    from paixi.games.mcr.fans_sets import clear_memo

    _HONOUR_TABLE.clear()
    _COMPLETIONS.clear()
    _LAZY_SPLITS.clear()
    clear_memo()
    for _, clear in _DERIVED:
        clear()
    set_tables.clear_memo()


_SUIT_SETS: tuple[Set, ...] = tuple((CHOW, r) for r in range(7)) + tuple(
    (PUNG, r) for r in range(9)
)
_SUIT_COMPLETIONS: dict[tuple[int, ...], tuple[tuple[int, int], ...]] = {}
_MAX_COPIES = 5  # a 5th copy occurs only when testing waits (§16.4 ignores availability)


def suit_table() -> dict[tuple[int, ...], tuple[tuple[int, tuple[Set, ...]], ...]]:
    """The table of every suit pattern that is at most 4 sets and at most one pair.

    Keys are 9-count vectors; values every split ``(pair_rank or -1, sets)``.
    Built once by enumerating the multisets of sets, not from any hand.
    """
    if not _SUIT_TABLE:
        table: dict[tuple[int, ...], list[tuple[int, tuple[Set, ...]]]] = {}
        for size in range(5):
            for sets in combinations_with_replacement(_SUIT_SETS, size):
                base = [0] * 9
                for kind, r in sets:
                    if kind == CHOW:
                        base[r] += 1
                        base[r + 1] += 1
                        base[r + 2] += 1
                    else:
                        base[r] += 3
                if max(base) > _MAX_COPIES:
                    continue
                table.setdefault(tuple(base), []).append((-1, sets))
                for p in range(9):
                    if base[p] + 2 <= _MAX_COPIES:
                        base[p] += 2
                        table.setdefault(tuple(base), []).append((p, sets))
                        base[p] -= 2
        _SUIT_TABLE.update((k, tuple(sorted(v))) for k, v in table.items())
        completions: dict[tuple[int, ...], list[tuple[int, int]]] = {}
        for pattern, splits in _SUIT_TABLE.items():
            has_pair = int(splits[0][0] >= 0)
            smaller = list(pattern)
            for offset in range(9):
                if smaller[offset]:
                    smaller[offset] -= 1
                    completions.setdefault(tuple(smaller), []).append((offset, has_pair))
                    smaller[offset] += 1
        _SUIT_COMPLETIONS.update((k, tuple(v)) for k, v in completions.items())
        for build, _ in _DERIVED:
            build()  # the scorer's tables, re-keyed from this one
    return _SUIT_TABLE


def suit_splits(counts: tuple[int, ...]) -> tuple[tuple[int, tuple[Set, ...]], ...]:
    """Every split of one suit's 9 counts into sets and at most one pair (ranks 0-8).

    From the precomputed table once :func:`suit_table` has been built (the
    scoring benchmark builds it first); until then each pattern is split on
    demand and remembered, which is cheaper for a process that scores few
    hands (a game). Both give the same sorted splits.
    """
    if _SUIT_TABLE:
        return _SUIT_TABLE.get(counts, ())
    found = _LAZY_SPLITS.get(counts)
    if found is None:
        global _lazy_misses
        _lazy_misses += 1
        if _lazy_misses > _BUILD_AFTER:  # scoring in bulk: the whole table pays off
            return suit_table().get(counts, ())
        out: set[tuple[int, tuple[Set, ...]]] = set()
        if sum(counts) % 3 != 1:
            _split_suit(list(counts), 0, -1, out, [])
        found = _LAZY_SPLITS[counts] = tuple(sorted(out))
    return found


_LAZY_SPLITS: dict[tuple[int, ...], tuple[tuple[int, tuple[Set, ...]], ...]] = {}
_lazy_misses = 0
_BUILD_AFTER = 2000
"""Patterns split on demand (over the process's life, memos cleared or not)
after which :func:`suit_table` is built: a process scoring hands in bulk then
reads every suit from the table."""


def _split_suit(
    c: list[int], i: int, pair: int, out: set[tuple[int, tuple[Set, ...]]], sets: list[Set]
) -> None:
    """Add to ``out`` every split of the counts ``c`` from rank ``i`` on."""
    while i < 9 and c[i] == 0:
        i += 1
    if i == 9:
        out.add((pair, tuple(sorted(sets, key=_SUIT_SETS.index))))
        return
    if c[i] >= 3:
        c[i] -= 3
        sets.append((PUNG, i))
        _split_suit(c, i, pair, out, sets)
        sets.pop()
        c[i] += 3
    if i <= 6 and c[i + 1] and c[i + 2]:
        for j in (i, i + 1, i + 2):
            c[j] -= 1
        sets.append((CHOW, i))
        _split_suit(c, i, pair, out, sets)
        sets.pop()
        for j in (i, i + 1, i + 2):
            c[j] += 1
    if pair < 0 and c[i] >= 2:
        c[i] -= 2
        _split_suit(c, i, i, out, sets)
        c[i] += 2


def _honour_splits(counts: tuple[int, ...]) -> tuple[tuple[int, tuple[Set, ...]], ...]:
    """Honours split into pungs and at most one pair (no chows), memoised per pattern."""
    found = _HONOUR_TABLE.get(counts)
    if found is None:
        pair = -1
        sets: list[Set] = []
        ok = True
        for i, n in enumerate(counts):
            if n == 3:
                sets.append((PUNG, i))
            elif n == 2 and pair < 0:
                pair = i
            elif n:
                ok = False
                break
        found = _HONOUR_TABLE[counts] = ((pair, tuple(sets)),) if ok else ()
    return found


def standard_readings(counts: list[int]) -> list[Reading]:
    """Every way to read ``counts`` (3k+2 tiles) as k sets and one pair (§11 shape 1).

    Test oracle for :func:`paixi.games.mcr.packed.scoring_readings` (not used by the scorer).
    """
    parts = []
    single = True
    for base in (0, 9, 18):
        splits = suit_splits(tuple(counts[base : base + 9]))
        if not splits:
            return []
        parts.append((base, splits))
        single = single and len(splits) == 1
    honours = _honour_splits(tuple(counts[27:34]))
    if not honours:
        return []
    parts.append((27, honours))
    if single:  # the usual case: one split per suit
        pair = -1
        sets: list[Set] = []
        for base, ((p, ss),) in parts:
            if p >= 0:
                if pair >= 0:
                    return []
                pair = base + p
            for k, r in ss:
                sets.append((k, base + r))
        return [(pair, tuple(sets))] if pair >= 0 else []
    readings: list[Reading] = []
    for combo in product(*(splits for _, splits in parts)):
        pair = -1
        sets = []
        for (base, _), (p, ss) in zip(parts, combo, strict=True):
            if p >= 0:
                if pair >= 0:
                    break
                pair = base + p
            sets.extend((k, base + r) for k, r in ss)
        else:
            if pair >= 0:
                readings.append((pair, tuple(sets)))
    return readings


def is_standard(counts: list[int]) -> bool:
    """Whether ``counts`` (3k+2 tiles) is sets plus one pair."""
    pairs = 0
    for base in (0, 9, 18):
        splits = suit_splits(tuple(counts[base : base + 9]))
        if not splits:
            return False
        pairs += splits[0][0] >= 0  # a suit's splits all have a pair or none
    honours = _honour_splits(tuple(counts[27:34]))
    if not honours:
        return False
    pairs += honours[0][0] >= 0
    return pairs == 1


def is_seven_pairs(counts: list[int]) -> bool:
    """Seven pairs of 14 tiles; four of a kind counts as two pairs (§11 shape 2)."""
    return sum(counts) == 14 and not (counts.count(1) or counts.count(3) or max(counts) > 4)


def is_thirteen_orphans(counts: list[int]) -> bool:
    """One of each terminal and honour plus one more of them (§11 shape 3)."""
    orphans = _ORPHANS(counts)
    return all(orphans) and sum(orphans) == 14 == sum(counts)


def is_honours_and_knitted(counts: list[int]) -> bool:
    """14 different honours and tiles of one knitted arrangement (§11 shape 4)."""
    if max(counts) > 1 or sum(counts) != 14:
        return False
    numbered = {t for t in range(27) if counts[t]}
    return any(numbered <= set(a) for a in KNITTED_ARRANGEMENTS)


def is_seven_shifted_pairs(counts: list[int]) -> bool:
    """Seven pairs of seven consecutive ranks of one suit (fan 6).

    Test oracle for :data:`paixi.games.mcr.packed.SEVEN_SHIFTED` (not used by the scorer).
    """
    if counts.count(2) != 7:
        return False
    held = [t for t in range(NUM_FACES) if counts[t]]
    return (
        len(held) == 7
        and all(counts[t] == 2 for t in held)
        and held[6] < 27
        and held[6] - held[0] == 6
        and held[0] // 9 == held[6] // 9
    )


def nine_gates_suit(counts13: list[int]) -> int | None:
    """The suit (0-2) if the 13 tiles are ``1112345678999`` of one suit (fan 4).

    Test oracle for :data:`paixi.games.mcr.packed.NINE_GATES` (not used by the scorer).
    """
    for base in (0, 9, 18):
        if counts13[base : base + 9] == [3, 1, 1, 1, 1, 1, 1, 1, 3]:
            return base // 9
    return None


def knitted_rest(counts: list[int]) -> tuple[tuple[int, ...], list[int]] | None:
    """For a knitted-straight shape (§11 shape 5): the arrangement and what is left.

    The rest (a set and a pair, or a pair) must be a standard shape; ``None`` if
    no arrangement fits. Test oracle for :func:`paixi.games.mcr.packed.knitted_rest`
    (not used by the scorer).
    """
    for arrangement in KNITTED_ARRANGEMENTS:
        if all(counts[t] for t in arrangement):
            rest = list(counts)
            for t in arrangement:
                rest[t] -= 1
            if is_standard(rest):
                return arrangement, rest
    return None


def completing_faces(counts13: list[int], packs: int, limit: int = NUM_FACES) -> list[int]:
    """Faces that complete the concealed tiles into a standard shape or seven pairs.

    Used for the unique-wait test (§16.4): availability is not checked, so a
    face counts even when all four copies are already in the hand. The search
    stops after ``limit`` faces (2 answers "is the wait unique?").
    """
    # A face changes only its own group (a suit or the honours): with each
    # group's status and its completing faces (a table keyed by the group's
    # counts), the whole hand is judged without trying every face.
    if _SUIT_TABLE:
        return _completing_faces_by_table(counts13, packs, limit)
    groups = [tuple(counts13[0:9]), tuple(counts13[9:18]), tuple(counts13[18:27])]
    groups.append(tuple(counts13[27:34]))
    status = [_group_status(g, i) for i, g in enumerate(groups)]
    bad = [i for i, st in enumerate(status) if st < 0]
    faces: list[int] = []
    if len(bad) <= 1:
        pairs = sum(st > 0 for st in status)
        for gi in bad or range(4):
            old_pair = status[gi] > 0
            for offset, new in _group_completions(groups[gi], gi):
                if pairs - old_pair + new == 1:
                    faces.append(9 * gi + offset)
    if packs == 0 and sum(counts13) == 13:
        singles = [t for t in range(NUM_FACES) if counts13[t] % 2]
        if len(singles) == 1 and singles[0] not in faces:
            faces.append(singles[0])
    return sorted(faces)[:limit]


def _completing_faces_by_table(counts13: list[int], packs: int, limit: int) -> list[int]:
    """:func:`completing_faces` once the suit table is built: the suits from
    the table, the honours by rule (pungs and at most one pair, no memo)."""
    get = _SUIT_TABLE.get
    groups = [tuple(counts13[0:9]), tuple(counts13[9:18]), tuple(counts13[18:27])]
    status = []
    for g in groups:
        splits = get(g)
        status.append(-1 if not splits else 1 if splits[0][0] >= 0 else 0)
    honours = counts13[27:34]
    status.append(_honour_status(honours))
    faces: list[int] = []
    bad = status.count(-1)
    if bad <= 1:
        pairs = status.count(1)
        for gi in (status.index(-1),) if bad else range(4):
            others = pairs - (status[gi] == 1)  # pairs outside this group
            if gi == 3:
                found: Sequence[tuple[int, int]] = _honour_completions(honours)
            else:
                found = _SUIT_COMPLETIONS.get(groups[gi], ())
            for offset, new in found:
                if others + new == 1:
                    faces.append(9 * gi + offset)
    if packs == 0 and sum(counts13) == 13:  # seven pairs: one odd count
        ones, threes = counts13.count(1), counts13.count(3)
        if ones + threes == 1:
            single = counts13.index(1) if ones else counts13.index(3)
            if single not in faces:
                faces.append(single)
    faces.sort()
    return faces[:limit]


def _honour_status(h: list[int]) -> int:
    """:func:`_group_status` of the honours' counts ``h``: pungs and at most
    one pair (0, or 1 with the pair), else -1."""
    if 1 in h or 4 in h or 5 in h:
        return -1
    pairs = h.count(2)
    return pairs if pairs <= 1 else -1


def _honour_completions(h: list[int]) -> list[tuple[int, int]]:
    """:func:`_group_completions` of the honours' counts ``h``, by rule."""
    out = []
    for offset, n in enumerate(h):
        if n == 1 or n == 2:
            h[offset] += 1
            st = _honour_status(h)
            h[offset] -= 1
            if st >= 0:
                out.append((offset, st))
    return out


def _group_status(group: tuple[int, ...], index: int) -> int:
    """-1 if the group is no sets (+ pair); 1 if it holds the pair; 0 if sets only."""
    splits = _honour_splits(group) if index == 3 else suit_splits(group)
    if not splits:
        return -1
    return 1 if splits[0][0] >= 0 else 0


_COMPLETIONS: dict[tuple[tuple[int, ...], int], tuple[tuple[int, int], ...]] = {}


def _group_completions(group: tuple[int, ...], index: int) -> tuple[tuple[int, int], ...]:
    """Offsets whose extra tile makes the group sets (+ pair): ``(offset, has_pair)``."""
    if index < 3 and _SUIT_TABLE:
        return _SUIT_COMPLETIONS.get(group, ())
    key = (group, index)
    found = _COMPLETIONS.get(key)
    if found is None:
        out = []
        for offset in range(len(group)):
            bigger = list(group)
            bigger[offset] += 1
            st = _group_status(tuple(bigger), index)
            if st >= 0:
                out.append((offset, st))
        found = _COMPLETIONS[key] = tuple(out)
    return found
