"""The Sichuan long-card deck 川牌 chuānpái / 长牌 chángpái (docs/specs/chuanpai-deck.md).

21 kinds, one per combination of two dice (1-1 … 6-6), in 4 or 5 copies
(84 or 105 cards). A kind is an index 0..20 in the order of the deck table
(ids ``11, 12, …, 16, 22, …, 66``); engines hold hands as 21 counts. Text
always uses the two-digit id (``"46"``); parsers also accept ``4-6``, ``6-4``
and the Chinese names of the table with their aliases (``红头十``, ``四六``).

Provided: the card table (:data:`KINDS`: pips, points, names, colour class,
red/black pip counts), :func:`weight` (2 red, 1 black, docs/specs/chuanpai.md §1),
the 卯 partner table (points adding to 14), card parsing and formatting, the
deck, and a text drawing of long cards (:func:`draw_cards`).
"""

from __future__ import annotations

from dataclasses import dataclass

from paixi.core.errors import NotationError


@dataclass(frozen=True, slots=True)
class CardKind:
    """One row of the deck table.

    ``low``/``high`` are the two halves (``low <= high``, 1-6); ``points`` is
    their sum; ``red`` is the colour class ("red" kind: at least one red
    pip); ``red_pips``/``black_pips`` count pips by colour (for drawing).
    """

    index: int
    low: int
    high: int
    name: str  # hanzi, short form used in text (天, 红头十)
    full_name: str  # hanzi as in the table (天牌)
    pinyin: str
    english: str
    red: bool
    red_pips: int
    aliases: tuple[str, ...] = ()

    @property
    def id(self) -> str:
        """The two-digit id, low pip first (``"46"``)."""
        return f"{self.low}{self.high}"

    @property
    def points(self) -> int:
        return self.low + self.high

    @property
    def black_pips(self) -> int:
        return self.points - self.red_pips

    @property
    def weight(self) -> int:
        """陀 weight w: 2 for a red kind, 1 for a black kind (docs/specs/chuanpai.md §1)."""
        return 2 if self.red else 1


def _k(i, lo, hi, name, full, pinyin, english, red, red_pips, aliases=()) -> CardKind:
    return CardKind(i, lo, hi, name, full, pinyin, english, red, red_pips, tuple(aliases))


KINDS: tuple[CardKind, ...] = (
    _k(0, 1, 1, "地", "地牌", "dìpái", "Earth", True, 2),
    _k(1, 1, 2, "丁丁", "丁丁", "dīngdīng", "Ding-Ding", True, 1),
    _k(2, 1, 3, "和", "和牌", "hépái", "Harmony", True, 1, ("鹅牌", "鹅")),
    _k(3, 1, 4, "幺四", "幺四", "yāosì", "One-Four", True, 5),
    _k(4, 1, 5, "猫猫", "猫猫", "māomāo", "Kitty", True, 1),
    _k(5, 1, 6, "高脚七", "高脚七", "gāojiǎoqī", "High-Legged Seven", True, 1, ("高高",)),
    _k(6, 2, 2, "板凳", "板凳", "bǎndèng", "Bench", False, 0, ("长二",)),
    _k(7, 2, 3, "拐子", "拐子", "guǎizi", "Crutch", False, 0),
    _k(8, 2, 4, "二四", "二四", "èrsì", "Two-Four", True, 4),
    _k(9, 2, 5, "二五", "二五", "èrwǔ", "Two-Five", False, 0),
    _k(10, 2, 6, "二六", "二六", "èrliù", "Two-Six", False, 0),
    _k(11, 3, 3, "长三", "长三", "chángsān", "Long Three", False, 0),
    _k(12, 3, 4, "三四", "三四", "sānsì", "Three-Four", True, 4),
    _k(13, 3, 5, "三五", "三五", "sānwǔ", "Three-Five", False, 0),
    _k(14, 3, 6, "弯鞭", "弯鞭", "wānbiān", "Bent Whip", False, 0, ("三六",)),
    _k(15, 4, 4, "人", "人牌", "rénpái", "Man", True, 8),
    _k(16, 4, 5, "红九", "红九", "hóngjiǔ", "Red Nine", True, 4, ("四五",)),
    _k(17, 4, 6, "红头十", "红头十", "hóngtóushí", "Red-Headed Ten", True, 4, ("四六",)),
    _k(18, 5, 5, "梅子", "梅子", "méizi", "Plum", False, 0, ("梅牌", "梅")),
    _k(19, 5, 6, "斧头", "斧头", "fǔtou", "Axe", False, 0),
    _k(20, 6, 6, "天", "天牌", "tiānpái", "Heaven", True, 6),
)
"""The 21 kinds in deck-table order (index = position)."""

NUM_KINDS = 21
IDS: tuple[str, ...] = tuple(k.id for k in KINDS)
POINTS: tuple[int, ...] = tuple(k.points for k in KINDS)
WEIGHTS: tuple[int, ...] = tuple(k.weight for k in KINDS)
RED: tuple[bool, ...] = tuple(k.red for k in KINDS)
DI, YAOSI, REN, TIAN = 0, 3, 15, 20
YAO_DI_REN: frozenset[int] = frozenset((YAOSI, DI, REN))
"""幺地人: the three all-red kinds 幺四 1-4, 地 1-1, 人 4-4."""

