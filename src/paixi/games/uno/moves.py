"""Which cards may be laid (docs/specs/uno.md §3, §5.1, §10.3, §10.5, §10.7).

Precomputed tables keep the hot path (one card on a normal turn) to a
list lookup: ``PLAYABLE[match_index(active, top_rank)][kind]`` says whether a
card matches, and ``SINGLE[kind]`` / ``SINGLE_UNO[kind]`` hold the ready-made
play actions of one card (without, or with and without, the UNO call).
The rarer plays (several cards at once, judgments, Wild powers) are
enumerated by the functions below.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import product

from paixi.equipment.uno import BLACK, COLOUR, RANK, WILD, WILD_DRAW_FOUR
from paixi.games.uno.actions import Action

NO_RANK = -1
"""``top_rank`` when the top card matches by colour only (a black card, a judgment)."""
ROW_WIDTH = 14
""":data:`PLAYABLE` rows per colour: one per top rank, :data:`NO_RANK` first."""

DRAW_TWO_CARDS = 2
"""§5: the cards a Draw Two makes the next seat draw."""
WD4_CARDS = 4
"""§5.2: the cards a Wild Draw Four makes its victim draw (or its guilty player, challenged)."""
CHALLENGE_LOST_CARDS = 6
"""§5.2: the cards a challenger of a legitimate Wild Draw Four draws."""


def match_index(active: int, top_rank: int) -> int:
    """Row of :data:`PLAYABLE` for an active colour (0-3) and top rank (-1 for none)."""
    return active * ROW_WIDTH + top_rank + 1


def _playable_row(active: int, top_rank: int) -> tuple[bool, ...]:
    return tuple(
        COLOUR[k] == BLACK or COLOUR[k] == active or RANK[k] == top_rank for k in range(54)
    )


PLAYABLE: tuple[tuple[bool, ...], ...] = tuple(
    _playable_row(a, r) for a in range(4) for r in range(NO_RANK, ROW_WIDTH + NO_RANK)
)
"""§3: a card is playable if black, of the active colour, or of the top card's
number/symbol (a Wild Draw Four's *legitimacy* is separate, §5.1)."""


def _single(kind: int, uno: bool) -> tuple[Action, ...]:
    if kind >= 52:
        return tuple(Action("play", (kind,), colour=c, uno=uno) for c in range(4))
    return (Action("play", (kind,), uno=uno),)


SINGLE: tuple[tuple[Action, ...], ...] = tuple(_single(k, False) for k in range(54))
SINGLE_UNO: tuple[tuple[Action, ...], ...] = tuple(
    _single(k, False) + _single(k, True) for k in range(54)
)
ONLY_UNO: tuple[tuple[Action, ...], ...] = tuple(_single(k, True) for k in range(54))


MATCHING: tuple[frozenset[int], ...] = tuple(
    frozenset(k for k in range(54) if row[k]) for row in PLAYABLE
)
"""``MATCHING[match_index(active, top_rank)]``: the kinds that may be laid on
that top card (§3), as a set so that ``MATCHING[i].intersection(hand)`` finds a
hand's playable kinds in one C-level call."""


def singles(kind: int, left: int) -> tuple[Action, ...]:
    """The plays of one card that leave ``left`` cards (§7: ``!`` only when one is left)."""
    return SINGLE_UNO[kind] if left == 1 else SINGLE[kind]


def wd4_legitimate(others: list[int], active: int, top_rank: int, restriction: str) -> bool:
    """§5.1: may a Wild Draw Four be played with these *other* cards in hand?

    ``colour``: no other card of the active colour; ``colour_or_number``: no
    other non-black card that is playable; ``none``: always.
    """
    if restriction == "none":
        return True
    if restriction == "colour":
        return all(COLOUR[k] != active for k in others)
    row = PLAYABLE[match_index(active, top_rank)]
    return all(k >= 52 or not row[k] for k in others)


def with_uno(actions: list[Action], left: int) -> list[Action]:
    """``actions`` plus their ``!`` twins when the play leaves exactly one card."""
    if left != 1:
        return actions
    return actions + [_called(a) for a in actions]


@cache
def _called(a: Action) -> Action:
    return Action(a.verb, a.cards, a.colour, True, a.target, a.given, a.date)


def _sub_multisets(counts: dict[int, int]) -> list[tuple[int, ...]]:
    """Every sub-multiset of ``counts`` (kind -> copies), as sorted tuples."""
    kinds = sorted(counts)
    out = []
    for picks in product(*(range(counts[k] + 1) for k in kinds)):
        out.append(tuple(k for k, m in zip(kinds, picks, strict=True) for _ in range(m)))
    return out


@cache
def _group_plays(group: tuple[int, ...], firsts: tuple[int, ...]) -> tuple[Action, ...]:
    """Every (first, last, middle) choice of two or more cards of ``group``
    (one rank, sorted kinds with repeats) whose first card is in ``firsts``."""
    out: list[Action] = []
    counts = Counter(group)
    for first in sorted(set(firsts)):
        rest = counts.copy()
        rest[first] -= 1
        for last in sorted(k for k, m in rest.items() if m > 0):
            mid = rest.copy()
            mid[last] -= 1
            for middle in _sub_multisets({k: m for k, m in mid.items() if m > 0}):
                out.append(Action("play", (first, *middle, last)))
    return tuple(out)


def multi_plays(
    hand: list[int], first_ok: tuple[bool, ...] | None, only_rank: int = -1
) -> list[Action]:
    """§10.3: plays of two or more cards of one number or symbol (never black).

    ``first_ok[kind]`` says which cards may come first (None: any, as when
    stacking Draw Twos, §10.1); ``only_rank`` limits the rank (Draw Two for a
    stack). Returns the plays without the UNO call.
    """
    by_rank: dict[int, list[int]] = {}
    for k in hand:
        if k < 52 and (only_rank < 0 or RANK[k] == only_rank):
            by_rank.setdefault(RANK[k], []).append(k)
    out: list[Action] = []
    for _rank, group in sorted(by_rank.items()):
        if len(group) < 2:
            continue
        firsts = tuple(k for k in group if first_ok is None or first_ok[k])
        if firsts:
            out.extend(_group_plays(tuple(sorted(group)), firsts))
    return out


def judgments(
    hand: list[int], digit_sets: set[tuple[int, ...]], own: tuple[int, ...] | None
) -> list[Action]:
    """§10.7: judgments with ``hand``'s number cards spelling one of ``digit_sets``
    (other seats' dates) but not ``own`` (the player's own date), without ``!``."""
    numbers = Counter(k for k in hand if k < 52 and RANK[k] < 10)
    out: list[Action] = []
    for digits in sorted(digit_sets):
        if digits == own:
            continue
        need = Counter(digits)
        options_per_value = []
        for value, m in sorted(need.items()):
            avail = {k: c for k, c in numbers.items() if RANK[k] == value}
            choices = [s for s in _sub_multisets(avail) if len(s) == m]
            if not choices:
                break
            options_per_value.append(choices)
        else:
            for combo in product(*options_per_value):
                cards = tuple(sorted(k for part in combo for k in part))
                out.extend(_judgment_actions(cards))
    return out


@cache
def _judgment_actions(cards: tuple[int, ...]) -> tuple[Action, ...]:
    colours = {COLOUR[k] for k in cards}
    if len(colours) == 4:
        return (Action("judge", cards),)
    return tuple(Action("judge", cards, colour=c) for c in range(4) if c not in colours)


BLACK_KINDS = (WILD, WILD_DRAW_FOUR)
