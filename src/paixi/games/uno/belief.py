"""What a seat can infer about the other hands from the public log, for search.

A player who draws on its turn instead of playing, and then keeps the card,
held nothing playable (the heuristic always plays when it can; a person
usually does): no card of the active colour, none of the top card's number
or symbol, no Wild. :func:`voids` reads the hand's public log
(``state.log``) and keeps, for every seat, the cards its hand cannot hold
since its latest such draw, and how many cards it has taken since without
any such evidence (penalty draws). :func:`sampler` is UNO's ``determinise``
search hint (:class:`paixi.core.search.SearchHints`): a plain redeal
(``resample_hidden``), after which the other seats' hands and the draw
pile are dealt again so that the cards under a void come from the cards
the void allows. Everything read is public: the log, the hand sizes, the
seat's own hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from paixi.equipment.uno import BLACK, COLOUR, RANK, parse_card, parse_colour
from paixi.games.uno.moves import CHALLENGE_LOST_CARDS, NO_RANK, WD4_CARDS
from paixi.games.uno.phases import Phase


@dataclass
class Void:
    """Cards a seat showed it did not hold at its latest turn draw: none of
    ``colour``, none of rank ``rank`` (unless :data:`NO_RANK`) and no black
    card; ``fresh`` cards taken since are not covered."""

    colour: int
    rank: int
    fresh: int = 0

    def allows(self, kind: int) -> bool:
        """May a card of ``kind`` be among the covered cards?"""
        if kind >= 52:
            return False
        return COLOUR[kind] != self.colour and (self.rank == NO_RANK or RANK[kind] != self.rank)


def _played(text: str) -> list[tuple[int, int]]:
    """The (kind, colour set) of each card a play's log text names (``G9``,
    ``W(R)``, ``W+4(G)!``); [] for a text that names no cards."""
    cards = []
    for token in text.rstrip("!").split():
        colour = None
        if token.endswith(")") and "(" in token:
            token, named = token[:-1].split("(", 1)
            colour = parse_colour(named)
        kind = parse_card(token)
        cards.append((kind, COLOUR[kind] if colour is None else colour))
    return cards


def voids(log: list[tuple[Any, ...]], players: int) -> list[Void | None]:
    """Each seat's :class:`Void` after the hand's public ``log`` (None: no
    evidence). An event this reading does not follow (a swap, a peek, a
    judgment, a death number) forgets everything: the belief never claims
    more than the log shows."""
    out: list[Void | None] = [None] * players
    active, rank = BLACK, NO_RANK
    for event in log:
        seat, word = event[0], event[1]
        if word == "start":
            kind = parse_card(str(event[2]).split("(")[0])
            active, rank = COLOUR[kind], RANK[kind] if kind < 52 else NO_RANK
        elif word == "draw":
            if event[2] == 1:  # a turn's draw: nothing playable was held,
                # and the card drawn is not covered until it is kept
                out[seat] = Void(active, rank, fresh=1)
            else:
                _took(out, seat, int(event[2]))
        elif word == "accept":
            _took(out, seat, int(event[2]))
        elif word == "challenge":
            offender, guilty = event[2], event[3]
            if guilty:
                _took(out, offender, WD4_CARDS)
            else:
                _took(out, seat, CHALLENGE_LOST_CARDS)
        elif word == "caught":  # the seat that forgot to call draws for each catcher
            _took(out, seat, int(event[3]) * max(1, len(event[2])))
        elif word == "keep":  # the card drawn was not playable either
            _took(out, seat, -1)
        elif word == "reshuffle":
            continue
        elif isinstance(word, str) and word.startswith("colour "):
            active = parse_colour(word.split()[1])
        else:
            try:
                cards = _played(str(word))
            except ValueError:
                cards = []
            if not cards or seat < 0 or len(cards) > 1:
                return [None] * players  # an event not followed here
            kind, colour = cards[0]
            void = out[seat]
            if void is not None and not void.allows(kind):
                void.fresh = max(0, void.fresh - 1)  # a card taken since
            active, rank = colour, RANK[kind] if kind < 52 else NO_RANK
    return out


def _took(out: list[Void | None], seat: int, count: int) -> None:
    void = out[seat]
    if void is not None:
        void.fresh = max(0, void.fresh + count)


def sampler(state: Any, seat: int) -> Callable[[random.Random], Any]:
    """``determinise`` for ``seat``'s decision: ``rng -> state``, a redeal of
    the other hands and the pile in which each hand's covered cards (its
    size less the fresh ones) are drawn from the cards its void allows, as
    far as the unseen cards have enough of them; a plain redeal while a
    Wild Draw Four's challenge is open or another seat's card is fixed (a
    drawn card, a swap)."""
    beliefs = voids(list(state.log), state.n)
    plain = (
        all(b is None for i, b in enumerate(beliefs) if i != seat)
        or (state.offender >= 0 and state.challengeable)
        or (state.phase in (Phase.DRAWN, Phase.GIVE, Phase.TAKE) and state.current_player() != seat)
    )

    def draw(rng: random.Random) -> Any:
        det = state.resample_hidden(seat, rng)
        if not plain:
            _deal(det, seat, beliefs, rng)
        return det

    return draw


def _deal(det: Any, seat: int, beliefs: list[Void | None], rng: random.Random) -> None:
    """Deal the other hands and the pile again from their cards, covered cards first."""
    others = [s for s in range(det.n) if s != seat]
    pool = list(det.pile)
    sizes = {s: len(det.hands[s]) for s in others}
    for s in others:
        pool.extend(det.hands[s])
    rng.shuffle(pool)
    hands: dict[int, list[int]] = {s: [] for s in others}
    for s in others:
        void = beliefs[s]
        if void is None:
            continue
        covered = max(0, sizes[s] - void.fresh)
        rest = []
        for kind in pool:
            if covered and void.allows(kind):
                hands[s].append(kind)
                covered -= 1
            else:
                rest.append(kind)
        pool = rest
    for s in others:
        while len(hands[s]) < sizes[s]:
            hands[s].append(pool.pop())
        det.hands[s][:] = hands[s]
    det.pile[:] = pool
    det._legal = None
