"""争上游 combinations (牌型) and the beating rule (rules/zhengshangyou.md §3, §5.2).

Ranks are indices into the rank order ``3 … K A 2 SJ BJ`` (``3`` = 0,
``A`` = 11, ``2`` = 12, ``SJ`` = 13, ``BJ`` = 14). A hand is given as counts
per rank (a list of 15 ints).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache, lru_cache

from paixi.games.zhengshangyou.actions import Play

ACE, TWO, SMALL_JOKER, BIG_JOKER = 11, 12, 13, 14
NUM_RANKS = 15

SINGLE, PAIR, TRIPLE, STRAIGHT, PAIR_RUN, TRIPLE_RUN, BOMB, ROCKET = (
    "single",
    "pair",
    "triple",
    "straight",
    "pair_run",
    "triple_run",
    "bomb",
    "rocket",
)
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


@dataclass(frozen=True, slots=True)
class Rules:
    """The options that change the set of combinations (§10)."""

    triple_is_bomb: bool = True
    joker_rocket: bool = False
    min_straight: int = 5
    min_pair_run: int = 2


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

MAX_COPIES = 8  # cards of one rank with two decks


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
    return _Tables(
        group=group,
        lead=tuple(tuple(lead(r, c) for c in counts) for r in range(NUM_RANKS)),
        bombs=tuple(tuple(bombs(r, c) for c in counts) for r in range(NUM_RANKS)),
        first_bomb=3 if rules.triple_is_bomb else 4,
        runs=tuple(_run_kinds(rules)),
    )


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


_ROCKET = (Play((SMALL_JOKER, BIG_JOKER)), Combo(ROCKET, 2, BIG_JOKER))


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


def full_counts(decks: int) -> list[int]:
    """Counts per rank of the whole deck: 4 (or 8) suited cards, 1 (or 2) of each joker."""
    return [4 * decks] * (TWO + 1) + [decks, decks]
