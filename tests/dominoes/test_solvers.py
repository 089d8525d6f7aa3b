"""Solvers (issue 3): hand-known small deals, agreement with plain exhaustive search
on thousands of reduced random deals, winning lines that replay, play-outs that
mirror the engine, and estimates that do not depend on the worker count."""

from __future__ import annotations

import json
import random

import pytest

import paixi
from paixi.agents import RandomAgent
from paixi.equipment.dominoes import INDEX, shuffled_set
from paixi.games.tongwuguan.agent import ReferencePolicy
from paixi.solve import ceyunqi as cy
from paixi.solve import tongwuguan as tw
from paixi.solve.estimate import estimate
from paixi.solve.forced import solve_deal as solve_forced
from paixi.solve.records import line_record, play_line

TW = paixi.load_game("tongwuguan")
TW6 = (
    "1-5 3-3 3-4 1-6 4-4 5-5 1-5 3-6 5-5 1-3 2-5 6-6 1-4 5-6 3-3 2-4 2-6 1-6 6-6 4-4 1-1 2-2 4-5 "
    "1-3 2-2 1-2 5-6 1-1 4-6 4-6 3-5 2-3"
)
OPTION_SETS = [
    {},
    {"take_rule": "mandatory"},
    {"short_deal": "choose"},
    {"take_rule": "mandatory", "short_deal": "choose", "kuai_threshold": 13},
    {"allow_wudian": False},
]


def tw_options(values: dict) -> object:
    return TW.parse_options(values, 1)


def position_state(passes, spare, options):
    state = TW.new_game(options=options, chance="manual")
    state.set_position(
        tuple(tuple(INDEX[k] for k in p) for p in passes), tuple(INDEX[k] for k in spare)
    )
    return state


def brute_force(state, limit: list[int]) -> bool:
    """Plain exhaustive search through the engine's own legal actions, no memo.

    Terminates by the repetition rule; ``limit`` caps the work (a one-item list).
    """
    if state.is_terminal():
        return state.returns() == [1.0]
    for action in state.legal_actions():
        limit[0] -= 1
        if limit[0] < 0:
            raise RuntimeError("brute force too large")
        child = state.clone()
        child.apply(action)
        if brute_force(child, limit):
            return True
    return False


def test_hand_known_small_deals() -> None:
    opts = tw_options({})
    # 6-6 6-6 3-3 is 合巧 (four 6s, 3+3 = 6): one take wins.
    sol = tw.solve_position([["6-6", "6-6", "3-3"]], [], opts, 1000)
    assert sol.status == "won" and sol.line == ("P1:L3",)
    # The 1-2 can only leave with two of 1-3, 4-4, 4-4, and no such three is a triplet.
    sol = tw.solve_position([["4-4", "4-4", "1-3", "1-2"]], [], opts, 10_000)
    assert sol.status == "lost"
    # Two passes: each must take its own 五子 after one deal; declining is never needed.
    sol = tw.solve_position([["5-5", "5-5"], ["4-4", "4-4"]], ["1-4", "1-5"], opts, 10_000)
    assert sol.status == "won" and sol.line == ("D", "P1:L3", "P2:L3")


def test_tw6_is_lost_under_both_rules() -> None:
    for rule in ("optional", "mandatory"):
        assert tw.solve_deal(TW6.split(), tw_options({"take_rule": rule})).status == "lost"


def reduced_deal(rng: random.Random) -> tuple[list[list[str]], list[str]]:
    tiles = shuffled_set(rng)
    n_pass = rng.choice((1, 2, 2, 3))
    if n_pass == 3:  # three passes only with three tiles each, to keep brute force small
        return [[tiles.pop() for _ in range(3)] for _ in range(3)], [tiles.pop()]
    passes = [[tiles.pop() for _ in range(rng.choice((3, 4)))] for _ in range(n_pass)]
    spare = [tiles.pop() for _ in range(rng.randint(0, 2))]
    return passes, spare


@pytest.mark.parametrize("values", OPTION_SETS)
def test_memoised_solver_agrees_with_brute_force(values: dict) -> None:
    opts = tw_options(values)
    rng = random.Random(json.dumps(values))
    checked = wins = 0
    while checked < 200:
        passes, spare = reduced_deal(rng)
        try:
            truth = brute_force(position_state(passes, spare, opts), [1_500])
        except RuntimeError:
            continue
        sol = tw.solve_position(passes, spare, opts, 1_000_000)
        assert sol.status == ("won" if truth else "lost"), (passes, spare)
        if truth:
            wins += 1
            state = position_state(passes, spare, opts)
            for token in sol.line:
                state.apply(token)
            assert state.is_terminal() and state.returns() == [1.0]
        checked += 1
    assert 0 < wins < checked  # both verdicts were exercised


