"""Every worked example of docs/specs/sanmenlao.md §11, and the rules around them,
played from positions."""

from __future__ import annotations

import pytest

import paixi
from paixi.core.errors import IllegalActionError
from paixi.games.sanmenlao import settle
from tests.domino_tricks import legal, play, rest_of_set
from tests.sanmenlao.table import LAST_TRICK_PLAYS, fill_hands, last_trick_position, position

GAME = paixi.load_game("sanmenlao")


def example1_state():
    hands, _ = fill_hands(
        {1: ["4-4", "3-4", "6-6"], 2: ["1-3", "2-3"], 3: ["1-1", "2-6"], 0: ["2-2", "2-2"]}
    )
    return GAME.from_position(position(hands, first=1))


def test_example_1_and_7_a_combo2_trick_in_notation() -> None:
    state = example1_state()
    state.apply("4-4 3-4")
    with pytest.raises(IllegalActionError, match="does not beat"):
        state.apply("1-3 2-3")  # 和五 does not beat 人七: only face down
    state.apply("down 1-3 2-3")
    state.apply("1-1 2-6")  # 地八 beats 人七
    before = state.fingerprint()
    with pytest.raises(IllegalActionError):
        state.apply("2-2 2-2")  # 双长二: another type, refused face up
    assert state.fingerprint() == before
    state.apply("down 2-2 2-2")
    obs = state.observation(1)
    assert obs["shou"] == [0, 0, 0, 2]
    assert obs["tricks_won"] == [0, 0, 0, 1] and obs["tiles_won"] == [0, 0, 0, 8]
    assert state.current_player() == 3  # the winner leads next
    last = obs["last_trick"]
    assert last["winner"] == 3 and last["leader"] == 1
    seat2 = next(p for p in last["plays"] if p["seat"] == 2)
    assert seat2 == {"seat": 2, "down": True, "count": 2, "tiles": None}
    own = state.observation(2)["last_trick"]["plays"]
    assert next(p for p in own if p["seat"] == 2)["tiles"] == ["1-3", "2-3"]


def test_face_down_tiles_stay_hidden_in_events() -> None:
    state = example1_state()
    for a in ("4-4 3-4", "down 1-3 2-3"):
        state.apply(a)
    spectator = state.events_for(None)[-1]
    assert spectator[1:] == ("down", (2, 2))
    assert state.events_for(0)[-1][1:] == ("down", (2, 2))
    assert state.events_for(2)[-1][1:] == ("down_own", (2, "1-3 2-3"))
    for lang in ("en", "zh"):
        text = GAME.event_text("down", (2, 2), lang)
        assert "1-3" not in text and "[1|3]" not in text
        assert GAME.event_text("down_own", (2, "1-3 2-3"), lang)


def test_example_2a_only_the_pair() -> None:
    hands, _ = fill_hands({0: ["2-2", "2-2", "1-3", "3-3", "2-6", "1-2", "4-6", "1-5"]})
    assert legal(GAME.from_position(position(hands))) == {"2-2 2-2"}


def test_example_2b_only_the_combination() -> None:
    hands, _ = fill_hands({0: ["1-1", "3-3", "5-5", "2-6", "3-4", "1-4", "4-6", "1-6"]})
    assert legal(GAME.from_position(position(hands))) == {"1-1 2-6"}


def example2c(lead: str = "-", phase: str = "roll"):
    hands, _ = fill_hands({0: ["4-4", "3-3", "5-5", "2-6", "1-4", "1-2", "4-6", "1-6"]})
    return GAME.from_position(position(hands, phase=phase, lead=lead), chance="manual")


def test_example_2c_a_tie_is_rolled() -> None:
    state = example2c()
    assert state.is_chance_node() and state.legal_actions() == []
    state.apply_chance("roll 1-5")  # 幺: not a tied class, roll again
    assert state.is_chance_node()
    state.apply_chance("roll 2-4")  # 点子
    assert legal(state) == {"2-6", "1-4", "1-2"}
    assert [e[1] for e in state.events_for(None)] == ["lead_roll", "lead_roll"]
    again = example2c()
    again.apply_chance("roll 1-3")  # 正
    assert legal(again) == {"4-4", "3-3", "5-5"}
    with pytest.raises(IllegalActionError, match="class zheng"):
        again.apply("2-6")


def test_a_roll_is_made_only_on_a_tie() -> None:
    hands, _ = fill_hands({0: ["4-4", "3-3", "5-5", "2-2", "1-4", "1-2", "4-6", "1-6"]})
    state = GAME.from_position(position(hands))
    assert not state.is_chance_node()
    assert legal(state) == {"4-4", "3-3", "5-5", "2-2"}  # 正 4, 点子 2, 幺 2


def test_a_top_tile_frees_the_lead_and_the_option_switches_rules_off() -> None:
    hands, _ = fill_hands({0: ["2-2", "2-2", "1-3", "3-3", "2-6", "1-2", "4-6", "5-6"]})
    state = GAME.from_position(position(hands))
    assert {"5-6", "2-6", "2-2", "2-2 2-2"} <= legal(state)
    hands, _ = fill_hands({0: ["4-4", "3-3", "5-5", "2-6", "1-4", "1-2", "4-6", "1-6"]})
    free = GAME.from_position(position(hands, options="enforce_lead_rules=false"))
    assert not free.is_chance_node() and len(legal(free)) == 8


