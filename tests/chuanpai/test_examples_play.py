"""Worked examples 4, 8 and 9 of docs/specs/chuanpai.md §14, on positions."""

from __future__ import annotations

from paixi.games.chuanpai.actions import GANG, PASS
from tests.chuanpai.positions import public_events, state


def example_4():
    """Seat 1 has flipped 33; seat 0 holds three 33, seat 1 a 44, seat 2 a 35."""
    return state(
        hands={0: "33 33 33 12 11 11 15", 1: "44 14 14", 2: "35 16"},
        plays={1: "33f-"},
        window="33:1:f:-",
        stock_top="26",
        options={"eliminations": False},
    )


def test_example_4_options_of_each_seat() -> None:
    st = example_4()
    assert st.window.seats == [1, 2, 0]
    assert st.current_player() == 1
    assert [str(a) for a in st.legal_actions()] == ["chi 44", "pass"]
    st.apply("chi 44")
    assert [str(a) for a in st.legal_actions()] == ["chi 35", "pass"]
    st.apply("chi 35")
    # seat 0 may not chi (his 下家 flipped it) and must gang
    assert st.legal_actions() == [GANG]


def test_example_4_and_9_gang_beats_chi_then_replacement_exchange_and_discard() -> None:
    st = example_4()
    st.apply("chi 44")
    st.apply("chi 35")
    st.apply("gang")
    # only the winning claim is shown; the losing chi answers never are
    seen = public_events(st, None)
    assert ("claim", (0, "gang", "33", None)) in seen
    assert not any("chi" in str(args) for key, args in seen)
    assert public_events(st, 2).count(("answered", (1,))) == 1
    assert [m.type for m in st.melds[0]] == ["gang"]
    assert st.melds[0][0].tuo == 6
    # seat 0 turned R = 26; the window asks 0, 1, 2
    assert st.window.card == 10 and st.window.owner == 0 and st.window.source == "r"
    assert st.window.seats == [0, 1, 2]
    assert "exchange" in [str(a) for a in st.legal_actions()]
    st.apply("exchange")
    st.apply(PASS)
    st.apply(PASS)
    assert st.phase == "discard" and st.current_player() == 0
    legal = [str(a) for a in st.legal_actions()]
    assert "discard 26" not in legal and "discard 12" in legal
    st.apply("discard 12")
    # the window on 12 asks seat 1 then seat 2, not seat 0
    assert st.window.seats == [1, 2]
    st.apply(PASS)
    st.apply(PASS)
    # 12 is dead; seat 1 (seat 0's 下家) flips, seat 2 lost its turn
    assert st.plays[0][-1][:3] == [1, "d", -1]
    assert st.plays[1][-1][1] == "f"
    assert st.window is None or st.window.owner == 1


# Example 8: a short non-dealer (M = 6, one support: a 4-card 吐火 of 33).
DEALT_8 = "33 33 33 33 66 11 56 12 46 13 55 22 45 14 36 23 15 15 24 24"
HAND_8 = "66 11 56 12 46 13 55 22 45 14 36 23 15 15 24 24 16"


FULL_0 = "66 11 66 11 56 12 56 12 46 13 46 13 45 14"  # 7 卯: never eliminated
FULL_2 = "25 25 34 34 26 15 35 24 44 15 55 22 36 23"


def example_8():
    return state(
        hands={0: FULL_0, 1: HAND_8, 2: FULL_2},
        locked={1: "16"},
        dealt={1: DEALT_8},
        melds={1: "tuhuo:33"},
        plays={1: "33f-"},
        window="33:1:f:-",
        stock_top="26",
    )


def test_example_8_setup_is_a_short_player() -> None:
    st = example_8()
    ev = st.evals[1]
    assert ev.short and ev.mao == 6 and ev.support == 1 and ev.qualified


