"""The MCR heuristic's shortlist for the search (issue 23): the discards it
rates level with its best, and every answer in a claim window."""

from __future__ import annotations

import paixi
from paixi.games.mcr.actions import DISCARD, Action
from paixi.games.mcr.agent import HeuristicAgent, _View

GAME = paixi.load_game("mcr")


def _key(agent: HeuristicAgent, view: _View, move: Action) -> tuple[float, ...]:
    """The agent's own (distance, shanten) of one discard."""
    return agent._best_discard(view, view.counts, view.melds, [move])[0][:2]


def test_the_shortlist_holds_the_heuristics_move_and_only_its_equals() -> None:
    agent = HeuristicAgent(seed=1)
    checked = narrowed = 0
    for seed in range(6):
        state = GAME.new_game(4, {"single_hand": True}, seed=seed)
        while not state.is_terminal():
            seat, legal = state.current_player(), state.legal_actions()
            obs = state.observation(seat)
            move = agent.act(obs, legal)
            short = agent.shortlist(obs, legal)
            if any(a.kind == DISCARD for a in legal) and move.kind == DISCARD:
                view = _View(obs)
                assert move in short and set(short) <= set(legal)
                best = _key(agent, view, move)
                assert all(_key(agent, view, a) == best for a in short)
                outside = [a for a in legal if a.kind == DISCARD and a not in short]
                assert all(_key(agent, view, a) > best for a in outside)
                checked += 1
                narrowed += len(short) < len(legal)
            elif not any(a.kind == DISCARD for a in legal):
                assert short == legal
            state.apply(move)
    assert checked > 50 and narrowed > checked // 2
