"""川牌 actions and chance events, and their notation (docs/specs/chuanpai.md §11).

| decision | text |
| --- | --- |
| the dealer asks for a redeal, or not | ``redeal``, ``pass`` |
| redeal vote | ``yes``, ``no`` |
| declaration | ``play``, ``sitout`` |
| discard | ``discard 46`` |
| claim-window answer | ``hu``, ``gang``, ``xiang``, ``exchange``, ``peng``, ``chi 46``, ``pass`` |

Input is case-insensitive; cards may be written ``46``, ``4-6`` or by name,
and the Chinese words 胡/割, 杠, 响, 换, 碰, 吃, 打, 过 work too. An action is
an immutable ``(kind, card)`` pair (card −1 when it has none).

Chance events: ``dealer 2`` (the first dealer) and
``deal <hand 0>/<hand 1>[/<hand 2>]/<stock top to bottom>`` (each part the
cards' two-digit ids run together).
"""

from __future__ import annotations

from typing import NamedTuple

from paixi.core.action_space import ActionSpace
from paixi.core.errors import NotationError
from paixi.core.notation import check_notation
from paixi.equipment.chuanpai import IDS, NUM_KINDS, parse_card

(REDEAL, PASS_KIND, YES, NO, PLAY, SITOUT, DISCARD, HU_KIND, GANG_KIND, XIANG_KIND) = range(10)
EXCHANGE_KIND, PENG_KIND, CHI_KIND = 10, 11, 12
_WORDS = (
    "redeal",
    "pass",
    "yes",
    "no",
    "play",
    "sitout",
    "discard",
    "hu",
    "gang",
    "xiang",
    "exchange",
    "peng",
    "chi",
)
_ALIASES = {w: i for i, w in enumerate(_WORDS)}
_ALIASES.update(
    {
        "过": PASS_KIND,
        "打": DISCARD,
        "d": DISCARD,
        "胡": HU_KIND,
        "割": HU_KIND,
        "win": HU_KIND,
        "杠": GANG_KIND,
        "响": XIANG_KIND,
        "吐火响": XIANG_KIND,
        "换": EXCHANGE_KIND,
        "碰": PENG_KIND,
        "吃": CHI_KIND,
        "下课": SITOUT,
        "sit": SITOUT,
    }
)
_WITH_CARD = (DISCARD, CHI_KIND)


class Action(NamedTuple):
    """``kind`` one of the constants above; ``card`` a kind 0-20 for a discard
    or a 吃 partner, else −1."""

    kind: int
    card: int = -1

    def __str__(self) -> str:
        if self.card < 0:
            return _WORDS[self.kind]
        return f"{_WORDS[self.kind]} {IDS[self.card]}"


REDEAL_ACTION = Action(REDEAL)
PASS = Action(PASS_KIND)
VOTE_YES = Action(YES)
VOTE_NO = Action(NO)
DECLARE_PLAY = Action(PLAY)
DECLARE_SITOUT = Action(SITOUT)
HU = Action(HU_KIND)
GANG = Action(GANG_KIND)
XIANG = Action(XIANG_KIND)
EXCHANGE = Action(EXCHANGE_KIND)
PENG = Action(PENG_KIND)
DISCARDS = tuple(Action(DISCARD, k) for k in range(NUM_KINDS))
CHIS = tuple(Action(CHI_KIND, k) for k in range(NUM_KINDS))


def parse_action(text: str) -> Action:
    """The action written ``text``; :class:`NotationError` if malformed."""
    body = check_notation(text, "a chuanpai action").lower()
    word, _, rest = body.partition(" ")
    rest = rest.strip()
    kind = _ALIASES.get(word)
    if kind is None and len(word) > 1 and word[0] in "打吃" and not rest:
        kind, rest = _ALIASES[word[0]], word[1:]
    if kind is None:
        raise NotationError(
            f"bad chuanpai action {text[:40]!r}: write e.g. discard 46, chi 46, hu, gang, "
            "xiang, exchange, peng, pass, play, sitout, redeal, yes, no"
        )
    if kind in _WITH_CARD:
        if not rest:
            raise NotationError(f"bad chuanpai action {text[:40]!r}: {_WORDS[kind]} needs a card")
        try:
            card = parse_card(rest)
        except NotationError as err:
            raise NotationError(f"bad chuanpai action {text[:40]!r}: {err}") from None
        return Action(kind, card)
    if rest:
        raise NotationError(f"bad chuanpai action {text[:40]!r}: {_WORDS[kind]} takes no card")
    return Action(kind)


def action_space() -> ActionSpace:
    """All 53 actions: 11 plain words, 21 discards, 21 吃 partners."""
    plain = [Action(k) for k in range(len(_WORDS)) if k not in _WITH_CARD]
    return ActionSpace([*plain, *DISCARDS, *CHIS])


# --- chance ------------------------------------------------------------------------


class DealerDraw(NamedTuple):
    """The first dealer's seat (a chance event, §3)."""

    seat: int

    def __str__(self) -> str:
        return f"dealer {self.seat}"


class Deal(NamedTuple):
    """The shuffle of one round (§4.1): each seat's dealt cards and the stock
    from top to bottom, as tuples of kinds."""

    hands: tuple[tuple[int, ...], ...]
    stock: tuple[int, ...]

    def __str__(self) -> str:
        parts = ["".join(IDS[k] for k in h) for h in self.hands]
        parts.append("".join(IDS[k] for k in self.stock))
        return "deal " + "/".join(parts)


def _ids(text: str) -> tuple[int, ...]:
    if len(text) % 2:
        raise NotationError(f"odd number of digits in {text[:20]!r}")
    return tuple(parse_card(text[i : i + 2]) for i in range(0, len(text), 2))


def parse_chance(text: str) -> DealerDraw | Deal:
    """``dealer 2`` or ``deal 1112.../.../<stock>``; :class:`NotationError` if malformed."""
    body = check_notation(text, "a chuanpai chance event", 2_000)
    word, _, rest = body.partition(" ")
    if word == "dealer" and rest.strip().isdigit():
        return DealerDraw(int(rest))
    if word == "deal" and "/" in rest:
        parts = [_ids(p) for p in rest.strip().split("/")]
        return Deal(tuple(parts[:-1]), parts[-1])
    raise NotationError(f"bad chuanpai chance event {text[:40]!r}: 'dealer N' or 'deal ...'")
