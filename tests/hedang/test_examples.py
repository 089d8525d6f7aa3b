"""Every worked example of docs/specs/hedang.md §9, and the rules around them."""

from __future__ import annotations

import pytest

import paixi
from paixi.core.errors import IllegalActionError
from paixi.equipment.dominoes import SET_ORDER
from tests.domino_tricks import legal, play
from tests.hedang.table import fill_hands, last_trick_position, position, rest_of_set

GAME = paixi.load_game("hedang")


def test_example_1_must_cover_with_the_highest_long_tile() -> None:
    hands = [
        ["1-5", "2-2", "5-5", "4-4"],
        ["1-1", "3-3", "4-6", "2-6"],
        ["3-6", "2-3", "2-4", "4-5"],
        ["5-6", "2-2", "3-4", "2-5"],
    ]
    pos = position(
        hands,
        shou="1,1,1,1",
        tricks="1,1,1,1",
        up=rest_of_set(hands),
        last="3:0:1-3,v1-4,v1-6,v1-6",
        sale="keep",
    )
    state = GAME.from_position(pos)
    state.apply("1-5")
    assert legal(state) == {"1-1"}  # 地: his highest 长 tile
    with pytest.raises(IllegalActionError, match="biggest"):
        state.apply("3-3")
    state.apply("1-1")
    assert legal(state) == {"down 3-6", "down 2-3", "down 2-4", "down 4-5"}  # no 长 tile
    state.apply("down 2-4")
    assert legal(state) == {"2-2"}  # 长二 (rank 7), not 斧头 (rank 8)
    state.apply("2-2")
    assert state.observation(0)["last_trick"]["winner"] == 1
    assert state.observation(0)["shou"] == [1, 2, 1, 1]


def test_equal_highest_units_leave_a_choice() -> None:
    hands, _ = fill_hands({0: ["1-1", "2-6"], 1: ["6-6", "4-5", "3-6", "4-4", "3-4"]})
    state = GAME.from_position(position(hands))
    state.apply("1-1 2-6")  # 地八
    assert legal(state) == {"6-6 4-5", "6-6 3-6"}  # 天九 either way, never 人七
    state.apply("6-6 3-6")
    assert state.observation(0)["trick"]["best"] == 1


def test_a_face_up_cover_need_not_beat() -> None:
    hands, _ = fill_hands({0: ["6-6"], 1: ["1-5"]})
    state = GAME.from_position(position(hands))
    state.apply("6-6")
    assert all(not a.down for a in state.legal_actions())  # he holds 长 tiles
    state.apply(state.legal_actions()[0])
    assert state.observation(0)["trick"]["best"] == 0


def test_example_2_da_si_bu_chu_dianzi() -> None:
    hands, _ = fill_hands({0: ["1-3", "2-2", "1-4", "2-6", "3-5", "4-5", "3-6", "3-4"]})
    state = GAME.from_position(position(hands))
    assert legal(state) == {"1-3", "2-2", "1-3 1-4"}


def test_an_all_short_hand_leads_anything() -> None:
    short = ["4-5", "3-6", "2-6", "3-5", "2-5", "3-4", "1-4", "2-3"]
    hands, _ = fill_hands({0: short})
    state = GAME.from_position(position(hands))
    assert {"4-5", "3-6 4-5", "2-6 3-5", "1-4"} <= legal(state)


def test_example_3_the_gang() -> None:
    """Seat 0 is first; seat 2 holds 1-2 and 2-4 and plays them at once."""
    shuffle = list(SET_ORDER)
    # seat 2 takes stacks 2 and 6 when the first player is seat 0 and stacks start at 0
    for key in ("1-2", "2-4"):
        shuffle.remove(key)
    shuffle[8:8] = ["1-2", "2-4"]
    state = GAME.new_game(seed=1, chance="manual")
    state.apply_chance(" ".join(shuffle) + " / 0 / 2-3")  # roller 0, total 5: 五在手
    obs = state.observation(3)
    assert obs["gang"] == 2 and obs["phase"] == "gang" and state.current_player() == 3
    assert obs["trick"]["plays"][0] == {
        "seat": 2,
        "down": False,
        "count": 2,
        "tiles": ["2-4", "1-2"],
    }
    assert all(a.down and len(a.tiles) == 2 for a in state.legal_actions())
    for seat in (3, 0, 1):
        assert state.current_player() == seat
        state.apply(state.legal_actions()[0])
    obs = state.observation(1)
    assert obs["shou"] == [0, 0, 2, 0] and obs["phase"] == "sell"
    assert state.current_player() == 0  # seat 0 decides keep/sell
    state.apply("keep")
    assert state.current_player() == 0  # and leads the next trick
    spectator = [e[1] for e in state.events_for(None)]
    assert spectator[:2] == ["deal", "gang"] and spectator.count("down") == 3


