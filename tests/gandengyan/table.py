"""Setting up 干瞪眼 positions for the worked examples: chosen hands, chosen turn.

Positions are built in the game's notation (rules page, "Positions") and
read with ``GAME.from_position``, so a test never writes a private field.
"""

from __future__ import annotations

from typing import Any

from paixi.core.position import encode_options
from paixi.equipment.poker import GANDENGYAN_ORDER
from paixi.games.gandengyan import GAME, GandengyanState
from paixi.games.gandengyan.game import deck_count
from tests.poker_table import allot


def table_position(
    hands: dict[int, str],
    to_act: int,
    players: int = 4,
    options: dict[str, Any] | None = None,
    stock: str = "",
) -> str:
    """A first-hand position (dealer 0) in play: the given hands (other seats
    hold ``3C 3D 8H 8D QS``) and ``stock`` (top first); the rest of the deck
    was played by ``to_act`` in a round it won, so it leads now."""
    opts = GAME.parse_options(options or {}, players)
    decks = deck_count(opts, players)
    held, stocked, left = allot(hands, "3C 3D 8H 8D QS", players, decks, stock)
    naturals = [c for c in left if not c.is_joker]
    jokers = sum(c.is_joker for c in left)
    plays = []
    for card in naturals:  # singles, and a joker beside a natural as a pair
        if jokers and card.rank in GANDENGYAN_ORDER and card.rank != "2":
            plays.append(f"{to_act}:{card}+*{card.rank}")
            jokers -= 1
        else:
            plays.append(f"{to_act}:{card}")
    assert not jokers, "a joker needs a natural card to be played with"
    log = ",".join([*plays, f"{to_act}:won"]) if plays else "-"
    # hands as the game writes them (rank order, then removal order, jokers
    # last): positions are read strictly
    hand_text = "/".join(
        ",".join(str(c) for c in GANDENGYAN_ORDER.sort_cards(held[s])) or "-"
        for s in range(players)
    )
    stock_text = ",".join(str(c) for c in stocked) or "-"
    scores = ",".join("0" for _ in range(players))
    return (
        f"gandengyan {players} {encode_options(opts)} {hand_text} {stock_text} play 0 "
        f"{to_act} {log} {scores} -"
    )


def table(
    hands: dict[int, str],
    to_act: int,
    players: int = 4,
    options: dict[str, Any] | None = None,
    stock: str = "",
) -> GandengyanState:
    """The state of :func:`table_position`."""
    text = table_position(hands, to_act, players, options, stock)
    state = GAME.from_position(text, seed=1)
    assert isinstance(state, GandengyanState)
    return state


def legal(state: GandengyanState) -> set[str]:
    return {str(a) for a in state.legal_actions()}
