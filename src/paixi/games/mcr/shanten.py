"""Shape checks, waits (听牌) and shanten numbers (向听数) for MCR (rules/mcr.md §11).

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
from operator import itemgetter

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


@cache
def _group_info(
    counts: tuple[int, ...], chows: bool
) -> tuple[int, bool, bool, tuple[int, ...], tuple[int, ...], tuple[int, int, int]]:
    """Everything the wait search needs about one group, memoised per pattern:
    (tiles mod 3, sets only?, sets + pair?, offsets completing to sets only,
    offsets completing to sets + pair, faces present of the 147/258/369
    sequences)."""
    ok0 = _sets_only(counts, chows)
    ok2 = _sets_and_pair(counts, chows)
    w0, w2 = _group_waits(counts, chows)
    knit = (0, 0, 0)
    if chows:
        knit = tuple(sum(1 for r in (k, k + 3, k + 6) if counts[r]) for k in range(3))  # type: ignore[assignment]
    return sum(counts) % 3, ok0, ok2, w0, w2, knit


def _infos(counts: Sequence[int]) -> list[tuple]:
    return [
        _group_info(tuple(counts[0:9]), True),
        _group_info(tuple(counts[9:18]), True),
        _group_info(tuple(counts[18:27]), True),
        _group_info(tuple(counts[27:34]), False),
    ]


def _standard_waits(counts: Sequence[int]) -> tuple[set[Tile], list[tuple] | None]:
    """Faces completing the standard shape, found group by group (§11.1), and the
    group facts if they were needed.

    The tile counts per group modulo 3 decide first (cheaply) which groups
    could take the tile; many hands fail there.
    """
    residues = (
        sum(counts[0:9]) % 3,
        sum(counts[9:18]) % 3,
        sum(counts[18:27]) % 3,
        sum(counts[27:34]) % 3,
    )
    ones = residues.count(1)
    twos = residues.count(2)
    found: set[Tile] = set()
    infos = None
    if ones == 1 and not twos:  # the tile turns that group into sets + the pair
        infos = _infos(counts)
        g = residues.index(1)
        if all(infos[h][1] for h in range(4) if h != g):
            found.update(9 * g + i for i in infos[g][4])
    elif twos == 2 and not ones:  # one group keeps the pair, the tile completes the other
        infos = _infos(counts)
        pair = [g for g in range(4) if residues[g] == 2]
        for g, other in (pair, pair[::-1]):
            if infos[other][2] and all(infos[h][1] for h in range(4) if h not in pair):
                found.update(9 * g + i for i in infos[g][3])
    return found, infos


def waits_of_counts(counts: Sequence[int], n_packs: int) -> list[Tile]:
    """Faces (ascending) that complete ``counts`` (13 − 3 × ``n_packs`` tiles), any shape.

    ``counts`` is a list of 34 ints. Availability is not checked: a face
    counts even if all its copies are in sight (the §16.4 convention).
    Returns [] for a wrong tile count.
    """
    if sum(counts) != 13 - 3 * n_packs:
        return []
    found, infos = _standard_waits(counts)
    if n_packs == 0:
        found.update(_special_waits(counts))
    if n_packs <= 1 and 27 - counts[:27].count(0) >= 8 and _may_knit(infos or _infos(counts)):
        work = list(counts)
        found.update(t for t in range(NUM_FACES) if completes(work, n_packs, t))
    return sorted(found)


_ORPHANS = itemgetter(*TERMINALS_AND_HONOURS)


def _special_waits(counts: Sequence[int]) -> set[Tile]:
    """Waits of seven pairs, thirteen orphans and honours-and-knitted (13 tiles)."""
    found: set[Tile] = set()
    if counts.count(1) + counts.count(3) == 1:  # six pairs and a single (or a pung)
        found.add(next(t for t in range(NUM_FACES) if counts[t] % 2))
    orphans = _ORPHANS(counts)
    if orphans.count(0) <= 1 and sum(orphans) == 13:
        missing = [t for t in TERMINALS_AND_HONOURS if not counts[t]]
        found.update(missing or TERMINALS_AND_HONOURS)
    if 2 not in counts and 3 not in counts and 4 not in counts:
        numbered = {t for t in range(27) if counts[t]}
        for arr in KNITTED_ARRANGEMENTS:
            if numbered <= set(arr):
                found.update(t for t in (*arr, *_HONOURS) if not counts[t])
    return found


_KNIT_PERMS = tuple(permutations(range(3)))


def _may_knit(infos: list[tuple]) -> bool:
    """Whether some knitted arrangement lacks at most one tile (a knitted straight is near)."""
    k0, k1, k2 = infos[0][5], infos[1][5], infos[2][5]
    if max(k0) + max(k1) + max(k2) < 8:
        return False
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


def standard_shanten(counts: Sequence[int], sets_needed: int = 4) -> int:
    """Shanten of the standard shape: ``sets_needed`` sets + a pair from ``counts`` (§11.1).

    ``sets_needed`` is 4 minus the number of packs. Returns -1 for a complete
    hand, 0 for ready, and so on.
    """
    combined: frozenset[tuple[int, int, int]] = frozenset({(0, 0, 0)})
    for g, (lo, hi) in enumerate(_GROUPS):
        group = tuple(counts[lo:hi])
        if not any(group):
            continue
        opts = _blocks(group, g < 3)
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


def knitted_straight_shanten(counts: Sequence[int], n_packs: int = 0) -> int:
    """Shanten of the knitted straight shape (§11.5): arrangement + set + pair."""
    if n_packs > 1:
        return 99
    best = 99
    for arr in KNITTED_ARRANGEMENTS:
        rest = list(counts)
        have = 0
        for t in arr:
            if rest[t]:
                rest[t] -= 1
                have += 1
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
        best = min(best, knitted_straight_shanten(counts, n_packs))
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
