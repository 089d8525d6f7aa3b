"""大贰 play rules on constructed positions: 比, 过张, 八块, priority (docs/specs/daer.md
§16 examples 3, 4, 5, 8), the opening window, the 压底 turning and settlement."""

from __future__ import annotations

import pytest

import paixi
from paixi.core.errors import IllegalActionError, PositionError
from paixi.equipment.daer import parse_cards
from paixi.games.daer.deal import Deal, turn_dead_bottom
from tests.daer.helpers import position

GAME = paixi.load_game("daer")
FILL1 = "b5 b5 b6 b6 b8 b8 b9 b9 s8 s8 s9 s9 s10 b10 b1"  # nothing near s3


def legal(state) -> list[str]:
    return sorted(str(a) for a in state.legal_actions())


def claim(card: str, source: int, seats, kind: str = "discard", answers: str = "-", **kw):
    return GAME.from_position(
        position(f"claim:{kind}:{source}:{card}:0:{answers}", seats, in_flight=card, **kw)
    )


# --- Example 3: 比 ---------------------------------------------------------------------


def test_example_3a_chi_with_bi() -> None:
    s = claim("s3", 0, {1: {"hand": "s3 s4 s4 s5 s5 " + FILL1}})
    assert s.current_player() == 1
    assert legal(s) == ["chi s4 s5 + s3 s4 s5", "pass"]
    s.apply("chi s4 s5 + s3 s4 s5")
    s.apply("pass")  # seat 3
    melds = [str(m) for m in s.melds[1]]
    assert melds == ["[chi s3s4s5]", "[bi s3s4s5]"]
    assert s.current_player() == 1 and s.legal_actions()[0].kind == 5  # he discards


def test_example_3b_chi_impossible_without_bi() -> None:
    s = claim("s3", 0, {1: {"hand": "s3 s4 s5 " + FILL1 + " s6 b7"}})
    assert legal(s) == ["pass"]
    with pytest.raises(IllegalActionError):
        s.apply("chi s4 s5")


def test_example_3c_mixed_chi_needs_no_bi() -> None:
    s = claim("s3", 0, {1: {"hand": "b3 b3 s3 " + FILL1 + " s6 b7"}})
    assert legal(s) == ["chi b3 b3", "chi s3 b3", "pass"]
    s.apply("chi b3 b3")
    s.apply("pass")
    assert s.hand[1][parse_cards("s3")[0]] == 1  # his own s3 stays in hand
    assert [str(m) for m in s.melds[1]] == ["[chi s3b3b3]"]


# --- Example 4: 八块 -------------------------------------------------------------------


def test_example_4_second_four_card_unit_skips_the_discard() -> None:
    hand = "s9 s9 s9 s1 s2 s3 b1 b2 b4 b5 b8 b9 s5 b10 s7 b7"  # 16 + 垅 s6 = 20
    s = claim("s9", 0, {1: {"hand": hand, "longs": "s6"}})
    assert s.holding_size(1) == 20 and s.quads(1) == 1
    assert legal(s) == ["zhao"]
    s.apply("zhao")
    s.apply("pass")  # seat 3
    assert s.holding_size(1) == 21 and s.quads(1) == 2
    assert s.longs_shown[1]  # first claim: the 垅 is shown
    assert s.window is not None and s.window.kind == "draw" and s.window.source == 3
    # later seat 1 chis: H = 22 > 21, so he discards back to 21
    s2 = claim(
        "b3",
        0,
        {
            1: {
                "hand": "s1 s2 s3 b1 b2 b4 b5 b8 b9 s5 b10 s7 b7",
                "longs": "s6",
                "shown": "1",
                "melds": "zhao:s9s9s9s9",
            }
        },
    )
    assert "chi b2 b4" in legal(s2)
    s2.apply("chi b2 b4")
    s2.apply("pass")
    assert s2.holding_size(1) == 22 and s2.current_player() == 1
    s2.apply("discard s5")
    assert s2.holding_size(1) == 21


# --- Example 5: priority -------------------------------------------------------------


def test_example_5_compulsory_peng_beats_chi() -> None:
    seats = {
        0: {"hand": "b1 b3 s1 s1 s4 s4 s8 s8 s9 s9 b6 b6 b7 b7 b8 b8 s10 s10 b9 b9"},
        1: {"hand": "b2 b2 s3 s5 s6 b4 b5 s7 s2 s2 s7 b10 b10 s3 s1 s1 s4 s4 s8 b5"},
    }
    s = claim("b2", 3, seats)
    assert s.window.seats == [0, 1]
    assert "chi b1 b3" in legal(s)
    s.apply("chi b1 b3")
    assert legal(s) == ["peng"]  # compulsory
    s.apply("peng")
    assert [str(m) for m in s.melds[1]] == ["[peng b2b2b2]"] and s.melds[0] == []
    assert s.current_player() == 1 and s.holding_size(1) == 21  # H 21 > 20: discard
    s.apply("discard s5")
    s.apply("pass")  # seat 3
    s.apply("pass")  # seat 0: seat 0's turn was skipped; seat 3 draws next
    assert s.window.kind == "draw" and s.window.source == 3