def test_example_3_normal_settlement() -> None:
    s = settle([2, 1, 4, 1], jiepai=1)
    assert s.kind == "normal" and [h / 2 for h in s.halves] == [-2, 5, 0, -3]


def test_example_4_sold_and_seller_exempt() -> None:
    s = settle([2, 3, 2, 1], jiepai=1, seller=0)
    assert [h / 2 for h in s.halves] == [0, 7.5, -3, -4.5]
    s = settle([2, 3, 2, 1], jiepai=1, seller=0, sold_seller="normal")
    assert [h / 2 for h in s.halves] == [-3, 10.5, -3, -4.5]


def test_example_4_played_out() -> None:
    """Seat 0 sold 幺二四 earlier; seat 1 wins the last trick (1 手) and 接牌."""
    state = GAME.from_position(last_trick_position(first=1, zhizun="sold:0"))
    play(state, LAST_TRICK_PLAYS)
    assert state.is_terminal()
    assert state.returns() == [0.0, 7.5, -3.0, -4.5]
    assert state.result()["rounds"][0]["settlement"] == "sold"


def test_example_5_baohuo() -> None:
    hands = [["2-2", "3-3"], ["6-6", "6-6"], ["1-2", "2-4"], ["1-5", "1-5"]]
    pos = position(
        hands,
        first=2,
        shou="0,2,2,2",
        tricks="0,1,1,1",
        up=rest_of_set(hands),
        trick="2:",
        last="1:2:1-1,v3-6,v5-5,v3-3",
    )
    state = GAME.from_position(pos)
    state.apply("2-4 1-2")
    assert legal(state) == {"down 1-5 1-5"}
    play(state, ("down 1-5 1-5", "down 2-2 3-3", "down 6-6 6-6"))
    assert state.returns() == [-8.0, -8.0, 24.0, -8.0]
    assert state.result()["rounds"][0]["settlement"] == "baohuo"


def test_example_6_lone_top_tile_then_a_sweep() -> None:
    s = settle([0, 8, 0, 0], jiepai=1, rule1_seat=0)
    assert s.penalty and [h / 2 for h in s.halves] == [-24, 24, 0, 0]
    s = settle([0, 8, 0, 0], jiepai=1, rule1_seat=0, rule1_penalty=False)
    assert [h / 2 for h in s.halves] == [-8, 24, -8, -8]
    s = settle([8, 0, 0, 0], jiepai=0, rule1_seat=0)  # he swept himself: no penalty
    assert not s.penalty and [h / 2 for h in s.halves] == [24, -8, -8, -8]


def test_example_6_rule1_is_judged_on_the_first_lead() -> None:
    hands, _ = fill_hands({0: ["6-6", "2-2", "2-2", "1-3", "5-5", "3-3", "1-4", "1-2"]})
    state = GAME.from_position(position(hands))
    state.apply("2-2 2-2")
    assert " rule1=0:6-6 " in state.to_position()
    hands, _ = fill_hands({0: ["6-6", "2-2", "2-2", "1-3", "5-5", "3-3", "1-4", "1-2"]})
    state = GAME.from_position(position(hands))
    state.apply("6-6")
    assert " rule1=- " in state.to_position()


def test_lone_top_tile_penalty_in_play() -> None:
    """Seat 1 has won 7 手 and leads the last trick: the sweep is paid by seat 0 alone."""
    pos = last_trick_position(shou="0,7,0,0", tricks="0,5,0,0", rule1="0:6-6")
    state = play(GAME.from_position(pos), LAST_TRICK_PLAYS)
    assert state.returns() == [-24.0, 24.0, 0.0, 0.0]
    assert state.result()["rounds"][0]["penalty"] == {"seat": 0, "top_tile": "6-6"}
    end = state.events_for(None)[-1]
    assert end[1] == "round_end" and "6-6" in GAME.event_text(end[1], end[2], "en").replace(
        "[6|6]", "6-6"
    )


def test_after_zhizun_nothing_beats_in_that_trick() -> None:
    hands, _ = fill_hands({0: ["2-2", "2-2"], 1: ["1-2", "2-4"], 2: ["6-6", "6-6"], 3: ["5-6"]})
    state = GAME.from_position(position(hands, options="enforce_lead_rules=false"))
    state.apply("2-2 2-2")
    assert "2-4 1-2" in legal(state)
    state.apply("2-4 1-2")
    assert not any(not a.down for a in state.legal_actions())  # 双天 cannot beat now


def test_zhizun_scope_dianzi_pair() -> None:
    hands, _ = fill_hands({0: ["2-2", "2-2", "4-5", "3-6"], 1: ["1-2", "2-4"]})
    state = GAME.from_position(
        position(hands, options="zhizun_scope=dianzi_pair;enforce_lead_rules=false")
    )
    state.apply("2-2 2-2")
    assert "2-4 1-2" not in legal(state)
    state = GAME.from_position(
        position(hands, options="zhizun_scope=dianzi_pair;enforce_lead_rules=false")
    )
    state.apply("3-6 4-5")
    assert "2-4 1-2" in legal(state)


def test_stake_multiplies_and_halves_stay_exact() -> None:
    pos = last_trick_position(first=1, zhizun="sold:0", options="stake=3.0")
    state = play(GAME.from_position(pos), LAST_TRICK_PLAYS)
    assert state.returns() == [0.0, 22.5, -9.0, -13.5]
