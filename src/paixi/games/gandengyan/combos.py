"""干瞪眼 combinations, the one-step-higher beating rule, and play enumeration
(rules/gandengyan.md §2-§4).

Ranks are indices into ``3 … K A 2`` (``3`` = 0, ``A`` = 11, ``2`` = 12).
A hand is given as ``counts`` (natural cards per rank, 13 ints) and
``jokers`` (how many wild jokers it holds). A joker stands for a rank 3…A,
never a 2, and every play except the two-joker bomb holds a natural card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from paixi.games.gandengyan.actions import JOKER_BOMB, Play

ACE, TWO, NUM_RANKS = 11, 12, 13

SINGLE, PAIR, TRIPLE, STRAIGHT, PAIR_RUN, BOMB, JOKER_PAIR = (
    "single",
    "pair",
    "triple",
    "straight",
    "pair_run",
    "bomb",
    "joker_bomb",
)
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


@dataclass(frozen=True, slots=True)
class Combo:
    """A classified play: ``kind``; ``size`` (cards, or ranks in a run); ``top`` rank."""

    kind: str
    size: int
    top: int

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


def group_plays(counts: list[int], jokers: int, rank: int, n: int) -> Iterator[Play]:
    """Every way to make ``n`` cards of ``rank``: ``a ≥ 1`` naturals plus jokers
    (none for a 2, and a single is always natural)."""
    have = counts[rank]
    if rank == TWO or n == 1:
        if have >= n:
            yield Play((rank,) * n)
        return
    for a in range(min(n, have), max(1, n - jokers) - 1, -1):
        yield Play((rank,) * a, (rank,) * (n - a))


def run_plays(counts: list[int], jokers: int, start: int, end: int, width: int) -> Iterator[Play]:
    """Straights (``width`` 1) or pair runs (``width`` 2) over ranks ``start..end``
    (within 3…A), every split of each rank into naturals and jokers."""

    def rec(rank: int, left: int, nat: tuple[int, ...], jok: tuple[int, ...]) -> Iterator[Play]:
        if rank > end:
            if nat:
                yield Play(nat, jok)
            return
        for j in range(width + 1):
            if j > left or width - j > counts[rank]:
                continue
            yield from rec(rank + 1, left - j, nat + (rank,) * (width - j), jok + (rank,) * j)

    yield from rec(start, jokers, (), ())


def _missing(counts: list[int], start: int, end: int, width: int) -> int:
    return sum(max(0, width - counts[r]) for r in range(start, end + 1))


def all_runs(
    counts: list[int], jokers: int, width: int, length: int | None = None
) -> Iterator[Play]:
    """Every straight/pair run of the hand (of ``length`` ranks when given)."""
    min_len = 3 if width == 1 else 2
    for start in range(ACE + 1):
        missing = 0
        for end in range(start, ACE + 1):
            missing += max(0, width - counts[end])
            if missing > jokers:
                break  # longer runs from this start need even more jokers
            size = end - start + 1
            if size >= min_len and (length is None or size == length):
                yield from run_plays(counts, jokers, start, end, width)


def bomb_plays(counts: list[int], jokers: int, rules: Rules) -> Iterator[Play]:
    """Every bomb of the hand (and ``* *`` with ``joker_pair_bomb``)."""
    for rank in range(NUM_RANKS):
        if not counts[rank]:
            continue
        most = counts[rank] + (0 if rank == TWO else jokers)
        for n in range(4, most + 1):
            yield from group_plays(counts, jokers, rank, n)
    if rules.joker_pair_bomb and jokers >= 2:
        yield JOKER_BOMB


def all_plays(counts: list[int], jokers: int, rules: Rules) -> list[Play]:
    """Every distinct play a hand can lead (§9: each natural/reading choice once)."""
    out: list[Play] = []
    for rank in range(NUM_RANKS):
        if counts[rank]:
            for n in (1, 2, 3):
                out.extend(group_plays(counts, jokers, rank, n))
    out.extend(all_runs(counts, jokers, 1))
    out.extend(all_runs(counts, jokers, 2))
    out.extend(bomb_plays(counts, jokers, rules))
    return out


def following_plays(counts: list[int], jokers: int, old: Combo, rules: Rules) -> list[Play]:
    """Every play of the hand that beats ``old`` (§4), generated directly."""
    out: list[Play] = []
    if old.kind == JOKER_PAIR:
        return out
    if old.kind in (SINGLE, PAIR, TRIPLE):
        n = old.size
        if old.kind == TRIPLE and rules.triple_any_higher:
            targets = list(range(old.top + 1, NUM_RANKS))
        else:
            targets = sorted({r for r in (old.top + 1, TWO) if r <= TWO and _step_up(r, old.top)})
        for rank in targets:
            out.extend(group_plays(counts, jokers, rank, n))
    elif old.kind in (STRAIGHT, PAIR_RUN):
        width = 1 if old.kind == STRAIGHT else 2
        end = old.top + 1
        start = end - old.size + 1
        if end <= ACE and _missing(counts, start, end, width) <= jokers:
            out.extend(run_plays(counts, jokers, start, end, width))
    for play in bomb_plays(counts, jokers, rules):
        combo = classify(play, rules)
        if isinstance(combo, Combo) and beats(combo, old, rules):
            out.append(play)
    return out


def can_lead(counts: list[int], jokers: int, rules: Rules) -> bool:
    """Whether a hand has any play (§6.3): a natural card, or ``* *`` by option."""
    return any(counts) or (rules.joker_pair_bomb and jokers >= 2)


def full_hand(decks: int) -> tuple[list[int], int]:
    """(counts, jokers) of the whole deck set: 4 (8) naturals per rank, 2 (4) jokers."""
    return [4 * decks] * NUM_RANKS, 2 * decks
