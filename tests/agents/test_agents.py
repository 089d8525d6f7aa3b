"""Agents: the random agent, the generic ISMCTS agent, the match runner and statistics."""

from __future__ import annotations

import paixi
from paixi.agents import RandomAgent, make_agent, play_match, play_state, simulate, wilson_interval
from paixi.agents.ismcts import ISMCTSAgent
from paixi.core.errors import OptionError

CHUINIU = paixi.load_game("chuiniu")


def test_ismcts_beats_random_at_liars_dice():
    wins = 0
    for g in range(16):
        me = g % 2
        agents: list = [RandomAgent(g), RandomAgent(g)]
        agents[me] = ISMCTSAgent(seed=g, iterations=120)
        state = play_state(CHUINIU.new_game(2, {"rounds": 1}, seed=g), agents)
        wins += state.result()["penalties"][me] == 0
    assert wins >= 12


def test_ismcts_decides_only_from_what_its_seat_sees():
    """Two states that differ only in the opponent's dice give the same decision."""
    decisions = set()
    for dice in ("0:12446 1:11235", "0:66666 1:11235", "0:22334 1:11235"):
        state = CHUINIU.new_game(2, chance="manual")
        state.apply_chance(dice)
        state.apply("3x2")
        decisions.add(str(ISMCTSAgent(seed=3, iterations=60).act_on_state(state, 1)))
    assert len(decisions) == 1


def test_make_agent_names():
    assert isinstance(make_agent("random", CHUINIU, 0, 1), RandomAgent)
    assert isinstance(make_agent("ismcts", CHUINIU, 0, 1), ISMCTSAgent)
    try:
        make_agent("nobody", CHUINIU, 0, 1)
    except OptionError as exc:
        assert "unknown agent 'nobody'" in str(exc)
    else:
        raise AssertionError("an unknown agent name must fail")


def test_play_match_returns_a_replayable_record():
    record = play_match(
        CHUINIU, [RandomAgent(1), RandomAgent(2)], options={"rounds": 2}, seed=9, seats=["a", "b"]
    )
    assert record["seats"] == ["a", "b"] and record["terminal"]
    assert paixi.replay(record).returns() == record["returns"]


def test_simulate_same_seed_same_numbers_and_shared_ties():
    a = simulate(CHUINIU, ["random", "random"], 20, seed=4, options={"rounds": 2}).to_json()
    b = simulate(CHUINIU, ["random", "random"], 20, seed=4, options={"rounds": 2}).to_json()
    assert a == b
    total = sum(s["win_rate"] for s in a["seats"])
    draws = a["seats"][0]["draw_rate"]
    assert all(s["draw_rate"] == draws for s in a["seats"])
    assert abs(total + draws - 1) < 1e-9  # a tie is shared, never double counted


def test_wilson_interval():
    low, high = wilson_interval(50, 100)
    assert 0.40 < low < 0.41 and 0.59 < high < 0.60
    assert wilson_interval(0, 0) == (0.0, 1.0)
