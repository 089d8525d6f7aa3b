"""争上游 and 干瞪眼: the legal-action generator and the legality check agree.

Every action of the action space that ``illegal_reason`` accepts is in
``legal_actions()``, and every listed action is accepted (docs/specs/zhengshangyou.md
§9, docs/specs/gandengyan.md §9: each distinct play listed once, none missing).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import paixi
from tests.conformance import random_config, random_playout
from tests.sweep import examples


@pytest.mark.parametrize("game_id", ["zhengshangyou", "gandengyan"])
@settings(max_examples=examples(30), deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 2**32 - 1))
def test_generated_actions_are_exactly_the_accepted_ones(game_id: str, seed: int) -> None:
    game = paixi.load_game(game_id)
    rng = random.Random(seed)
    players, options = random_config(game, rng)
    state = game.new_game(players, options, seed=seed)
    space = state.action_space()
    checks = 0

    def check(s, _action) -> None:
        nonlocal checks
        if checks >= 12 or rng.random() < 0.7:
            return
        checks += 1
        listed = s.legal_actions()
        assert len(set(listed)) == len(listed)  # each play once
        accepted = {
            space.action(i) for i in range(space.size) if s.illegal_reason(space.action(i)) is None
        }
        assert accepted == set(listed)

    random_playout(state, rng, check)


@pytest.mark.parametrize("game_id", ["zhengshangyou", "gandengyan"])
def test_the_short_apply_path_refuses_what_is_not_legal(game_id: str) -> None:
    """A play object the engine knows (applied before, so ``apply`` takes its
    short path) is still refused, with the state unchanged, wherever it is not
    a legal action: not held, or not beating the play on the table."""
    game = paixi.load_game(game_id)
    rng = random.Random(5)
    refused = 0
    for seed in range(6):
        state = game.new_game(3, None, seed=seed)
        seen: list = []
        while not state.is_terminal():
            legal = state.legal_actions()
            for play in rng.sample(seen, min(len(seen), 4)):
                if play not in legal:
                    before = state.fingerprint()
                    with pytest.raises(paixi.IllegalActionError):
                        state.apply(play)
                    assert state.fingerprint() == before
                    refused += 1
            action = legal[rng.randrange(len(legal))]
            if str(action) != "pass" and action not in seen:
                seen.append(action)
            state.apply(action)
    assert refused > 50
