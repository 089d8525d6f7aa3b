"""Dealing chosen poker cards into consistent positions (the shedding games' tests).

Worked examples name only the cards that matter; a position must hold the
whole deck. :func:`allot` turns the named cards into physical cards of the
deck (an untagged card of a two-deck game takes the first free copy, a
default card already taken is replaced by a free card of the same rank) and
returns what is left for the position to put elsewhere.
"""

from __future__ import annotations

from collections import Counter

from paixi.equipment.poker import Card, deck, parse_cards


def allot(
    named: dict[int, str], default: str, seats: int, decks: int, extra: str = ""
) -> tuple[dict[int, list[Card]], list[Card], list[Card]]:
    """``(hands, extra cards, cards left)`` for ``seats`` seats: ``named[s]``
    or else ``default`` for each seat, and ``extra`` (a stock), all as cards
    of the ``decks``-deck set; the rest in deck order."""
    free = Counter(deck(decks))

    def take(card: Card, strict: bool) -> Card:
        if decks == 2 and card.copy == 0:
            options = [Card(card.rank, card.suit, c) for c in (1, 2)]
        else:
            options = [card]
        if not strict:  # a default card: a free card of the rank, else any free card
            options += [c for c in deck(decks) if c.rank == card.rank and c not in options]
            options += [c for c in deck(decks) if not c.is_joker and c not in options]
        for c in options:
            if free[c] > 0:
                free[c] -= 1
                return c
        raise ValueError(f"card {card} is not free in {decks} deck(s)")

    hands: dict[int, list[Card]] = {}
    for seat in sorted(named):
        hands[seat] = [take(c, True) for c in parse_cards(named[seat])]
    stock = [take(c, True) for c in parse_cards(extra)]
    for seat in range(seats):
        if seat not in hands:
            hands[seat] = [take(c, False) for c in parse_cards(default)]
    left = [c for c in deck(decks) if free[c] > 0 and not free.subtract([c])]
    return hands, stock, left
