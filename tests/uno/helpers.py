"""Build UNO positions for the worked examples of rules/uno.md §12."""

from __future__ import annotations

from typing import Any

import paixi
from paixi.equipment.uno import COLOUR, COLOURS, DECK, RANK, parse_card
from paixi.games.uno.state import TURN, UnoState

GAME = paixi.load_game("uno")


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def position(
    players: int,
    hands: dict[int, str],
    top: str,
    turn: int,
    *,
    active: str | None = None,
    dealer: int = 0,
    options: dict[str, Any] | None = None,
    pile: str = "",
    direction: int = 1,
) -> UnoState:
    """A state at ``turn``'s normal turn: the given hands (other seats get 7 cards
    from what is left), ``top`` on the discard pile (a black top card needs
    ``active``), ``pile`` the top cards of the draw pile (top first); every
    other card is in the draw pile under them, so the 108 cards are all there."""
    state = GAME.new_game(players, options or {}, seed=1)
    assert isinstance(state, UnoState)
    rest = list(DECK)
    fixed = {s: cards(h) for s, h in hands.items()}
    top_kind = parse_card(top)
    on_pile = cards(pile)
    for k in [*(k for h in fixed.values() for k in h), top_kind, *on_pile]:
        rest.remove(k)
    state.hands = []
    for s in range(players):
        if s in fixed:
            state.hands.append(fixed[s])
        else:
            state.hands.append(rest[:7])
            del rest[:7]
    state.pile = rest[::-1] + on_pile[::-1]  # top at the end
    state.discard = [top_kind]
    colour = COLOURS.index(active) if active else COLOUR[top_kind]
    state.named = [colour]
    state.active = colour
    state.top_rank = RANK[top_kind] if top_kind < 52 else -1
    state.dealer = dealer
    state.dir = direction
    state.phase = TURN
    state.turn = turn
    state._cp = turn
    state._legal = None
    state.log = []
    return state


def texts(state: UnoState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def all_cards(state: UnoState) -> list[int]:
    """Every card in hands, draw pile and discard pile, sorted."""
    return sorted([*(k for h in state.hands for k in h), *state.pile, *state.discard])


def hand(state: UnoState, seat: int) -> str:
    from paixi.equipment.uno import cards_text

    return cards_text(state.hands[seat])