def test_example_8_xiang_is_compulsory_and_scores() -> None:
    st = example_8()
    assert [str(a) for a in st.legal_actions()] == ["xiang"]
    st.apply("xiang")
    st.apply(PASS)
    st.apply(PASS)
    meld = st.melds[1][0]
    assert meld.sounded and len(meld.cards) == 5
    assert meld.tuo == 8 and meld.mao == 0
    assert [f[2] for f in meld.fans()] == [1]
    assert st.window.source == "r" and st.window.owner == 1


def test_example_8_exchange_making_the_seventh_mao_plays_on() -> None:
    st = example_8()
    for a in ("xiang", "pass", "pass", "exchange", "pass", "pass", "discard 24"):
        st.apply(a)
    assert st.status[1] == "A"


def test_example_8_chi_of_the_replacement_plays_on() -> None:
    st = example_8()
    for a in ("xiang", "pass", "pass", "chi 15", "pass", "pass"):
        st.apply(a)
    assert st.status[1] == "A"
    assert str(st.melds[1][-1]) == "chi:15+26"


def test_example_8_otherwise_the_short_player_is_eliminated() -> None:
    st = example_8()
    for a in ("xiang", "pass", "pass", "pass", "pass", "pass"):
        st.apply(a)
    assert st.status[1] == "O"
    assert ("eliminated", (1,)) in public_events(st, 0)
    # seat 1's 下家 flips next
    assert st.plays[2][-1][1] == "f"


# Example 5 in play: seat 2 wins by 吃 on his 上家's flip of 弯鞭 (36).
EX5_MELDS = "peng:44 chi:66+11 chi:56+12"
EX5_HAND = "55 13 46 22 45 14 33 26 35 15 16 34 25 25 23"


def test_example_5_in_play_win_on_the_shangjia_flip() -> None:
    st = state(
        hands={0: "11 11 66", 1: "12 12 56", 2: EX5_HAND},
        melds={2: EX5_MELDS},
        plays={1: "36f-"},
        window="36:1:f:-",
    )
    assert st.window.seats == [1, 2, 0]
    st.apply("pass")
    assert "hu" in [str(a) for a in st.legal_actions()]
    st.apply("hu")
    st.apply("pass")
    last = st.log[-1]
    assert (last["winner"], last["tuo"], last["fan"], last["u"]) == (2, 38, 1, 2)
    assert st.returns() == [-2.0, -2.0, 4.0]


def test_example_5_no_win_on_the_xiajia_flip() -> None:
    st = state(
        hands={0: "11 11 66", 1: "12 12 56", 2: EX5_HAND},
        melds={2: EX5_MELDS},
        plays={0: "36f-"},
        window="36:0:f:-",
    )
    assert st.window.seats == [0, 1, 2]
    st.apply("pass")
    st.apply("pass")
    assert "hu" not in [str(a) for a in st.legal_actions()]


# Example 6 in play: seat 1 (吃 斧头+丁丁) holds 天×2 and 地×3.
EX6_HAND = "66 66 11 11 11 55 13 46 22 45 14 44 33 26 15 16 25 36 23"


def test_example_6_in_play_di_forces_the_gang() -> None:
    st = state(
        hands={0: "25 25", 1: EX6_HAND, 2: "34 34"},
        melds={1: "chi:56+12"},
        plays={2: "11f-"},
        window="11:2:f:-",
    )
    st.apply("pass")
    st.apply("pass")
    assert st.legal_actions() == [GANG]


def test_example_6_in_play_tian_from_any_source_wins() -> None:
    st = state(
        hands={0: "25 25", 1: EX6_HAND, 2: "34 34"},
        melds={1: "chi:56+12"},
        plays={2: "66f-"},
        window="66:2:f:-",
    )
    st.apply("pass")  # seat 2
    st.apply("pass")  # seat 0
    st.apply("hu")  # seat 1, on his 下家's flip: 碰-type
    last = st.log[-1]
    assert (last["tuo"], last["fan"], last["u"]) == (40, 1, 2)
    assert sorted(last["kans"]) == ["11", "66"]
