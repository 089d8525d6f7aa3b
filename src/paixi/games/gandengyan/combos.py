"""干瞪眼 combinations, the one-step-higher beating rule, and play enumeration
(docs/specs/gandengyan.md §2-§4).

Ranks are indices into ``3 … K A 2`` (``3`` = 0, ``A`` = 11, ``2`` = 12).
A hand is given as ``counts`` (natural cards per rank, 13 ints) and
``jokers`` (how many wild jokers it holds). A joker stands for a rank 3…A,
never a 2, and every play except the two-joker bomb holds a natural card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any, Final

from paixi.games.gandengyan.actions import JOKER_BOMB, Play

# Final: mypyc (paixi.native) compiles these as constants
ACE: Final = 11
TWO: Final = 12
NUM_RANKS: Final = 13

SINGLE: Final = "single"
PAIR: Final = "pair"
TRIPLE: Final = "triple"
STRAIGHT: Final = "straight"
PAIR_RUN: Final = "pair_run"
BOMB: Final = "bomb"
JOKER_PAIR: Final = "joker_bomb"
KIND_NAMES_ZH = {
    SINGLE: "单张",
    PAIR: "对子",
    TRIPLE: "三张",
    STRAIGHT: "顺子",
    PAIR_RUN: "连对",
    BOMB: "炸弹",
    JOKER_PAIR: "双王炸",
}


@dataclass(frozen=True, slots=True)
class Rules:
    """The options that change combinations and beating (§10)."""

    triple_any_higher: bool = False
    joker_pair_bomb: bool = False

    def __reduce__(self) -> tuple[Any, ...]:
        # through the constructor: a compiled copy would set the frozen fields one by one
        return (Rules, (self.triple_any_higher, self.joker_pair_bomb))


@dataclass(frozen=True, slots=True)
class Combo:
    """A classified play: ``kind``; ``size`` (cards, or ranks in a run); ``top`` rank."""

    kind: str
    size: int
    top: int

    def __reduce__(self) -> tuple[Any, ...]:
        # through the constructor: a compiled copy would set the frozen fields one by one
        return (Combo, (self.kind, self.size, self.top))

    @property
    def is_bomb(self) -> bool:
        return self.kind in (BOMB, JOKER_PAIR)


def classify(play: Play, rules: Rules) -> Combo | str:
    """The combination of ``play``, or a string saying why it is none (§2-§3)."""
    if play == JOKER_BOMB:
        if rules.joker_pair_bomb:
            return Combo(JOKER_PAIR, 2, TWO + 1)
        return "jokers may never be played alone"
    if not play.naturals:
        return "a play must contain at least one natural card (jokers are never played alone)"
    if any(not 0 <= r < NUM_RANKS for r in play.naturals):
        return "unknown rank"
    if any(not 0 <= j <= ACE for j in play.jokers):
        return "a joker stands for a rank 3-A, never a 2"
    ranks = sorted(play.naturals + play.jokers)
    n = len(ranks)
    if ranks[0] == ranks[-1]:
        kind = (SINGLE, PAIR, TRIPLE)[n - 1] if n <= 3 else BOMB
        return Combo(kind, n, ranks[0])
    counts = Counter(ranks)
    distinct = sorted(counts)
    widths = set(counts.values())
    if len(widths) != 1 or widths.pop() > 2:
        return "not a combination (only singles, pairs, triples, straights, pair runs, bombs)"
    if distinct[-1] > ACE:
        return "a 2 is never part of a straight or a pair run"
    if distinct != list(range(distinct[0], distinct[-1] + 1)):
        return "the ranks are not consecutive"
    width = counts[distinct[0]]
    if width == 1:
        if n < 3:
            return "a straight needs at least 3 cards"
        return Combo(STRAIGHT, n, distinct[-1])
    return Combo(PAIR_RUN, len(distinct), distinct[-1])


def _step_up(new: int, old: int) -> bool:
    """One rank higher, or a 2 on anything but a 2 (§4, singles/pairs/triples)."""
    return new == old + 1 or (new == TWO and old != TWO)


def beats(new: Combo, old: Combo, rules: Rules) -> bool:
    """Whether ``new`` may be played on ``old`` (§4)."""
    if old.kind == JOKER_PAIR:
        return False
    if new.kind == JOKER_PAIR:
        return True
    if new.kind == BOMB:
        return old.kind != BOMB or (new.size, new.top) > (old.size, old.top)
    if new.kind != old.kind:
        return False
    if new.kind == TRIPLE and rules.triple_any_higher:
        return new.top > old.top
    if new.kind in (SINGLE, PAIR, TRIPLE):
        return _step_up(new.top, old.top)
    return new.size == old.size and new.top == old.top + 1


# --- enumeration -------------------------------------------------------------------
# Generation is the hot path of every playout and search. The pieces depend
# only on a few small numbers (a rank, how many naturals of it are held, capped
# at what a play can use, and how many jokers), so each piece is computed once
# and memoised; a hand's plays are then a handful of cached tuples.


@lru_cache(maxsize=1 << 16)
def combo_of(play: Play, rules: Rules) -> Combo | str:
    """:func:`classify`, memoised for the engine's hot path (``play`` must be
    well-formed and hashable: the state checks that first)."""
    return classify(play, rules)


@cache
def _group_ways(rank: int, n: int, have: int, jokers: int) -> tuple[Play, ...]:
    if rank == TWO or n == 1:
        return (Play((rank,) * n),) if have >= n else ()
    return tuple(
        Play((rank,) * a, (rank,) * (n - a))
        for a in range(min(n, have), max(1, n - jokers) - 1, -1)
    )


def group_plays(counts: list[int], jokers: int, rank: int, n: int) -> tuple[Play, ...]:
    """Every way to make ``n`` cards of ``rank``: ``a ≥ 1`` naturals plus jokers
    (none for a 2, and a single is always natural)."""
    return _group_ways(rank, n, min(counts[rank], n), min(jokers, n - 1))


@cache
def _small_groups(rank: int, have: int, jokers: int) -> tuple[Play, ...]:
    """Singles, pairs and triples of ``rank`` (``have`` ≤ 3 naturals, ≤ 2 jokers)."""
    return tuple(
        p for n in (1, 2, 3) for p in _group_ways(rank, n, min(have, n), min(jokers, n - 1))
    )


@cache
def _rank_bombs(rank: int, have: int, jokers: int, rules: Rules) -> tuple[tuple[Play, Combo], ...]:
    """Bombs (≥ 4 cards) of ``rank`` from ``have`` naturals and ``jokers`` jokers."""
    if not have:
        return ()
    most = have + (0 if rank == TWO else jokers)
    out = []
    for n in range(4, most + 1):
        for play in _group_ways(rank, n, min(have, n), min(jokers, n - 1)):
            combo = classify(play, rules)
            assert isinstance(combo, Combo)
            out.append((play, combo))
    return tuple(out)


@cache
def _window(start: int, caps: tuple[int, ...], jokers: int, width: int) -> tuple[Play, ...]:
    """Straights (``width`` 1) or pair runs (``width`` 2) over the ranks
    ``start .. start+len(caps)-1`` holding ``caps`` naturals (capped at
    ``width``), every split of each rank into naturals and jokers."""
    end = start + len(caps) - 1
    out: list[Play] = []

    def rec(rank: int, left: int, nat: tuple[int, ...], jok: tuple[int, ...]) -> None:
        if rank > end:
            if nat:
                out.append(Play(nat, jok))
            return
        for j in range(width + 1):
            if j > left or width - j > caps[rank - start]:
                continue
            rec(rank + 1, left - j, nat + (rank,) * (width - j), jok + (rank,) * j)

    rec(start, jokers, (), ())
    return tuple(out)


def run_plays(
    counts: Sequence[int], jokers: int, start: int, end: int, width: int
) -> tuple[Play, ...]:
    """Straights (``width`` 1) or pair runs (``width`` 2) over ranks ``start..end``
    (within 3…A), every split of each rank into naturals and jokers."""
    caps = tuple(min(c, width) for c in counts[start : end + 1])
    return _window(start, caps, min(jokers, (end - start + 1) * width), width)


def _missing(counts: Sequence[int], start: int, end: int, width: int) -> int:
    return sum(max(0, width - counts[r]) for r in range(start, end + 1))


def all_runs(counts: list[int], jokers: int, width: int) -> tuple[Play, ...]:
    """Every straight (``width`` 1) or pair run (``width`` 2) of the hand."""
    caps = tuple([c if c < width else width for c in counts[: ACE + 1]])
    return _runs_of(caps, jokers, width)


@lru_cache(maxsize=1 << 15)
def _runs_of(caps: tuple[int, ...], jokers: int, width: int) -> tuple[Play, ...]:
    """:func:`all_runs` of a hand holding ``caps`` naturals per rank 3…A
    (capped at ``width``: more cannot be used) and ``jokers`` jokers."""
    min_len = 3 if width == 1 else 2
    out: list[Play] = []
    for start in range(ACE + 1):
        missing = 0
        for end in range(start, ACE + 1):
            missing += width - caps[end]
            if missing > jokers:
                break  # longer runs from this start need even more jokers
            size = end - start + 1
            if size >= min_len:
                window = caps[start : end + 1]
                out.extend(_window(start, window, min(jokers, size * width), width))
    return tuple(out)


def bomb_plays(counts: list[int], jokers: int, rules: Rules) -> list[Play]:
    """Every bomb of the hand (and ``* *`` with ``joker_pair_bomb``)."""
    return [play for play, _ in _bombs_with_combos(counts, jokers, rules)]


def _bombs_with_combos(
    counts: Sequence[int], jokers: int, rules: Rules
) -> list[tuple[Play, Combo]]:
    out: list[tuple[Play, Combo]] = []
    for rank in range(NUM_RANKS):
        have = counts[rank]
        if have and have + jokers >= 4:
            out.extend(_rank_bombs(rank, have, jokers if rank != TWO else 0, rules))
    if rules.joker_pair_bomb and jokers >= 2:
        out.append((JOKER_BOMB, Combo(JOKER_PAIR, 2, TWO + 1)))
    return out


def all_plays(counts: list[int], jokers: int, rules: Rules) -> list[Play]:
    """Every distinct play a hand can lead (§9: each natural/reading choice once)."""
    out: list[Play] = []
    small_jokers = min(jokers, 2)
    for rank in range(NUM_RANKS):
        have = counts[rank]
        if have:
            out.extend(_small_groups(rank, min(have, 3), small_jokers))
    out.extend(all_runs(counts, jokers, 1))
    out.extend(all_runs(counts, jokers, 2))
    out.extend(bomb_plays(counts, jokers, rules))
    return out


@cache
def _group_targets(kind: str, top: int, triple_any_higher: bool) -> tuple[int, ...]:
    """Ranks whose single/pair/triple beats one of rank ``top`` (§4)."""
    if kind == TRIPLE and triple_any_higher:
        return tuple(range(top + 1, NUM_RANKS))
    return tuple(sorted({r for r in (top + 1, TWO) if r <= TWO and _step_up(r, top)}))


def following_plays(counts: list[int], jokers: int, old: Combo, rules: Rules) -> list[Play]:
    """Every play of the hand that beats ``old`` (§4), generated directly."""
    out: list[Play] = []
    if old.kind == JOKER_PAIR:
        return out
    if old.kind in (SINGLE, PAIR, TRIPLE):
        n = old.size
        for rank in _group_targets(old.kind, old.top, rules.triple_any_higher):
            out.extend(group_plays(counts, jokers, rank, n))
    elif old.kind in (STRAIGHT, PAIR_RUN):
        width = 1 if old.kind == STRAIGHT else 2
        end = old.top + 1
        start = end - old.size + 1
        if end <= ACE and _missing(counts, start, end, width) <= jokers:
            out.extend(run_plays(counts, jokers, start, end, width))
    out.extend(
        play
        for play, combo in _bombs_with_combos(counts, jokers, rules)
        if beats(combo, old, rules)
    )
    return out


def can_lead(counts: Sequence[int], jokers: int, rules: Rules) -> bool:
    """Whether a hand has any play (§6.3): a natural card, or ``* *`` by option."""
    return any(counts) or (rules.joker_pair_bomb and jokers >= 2)


def full_hand(decks: int) -> tuple[list[int], int]:
    """(counts, jokers) of the whole deck set: 4 (8) naturals per rank, 2 (4) jokers."""
    return [4 * decks] * NUM_RANKS, 2 * decks


# --- the engine's generators: tables and keyed caches ---------------------------------
# The state keeps a hand's counts as ``bytes`` (13 ints); ``bytes.translate``
# caps or filters them into small keys, under which what the hand can play of
# one shape is remembered. The plays and their order are those of
# :func:`all_plays` and :func:`following_plays` (tested against them).

_CAP: Final = tuple(bytes(min(c, n) for c in range(256)) for n in range(4))
"""``counts.translate(_CAP[n])``: every count capped at ``n``."""
_FULL: Final = tuple(bytes(n if c >= n else 0 for c in range(256)) for n in range(4))
"""``counts.translate(_FULL[n])``: ``n`` where a count reaches ``n``, else 0 (without
jokers only such ranks can be in a run of width ``n``: the key of a jokerless hand)."""
_BOMB_KEEP: Final = tuple(bytes(c if c and c + j >= 4 else 0 for c in range(256)) for j in range(5))
"""``counts.translate(_BOMB_KEEP[j])``: the counts of the ranks that make a bomb
with ``j`` jokers (4 or more jokers: every rank held), the rest zeroed."""
_NO_BOMB: Final = bytes(NUM_RANKS)
"""The bomb key of a hand with no bomb: no rank reaches 4 with the jokers (a
cheaper test than ``max(counts) + jokers >= 4``, which walks the counts as ints)."""
_CACHE_LIMIT: Final = 1 << 16


def _remember(cache: dict, key: Any, value: Any) -> Any:
    if len(cache) >= _CACHE_LIMIT:
        cache.clear()
    cache[key] = value
    return value


class Tables:
    """What the generators of one rule set need, built once and shared (see
    :func:`tables`): ``small[j][rank][have]`` the singles, pairs and triples
    of a rank from ``have`` (≤ 3) naturals and ``j`` (≤ 2) jokers;
    ``group[n][rank][have][j]`` the ways to make ``n`` (1-3) cards of a rank;
    caches of runs, bombs and answers; and ``known``, the plays the state has
    applied, by ``id`` (see :meth:`GandengyanState.apply`). Copies and pickles
    of a state refer to the tables of their own process."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.small = tuple(
            tuple(
                tuple(_small_groups(rank, have, j) for have in range(4))
                for rank in range(NUM_RANKS)
            )
            for j in range(3)
        )
        self.group = tuple(
            tuple(
                tuple(
                    tuple(_group_ways(rank, n, min(have, n), min(j, n - 1)) for j in range(n))
                    for have in range(n + 1)
                )
                for rank in range(NUM_RANKS)
            )
            for n in range(4)
        )
        self.runs: tuple[dict[Any, tuple[Play, ...]], ...] = ({}, {}, {})
        self.bombs: dict[Any, tuple[tuple[Play, Combo], ...]] = {}
        self.known: dict[int, tuple[Any, ...]] = {}
        self.targets: dict[int, tuple[Combo, tuple[int, ...]]] = {}
        """The ranks that answer a single, pair or triple, by the combo's ``id``."""

    def __reduce__(self) -> tuple[Any, ...]:
        return tables, (self.rules,)

    def __deepcopy__(self, memo: dict[int, Any]) -> Tables:
        return self


