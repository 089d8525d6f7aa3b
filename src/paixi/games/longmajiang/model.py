"""龙麻将 data types: options (§9), exposed melds, the first-dealer chance event, claim
windows, and the kongs a hand allows (docs/specs/longmajiang.md §3.3, §5.4)."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import NamedTuple

from paixi.core.options import option
from paixi.games.longmajiang.actions import GANG, Action
from paixi.games.longmajiang.cards import is_set, number


@dataclass(frozen=True)
class LongmajiangOptions:
    """The options of docs/specs/longmajiang.md §9 (``players`` is the seat count)."""

    decks: str = option("auto", choices=("auto", "1", "2"), help="auto: 1 deck ≤4 seats, else 2")
    variant: str = option(
        "standard",
        choices=("standard", "bridge"),
        help="bridge: 桥式打法, two people play two seats each",
    )
    payment: str = option(
        "all_losers",
        choices=("all_losers", "discarder"),
        help="who pays a win: every loser, or the discarder for all on a discard win",
    )
    tongse: str = option("suit", choices=("suit", "colour"), help="同色: one suit or one colour")
    set_wilds: str = option(
        "same_suit", choices=("same_suit", "any_suit"), help="J/Q/K in a set: own suit or any"
    )
    chenglong_same_suit: bool = option(False, help="成龙 needs the three runs in one suit")
    first_dealer: str = option("random", help="random, or a seat number")
    hands: int = option(8, min=1, max=10_000, sample_max=2, help="hands per match")


class Meld(NamedTuple):
    """An exposed meld: its faces (sorted), ``kind`` (peng, minggang, angang,
    jiagang) and the seat whose discard it took (None for a concealed kong)."""

    cards: tuple[int, ...]
    kind: str
    source: int | None


@dataclass(frozen=True, slots=True)
class FirstDealer:
    """Chance event: the seat drawn as first dealer (§4), written ``dealer 2``."""

    seat: int

    def __str__(self) -> str:
        return f"dealer {self.seat}"


@dataclass
class Window:
    """A claim window (§5.2): the discard, its discarder, the seats asked in turn
    order, their legal claims (besides ``pass``) and the answers so far."""

    card: int
    source: int
    seats: list[int]
    options: dict[int, list[Action]]
    answers: list[Action]
    earthly: bool  # the dealer's first discard (地和)


def concealed_kongs(hand: list[int], any_suit: bool) -> list[Action]:
    """Every distinct 暗杠 in ``hand`` (§5.4), in canonical order."""
    if len(hand) < 4:
        return []
    wilds = [f for f in hand if f >= 40]
    found: set[tuple[int, ...]] = set()
    for x in {number(f) for f in hand if f < 40} | {0}:
        pool = [f for f in hand if f >= 40 or number(f) == x] if x else wilds
        if len(pool) >= 4:
            found.update(c for c in combinations(pool, 4) if is_set(c, any_suit))
    return [Action(GANG, c) for c in sorted(found)]


def added_kongs(hand: list[int], melds: list[Meld], any_suit: bool) -> list[Action]:
    """Every 加杠: a concealed card added to an exposed pong (§5.4), by card then meld."""
    out = []
    for face in sorted(set(hand)):
        for i, m in enumerate(melds):
            if len(m.cards) == 3 and is_set((*m.cards, face), any_suit):
                out.append(Action(GANG, (face,), i + 1))
    return out


def resolve_decks(options: LongmajiangOptions, seats: int) -> int:
    if options.decks == "auto":
        return 1 if seats <= 4 else 2
    return int(options.decks)
