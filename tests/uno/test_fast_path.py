"""The inlined plain-rules turn in ``UnoState.apply`` (issue 5 speed work) must
do exactly what the general §3-§5 machinery does: the same game played on a
state forced onto the general path gives the same states, legal actions,
observations and record at every step."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import paixi
from paixi.core.errors import IllegalActionError

GAME = paixi.load_game("uno")
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
PLAIN_OPTION_SETS = [
    {},
    {"stacking": "plus2"},
    {"stacking": "seed", "wd4_restriction": "none"},
    {"uno_penalty": 0, "start_reverse": "dealer", "start_wild": "redraw"},
]


def _general(state: Any) -> Any:
    """``state`` made to take every decision through ``_apply_action``."""
    state._simple = False
    state._inline = (False,) * len(state._inline)  # every phase on the general path
    return state


def _view(state: Any) -> tuple:
    """Everything that can tell two states apart, but the path-only caches."""
    return (
        [str(e.move) for e in state.history],
        [list(h) for h in state.hands],
        list(state.pile),
        list(state.discard),
        list(state.named),
        list(state.log),
        (state.phase, state.current_player(), state.active, state.top_rank, state.dir),
        (state.pending, state.victim, state.drawn, state.scores),
    )


@SETTINGS
@given(
    seed=st.integers(0, 2**31),
    which=st.integers(0, len(PLAIN_OPTION_SETS) - 1),
    players=st.sampled_from([2, 3, 4]),
)
def test_inlined_turns_match_the_general_rules(seed: int, which: int, players: int) -> None:
    options = {"target": 60, **PLAIN_OPTION_SETS[which]}
    fast = GAME.new_game(players, options, seed=seed)
    slow = _general(GAME.new_game(players, options, seed=seed))
    assert fast._simple  # the options above are the plain rules
    rng = random.Random(seed)
    steps = 0
    while not fast.is_terminal() and steps < 1500:
        legal = fast.legal_actions()
        general = slow.legal_actions()  # the same actions, maybe in another order
        assert len(legal) == len(general) and set(legal) == set(general)
        seat = fast.current_player()
        assert fast.observation(seat) == slow.observation(seat)
        action = rng.choice(legal)
        fast.apply(action)
        slow.apply(action)
        assert _view(fast) == _view(slow)
        steps += 1
    assert slow.is_terminal() == fast.is_terminal()
    if fast.is_terminal():
        assert fast.to_record() == slow.to_record()


@SETTINGS
@given(seed=st.integers(0, 2**31))
def test_inlined_turn_refuses_illegal_actions_and_changes_nothing(seed: int) -> None:
    """The inlined path still checks first: a play not in the hand, or a
    misplaced UNO call, raises and leaves the state as it was."""
    state = GAME.new_game(2, {"target": 1}, seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(30)):
        if state.is_terminal():
            return
        state.apply(rng.choice(state.legal_actions()))
    if state.is_terminal():
        return
    legal = set(state.legal_actions())
    space = GAME.action_space(2, state.options)
    illegal = [space.action(i) for i in range(space.size) if space.action(i) not in legal]
    before = state.fingerprint()
    extra = [GAME.parse_action(text) for text in ("R0!", "W+4(R)!", "B7")]
    for action in rng.sample(illegal, 20) + extra:
        if action in legal:
            continue
        try:
            state.apply(action)
        except IllegalActionError:
            pass
        else:  # pragma: no cover - a failure
            raise AssertionError(f"{action} was accepted")
        assert state.fingerprint() == before
        assert set(state.legal_actions()) == legal