@pytest.mark.parametrize("values", OPTION_SETS[:3])
def test_winning_lines_replay_on_full_deals(values: dict) -> None:
    opts = tw_options(values)
    rng = random.Random(5)
    for _ in range(8):
        keys = shuffled_set(rng)
        sol = tw.solve_deal(keys, opts)
        if sol.won:
            record = json.loads(json.dumps(line_record("tongwuguan", keys, opts, sol.line)))
            assert paixi.replay(record).returns() == [1.0]
        else:
            assert sol.status in ("lost", "undecided") and not sol.line


def test_budget_gives_undecided_never_a_guess() -> None:
    keys = shuffled_set(random.Random(1))
    full = tw.solve_deal(keys, tw_options({}))
    assert full.status == "won"
    tiny = tw.solve_deal(keys, tw_options({}), budget=3)
    assert tiny.status in ("undecided", "won") and (tiny.status == "won") == (full.nodes <= 3)


@pytest.mark.parametrize("values", [{}, {"take_rule": "mandatory", "short_deal": "choose"}])
def test_playouts_mirror_the_engine(values: dict) -> None:
    opts = tw_options(values)
    for seed in range(25):
        keys = shuffled_set(random.Random(seed))
        for agent, rng in ((ReferencePolicy(), None), (RandomAgent(seed), random.Random(seed))):
            state = TW.new_game(options=opts, chance="manual")
            state.apply_chance(" ".join(keys))
            while not state.is_terminal():
                state.apply(agent.act(None, state.legal_actions()))
            passes, spare = tw.initial_position(keys, opts.layout)
            assert tw.playout(passes, spare, opts, rng) == (state.returns() == [1.0])


def brute_ring(keys: list[str]) -> int:
    return cy.brute_force_ring(keys)


def test_ceyunqi_memo_agrees_with_brute_force() -> None:
    rng = random.Random(7)
    for _ in range(2000):
        tiles = shuffled_set(rng)
        ring = tiles[: rng.randint(2, 9)]
        assert cy.best_ring_score(ring) == brute_ring(ring)


def test_ceyunqi_lines_replay_to_the_best_score() -> None:
    game = paixi.load_game("ceyunqi")
    rng = random.Random(3)
    for values in ({}, {"wudian_value": 2, "kuai_threshold": 13}, {"first_index": 9}):
        opts = game.parse_options(values, 1)
        for _ in range(10):
            keys = shuffled_set(rng)
            sol = cy.solve_deal(keys, opts)
            state = play_line("ceyunqi", keys, opts, sol.line)
            assert state.is_terminal() and state.score() == sol.score
            assert sol.score >= cy.greedy_score(keys, opts)
            assert sol.score >= cy.random_score(keys, opts, random.Random(1))


@pytest.mark.parametrize("game_id", ["tuimo", "chaiwugui"])
def test_games_without_choices_are_played_out(game_id: str) -> None:
    game = paixi.load_game(game_id)
    opts = game.parse_options({}, 1)
    for seed in range(20):
        keys = shuffled_set(random.Random(seed))
        sol = solve_forced(game_id, keys, opts)
        assert not sol.choices and sol.line == ("play",)
        state = play_line(game_id, keys, opts, sol.line)
        assert state.returns() == [1.0 if sol.won else 0.0]


@pytest.mark.parametrize(
    ("game_id", "options"),
    [("tuimo", {}), ("chaiwugui", {}), ("ceyunqi", {}), ("tongwuguan", {"take_rule": "mandatory"})],
)
def test_estimates_do_not_depend_on_workers(game_id: str, options: dict) -> None:
    one = estimate(game_id, 24, seed=5, options=options, workers=1)
    two = estimate(game_id, 24, seed=5, options=options, workers=2, chunk=5)
    assert one.counts == two.counts and one.counts["deals"] == 24
    other = estimate(game_id, 24, seed=6, options=options, workers=1)
    assert other.counts["deals"] == 24


def test_undecided_deals_widen_the_interval() -> None:
    res = estimate("tongwuguan", 12, seed=1, budget=20).to_json()
    best = res["best"]
    assert best["undecided"] > 0
    assert best["p_high"] - best["p_low"] == pytest.approx(best["undecided"] / 12)
    low, high = best["ci95"]
    assert low <= best["p_low"] and high >= best["p_high"]


def test_split_runs_add_up() -> None:
    whole = estimate("tuimo", 30, seed=2)
    a = estimate("tuimo", 10, seed=2)
    b = estimate("tuimo", 20, seed=2, first=10, workers=2, chunk=7)
    assert {k: a.counts[k] + b.counts[k] for k in a.counts if k != "max_nodes"} == {
        k: v for k, v in whole.counts.items() if k != "max_nodes"
    }
