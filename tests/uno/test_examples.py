"""The worked examples of docs/specs/uno.md §12, one test (or more) each."""

from __future__ import annotations

import pytest

from paixi.core.errors import IllegalActionError
from paixi.equipment.uno import DECK, WILD_DRAW_FOUR, card_code, parse_card
from paixi.games.uno.state import CHANCE, RESPOND, TURN, WINDOW
from tests.uno.helpers import GAME, all_cards, cards, hand, position, texts

COLOURED_W = {f"W({c})" for c in "RYGB"}
COLOURED_W4 = {f"W+4({c})" for c in "RYGB"}


# --- Example 1: legal plays ------------------------------------------------------


def test_example_1_legal_plays() -> None:
    st = position(4, {1: "R2 B7 G5 YS W W+4"}, "R7", turn=1)
    assert texts(st) == {"R2", "B7", "draw"} | COLOURED_W | COLOURED_W4
    st.apply("W+4(G)")
    assert st.guilty  # R2 is red: a challenge would succeed


def test_example_1_without_challenges_the_illegitimate_wd4_is_rejected() -> None:
    st = position(4, {1: "R2 B7 G5 YS W W+4"}, "R7", turn=1, options={"wd4_challenge": False})
    assert texts(st) == {"R2", "B7", "draw"} | COLOURED_W
    before = st.fingerprint()
    with pytest.raises(IllegalActionError):
        st.apply("W+4(G)")
    assert st.fingerprint() == before
    for bad in ("G5", "YS"):
        with pytest.raises(IllegalActionError, match="does not match"):
            st.apply(bad)


# --- Example 2: challenging a Wild Draw Four -------------------------------------------


def test_example_2_guilty() -> None:
    st = position(4, {0: "W+4 G9 R1 Y5", 1: "R5 R6"}, "G3", turn=0)
    st.apply("W+4(B)")
    assert st.phase == RESPOND and st.current_player() == 1
    st.apply("challenge")
    assert len(st.hands[0]) == 3 + 4 and len(st.hands[1]) == 2
    assert st.phase == TURN and st.current_player() == 1 and st.active == 3
    assert st.observation(1)["private"] == [["shown", 0, "R1 Y5 G9"]]
    assert st.observation(2)["private"] == []  # shown to the challenger only


def test_example_2_legitimate() -> None:
    st = position(4, {0: "W+4 R3 Y5 B2", 1: "R5 R6"}, "G3", turn=0)
    st.apply("W+4(B)")
    st.apply("challenge")
    assert len(st.hands[1]) == 2 + 6 and len(st.hands[0]) == 3
    assert st.current_player() == 2 and st.active == 3


def test_example_2_colour_or_number() -> None:
    st = position(
        4,
        {0: "W+4 R3 Y5 B2", 1: "R5 R6"},
        "G3",
        turn=0,
        options={"wd4_restriction": "colour_or_number"},
    )
    st.apply("W+4(B)")
    st.apply("challenge")
    assert len(st.hands[0]) == 3 + 4 and st.current_player() == 1


def test_wd4_accept() -> None:
    st = position(4, {0: "W+4 R3 Y5 B2", 1: "R5 R6"}, "G3", turn=0)
    st.apply("W+4(B)")
    st.apply("accept")
    assert len(st.hands[1]) == 6 and st.current_player() == 2


# --- Example 3: start cards ---------------------------------------------------------------


def _dealt(start: str, players: int = 4, options: dict | None = None, after: str = ""):
    """A manual-chance state with dealer 0 whose start card is ``start``."""
    st = GAME.new_game(players, options or {}, seed=0, chance="manual")
    st.apply_chance("dealer 0")
    order = list(DECK)
    wanted = [parse_card(start), *(parse_card(c) for c in after.split())]
    for k in wanted:
        order.remove(k)
    n = 7 * players
    order = order[:n] + wanted + order[n:]
    st.apply_chance("deal " + " ".join(card_code(k) for k in order))
    return st


