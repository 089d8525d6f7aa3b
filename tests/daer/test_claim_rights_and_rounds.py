"""大贰 rules that had no test (audit): who may 吃 a discard or a draw (§7), 坎
cards stay out of discards (§2.3, §8), 地胡 on the opening discard (§12), the
碰/坎 row for a pair completed by one's own draw (§11), the next dealer (§4)
and instant wins by 5 坎 counting a 垅 (§5.3)."""

from __future__ import annotations

import paixi
from paixi.equipment.daer import CODES, DECK, counts_of, parse_cards
from paixi.games.daer.deal import Deal
from tests.daer.helpers import position

GAME = paixi.load_game("daer")
FILL = "b5 b5 b6 b6 b8 b8 b9 b9 s8 s8 s9 s9 s10 b10 b1"  # nothing near s5


def legal(state) -> list[str]:
    return sorted(str(a) for a in state.legal_actions())


def claim(card: str, source: int, seats, kind: str = "discard", opening: int = 0, **kw):
    return GAME.from_position(
        position(f"claim:{kind}:{source}:{card}:{opening}:-", seats, in_flight=card, **kw)
    )


# --- §7: 吃 rights ------------------------------------------------------------------------


def test_only_the_discarders_xiajia_may_chi_a_discard() -> None:
    # turn order 0 → 1 → 3; seat 3 is seat 0's 上家, not his 下家
    s = claim("s5", 0, {1: {"hand": "b2 b3"}, 3: {"hand": "s4 s6 " + FILL}})
    assert s.window.seats == [1, 3]
    s.apply("pass")
    assert legal(s) == ["pass"]


def test_a_draw_may_be_chied_by_the_drawer_then_his_xiajia_only() -> None:
    seats = {
        0: {"hand": "s4 s6 b1"},
        1: {"hand": "s4 s6 b7"},
        3: {"hand": "s4 s6 b2"},
    }
    s = claim("s5", 1, seats, kind="draw")
    assert s.window.seats == [1, 3, 0]
    assert legal(s) == ["chi s4 s6", "pass"]  # the drawer
    s.apply("pass")
    assert legal(s) == ["chi s4 s6", "pass"]  # his 下家
    s.apply("pass")
    assert legal(s) == ["pass"]  # seat 0 is the drawer's 上家


def test_the_drawer_wins_a_chi_over_his_xiajia() -> None:
    seats = {1: {"hand": "s4 s6 b7"}, 3: {"hand": "s4 s6 b2"}}
    s = claim("s5", 1, seats, kind="draw")
    s.apply("chi s4 s6")
    s.apply("chi s4 s6")
    s.apply("pass")
    assert [str(m) for m in s.melds[1]] == ["[chi s4s5s6]"] and s.melds[3] == []


# --- §2.3 / §8: locked 坎 cards -------------------------------------------------------------


def test_kan_cards_are_not_discarded_while_free_cards_remain() -> None:
    s = GAME.from_position(position("discard:1:0", {1: {"hand": "s1 s1 s1 b5 b7"}}))
    assert legal(s) == ["discard b5", "discard b7"]


# --- §12: 地胡 on the dealer's opening discard ----------------------------------------------

EXAMPLE_1 = {
    1: {
        "hand": "b7 b7 s7 s6 s7 s8 b2 b3 b4 b8 b10",
        "melds": "peng:s10s10s10+chi:s1s2s3+peng:s5s5s5",
        "shown": "1",
    }
}


def test_a_win_on_the_opening_discard_is_di_hu() -> None:
    s = claim("b9", 0, EXAMPLE_1, opening=1)
    s.apply("hu")
    s.apply("pass")
    r = s.rounds_log[-1]
    assert ["di", 2] in r["factors"] and r["multiplier"] == 4  # 红胡 2 × 地胡 2
    # p = 2: each loser pays (2+1)×4 = 12, the 底家 gets 4, the winner 24 − 4
    assert s.returns() == [-12.0, 20.0, 4.0, -12.0]


