"""The compiled engine (``paixi.games.uno._fastc``, issue 17) against the
pure-Python one, which is the reference.

Both engines play the same games side by side — the default
:class:`UnoState` (compiled when the extension is built) and a subclass with
``compiled = False`` — and must agree at every step on the legal list (in
order: a seeded random player picks by index), the history, every viewer's
events, every seat's observation and the whole position; clones (which share
the event log until one of them emits) and refused actions too. Under
``PAIXI_PURE_PYTHON=1``, or where the extension did not build, both sides run
Python and the tests still pass; ``.ci/run`` sets ``PAIXI_EXPECT_COMPILED=1``
so that a build that silently failed fails here instead.
"""

from __future__ import annotations

import os
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paixi.core.errors import PaixiError
from paixi.games.uno import engine
from paixi.games.uno.fast import FastPath
from paixi.games.uno.game import GAME, Uno
from paixi.games.uno.state import UnoState
from tests.sweep import examples
from tests.uno.test_fast_path import PLAIN_OPTION_SETS, random_position
from tests.uno.test_fast_path import views as seat_views

SETTINGS = settings(
    max_examples=examples(40), deadline=None, suppress_health_check=list(HealthCheck)
)
HOUSE_OPTION_SETS = [
    {"jump_in": True},
    {"death_number": True},
    {"multi_play": True, "stacking": "plus2"},
    {"wild_powers": True},
    {"judgment_day": True},
    {"two_player_counter": True},
    {"wd4_challenge": False, "wd4_restriction": "colour"},
    {"stacking": "seed", "wd4_restriction": "colour"},
]
"""Options that leave the plain rules: the compiled path must hand these on."""
OPTION_SETS = [
    *PLAIN_OPTION_SETS,
    {"wd4_restriction": "none", "wd4_challenge": False},
    {"wd4_restriction": "colour"},
    {"target": 1},
    *HOUSE_OPTION_SETS,
]


class PurePythonState(UnoState):
    """The reference: every method in Python."""

    compiled = False


class _PureUno(Uno):
    State = PurePythonState


PURE = _PureUno()


def views(state: Any) -> tuple:
    """Everything a seat, a spectator or the referee can tell of a state
    (``test_fast_path.views``), with the event count and whether it is over
    (both compiled methods here)."""
    return (*seat_views(state), state.event_count(), state.is_terminal())


def check_same(ours: Any, ref: Any) -> None:
    """The two states agree on the legal list (in order) and everything else."""
    assert ours.legal_actions() == ref.legal_actions()
    assert views(ours) == views(ref)


def play_both(ours: Any, ref: Any, rng: random.Random, steps: int, every: int = 1) -> None:
    """The same random actions on both states. After every step they must
    agree on the legal list, the last history entry, the last events and the
    position; on everything every ``every`` steps and at the end."""
    for step in range(steps):
        if ours.is_terminal():
            break
        legal = ours.legal_actions()
        assert legal == ref.legal_actions()
        action = legal[rng.randrange(len(legal))]
        start = ours.event_count()
        ours.apply(action)
        ref.apply(action)
        assert ours.history[-1] == ref.history[-1]
        assert ours.event_count() == ref.event_count()
        for viewer in [None, *range(ours.players)]:
            assert ours.events_for(viewer, start) == ref.events_for(viewer, start)
        assert ours.to_position() == ref.to_position()
        if step % every == 0:
            check_same(ours, ref)
    check_same(ours, ref)


def pair(players: int, options: dict[str, Any], seed: int) -> tuple[Any, Any]:
    """A new game on each engine, with the same seed."""
    if options.get("two_player_counter"):
        players = 2
    ours = GAME.new_game(players, options, seed=seed)
    ref = PURE.new_game(players, options, seed=seed)
    assert type(ours) is UnoState and type(ref) is PurePythonState
    return ours, ref


def test_the_engines_are_what_the_switches_say() -> None:
    """The default state runs the compiled methods when the extension is
    there; ``compiled = False`` and ``PAIXI_PURE_PYTHON=1`` run Python."""
    pure_env = os.environ.get("PAIXI_PURE_PYTHON", "") not in ("", "0")
    if os.environ.get("PAIXI_EXPECT_COMPILED") == "1" and not pure_env:
        assert engine.ENGINE == "c", "the C extension did not build or was refused"
    if pure_env:
        assert engine.ENGINE == "python"
    compiled = engine.ENGINE == "c"
    assert (UnoState.apply is FastPath.apply) != compiled
    assert PurePythonState.apply is FastPath.apply
    assert PurePythonState.legal_actions is engine._python["legal_actions"]
    assert PurePythonState.is_terminal is engine._python["is_terminal"]


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(map(str, o)) or "plain")
@pytest.mark.parametrize("players", [2, 3])
def test_whole_games_agree_step_by_step(players: int, options: dict[str, Any]) -> None:
    """Whole games (hands to the target) compared at every step."""
    if options.get("two_player_counter") and players != 2:
        pytest.skip("a two-player option")
    seed = players * 1000 + len(options)
    ours, ref = pair(players, {"target": 100, **options}, seed)
    play_both(ours, ref, random.Random(seed), steps=1000, every=100)


