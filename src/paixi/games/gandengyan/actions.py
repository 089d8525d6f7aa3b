"""干瞪眼 actions and their notation (docs/specs/gandengyan.md §9).

A play lists its cards lowest reading first; a joker is ``*`` plus the rank
it stands for, after the natural cards of that rank: ``8``, ``10 *10``,
``4 *5 6``, ``5 5 6 *6``. The two-joker bomb (``joker_pair_bomb``) is
``* *``. Ranks are positions in ``3 … K A 2`` (``3`` = 0, ``A`` = 11,
``2`` = 12). Input may name cards (``4H SJ 6C``) or write a bare ``*``: such
input parses to a :class:`PartialPlay`, whose joker readings the state fills
in (refusing it when more than one reading is legal).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from paixi.core.errors import IllegalActionError, NotationError
from paixi.core.notation import check_notation
from paixi.equipment.poker import GANDENGYAN_ORDER, parse_card, parse_rank, rank_indices

ORDER = GANDENGYAN_ORDER
NO_READING = -1
"""The "reading" of each joker in the two-joker bomb ``* *``."""


@dataclass(frozen=True, slots=True)
class Play:
    """``naturals``: ranks of the natural cards, ascending; ``jokers``: the
    ranks the jokers stand for, ascending (``(-1, -1)`` for ``* *``)."""

    naturals: tuple[int, ...]
    jokers: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        # one canonical form (§9): equal plays are equal values; bad ranks are
        # refused here (NotationError), so every Play is well-formed
        top = len(ORDER) - 1
        naturals = rank_indices(self.naturals, 0, top, "a play's natural ranks")
        if naturals is not self.naturals:
            object.__setattr__(self, "naturals", naturals)
        no_reading = not naturals and all(j == NO_READING for j in self.jokers)
        low = NO_READING if no_reading else 0  # jokers without a reading: only ``* *``
        jokers = rank_indices(self.jokers, low, top, "a play's joker readings")
        if jokers is not self.jokers:
            object.__setattr__(self, "jokers", jokers)

    def __str__(self) -> str:
        if len(self.naturals) + len(self.jokers) > _MEMO_SIZE:  # huge input: not memoised
            return _play_text.__wrapped__(self.naturals, self.jokers)
        return _play_text(self.naturals, self.jokers)

    @property
    def size(self) -> int:
        return len(self.naturals) + len(self.jokers)


_MEMO_SIZE = 16  # no real play is longer; bigger values come from hostile input


@lru_cache(maxsize=1 << 14)
def _play_text(naturals: tuple[int, ...], jokers: tuple[int, ...]) -> str:
    """The notation of a play (§9), memoised: every play is logged as text."""
    if not naturals and all(j == NO_READING for j in jokers):
        return " ".join("*" for _ in jokers)
    tokens = [(r, 0, ORDER.token(r)) for r in naturals]
    tokens += [(r, 1, "*" + ORDER.token(r)) for r in jokers]
    return " ".join(t for _, _, t in sorted(tokens))


def play_cards(play: Play, naturals: list[str]) -> list[str]:
    """The cards of ``play`` in its written order (§9): the natural cards
    taken (``naturals``, in the order of ``play.naturals``) and each joker as
    ``*`` plus the rank it stands for (``*`` alone in the two-joker bomb)."""
    tokens = [(r, 0, i, t) for i, (r, t) in enumerate(zip(play.naturals, naturals, strict=True))]
    tokens += [
        (r, 1, i, "*" if r == NO_READING else "*" + ORDER.token(r))
        for i, r in enumerate(play.jokers)
    ]
    return [t for *_, t in sorted(tokens)]


@dataclass(frozen=True, slots=True)
class Pass:
    """不要 bù yào: pass (§6.1)."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class PartialPlay:
    """Input naming ``bare`` jokers without a reading (``4H SJ 6C``, ``5 6 *``)."""

    naturals: tuple[int, ...]
    jokers: tuple[int, ...]
    bare: int

    def __str__(self) -> str:
        named = str(Play(self.naturals, self.jokers)) if self.naturals or self.jokers else ""
        return " ".join(t for t in (named, *("*" for _ in range(self.bare))) if t)


PASS = Pass()
JOKER_BOMB = Play((), (NO_READING, NO_READING))
Action = Play | Pass


def _token(token: str) -> tuple[str, int]:
    """Classify one token: ``("natural", rank)``, ``("joker", rank)`` or ``("bare", -1)``."""
    if token == "*":
        return "bare", NO_READING
    if token.startswith("*"):
        rank = parse_rank(token[1:])
        if rank not in ORDER:
            raise NotationError(f"a joker stands for a rank 3-A, not {token[1:]!r}")
        return "joker", ORDER.index(rank)
    try:
        rank = parse_rank(token)
    except NotationError:
        rank = parse_card(token).rank  # raises NotationError for garbage
    if rank not in ORDER:  # BJ / SJ named as cards: a joker without a reading
        return "bare", NO_READING
    return "natural", ORDER.index(rank)


def parse_action(text: str) -> Action | PartialPlay:
    """The action written ``text``; :class:`NotationError` if malformed."""
    word = check_notation(text, "a 干瞪眼 action")
    if word.lower() in ("pass", "过", "不要"):
        return PASS
    tokens = word.split()
    if not tokens:
        raise NotationError("empty 干瞪眼 action: write ranks like '5 *6 7', or pass")
    naturals, jokers, bare = [], [], 0
    try:
        for token in tokens:
            kind, rank = _token(token)
            if kind == "natural":
                naturals.append(rank)
            elif kind == "joker":
                jokers.append(rank)
            else:
                bare += 1
    except NotationError as exc:
        raise NotationError(f"bad 干瞪眼 action {text!r}: {exc}") from None
    if bare == 2 and not naturals and not jokers:
        return JOKER_BOMB
    if bare:
        return PartialPlay(tuple(sorted(naturals)), tuple(sorted(jokers)), bare)
    return Play(tuple(sorted(naturals)), tuple(sorted(jokers)))


def _contains(readings: tuple[int, ...], named: tuple[int, ...]) -> bool:
    """Whether the multiset ``named`` is inside the multiset ``readings``."""
    rest = list(readings)
    for r in named:
        if r not in rest:
            return False
        rest.remove(r)
    return True


def resolve_partial(partial: PartialPlay, legal: list[Action]) -> Play:
    """The one legal play that reads ``partial``'s bare jokers (§9).

    Raises :class:`IllegalActionError` when no reading is legal, or when more
    than one is (the input is ambiguous).
    """
    if not partial.naturals:
        raise IllegalActionError(
            f"illegal action {partial}: jokers are never played alone (a play holds a natural card)"
        )
    size = len(partial.naturals) + len(partial.jokers) + partial.bare
    fits = [
        a
        for a in legal
        if isinstance(a, Play)
        and a.naturals == partial.naturals
        and a.size == size
        and _contains(a.jokers, partial.jokers)
    ]
    if len(fits) == 1:
        return fits[0]
    if not fits:
        raise IllegalActionError(f"illegal action {partial}: no legal reading of the jokers")
    readings = " or ".join(str(a) for a in fits[:4])
    raise IllegalActionError(
        f"ambiguous action {partial}: the jokers could be read as {readings}; write e.g. *5"
    )
