"""争上游 combinations (牌型) and the beating rule (docs/specs/zhengshangyou.md §3, §5.2).

Ranks are indices into the rank order ``3 … K A 2 SJ BJ`` (``3`` = 0,
``A`` = 11, ``2`` = 12, ``SJ`` = 13, ``BJ`` = 14). A hand is given as counts
per rank (a list of 15 ints).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from functools import cache, lru_cache
from operator import getitem
from typing import Any, Final

from paixi.core.history import HistoryEntry
from paixi.games.zhengshangyou.actions import Play
from paixi.native import mypyc_attr

# Final: mypyc (paixi.native) compiles these as constants
ACE: Final = 11
TWO: Final = 12
SMALL_JOKER: Final = 13
BIG_JOKER: Final = 14
NUM_RANKS: Final = 15
MAX_SEATS: Final = 6

SINGLE: Final = "single"
PAIR: Final = "pair"
TRIPLE: Final = "triple"
STRAIGHT: Final = "straight"
PAIR_RUN: Final = "pair_run"
TRIPLE_RUN: Final = "triple_run"
BOMB: Final = "bomb"
ROCKET: Final = "rocket"
KIND_NAMES_ZH = {
    SINGLE: "单张",
    PAIR: "对子",
    TRIPLE: "三张",
    STRAIGHT: "顺子",
    PAIR_RUN: "连对",
    TRIPLE_RUN: "连三张",
    BOMB: "炸弹",
    ROCKET: "王炸",
}


@mypyc_attr(native_class=False)  # frozen dataclasses copy and pickle as Python
@dataclass(frozen=True, slots=True)
class Rules:
    """The options that change the set of combinations (§10)."""

    triple_is_bomb: bool = True
    joker_rocket: bool = False
    min_straight: int = 5
    min_pair_run: int = 2


@mypyc_attr(native_class=False)  # frozen dataclasses copy and pickle as Python
@dataclass(frozen=True, slots=True)
class Combo:
    """A classified play: ``kind``, ``size`` (cards for a bomb, ranks in a run,
    else cards), and ``top`` (the rank it compares by)."""

    kind: str
    size: int
    top: int

    @property
    def is_bomb(self) -> bool:
        return self.kind in (BOMB, ROCKET)


def classify(ranks: tuple[int, ...], rules: Rules) -> Combo | str:
    """The combination of a play, or a string saying why it is none (§3)."""
    n = len(ranks)
    if n == 0:
        return "a play needs at least one card"
    low, high = ranks[0], ranks[-1]
    if low == high:
        return _same_rank(n, low, rules)
    if ranks == (SMALL_JOKER, BIG_JOKER):
        if rules.joker_rocket:
            return Combo(ROCKET, 2, BIG_JOKER)
        return "SJ BJ is not a pair (the jokers are different ranks)"
    return _run(ranks, rules)


@lru_cache(maxsize=1 << 16)
def combo_of(ranks: tuple[int, ...], rules: Rules) -> Combo | str:
    """:func:`classify`, memoised for the engine's hot path (``ranks`` must be a
    well-formed tuple: the state checks that first)."""
    return classify(ranks, rules)


def _same_rank(n: int, rank: int, rules: Rules) -> Combo | str:
    if n == 1:
        return Combo(SINGLE, 1, rank)
    if n == 2:
        return Combo(PAIR, 2, rank)
    if rank >= SMALL_JOKER:
        return "jokers never form a bomb"
    if rules.triple_is_bomb or n >= 4:
        return Combo(BOMB, n, rank)
    return Combo(TRIPLE, 3, rank)


def _run(ranks: tuple[int, ...], rules: Rules) -> Combo | str:
    counts = Counter(ranks)
    distinct = sorted(counts)
    widths = set(counts.values())
    if len(widths) != 1:
        return "not a combination (mixed group sizes)"
    width = widths.pop()
    if distinct[-1] > ACE:
        return "2s and jokers are never part of a straight or a run"
    if distinct != list(range(distinct[0], distinct[-1] + 1)):
        return "the ranks are not consecutive"
    length = len(distinct)
    if width == 1:
        if length < rules.min_straight:
            return f"a straight needs at least {rules.min_straight} cards"
        return Combo(STRAIGHT, length, distinct[-1])
    if width == 2:
        if length < rules.min_pair_run:
            return f"a pair run needs at least {rules.min_pair_run} pairs"
        return Combo(PAIR_RUN, length, distinct[-1])
    if width == 3 and not rules.triple_is_bomb:
        return Combo(TRIPLE_RUN, length, distinct[-1])
    return "not a combination"


def beats(new: Combo, old: Combo) -> bool:
    """Whether ``new`` may be played on ``old`` (§3 "Bombs", §5.2 step 2)."""
    if old.kind == ROCKET:
        return False
    if new.kind == ROCKET:
        return True
    if new.kind == BOMB:
        if old.kind != BOMB:
            return True
        return (new.size, new.top) > (old.size, old.top)
    return new.kind == old.kind and new.size == old.size and new.top > old.top


# --- generation -------------------------------------------------------------------
# Legal-action generation is the hot path of every playout and search. What a
# rank can contribute depends only on the rules and on how many cards of it a
# hand holds, so it is tabulated once per rule set (:class:`_Tables`); runs are
# memoised on the hand's counts capped at the run width.

MAX_COPIES: Final = 8  # cards of one rank with two decks


@cache
def _group(rank: int, n: int, rules: Rules) -> tuple[Play, Combo] | None:
    combo = _same_rank(n, rank, rules)
    return (Play((rank,) * n), combo) if isinstance(combo, Combo) else None


@cache
def _run_play(start: int, end: int, width: int, kind: str) -> tuple[Play, Combo]:
    ranks = tuple(r for r in range(start, end + 1) for _ in range(width))
    return Play(ranks), Combo(kind, end - start + 1, end)


def _run_kinds(rules: Rules) -> list[tuple[int, str, int]]:
    runs = [(1, STRAIGHT, rules.min_straight), (2, PAIR_RUN, rules.min_pair_run)]
    if not rules.triple_is_bomb:
        runs.append((3, TRIPLE_RUN, 2))
    return runs


@mypyc_attr(native_class=False)  # frozen dataclasses copy and pickle as Python
@dataclass(frozen=True)
class _Tables:
    """Per rule set: ``group[rank][n]`` the play of ``n`` cards of ``rank`` (or
    None); ``lead[rank][count]`` the non-bomb same-rank plays of a hand with
    ``count`` such cards; ``bombs[rank][count]`` its bombs with their combos."""

    group: tuple[tuple[tuple[Play, Combo] | None, ...], ...]
    lead: tuple[tuple[tuple[tuple[Play, Combo], ...], ...], ...]
    bombs: tuple[tuple[tuple[tuple[Play, Combo], ...], ...], ...]
    first_bomb: int
    runs: tuple[tuple[int, str, int], ...]
    rules: Rules
    lead_plays: tuple[tuple[tuple[Play, ...], ...], ...]
    """``lead`` without the combos: what a leader's legal list holds."""
    same: tuple[tuple[Play | None, ...], ...]
    """``same[n][rank]``: the single, pair or triple of ``n`` cards of ``rank``
    (None where that is a bomb or no combination): the plays that follow one."""
    run_cache: dict[int, dict[bytes, tuple[Play, ...]]] = field(
        default_factory=lambda: defaultdict(dict)
    )
    """Runs of each width a leader can play, by the mask of ranks it can use."""
    follow_cache: dict[tuple[str, int, int], dict[bytes, tuple[Play, ...]]] = field(
        default_factory=lambda: defaultdict(dict)
    )
    """The non-bomb answers to a combo ``(kind, size, top)``, by rank mask."""
    bomb_cache: dict[bytes, tuple[Play, ...]] = field(default_factory=dict)
    """The bombs of ranks 3…2 a hand holds, by its counts of those ranks with
    every count too small for a bomb zeroed."""
    specs: dict[int, tuple[Any, ...]] = field(default_factory=dict)
    """How to answer a combo, by the combo's ``id`` (:func:`_follow_spec`)."""