KINDS_BY_POINTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(k.index for k in KINDS if k.points == p) for p in range(15)
)
"""Kinds with ``p`` points, for ``p`` in 0..14 (empty outside 2..12)."""

PARTNERS: tuple[tuple[int, ...], ...] = tuple(KINDS_BY_POINTS[14 - k.points] for k in KINDS)
"""For each kind, the kinds whose points add to 14 with it (a 卯, mǎo)."""

_LOOKUP: dict[str, int] = {}
for _kind in KINDS:
    _LOOKUP[_kind.id] = _kind.index
    _LOOKUP[f"{_kind.high}{_kind.low}"] = _kind.index
    _LOOKUP[f"{_kind.low}-{_kind.high}"] = _kind.index
    _LOOKUP[f"{_kind.high}-{_kind.low}"] = _kind.index
    for _name in (_kind.name, _kind.full_name, *_kind.aliases):
        _LOOKUP[_name] = _kind.index


def is_mao(a: int, b: int) -> bool:
    """Whether kinds ``a`` and ``b`` make a 卯 (points total 14)."""
    return POINTS[a] + POINTS[b] == 14


def weight(kind: int) -> int:
    """陀 weight of a kind: 2 red, 1 black (docs/specs/chuanpai.md §1)."""
    return WEIGHTS[kind]


def parse_card(text: str) -> int:
    """The kind written ``text`` (``46``, ``4-6``, ``6-4``, ``红头十``, ``四六``).

    Raises :class:`NotationError` for anything else.
    """
    key = text.strip()
    kind = _LOOKUP.get(key)
    if kind is None:
        raise NotationError(
            f"unknown 川牌 card {key[:20]!r}: write its two-digit id (11, 46, 66), 4-6, or a name"
        )
    return kind


def parse_cards(text: str) -> list[int]:
    """Kinds written ``text``: tokens separated by spaces or commas; a token of
    digits only may run several ids together (``"114666"`` = 11 46 66)."""
    out: list[int] = []
    for token in text.replace(",", " ").split():
        if token.isdigit() and len(token) > 2 and len(token) % 2 == 0:
            out.extend(parse_card(token[i : i + 2]) for i in range(0, len(token), 2))
        else:
            out.append(parse_card(token))
    return out


def card_id(kind: int) -> str:
    """``"46"`` for kind 17."""
    return IDS[kind]


def card_name(kind: int, lang: str = "en") -> str:
    """``"红头十"`` (zh) or ``"Red-Headed Ten"`` (en)."""
    return KINDS[kind].name if lang == "zh" else KINDS[kind].english


def format_counts(counts: list[int] | tuple[int, ...]) -> str:
    """Space-separated ids of a counts vector, in kind order (``"11 11 46"``)."""
    return " ".join(IDS[k] for k in range(NUM_KINDS) for _ in range(counts[k]))


def deck(copies: int = 5) -> list[int]:
    """The deck in kind order: ``copies`` (4 or 5) of each of the 21 kinds."""
    if copies not in (4, 5):
        raise ValueError("a 川牌 deck has 4 or 5 copies per kind")
    return [k for k in range(NUM_KINDS) for _ in range(copies)]


# --- drawing -------------------------------------------------------------------

_PIP_ROWS = {
    1: ("   ", " o ", "   "),
    2: ("o  ", "   ", "  o"),
    3: ("o  ", " o ", "  o"),
    4: ("o o", "   ", "o o"),
    5: ("o o", " o ", "o o"),
    6: ("o o", "o o", "o o"),
}


def _half(pips: int) -> tuple[str, str, str]:
    red = pips in (1, 4)
    mark = "●" if red else "o"
    top, middle, bottom = (row.replace("o", mark) for row in _PIP_ROWS[pips])
    return top, middle, bottom


def draw_card(kind: int) -> list[str]:
    """A long card as lines of text: the two halves stacked, red pips ``●``,
    black pips ``o``, the id at the foot (mirror halves omitted)."""
    k = KINDS[kind]
    top: tuple[str, ...] = _half(k.low)
    bottom: tuple[str, ...] = _half(k.high)
    if kind == TIAN:  # half of 天's pips are red (deck file)
        top = tuple(r.replace("o", "●", 1) if i != 1 else r for i, r in enumerate(top))
        bottom = tuple(r.replace("o", "●", 1) if i != 1 else r for i, r in enumerate(bottom))
    lines = ["┌───┐", *(f"│{r}│" for r in top), "├───┤", *(f"│{r}│" for r in bottom), "└───┘"]
    lines.append(f" {k.id}  ")
    return lines


def draw_cards(kinds: list[int], per_row: int = 12) -> str:
    """Long cards side by side, ``per_row`` to a row (one text block)."""
    blocks = []
    for start in range(0, len(kinds), per_row):
        drawn = [draw_card(k) for k in kinds[start : start + per_row]]
        blocks.append("\n".join(" ".join(card[i] for card in drawn) for i in range(len(drawn[0]))))
    return "\n".join(blocks)
