"""How root ISMCTS chooses (issue 23): the guide's move stands unless paired
playouts show a clearly better one; candidates share each round's deal."""

from __future__ import annotations

from typing import Any

import pytest

import paixi
from paixi.agents import ismcts
from paixi.agents.ismcts import (
    MIN_ROUNDS,
    ISMCTSAgent,
    _halved,
    _overruling,
    _phase_rounds,
    _survivors,
)
from paixi.core.search import SearchHints


class HighestBid:
    """A poor guide for 吹牛: always the last legal action (the highest bid)."""

    needs_observation = False

    def act(self, obs: Any, legal: list[Any]) -> Any:
        return legal[-1]


def _guided(monkeypatch: pytest.MonkeyPatch, game_id: str, guide: Any) -> Any:
    game = paixi.load_game(game_id)
    monkeypatch.setattr(
        type(game), "search_hints", lambda self: SearchHints(guide=lambda seat, seed: guide)
    )
    return game


def _liar_state(game: Any) -> Any:
    state = game.new_game(2, {"rounds": 1}, seed=5)
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    return state


def test_a_clearly_bad_guide_move_is_overruled(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _guided(monkeypatch, "chuiniu", HighestBid())
    state = _liar_state(game)
    agent = ISMCTSAgent(seed=1, iterations=200)
    move = agent.act_on_state(state, state.current_player())
    assert move != state.legal_actions()[-1] and agent.last_overruled


def test_too_few_rounds_never_overrule(monkeypatch: pytest.MonkeyPatch) -> None:
    """With a budget below MIN_ROUNDS rounds of every candidate, the guide moves."""
    game = _guided(monkeypatch, "chuiniu", HighestBid())
    state = _liar_state(game)
    candidates = min(len(state.legal_actions()), ismcts.MAX_CANDIDATES)
    for iterations in (1, candidates, candidates * (MIN_ROUNDS - 1)):
        agent = ISMCTSAgent(seed=1, iterations=iterations)
        assert agent.act_on_state(state, state.current_player()) == state.legal_actions()[-1]
        assert not agent.last_overruled


@pytest.mark.parametrize("game_id", ["daer", "chuanpai", "uno", "gandengyan", "mcr"])
def test_at_one_iteration_the_heuristics_move_is_played(game_id: str) -> None:
    """The default guide is the game's heuristic: same seed, same move."""
    game = paixi.load_game(game_id)
    state = game.new_game(game.default_players, game.bench_options, seed=3)
    checked = 0
    while not state.is_terminal() and checked < 3:
        legal = state.legal_actions()
        seat = state.current_player()
        if len(legal) > 1:
            agent = ISMCTSAgent(seed=checked, iterations=1)
            move = agent.act_on_state(state, seat)
            twin = ISMCTSAgent(seed=checked, iterations=1)
            twin._prepare(state)  # the same guides, tie-breaking RNGs included
            assert move == twin._guides[seat].act(state.observation(seat), legal)
            assert agent.last_rounds == 0
            checked += 1
        state.apply(legal[0])
    assert checked


@pytest.mark.parametrize("game_id", ["daer", "uno", "zhengshangyou"])
def test_candidates_meet_the_same_deal_and_seeds(game_id: str) -> None:
    """Common random numbers: the same move twice in one round is valued alike
    (the wall, the dice and the playout policy's tie-breaks are shared)."""
    game = paixi.load_game(game_id)
    state = game.new_game(game.default_players, game.bench_options, seed=2)
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    agent = ISMCTSAgent(seed=4)
    agent._prepare(state)
    seat = state.current_player()
    move = state.legal_actions()[0]
    for _ in range(6):
        first, second = agent._round(state, seat, [move, move])
        assert first == second


def test_the_overruling_rule() -> None:
    guide, other = "g", "o"
    steady = {guide: [0.0] * MIN_ROUNDS, other: [0.5] * MIN_ROUNDS}
    assert _overruling(steady, guide) == other  # better in every round, no noise
    short = {guide: [0.0] * (MIN_ROUNDS - 1), other: [0.5] * (MIN_ROUNDS - 1)}
    assert _overruling(short, guide) == guide  # too few rounds
    noisy = {guide: [0.0, 1.0, 0.0, 1.0, 0.0], other: [1.0, 0.0, 1.0, 0.0, 1.0]}
    assert _overruling(noisy, guide) == guide  # better on average, within the noise


def test_survivors_drop_the_clearly_worse_and_the_identical() -> None:
    values = {
        "g": [0.5] * MIN_ROUNDS,
        "worse": [0.0] * MIN_ROUNDS,
        "same": [0.5] * MIN_ROUNDS,
        "open": [1.0, 0.0, 1.0, 0.0],
    }
    assert _survivors(list(values), values, "g") == ["g", "open"]
    early = {k: v[:-1] for k, v in values.items()}
    assert _survivors(list(early), early, "g") == list(early)


def test_halving_keeps_the_guide_and_the_better_half() -> None:
    values = {
        "g": [0.5] * MIN_ROUNDS,
        "a": [0.9] * MIN_ROUNDS,
        "b": [0.1] * MIN_ROUNDS,
        "c": [0.7] * MIN_ROUNDS,
        "d": [0.2] * MIN_ROUNDS,
        "e": [0.6] * MIN_ROUNDS,
    }
    assert _halved(list(values), values, "g") == ["g", "a", "c", "e"]
    assert _halved(["g", "b"], values, "g") == ["g", "b"]  # a last rival stays
    assert _halved(["a", "b", "c", "d"], values, None) == ["a", "c"]


def test_phases_share_the_budget_left() -> None:
    assert _phase_rounds(480, 12) == 10  # 4 phases of 12 candidates
    assert _phase_rounds(40, 12) == MIN_ROUNDS  # never fewer than MIN_ROUNDS
    assert _phase_rounds(100, 2) == 50  # the last phase takes the rest


def test_the_race_narrows_to_the_guide_and_one_rival(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rounds go to the leaders: the field halves until the guide meets one
    rival, within the playout budget."""
    game = _guided(monkeypatch, "chuiniu", HighestBid())
    state = _liar_state(game)
    agent = ISMCTSAgent(seed=1, iterations=600)
    sizes: list[int] = []
    edge: dict[Any, float] = {}

    def fake_round(state: Any, seat: int, live: list[Any]) -> list[float]:
        sizes.append(len(live))
        for a in live:  # a fixed edge per move, plus noise
            edge.setdefault(a, agent.rng.random() * 0.2)
        return [edge[a] + agent.rng.random() * 4 for a in live]

    monkeypatch.setattr(agent, "_round", fake_round)
    monkeypatch.setattr(ismcts, "_survivors", lambda live, values, preferred: live)
    agent.act_on_state(state, state.current_player())
    assert sizes[0] == ismcts.MAX_CANDIDATES and sizes[-1] == 2
    assert sizes == sorted(sizes, reverse=True) and sum(sizes) <= 600
    assert len(set(sizes)) > 2  # more than one halving


def test_a_move_halved_out_cannot_overrule(monkeypatch: pytest.MonkeyPatch) -> None:
    """A move steadily a little better than the guide's, but halved out by
    rivals with a higher (noisy) mean, does not overrule: only finalists may."""
    game = _guided(monkeypatch, "chuiniu", HighestBid())
    state = _liar_state(game)
    guide = state.legal_actions()[-1]
    agent = ISMCTSAgent(seed=1, iterations=600)
    steady: list[Any] = []
    rounds = [0]

    def fake_round(state: Any, seat: int, live: list[Any]) -> list[float]:
        if not steady:
            steady.append(live[1])  # live[0] is the guide's move
        rounds[0] += 1
        swing = 5.0 if rounds[0] % 2 else -5.0
        return [0.0 if a == guide else 0.05 if a == steady[0] else 0.5 + swing for a in live]

    monkeypatch.setattr(agent, "_round", fake_round)
    monkeypatch.setattr(ismcts, "_survivors", lambda live, values, preferred: live)
    assert agent.act_on_state(state, state.current_player()) == guide
    assert not agent.last_overruled


def test_mcr_search_weighs_claims_and_keeps_the_heuristics_discards() -> None:
    """MCR's ``rivals`` hint: at its own turn with only discards to choose
    from the search plays the heuristic's discard unsearched; at a claim
    window with a claim to make it searches (paixi.games.mcr.search)."""
    from paixi.games.mcr.actions import DISCARD

    game = paixi.load_game("mcr")
    state = game.new_game(4, game.bench_options, seed=5)
    heuristics = [game.heuristic_agent(s, s) for s in range(4)]
    seen = {"discard": 0, "claim": 0}
    while not state.is_terminal() and min(seen.values()) < 2:
        seat, legal = state.current_player(), state.legal_actions()
        if len(legal) > 1:
            agent = ISMCTSAgent(seed=1, iterations=40)
            move = agent.act_on_state(state, seat)
            twin = ISMCTSAgent(seed=1, iterations=1)
            twin._prepare(state)
            guide_move = twin._guides[seat].act(state.observation(seat), legal)
            if all(a.kind == DISCARD for a in legal):
                assert move == guide_move and agent.last_iterations == 0
                seen["discard"] += 1
            elif not any(a.kind == DISCARD for a in legal):
                assert agent.last_iterations > 0
                seen["claim"] += 1
        state.apply(heuristics[seat].act(state.observation(seat), legal))
    assert min(seen.values()) >= 2
