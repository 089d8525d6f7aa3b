"""川牌 holdings: melds, the best split, 陀 (tuó), fans (番 fān) and payment.

docs/specs/chuanpai.md §5.7 (winning), §6 (陀 of a finished holding), §7 (fans),
§8 (the value ``u = stake × 2^F``). Usable alone: :func:`score_holding` and
:func:`parse_holding` are what ``paixi score chuanpai`` calls.

A hand is a list of 21 counts (kinds in deck order, see
:mod:`paixi.equipment.chuanpai`). Because every card outside a 坎 (kǎn,
three identical concealed cards) must sit in a 卯 (mǎo, two cards totalling
14), and a 卯 is worth the weights of its two cards whatever they are, a
split is fixed by *which kinds are taken as 坎*: the rest either pairs
completely (per points ``p``: as many cards of ``p`` as of ``14 − p``, an
even number of 7s) or not. :func:`best_split` tries every choice of 坎s.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from paixi.core.errors import NotationError
from paixi.equipment.chuanpai import (
    IDS,
    KINDS,
    KINDS_BY_POINTS,
    NUM_KINDS,
    POINTS,
    WEIGHTS,
    YAO_DI_REN,
    parse_card,
)

CHI, PENG, GANG, TUHUO = "chi", "peng", "gang", "tuhuo"


class Meld(NamedTuple):
    """A meld on the table (docs/specs/chuanpai.md §5.4, §4.4).

    ``type`` is ``"chi"`` (吃: a 卯 of ``cards = (partner, taken)``),
    ``"peng"`` (碰, 3 cards), ``"gang"`` (杠, 4) or ``"tuhuo"`` (吐火, 4 or 5;
    ``sounded`` when the 5th came by the 吐火响 claim). ``cards`` are kinds.
    """

    type: str
    cards: tuple[int, ...]
    sounded: bool = False

    @property
    def kind(self) -> int:
        """The kind of a set (碰/杠/吐火); for a 吃, the partner from the hand."""
        return self.cards[0]

    @property
    def tuo(self) -> int:
        """陀 of the meld (§6): 吃 w(a)+w(b); 碰 4w; 杠 6w; 吐火 8w."""
        if self.type == CHI:
            return WEIGHTS[self.cards[0]] + WEIGHTS[self.cards[1]]
        w = WEIGHTS[self.cards[0]]
        return w * (4 if self.type == PENG else 6 if self.type == GANG else 8)

    @property
    def mao(self) -> int:
        """卯 the meld counts for the 卯 requirement (§5.7 rule 4): a 吃, or an
        unsounded 5-card 吐火."""
        if self.type == CHI:
            return 1
        return int(self.type == TUHUO and len(self.cards) == 5 and not self.sounded)

    def fans(self) -> list[tuple[str, int, int]]:
        """Fans of the meld (§7) as ``(fan key, kind, value)``."""
        if self.type == CHI:
            return []
        kind = self.cards[0]
        if kind in YAO_DI_REN:
            if self.type == PENG:
                return [("yaodiren", kind, 1)]
            if self.type == TUHUO and self.sounded:
                return [("yaodiren", kind, 3)]
            return [("yaodiren", kind, 2)]
        if self.type == TUHUO and self.sounded:
            return [("xiang", kind, 1)]
        return []

    def __str__(self) -> str:
        if self.type == CHI:
            return f"chi:{IDS[self.cards[0]]}+{IDS[self.cards[1]]}"
        if self.type == TUHUO:
            word = "xiang" if self.sounded else ("tuhuo5" if len(self.cards) == 5 else "tuhuo")
            return f"{word}:{IDS[self.cards[0]]}"
        return f"{self.type}:{IDS[self.cards[0]]}"


def parse_meld(text: str) -> Meld:
    """``chi:66+11``, ``peng:44``, ``gang:44``, ``tuhuo:44`` (4 cards),
    ``tuhuo5:44`` (5, unsounded), ``xiang:44`` (5, sounded);
    :class:`NotationError` otherwise."""
    word, sep, rest = text.strip().lower().partition(":")
    if not sep:
        raise NotationError(f"bad meld {text[:30]!r}: write type:card, e.g. peng:44 or chi:66+11")
    if word == CHI:
        a, plus, b = rest.partition("+")
        if not plus:
            raise NotationError(f"bad meld {text[:30]!r}: a chi is written chi:66+11")
        x, y = parse_card(a), parse_card(b)
        if POINTS[x] + POINTS[y] != 14:
            raise NotationError(f"bad meld {text[:30]!r}: a chi's two cards must total 14 points")
        return Meld(CHI, (x, y))
    kind = parse_card(rest)
    sizes = {PENG: 3, GANG: 4, TUHUO: 4, "tuhuo5": 5}
    if word == "xiang":
        return Meld(TUHUO, (kind,) * 5, True)
    if word not in sizes:
        raise NotationError(
            f"bad meld {text[:30]!r}: type must be chi, peng, gang, tuhuo, tuhuo5 or xiang"
        )
    return Meld(TUHUO if word == "tuhuo5" else word, (kind,) * sizes[word])


# --- the split ----------------------------------------------------------------------


@dataclass(frozen=True)
class Split:
    """One way to finish a holding (§5.7): the 坎 kinds and the 卯 pairs of the
    concealed cards (winning card included), with its 陀, 卯 count and fans.

    ``fans`` lists ``(key, kind or -1, value)``: ``yaodiren`` (a 幺地人 set),
    ``xiang`` (a sounded 吐火 of another kind), ``high_tuo`` (§7 high 陀).
    ``fan_total`` is their sum before any ``max_fan`` cap.
    """

    kans: tuple[int, ...]
    maos: tuple[tuple[int, int], ...]
    melds: tuple[Meld, ...]
    tuo: int
    mao: int
    fans: tuple[tuple[str, int, int], ...]
    fan_total: int


def max_mao(counts: list[int] | tuple[int, ...]) -> int:
    """Most disjoint 卯 among the cards of ``counts`` (§4.2: Σ min(c[p], c[14−p]) + c[7]//2)."""
    c = counts  # kinds in deck order: points 2,3,4,5,6,7,4,5,6,7,8,6,7,8,9,8,9,10,10,11,12
    return (
        min(c[0], c[20])
        + min(c[1], c[19])
        + min(c[2] + c[6], c[17] + c[18])
        + min(c[3] + c[7], c[14] + c[16])
        + min(c[4] + c[8] + c[11], c[10] + c[13] + c[15])
        + (c[5] + c[9] + c[12]) // 2
    )


def _pairs_completely(counts: list[int]) -> bool:
    c = counts
    return (
        c[0] == c[20]
        and c[1] == c[19]
        and c[2] + c[6] == c[17] + c[18]
        and c[3] + c[7] == c[14] + c[16]
        and c[4] + c[8] + c[11] == c[10] + c[13] + c[15]
        and not (c[5] + c[9] + c[12]) & 1
    )


def _mao_pairs(counts: list[int]) -> tuple[tuple[int, int], ...]:
    """A concrete pairing of cards that pair completely (any pairing has the same 陀)."""
    left = list(counts)
    out: list[tuple[int, int]] = []
    for p in range(2, 8):
        lows = [k for k in KINDS_BY_POINTS[p] for _ in range(left[k])]
        if p == 7:
            out.extend((lows[i], lows[i + 1]) for i in range(0, len(lows), 2))
        else:
            highs = [k for k in KINDS_BY_POINTS[14 - p] for _ in range(left[k])]
            out.extend(zip(lows, highs, strict=True))
    return tuple(out)


def high_tuo_fans(tuo: int, threshold: int) -> int:
    """§7 high 陀: ``floor((陀 − threshold) / 10)`` from ``threshold + 10`` up, else 0."""
    return (tuo - threshold) // 10 if tuo >= threshold + 10 else 0


def best_split(
    concealed: list[int] | tuple[int, ...],
    melds: list[Meld] | tuple[Meld, ...] = (),
    *,
    threshold: int = 33,
    required_mao: int = 7,
    win_card: int | None = None,
    chi_allowed: bool = True,
) -> Split | None:
    """The best winning split of a holding, or None if none qualifies (§5.7 rules 2-5).

    ``concealed`` is 21 counts of the concealed cards **without** the winning
    card ``win_card`` (a kind, or None to score a finished holding with no
    winning-card condition). ``chi_allowed`` says whether the winning card
    may enter a 卯 (its source allows the winner to 吃 it, §5.2); otherwise
    it must make a 坎 with two concealed copies. ``threshold`` is the 陀
    requirement (34 dealer / 33 other). Best = most 陀, then most fans.
    """
    full = list(concealed)
    if win_card is not None:
        full[win_card] += 1
    meld_tuo = sum(m.tuo for m in melds)
    meld_mao = sum(m.mao for m in melds)
    meld_fans = [f for m in melds for f in m.fans()]
    triples = [k for k in range(NUM_KINDS) if full[k] >= 3]
    best: Split | None = None
    best_key = (-1, -1)
    choices = [range(full[k] // 3 + 1) for k in triples]
    for combo in itertools.product(*choices):
        rest = list(full)
        for k, n in zip(triples, combo, strict=True):
            rest[k] -= 3 * n
        if not _pairs_completely(rest):
            continue
        if win_card is not None:
            kan_of_x = dict(zip(triples, combo, strict=True)).get(win_card, 0)
            in_kan = kan_of_x > 0 and concealed[win_card] >= 2
            in_mao = chi_allowed and rest[win_card] > 0
            if not (in_kan or in_mao):
                continue
        mao = sum(rest) // 2 + meld_mao
        if mao < required_mao:
            continue
        tuo = meld_tuo + sum(WEIGHTS[k] * rest[k] for k in range(NUM_KINDS))
        kans = tuple(k for k, n in zip(triples, combo, strict=True) for _ in range(n))
        tuo += sum(4 * WEIGHTS[k] for k in kans)
        if tuo < threshold:
            continue
        fans = list(meld_fans)
        fans.extend(("yaodiren", k, 1) for k in kans if k in YAO_DI_REN)
        high = high_tuo_fans(tuo, threshold)
        if high:
            fans.append(("high_tuo", -1, high))
        total = sum(v for _, _, v in fans)
        if (tuo, total) > best_key:
            best_key = (tuo, total)
            best = Split(kans, _mao_pairs(rest), tuple(melds), tuo, mao, tuple(fans), total)
    return best


def compulsory_claim(
    concealed: list[int] | tuple[int, ...], melds: list[Meld] | tuple[Meld, ...], card: int
) -> str | None:
    """The claim a holding is forced to make on ``card`` (§5.2): ``"gang"``
    (3 concealed copies, or a 碰 meld of its kind), ``"xiang"`` (an unsounded
    4-card 吐火 of its kind) or None. A forced player has no other answer,
    so he may not 胡 on that card (§5.7 rule 1)."""
    for m in melds:
        if m.cards[0] == card:
            if m.type == PENG:
                return GANG
            if m.type == TUHUO and len(m.cards) == 4 and not m.sounded:
                return "xiang"
    return GANG if concealed[card] == 3 else None


def kills(melds: list[Meld] | tuple[Meld, ...], card: int) -> bool:
    """Whether ``melds`` hold a 杠 of ``card``'s kind, which makes its 5th copy
    dead: nobody may claim it (§5.2)."""
    return any(m.type == GANG and m.cards[0] == card for m in melds)


def can_complete(concealed: list[int], win_card: int, chi_allowed: bool) -> bool:
    """Quick shape test: whether some choice of 坎s lets ``concealed`` + the
    winning card split completely (§5.7 rules 2-3, no 卯/陀 requirement)."""
    return (
        best_split(concealed, (), threshold=0, required_mao=0, win_card=win_card,
                   chi_allowed=chi_allowed)
        is not None
    )  # fmt: skip


def payment(fan_total: int, stake: int = 1, max_fan: int | None = None) -> tuple[int, int]:
    """``(F, u)``: the fans counted (capped at ``max_fan``) and ``u = stake × 2^F`` (§7, §8)."""
    f = fan_total if max_fan is None else min(fan_total, max_fan)
    return f, stake * (1 << f)


# --- the scorer ---------------------------------------------------------------------


@dataclass
class HoldingScore:
    """What :func:`score_holding` finds: the best split (or None), its value.

    ``u`` is what each payer pays the winner (§8), ``fan`` the fans counted
    (after ``max_fan``). ``threshold`` is the 陀 requirement used.
    """

    concealed: list[int]
    melds: list[Meld]
    win_card: int | None
    dealer: bool
    threshold: int
    split: Split | None
    fan: int = 0
    u: int = 0
    reason: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def is_win(self) -> bool:
        return self.split is not None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "is_win": self.is_win,
            "dealer": self.dealer,
            "threshold": self.threshold,
            "concealed": " ".join(
                IDS[k] for k in range(NUM_KINDS) for _ in range(self.concealed[k])
            ),
            "melds": [str(m) for m in self.melds],
            "win_card": IDS[self.win_card] if self.win_card is not None else None,
        }
        if self.split is None:
            data["reason"] = self.reason
            return data
        s = self.split
        data.update(
            {
                "kans": [IDS[k] for k in s.kans],
                "maos": [[IDS[a], IDS[b]] for a, b in s.maos],
                "tuo": s.tuo,
                "mao": s.mao,
                "fans": [fan_json(f) for f in s.fans],
                "fan_total": s.fan_total,
                "fan": self.fan,
                "u": self.u,
            }
        )
        return data


FAN_NAMES = {
    "yaodiren": ("幺地人", "yao-di-ren set"),
    "xiang": ("吐火响", "sounded tuhuo"),
    "high_tuo": ("高陀", "high tuo"),
}


def fan_json(fan: tuple[str, int, int]) -> dict[str, Any]:
    """One fan as JSON: key, Chinese and English names, the kind (or None), value."""
    key, kind, value = fan
    zh, en = FAN_NAMES[key]
    return {
        "fan": key,
        "zh": zh,
        "en": en,
        "card": IDS[kind] if kind >= 0 else None,
        "value": value,
    }


def parse_holding(text: str) -> tuple[list[int], list[Meld], int | None]:
    """A holding in the scorer's notation: concealed cards, melds and the winning card.

    Tokens separated by spaces: a card (``46``, ``4-6``, ``红头十``; runs of
    ids like ``114666`` too) is concealed; ``type:card`` is a meld (see
    :func:`parse_meld`); ``+46`` is the winning card (at most one).
    Returns ``(counts, melds, win_card)``. :class:`NotationError` if malformed.
    """
    from paixi.equipment.chuanpai import parse_cards

    counts = [0] * NUM_KINDS
    melds: list[Meld] = []
    win: int | None = None
    for token in text.replace(",", " ").split():
        if ":" in token:
            melds.append(parse_meld(token))
        elif token.startswith("+"):
            if win is not None:
                raise NotationError("a holding has at most one winning card (+card)")
            win = parse_card(token[1:])
        else:
            for k in parse_cards(token):
                counts[k] += 1
    return counts, melds, win


def check_holding(counts: list[int], melds: list[Meld], win: int | None, copies: int = 5) -> None:
    """:class:`NotationError` if the holding uses more than ``copies`` of a kind."""
    used = list(counts)
    if win is not None:
        used[win] += 1
    for m in melds:
        for k in m.cards:
            used[k] += 1
    for k in range(NUM_KINDS):
        if used[k] > copies:
            raise NotationError(
                f"the holding uses {used[k]} cards {IDS[k]} ({KINDS[k].name}); the deck has {copies}"
            )


def score_holding(
    holding: str | tuple[list[int], list[Meld], int | None],
    *,
    dealer: bool = False,
    chi_allowed: bool = True,
    dealer_threshold: int = 34,
    other_threshold: int = 33,
    required_mao: int = 7,
    stake: int = 1,
    max_fan: int | None = None,
    copies: int = 5,
) -> HoldingScore:
    """Score a holding (text as :func:`parse_holding`, or its parsed tuple).

    Finds the split with most 陀 (then most fans) that completes the holding
    and meets the 卯 and 陀 requirements (§5.7), its fans (§7) and the value
    ``u`` each payer pays (§8). A holding that does not win has ``split``
    None and a ``reason``. Raises :class:`NotationError` for bad text.

    >>> text = "peng:44 chi:66+11 chi:56+12 55 13 46 22 45 14 33 26 35 15 16 34 25 25 23 +36"
    >>> score = score_holding(text)
    >>> score.split.tuo, score.split.fans, score.u
    (38, (('yaodiren', 15, 1),), 2)
    """
    if isinstance(holding, str):
        counts, melds, win = parse_holding(holding)
    else:
        counts, melds, win = holding
    check_holding(counts, melds, win, copies)
    threshold = dealer_threshold if dealer else other_threshold
    barred = _barred(counts, melds, win)
    if barred:
        return HoldingScore(list(counts), list(melds), win, dealer, threshold, None, reason=barred)
    split = best_split(
        counts,
        melds,
        threshold=threshold,
        required_mao=required_mao,
        win_card=win,
        chi_allowed=chi_allowed,
    )
    result = HoldingScore(list(counts), list(melds), win, dealer, threshold, split)
    if split is None:
        result.reason = _why_not(counts, melds, win, chi_allowed, threshold, required_mao)
        return result
    result.fan, result.u = payment(split.fan_total, stake, max_fan)
    return result


def _barred(counts: list[int], melds: list[Meld], win: int | None) -> str:
    """Why §5.7 rule 1 forbids winning on ``win`` whatever the split, or ``""``."""
    if win is None:
        return ""
    if kills(melds, win):
        return f"{IDS[win]} is dead: the 5th copy of a gang (nobody may claim it)"
    forced = compulsory_claim(counts, melds, win)
    if forced:
        return f"a player who must {forced} on {IDS[win]} may not hu on it"
    return ""


def _why_not(counts, melds, win, chi_allowed, threshold, required_mao) -> str:
    """The first of §5.7's conditions that no split meets."""
    shape = best_split(
        counts, melds, threshold=0, required_mao=0, win_card=win, chi_allowed=chi_allowed
    )
    if shape is None:
        if (
            win is not None
            and not chi_allowed
            and best_split(counts, melds, threshold=0, required_mao=0, win_card=win)
        ):
            return "the winning card may only make a kan here (it cannot be chi'd)"
        return "incomplete: the concealed cards do not split into mao and kan"
    mao = best_split(
        counts, melds, threshold=0, required_mao=required_mao, win_card=win,
        chi_allowed=chi_allowed,
    )  # fmt: skip
    if mao is None:
        return f"fewer than {required_mao} mao"
    return f"below {threshold} tuo"
