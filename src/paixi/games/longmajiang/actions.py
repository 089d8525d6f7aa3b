"""龙麻将 actions and their notation (docs/specs/longmajiang.md §5.7).

| action | notation | when |
| --- | --- | --- |
| discard | the card: ``7S`` | own turn; the forced discard after 碰/吃 |
| win 和 | ``hu`` | own turn (自摸/天和), last-card decision, claim window |
| concealed kong 暗杠 | ``gang 7S 7H KS BJ`` | own turn |
| added kong 加杠 | ``gang 7C +1`` (card, exposed meld number) | own turn |
| kong from the discard 明杠 | ``gang 10S 10H 10D`` (the three concealed cards) | claim window |
| pong 碰 | ``peng QD KS`` (the two concealed cards) | claim window |
| take the discard 吃 | ``chi`` | claim window, the 下家 only |
| decline 过 | ``pass`` | claim window; last-card decision |

An action is an immutable ``(kind, cards, meld)`` tuple of faces
(:mod:`.cards`) in canonical order. Input is lenient: any case and card
form, any card order, and the Chinese words 和/胡/杠/碰/吃/过/打.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement
from typing import NamedTuple

from paixi.core.action_space import ActionSpace
from paixi.core.errors import NotationError
from paixi.core.notation import check_notation
from paixi.games.longmajiang.cards import FACE_TEXT, NUM_FACES, is_set, parse_face

DISCARD, HU_KIND, GANG, PENG, CHI_KIND, PASS_KIND = range(6)
_WORDS = ("discard", "hu", "gang", "peng", "chi", "pass")


class Action(NamedTuple):
    """``kind`` (DISCARD, HU_KIND, GANG, PENG, CHI_KIND, PASS_KIND), ``cards`` (faces,
    sorted) and ``meld`` (the exposed meld number 1-2 of an added kong, else 0)."""

    kind: int
    cards: tuple[int, ...] = ()
    meld: int = 0

    def __str__(self) -> str:
        if self.kind == DISCARD:
            return FACE_TEXT[self.cards[0]]
        text = _WORDS[self.kind]
        if self.cards:
            text += " " + " ".join(FACE_TEXT[f] for f in self.cards)
        if self.meld:
            text += f" +{self.meld}"
        return text


HU = Action(HU_KIND)
PASS = Action(PASS_KIND)
CHI = Action(CHI_KIND)
DISCARDS = tuple(Action(DISCARD, (f,)) for f in range(NUM_FACES))

_ALIASES = {
    "discard": DISCARD,
    "打": DISCARD,
    "hu": HU_KIND,
    "win": HU_KIND,
    "和": HU_KIND,
    "胡": HU_KIND,
    "gang": GANG,
    "kong": GANG,
    "杠": GANG,
    "peng": PENG,
    "pong": PENG,
    "碰": PENG,
    "chi": CHI_KIND,
    "吃": CHI_KIND,
    "pass": PASS_KIND,
    "过": PASS_KIND,
}


def parse_action(text: str) -> Action:
    """The action written ``text``; :class:`NotationError` if malformed."""
    body = check_notation(text, "a 龙麻将 action")
    words = body.split()
    if not words:
        raise NotationError("empty action: write a card (7S), hu, gang ..., peng ..., chi or pass")
    kind = _ALIASES.get(words[0].lower())
    if kind is None:
        if len(words) == 1:
            return DISCARDS[_face(words[0], text)]
        raise NotationError(
            f"bad 龙麻将 action {text!r}: write a card (7S), hu, gang ..., peng ..., chi or pass"
        )
    rest = words[1:]
    if kind in (HU_KIND, PASS_KIND, CHI_KIND):
        if rest:
            raise NotationError(f"bad action {text!r}: {_WORDS[kind]} takes no cards")
        return {HU_KIND: HU, CHI_KIND: CHI, PASS_KIND: PASS}[kind]
    if kind == DISCARD:
        if len(rest) != 1:
            raise NotationError(f"bad action {text!r}: a discard names one card")
        return DISCARDS[_face(rest[0], text)]
    meld = 0
    if kind == GANG and rest and rest[-1].startswith("+"):
        if rest[-1] not in ("+1", "+2") or len(rest) != 2:
            raise NotationError(f"bad action {text!r}: an added kong is written gang 7C +1")
        meld = int(rest[-1][1:])
        rest = rest[:-1]
    cards = tuple(sorted(_face(w, text) for w in rest))
    if kind == PENG and len(cards) != 2:
        raise NotationError(f"bad action {text!r}: peng names the two concealed cards used")
    if kind == GANG and not meld and len(cards) not in (3, 4):
        raise NotationError(
            f"bad action {text!r}: gang names 3 cards (from the discard), 4 (concealed) "
            "or one card and +meld (added)"
        )
    return Action(kind, cards, meld)


def _face(word: str, text: str) -> int:
    try:
        return parse_face(word)
    except NotationError as err:
        raise NotationError(f"bad action {text!r}: {err}") from None


@cache
def action_space() -> ActionSpace:
    """Every action of any configuration, numbered: 54 discards, hu, pass, chi,
    every pair for 碰, every 3- and 4-card group that is a set with free wilds
    (a superset of the legal kongs under either ``set_wilds``; up to two
    copies of a card), and every added kong (card × meld 1-2)."""
    faces = range(NUM_FACES)
    pairs = [Action(PENG, p) for p in combinations_with_replacement(faces, 2)]
    groups: dict[int, list[Action]] = {3: [], 4: []}
    for size in (3, 4):
        seen = set()
        pools = [[x * 4 + s for s in range(4)] + list(range(40, 54)) for x in range(10)]
        for pool in pools:
            for combo in combinations_with_replacement(pool, size):
                if combo in seen or any(combo.count(f) > 2 for f in combo):
                    continue
                seen.add(combo)
                if is_set(combo, True):
                    groups[size].append(Action(GANG, combo))
    added = [Action(GANG, (f,), m) for f in faces for m in (1, 2)]
    return ActionSpace([*DISCARDS, HU, PASS, CHI, *pairs, *groups[3], *groups[4], *added])