def test_example_3_start_reverse() -> None:
    st = _dealt("BR")
    assert st.dir == -1 and st.current_player() == 3
    st.apply(next(a for a in st.legal_actions() if a.verb == "draw"))
    while st.current_player() == 3:  # keep a playable drawn card
        st.apply("keep")
    assert st.current_player() == 2
    st = _dealt("BR", options={"start_reverse": "dealer"})
    assert st.current_player() == 0 and st.dir == -1


def test_example_3_start_draw_two_skip_wild() -> None:
    st = _dealt("Y+2")
    assert len(st.hands[1]) == 9 and st.current_player() == 2
    st = _dealt("GS")
    assert st.current_player() == 2 and len(st.hands[1]) == 7
    st = _dealt("W")
    assert st.current_player() == 1 and texts(st) == {
        "colour R",
        "colour Y",
        "colour G",
        "colour B",
    }
    st.apply("colour G")
    assert st.phase == TURN and st.current_player() == 1 and st.active == 2


def test_example_3_start_wd4_is_returned() -> None:
    st = _dealt("W+4", after="R5")
    assert st.current_player() == CHANCE
    st.apply_chance("return 10")
    assert st.discard == [parse_card("R5")] and st.current_player() == 1
    assert st.pile[-10] == WILD_DRAW_FOUR  # ten cards were above it; R5 was then turned
    assert all_cards(st) == sorted(DECK)


def test_start_wild_redraw_and_two_player_start_reverse() -> None:
    st = _dealt("W", options={"start_wild": "redraw"}, after="G4")
    assert st.current_player() == CHANCE
    st.apply_chance("return 5")  # back into the pile under five cards, G4 on top of them
    assert st.discard == [parse_card("G4")] and st.current_player() == 1
    assert st.pile[-5] == parse_card("W") and parse_card("W") not in st.pile[-4:]
    st = _dealt("W", options={"start_wild": "redraw"}, after="G4")
    st.apply_chance("return 0")  # on top again: turned again and returned again
    assert st.current_player() == CHANCE and st.discard == []
    st = _dealt("W", options={"start_wild": "first_player_chooses"}, after="G4")
    assert st.discard == [parse_card("W")] and st.current_player() == 1
    st = _dealt("BR", players=2)
    assert st.current_player() == 0  # a start Skip: the dealer plays first


# --- Example 4: two players --------------------------------------------------------------------


def test_example_4_two_players() -> None:
    st = position(2, {0: "RR R+2 RS R9 R8", 1: "B1 B2 B3"}, "R1", turn=0)
    st.apply("RR")
    assert st.current_player() == 0
    st.apply("R+2")
    assert len(st.hands[1]) == 5 and st.current_player() == 0
    st.apply("RS")
    assert st.current_player() == 0


# --- Example 5: draw, then play or keep -----------------------------------------------------------


def test_example_5_draw_then_play_or_keep() -> None:
    st = position(4, {2: "R1 G9 B0"}, "Y4", turn=2, pile="Y8")
    st.apply("draw")
    assert texts(st) == {"Y8", "keep"}
    for bad in ("R1", "G9", "B0"):
        with pytest.raises(IllegalActionError, match="drawn card"):
            st.apply(bad)
    st.apply("Y8")
    assert st.current_player() == 3 and hand(st, 2) == "R1 G9 B0"
    st = position(4, {2: "R1 G9 B0"}, "Y4", turn=2, pile="B6")
    st.apply("draw")
    assert st.current_player() == 3 and hand(st, 2) == "R1 G9 B0 B6"


# --- Example 6: going out on a Draw Two, scoring --------------------------------------------------------


@pytest.mark.parametrize(
    ("scoring", "scores"),
    [("winner_collects", [0, 0, 0, 161]), ("penalty", [82, 59, 20, 0])],
)
def test_example_6_going_out_on_draw_two(scoring: str, scores: list[int]) -> None:
    st = position(
        4,
        {3: "G+2", 0: "B7 YS", 1: "G0 Y9 W+4", 2: "BR"},
        "G4",
        turn=3,
        pile="R5 W",
        options={"scoring": scoring},
    )
    st.apply("G+2")
    assert st.hands_log[0]["values"] == [82, 59, 20, 0]
    assert st.scores == scores
    assert st.hands_log[0]["winner"] == 3


