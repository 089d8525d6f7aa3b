"""大贰 actions and their notation (docs/specs/daer.md §14).

| decision | text |
| --- | --- |
| opening window (instant win / 天胡) | ``hu``, ``pass`` |
| claim window answer | ``hu``, ``zhao``, ``peng``, ``chi A B``, ``chi A B + C D E``, ``pass`` |
| discard | ``discard s7`` |

``chi A B`` names the two hand cards that join the claimed card; a 比 列
follows after `` + `` as its three hand cards. Canonical form: cards of a
group by number, small before big at equal number. Input is
case-insensitive and accepts hanzi cards (一 … 拾) and the words 胡/招/碰/吃/过/打.
An action is an immutable ``(kind, cards, bi)`` tuple.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from paixi.core.action_space import ActionSpace
from paixi.core.errors import NotationError
from paixi.core.notation import check_notation
from paixi.equipment.daer import BIG, CODES, KINDS, NUMBER, parse_cards
from paixi.games.daer.scoring import is_lie

HU_KIND, ZHAO_KIND, PENG_KIND, CHI_KIND, PASS_KIND, DISCARD_KIND = range(6)
_WORDS = ("hu", "zhao", "peng", "chi", "pass", "discard")
_ALIASES = {
    "hu": HU_KIND,
    "胡": HU_KIND,
    "zhao": ZHAO_KIND,
    "招": ZHAO_KIND,
    "peng": PENG_KIND,
    "碰": PENG_KIND,
    "chi": CHI_KIND,
    "吃": CHI_KIND,
    "pass": PASS_KIND,
    "过": PASS_KIND,
    "discard": DISCARD_KIND,
    "打": DISCARD_KIND,
}


def canonical_key(kind: int) -> tuple[int, bool]:
    """Order of cards inside a group in notation: by number, small before big."""
    return (NUMBER[kind], BIG[kind])


def canonical(cards: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    """``cards`` in canonical notation order."""
    return tuple(sorted(cards, key=canonical_key))


class Action(NamedTuple):
    """``kind``: HU_KIND … DISCARD_KIND; ``cards``: the discarded card or the two
    hand cards of a 吃 (canonical order); ``bi``: the three hand cards of the
    比 列 (empty when none)."""

    kind: int
    cards: tuple[int, ...] = ()
    bi: tuple[int, ...] = ()

    def __str__(self) -> str:
        word = _WORDS[self.kind]
        if not self.cards:
            return word
        text = word + " " + " ".join(CODES[k] for k in self.cards)
        if self.bi:
            text += " + " + " ".join(CODES[k] for k in self.bi)
        return text


HU = Action(HU_KIND)
PASS = Action(PASS_KIND)
ZHAO = Action(ZHAO_KIND)
PENG = Action(PENG_KIND)


@cache
def discard(kind: int) -> Action:
    return Action(DISCARD_KIND, (kind,))


@cache
def chi(pair: tuple[int, ...], bi: tuple[int, ...] = ()) -> Action:
    """The 吃 answer with hand cards ``pair`` and 比 列 ``bi`` (any order)."""
    return Action(CHI_KIND, canonical(pair), canonical(bi) if bi else ())


def parse_action(text: str) -> Action:
    """Read the notation above; :class:`NotationError` if malformed."""
    body = check_notation(text, "a 大贰 action").lower()
    word, _, rest = body.partition(" ")
    if word[:1] in _ALIASES and word not in _ALIASES and len(word) > 1:  # 打七, 吃二三
        word, rest = word[0], word[1:] + " " + rest
    kind = _ALIASES.get(word)
    if kind is None:
        raise NotationError(f"unknown 大贰 action {text.strip()[:30]!r}")
    if kind in (HU_KIND, ZHAO_KIND, PENG_KIND, PASS_KIND):
        if rest.strip():
            raise NotationError(f"'{_WORDS[kind]}' takes no cards: {text.strip()[:30]!r}")
        return Action(kind)
    if kind == DISCARD_KIND:
        cards = parse_cards(rest)
        if len(cards) != 1:
            raise NotationError("discard names one card, e.g. 'discard s7'")
        return discard(cards[0])
    main, plus, extra = rest.partition("+")
    pair = parse_cards(main)
    if len(pair) != 2:
        raise NotationError("chi names two hand cards, e.g. 'chi s4 s5'")
    bi: list[int] = []
    if plus:
        bi = parse_cards(extra)
        if len(bi) != 3 or not is_lie(bi):
            raise NotationError("a 比 列 after '+' is three hand cards forming a 列")
    return chi(tuple(pair), tuple(bi))


def lies_with(x: int) -> list[tuple[int, int, bool]]:
    """Every 列 containing card ``x``: (the two other cards, is it mixed)."""
    out = []
    for a in range(KINDS):
        for b in range(a, KINDS):
            if is_lie((x, a, b)):
                out.append((a, b, BIG[a] != BIG[b] or BIG[a] != BIG[x]))
    return out


LIES_WITH: tuple[tuple[tuple[int, int, bool], ...], ...] = tuple(
    tuple(lies_with(x)) for x in range(KINDS)
)
"""For each kind X: the pairs (a, b) that make a 列 with X, and whether it is mixed."""


def chi_options(h: list[int], x: int) -> list[Action]:
    """§7, §7.2: the 吃 answers on ``x`` for concealed counts ``h`` (free cards are
    those not in a 坎): every 列 of ``x`` with two free cards, and when the 列 is
    not mixed and a free copy of ``x`` is left, each way to 比 it."""
    free = [n if n <= 2 else 0 for n in h]
    out: list[Action] = []
    for a, b, mixed in LIES_WITH[x]:
        if not free[a] or not free[b] or (a == b and free[a] < 2):
            continue
        if mixed:
            out.append(chi((a, b)))
            continue
        rest = list(free)
        rest[a] -= 1
        rest[b] -= 1
        if rest[x] == 0:
            out.append(chi((a, b)))
        elif rest[x] == 1:
            rest[x] = 0
            for c, d, _ in LIES_WITH[x]:
                if rest[c] and rest[d] and (c != d or rest[c] >= 2):
                    out.append(chi((a, b), (x, c, d)))
    return out


def action_space() -> ActionSpace:
    """Every action: hu, zhao, peng, pass, 20 discards, every 吃 pair, and every
    吃 pair with every 比 列 containing the claimed kind."""
    actions: list[Action] = [HU, ZHAO, PENG, PASS]
    actions += [discard(k) for k in range(KINDS)]
    chis: set[Action] = set()
    for x in range(KINDS):
        for a, b, mixed in LIES_WITH[x]:
            chis.add(chi((a, b)))
            if mixed:
                continue
            for c, d, _ in LIES_WITH[x]:
                chis.add(chi((a, b), (x, c, d)))
    actions += sorted(chis, key=lambda a: (a.cards, a.bi))
    return ActionSpace(actions)
