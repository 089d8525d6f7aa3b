"""The 108-card UNO deck (docs/specs/uno-deck.md).

A card *kind* is a small int in deck order (uno-deck.md §1): colour ``c``
(0 red R, 1 yellow Y, 2 green G, 3 blue B) and rank ``r`` (0-9 numbers,
10 Skip, 11 Reverse, 12 Draw Two) give kind ``13*c + r`` (0-51); the Wild
``W`` is 52 and the Wild Draw Four ``W+4`` is 53. Sorting kinds sorts cards in
deck order. The rules never tell two copies of a kind apart, so games hold
kinds; :func:`tagged_codes` names the 108 physical cards (``R7#1``, ``R7#2``)
when identity is wanted.

Tables indexed by kind (``COLOUR``, ``RANK``, ``POINTS``, ``CODES``) are
precomputed tuples so the rules can look them up without calls.
"""

from __future__ import annotations

from paixi.core.errors import NotationError

COLOURS = "RYGB"
"""Colour letters by colour index; index 4 means black (no colour)."""
BLACK = 4
COLOUR_NAMES_EN = ("red", "yellow", "green", "blue", "black")
COLOUR_NAMES_ZH = ("红", "黄", "绿", "蓝", "黑")

SKIP, REVERSE, DRAW_TWO, WILD_RANK, WILD_DRAW_FOUR_RANK = 10, 11, 12, 13, 14
WILD = 52
"""Kind of the Wild (转色)."""
WILD_DRAW_FOUR = 53
"""Kind of the Wild Draw Four (转色罚四张)."""
KINDS = 54

_RANK_CODES = ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "S", "R", "+2")

COLOUR: tuple[int, ...] = tuple([k // 13 for k in range(52)] + [BLACK, BLACK])
RANK: tuple[int, ...] = tuple([k % 13 for k in range(52)] + [WILD_RANK, WILD_DRAW_FOUR_RANK])
CODES: tuple[str, ...] = tuple(
    [COLOURS[k // 13] + _RANK_CODES[k % 13] for k in range(52)] + ["W", "W+4"]
)
POINTS: tuple[int, ...] = tuple(
    (r if r < 10 else 20) if r < 13 else 50 for r in RANK
)  # uno-deck.md §3
COPIES: tuple[int, ...] = tuple(
    (1 if RANK[k] == 0 else 2) if k < 52 else 4 for k in range(KINDS)
)  # uno-deck.md §1

DECK: tuple[int, ...] = tuple(k for k in range(KINDS) for _ in range(COPIES[k]))
"""The 108 cards as kinds, in deck order."""

_BY_CODE = {code: k for k, code in enumerate(CODES)}

_RANK_NAMES_EN = (*(str(n) for n in range(10)), "Skip", "Reverse", "Draw Two")
_RANK_NAMES_ZH = (*(str(n) for n in range(10)), "跳过", "翻转", "+2")


def is_number(kind: int) -> bool:
    """A number card 0-9 (uno-deck.md §2)."""
    return kind < 52 and kind % 13 < 10


def is_black(kind: int) -> bool:
    """A Wild or Wild Draw Four (黑牌)."""
    return kind >= 52


def card_code(kind: int) -> str:
    """The upper-case code of a kind: ``R7``, ``GS``, ``BR``, ``Y+2``, ``W``, ``W+4``."""
    return CODES[kind]


def parse_card(text: str) -> int:
    """The kind written ``text`` (case-insensitive, e.g. ``r7``, ``g+2``, ``w+4``).

    A copy tag (``R7#2``) is accepted and dropped. Raises :class:`NotationError`.
    """
    if not isinstance(text, str):
        raise NotationError(f"a UNO card must be text, not {type(text).__name__}")
    code = text.strip().upper().split("#", 1)[0]
    kind = _BY_CODE.get(code)
    if kind is None:
        raise NotationError(
            f"bad UNO card {text!r}: write a colour R/Y/G/B and 0-9, S, R or +2 (e.g. R7, GS, "
            "Y+2), or W, W+4"
        )
    return kind


def parse_colour(text: str) -> int:
    """Colour index of a letter ``R``/``Y``/``G``/``B`` (case-insensitive)."""
    letter = text.strip().upper()
    if len(letter) != 1 or letter not in COLOURS:
        raise NotationError(f"bad colour {text!r}: write R, Y, G or B")
    return COLOURS.index(letter)


def played_code(kind: int, colour: int = BLACK) -> str:
    """A laid card as shown on the pile: ``R7``, or ``W(B)`` for a black card given a colour."""
    if kind >= 52 and colour != BLACK:
        return f"{CODES[kind]}({COLOURS[colour]})"
    return CODES[kind]


def cards_text(kinds: list[int] | tuple[int, ...]) -> str:
    """Space-separated codes in deck order (uno-deck.md §1 "Deck order")."""
    return " ".join(map(CODES.__getitem__, sorted(kinds)))


def card_name(kind: int, lang: str = "en") -> str:
    """A human name: "red 7" / "红7", "Wild Draw Four" / "转色罚四张"."""
    if kind == WILD:
        return "转色" if lang == "zh" else "Wild"
    if kind == WILD_DRAW_FOUR:
        return "转色罚四张" if lang == "zh" else "Wild Draw Four"
    if lang == "zh":
        return COLOUR_NAMES_ZH[COLOUR[kind]] + _RANK_NAMES_ZH[RANK[kind]]
    return f"{COLOUR_NAMES_EN[COLOUR[kind]]} {_RANK_NAMES_EN[RANK[kind]]}"


def tagged_codes() -> list[str]:
    """The 108 physical cards in deck order with copy tags (``R0``, ``R1#1``, ``R1#2`` ...)."""
    out = []
    for k in range(KINDS):
        if COPIES[k] == 1:
            out.append(CODES[k])
        else:
            out.extend(f"{CODES[k]}#{i}" for i in range(1, COPIES[k] + 1))
    return out


def hand_points(kinds: list[int] | tuple[int, ...]) -> int:
    """Total point value of cards (uno-deck.md §3)."""
    return sum(map(POINTS.__getitem__, kinds))
