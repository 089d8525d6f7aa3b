"""The shuffle and deal of a 大贰 round: the one chance event (docs/specs/daer.md §4, §5).

``deal D <80 card ids run together>``: ``D`` is the round's dealer; the cards
in dealing order — the dealer's 21, then his 下家's 20, then the next active
player's 20, then the 19 stock cards from the top down. The first dealer is
random (part of the event); later dealers follow §4 and the event must name
the right one. The 压底 turning (§5.2) is an engine step that follows.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from paixi.core.errors import NotationError
from paixi.core.notation import check_notation
from paixi.equipment.daer import CODES, DECK, RED, parse_cards

HAND_DEALER = 21
HAND_OTHER = 20
STOCK = 19


@dataclass(frozen=True, slots=True)
class Deal:
    """The dealer and the 80 cards in dealing order (module docstring)."""

    dealer: int
    cards: tuple[int, ...]

    def __str__(self) -> str:
        return f"deal {self.dealer} " + "".join(CODES[k] for k in self.cards)

    @classmethod
    def parse(cls, text: str) -> Deal:
        body = check_notation(text, "a 大贰 chance event")
        m = re.fullmatch(r"deal (\d) ([sb0-9]+)", body.lower())
        if m is None:
            raise NotationError(f"bad 大贰 chance event {body[:30]!r}: expected 'deal D <cards>'")
        return cls(int(m.group(1)), tuple(parse_cards(m.group(2))))

    def problem(self, players: int) -> str | None:
        """Why this is not a deal of the whole deck to a seat, or None."""
        if not 0 <= self.dealer < players:
            return f"the dealer must be a seat 0-{players - 1}"
        if tuple(sorted(self.cards)) != DECK:
            return f"a deal holds each of the 80 cards once, got {len(self.cards)} cards"
        return None


def shuffled_deal(rng: random.Random, dealer: int) -> Deal:
    """A uniformly shuffled deck dealt by ``dealer`` (sort by uniform keys)."""
    key = rng.random
    return Deal(dealer, tuple(sorted(DECK, key=lambda _k: key())))


def turn_dead_bottom(stock: list[int], dead_bottom: int) -> tuple[list[int], list[int], int]:
    """§5.2 压底: turn the bottom card of ``stock`` (index 0 is the top); a red card
    goes on top of the stock (at most once per card) and the next is turned;
    black cards (or a moved card come back to the bottom) are dead. Returns
    (the drawable stock, the dead cards in turning order, how many moved red
    cards lie on top of the stock, known to all)."""
    cards = [(k, False) for k in stock]  # (kind, moved already)
    dead: list[int] = []
    while len(dead) < dead_bottom and cards:
        kind, moved = cards.pop()
        if RED[kind] and not moved:
            cards.insert(0, (kind, True))
            continue
        dead.append(kind)
    known = 0
    while known < len(cards) and cards[known][1]:
        known += 1
    return [k for k, _ in cards], dead, known
