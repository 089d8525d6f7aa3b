"""龙麻将 scorer: the best reading of a winning hand and its fan (docs/specs/longmajiang.md §6).

:func:`score_hand` tries every split of the concealed cards into groups of
three (§6.4: at most 280 for nine cards) and every reading of each group (run
``(suit, start)`` or set), keeps the reading with the highest pattern fan and
adds the bonus fan (§6.2-§6.3). It is usable alone (``paixi score
longmajiang``) and by the game.

Fan items are ``(code, fan)`` pairs; :data:`FAN_NAMES` gives each code's
Chinese and English name.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import permutations
from typing import Any

from paixi.core.errors import PaixiError
from paixi.games.longmajiang.cards import (
    BJ,
    FACE_TEXT,
    RANK_TOKENS,
    RUN_OK,
    SET_OK,
    SUIT_LETTERS,
    group_mask,
    is_set,
    number,
    run_readings,
    set_number,
    valid_splits,
)

FAN_NAMES: dict[str, tuple[str, str]] = {
    "longtou": ("龙头", "dragon head (1-2-3)"),
    "longti": ("龙体", "dragon body (4-5-6)"),
    "longwei": ("龙尾", "dragon tail (7-8-9)"),
    "chenglong": ("成龙", "complete dragon"),
    "duiduihu": ("对对和", "all sets"),
    "gang": ("杠", "kong"),
    "longfeng": ("龙凤呈祥", "dragon and phoenix"),
    "tongse": ("同色", "one suit"),
    "zimo": ("自摸", "self-drawn"),
    "tianhe": ("天和", "heavenly win"),
    "dihe": ("地和", "earthly win"),
    "haidilao": ("海底捞", "last card"),
}
"""Fan code → (中文, English) (§6.2)."""
_PART_CODES = {1: "longtou", 4: "longti", 7: "longwei"}
PATTERN_NAMES = {
    "dragon": ("龙和", "dragon hand"),
    "all_sets": ("对对和", "all sets"),
    "dragon_phoenix": ("龙凤呈祥", "dragon and phoenix"),
}


class HandError(PaixiError, ValueError):
    """A hand given to the scorer that is not a hand of this game (wrong size, bad meld)."""


@dataclass(frozen=True)
class ScoreRules:
    """The options of §9 that change scoring: ``set_wilds = any_suit``,
    ``tongse = colour``, ``chenglong_same_suit``."""

    any_suit: bool = False
    tongse_colour: bool = False
    chenglong_same_suit: bool = False


@dataclass(frozen=True)
class Situation:
    """How the hand was won (§6.2 bonuses): ``self_drawn`` 自摸 (from the stock,
    kong replacements included); ``heavenly`` 天和 (the dealer's nine dealt
    cards; no 自摸 then); ``earthly`` 地和 (on the dealer's first discard);
    ``last_card`` 海底捞 (the last card of the stock; implies 自摸)."""

    self_drawn: bool = False
    heavenly: bool = False
    earthly: bool = False
    last_card: bool = False


@dataclass(frozen=True)
class GroupReading:
    """One meld of the chosen reading: its cards (faces), ``kind`` ``"run"`` or
    ``"set"``, the run's suit index and start or the set's number (0 = any
    number: no number card), whether it is an exposed meld, and what each wild
    stands for (``(face, "4S")``; a wild of an any-number set stands for "any")."""

    cards: tuple[int, ...]
    kind: str
    suit: int
    value: int
    exposed: bool = False
    stands: tuple[tuple[int, str], ...] = ()
    also_run: tuple[int, int] | None = None  # 龙凤呈祥: the run (suit, start) of this set
    also_stands: tuple[tuple[int, str], ...] = ()  # and what each wild stands for in it

    def describe(self) -> str:
        """``"2H JH KH = 1-2-3♥ (JH=1H, KH=3H)"`` style text (ASCII suits)."""
        cards = " ".join(FACE_TEXT[f] for f in self.cards)
        if self.kind == "run":
            what = f"{self.value}-{self.value + 1}-{self.value + 2}{SUIT_LETTERS[self.suit]}"
        else:
            n = str(self.value) if self.value else "n"
            what = "-".join([n] * len(self.cards))
        wilds = ", ".join(f"{FACE_TEXT[f]}={t}" for f, t in self.stands)
        mark = "[" if self.exposed else ""
        text = f"{mark}{cards}{']' if self.exposed else ''} = {what}" + (
            f" ({wilds})" if wilds else ""
        )
        if self.also_run is not None:
            s, r = self.also_run
            text += f" / {r}-{r + 1}-{r + 2}{SUIT_LETTERS[s]}"
            run_wilds = ", ".join(f"{FACE_TEXT[f]}={t}" for f, t in self.also_stands)
            text += f" ({run_wilds})" if run_wilds else ""
        return text

    def to_json(self) -> dict[str, Any]:
        return {
            "cards": [FACE_TEXT[f] for f in self.cards],
            "kind": self.kind,
            "suit": SUIT_LETTERS[self.suit] if self.suit >= 0 else None,
            "value": self.value,
            "exposed": self.exposed,
            "wilds": {FACE_TEXT[f]: t for f, t in self.stands},
            "also_run": None
            if self.also_run is None
            else [SUIT_LETTERS[self.also_run[0]], self.also_run[1]],
            "also_wilds": {FACE_TEXT[f]: t for f, t in self.also_stands},
            "text": self.describe(),
        }


@dataclass(frozen=True)
class Score:
    """The best reading of a winning hand: ``pattern`` (dragon, all_sets,
    dragon_phoenix), its groups, the fan items ``(code, fan)`` and the total."""

    pattern: str
    pattern_fan: int
    groups: tuple[GroupReading, ...]
    items: tuple[tuple[str, int], ...]
    total: int
    rules: ScoreRules = field(default_factory=ScoreRules)

    def to_json(self) -> dict[str, Any]:
        tongse_en = "one colour" if self.rules.tongse_colour else "one suit"
        return {
            "pattern": self.pattern,
            "pattern_zh": PATTERN_NAMES[self.pattern][0],
            "pattern_fan": self.pattern_fan,
            "groups": [g.to_json() for g in self.groups],
            "fans": [
                {
                    "code": code,
                    "zh": FAN_NAMES[code][0],
                    "en": tongse_en if code == "tongse" else FAN_NAMES[code][1],
                    "fan": fan,
                }
                for code, fan in self.items
            ],
            "total": self.total,
        }


def _run_stands(group: tuple[int, ...], s: int, r: int) -> tuple[tuple[int, str], ...]:
    """What each wild of ``group`` stands for in the run (s, r): the slots not
    filled by number cards, lowest first, in the group's card order."""
    free = [x for x in (r, r + 1, r + 2) if x not in {number(f) for f in group if f < 40}]
    wilds = [f for f in group if f >= 40]
    return tuple(
        (f, RANK_TOKENS[x - 1] + SUIT_LETTERS[s]) for f, x in zip(wilds, free, strict=True)
    )


def _set_stands(group: Sequence[int]) -> tuple[tuple[int, str], ...]:
    x = set_number(group)
    suits = [f & 3 for f in group if f < 40]
    out = []
    for f in group:
        if f < 40:
            continue
        if x == 0:
            out.append((f, "any"))
        else:
            s = f & 3 if f < BJ else suits[0]
            out.append((f, RANK_TOKENS[x - 1] + SUIT_LETTERS[s]))
    return tuple(out)


def _dragon_choice(
    groups: tuple[tuple[int, ...], ...], same_suit: bool
) -> tuple[int, list[tuple[int, int]]]:
    """Best run reading of three run groups: (pattern fan, [(suit, start)] per group)."""
    readings = [sorted(run_readings(g)) for g in groups]
    best_fan = -1
    best: list[tuple[int, int]] = []
    # 成龙: a permutation of 1, 4, 7 (in one suit if required)
    for starts in permutations((1, 4, 7)):
        opts = [[(s, r) for s, r in rd if r == st] for rd, st in zip(readings, starts, strict=True)]
        if not all(opts):
            continue
        if same_suit:
            common = set.intersection(*({s for s, _ in o} for o in opts))
            if not common:
                continue
            s = min(common)
            return 5, [(s, st) for st in starts]
        return 5, [o[0] for o in opts]
    # otherwise each run independently: a dragon part if it has one
    fan = 0
    chosen = []
    for rd in readings:
        part = [x for x in rd if x[1] in (1, 4, 7)]
        if part:
            fan += 1
            chosen.append(part[0])
        else:
            chosen.append(rd[0])
    if fan > best_fan:
        best_fan, best = fan, chosen
    return best_fan, best


def _bonus(cards: Sequence[int], situation: Situation, rules: ScoreRules) -> list[tuple[str, int]]:
    items = []
    suits = {f & 3 for f in cards if f < BJ}
    if rules.tongse_colour:
        suits = {s & 1 for s in suits}
    if len(suits) == 1:
        items.append(("tongse", 2))
    if situation.heavenly:
        items.append(("tianhe", 3))
    elif situation.self_drawn or situation.last_card:
        items.append(("zimo", 1))
    if situation.earthly:
        items.append(("dihe", 2))
    if situation.last_card:
        items.append(("haidilao", 1))
    return items


def check_hand(concealed: Sequence[int], melds: Sequence[Sequence[int]], any_suit: bool) -> None:
    """Raise :class:`HandError` unless ``melds`` are valid exposed sets/kongs
    and the concealed cards complete them to a hand of three melds."""
    if len(melds) > 2:
        raise HandError(f"a hand has three melds, so at most 2 exposed, not {len(melds)}")
    for m in melds:
        if len(m) not in (3, 4) or not is_set(m, any_suit):
            cards = " ".join(FACE_TEXT[f] for f in sorted(m))
            raise HandError(f"exposed meld [{cards}] is not a set or kong")
    need = 9 - 3 * len(melds)
    if len(concealed) != need:
        raise HandError(
            f"with {len(melds)} exposed meld(s) the hand needs {need} concealed cards "
            f"(the winning card included), not {len(concealed)}"
        )


def score_hand(
    concealed: Sequence[int],
    melds: Sequence[Sequence[int]] = (),
    situation: Situation = Situation(),
    rules: ScoreRules = ScoreRules(),
) -> Score | None:
    """The best reading of a hand (§6), or None if it is no winning hand.

    ``concealed``: the concealed cards as faces (the winning card included),
    ``9 - 3 * len(melds)`` of them; ``melds``: exposed pongs/kongs as faces.
    Raises :class:`HandError` for a hand of the wrong size or an exposed meld
    that is not a set.
    """
    check_hand(concealed, melds, rules.any_suit)
    cards = sorted(concealed)
    any_suit = rules.any_suit
    exposed = tuple(
        GroupReading(tuple(sorted(m)), "set", -1, set_number(m), True, _set_stands(sorted(m)))
        for m in melds
    )
    best: tuple[int, str, tuple[GroupReading, ...]] | None = None
    for groups in valid_splits(tuple(cards), any_suit):
        masks = [group_mask(g, any_suit) for g in groups]
        if all(m & SET_OK for m in masks):
            fan, pattern = 4 + sum(len(m) == 4 for m in melds), "all_sets"
            also: list[tuple[int, int] | None] = [None] * len(groups)
            if not melds and all(m & RUN_OK for m in masks):
                dfan, runs = _dragon_choice(groups, rules.chenglong_same_suit)
                if dfan == 5:
                    fan, pattern, also = 10, "dragon_phoenix", list(runs)
            if best is None or fan > best[0]:
                read = tuple(
                    GroupReading(
                        g, "set", -1, set_number(g), False, _set_stands(g), a,
                        _run_stands(g, *a) if a else (),
                    )
                    for g, a in zip(groups, also, strict=True)
                )  # fmt: skip
                best = (fan, pattern, exposed + read)
        if not melds and all(m & RUN_OK for m in masks):
            fan, runs = _dragon_choice(groups, rules.chenglong_same_suit)
            if fan >= 1 and (best is None or fan > best[0]):
                read = tuple(
                    GroupReading(g, "run", s, r, False, _run_stands(g, s, r))
                    for g, (s, r) in zip(groups, runs, strict=True)
                )
                best = (fan, "dragon", read)
    if best is None:
        return None
    fan, pattern, read = best
    if pattern == "dragon":
        items = [(_PART_CODES[g.value], 1) for g in read if g.value in _PART_CODES]
        if fan == 5:
            items.append(("chenglong", 2))
    elif pattern == "all_sets":
        items = [("duiduihu", 4)] + [("gang", 1) for m in melds if len(m) == 4]
    else:
        items = [("longfeng", 10)]
    every = list(cards) + [f for m in melds for f in m]
    items += _bonus(every, situation, rules)
    return Score(pattern, fan, read, tuple(items), sum(v for _, v in items), rules)


def parse_hand(text: str) -> tuple[list[int], list[list[int]]]:
    """``"[7H KH QH] [10S 10H 10D 10C] KS 4S"`` → (concealed faces, exposed melds):
    cards in brackets are one exposed meld each. :class:`NotationError` /
    :class:`HandError` for bad cards or brackets."""
    from paixi.games.longmajiang.cards import parse_faces

    concealed: list[int] = []
    melds: list[list[int]] = []
    rest = text
    while rest:
        before, bracket, after = rest.partition("[")
        if "]" in before:
            raise HandError(f"unbalanced brackets in {text!r}: write exposed melds as [7H KH QH]")
        concealed += parse_faces(before)
        if not bracket:
            break
        inside, close, rest = after.partition("]")
        if not close or "[" in inside:
            raise HandError(f"unbalanced brackets in {text!r}: write exposed melds as [7H KH QH]")
        melds.append(parse_faces(inside))
    return concealed, melds


def score_text(
    hand: str,
    win: str | None = None,
    situation: Situation = Situation(),
    rules: ScoreRules = ScoreRules(),
) -> Score | None:
    """Library form of ``paixi score longmajiang``: the hand as text (exposed
    melds in brackets), the winning card added to the concealed cards if
    given. None if the hand does not win; errors as :func:`score_hand`.

    >>> score = score_text("[7H KH QH] [10S 10H 10D 10C] KS 4S", "4C")
    >>> score.pattern, score.items, score.total
    ('all_sets', (('duiduihu', 4), ('gang', 1)), 5)
    >>> score_text("[7H KH QH] [10S 10H 10D 10C] KS 4S", "5C") is None
    True
    """
    from paixi.games.longmajiang.cards import parse_face

    concealed, melds = parse_hand(hand)
    if win is not None:
        concealed.append(parse_face(win))
    _check_copies(concealed + [f for m in melds for f in m])
    return score_hand(concealed, melds, situation, rules)


def _check_copies(faces: Sequence[int]) -> None:
    """At most two copies of a card (two decks, §1)."""
    for f in set(faces):
        if faces.count(f) > 2:
            raise HandError(f"{FACE_TEXT[f]} appears {faces.count(f)} times (two decks hold 2)")
