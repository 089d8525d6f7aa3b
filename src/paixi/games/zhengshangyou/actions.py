"""争上游 actions and their notation (rules/zhengshangyou.md §9).

A play names ranks only, lowest first (``7 7 7``, ``3 4 5 6 7``, ``SJ BJ``);
``pass`` passes; ``return 4`` is the 上游's tribute return (§7). Ranks are
positions in :data:`~paixi.equipment.poker.ZHENGSHANGYOU_ORDER` (``3`` = 0 …
``BJ`` = 14). Input may name cards (``7S 7H 7C``): only the ranks are read.
"""

from __future__ import annotations

from dataclasses import dataclass

from paixi.core.errors import NotationError
from paixi.core.game import check_notation
from paixi.equipment.poker import ZHENGSHANGYOU_ORDER, parse_card, parse_rank

ORDER = ZHENGSHANGYOU_ORDER


@dataclass(frozen=True, slots=True)
class Play:
    """A combination, as its ranks ascending (indices into the rank order)."""

    ranks: tuple[int, ...]

    def __str__(self) -> str:
        return " ".join(ORDER.token(r) for r in self.ranks)


@dataclass(frozen=True, slots=True)
class Pass:
    """不要 bù yào: pass (§5.2)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Return:
    """还贡 huángòng: the previous 上游 gives back one card of this rank (§7)."""

    rank: int

    def __str__(self) -> str:
        return f"return {ORDER.token(self.rank)}"


PASS = Pass()
Action = Play | Pass | Return


_INTS = frozenset({int})


def _is_rank(value: object) -> bool:
    return type(value) is int and 0 <= value < len(ORDER)


def malformed(action: object) -> str | None:
    """Why an action value built in code is not in the one canonical form of §9
    (a tuple of rank indices 0-14, lowest first; a return of one rank index),
    or None. Text input always parses to the canonical form."""
    if type(action) is Play:
        ranks = action.ranks
        # set-of-types first: it is the cheap check on this hot path (every apply)
        if type(ranks) is not tuple or not _INTS.issuperset(map(type, ranks)):
            return "a play's ranks must be a tuple of rank indices 0-14"
        if (ranks and (ranks[0] < 0 or ranks[-1] >= len(ORDER))) or list(ranks) != sorted(ranks):
            return "a play lists rank indices 0-14, lowest first"
    elif type(action) is Return and not _is_rank(action.rank):
        return "a tribute return names one rank index 0-14"
    return None


def _rank_of(token: str) -> int:
    """Rank index of a rank token or a card (``7``, ``7S``, ``♥10``, ``bj``)."""
    try:
        return ORDER.index(parse_rank(token))
    except NotationError:
        pass
    card = parse_card(token)  # raises NotationError for garbage
    return ORDER.index(card.rank)


def parse_action(text: str) -> Action:
    """The action written ``text``; :class:`NotationError` if malformed."""
    word = check_notation(text, "a 争上游 action")
    low = word.lower()
    if low in ("pass", "过", "不要"):
        return PASS
    tokens = word.split()
    if not tokens:
        raise NotationError("empty 争上游 action: write ranks like '7 7', or pass")
    try:
        if tokens[0].lower() in ("return", "还"):
            if len(tokens) != 2:
                raise NotationError("write a tribute return as 'return <rank>', e.g. 'return 4'")
            return Return(_rank_of(tokens[1]))
        return Play(tuple(sorted(_rank_of(t) for t in tokens)))
    except NotationError as exc:
        raise NotationError(f"bad 争上游 action {text!r}: {exc}") from None
