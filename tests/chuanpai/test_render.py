"""川牌 text rendering (audit): the end of a round shows the winner's split
and payment (rules/chuanpai.md §10), and why a round was void."""

from __future__ import annotations

from paixi.games.chuanpai.render import render
from tests.chuanpai.positions import state

EX5_MELDS = "peng:44 chi:66+11 chi:56+12"
EX5_HAND = "55 13 46 22 45 14 33 26 35 15 16 34 25 25 23"


def test_the_end_shows_the_winners_split_and_payment() -> None:
    st = state(
        hands={0: "11 11 66", 1: "12 12 56", 2: EX5_HAND},
        melds={2: EX5_MELDS},
        plays={1: "36f-"},
        window="36:1:f:-",
    )
    st.apply("pass")
    st.apply("hu")
    st.apply("pass")
    en = render(st.observation(0), "en")
    assert "seat 2 won on 36 (flip of seat 1)" in en
    assert "14+36" in en and "peng:44" in en and "each payer pays 2" in en
    zh = render(st.observation(0), "zh")
    assert "3号胡 弯鞭（2号翻牌）" in zh and "幺四+弯鞭" in zh and "每家付 2" in zh


def test_a_void_round_says_why() -> None:
    from tests.chuanpai.test_eliminations import WEAK

    hand = "66 11 56 12 46 13 45 14 16 34 44 24 15 26 16 34 35 22 36 23"
    weak2 = "11 11 12 12 13 13 14 14 15 15 16 16 24 24 34 34 44 44 66 66"
    st = state(hands={0: WEAK, 1: hand, 2: weak2}, phase="declare", status="PPP", dealer=0)
    for _ in range(3):
        st.apply(st.legal_actions()[0])
    assert "void: not opened (no active qualified player has a fan)" in render(
        st.observation(0), "en"
    )
    assert "作废：没有开局（参战的够资格玩家都没有番）" in render(st.observation(0), "zh")


def test_menu_names_the_cards_and_their_points_in_english() -> None:
    from paixi.games.chuanpai.actions import CHIS, DISCARDS
    from paixi.games.chuanpai.render import describe_action

    assert describe_action(DISCARDS[17], "en") == "discard 46 Red-Headed Ten (10 points)"
    assert describe_action(CHIS[0], "en") == "chi with 11 Earth (2 points)"
    assert describe_action(CHIS[0], "zh") == "用地吃"
