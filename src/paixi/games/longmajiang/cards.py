"""龙麻将 cards as faces, and what a group of cards can be read as (docs/specs/longmajiang.md §2-§3).

A **face** is an int 0-53 naming a card by rank and suit without its copy
index (poker-deck.md §2; the game never tells copies apart): suited cards are
``rank_index * 4 + suit_index`` with ranks ``A 2 … 10 J Q K`` (0-12) and suits
``S H C D`` (0-3); ``BJ`` (大王) is 52 and ``SJ`` (小王) 53. Sorting faces
numerically gives the canonical order of §5.7 (ranks A … K, within a rank
S H C D, then BJ, SJ).

* number cards 数牌 (A-10) stand for themselves: A is 1, 10 is 10;
* J, Q, K are suit wilds 混: any number of their own suit (§2);
* BJ, SJ are full wilds: any number of any suit.

A group of three can be read as a **run** (suit, start) (§3.1) and/or be a
**set** (§3.2); four cards can be a **kong** (§3.3). ``any_suit`` is the
option ``set_wilds = any_suit``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache, lru_cache

from paixi.core.errors import NotationError
from paixi.equipment.poker import Card, parse_card

SUIT_LETTERS = "SHCD"
RANK_TOKENS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
BJ, SJ = 52, 53
NUM_FACES = 54
DRAGON_STARTS = (1, 4, 7)
"""Runs read as 1-2-3 (龙头), 4-5-6 (龙体), 7-8-9 (龙尾) (§3.4)."""


def face_text(face: int) -> str:
    """``7S``, ``10H``, ``KD``, ``BJ``, ``SJ``."""
    if face >= BJ:
        return "BJ" if face == BJ else "SJ"
    return RANK_TOKENS[face >> 2] + SUIT_LETTERS[face & 3]


FACE_TEXT = tuple(face_text(f) for f in range(NUM_FACES))


def number(face: int) -> int:
    """The number 1-10 of a number card, 0 for a wild."""
    return (face >> 2) + 1 if face < 40 else 0


def suit(face: int) -> int:
    """Suit index 0-3 (S H C D), -1 for a joker."""
    return face & 3 if face < BJ else -1


def is_wild(face: int) -> bool:
    return face >= 40


def face_of(card: Card) -> int:
    """The face of a :class:`paixi.equipment.poker.Card` (its copy is dropped)."""
    if card.is_joker:
        return BJ if card.rank == "BJ" else SJ
    return RANK_TOKENS.index(card.rank) * 4 + SUIT_LETTERS.index(card.suit)


def card_of(face: int, copy: int = 0) -> Card:
    if face >= BJ:
        return Card("BJ" if face == BJ else "SJ", "", copy)
    return Card(RANK_TOKENS[face >> 2], SUIT_LETTERS[face & 3], copy)


def parse_face(text: str) -> int:
    """One card in the lenient notation of poker-deck.md §2, without a copy index."""
    card = parse_card(text)
    if card.copy:
        raise NotationError(f"{text!r}: write cards without a copy index (7C, not 7C#2)")
    return face_of(card)


def parse_faces(text: str) -> list[int]:
    """Cards separated by spaces (or commas)."""
    return [parse_face(t) for t in text.replace(",", " ").split()]


def format_faces(faces: Iterable[int]) -> str:
    return " ".join(FACE_TEXT[f] for f in sorted(faces))


def symbol(face: int) -> str:
    """Display form with the suit symbol: ``♥10``, ``BJ``."""
    if face >= BJ:
        return FACE_TEXT[face]
    return "♠♥♣♦"[face & 3] + RANK_TOKENS[face >> 2]


# --- reading groups ----------------------------------------------------------------------


@cache
def run_readings(group: tuple[int, ...]) -> frozenset[tuple[int, int]]:
    """Every run ``(suit, start)`` a sorted 3-card group can be read as (§3.1)."""
    suits = {f & 3 for f in group if f < BJ}
    if len(suits) > 1:
        return frozenset()
    numbers = [number(f) for f in group if f < 40]
    if len(set(numbers)) != len(numbers):
        return frozenset()
    lo = min(numbers) if numbers else 10
    hi = max(numbers) if numbers else 1
    starts = [r for r in range(1, 9) if r <= lo and hi <= r + 2]
    cand = suits or {0, 1, 2, 3}
    return frozenset((s, r) for s in sorted(cand) for r in starts)


def is_set(group: Sequence[int], any_suit: bool = False) -> bool:
    """Whether 3 (a set 大对) or 4 (a kong) cards can all be read as one number (§3.2-§3.3).

    All number cards must show the same number; with ``any_suit`` False every
    J/Q/K must share its suit with a number card of the group (a group with
    no number card is always a set)."""
    return _is_set(tuple(sorted(group)), any_suit)


@cache
def _is_set(group: tuple[int, ...], any_suit: bool) -> bool:
    numbers = {number(f) for f in group if f < 40}
    if len(numbers) > 1:
        return False
    if any_suit or not numbers:
        return True
    suits = {f & 3 for f in group if f < 40}
    return all(f & 3 in suits for f in group if 40 <= f < BJ)


def set_number(group: Sequence[int]) -> int:
    """The number a set is read as (0: any number, the group has no number card)."""
    for f in group:
        if f < 40:
            return number(f)
    return 0


SET_OK, RUN_OK, DRAGON_OK = 1, 2, 4


@cache
def group_mask(group: tuple[int, ...], any_suit: bool) -> int:
    """Bit mask of a sorted 3-card group: SET_OK, RUN_OK, DRAGON_OK (a run read as
    1-2-3, 4-5-6 or 7-8-9 exists)."""
    runs = run_readings(group)
    mask = SET_OK if _is_set(group, any_suit) else 0
    if runs:
        mask |= RUN_OK
        if any(r in DRAGON_STARTS for _, r in runs):
            mask |= DRAGON_OK
    return mask


def valid_splits(
    cards: tuple[int, ...], any_suit: bool, need: int = SET_OK | RUN_OK
) -> Iterable[tuple[tuple[int, ...], ...]]:
    """The splits of sorted ``cards`` into groups of three that are all sets or
    all runs (the only ones that can win, §6.1), each once up to equal cards."""
    n = len(cards)
    if n == 0:
        yield ()
        return
    first = cards[0]
    for i in range(1, n - 1):
        a = cards[i]
        if i > 1 and a == cards[i - 1]:
            continue
        for j in range(i + 1, n):
            b = cards[j]
            if j > i + 1 and b == cards[j - 1]:
                continue
            group = (first, a, b)
            mask = group_mask(group, any_suit) & need
            if not mask:
                continue
            for tail in valid_splits(
                cards[1:i] + cards[i + 1 : j] + cards[j + 1 :], any_suit, mask
            ):
                yield (group, *tail)


def can_split(cards: Sequence[int], need: int, any_suit: bool, dragon: bool = True) -> bool:
    """Whether sorted ``cards`` (3k of them) split into groups that all have the
    bits ``need`` (SET_OK: all sets; RUN_OK: all runs), and, unless ``dragon``
    is already True, one of them with DRAGON_OK. Fast path of §6.1 (memoised:
    the same remainders come back for every discard a hand is tested against)."""
    return _can_split(tuple(cards), need, any_suit, dragon)


@lru_cache(maxsize=1 << 18)
def _can_split(cards: tuple[int, ...], need: int, any_suit: bool, dragon: bool) -> bool:
    n = len(cards)
    if n == 0:
        return dragon
    first = cards[0]
    for i in range(1, n - 1):
        a = cards[i]
        if i > 1 and a == cards[i - 1]:
            continue
        for j in range(i + 1, n):
            b = cards[j]
            if j > i + 1 and b == cards[j - 1]:
                continue
            mask = group_mask((first, a, b), any_suit)
            if mask & need != need:
                continue
            rest = cards[1:i] + cards[i + 1 : j] + cards[j + 1 :]
            if _can_split(rest, need, any_suit, dragon or bool(mask & DRAGON_OK)):
                return True
    return False


def is_winning(concealed: Sequence[int], n_melds: int, any_suit: bool) -> bool:
    """Whether sorted ``concealed`` cards plus ``n_melds`` exposed sets win (§6.1):
    with exposed melds every concealed group must be a set (对对和); without,
    three sets, or three runs with at least one dragon part."""
    if len(concealed) != 9 - 3 * n_melds:
        return False
    if can_split(concealed, SET_OK, any_suit):
        return True
    return n_melds == 0 and can_split(concealed, RUN_OK, any_suit, False)
