"""Options, a whole game to the target, scoring, agents and the benchmark (docs/specs/uno.md §1, §8, §10)."""

from __future__ import annotations

from itertools import pairwise

import pytest

import paixi
from paixi.agents import RandomAgent, play_state
from paixi.core.errors import NotationError, OptionError
from paixi.games.uno.actions import parse_action
from paixi.games.uno.bench import hands_benchmark

GAME = paixi.load_game("uno")


def test_option_checks() -> None:
    with pytest.raises(OptionError, match="two_player_counter"):
        GAME.new_game(3, {"two_player_counter": True})
    with pytest.raises(OptionError, match="stacking"):
        GAME.new_game(2, {"stacking": "always"})
    with pytest.raises(OptionError, match="target"):
        GAME.new_game(2, {"target": 0})
    with pytest.raises(OptionError):
        GAME.new_game(11)
    assert GAME.new_game(2, {"two_player_counter": True}, seed=1).options.two_player_counter


def test_defaults_are_the_official_game() -> None:
    o = GAME.new_game(seed=1).options
    assert (o.target, o.scoring, o.stacking, o.wd4_restriction, o.uno_penalty) == (
        500,
        "winner_collects",
        "none",
        "colour",
        2,
    )
    assert not (o.jump_in or o.multi_play or o.wild_powers or o.death_number or o.judgment_day)
    assert GAME.new_game(seed=1).players == 4


def _play(players: int, options: dict, seed: int):
    state = GAME.new_game(players, options, seed=seed)
    agents = [GAME.heuristic_agent(s, s) for s in range(players)]
    return play_state(state, agents)


def test_a_game_runs_to_the_target_and_the_deal_passes_on() -> None:
    state = _play(3, {}, seed=2)
    res = state.result()
    winner = res["winners"][0]
    assert res["scores"][winner] >= 500
    assert [h["totals"][winner] for h in res["hands"]][-1] == res["scores"][winner]
    dealers = [h["dealer"] for h in res["hands"]]
    assert all((b - a) % 3 == 1 for a, b in pairwise(dealers))
    assert state.returns() == [float(x) for x in res["scores"]]
    assert sum(max(h["points"]) for h in res["hands"]) == sum(res["scores"])


def test_penalty_scoring_lower_is_better() -> None:
    state = _play(4, {"scoring": "penalty", "target": 100}, seed=3)
    res = state.result()
    assert max(res["scores"]) >= 100
    low = min(res["scores"])
    assert res["winners"] == [s for s, x in enumerate(res["scores"]) if x == low]
    assert state.returns() == [-float(x) for x in res["scores"]]
    for h in res["hands"]:
        assert h["points"][h["winner"]] == 0


def test_notation_errors() -> None:
    for bad in ("R7 W(B)", "W", "R7(B)", "date 2/30", "counter", "give", "W(peek)", "colour X"):
        with pytest.raises(NotationError):
            parse_action(bad)
    assert str(parse_action("  Color   b ")) == "colour B"


def test_heuristic_beats_random() -> None:
    wins = 0
    for seed in range(12):
        state = GAME.new_game(2, {"target": 100}, seed=seed)
        seat = seed % 2
        agents = [RandomAgent(seed), RandomAgent(seed)]
        agents[seat] = GAME.heuristic_agent(seat, seed)
        play_state(state, agents)
        wins += state.result()["winners"] == [seat]
    assert wins >= 10


def test_benchmark_counts_hands() -> None:
    res = hands_benchmark(GAME, 0.05)
    assert res.count >= 16 and res.unit == "hands" and res.rate > 0
    assert "uno-uniform" in GAME.extra_benchmarks()