def test_example_5_hu_beats_compulsory_peng() -> None:
    win = "b1 b3 s1 s2 s3 s2 s7 s10 s4 s5 s6 s6 s7 s8 b4 b5 b6 b7 b8 b9"
    seats = {0: {"hand": win}, 1: {"hand": "b2 b2 s9 s9 b10 b10 s4 s5"}}
    s = claim("b2", 3, seats)
    assert legal(s)[0] == "chi b1 b3" and "hu" in legal(s)
    s.apply("hu")
    s.apply("peng")
    assert s.is_terminal()
    r = s.rounds_log[-1]
    assert r["winner"] == 0 and r["hu"] == 6 + 3 + 6
    # seat 0 wins 15 胡: 等 2, p 2; red cards: b2 s2×2 s7×2 s10 b7 = 7 → M 1
    assert s.returns() == [5.0, -3.0, 1.0, -3.0]


# --- Example 8: 过张 ---------------------------------------------------------------------


def test_example_8_declined_chi_puts_the_kind_on_the_guo_list() -> None:
    seats = {1: {"hand": "s4 s6 " + FILL1}, 3: {"hand": "b2 b3 s1"}}
    s = GAME.from_position(
        position("claim:discard:0:s5:0:-", seats, in_flight="s5", stock_top="s5")
    )
    assert s.window.seats == [1, 3]
    assert "chi s4 s6" in legal(s)
    s.apply("pass")
    s.apply("pass")
    assert s.piles[0] == [parse_cards("s5")[0]]
    assert s.guo[1] == {parse_cards("s5")[0]}
    # seat 1 (seat 0's 下家) draws next: the other s5; he may not 吃 it now
    assert s.window.kind == "draw" and s.window.source == 1 and s.window.card == 4
    s = GAME.from_position(s.to_position())
    assert legal(s) == ["pass"]
    assert "my_guo" in s.observation(1) and s.observation(1)["my_guo"] == ["s5"]
    assert s.observation(3)["my_guo"] == []


def test_example_8_chi_lost_to_peng_adds_nothing() -> None:
    seats = {1: {"hand": "s4 s6 " + FILL1}, 3: {"hand": "s5 s5 b2 b3 s1"}}
    s = claim("s5", 0, seats)
    s.apply("chi s4 s6")
    assert legal(s) == ["peng"]
    s.apply("peng")
    assert s.guo[1] == set()
    assert [str(m) for m in s.melds[3]] == ["[peng s5s5s5]"]


def test_guo_on_own_discard_option() -> None:
    for flag, expected in (("true", {4}), ("false", set())):
        opts = "-" if flag == "true" else "guo_on_own_discard=false"
        s = GAME.from_position(position("discard:1:0", {1: {"hand": "s5 " + FILL1}}, options=opts))
        s.apply("discard s5")
        assert s.guo[1] == expected


def test_guo_blocks_hu_option() -> None:
    win = "b1 b3 s1 s2 s3 s2 s7 s10 s4 s5 s6 s6 s7 s8 b4 b5 b6 b7 b8 b9"
    for opts, can in (("-", True), ("guo_blocks_hu=true", False)):
        s = claim("b2", 3, {0: {"hand": win, "guo": "b2"}}, options=opts)
        assert ("hu" in legal(s)) is can
        assert "chi b1 b3" not in legal(s)  # 过张 always blocks 吃


# --- 压底, opening window, 地胡/天胡, discards ------------------------------------------------


def test_dead_bottom_turning() -> None:
    s1, s7, b5, b2 = parse_cards("s1 s7 b5 b2")
    stock, dead, known = turn_dead_bottom([s1, b5, b2, s7], 2)
    # s7 (red) moves to the top; b2 (red) moves to the top above it; b5, s1 die
    assert dead == [b5, s1] and stock == [b2, s7] and known == 2
    stock, dead, known = turn_dead_bottom([s7, b2], 2)  # only red: moved cards die on return
    assert sorted(dead) == sorted([s7, b2]) and stock == [] and known == 0


def _deal(hands: list[str], dealer: int = 0) -> Deal:
    from paixi.equipment.daer import DECK, counts_of

    cards = []
    for h in hands:
        cards += parse_cards(h)
    left = counts_of(DECK)
    for k in cards:
        left[k] -= 1
    rest = [k for k in range(20) for _ in range(left[k])]
    return Deal(dealer, tuple(cards + rest))