def test_a_win_on_a_later_discard_is_not_di_hu() -> None:
    s = claim("b9", 0, EXAMPLE_1, opening=0)
    s.apply("hu")
    s.apply("pass")
    assert all(f[0] != "di" for f in s.rounds_log[-1]["factors"])


# --- §11: a concealed pair + X is a 碰 from others, a 坎 from one's own draw -----------------

PAIR_WAIT = {
    1: {
        "hand": "s2 s7 s10 s4 s5 s6 b4 b5 b6 b7 b8 b9 b10 b10",
        "melds": "chi:s1s2s3+chi:b1b2b3",
        "shown": "1",
    }
}


def test_pair_plus_a_discard_counts_as_peng() -> None:
    s = claim("b10", 0, PAIR_WAIT)
    assert legal(s) == ["hu", "peng"]
    s.apply("hu")
    s.apply("pass")
    # 3 + 6 + 6 (s2s7s10) + 9 (碰 of big red b10) = 24 胡: 等 2, p 2, 9 red cards, M 1
    assert s.rounds_log[-1]["hu"] == 24
    assert s.returns() == [-3.0, 5.0, 1.0, -3.0]


def test_pair_plus_own_draw_counts_as_kan() -> None:
    s = claim("b10", 1, PAIR_WAIT, kind="draw")
    assert legal(s) == ["hu", "peng"]
    s.apply("hu")
    s.apply("pass")
    s.apply("pass")
    # 3 + 6 + 6 + 12 (坎 of big red b10) = 27 胡: 等 3, p 3
    assert s.rounds_log[-1]["hu"] == 27
    assert s.returns() == [-4.0, 7.0, 1.0, -4.0]


def test_pair_plus_another_players_draw_counts_as_peng() -> None:
    s = claim("b10", 0, PAIR_WAIT, kind="draw")
    assert s.window.seats == [0, 1, 3]
    s.apply("pass")
    s.apply("hu")
    s.apply("pass")
    assert s.rounds_log[-1]["hu"] == 24


# --- §4: the next dealer ------------------------------------------------------------------------


def test_the_winner_deals_the_next_round() -> None:
    s = claim("b9", 0, EXAMPLE_1, options="rounds=2", rounds="1/2")
    s.apply("hu")
    s.apply("pass")
    assert not s.is_terminal() and s.dealer == 1 and s.dijia == 3


def test_after_a_liuju_the_seat_after_the_dealer_deals() -> None:
    # every card not in a hand lies in seat 0's dead pile: the stock is empty
    seats = {1: {"hand": "b2 b3"}, 3: {"hand": "b4 b6"}}
    used = parse_cards("b2 b3 b4 b6 s5")
    left = counts_of(DECK)
    for k in used:
        left[k] -= 1
    seats[0] = {"pile": " ".join(CODES[k] for k in range(20) for _ in range(left[k]))}
    s = claim("s5", 0, seats, options="rounds=2", rounds="1/2")
    assert s.stock == []
    s.apply("pass")
    s.apply("pass")
    assert s.rounds_log[-1]["winner"] is None and s.returns() == [0.0, 0.0, 0.0, 0.0]
    assert not s.is_terminal() and s.dealer == 1


# --- §5.3: instant win by 5 坎, a 垅 counting as a 坎 --------------------------------------------


def test_five_kan_counting_a_long_win_at_once() -> None:
    seat1 = "s8 s8 s8 s8 b9 b9 b9 s1 s1 s1 s9 s9 s9 b2 b2 b2 s5 s6 s7 b6"  # 1 垅 + 4 坎
    dealer = "s2 s3 s4 s5 s6 s7 s10 b1 b2 b3 b4 b5 b6 b7 b8 b10 s2 s3 s4 s5 s6"
    cards = parse_cards(dealer) + parse_cards(seat1)
    left = counts_of(DECK)
    for k in cards:
        left[k] -= 1
    s = GAME.new_game(4, seed=1, chance="manual")
    s.apply_chance(Deal(0, tuple(cards + [k for k in range(20) for _ in range(left[k])])))
    s.apply("pass")
    assert legal(s) == ["hu", "pass"]
