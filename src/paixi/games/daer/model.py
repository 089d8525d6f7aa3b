"""大贰's phases and its opening and claim windows: what the state
(:mod:`~paixi.games.daer.game`) and its parts (view, position) share, in a
module of their own so that none of them imports another in a cycle."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from paixi.games.daer.actions import Action


class Phase(IntEnum):
    """Where a round stands (§3–§6): a deal due, the opening window, a claim
    window on a card, a seat to discard, the game over."""

    DEAL = 0
    OPENING = 1
    CLAIM = 2
    DISCARD = 3
    END = 4


DEAL, OPENING, CLAIM, DISCARD, END = Phase
PHASE_NAMES = ("deal", "opening", "claim", "discard", "over")


@dataclass
class Window:
    """An opening or claim window: the card (-1 for the opening), where it came
    from (``source`` seat; ``kind`` discard / draw / opening), the seats asked
    in order, their legal answers, the answers given so far (hidden), and
    whether the card is the dealer's opening discard (地胡, §12)."""

    card: int
    source: int
    kind: str
    seats: list[int]
    options: dict[int, list[Action]]
    answers: list[Action]
    opening_discard: bool = False

    def copy(self) -> Window:
        return Window(
            self.card,
            self.source,
            self.kind,
            list(self.seats),
            self.options,
            list(self.answers),
            self.opening_discard,
        )