def test_instant_win_is_di_hu_for_a_non_dealer() -> None:
    dealer = "s1 s2 s3 s4 s5 s6 s7 s9 s10 b2 b3 b4 b5 b6 b7 b8 b10 s1 s2 s3 s4"
    seat1 = "s8 s8 s8 s8 b9 b9 b9 b9 b1 b1 b1 b1 s9 s9 s9 s5 s6 s7 b2 b3"
    seat3 = "s1 s1 s2 s2 s3 s3 s4 s4 s5 s5 s6 s6 s7 s7 s10 s10 b2 b2 b3 b3"
    s = GAME.new_game(4, seed=1, chance="manual")
    s.apply_chance(_deal([dealer, seat1, seat3]))
    assert legal(s) == ["pass"]  # the dealer: nothing
    s.apply("pass")
    assert legal(s) == ["hu", "pass"]
    s.apply("hu")
    s.apply("pass")
    r = s.rounds_log[-1]
    assert r["how"] == "instant" and r["hu"] == 12 + 15 + 15 + 6
    assert ["di", 2] in r["factors"] and s.is_terminal()


def test_tian_hu_for_the_dealer() -> None:
    dealer = "b1 b2 b3 s1 s2 s3 s2 s7 s10 s4 s5 s6 s6 s7 s8 b4 b5 b6 b7 b8 b9"
    s = GAME.new_game(4, seed=1, chance="manual")
    s.apply_chance(
        _deal(
            [
                dealer,
                "s9 s9 s8 s8 b9 b9 b1 s4 s5 b4 b5 b6 b7 b8 b10 b10 s10 s10 b2 b3",
                "s1 s1 s2 s3 s3 s4 s5 s6 s7 s8 s9 b1 b2 b3 b4 b5 b6 b7 b8 b9",
            ]
        )
    )
    assert legal(s) == ["hu", "pass"]
    s.apply("hu")
    s.apply("pass")
    s.apply("pass")
    r = s.rounds_log[-1]
    assert r["how"] == "tian" and r["hu"] == 15 and ["tian", 2] in r["factors"]


def test_dealer_with_two_longs_does_not_discard() -> None:
    dealer = "s1 s1 s1 s1 b2 b2 b2 b2 s3 s4 s5 s6 s7 s8 s9 s10 b3 b4 b5 b6 b7"
    s = GAME.new_game(4, seed=2, chance="manual")
    s.apply_chance(_deal([dealer]))
    for _ in range(3):
        s.apply("pass")
    assert s.window is not None and s.window.kind == "draw" and s.window.source == 1


def test_only_kans_left_may_break_a_kan() -> None:
    s = GAME.from_position(position("discard:1:0", {1: {"hand": "s1 s1 s1 b5 b5 b5"}}))
    assert legal(s) == ["discard b5", "discard s1"]
    s.apply("discard s1")
    assert s.hand[1][0] == 2


def test_positions_reject_bad_input() -> None:
    good = position("discard:1:0", {1: {"hand": "s5 " + FILL1}})
    GAME.from_position(good)
    for bad in (
        good.replace("daer 4 ", "daer 5 "),
        good.replace("discard:1:0", "discard:2:0"),  # the 底家 never acts
        good.replace("dealer=0", "dealer=7"),
        good.replace("phase=discard:1:0", "phase=claim:discard:0:s5:0:peng"),
        good.replace("| s5s8", "| s5s5s8", 1),  # a fifth s5
        "daer nonsense",
    ):
        with pytest.raises(PositionError):
            GAME.from_position(bad)


# --- Examples 1, 2, 7 played out: each seat's points ------------------------------------


def test_example_1_in_play() -> None:
    seats = {
        1: {
            "hand": "b7 b7 s7 s6 s7 s8 b2 b3 b4 b8 b10",
            "melds": "peng:s10s10s10+chi:s1s2s3+peng:s5s5s5",
            "shown": "1",
        }
    }
    s = claim("b9", 0, seats)
    assert "hu" in legal(s) and "chi b8 b10" in legal(s)
    s.apply("hu")
    s.apply("pass")
    assert s.returns() == [-6.0, 10.0, 2.0, -6.0]
    assert s.rounds_log[-1]["hu"] == 10 and ["hong", 2] in s.rounds_log[-1]["factors"]


def test_example_2_in_play_self_drawn() -> None:
    seats = {
        3: {
            "hand": "b10 b10 b10 s1 s2 s3 s4 s5 s6 b4 b5 b6 s8 s10",
            "melds": "peng:s2s2s2+chi:b1b2b3",
            "shown": "1",
        }
    }
    s = claim("s9", 3, seats, kind="draw")
    assert s.window.seats == [3, 0, 1] and "hu" in legal(s)
    s.apply("hu")
    s.apply("pass")
    s.apply("pass")
    assert s.returns() == [-4.0, -4.0, 1.0, 7.0]
    assert s.rounds_log[-1]["hu"] == 27


def test_example_7_in_play_hu_instead_of_compulsory_zhao() -> None:
    seats = {
        1: {
            "hand": "s1 s2 s3 s2 s7 s10 b1 b2 b3 s4 s5 s6 b8 b9 b10 s9 s9",
            "melds": "peng:b5b5b5",
            "shown": "1",
        }
    }
    s = claim("b5", 0, seats)
    assert legal(s) == ["hu", "zhao"]  # no pass: the 招 is compulsory
    s.apply("hu")
    s.apply("pass")
    assert s.returns() == [-4.0, 7.0, 1.0, -4.0]
    assert s.rounds_log[-1]["hu"] == 27
