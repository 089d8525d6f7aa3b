"""川牌 pre-play and round-to-round rules that had no test (audit): when the
dealer is asked about a redeal (§4.3 step 1), a 包子's fans do not open the
round (§4.3 step 3), the next dealer (§3), and 碰 melds count as supports in
the §9.1(b) check."""

from __future__ import annotations

import pytest

from paixi.equipment.chuanpai import NUM_KINDS, parse_cards
from paixi.games.chuanpai.actions import Deal, DealerDraw
from tests.chuanpai.positions import GAME, state
from tests.chuanpai.test_eliminations import WEAK
from tests.chuanpai.test_steals_qipai_and_replacement import SHORT, _after_replacement

EX2 = "66 66 66 56 56 12 55 55 13 46 22 45 45 14 44 33 16 25 26 35"  # 33 陀, F0 0
EX2_34 = EX2.replace("26", "24")  # one black card made red: 34 陀, F0 0
WEAK_FAN = WEAK.replace("12", "11")  # 24 陀, but a 地 pair: F0 1
WEAK_2 = "22 22 23 23 26 26 33 33 35 35 36 36 55 56 12 13 15 16 24 34"  # 26 陀
EX7 = "25 25 25 25 66 66 56 56 12 55 55 13 45 45 14 44 44 33 15 36"  # fails the 卯 test, F0 2


def _dealt(dealer_hand: str):
    st = GAME.new_game(3, seed=1, chance="manual")
    st.apply_chance(DealerDraw(0))
    hands = [parse_cards(dealer_hand)]
    left = [5] * NUM_KINDS
    for k in hands[0]:
        left[k] -= 1
    rest = [k for k in range(NUM_KINDS) for _ in range(left[k])]
    hands += [rest[:20], rest[20:40]]
    st.apply_chance(Deal(tuple(tuple(h) for h in hands), tuple(rest[40:])))
    return st


@pytest.mark.parametrize(
    ("hand", "asked"), [(WEAK, True), (WEAK_FAN, False), (EX2_34, False), (EX2, True)]
)
def test_the_dealer_is_asked_about_a_redeal_only_without_fan_and_below_34(hand, asked) -> None:
    st = _dealt(hand)
    ev = st.evals[0]
    assert (ev.f0 == 0 and ev.tuo < 34) is asked
    assert (st.phase == "redeal") is asked


def test_a_baozis_fans_do_not_open_the_round() -> None:
    st = state(
        hands={0: EX2, 1: EX7, 2: WEAK_2},
        phase="declare",
        status="PPP",
        dealer=2,
        decls="sitout,play",
        options={"allow_baozi": True},
    )
    assert st.evals[0].qualified and st.evals[0].f0 == 0
    assert not st.evals[1].qualified and st.evals[1].f0 >= 1
    st.apply("play")  # seat 1 plays as 包子
    assert st.log[-1]["outcome"] == "void" and st.log[-1]["reason"] == "not_opened"


EX5_MELDS = "peng:44 chi:66+11 chi:56+12"
EX5_HAND = "55 13 46 22 45 14 33 26 35 15 16 34 25 25 23"


def test_the_winner_deals_the_next_round() -> None:
    st = state(
        hands={0: "11 11 66", 1: "12 12 56", 2: EX5_HAND},
        melds={2: EX5_MELDS},
        plays={1: "36f-"},
        window="36:1:f:-",
        options={"rounds": 2},
    )
    st.apply("pass")
    st.apply("hu")
    st.apply("pass")
    assert len(st.log) == 1 and st.dealer == 2  # round 2 is dealt at once


def test_after_a_void_round_the_dealers_next_seat_deals() -> None:
    hand = "66 11 56 12 46 13 45 14 16 34 44 24 15 26 16 34 35 22 36 23"
    weak2 = "11 11 12 12 13 13 14 14 15 15 16 16 24 24 34 34 44 44 66 66"
    st = state(
        hands={0: WEAK, 1: hand, 2: weak2},
        phase="declare",
        status="PPP",
        dealer=2,
        options={"rounds": 2},
    )
    for _ in range(3):
        st.apply(st.legal_actions()[0])
    assert st.log[-1]["outcome"] == "void"
    assert len(st.log) == 1 and st.dealer == 0  # seat 2's next seat, by seat


def test_a_peng_meld_is_a_support_in_the_replacement_check() -> None:
    hand = "66 11 56 12 46 13 55 22 45 14 36 23"  # M_now 6
    st = _after_replacement(hand, SHORT, "gang:33 peng:15")
    assert st.evals[0].short and st.status[0] == "A"
