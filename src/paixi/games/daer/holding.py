"""The 大贰 scorer as a library call: a holding in text, its best split, 胡, 等 and points.

Holding notation (rules page "Scorer"): table melds in brackets, then the
concealed cards, then the winning card after ``+``::

    [peng s10] [chi s1 s2 s3] [peng s5] b7 b7 s7 s6 s7 s8 b2 b3 b4 b8 b10 +b9

Meld words: ``peng`` 碰 (3 identical; one card may stand for all), ``zhao``
招 and ``long`` 垅 (4 identical; likewise), ``chi`` 吃 and ``bi`` 比 (a 列 of
three). Cards are ids (``s1``…``s10``, ``b1``…``b10``) or hanzi (一…十,
壹…拾), with or without spaces. Concealed cards held 3 times are a 坎, 4
times a 垅. Without ``+X`` the holding is scored as complete (a dealer's 21
dealt cards, 天胡; also an instant win of 3 垅 / 5 坎). Spec: docs/specs/daer.md
§10-§12.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from paixi.core.errors import NotationError
from paixi.equipment.daer import CODES, COPIES, KINDS, RED, counts_of, parse_cards
from paixi.games.daer.options import DaerOptions
from paixi.games.daer.scoring import (
    BI,
    CHI,
    FACTOR_EN,
    FACTOR_ZH,
    LONG,
    PENG,
    UNIT_EN,
    UNIT_ZH,
    ZHAO,
    Meld,
    Settlement,
    Split,
    Unit,
    best_split,
    instant_win_hu,
    instant_win_units,
    is_lie,
    settle,
)

_MELD_WORDS = {
    "peng": PENG,
    "碰": PENG,
    "zhao": ZHAO,
    "招": ZHAO,
    "long": LONG,
    "垅": LONG,
    "chi": CHI,
    "吃": CHI,
    "bi": BI,
    "比": BI,
}
_BRACKET = re.compile(r"\[([^\[\]]*)\]")


@dataclass(frozen=True)
class Holding:
    """A player's cards at a win: concealed counts (20), table melds, the
    winning card (None: the holding is complete as it is)."""

    hand: tuple[int, ...]
    melds: tuple[Meld, ...]
    x: int | None

    def __str__(self) -> str:
        parts = [str(m) for m in self.melds]
        parts += [CODES[k] for k in range(KINDS) for _ in range(self.hand[k])]
        if self.x is not None:
            parts.append("+" + CODES[self.x])
        return " ".join(parts)

    def cards(self) -> list[int]:
        """Every card of the holding (melds, concealed, winning card)."""
        out = [k for m in self.melds for k in m.cards]
        out += [k for k in range(KINDS) for _ in range(self.hand[k])]
        if self.x is not None:
            out.append(self.x)
        return out


def parse_meld(text: str) -> Meld:
    """``"peng s10"``, ``"chi s1s2s3"``, ``"招 拾"`` → a :class:`Meld`
    (the text inside the brackets). Raises :class:`NotationError`."""
    body = text.strip()
    word = re.match(r"[a-zA-Z]+|[碰招垅吃比]", body)
    if word is None or word.group(0).lower() not in _MELD_WORDS:
        raise NotationError(f"a meld starts with peng, zhao, long, chi or bi: [{body[:20]}]")
    kind = _MELD_WORDS[word.group(0).lower()]
    cards = parse_cards(body[word.end() :])
    if kind in (PENG, ZHAO, LONG):
        size = 3 if kind == PENG else 4
        if len(cards) == 1:
            cards = cards * size
        if len(cards) != size or len(set(cards)) != 1:
            raise NotationError(f"a {kind} is {size} identical cards: [{body[:20]}]")
    elif not is_lie(cards):
        raise NotationError(f"a {kind} meld must be a 列 of three cards: [{body[:20]}]")
    return Meld(kind, tuple(sorted(cards)))


def parse_holding(text: str) -> Holding:
    """Read the holding notation (module docstring). Raises :class:`NotationError`
    (unknown card, bad meld, more than one winning card, more than 4 copies)."""
    if not isinstance(text, str):
        raise NotationError("a holding must be text")
    melds = tuple(parse_meld(m.group(1)) for m in _BRACKET.finditer(text))
    rest = _BRACKET.sub(" ", text)
    if "[" in rest or "]" in rest:
        raise NotationError("unbalanced brackets in the holding")
    x = None
    concealed: list[int] = []
    for token in rest.replace(",", " ").split():
        if token.startswith("+"):
            if x is not None:
                raise NotationError("only one winning card (+X) may be given")
            won = parse_cards(token[1:])
            if len(won) != 1:
                raise NotationError(f"the winning card must be one card: {token[:20]!r}")
            x = won[0]
        else:
            concealed.extend(parse_cards(token))
    hand = counts_of(concealed)
    total = list(hand)
    for m in melds:
        for k in m.cards:
            total[k] += 1
    if x is not None:
        total[x] += 1
    for k in range(KINDS):
        if total[k] > COPIES:
            raise NotationError(f"{CODES[k]} appears {total[k]} times; the deck has 4")
    return Holding(tuple(hand), melds, x)


@dataclass(frozen=True)
class HoldingScore:
    """The scorer's answer: the best split (None if the cards form no
    7-unit split), whether it wins (≥ ``min_hu``), the red-card count and
    the settlement (§12) with the multipliers."""

    holding: Holding
    split: Split | None
    is_win: bool
    instant: bool
    red_cards: int
    settlement: Settlement | None
    min_hu: int
    with_dijia: bool = True

    @property
    def hu(self) -> int | None:
        return None if self.split is None else self.split.hu

    def to_json(self) -> dict[str, Any]:
        return {
            "holding": str(self.holding),
            "is_win": self.is_win,
            "hu": self.hu,
            "min_hu": self.min_hu,
            "instant_win": self.instant,
            "units": [u.to_json() for u in self.split.units] if self.split else [],
            "red_cards": self.red_cards,
            "settlement": self.settlement.to_json() if self.settlement else None,
        }

    def text(self, lang: str = "en") -> str:
        """The split, 胡, 等, points and multipliers in words: ``en`` (with the
        Chinese unit and multiplier names beside the English) or ``zh``."""
        zh = lang == "zh"
        lines = []
        if self.split is None:
            return (
                "不能分成七个单位（不成胡）" if zh else "no split into 7 units: not a winning hand"
            )
        for u in self.split.units:
            name = UNIT_ZH[u.name] if zh else f"{UNIT_EN[u.name]} {UNIT_ZH[u.name]}"
            cards = " ".join(CODES[k] for k in u.cards)
            lines.append(f"  {name:<15} {cards:<16} {u.hu:>3} {'胡' if zh else 'hu'}")
        total = f"{self.split.hu} 胡" if zh else f"{self.split.hu} hu"
        lines.append(
            ("合计 " if zh else "total ") + total + ("（三垅/五坎）" if self.instant else "")
        )
        lines.append(("红牌 " if zh else "red cards ") + str(self.red_cards))
        if not self.is_win:
            lines.append(
                f"不足 {self.min_hu} 胡，不能胡" if zh else f"below the {self.min_hu}-hu minimum"
            )
            return "\n".join(lines)
        s = self.settlement
        assert s is not None
        factors = " × ".join(
            f"{FACTOR_ZH[n]} {f}" if zh else f"{FACTOR_EN[n]} {FACTOR_ZH[n]} {f}"
            for n, f in s.factors
        ) or ("无红乌天地" if zh else "no red, black, heavenly or earthly win")
        dijia = self.with_dijia
        if zh:
            lines.append(f"{s.deng} 等，{s.points} 分，倍数 {s.multiplier}（{factors}）")
            lines.append(
                f"每个输家付 {s.loser_pays:g}，"
                + (f"底家得 {s.dijia_gets:g}，" if dijia else "")
                + f"赢家得 {s.winner_gets:g}"
            )
        else:
            lines.append(f"deng {s.deng}, points {s.points}, multiplier {s.multiplier} ({factors})")
            lines.append(
                f"each loser pays {s.loser_pays:g}, "
                + (f"the dijia gets {s.dijia_gets:g}, " if dijia else "")
                + f"the winner gets {s.winner_gets:g}"
            )
        return "\n".join(lines)


def score_holding(
    holding: str | Holding,
    self_drawn: bool = False,
    *,
    tian: bool = False,
    di: bool = False,
    options: DaerOptions | None = None,
) -> HoldingScore:
    """Score a holding (text or :class:`Holding`): the best split into 7 units
    (§10), its 胡 (§11), and the settlement with 红/乌/天/地 multipliers (§12)
    under ``options`` (default: the spec's, 4 seats with the 底家).

    ``self_drawn``: the winning card is the winner's own draw. Raises
    :class:`NotationError` for unreadable text, and for ``tian`` with melds,
    a winning card or ``di``, or ``di`` with ``self_drawn``.

    >>> score = score_holding("[peng s10] [chi s1s2s3] [peng s5] b7 b7 s7 s6 s7 s8 b2 b3 b4 b8 b10 +b9")
    >>> score.is_win, score.split.hu, score.red_cards
    (True, 10, 10)
    >>> score.settlement.multiplier, score.settlement.winner_gets
    (2, 10.0)
    """
    h = parse_holding(holding) if isinstance(holding, str) else holding
    if tian and (h.melds or h.x is not None or di):
        raise NotationError(
            "天胡 (--tian) scores the dealer's dealt cards: no melds, no +X, not also 地胡"
        )
    if di and self_drawn:
        raise NotationError("地胡 (--di) is won on the dealer's opening discard, not self-drawn")
    opts = options or DaerOptions()
    split = best_split(h.hand, h.melds, (), h.x, self_drawn)
    instant = False
    if opts.instant_win and h.x is None and not h.melds:
        value = instant_win_hu(h.hand, ())
        if value is not None and (split is None or value > split.hu):
            split = Split(value, instant_win_units(h.hand, ()))
            instant = True
    red = sum(1 for k in h.cards() if RED[k])
    is_win = split is not None and split.hu >= opts.min_hu
    settlement = None
    if is_win:
        assert split is not None
        settlement = settle(
            split.hu,
            red,
            tian=tian,
            di=di,
            with_dijia=(opts.seats or 4) == 4,  # §12: 3 seats, no 底家
            red_hu_min=opts.red_hu_min,
            mult_red=opts.mult_red,
            mult_black=opts.mult_black,
            mult_tian=opts.mult_tian,
            mult_di=opts.mult_di,
            dijia_share=opts.dijia_share,
            stake=opts.stake,
        )
    with_dijia = (opts.seats or 4) == 4
    return HoldingScore(h, split, is_win, instant, red, settlement, opts.min_hu, with_dijia)


__all__ = ["Holding", "HoldingScore", "Unit", "parse_holding", "score_holding"]
