"""Setting up 争上游 positions for the worked examples: chosen hands, chosen turn."""

from __future__ import annotations

from typing import Any

from paixi.equipment.poker import ZHENGSHANGYOU_ORDER, parse_cards, removal_key
from paixi.games.zhengshangyou import GAME, ZhengshangyouState


def set_hand(state: ZhengshangyouState, seat: int, cards: str) -> None:
    """Replace ``seat``'s hand by ``cards`` (notation of poker-deck.md §2)."""
    hand: list[list[Any]] = [[] for _ in range(15)]
    for card in parse_cards(cards):
        hand[ZHENGSHANGYOU_ORDER.index(card.rank)].append(card)
    for group in hand:
        group.sort(key=removal_key)
    state.hands[seat] = hand
    state.sizes[seat] = sum(len(g) for g in hand)


def table(
    hands: dict[int, str],
    to_act: int,
    players: int = 4,
    options: dict[str, Any] | None = None,
) -> ZhengshangyouState:
    """A first-hand state in play with the given hands (other seats get ``4C 6D 8H``)."""
    state = GAME.new_game(players, options, seed=1)
    for seat in range(players):
        set_hand(state, seat, hands.get(seat, "4C 6D 8H"))
    state.to_act = to_act
    return state


def legal(state: ZhengshangyouState) -> set[str]:
    return {str(a) for a in state.legal_actions()}
