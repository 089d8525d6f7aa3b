"""Claim windows: priority, legality, dead cards, settlement (docs/specs/chuanpai.md §5, §8)."""

from __future__ import annotations

import pytest

from paixi.games.chuanpai.actions import GANG, HU, PASS
from tests.chuanpai.positions import public_events, state

WIN_1 = "66 11 66 11 46 13 45 14 16 34 16 34 44 24 12 12 12 15"  # + 26 wins: 39 陀, 0 fan


def hu_vs_gang(**kw):
    return state(
        hands={0: "25 25 33", 1: WIN_1, 2: "26 26 26 55"},
        plays={1: "26f-"},
        window="26:1:f:-",
        **kw,
    )


def test_hu_beats_the_compulsory_gang_and_pays() -> None:
    st = hu_vs_gang()
    assert HU in st.legal_actions()
    st.apply("hu")
    assert st.legal_actions() == [GANG]
    st.apply("gang")
    st.apply("pass")
    assert st.is_terminal()
    last = st.log[-1]
    assert last["outcome"] == "win" and last["winner"] == 1
    assert last["tuo"] == 39 and last["fan"] == 0 and last["u"] == 1
    assert last["kans"] == ["12"]
    assert st.returns() == [-1.0, 2.0, -1.0]
    seen = public_events(st, 0)
    assert ("claim", (1, "hu", "26", None)) in seen
    assert not any(key == "claim" and args[1] == "gang" for key, args in seen)


def test_sat_out_seats_pay_only_with_sitout_pays() -> None:
    st = hu_vs_gang(status="SAA")
    st.apply("hu")
    st.apply("gang")
    assert st.returns() == [-1.0, 2.0, -1.0]
    st = hu_vs_gang(status="SAA", options={"sitout_pays": False})
    st.apply("hu")
    st.apply("gang")
    assert st.returns() == [0.0, 1.0, -1.0]


def test_baozi_pays_for_everyone_and_cannot_win() -> None:
    st = hu_vs_gang(baozi="001", options={"allow_baozi": True, "stake": 3})
    st.apply("hu")
    st.apply("gang")
    st.apply("pass")
    assert st.returns() == [0.0, 6.0, -6.0]
    assert st.log[-1]["baozi"] == [False, False, True]
    # a 包子 may never 胡
    st = hu_vs_gang(baozi="010", options={"allow_baozi": True})
    assert HU not in st.legal_actions()


def test_max_fan_caps_the_payment() -> None:
    hand = "11 11 11 66 66 46 13 45 14 16 34 16 34 44 24 12 56 15 26"  # 坎 of 地 + 天 pair
    for cap, u in ((None, 2), (0, 1)):
        st = state(
            hands={0: "25 25 33", 1: hand, 2: "55 55"},
            plays={0: "66d-"},
            window="66:0:d:-",
            options={"max_fan": cap},
        )
        st.apply("hu")
        st.apply("pass")
        assert st.log[-1]["u"] == u


WIN_A = "66 66 46 13 45 14 16 34 16 34 44 24 12 56 15 26"
WIN_B = "66 66 46 13 45 14 16 34 44 24 12 56 15 26 46 13"


def test_two_wins_the_first_in_claim_order_wins() -> None:
    st = state(hands={0: "25 25", 1: WIN_A, 2: WIN_B}, plays={0: "66d-"}, window="66:0:d:-")
    assert st.window.seats == [1, 2]
    st.apply("hu")
    st.apply("hu")
    assert st.log[-1]["winner"] == 1
    assert st.log[-1]["tuo"] == 34


def test_peng_beats_chi_and_the_pung_claimer_discards() -> None:
    st = state(
        hands={0: "25 25", 1: "15 36", 2: "26 26 11"},
        plays={0: "26d-"},
        window="26:0:d:-",
        options={"eliminations": False},
    )
    assert st.window.seats == [1, 2]
    st.apply("chi 15")
    st.apply("peng")
    assert str(st.melds[2][0]) == "peng:26"
    assert st.phase == "discard" and st.current_player() == 2
    assert [str(a) for a in st.legal_actions()] == ["discard 11"]


def test_two_chis_the_first_in_claim_order_wins() -> None:
    st = state(
        hands={0: "25 25", 1: "15 36", 2: "24 11"},
        plays={1: "26f-"},
        window="26:1:f:-",
        options={"eliminations": False},
    )
    st.apply("chi 15")
    st.apply("chi 24")
    st.apply("pass")
    assert [str(m) for m in st.melds[1]] == ["chi:15+26"]
    assert st.melds[2] == []
    # no discard after a chi: seat 1's 下家 flips
    assert st.plays[2][-1][1] == "f"


def test_exchange_beats_peng() -> None:
    st = state(
        hands={0: "11 14", 1: "26 26 36", 2: "55"},
        melds={0: "gang:33"},
        plays={0: "26r-", 1: "33f0"},
        window="26:0:r:-",
        options={"eliminations": False},
    )
    st.apply("exchange")
    st.apply("peng")
    st.apply("pass")
    assert st.phase == "discard" and st.current_player() == 0
    assert st.hands[0][10] == 1


def test_the_fifth_copy_after_a_gang_is_dead() -> None:
    st = state(
        hands={0: "25 25 35 35", 1: "15 36", 2: "24 11"},
        melds={2: "gang:33"},
        plays={0: "26d-"},
        window="26:0:d:-",
        stock_top="33",
        options={"eliminations": False},
    )
    st.apply(PASS)
    st.apply(PASS)
    # seat 1 flips 33: dead, no window; seat 2 flips next
    assert st.plays[1][-1] == [11, "f", -1]
    assert ("dead", ("33",)) in public_events(st, 0)
    assert st.window.owner == 2


def test_no_chi_on_a_card_flipped_by_the_xiajia() -> None:
    st = state(
        hands={0: "25 25", 1: "15 36", 2: "24 11"},
        plays={2: "26f-"},
        window="26:2:f:-",
        options={"eliminations": False},
    )
    assert st.window.seats == [2, 0, 1]
    st.apply(PASS)
    st.apply(PASS)
    assert st.legal_actions() == [PASS]  # seat 1's 下家 flipped it


def test_with_two_active_players_the_other_is_shangjia() -> None:
    st = state(
        hands={0: "25 25", 1: "15 36", 2: "24 11"},
        plays={2: "26f-"},
        window="26:2:f:-",
        status="SAA",
        options={"eliminations": False},
    )
    assert st.window.seats == [2, 1]
    st.apply(PASS)
    assert "chi 15" in [str(a) for a in st.legal_actions()]


def test_compulsory_gang_excludes_a_win_on_the_card() -> None:
    hand = "26 26 26 15 66 11 46 13 45 14 16 34 16 34 44 24 12 56"
    st = state(hands={0: hand, 1: "25", 2: "55"}, plays={0: "26f-"}, window="26:0:f:-")
    assert st.legal_actions() == [GANG]


@pytest.mark.parametrize("answer", ["peng", "chi 44", "hu", "discard 11"])
def test_an_illegal_answer_changes_nothing(answer: str) -> None:
    st = state(hands={0: "25 25", 1: "15 36", 2: "24 11"}, plays={2: "26f-"}, window="26:2:f:-")
    before = st.to_position()
    with pytest.raises(Exception) as err:
        st.apply(answer)
    assert type(err.value).__name__ == "IllegalActionError"
    assert st.to_position() == before