# --- Example 7: UNO call ------------------------------------------------------------------------


def test_example_7_uno_call() -> None:
    st = position(4, {1: "G4 R4"}, "G2", turn=1)
    assert {"G4", "G4!"} <= texts(st)
    st.apply("G4!")
    assert st.current_player() == 2 and st.phase == TURN


def test_example_7_caught() -> None:
    st = position(4, {1: "G4 R4"}, "G2", turn=1)
    st.apply("G4")
    assert st.phase == WINDOW
    asked = []
    for answer in ("pass", "catch", "pass"):
        asked.append(st.current_player())
        assert texts(st) == {"catch", "pass"}
        st.apply(answer)
    assert asked == [2, 3, 0]
    assert len(st.hands[1]) == 3 and st.current_player() == 2 and st.phase == TURN


def test_example_7_nobody_catches_and_per_catcher() -> None:
    st = position(4, {1: "G4 R4"}, "G2", turn=1)
    st.apply("G4")
    for _ in range(3):
        st.apply("pass")
    assert len(st.hands[1]) == 1 and st.current_player() == 2
    st = position(4, {1: "G4 R4"}, "G2", turn=1, options={"uno_penalty_per_catcher": True})
    st.apply("G4")
    for answer in ("pass", "catch", "catch"):
        st.apply(answer)
    assert len(st.hands[1]) == 5


def test_example_7_bang_only_when_one_card_is_left() -> None:
    st = position(4, {1: "G4 R4 B9"}, "G2", turn=1)
    with pytest.raises(IllegalActionError, match="exactly one card"):
        st.apply("G4!")


# --- Example 8: seed stacking ---------------------------------------------------------------------


def test_example_8_seed_stacking() -> None:
    st = position(
        5,
        {0: "R+2 R1 R2", 1: "B+2 B1 B2", 2: "W+4 G1 G2", 3: "Y+2 G5"},
        "R3",
        turn=0,
        options={"stacking": "seed"},
    )
    st.apply("R+2")
    assert st.current_player() == 1 and st.pending == 2
    st.apply("B+2")
    assert st.current_player() == 2 and st.pending == 4
    st.apply("W+4(G)")
    assert st.current_player() == 3 and st.pending == 8
    assert texts(st) == {"accept"}  # only a +4 answers a +4; no challenge of a stack
    st.apply("accept")
    assert len(st.hands[3]) == 10 and st.current_player() == 4 and st.active == 2


def test_plus2_stacking_and_wd4_is_not_stackable() -> None:
    st = position(4, {0: "R+2 R1 R2", 1: "B+2 W+4 B1"}, "R3", turn=0, options={"stacking": "plus2"})
    st.apply("R+2")
    assert texts(st) == {"accept", "B+2"}
    st = position(4, {0: "W+4 R1 R2", 1: "B+2 W+4 B1"}, "G3", turn=0, options={"stacking": "plus2"})
    st.apply("W+4(B)")
    assert texts(st) == {"accept", "challenge"}


# --- Example 9: two-player counter ------------------------------------------------------------------


def test_example_9_counter() -> None:
    opts = {"two_player_counter": True}
    st = position(2, {0: "BS B1 Y2", 1: "RR G2"}, "B6", turn=0, options=opts)
    st.apply("BS")
    assert st.phase == WINDOW and st.current_player() == 1
    assert texts(st) == {"counter RR", "counter RR!", "pass"}
    st.apply("counter RR!")
    assert st.discard[-1] == parse_card("RR") and st.active == 0
    assert st.current_player() == 0 and st.phase == TURN
    st = position(2, {0: "BS B1 Y2", 1: "G2 G3"}, "B6", turn=0, options=opts)
    st.apply("BS")
    assert texts(st) == {"pass"}
    st = position(2, {0: "BS B1 Y2", 1: "RR"}, "B6", turn=0, options=opts)
    st.apply("BS")
    st.apply("counter RR")
    assert st.hands_log[-1]["winner"] == 1


