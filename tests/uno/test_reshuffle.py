"""A draw that empties the pile waits for the reshuffle (uno-deck.md §4) and
then goes on where it stopped: each continuation (``Then``) of the state,
from positions with a short draw pile."""

from __future__ import annotations

from typing import Any

import paixi
from paixi.core.position import encode_options
from paixi.equipment.uno import CODES, COLOUR, COLOURS, DECK, parse_card
from paixi.games.uno.state import DRAWN, TURN, UnoState

GAME = paixi.load_game("uno")


def _position(
    players: int,
    hands: dict[int, str],
    pile: str,
    top: str,
    to_act: int,
    *,
    under: str | None = None,
    options: dict[str, Any] | None = None,
) -> UnoState:
    """``to_act``'s turn with exactly ``pile`` (top first) to draw from and
    ``top`` on the discard pile over ``under`` (default: every card not
    listed, so that a reshuffle has cards to give). Seats not in ``hands``
    hold what is left once ``under`` is given."""
    opts = GAME.parse_options({"target": 1000, **(options or {})}, players)
    rest = list(DECK)
    listed = [parse_card(c) for c in " ".join([*hands.values(), pile, top]).split()]
    for k in listed:
        rest.remove(k)
    held = {s: [parse_card(c) for c in h.split()] for s, h in hands.items()}
    if under is None:
        below = rest
    else:
        below = [parse_card(c) for c in under.split()]
        for k in below:
            rest.remove(k)
        free = [s for s in range(players) if s not in held]
        for i, s in enumerate(free):
            held[s] = rest[i :: len(free)]
    discard = [*below, parse_card(top)]

    def shown(k: int) -> str:
        return f"{CODES[k]}(R)" if k >= 52 else CODES[k]

    fields = [
        "/".join(",".join(CODES[k] for k in held[s]) for s in range(players)),
        ",".join(pile.split()) or "-",
        ",".join(map(shown, discard)),
        "R" if discard[-1] >= 52 else COLOURS[COLOUR[discard[-1]]],
        "turn",
        str(to_act),
        "1",
        "0",
        "0:-1:1:0:-1:0:4:-1",
        "-",
        "-",
        "-",
        ",".join("-" for _ in range(players)),
        "-",
        "/".join("-" for _ in range(players)),
        ",".join("0" for _ in range(players)),
        "-",
    ]
    text = " ".join(["uno", str(players), encode_options(opts), *fields])
    state = GAME.from_position(text, seed=7)
    assert isinstance(state, UnoState)
    return state


def _reshuffled(state: UnoState) -> bool:
    return any(e[1] == "reshuffle" for e in state.log)


def test_a_turn_draw_from_an_empty_pile_reshuffles_then_offers_the_drawn_card() -> None:
    """§4: the card drawn after the reshuffle may be played at once if it matches."""
    state = _position(2, {0: "B1 B2"}, "", "R7", 0, under="R5")
    state.apply("draw")
    assert _reshuffled(state)
    assert state.hands[0][-1] == parse_card("R5")
    assert state.phase == DRAWN and state.current_player() == 0
    assert [0, "draw", 1] in state.observation(1)["recent"]
    assert {str(a) for a in state.legal_actions()} == {"R5", "keep"}


def test_an_accepted_penalty_longer_than_the_pile_reshuffles_then_the_next_turn() -> None:
    """§5.2: the victim takes all four cards (one before the reshuffle), and
    the seat after the victim plays next."""
    state = _position(3, {0: "W+4 R1 R2", 1: "B3 B4", 2: "G5 G6"}, "Y9", "R7", 0)
    state.apply("W+4(G)")
    assert state.current_player() == 1
    state.apply("accept")
    assert _reshuffled(state)
    assert len(state.hands[1]) == 2 + 4
    assert state.phase == TURN and state.current_player() == 2


def test_a_draw_two_longer_than_the_pile_reshuffles_then_skips_the_victim() -> None:
    """§5: the next seat draws two (one before the reshuffle) and is skipped."""
    state = _position(4, {0: "R+2 R1 R2", 1: "B3 B4", 2: "G5 G6", 3: "Y5 Y6"}, "Y9", "R7", 0)
    state.apply("R+2")
    assert _reshuffled(state)
    assert len(state.hands[1]) == 2 + 2
    assert state.phase == TURN and state.current_player() == 2


def test_going_out_on_a_draw_two_longer_than_the_pile_scores_the_drawn_cards() -> None:
    """§6: the next seat draws the two cards (across the reshuffle) before the
    hand is scored, and they count against it."""
    state = _position(2, {0: "R+2", 1: "B3 B4"}, "Y9", "R7", 0)
    state.apply("R+2")
    first = state.result()["hands"][0]
    assert first["winner"] == 0 and first["how"] == "out"
    left = first["cards"][1].split()
    assert len(left) == 2 + 2 and {"B3", "B4", "Y9"} <= set(left)
    assert first["points"][0] == first["values"][1] > 3 + 4 + 9
