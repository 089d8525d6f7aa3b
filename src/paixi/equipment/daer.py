"""The 80-card 大贰 deck (dà'èr, 二七十 cards; docs/specs/daer-deck.md).

A card *kind* is a small int: the small numerals 一…十 (ids ``s1``…``s10``)
are kinds 0-9 and the big numerals 壹…拾 (``b1``…``b10``) kinds 10-19, so
``kind = 10 * big + number - 1``. Each kind has 4 copies; the rules never
tell copies apart, so games hold kinds (or counts per kind). The numerals
2, 7 and 10 of both sizes are red (红), all others black (乌).

Tables indexed by kind (``NUMBER``, ``BIG``, ``RED``, ``CODES``, ``HANZI``)
are precomputed tuples. :func:`draw_cards` draws cards as long narrow cards
for the terminal (the numeral at both ends, red ones in red when asked).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from paixi.core.errors import NotationError

KINDS = 20
"""Number of card kinds (10 numbers × 2 sizes)."""
COPIES = 4
"""Copies of each kind (daer-deck.md "Composition")."""

NUMBER: tuple[int, ...] = tuple(k % 10 + 1 for k in range(KINDS))
"""The numeral 1-10 of each kind."""
BIG: tuple[bool, ...] = tuple(k >= 10 for k in range(KINDS))
"""True for the big (大写) numerals 壹…拾."""
RED: tuple[bool, ...] = tuple(NUMBER[k] in (2, 7, 10) for k in range(KINDS))
"""True for the red (红) cards 二 七 十 贰 柒 拾."""
CODES: tuple[str, ...] = tuple(("b" if BIG[k] else "s") + str(NUMBER[k]) for k in range(KINDS))
"""The ids of the deck table: ``s1``…``s10``, ``b1``…``b10``."""
SMALL_HANZI = "一二三四五六七八九十"
BIG_HANZI = "壹贰叁肆伍陆柒捌玖拾"
HANZI: tuple[str, ...] = tuple(SMALL_HANZI) + tuple(BIG_HANZI)
"""The numeral printed on each kind."""
PINYIN = ("yī", "èr", "sān", "sì", "wǔ", "liù", "qī", "bā", "jiǔ", "shí")
_NUMBER_EN = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")

DECK: tuple[int, ...] = tuple(k for k in range(KINDS) for _ in range(COPIES))
"""The 80 cards as kinds, in deck-table order."""

_BY_TEXT: dict[str, int] = {code: k for k, code in enumerate(CODES)}
_BY_TEXT.update({h: k for k, h in enumerate(HANZI)})
_TOKEN = re.compile(r"([sb](?:10|[1-9]))(?:#[0-3])?|([一二三四五六七八九十壹贰叁肆伍陆柒捌玖拾])")


def kind_of(number: int, big: bool) -> int:
    """The kind of numeral ``number`` (1-10) in size ``big``."""
    return 10 * big + number - 1


def card_code(kind: int) -> str:
    """The id of a kind: ``s7``, ``b10``."""
    return CODES[kind]


def card_name(kind: int, lang: str = "en") -> str:
    """``"big seven"`` / ``"柒"``."""
    if lang == "zh":
        return HANZI[kind]
    return ("big " if BIG[kind] else "small ") + _NUMBER_EN[NUMBER[kind] - 1]


def parse_card(text: str) -> int:
    """The kind written ``text``: an id (``s7``, ``B10``, any case, an optional
    copy tag ``#0``-``#3``) or the hanzi (``七``, ``拾``). Raises
    :class:`NotationError`."""
    if not isinstance(text, str):
        raise NotationError(f"a 大贰 card must be text, not {type(text).__name__}")
    cards = parse_cards(text)
    if len(cards) != 1:
        raise NotationError(f"expected one 大贰 card, got {text.strip()[:20]!r}")
    return cards[0]


def parse_cards(text: str) -> list[int]:
    """The kinds written in ``text``, in order: ids or hanzi, with or without
    spaces or commas between them (``"s1 s2 s3"``, ``"s1s2s3"``, ``"一二三"``).

    Raises :class:`NotationError` on anything else.
    """
    if not isinstance(text, str):
        raise NotationError(f"大贰 cards must be text, not {type(text).__name__}")
    body = text.strip().lower()
    out: list[int] = []
    pos = 0
    for m in _TOKEN.finditer(body):
        gap = body[pos : m.start()]
        if gap.strip(" ,"):
            raise NotationError(f"not a 大贰 card: {gap.strip()[:20]!r} (cards are s1-s10, b1-b10)")
        out.append(_BY_TEXT[m.group(1) or m.group(2)])
        pos = m.end()
    if body[pos:].strip(" ,"):
        raise NotationError(
            f"not a 大贰 card: {body[pos:].strip()[:20]!r} (cards are s1-s10, b1-b10)"
        )
    return out


def format_cards(kinds: Iterable[int]) -> str:
    """Ids separated by spaces, in the given order: ``"s1 s2 b7"``."""
    return " ".join(CODES[k] for k in kinds)


def format_counts(counts: Iterable[int], sep: str = " ") -> str:
    """The cards of a count vector (20 counts) in kind order: ``"s1 s1 b7"``."""
    return sep.join(CODES[k] for k, n in enumerate(counts) for _ in range(n))


def counts_of(kinds: Iterable[int]) -> list[int]:
    """Count vector (length 20) of a list of kinds."""
    counts = [0] * KINDS
    for k in kinds:
        counts[k] += 1
    return counts


def cards_zh(kinds: Iterable[int]) -> str:
    """The hanzi of cards, run together: ``"一二三"``."""
    return "".join(HANZI[k] for k in kinds)


def draw_cards(kinds: Iterable[int], color: bool = False) -> str:
    """The cards as long narrow cards, side by side, five lines high: the
    numeral at the top and (upside down on a real card) at the bottom, the id
    below. With ``color`` the numerals of red cards are wrapped in ANSI red.

    >>> print(draw_cards([0, 16]))  # doctest: +NORMALIZE_WHITESPACE
    ┌──┐ ┌──┐
    │一│ │柒│
    │  │ │  │
    │一│ │柒│
    └──┘ └──┘
     s1   b7
    """
    cards = list(kinds)
    if not cards:
        return ""

    def face(k: int) -> str:
        return f"\x1b[31m{HANZI[k]}\x1b[0m" if color and RED[k] else HANZI[k]

    rows = [
        " ".join("┌──┐" for _ in cards),
        " ".join(f"│{face(k)}│" for k in cards),
        " ".join("│  │" for _ in cards),
        " ".join(f"│{face(k)}│" for k in cards),
        " ".join("└──┘" for _ in cards),
        " ".join(f"{CODES[k]:^4}" for k in cards).rstrip(),
    ]
    return "\n".join(rows)