@cache
def tables(rules: Rules) -> Tables:
    """The shared :class:`Tables` of a rule set."""
    return Tables(rules)


def _bomb_table(keep: bytes, jokers: int, t: Tables) -> tuple[tuple[Play, Combo], ...]:
    """:func:`_bombs_with_combos` of a hand, remembered by its bomb key ``keep``
    (its counts translated by ``_BOMB_KEEP``: the same bombs)."""
    key = (keep, jokers)
    found = t.bombs.get(key)
    if found is None:
        found = _remember(t.bombs, key, tuple(_bombs_with_combos(keep, jokers, t.rules)))
    return found


def lead_plays(counts: bytes, jokers: int, t: Tables) -> list[Play]:
    """:func:`all_plays` (same plays, same order) of a hand given as ``counts``
    (``bytes``, 13 naturals per rank) and ``jokers``, from the tables ``t``."""
    # each rank's row of plays, by how many of it the hand holds (a plain loop:
    # compiled by mypyc it beats joining the rows with sum)
    small = t.small[jokers if jokers < 2 else 2]
    capped = counts.translate(_CAP[3])
    out: list[Play] = []
    for rank in range(len(capped)):
        have = capped[rank]
        if have:  # a rank not held adds nothing: no call
            out.extend(small[rank][have])
    head = counts[: ACE + 1]
    capping = _FULL if jokers == 0 else _CAP
    for width in (1, 2):
        caps = head.translate(capping[width])
        cache = t.runs[width]
        runs = cache.get((caps, jokers))
        if runs is None:
            runs = _remember(cache, (caps, jokers), _runs_of(tuple(caps), jokers, width))
        out += runs
    keep = counts.translate(_BOMB_KEEP[jokers if jokers < 4 else 4])
    if keep != _NO_BOMB or (jokers >= 2 and t.rules.joker_pair_bomb):
        out += [p for p, _ in _bomb_table(keep, jokers, t)]
    return out


