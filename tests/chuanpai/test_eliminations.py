"""Eliminations (退出, docs/specs/chuanpai.md §9) and the pre-play phase (§4.3-§4.5)."""

from __future__ import annotations

from tests.chuanpai.positions import public_events, state

# A short hand (Example 8's dealt hand): M = 6, one support (33×4), 35 陀, F0 = 1.
SHORT = "33 33 33 33 66 11 56 12 46 13 55 22 45 14 36 23 15 15 24 24"
SHORT_TRIPLE = "33 33 33 33 66 11 56 12 46 13 55 22 45 14 36 23 15 15 15 24"
WEAK = "25 25 26 26 35 35 22 22 23 23 55 55 56 56 36 36 11 12 13 14"  # low 陀


def at_last_declaration(hand_1: str, stock_bottom: str):
    """Seats 0 and 2 are weak and sat-out-bound; seat 1 (short) is last to declare."""
    return state(
        hands={
            0: WEAK,
            1: hand_1,
            2: "25 25 26 26 35 35 22 22 23 23 55 55 56 56 36 36 11 12 13 14",
        },
        phase="declare",
        status="PPP",
        dealer=2,
        decls="sitout,sitout",
        stock_bottom=stock_bottom,
    )


def test_a_steal_into_five_eliminates_a_short_player_without_support() -> None:
    st = at_last_declaration(SHORT, "16 33")  # bottom card last: 33 is stolen first
    assert st.current_player() == 1 and st.evals[1].short and st.evals[1].qualified
    st.apply("play")
    seen = public_events(st, 0)
    assert ("tuhuo", (1, "33", 4)) in seen and ("tuhuo_join", (1, "33")) in seen
    assert ("eliminated", (1,)) in seen
    assert st.log[-1]["outcome"] == "liuju"  # nobody is left


def test_a_steal_into_five_keeps_a_short_player_with_another_support() -> None:
    st = at_last_declaration(SHORT_TRIPLE, "16 33")
    assert st.evals[1].short and st.evals[1].support == 2
    st.apply("play")
    assert st.status[1] == "A"
    assert str(st.melds[1][0]) == "tuhuo5:33"
    assert st.stolen[1] == 2
    # the stolen 16 is locked; 33 joined the meld
    assert st.locked[1][5] == 1
    # the dealer (seat 2) sat out: no 起牌, seat 0 is out too, so seat 1 flips
    assert st.plays[1] and st.plays[1][0][1] == "f"


FULL_0 = "66 11 66 11 56 12 56 12 46 13 46 13 45 14"
SEVEN_0 = "46 13 46 13 45 14 45 14 16 34 34 16 44 24"  # 7 卯
SEVEN_1 = "25 25 26 15 35 24 55 22 36 23 55 22 35 33"  # 7 卯


def exhausted(extra_seat_2: str, melds_0: str, dead_0: str):
    """Seat 2 has M_now = 5 and leftovers 11 11 12 12; seat 0's pass makes a flip due."""
    return state(
        hands={0: SEVEN_0, 1: SEVEN_1, 2: "45 14 46 13 16 34 44 24 15 26 " + extra_seat_2},
        melds={0: melds_0},
        plays={0: dead_0, 1: "35f-"},
        window="35:1:f:pass,pass",
    )


def test_exhaustion_eliminates_when_the_partners_are_all_face_up() -> None:
    st = exhausted("11 11 12 12", "gang:66 gang:56", "66d- 56d-")
    assert st.current_player() == 0
    st.apply("pass")
    assert st.status[2] == "O"
    assert ("eliminated", (2,)) in public_events(st, 1)


def test_exhaustion_keeps_a_player_who_can_still_reach_seven() -> None:
    st = exhausted("11 11 12 12", "", "")
    st.apply("pass")
    assert st.status[2] == "A"


def test_no_eliminations_with_the_option_off() -> None:
    st = state(
        hands={0: SEVEN_0, 1: SEVEN_1, 2: "45 14 46 13 16 34 44 24 15 26 11 11 12 12"},
        melds={0: "gang:66 gang:56"},
        plays={0: "66d- 56d-", 1: "35f-"},
        window="35:1:f:pass,pass",
        options={"eliminations": False},
    )
    st.apply("pass")
    assert st.status[2] == "A"


