"""争上游 actions and their notation (docs/specs/zhengshangyou.md §9).

A play names ranks only, lowest first (``7 7 7``, ``3 4 5 6 7``, ``SJ BJ``);
``pass`` passes; ``return 4`` is the 上游's tribute return (§7). Ranks are
positions in :data:`~paixi.equipment.poker.ZHENGSHANGYOU_ORDER` (``3`` = 0 …
``BJ`` = 14). Input may name cards (``7S 7H 7C``): only the ranks are read.
"""

from __future__ import annotations

from dataclasses import dataclass

from paixi.core.errors import NotationError
from paixi.core.notation import check_notation
from paixi.equipment.poker import ZHENGSHANGYOU_ORDER, parse_card, parse_rank, rank_indices

ORDER = ZHENGSHANGYOU_ORDER


@dataclass(frozen=True, slots=True)
class Play:
    """A combination, as its ranks ascending (indices into the rank order)."""

    ranks: tuple[int, ...]

    def __post_init__(self) -> None:
        # one canonical form (§9): equal plays are equal values; bad ranks are
        # refused here (NotationError), so every Play is well-formed
        ranks = rank_indices(self.ranks, 0, len(ORDER) - 1, "a play's ranks")
        if ranks is not self.ranks:
            object.__setattr__(self, "ranks", ranks)

    def __str__(self) -> str:
        text = _TEXTS.get(self.ranks)
        if text is None:
            text = " ".join(ORDER.token(r) for r in self.ranks)
            if len(_TEXTS) < 1 << 14:
                _TEXTS[self.ranks] = text
        return text


_TEXTS: dict[tuple[int, ...], str] = {}
"""The notation of plays already written (plays repeat: every log line names one)."""


@dataclass(frozen=True, slots=True)
class Pass:
    """不要 bù yào: pass (§5.2)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Return:
    """还贡 huángòng: the previous 上游 gives back one card of this rank (§7)."""

    rank: int

    def __post_init__(self) -> None:
        if type(self.rank) is not int or not 0 <= self.rank < len(ORDER):
            raise NotationError(f"a tribute return names one rank index 0-14, not {self.rank!r}")

    def __str__(self) -> str:
        return f"return {ORDER.token(self.rank)}"


PASS = Pass()
Action = Play | Pass | Return


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