def follow_plays(counts: bytes, jokers: int, old: Combo, t: Tables) -> list[Play]:
    """:func:`following_plays` (same plays, same order), as :func:`lead_plays`."""
    kind = old.kind
    if kind == JOKER_PAIR:
        return []
    rules = t.rules
    if kind in (SINGLE, PAIR, TRIPLE):
        n = old.size
        ways = t.group[n]
        j = jokers if jokers < n else n - 1
        out: list[Play] = []
        targets = t.targets.get(id(old))
        if targets is None or targets[0] is not old:
            targets = (old, _group_targets(kind, old.top, rules.triple_any_higher))
            _remember(t.targets, id(old), targets)  # the entry keeps the combo alive
        for rank in targets[1]:
            have = counts[rank]
            out += ways[rank][have if have < n else n][j]
    elif kind in (STRAIGHT, PAIR_RUN):
        width = 1 if kind == STRAIGHT else 2
        end = old.top + 1
        start = end - old.size + 1
        if end <= ACE and _missing(counts, start, end, width) <= jokers:
            out = list(run_plays(counts, jokers, start, end, width))
        else:
            out = []
    else:
        out = []
    keep = counts.translate(_BOMB_KEEP[jokers if jokers < 4 else 4])
    if keep != _NO_BOMB or (jokers >= 2 and rules.joker_pair_bomb):
        bombs = _bomb_table(keep, jokers, t)
        if kind == BOMB:
            out += _bombs_above(bombs, old, rules)
        else:  # every bomb beats a play that is no bomb
            out += [p for p, _ in bombs]
    return out


def _bombs_above(bombs: tuple[tuple[Play, Combo], ...], old: Combo, rules: Rules) -> list[Play]:
    # apart from follow_plays: a comprehension there would turn its locals into cells
    return [p for p, c in bombs if beats(c, old, rules)]
