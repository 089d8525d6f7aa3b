"""川牌 rules that had no test (audit): a dealt five steals two cards (§4.4),
the dealer's 起牌 from the bottom (§4.5), the compulsory 杠 on one's own 碰
meld (§5.2), the exchange needs a card of another kind (§5.5), and the §9.1
(b) check applies to short players only and needs both M_now and
M_now + S_now short."""

from __future__ import annotations

from paixi.equipment.chuanpai import parse_card
from tests.chuanpai.positions import state
from tests.chuanpai.test_eliminations import WEAK, at_last_declaration

FIVE = "33 33 33 33 33 66 11 56 12 46 13 55 22 45 14 36 23 15 24 24"  # 33 陀, non-dealer
FIVE_DEALER = "33 33 33 33 33 66 11 56 12 46 13 55 22 45 45 14 14 15 24 24"  # 35 陀


def k(card: str) -> int:
    return parse_card(card)


def legal(st) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def test_a_dealt_five_steals_two_cards_from_the_bottom() -> None:
    st = at_last_declaration(FIVE, "16 26 34")  # the bottom card is the last one
    assert st.evals[1].qualified and st.evals[1].mao == 7
    st.apply("play")
    assert [str(m) for m in st.melds[1]] == ["tuhuo5:33"]
    assert st.stolen[1] == 2
    # 34 then 26 were stolen (locked), 16 is still in the stock
    assert (st.locked[1][k("34")], st.locked[1][k("26")], st.locked[1][k("16")]) == (1, 1, 0)
    assert sum(st.hands[1]) == 15 + 2


def test_the_dealers_qipai_comes_from_the_bottom_after_his_steals() -> None:
    st = state(
        hands={0: WEAK, 1: FIVE_DEALER, 2: WEAK},
        phase="declare",
        status="PPP",
        dealer=1,
        decls="play,sitout",
        stock_top="25",
        stock_bottom="16 26 34 35",
    )
    assert st.evals[1].qualified and st.current_player() == 0
    st.apply("sitout")
    assert st.stolen[1] == 2  # 35, 34 (locked)
    assert st.hands[1][k("26")] == 1 and st.locked[1][k("26")] == 0  # the 起牌, not locked
    assert st.hands[1][k("25")] == 0  # nothing from the top
    assert st.phase == "discard" and st.current_player() == 1
    assert "discard 26" in legal(st) and "discard 35" not in legal(st)


def test_the_fourth_card_onto_ones_own_peng_meld_is_a_compulsory_gang() -> None:
    st = state(
        hands={0: "11 12 13", 1: "44 14 14", 2: "35 16"},
        melds={0: "peng:33"},
        plays={1: "33f-"},
        window="33:1:f:pass,pass",
    )
    assert st.current_player() == 0
    assert legal(st) == ["gang"]


def test_no_exchange_when_only_copies_of_the_replacement_are_free() -> None:
    st = state(
        hands={0: "26 35 11", 1: "44 14 14", 2: "16 16"},
        locked={0: "35 11"},
        melds={0: "gang:33"},
        plays={0: "26r-"},
        window="26:0:r:-",
    )
    assert legal(st) == ["pass"]


GANG_HAND = "11 12 13 14 15 16 22 23 24"  # M_now 0, S_now 0, but partners unseen
NOT_SHORT = "66 11 56 12 46 13 55 22 45 14 36 23 16 34 15 26 24 35 44 33"
SHORT = "33 33 33 33 66 11 56 12 46 13 55 22 45 14 36 23 15 15 24 24"


def _after_replacement(hand: str, dealt: str, melds: str):
    st = state(
        hands={0: hand, 1: "44 44", 2: "36 36"},
        dealt={0: dealt},
        melds={0: melds},
        plays={0: "56r-"},
        window="56:0:r:pass,pass",
    )
    st.apply("pass")  # seat 2: nobody claims R, the replacement step ends
    return st


def test_the_failed_replacement_check_spares_a_player_who_was_not_short() -> None:
    st = _after_replacement(GANG_HAND, NOT_SHORT, "gang:33")
    assert not st.evals[0].short
    assert st.status[0] == "A"


def test_the_failed_replacement_check_eliminates_a_short_player() -> None:
    st = _after_replacement(GANG_HAND, SHORT, "gang:33")
    assert st.evals[0].short
    assert st.status[0] == "O"


def test_a_short_player_with_enough_supports_plays_on() -> None:
    # M_now 6 and one 坎 (15×3): 6 < 7 but 6 + 1 ≥ 7
    hand = "66 11 56 12 46 13 55 22 45 14 36 23 15 15 15"
    st = _after_replacement(hand, SHORT, "gang:33")
    assert st.status[0] == "A"


def test_in_a_liuju_the_baozi_pays_no_seat_that_sat_out() -> None:
    import re

    from tests.chuanpai.positions import GAME

    st = state(
        hands={0: "11 11", 1: "25 25 34 34", 2: "45 14"},
        plays={1: "35f-"},
        window="35:1:f:-",
        baozi="010",
        status="AAS",
        options={"allow_baozi": True, "stake": 2, "eliminations": False},
    )
    text = st.to_position()
    stock = re.search(r"stock=(\S+)", text).group(1)
    dead = ",".join(f"{stock[i : i + 2]}d-" for i in range(0, len(stock), 2))
    text = re.sub(r"stock=\S+", "stock=-", text)
    text = re.sub(r"plays=[^ |]*", "plays=" + dead, text)
    st = GAME.from_position(text)
    assert st.window.seats == [1, 0]
    st.apply("pass")
    st.apply("pass")
    assert st.log[-1]["outcome"] == "liuju"
    assert st.returns() == [2.0, -2.0, 0.0]