def test_example_4_selling_and_buying() -> None:
    hands, _ = fill_hands({})
    state = GAME.from_position(position(hands, phase="sell", sale="-", options="sale_price=1.5"))
    state.apply("sell")
    assert state.current_player() == 1
    state.apply("pass")
    state.apply("buy")
    obs = state.observation(3)
    assert obs["banker"] == 2 and obs["answers"] == [
        {"seat": 1, "buy": False},
        {"seat": 2, "buy": True},
    ]
    assert state.current_player() == 0  # seat 3 is not asked; seat 0 still leads
    assert obs["scores"] == [1.5, 0.0, -1.5, 0.0]


def test_example_4_settlement_played_out() -> None:
    """Seat 0 sold, seat 1 passed, seat 2 bought; final 手 1/2/5/0: banker +6, others −2."""
    state = GAME.from_position(last_trick_position([["2-2"], ["3-3"], ["6-6"], ["1-5"]]))
    assert state.observation(3)["banker"] == 2
    state.apply("6-6")
    assert legal(state) == {"1-5"}
    play(state, ("1-5", "2-2", "3-3"))
    assert state.observation(0)["shou"] == [1, 2, 5, 0]
    assert state.returns() == [-2.0, -2.0, 6.0, -2.0]
    assert state.result()["rounds"][0]["sold"] is True


def test_banker_with_exactly_four() -> None:
    state = GAME.from_position(last_trick_position([["2-2"], ["6-6"], ["3-3"], ["1-5"]]))
    play(state, ("3-3", "1-5", "2-2", "6-6"))
    assert state.observation(0)["shou"] == [1, 3, 4, 0]  # 天 covers and wins the last trick
    assert state.returns() == [-1.0, -1.0, 3.0, -1.0]


def test_example_5_nobody_buys_the_round_is_void() -> None:
    hands, _ = fill_hands({})
    state = GAME.from_position(position(hands, phase="sell", sale="-", roller=3, first=0))
    play(state, ("sell", "pass", "pass", "pass"))
    obs = state.observation(0)
    assert obs["round"] == 1 and obs["roller"] == 3 and obs["scores"] == [0, 0, 0, 0]
    assert obs["phase"] in ("sell", "gang") and obs["banker"] is None  # redealt at once
    assert state.result()["rounds"][0] == {"round": 1, "void": True}
    assert "void" in [e[1] for e in state.events_for(None)]


def test_example_6_the_banker_falls_short() -> None:
    from paixi.games.hedang import banker_amounts

    assert banker_amounts([3, 2, 2, 1], 0) == [-3, 1, 1, 1]
    assert banker_amounts([1, 2, 5, 0], 2) == [-2, -2, 6, -2]
    for n, each in zip(range(9), (4, 3, 2, 1, -1, -2, -3, -4, -5), strict=True):
        assert banker_amounts([n, 8 - n, 0, 0], 0)[1] == each


def test_example_7_exempt_combos_he_ren() -> None:
    hand = ["6-6", "1-5", "4-5", "2-3", "3-4", "2-5", "2-6", "1-2"]
    hands, _ = fill_hands({0: hand})
    state = GAME.from_position(position(hands))
    assert legal(state) == {"6-6", "1-5", "6-6 4-5"}
    state = GAME.from_position(position(hands, options="exempt_combos=he_ren"))
    assert legal(state) == {"6-6", "1-5"}
    hand = ["6-6", "4-5", "2-3", "3-4", "2-5", "2-6", "3-5", "1-2"]
    hands, _ = fill_hands({0: hand})
    state = GAME.from_position(position(hands, options="exempt_combos=he_ren"))
    assert legal(state) == {"6-6", "6-6 4-5"}


def test_the_next_roller_follows_the_banker() -> None:
    for n, roller in ((5, 2), (3, 3)):
        rest = 8 - 1 - n
        pos = last_trick_position(
            [["2-2"], ["6-6"], ["3-3"], ["1-5"]],
            first=2,
            shou=f"{rest},1,{n - 1},0",
            tricks="1,1,1,0",
            sale="keep",
            options="rounds=2",
        ).replace("round=1/1", "round=1/2")
        state = play(GAME.from_position(pos), ("3-3", "1-5", "2-2", "6-6"))
        obs = state.observation(0)
        assert obs["round"] == 2
        assert obs["roller"] == roller


def test_he_ren_exempts_only_the_man_and_harmony_families() -> None:
    hand = ["1-1", "2-6", "4-4", "3-4", "1-3", "2-3", "1-5", "3-3"]
    hands, _ = fill_hands({0: hand})
    state = GAME.from_position(position(hands, options="exempt_combos=he_ren"))
    got = legal(state)
    assert {"4-4 3-4", "1-3 2-3"} <= got  # 人七 and 和五: exempt
    assert "1-1 2-6" not in got  # 地八 counts as a 短 lead while 长 tiles remain
    assert "1-1 2-6" in legal(GAME.from_position(position(hands)))