@cache
def _tables(rules: Rules) -> _Tables:
    group = tuple(
        tuple(_group(rank, n, rules) if n else None for n in range(MAX_COPIES + 1))
        for rank in range(NUM_RANKS)
    )

    def lead(rank: int, count: int) -> tuple[tuple[Play, Combo], ...]:
        found = (group[rank][n] for n in range(1, count + 1))
        return tuple(f for f in found if f is not None and not f[1].is_bomb)

    def bombs(rank: int, count: int) -> tuple[tuple[Play, Combo], ...]:
        found = (group[rank][n] for n in range(1, count + 1))
        return tuple(f for f in found if f is not None and f[1].is_bomb)

    counts = range(MAX_COPIES + 1)
    leads = tuple(tuple(lead(r, c) for c in counts) for r in range(NUM_RANKS))
    return _Tables(
        group=group,
        lead=leads,
        bombs=tuple(tuple(bombs(r, c) for c in counts) for r in range(NUM_RANKS)),
        first_bomb=3 if rules.triple_is_bomb else 4,
        runs=tuple(_run_kinds(rules)),
        rules=rules,
        lead_plays=tuple(tuple(tuple(p for p, _ in found) for found in row) for row in leads),
        # indexed lead_plays[rank][count]: map(getitem, lead_plays, counts) walks a hand
        same=tuple(
            tuple(
                g[0] if n and (g := group[rank][n]) is not None and not g[1].is_bomb else None
                for rank in range(NUM_RANKS)
            )
            for n in range(4)
        ),
    )