# --- Example 10: Wild powers ---------------------------------------------------------------------------


def test_example_10_peek() -> None:
    st = position(4, {0: "W R9 R8", 2: "G1 G2 B3"}, "R5", turn=0, options={"wild_powers": True})
    assert {"W(peek 1)", "W(peek 2)", "W(swap 3)", "W(R)"} <= texts(st)
    st.apply("W(peek 2)")
    assert st.observation(0)["private"] == [["peek", 2, "G1 G2 B3"]]
    assert all(st.observation(s)["private"] == [] for s in (1, 2, 3))
    assert st.active == 0 and st.current_player() == 1


def test_example_10_swap() -> None:
    st = position(
        4, {0: "W R1 B2 G3 Y4", 2: "G1 G5 G6 B8"}, "Y5", turn=0, options={"wild_powers": True}
    )
    st.apply("W(swap 2)")
    assert st.current_player() == 0
    assert texts(st) == {"give R1", "give Y4", "give G3", "give B2"}
    for gift in ("give B2", "give G3", "give Y4"):
        st.apply(gift)
    assert [len(h) for h in (st.hands[0], st.hands[2])] == [4, 4]
    assert {"B2", "G3", "Y4"} <= set(hand(st, 2).split())
    assert st.active == 1 and st.current_player() == 1
    took = st.observation(0)["private"][-1]
    assert took[0] == "took" and len(took[2].split()) == 3
    assert st.observation(2)["private"][-1] == ["received", 0, "Y4 G3 B2"]
    assert all_cards(st) == sorted(DECK)


def test_example_10_swap_with_a_two_card_target() -> None:
    st = position(4, {0: "W R1 B2 G3 Y4", 2: "G1 G5"}, "Y5", turn=0, options={"wild_powers": True})
    st.apply("W(swap 2)")
    st.apply("give B2")
    st.apply("give G3")
    assert st.current_player() == 1 and [len(h) for h in (st.hands[0], st.hands[2])] == [4, 2]


# --- Example 11: jump-in ----------------------------------------------------------------------


def test_example_11_jump_in() -> None:
    opts = {"jump_in": True}
    st = position(4, {0: "RS R1 R2", 1: "RS B1 B2"}, "R5", turn=0, options=opts)
    st.apply("RS")
    assert st.phase == WINDOW and st.current_player() == 1
    assert texts(st) == {"RS", "pass"}
    st.apply("RS")
    assert [st.current_player()] == [2]  # the new window asks 2, 3, 0
    for _ in range(3):
        st.apply("pass")
    assert st.current_player() == 3 and st.phase == TURN


def test_example_11_later_seat_jumps() -> None:
    st = position(4, {0: "RS R1 R2", 3: "RS B1 B2"}, "R5", turn=0, options={"jump_in": True})
    st.apply("RS")
    st.apply("pass")
    st.apply("pass")
    st.apply("RS")
    for _ in range(3):
        st.apply("pass")
    assert st.current_player() == 1


def test_example_11_reverse() -> None:
    st = position(4, {0: "RR R1 R2", 2: "RR B1 B2"}, "R5", turn=0, options={"jump_in": True})
    st.apply("RR")
    assert st.dir == -1 and st.current_player() == 3
    st.apply("pass")
    st.apply("RR")
    assert st.dir == 1
    for _ in range(3):
        st.apply("pass")
    assert st.current_player() == 3


# --- Example 12: several Skips -------------------------------------------------------------------


