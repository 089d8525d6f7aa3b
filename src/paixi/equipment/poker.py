"""The 54-card poker deck (扑克牌 pūkèpái), one or two decks (docs/specs/poker-deck.md).

A :class:`Card` is ``(rank, suit, copy)``: ``rank`` is a token of
:data:`RANKS` or ``"BJ"``/``"SJ"`` (大王/小王), ``suit`` one of ``S H C D``
(``""`` for a joker), and ``copy`` 0 for a single deck or 1/2 when two decks
are shuffled together (§3). The canonical text is rank then suit letter
(``10H``, ``AS``, ``BJ``), with ``#copy`` for two decks (``7C#2``). Input is
lenient (§2): any case, suit symbols, suit before rank (``♥10``, ``H10``),
and ``RJ`` for the big joker.

Game rank orders (§6) are :class:`RankOrder` values; the fixed order in which
an engine removes cards of one rank from a hand (§2 "Plays by rank") is
:func:`removal_key`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from paixi.core.errors import NotationError

SUITS = ("S", "H", "C", "D")
"""Suit letters in the order used to write hands and pick physical cards (§1)."""
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}
SUIT_NAMES_ZH = {"S": "黑桃", "H": "红桃", "C": "梅花", "D": "方块"}
SUIT_NAMES_EN = {"S": "spades", "H": "hearts", "C": "clubs", "D": "diamonds"}
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
"""The 13 rank tokens of a suited card (§2)."""
BIG_JOKER = "BJ"
SMALL_JOKER = "SJ"
JOKERS = (BIG_JOKER, SMALL_JOKER)
_RANK_NAMES_EN = {"A": "ace", "J": "jack", "Q": "queen", "K": "king"}
_JOKER_NAMES = {BIG_JOKER: ("大王", "big joker"), SMALL_JOKER: ("小王", "small joker")}
_SYMBOL_TO_LETTER = {v: k for k, v in SUIT_SYMBOLS.items()}


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card: ``rank`` token, ``suit`` letter (``""`` for jokers),
    ``copy`` 0 (one deck) or 1/2 (two decks)."""

    rank: str
    suit: str = ""
    copy: int = 0

    def __str__(self) -> str:
        text = self.rank + self.suit
        return f"{text}#{self.copy}" if self.copy else text

    @property
    def is_joker(self) -> bool:
        return self.rank in JOKERS

    def name(self, lang: str = "en") -> str:
        """``红桃10`` / ``10 of hearts``; ``大王`` / ``big joker``."""
        if self.is_joker:
            zh, en = _JOKER_NAMES[self.rank]
            return zh if lang == "zh" else en
        if lang == "zh":
            return SUIT_NAMES_ZH[self.suit] + self.rank
        return f"{_RANK_NAMES_EN.get(self.rank, self.rank)} of {SUIT_NAMES_EN[self.suit]}"

    def symbol(self) -> str:
        """Display form with the suit symbol: ``♥10``, ``BJ``."""
        if self.is_joker:
            return self.rank
        return SUIT_SYMBOLS[self.suit] + self.rank


def jokers_zh(text: str) -> str:
    """``text`` with the jokers' codes (``BJ``, ``SJ``, standing alone or
    after a symbol) named in Chinese (大王, 小王), for a 中文 reader."""
    return _JOKER_WORD.sub(lambda m: _JOKER_NAMES[m.group(0)][0], text)


_JOKER_WORD = re.compile(r"(?<![A-Za-z])(?:BJ|SJ)(?![A-Za-z])")


def deck(decks: int = 1) -> list[Card]:
    """All cards of ``decks`` (1 or 2) decks: 54 or 108 cards, in a fixed order."""
    if decks not in (1, 2):
        raise ValueError("a poker deck set is 1 or 2 decks")
    copies = (0,) if decks == 1 else (1, 2)
    cards: list[Card] = []
    for c in copies:
        cards.extend(Card(r, s, c) for s in SUITS for r in RANKS)
        cards.extend(Card(j, "", c) for j in JOKERS)
    return cards


@cache
def _deck_template(decks: int) -> tuple[Card, ...]:
    return tuple(deck(decks))


@cache
def _shuffle_steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """The steps of a Fisher-Yates shuffle of ``size`` items as ``random.shuffle``
    takes them: position ``i``, the ``n = i + 1`` choices, their bit length."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))


def removal_key(card: Card) -> tuple[int, int, int]:
    """Sort key of the fixed order in which an engine removes equal-ranked cards
    from a hand (§2): suits S, H, C, D, copy #1 before #2; jokers BJ#1, BJ#2,
    SJ#1, SJ#2."""
    rank = card.rank
    if rank in JOKERS:  # card.is_joker, without the property call (a hot sort key)
        return (0 if rank == BIG_JOKER else 1, card.copy, 0)
    return (SUITS.index(card.suit), card.copy, 0)


def parse_rank(text: str) -> str:
    """A rank token (``"10"``, ``"j"``, ``"bj"``, ``"rj"``) → canonical token.

    Raises :class:`NotationError` for anything else.
    """
    word = text.strip().upper()
    if word == "RJ":
        return BIG_JOKER
    if word in RANKS or word in JOKERS:
        return word
    raise NotationError(f"{text!r} is not a card rank (3-10, J, Q, K, A, 2, SJ, BJ)")


def _split_copy(text: str) -> tuple[str, int]:
    body, sep, copy = text.partition("#")
    if not sep:
        return body, 0
    if copy not in ("1", "2"):
        raise NotationError(f"bad card {text!r}: the copy index is #1 or #2")
    return body, int(copy)


