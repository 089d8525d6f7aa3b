"""ISMCTS keeps its time budget (issue 23), shown with a fake clock: no timing in tests.

The fake clock advances by one millisecond with every action applied to any
state of the game, so the time a decision takes is the work it does; a
search that only looked at the clock between iterations would overrun by
the rest of its last playout.
"""

from __future__ import annotations

from typing import Any

import pytest

import paixi
from paixi.agents.ismcts import ISMCTSAgent
from paixi.core.search import SearchHints

STEP = 0.001


class StepClock:
    """Fake time: ``now`` moves only when a state applies an action."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _ticking(monkeypatch: pytest.MonkeyPatch, game_id: str, clock: StepClock) -> Any:
    game = paixi.load_game(game_id)
    cls = type(game.new_game(game.default_players, seed=0))
    original = cls.apply

    def apply(self: Any, action: Any) -> None:
        clock.now += STEP
        original(self, action)

    monkeypatch.setattr(cls, "apply", apply)
    return game


@pytest.mark.parametrize("game_id", ["uno", "zhengshangyou", "mcr"])
@pytest.mark.parametrize("budget", [0.025, 3.0])  # 25 steps: less than a round; 3,000: rounds
def test_a_decision_ends_within_one_step_of_its_deadline(
    monkeypatch: pytest.MonkeyPatch, game_id: str, budget: float
) -> None:
    clock = StepClock()
    game = _ticking(monkeypatch, game_id, clock)
    state = game.new_game(game.default_players, game.bench_options, seed=4)
    rivals = game.search_hints().rivals if game.search_hints() else None
    # a decision the search weighs (MCR: a claim window; its discards stand)
    while len(state.legal_actions()) < 2 or (
        rivals is not None and not rivals(state, state.legal_actions())
    ):
        state.apply(state.legal_actions()[0])
    agent = ISMCTSAgent(seed=1, iterations=10_000, seconds=budget, clock=clock)
    start = clock.now
    move = agent.act_on_state(state, state.current_player())
    assert move in state.legal_actions()
    assert (agent.last_rounds >= 1) == (budget > 1)
    assert clock.now - start <= budget + STEP + 1e-9


def test_a_round_cut_by_the_deadline_is_dropped_and_the_horizon_is_evaluated(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clock = StepClock()
    game = _ticking(monkeypatch, "uno", clock)
    calls: list[int] = []

    def evaluate(state: Any) -> list[float]:
        calls.append(1)
        return [0.5] * state.players

    monkeypatch.setattr(
        type(game), "search_hints", lambda self: SearchHints(evaluate=evaluate, horizon=3)
    )
    state = game.new_game(2, {"target": 1}, seed=4)
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    seat = state.current_player()
    cut = ISMCTSAgent(seed=1, iterations=10_000, seconds=0.002, clock=clock)
    cut.act_on_state(state, seat)
    assert cut.last_rounds == 0 and cut.last_iterations == 0  # no round fitted
    assert not calls  # a cut playout is not valued
    agent = ISMCTSAgent(seed=1, iterations=40)
    agent.act_on_state(state, seat)
    assert agent.last_rounds >= 1 and calls  # playouts stopped at the horizon were


def test_without_time_left_for_a_single_iteration_the_guide_moves(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clock = StepClock()
    game = paixi.load_game("uno")
    state = game.new_game(2, {"target": 1}, seed=4)
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    guide = game.heuristic_agent(state.current_player(), 7)
    expected = guide.act(state.observation(state.current_player()), state.legal_actions())

    class SlowGuide:
        def act(self, obs: Any, legal: list[Any]) -> Any:
            clock.now += 1.0  # the guide alone uses up the budget
            return expected

    monkeypatch.setattr(
        type(game), "search_hints", lambda self: SearchHints(guide=lambda seat, seed: SlowGuide())
    )
    agent = ISMCTSAgent(seed=1, iterations=10_000, seconds=0.5, clock=clock)
    assert agent.act_on_state(state, state.current_player()) == expected
    assert agent.last_iterations == 0


def test_with_little_search_the_guides_move_stands(monkeypatch: pytest.MonkeyPatch) -> None:
    class LastMove:
        needs_observation = False

        def act(self, obs: Any, legal: list[Any]) -> Any:
            return legal[-1]

    game = paixi.load_game("uno")
    monkeypatch.setattr(
        type(game), "search_hints", lambda self: SearchHints(guide=lambda seat, seed: LastMove())
    )
    state = game.new_game(4, {"target": 1}, seed=2)
    checked = 0
    while not state.is_terminal() and checked < 8:
        legal = state.legal_actions()
        if len(legal) > 2:
            agent = ISMCTSAgent(seed=checked, iterations=3)
            assert agent.act_on_state(state, state.current_player()) == legal[-1]
            checked += 1
        state.apply(legal[0])
    assert checked
