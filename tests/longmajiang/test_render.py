"""龙麻将 text view: what a terminal player needs to type the next action (render.py)."""

from __future__ import annotations

from tests.longmajiang.table import GAME, state


def test_melds_show_the_number_used_by_an_added_kong() -> None:
    st = state(hands={1: "9C AS 2S"}, melds={1: ["peng<2 9S 9H 9D", "peng<0 7C KC QC"]},
               phase="act 1 drawn 2S", turn=1, discards=["2:9D*", "0:7C*"])  # fmt: skip
    text = GAME.render(st.observation(1))
    assert "[1:pong ♠9 ♥9 ♦9] [2:pong ♣7 ♣Q ♣K]" in text
    assert "[1:碰 ♠9 ♥9 ♦9]" in GAME.render(st.observation(1), "zh")


def test_the_next_seat_is_told_that_pass_means_draw() -> None:
    st = state(hands={1: "7H 8H AS 3D 5S 9C 10D 2H"}, discards=["0:6H"], phase="claims -")
    assert "choose chi, pass (pass = draw from the stock)" in GAME.render(st.observation(1))
    assert "（过 = 摸牌）" in GAME.render(st.observation(1), "zh")
    st.apply("pass")
    assert "pass = draw" not in GAME.render(st.observation(2))


def test_bridge_marks_the_seat_that_answers_later() -> None:
    st = state(players=2, variant="bridge", hands={0: "6S 6D AS 2S 3S 9C 10C 4H"},
               discards=["0:QD", "1:QC", "2:6H"], phase="claims -")  # fmt: skip
    st.apply("pass")  # seat 3
    lines = GAME.render(st.observation(0)).splitlines()
    assert "seat 0: seat 2 discarded ♥6; choose peng 6S 6D, pass" in lines
    assert any(line.startswith("later, seat 1: ") for line in lines)


def test_the_last_hand_line_says_how_it_was_won() -> None:
    st = state(hands={3: "2H JH KH 5S KS QS 6D JD"}, discards=["0:AC", "1:AD", "2:QD"],
               phase="claims -", hands_per_match=2)  # fmt: skip
    for answer in ("hu", "pass", "pass"):
        st.apply(answer)
    assert "last hand: seat 3 won on ♦Q from seat 2: 4 fan (all sets 4)" in GAME.render(
        st.observation(0)
    )