def tables(rules: Rules) -> _Tables:
    """The generation tables of a rule set (built once; a state keeps them, so
    its hot path never hashes the rules)."""
    return _tables(rules)


@lru_cache(maxsize=1 << 15)
def _runs_of(
    caps: tuple[int, ...], width: int, kind: str, min_len: int
) -> tuple[tuple[Play, Combo], ...]:
    """Runs of ``width`` over ranks 3…A of a hand holding ``caps`` cards per
    rank (capped at ``width``: more cannot be used)."""
    out = []
    for start in range(ACE + 1):
        end = start
        while end <= ACE and caps[end] >= width:
            if end - start + 1 >= min_len:
                out.append(_run_play(start, end, width, kind))
            end += 1
    return tuple(out)


def _runs(counts: list[int], width: int, kind: str, min_len: int) -> tuple[tuple[Play, Combo], ...]:
    caps = tuple([c if c < width else width for c in counts[: ACE + 1]])
    return _runs_of(caps, width, kind, min_len)


def _bombs(counts: list[int], rules: Rules, tables: _Tables) -> list[tuple[Play, Combo]]:
    out: list[tuple[Play, Combo]] = []
    first = tables.first_bomb
    for rank in range(TWO + 1):
        have = counts[rank]
        if have >= first:  # most ranks have no bomb
            out.extend(tables.bombs[rank][have])
    if rules.joker_rocket and counts[SMALL_JOKER] and counts[BIG_JOKER]:
        out.append(_ROCKET)
    return out


_ROCKET: Final = (Play((SMALL_JOKER, BIG_JOKER)), Combo(ROCKET, 2, BIG_JOKER))


def all_plays(counts: list[int], rules: Rules) -> list[tuple[Play, Combo]]:
    """Every distinct play a hand with ``counts`` can make, each rank multiset once."""
    tables = _tables(rules)
    out: list[tuple[Play, Combo]] = []
    for rank, c in enumerate(counts):
        if c:
            out.extend(tables.lead[rank][c])
    for width, kind, min_len in tables.runs:
        out.extend(_runs(counts, width, kind, min_len))
    out.extend(_bombs(counts, rules, tables))
    return out


_AT_LEAST: Final = tuple(
    bytes(1 if c >= n else 0 for c in range(256)) for n in range(MAX_COPIES + 1)
)
"""``bytes.translate`` tables: ``counts.translate(_AT_LEAST[n])`` marks the ranks
holding at least ``n`` cards, a small key under which what a hand can play of
one shape is tabulated."""
_CACHE_LIMIT: Final = 1 << 14


def _remember(cache: dict, key: bytes, plays: tuple[Play, ...]) -> tuple[Play, ...]:
    if len(cache) >= _CACHE_LIMIT:
        cache.clear()
    cache[key] = plays
    return plays


def _run_plays(mask: bytes, width: int, kind: str, min_len: int) -> tuple[Play, ...]:
    """Runs of ``width`` over ranks 3…A where ``mask[r]`` (0/1) says whether the
    hand holds ``width`` cards of rank ``r``: the order of :func:`_runs_of`."""
    out = []
    for start in range(ACE + 1):
        end = start
        while end <= ACE and mask[end]:
            if end - start + 1 >= min_len:
                out.append(_run_play(start, end, width, kind)[0])
            end += 1
    return tuple(out)


_BOMB_KEEP: Final = tuple(
    bytes(c if c >= n else 0 for c in range(256)) for n in range(MAX_COPIES + 1)
)
"""``bytes.translate`` tables: ``counts.translate(_BOMB_KEEP[n])`` zeroes the
counts below ``n`` (the first bomb size), the key of a hand's bombs."""


def _bombs_of_key(key: bytes, t: _Tables) -> tuple[Play, ...]:
    first, bombs = t.first_bomb, t.bombs
    return tuple(p for r in range(TWO + 1) if key[r] >= first for p, _ in bombs[r][key[r]])