def test_baozi_pays_every_non_sat_out_seat_in_a_liuju() -> None:
    st = state(
        hands={0: FULL_0, 1: "25 25 34 34", 2: "45 14"},
        plays={1: "35f-"},
        window="35:1:f:pass,pass",
        baozi="010",
        status="AAA",
        options={"allow_baozi": True, "stake": 2, "eliminations": False},
    )
    # empty the stock: a flip is due next and there is nothing to flip
    text = st.to_position()
    import re

    text = re.sub(r"stock=\S+", "stock=-", text)
    # the removed cards go to seat 0's dead pile so the counts stay right
    from tests.chuanpai.positions import GAME

    stock = re.search(r"stock=(\S+)", st.to_position()).group(1)
    dead = ",".join(f"{stock[i : i + 2]}d-" for i in range(0, len(stock), 2))
    text = re.sub(r"plays=[^ |]*", "plays=" + dead, text)
    st = GAME.from_position(text)
    st.apply("pass")
    assert st.log[-1]["outcome"] == "liuju"
    assert st.returns() == [2.0, -4.0, 2.0]


def test_redeal_vote_all_yes_voids_the_round() -> None:
    st = state(hands={0: WEAK, 1: SHORT, 2: FULL_0}, phase="redeal", status="PPP", dealer=0)
    assert [str(a) for a in st.legal_actions()] == ["redeal", "pass"]
    st.apply("redeal")
    assert st.current_player() == 1
    st.apply("yes")
    # votes stay hidden until all are in
    assert st.observation(2)["votes"] is None
    assert st.observation(1)["my_vote"] == "yes"
    st.apply("yes")
    assert st.log[-1]["outcome"] == "void" and st.log[-1]["reason"] == "redeal"


def test_redeal_refused_goes_to_declarations() -> None:
    st = state(hands={0: WEAK, 1: SHORT, 2: FULL_0}, phase="redeal", status="PPP", dealer=0)
    for a in ("redeal", "yes", "no"):
        st.apply(a)
    assert st.phase == "declare"
    assert st.observation(0)["votes"] == [[1, "yes"], [2, "no"]]


def test_round_not_opened_without_a_fan() -> None:
    # only seat 1 could play, but its F0 of the 20-card FULL_0-like hand is 0
    hand = "66 11 56 12 46 13 45 14 16 34 44 24 15 26 16 34 35 22 36 23"
    weak2 = "11 11 12 12 13 13 14 14 15 15 16 16 24 24 34 34 44 44 66 66"
    st = state(hands={0: WEAK, 1: hand, 2: weak2}, phase="declare",
               status="PPP", dealer=0)  # fmt: skip
    assert st.evals[1].qualified and st.evals[1].f0 == 0
    for _ in range(3):
        st.apply(st.legal_actions()[0])
    assert st.log[-1]["outcome"] == "void" and st.log[-1]["reason"] == "not_opened"


def test_min_active_two() -> None:
    st = at_last_declaration(SHORT_TRIPLE, "16 33")
    from paixi.core.position import decode_options, encode_options
    from tests.chuanpai.positions import GAME

    words = st.to_position().split(" ")
    words[2] = encode_options(
        GAME.parse_options(decode_options(words[2]) | {"min_active": 2}, st.players)
    )
    text = " ".join(words)

    st = GAME.from_position(text)
    st.apply("play")
    assert st.log[-1]["outcome"] == "void"


def test_baozi_declaration_choice() -> None:
    st = state(
        hands={0: WEAK, 1: SHORT, 2: FULL_0 + " 25 25 26 26 35 35"},
        phase="declare",
        status="PPP",
        options={"allow_baozi": True},
    )
    assert [str(a) for a in st.legal_actions()] == ["play", "sitout"]
    st.apply("play")
    assert st.observation(0)["my_baozi"] is False  # set once all have declared
    st.apply("play")
    st.apply("play")
    assert st.observation(0)["my_baozi"] is True
    assert st.observation(1)["my_baozi"] is False