@SETTINGS
@given(
    seed=st.integers(0, 2**31),
    which=st.integers(0, len(OPTION_SETS) - 1),
    players=st.sampled_from([2, 3, 4, 7]),
)
def test_random_positions_agree(seed: int, which: int, players: int) -> None:
    """Short piles (reshuffles), one- and two-card hands, both directions."""
    rng = random.Random(seed)
    options = OPTION_SETS[which]
    if options.get("two_player_counter"):
        players = 2
    text = random_position(rng, players, options)
    ours = GAME.from_position(text, seed=seed)
    ref = PURE.from_position(text, seed=seed)
    play_both(ours, ref, rng, steps=300, every=50)


@SETTINGS
@given(seed=st.integers(0, 2**31), which=st.integers(0, len(OPTION_SETS) - 1))
def test_clones_agree_and_stay_apart(seed: int, which: int) -> None:
    """A clone shares the event log with its original until one of them emits:
    play the original and its clone in turns (each forks the log in its turn)
    on both engines, then compare each with its twin and check the original
    kept what it had."""
    rng = random.Random(seed)
    ours, ref = pair(2 + seed % 3, {"target": 60, **OPTION_SETS[which]}, seed)
    play_both(ours, ref, rng, steps=rng.randrange(200), every=50)
    ours_copy, ref_copy = ours.clone(), ref.clone()
    before = views(ours)
    check_same(ours_copy, ref_copy)
    play_both(ours_copy, ref_copy, random.Random(seed + 1), steps=40, every=10)
    assert views(ours) == before  # the original did not move
    for turn in range(60):  # interleaved: original, clone, original, ...
        pair_now = (ours, ref) if turn % 2 else (ours_copy, ref_copy)
        play_both(*pair_now, rng, steps=1)
    check_same(ours, ref)
    check_same(ours_copy, ref_copy)


class _Hostile:
    """An object that claims to equal everything (an action compared with it
    must not be taken for it)."""

    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = object.__hash__


def _outcome(state: Any, *args: Any, **kwargs: Any) -> tuple[str, str]:
    try:
        state.apply(*args, **kwargs)
    except (PaixiError, TypeError, AttributeError, ValueError) as e:
        return type(e).__name__, str(e)
    return "applied", ""


@SETTINGS
@given(seed=st.integers(0, 2**31), which=st.integers(0, len(OPTION_SETS) - 1))
def test_refused_actions_agree_and_change_nothing(seed: int, which: int) -> None:
    """Illegal actions, text, wrong types and wrong calls: the same error (type
    and message) on both engines, and neither state changes."""
    rng = random.Random(seed)
    ours, ref = pair(2 + seed % 3, {"target": 60, **OPTION_SETS[which]}, seed)
    play_both(ours, ref, rng, steps=rng.randrange(150), every=50)
    if ours.is_terminal():
        return
    legal = ours.legal_actions()
    space = GAME.action_space(ours.players, ours.options)
    illegal = [a for a in (space.action(i) for i in range(space.size)) if a not in legal]
    tries: list[tuple[tuple, dict]] = [((a,), {}) for a in rng.sample(illegal, 12)]
    tries += [
        (("draw!",), {}),
        (("not an action",), {}),
        ((None,), {}),
        ((3,), {}),
        ((_Hostile(),), {}),
        ((), {}),
        ((legal[0], legal[0]), {}),
        ((), {"action": "nonsense"}),
    ]
    before = views(ours)
    for args, kwargs in tries:
        got = _outcome(ours, *args, **kwargs)
        assert got == _outcome(ref, *args, **kwargs)
        assert got[0] != "applied" or args == (legal[0],)
        assert views(ours) == before
        check_same(ours, ref)
    # text of a legal action is applied, as the action itself
    text = str(legal[0])
    assert _outcome(ours, text) == _outcome(ref, text) == ("applied", "")
    check_same(ours, ref)


def test_the_compiled_path_takes_the_usual_decisions() -> None:
    """The comparisons above test the C code only if it runs: under the plain
    rules most decisions never reach the Python ``apply``."""
    if engine.ENGINE != "c":
        pytest.skip("the compiled engine is not in use")
    from paixi.games.uno import _fastc  # type: ignore[attr-defined]

    rng = random.Random(7)
    decisions = 0
    before = _fastc.handed_on()
    for seed in range(5):
        state = GAME.new_game(2, {"target": 1}, seed=seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            decisions += 1
    handed_on = _fastc.handed_on() - before
    assert decisions > 1000
    assert 0 < handed_on < decisions / 25