def test_example_12_several_skips() -> None:
    opts = {"multi_play": True}
    st = position(4, {0: "GS RS B1 B2"}, "G5", turn=0, options=opts)
    assert "GS RS" in texts(st) and "RS GS" not in texts(st)
    with pytest.raises(IllegalActionError):
        st.apply("RS GS")
    st.apply("GS RS")
    assert st.current_player() == 3 and st.active == 0
    st = position(2, {0: "GS RS B1 B2"}, "G5", turn=0, options=opts)
    st.apply("GS RS")
    assert st.current_player() == 1
    st = position(2, {0: "GS RS BS B1 B2"}, "G5", turn=0, options=opts)
    st.apply("GS RS BS")
    assert st.current_player() == 0


def test_multi_play_draw_twos_and_middle_cards_in_deck_order() -> None:
    st = position(4, {0: "R7 B7 G7 Y7 B1"}, "R5", turn=0, options={"multi_play": True})
    st.apply("R7 G7 Y7 B7")  # typed order of the middle cards does not matter
    assert st.discard[-1] == parse_card("B7") and st.active == 3
    st = position(4, {0: "R+2 B+2 B1 B2"}, "R5", turn=0, options={"multi_play": True})
    st.apply("R+2 B+2")
    assert len(st.hands[1]) == 7 + 4 and st.current_player() == 2


# --- Example 13: judgment day ----------------------------------------------------------------------


DATES = ["3/8", "1/1", "12/25", "10/1"]


def _judging(hand0: str, **kw) -> object:
    return position(4, {0: hand0}, "Y7", turn=0, options={"judgment_day": True}, dates=DATES, **kw)


def test_example_13_judgment() -> None:
    st = _judging("R1 B2 G2 R5 Y9")
    assert "judge(Y) R1 R5 G2 B2!" in texts(st)
    assert "judge(R) R1 R5 G2 B2!" not in texts(st)
    st.apply("judge(Y) R1 R5 G2 B2!")
    assert hand(st, 0) == "Y9" and st.current_player() == 1 and st.active == 1
    assert st.top_rank == -1  # the top card matches by colour only


def test_example_13_four_colours_win() -> None:
    st = _judging("R1 B2 Y2 G5 Y9")
    st.apply("judge R1 Y2 G5 B2")
    last = st.hands_log[-1]
    assert last["winner"] == 0 and last["how"] == "judgment" and last["values"][0] == 0


def test_example_13_own_date() -> None:
    st = position(4, {1: "R1 B1 Y5"}, "Y7", turn=1, options={"judgment_day": True}, dates=DATES)
    assert not any(a.verb == "judge" for a in st.legal_actions())
    st = _judging("R1 B1 G7 Y9")
    assert "judge(Y) R1 B1" in texts(st)


def test_dates_are_declared_before_the_first_deal() -> None:
    st = GAME.new_game(3, {"judgment_day": True}, seed=4)
    for seat, date in enumerate(("12/25", "3/8", "2/29")):
        assert st.current_player() == seat
        st.apply(f"date {date}")
    assert st.observation(0)["dates"] == ["12/25", "3/8", "2/29"]
    moves = [str(e.move) for e in st.history]
    last_date = max(i for i, m in enumerate(moves) if m.startswith("date"))
    assert moves[last_date + 1].startswith("deal ")  # the deal comes after the dates
    start_draw = sum(e[2] for e in st.log if e[1] == "draw")  # a start Draw Two (§2)
    assert sum(len(h) for h in st.hands) == 21 + start_draw


# --- Example 14: death number -------------------------------------------------------------------


def test_example_14_death_number() -> None:
    st = position(
        4,
        {1: "B4 G7 R+2 Y3", 2: "R3 G5 YS", 3: "R3 G5", 0: "B9 Y1 W"},
        "B6",
        turn=1,
        options={"death_number": True},
    )
    st.apply("B4")
    assert st.current_player() == 2 and texts(st) == {"pass"}
    st.apply("pass")
    assert st.current_player() == 3 and texts(st) == {"death", "pass"}
    st.apply("death")
    last = st.hands_log[-1]
    assert last["winner"] == 3 and last["how"] == "death"
    assert st.scores == [0, 0, 0, 118]


def test_cards_text_helper() -> None:
    assert cards("r7 w+4") == [parse_card("R7"), WILD_DRAW_FOUR]
