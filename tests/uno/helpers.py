"""Build UNO positions for the worked examples of docs/specs/uno.md §12."""

from __future__ import annotations

from typing import Any

import paixi
from paixi.core.position import encode_options
from paixi.equipment.uno import CODES, COLOUR, COLOURS, DECK, parse_card
from paixi.games.uno.state import UnoState

GAME = paixi.load_game("uno")


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def position_text(
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
    dates: list[str] | None = None,
) -> str:
    """The position of ``turn``'s normal turn: the given hands (other seats get
    7 cards from what is left), ``top`` on the discard pile (a black top card
    needs ``active``), ``pile`` the top cards of the draw pile (top first);
    every other card is in the draw pile under them, so the 108 cards are all
    there. ``dates`` (judgment day) as ``m/d`` per seat."""
    opts = GAME.parse_options(options or {}, players)
    rest = list(DECK)
    fixed = {s: cards(h) for s, h in hands.items()}
    top_kind = parse_card(top)
    on_pile = cards(pile)
    for k in [*(k for h in fixed.values() for k in h), top_kind, *on_pile]:
        rest.remove(k)
    held = []
    for s in range(players):
        if s in fixed:
            held.append(fixed[s])
        else:
            held.append(rest[:7])
            del rest[:7]
    colour = active if active else COLOURS[COLOUR[top_kind]]
    shown = f"{CODES[top_kind]}({colour})" if top_kind >= 52 else CODES[top_kind]
    fields = [
        "/".join(",".join(CODES[k] for k in h) or "-" for h in held),
        ",".join(CODES[k] for k in [*on_pile, *rest]) or "-",
        shown,
        colour,
        "turn",
        str(turn),
        str(direction),
        str(dealer),
        "0:-1:1:0:-1:0:4:-1",
        "-",
        "-",
        "-",
        ",".join(dates) if dates else ",".join("-" for _ in range(players)),
        "-",
        "/".join("-" for _ in range(players)),
        ",".join("0" for _ in range(players)),
        "-",
    ]
    return " ".join(["uno", str(players), encode_options(opts), *fields])


def position(players: int, hands: dict[int, str], top: str, turn: int, **kw: Any) -> UnoState:
    """The state of :func:`position_text`, read with ``GAME.from_position``."""
    state = GAME.from_position(position_text(players, hands, top, turn, **kw), seed=1)
    assert isinstance(state, UnoState)
    return state


def texts(state: UnoState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def all_cards(state: UnoState) -> list[int]:
    """Every card in hands, draw pile and discard pile, sorted."""
    return sorted([*(k for h in state.hands for k in h), *state.pile, *state.discard])


def hand(state: UnoState, seat: int) -> str:
    from paixi.equipment.uno import cards_text

    return cards_text(state.hands[seat])
