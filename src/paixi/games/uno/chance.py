"""UNO chance events and their notation (docs/specs/uno.md §2, uno-deck.md §4).

* ``dealer 2`` — the first dealer (§2.1);
* ``deal R7 B3 ...`` — the shuffled 108 cards, top of the draw pile first;
  dealing, the start card and every later draw follow from this order;
* ``return 37`` — a start card put back into the draw pile with 37 cards
  above it (§2 start Wild Draw Four, or a Wild with ``start_wild = redraw``);
* ``reshuffle G2 W ...`` — the discards (all but the top card) shuffled into a
  new draw pile, top first (uno-deck.md §4);
* ``take B2 G3`` — the cards taken at random from the target of a Wild swap
  (§10.5), deck order.
"""

from __future__ import annotations

from paixi.core.errors import NotationError
from paixi.core.notation import check_notation
from paixi.equipment.uno import CODES, parse_card

KINDS = ("dealer", "deal", "return", "reshuffle", "take")


class Chance:
    """A chance event: ``kind`` (one of :data:`KINDS`) and ``value`` (an int for
    ``dealer``/``return``, a tuple of card kinds otherwise). The text is built
    only when asked for, so dealing stays cheap."""

    __slots__ = ("kind", "value")

    def __init__(self, kind: str, value: int | tuple[int, ...]) -> None:
        self.kind = kind
        self.value = value

    def __str__(self) -> str:
        if isinstance(self.value, int):
            return f"{self.kind} {self.value}"
        return " ".join([self.kind, *(CODES[k] for k in self.value)])

    def __repr__(self) -> str:
        return f"Chance({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Chance) and other.kind == self.kind and other.value == self.value

    def __hash__(self) -> int:
        return hash((self.kind, self.value))


def parse_chance(text: str) -> Chance:
    """The chance event written ``text``; :class:`NotationError` if malformed."""
    words = check_notation(text, "a UNO chance event").split()
    if not words or words[0].lower() not in KINDS:
        raise NotationError(
            f"bad UNO chance event {text!r}: expected one of {', '.join(KINDS)} and its value"
        )
    kind = words[0].lower()
    if kind in ("dealer", "return"):
        if len(words) != 2 or not words[1].isdigit():
            raise NotationError(f"bad UNO chance event {text!r}: '{kind}' takes one number")
        return Chance(kind, int(words[1]))
    return Chance(kind, tuple(parse_card(w) for w in words[1:]))