def bomb_plays(counts: bytes, t: _Tables) -> tuple[Play, ...]:
    """The bombs (and the rocket) of a hand given as in :func:`lead_plays`, in
    the order of :func:`all_plays`; remembered by the counts that make bombs."""
    first = t.first_bomb
    if max(counts) < first and not t.rules.joker_rocket:
        return ()
    key = counts[: TWO + 1].translate(_BOMB_KEEP[first])
    plays = t.bomb_cache.get(key)
    if plays is None:
        plays = _remember(t.bomb_cache, key, _bombs_of_key(key, t))
    if t.rules.joker_rocket and counts[SMALL_JOKER] and counts[BIG_JOKER]:
        return (*plays, _ROCKET[0])
    return plays


def lead_plays(counts: bytes, t: _Tables, bombs: tuple[Play, ...] | None = None) -> list[Play]:
    """The plays of :func:`all_plays` (same plays, same order) without their
    combos: a leader's legal actions. ``counts`` is the hand's cards per rank
    as ``bytes`` (15 of them), ``t`` the tables of the rule set, ``bombs``
    the hand's :func:`bomb_plays` if the caller has them."""
    # the rows' tuples joined by sum (faster than chain for these few short rows)
    out = list(sum(map(getitem, t.lead_plays, counts), ()))
    for width, kind, min_len in t.runs:
        mask = counts[: ACE + 1].translate(_AT_LEAST[width])
        cache = t.run_cache[width]
        plays = cache.get(mask)
        if plays is None:
            plays = _remember(cache, mask, _run_plays(mask, width, kind, min_len))
        out += plays
    out += bomb_plays(counts, t) if bombs is None else bombs
    return out


_GROUP: Final = 0
_RUN: Final = 1
_NONE: Final = 2
_BOMB: Final = 3


def _follow_spec(old: Combo, t: _Tables) -> tuple[Any, ...]:
    """How :func:`follow_plays` answers ``old``: ``(old, way, start, at_least,
    cache)`` (``way`` one of the codes above; the plays of the mask
    ``counts[start:].translate(at_least)`` are kept in ``cache``), kept in
    ``t.specs`` by the combo's ``id`` (the entry keeps the combo alive)."""
    kind, size = old.kind, old.size
    if kind in (SINGLE, PAIR, TRIPLE):
        spec: tuple[Combo, int, int, bytes, dict[bytes, tuple[Play, ...]] | None] = (
            old,
            _GROUP,
            old.top + 1,
            _AT_LEAST[size],
            t.follow_cache[(kind, size, old.top)],
        )
    elif kind in (STRAIGHT, PAIR_RUN, TRIPLE_RUN):
        width = 1 if kind == STRAIGHT else 2 if kind == PAIR_RUN else 3
        spec = (old, _RUN, 0, _AT_LEAST[width], t.follow_cache[(kind, size, old.top)])
    else:
        spec = (old, _BOMB if kind == BOMB else _NONE, 0, b"", None)
    specs = t.specs
    if len(specs) >= _CACHE_LIMIT:
        specs.clear()
    specs[id(old)] = spec
    return spec


def follow_plays(
    counts: bytes, old: Combo, t: _Tables, bombs: tuple[Play, ...] | None = None
) -> list[Play]:
    """The plays of :func:`following_plays` (same plays, same order) from
    ``counts`` as ``bytes``, the tables ``t`` and the hand's bombs if known
    (see :func:`lead_plays`)."""
    spec = t.specs.get(id(old))
    if spec is None or spec[0] is not old:
        spec = _follow_spec(old, t)
    # (no comprehension in this function: one would turn its locals into cells)
    _, way, start, at_least, cache = spec
    if way == _GROUP:
        mask = counts[start:].translate(at_least)
        plays = cache.get(mask)
        if plays is None:
            plays = _remember(cache, mask, _same_answers(mask, start, t.same[old.size]))
        out = list(plays)
    elif way == _RUN:
        mask = counts[: ACE + 1].translate(at_least)
        plays = cache.get(mask)
        if plays is None:
            plays = _remember(cache, mask, _run_answers(mask, old))
        out = list(plays)
    elif way == _NONE:  # the rocket: nothing beats it
        return []
    else:
        out = []
    if way != _BOMB:  # every bomb beats what is no bomb
        out += bomb_plays(counts, t) if bombs is None else bombs
    elif max(counts) >= t.first_bomb or t.rules.joker_rocket:
        out += _bomb_answers(counts, old, t)
    return out


def _same_answers(mask: bytes, start: int, row: tuple[Play | None, ...]) -> tuple[Play, ...]:
    """The plays of ``row`` (by rank) at the ranks ``start + i`` where ``mask[i]``."""
    found = (row[start + i] for i, held in enumerate(mask) if held)
    return tuple(p for p in found if p is not None)


