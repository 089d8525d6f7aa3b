"""Winning shapes of MCR and the ways to read a hand (rules/mcr.md §11, §16.1, §16.4).

Tiles are counted in a list of 34 ints (:func:`paixi.equipment.mahjong.tile_counts`).
A concealed set is ``(kind, tile)`` with ``kind`` :data:`CHOW` (``tile`` is its
lowest tile) or :data:`PUNG`. A standard reading of concealed tiles is
``(pair_tile, sets)``.

Speed (for ``paixi bench mcr-score``): each suit is decomposed once per
distinct 9-count vector and the results are kept in a table keyed by that
vector (:func:`clear_caches` empties it); hands are combined from their suits.
"""

from __future__ import annotations

from itertools import product

from paixi.equipment.mahjong import NUM_FACES, TERMINALS_AND_HONOURS

CHOW, PUNG, KONG = 0, 1, 2

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


def clear_caches() -> None:
    """Empty the suit-pattern tables (the benchmark starts from empty tables)."""
    _SUIT_TABLE.clear()
    _HONOUR_TABLE.clear()


def _split_suit(
    c: list[int], i: int, pair: int, out: set[tuple[int, tuple[Set, ...]]], sets: list[Set]
) -> None:
    while i < 9 and c[i] == 0:
        i += 1
    if i == 9:
        out.add((pair, tuple(sets)))
        return
    if c[i] >= 3:
        c[i] -= 3
        sets.append((PUNG, i))
        _split_suit(c, i, pair, out, sets)
        sets.pop()
        c[i] += 3
    if i <= 6 and c[i + 1] and c[i + 2]:
        c[i] -= 1
        c[i + 1] -= 1
        c[i + 2] -= 1
        sets.append((CHOW, i))
        _split_suit(c, i, pair, out, sets)
        sets.pop()
        c[i] += 1
        c[i + 1] += 1
        c[i + 2] += 1
    if pair < 0 and c[i] >= 2:
        c[i] -= 2
        _split_suit(c, i, i, out, sets)
        c[i] += 2


def suit_splits(counts: tuple[int, ...]) -> tuple[tuple[int, tuple[Set, ...]], ...]:
    """Every split of one suit's 9 counts into sets and at most one pair (ranks 0-8)."""
    found = _SUIT_TABLE.get(counts)
    if found is None:
        out: set[tuple[int, tuple[Set, ...]]] = set()
        if sum(counts) % 3 != 1:
            _split_suit(list(counts), 0, -1, out, [])
        found = _SUIT_TABLE[counts] = tuple(out)
    return found


def _honour_splits(counts: tuple[int, ...]) -> tuple[tuple[int, tuple[Set, ...]], ...]:
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
    """Every way to read ``counts`` (3k+2 tiles) as k sets and one pair (§11 shape 1)."""
    parts = []
    for base in (0, 9, 18):
        splits = suit_splits(tuple(counts[base : base + 9]))
        if not splits:
            return []
        parts.append((base, splits))
    honours = _honour_splits(tuple(counts[27:34]))
    if not honours:
        return []
    parts.append((27, honours))
    readings: list[Reading] = []
    for combo in product(*(splits for _, splits in parts)):
        pair = -1
        sets: list[Set] = []
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
        pairs += sum(counts[base : base + 9]) % 3 == 2  # a suit of 3k+2 holds the pair
    honours = _honour_splits(tuple(counts[27:34]))
    if not honours:
        return False
    pairs += honours[0][0] >= 0
    return pairs == 1


def is_seven_pairs(counts: list[int]) -> bool:
    """Seven pairs of 14 tiles; four of a kind counts as two pairs (§11 shape 2)."""
    return sum(counts) == 14 and all(n in (0, 2, 4) for n in counts)


def is_thirteen_orphans(counts: list[int]) -> bool:
    """One of each terminal and honour plus one more of them (§11 shape 3)."""
    return (
        sum(counts) == 14
        and all(counts[t] for t in TERMINALS_AND_HONOURS)
        and sum(counts[t] for t in TERMINALS_AND_HONOURS) == 14
    )


def knitted_arrangement_of(counts: list[int]) -> tuple[int, ...] | None:
    """The knitted arrangement whose nine tiles all appear in ``counts``, if any."""
    for arrangement in KNITTED_ARRANGEMENTS:
        if all(counts[t] for t in arrangement):
            return arrangement
    return None


def is_honours_and_knitted(counts: list[int]) -> bool:
    """14 different honours and tiles of one knitted arrangement (§11 shape 4)."""
    if sum(counts) != 14 or any(n > 1 for n in counts):
        return False
    numbered = {t for t in range(27) if counts[t]}
    return any(numbered <= set(a) for a in KNITTED_ARRANGEMENTS)


def is_seven_shifted_pairs(counts: list[int]) -> bool:
    """Seven pairs of seven consecutive ranks of one suit (fan 6)."""
    held = [t for t in range(NUM_FACES) if counts[t]]
    return (
        len(held) == 7
        and all(counts[t] == 2 for t in held)
        and held[6] < 27
        and held[6] - held[0] == 6
        and held[0] // 9 == held[6] // 9
    )


def nine_gates_suit(counts13: list[int]) -> int | None:
    """The suit (0-2) if the 13 tiles are ``1112345678999`` of one suit (fan 4)."""
    for base in (0, 9, 18):
        if counts13[base : base + 9] == [3, 1, 1, 1, 1, 1, 1, 1, 3]:
            return base // 9
    return None


def is_winning_shape(counts: list[int], packs: int) -> bool:
    """Whether concealed ``counts`` with ``packs`` declared sets is any winning shape (§11)."""
    if packs == 0 and (
        is_seven_pairs(counts) or is_thirteen_orphans(counts) or is_honours_and_knitted(counts)
    ):
        return True
    if packs <= 1 and knitted_rest(counts) is not None:
        return True
    return is_standard(counts)


def knitted_rest(counts: list[int]) -> tuple[tuple[int, ...], list[int]] | None:
    """For a knitted-straight shape (§11 shape 5): the arrangement and what is left.

    The rest (a set and a pair, or a pair) must be a standard shape; ``None`` if
    no arrangement fits.
    """
    for arrangement in KNITTED_ARRANGEMENTS:
        if all(counts[t] for t in arrangement):
            rest = list(counts)
            for t in arrangement:
                rest[t] -= 1
            if is_standard(rest):
                return arrangement, rest
    return None


def completing_faces(counts13: list[int], packs: int) -> list[int]:
    """Faces that complete the concealed tiles into a standard shape or seven pairs.

    Used for the unique-wait test (§16.4): availability is not checked, so a
    face counts even when all four copies are already in the hand.
    """
    seven = packs == 0 and sum(counts13) == 13
    faces = []
    for face in _candidates(counts13):
        counts13[face] += 1
        if is_standard(counts13) or (seven and is_seven_pairs(counts13)):
            faces.append(face)
        counts13[face] -= 1
    return faces


def _candidates(counts: list[int]) -> list[int]:
    """Faces that could complete: held faces and their suit neighbours within 2."""
    out = set()
    for t in range(NUM_FACES):
        if counts[t]:
            if t >= 27:
                out.add(t)
            else:
                base = t - t % 9
                out.update(range(max(base, t - 2), min(base + 9, t + 3)))
    return sorted(out)