def parse_card(text: str) -> Card:
    """Read one card (§2): ``10H``, ``10h``, ``♥10``, ``H10``, ``BJ``, ``RJ``, ``7C#2``.

    Raises :class:`NotationError` naming the bad text.
    """
    if not isinstance(text, str) or not text.strip():
        raise NotationError("a card must be written like 10H, AS or BJ")
    body, copy = _split_copy(text.strip())
    if body.upper() in ("BJ", "RJ", "SJ"):  # letters only: ♠J is the jack of spades
        return Card(parse_rank(body), "", copy)
    word = "".join(_SYMBOL_TO_LETTER.get(ch, ch) for ch in body).upper()
    if len(word) >= 2 and word[-1] in SUITS and word[:-1] in RANKS:
        return Card(word[:-1], word[-1], copy)
    if len(word) >= 2 and word[0] in SUITS and word[1:] in RANKS:
        return Card(word[1:], word[0], copy)
    raise NotationError(f"{text!r} is not a card (write e.g. 10H, ♥10, AS or BJ)")


def format_cards(cards: Iterable[Card]) -> str:
    """Cards in canonical notation, separated by spaces."""
    return " ".join(str(c) for c in cards)


def parse_cards(text: str) -> list[Card]:
    """Cards separated by spaces; :class:`NotationError` at the first bad one."""
    if not isinstance(text, str):
        raise NotationError("cards must be text")
    return [parse_card(t) for t in text.split()]


class RankOrder:
    """A game's rank order, low → high (§6), e.g. ``3 … K A 2 SJ BJ``.

    ``index(token)`` is the position (``KeyError`` if the rank is not in the
    order); ``token(i)`` the inverse.
    """

    def __init__(self, tokens: Sequence[str]) -> None:
        self.tokens = tuple(tokens)
        self._index = {t: i for i, t in enumerate(self.tokens)}

    def __len__(self) -> int:
        return len(self.tokens)

    def index(self, token: str) -> int:
        return self._index[token]

    def token(self, i: int) -> str:
        return self.tokens[i]

    def __contains__(self, token: object) -> bool:
        return token in self._index

    def sort_cards(self, cards: Iterable[Card]) -> list[Card]:
        """Cards by rank (jokers not in the order last), then in removal order."""
        big = len(self.tokens)
        return sorted(cards, key=lambda c: (self._index.get(c.rank, big), removal_key(c)))


def rank_indices(values: Any, low: int, high: int, what: str) -> tuple[int, ...]:
    """``values`` as a tuple of rank indices, lowest first — the one canonical
    form of a play named by ranks (§2 "Plays by rank"), so that equal plays
    are equal values. Any iterable of ints in ``low .. high`` is accepted;
    raises :class:`NotationError` naming ``what`` otherwise."""
    if type(values) is tuple and _INTS.issuperset(map(type, values)):
        ranks = values  # the usual case: skip the copy
    else:
        try:
            ranks = tuple(values)
        except TypeError:
            raise NotationError(f"{what} must be a sequence of rank indices") from None
        if not _INTS.issuperset(map(type, ranks)):
            raise NotationError(f"{what} must be integers (rank indices)")
    if list(ranks) != sorted(ranks):
        ranks = tuple(sorted(ranks))
    if ranks and (ranks[0] < low or ranks[-1] > high):
        raise NotationError(f"{what} must be rank indices {low}-{high}")
    return ranks


_INTS = frozenset({int})

ZHENGSHANGYOU_ORDER = RankOrder(
    ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "SJ", "BJ")
)
"""争上游: ``3 … K A 2 SJ BJ`` (§6)."""
GANDENGYAN_ORDER = RankOrder(("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"))
"""干瞪眼: ``3 … K A 2``; jokers are wild, not ranks (§6)."""


def check_deal(cards: Sequence[Card], decks: int) -> str | None:
    """Why ``cards`` is not a permutation of the full ``decks`` deck, or None."""
    if len(cards) != 54 * decks:
        return f"a shuffle of {decks} deck(s) has {54 * decks} cards, not {len(cards)}"
    if sorted(map(str, cards)) != sorted(map(str, deck(decks))):
        return "the cards are not exactly the deck (a card is missing or repeated)"
    return None


@dataclass(frozen=True, slots=True)
class Shuffle:
    """A chance event: the whole deck in shuffled order, top card first (§4).

    Written as the cards separated by spaces; dealing and drawing then take
    cards from the top, so a record replays every deal and draw exactly.
    """

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return format_cards(self.cards)

    @staticmethod
    def parse(text: str) -> Shuffle:
        """Read a shuffle; :class:`NotationError` if a card is malformed."""
        cards = parse_cards(text)
        if not cards:
            raise NotationError("a shuffle lists the cards of the deck, top first")
        return Shuffle(tuple(cards))

    @staticmethod
    def random(rng, decks: int) -> Shuffle:
        """A uniformly shuffled ``decks`` deck drawn with ``rng`` (a ``random.Random``)."""
        cards = list(_deck_template(decks))
        # rng.shuffle(cards), inlined: the same draws (Random._randbelow by
        # getrandbits), so a seed gives the same shuffle, in half the time
        getrandbits = rng.getrandbits
        for i, n, k in _shuffle_steps(len(cards)):
            j = getrandbits(k)
            while j >= n:
                j = getrandbits(k)
            cards[i], cards[j] = cards[j], cards[i]
        return Shuffle(tuple(cards))
