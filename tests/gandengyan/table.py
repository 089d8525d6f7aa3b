"""Setting up 干瞪眼 positions for the worked examples: chosen hands, chosen turn."""

from __future__ import annotations

from typing import Any

from paixi.equipment.poker import parse_cards
from paixi.games.gandengyan import GAME, GandengyanState


def set_hand(state: GandengyanState, seat: int, cards: str) -> None:
    """Replace ``seat``'s hand by ``cards`` (notation of poker-deck.md §2)."""
    state.hands[seat] = [[] for _ in range(13)]
    state.jokers[seat] = []
    state.sizes[seat] = 0
    for card in parse_cards(cards):
        state._take(seat, card)


def table(
    hands: dict[int, str],
    to_act: int,
    players: int = 4,
    options: dict[str, Any] | None = None,
    stock: str = "",
) -> GandengyanState:
    """A state in play with the given hands (other seats get ``3C 3D 8H 8D QS``)."""
    state = GAME.new_game(players, options, seed=1)
    for seat in range(players):
        set_hand(state, seat, hands.get(seat, "3C 3D 8H 8D QS"))
    state.stock = parse_cards(stock)[::-1]
    state.to_act = to_act
    return state


def legal(state: GandengyanState) -> set[str]:
    return {str(a) for a in state.legal_actions()}