def _run_answers(mask: bytes, old: Combo) -> tuple[Play, ...]:
    """The runs one rank higher and up that answer the run ``old``, over the
    ranks ``mask`` marks as held wide enough."""
    kind, size, top = old.kind, old.size, old.top
    width = 1 if kind == STRAIGHT else 2 if kind == PAIR_RUN else 3
    return tuple(
        _run_play(end - size + 1, end, width, kind)[0]
        for end in range(top + 1, ACE + 1)
        if min(mask[end - size + 1 : end + 1])
    )


def _bomb_answers(counts: bytes, old: Combo, t: _Tables) -> list[Play]:
    """The bombs (and the rocket) of the hand that beat the bomb ``old``."""
    above = (old.size, old.top)
    first = t.first_bomb
    table = t.bombs
    out = [
        p
        for r in range(TWO + 1)
        if counts[r] >= first
        for p, c in table[r][counts[r]]
        if (c.size, c.top) > above
    ]
    if t.rules.joker_rocket and counts[SMALL_JOKER] and counts[BIG_JOKER]:
        out.append(_ROCKET[0])
    return out


def following_plays(counts: list[int], old: Combo, rules: Rules) -> list[Play]:
    """Every play of the hand that beats ``old`` (§3, §5.2), generated directly."""
    tables = _tables(rules)
    out: list[Play] = []
    if old.kind in (SINGLE, PAIR, TRIPLE):
        n = old.size
        for rank in range(old.top + 1, NUM_RANKS):
            if counts[rank] >= n:
                found = tables.group[rank][n]
                if found is not None and found[1].kind == old.kind:
                    out.append(found[0])
    elif old.kind in (STRAIGHT, PAIR_RUN, TRIPLE_RUN):
        width = {STRAIGHT: 1, PAIR_RUN: 2, TRIPLE_RUN: 3}[old.kind]
        for end in range(old.top + 1, ACE + 1):
            start = end - old.size + 1
            if all(counts[r] >= width for r in range(start, end + 1)):
                out.append(_run_play(start, end, width, old.kind)[0])
    out.extend(play for play, combo in _bombs(counts, rules, tables) if beats(combo, old))
    return out


@cache
def play_table(rules: Rules, decks: int) -> dict[tuple[int, ...], tuple[Combo, tuple[int, ...]]]:
    """Every play of a ``decks`` deck under ``rules``: its ranks → its combo and
    the cards it needs, as ``(rank, n, rank, n, ...)``. A state checks a play
    it handed out with one look-up and a few comparisons."""
    out = {}
    for play, combo in all_plays(full_counts(decks), rules):
        need: list[int] = []
        for r in sorted(set(play.ranks)):
            need += (r, play.ranks.count(r))
        out[play.ranks] = (combo, tuple(need))
    return out


class Generator:
    """What a state of one rule set and deck needs on its hot path, built once
    and shared: ``tables`` (:func:`tables`) and ``plays`` (:func:`play_table`).
    Copies and pickles of a state refer to the generator of their own process
    (its caches are never copied, nor part of a state's fingerprint)."""

    def __init__(self, rules: Rules, decks: int) -> None:
        self.key = (rules, decks)
        self.tables = tables(rules)
        self.plays = play_table(rules, decks)
        self.by_id: dict[int, tuple[Any, ...]] = {}
        """Every play of the deck (the very objects the generators hand out)
        by its ``id``: ``(play, combo, need, text, entries)``, the play (kept
        alive here, so an id found is that very play's), its combo, the cards
        it needs (as in :func:`play_table`), its notation and the history
        entry of the play by each seat."""
        for play, combo in all_plays(full_counts(decks), rules):
            entries = tuple(HistoryEntry(seat, play) for seat in range(MAX_SEATS))
            need = self.plays[play.ranks][1]
            self.by_id[id(play)] = (play, combo, need, str(play), entries)

    def __reduce__(self) -> tuple[Any, ...]:
        return generator, self.key

    def __deepcopy__(self, memo: dict[int, Any]) -> Generator:
        return self


@cache
def generator(rules: Rules, decks: int) -> Generator:
    """The shared :class:`Generator` of ``rules`` and ``decks``."""
    return Generator(rules, decks)


def full_counts(decks: int) -> list[int]:
    """Counts per rank of the whole deck: 4 (or 8) suited cards, 1 (or 2) of each joker."""
    return [4 * decks] * (TWO + 1) + [decks, decks]
