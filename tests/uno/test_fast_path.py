"""The plain rules' fast path in ``UnoState.apply`` (paixi.games.uno.fast,
issues 5 and 17) must do exactly what the general §3-§5 machinery does.

The reference is the same game with the documented class switch
``UnoState.fast_path`` off (a subclass, :class:`GeneralState`): both start
from the same position (``from_position``, the same seed for later chance)
and take the same actions; at every step they must agree on the legal
actions, every seat's observation and events, and the whole position."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paixi.core.errors import IllegalActionError
from paixi.core.position import encode_options
from paixi.equipment.uno import CODES, COLOUR, COLOURS, DECK
from paixi.games.uno.game import GAME, Uno
from paixi.games.uno.state import UnoState
from tests.sweep import examples

SETTINGS = settings(
    max_examples=examples(50), deadline=None, suppress_health_check=list(HealthCheck)
)
PLAIN_OPTION_SETS = [
    {},
    {"stacking": "plus2"},
    {"stacking": "seed", "wd4_restriction": "none"},
    {"uno_penalty": 0, "start_reverse": "dealer", "start_wild": "redraw"},
    {"wd4_restriction": "colour_or_number", "uno_penalty_per_catcher": True},
    {"scoring": "penalty"},
]


class GeneralState(UnoState):
    """Every decision through the general rules."""

    fast_path = False


class CountingState(UnoState):
    """The default state, counting the decisions that leave the fast path."""

    general_steps = 0

    def _apply_action(self, action: Any) -> None:
        type(self).general_steps += 1
        super()._apply_action(action)


class _GeneralUno(Uno):
    State = GeneralState


class _CountingUno(Uno):
    State = CountingState


SLOW = _GeneralUno()


def random_position(rng: random.Random, players: int, options: dict[str, Any]) -> str:
    """A consistent position of a turn: the 108 cards shuffled into hands of
    1-12 cards, a draw pile (often nearly empty, so that draws reshuffle) and
    the discard pile, with a random seat to act, direction and dealer."""
    deck = list(DECK)
    rng.shuffle(deck)
    sizes = [rng.choice([1, 2, 2, 3, rng.randint(1, 12)]) for _ in range(players)]
    hands = []
    for size in sizes:
        hands.append(deck[:size])
        del deck[:size]
    pile_size = rng.choice([0, 1, 2, 3, rng.randint(0, len(deck) - 1)])
    pile, discard = deck[:pile_size], deck[pile_size:]
    named = [rng.randrange(4) if k >= 52 else COLOUR[k] for k in discard]
    opts = GAME.parse_options({"target": 60, **options}, players)
    fields = [
        "/".join(",".join(CODES[k] for k in h) for h in hands),
        ",".join(CODES[k] for k in pile) or "-",
        ",".join(
            f"{CODES[k]}({COLOURS[c]})" if k >= 52 else CODES[k]
            for k, c in zip(discard, named, strict=True)
        ),
        COLOURS[named[-1]],
        "turn",
        str(rng.randrange(players)),
        rng.choice(["1", "-1"]),
        str(rng.randrange(players)),
        "0:-1:1:0:-1:0:4:-1",
        "-",
        "-",
        "-",
        ",".join("-" for _ in range(players)),
        "-",
        "/".join("-" for _ in range(players)),
        ",".join("0" for _ in range(players)),
        "-",
    ]
    return " ".join(["uno", str(players), encode_options(opts), *fields])


def views(state: Any) -> tuple:
    """Everything a seat, a spectator or the referee can tell of a state."""
    players = state.players
    return (
        state.to_position(),
        [str(e.move) for e in state.history],
        [state.observation(s) for s in range(players)],
        [state.events_for(v) for v in [None, *range(players)]],
        state.returns(),
    )


def _play_both(text: str, seed: int, steps: int = 400) -> int:
    """Play ``text`` on the fast and the general path with the same random
    actions; assert they agree at every step (the seat to act's view, the
    legal actions, the number of events) and in everything every 40 steps and
    at the end. Returns the steps played."""
    fast = GAME.from_position(text, seed=seed)
    slow = SLOW.from_position(text, seed=seed)
    assert isinstance(slow, GeneralState) and type(fast) is UnoState
    rng = random.Random(seed)
    played = 0
    while not fast.is_terminal() and played < steps:
        legal = fast.legal_actions()
        assert sorted(map(str, legal)) == sorted(map(str, slow.legal_actions()))
        seat = fast.current_player()
        assert fast.observation(seat) == slow.observation(seat)
        assert fast.event_count() == slow.event_count()
        if played % 40 == 0:
            assert views(fast) == views(slow)
        action = rng.choice(legal)
        fast.apply(action)
        slow.apply(action)
        played += 1
    assert views(fast) == views(slow)
    assert slow.is_terminal() == fast.is_terminal()
    if fast.is_terminal():
        assert fast.to_record() == slow.to_record()
    return played


@SETTINGS
@given(
    seed=st.integers(0, 2**31),
    which=st.integers(0, len(PLAIN_OPTION_SETS) - 1),
    players=st.sampled_from([2, 3, 4]),
)
def test_fast_path_matches_the_general_rules_from_random_positions(
    seed: int, which: int, players: int
) -> None:
    """Short piles (reshuffles during a draw or a Draw Two), one- and
    two-card hands (UNO calls, catches, going out) and both directions."""
    rng = random.Random(seed)
    _play_both(random_position(rng, players, PLAIN_OPTION_SETS[which]), seed)


@SETTINGS
@given(
    seed=st.integers(0, 2**31),
    which=st.integers(0, len(PLAIN_OPTION_SETS) - 1),
    players=st.sampled_from([2, 3, 4]),
    start=st.integers(0, 400),
)
def test_fast_path_matches_the_general_rules_in_played_games(
    seed: int, which: int, players: int, start: int
) -> None:
    """Positions reached by play (with their logs and private events), then
    played on to the end of the game both ways."""
    rng = random.Random(seed)
    state = GAME.new_game(players, {"target": 60, **PLAIN_OPTION_SETS[which]}, seed=seed)
    for _ in range(start):
        if state.is_terminal():
            return
        state.apply(rng.choice(state.legal_actions()))
    _play_both(state.to_position(), seed + 1)


def test_the_plain_rules_take_the_fast_path() -> None:
    """The comparison above means something only if the fast path is taken:
    under the plain rules most decisions never reach the general path."""
    game = _CountingUno()
    rng = random.Random(3)
    decisions = 0
    CountingState.general_steps = 0
    for seed in range(5):
        state = game.new_game(2, {"target": 1}, seed=seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
            decisions += 1
    assert decisions > 500
    assert CountingState.general_steps < decisions / 4


def test_the_switch_is_off_in_the_reference() -> None:
    """The general path (``fast_path = False``) takes every decision through
    the general rules; the default state does not."""

    class Counting(GeneralState):
        steps = 0

        def _apply_action(self, action: Any) -> None:
            type(self).steps += 1
            super()._apply_action(action)

    class CountingGeneral(Uno):
        State = Counting

    rng = random.Random(4)
    state = CountingGeneral().new_game(2, {"target": 1}, seed=4)
    decisions = 0
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
        decisions += 1
    assert Counting.steps == decisions


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.sampled_from([2, 3, 4]))
def test_fast_path_refuses_illegal_actions_and_changes_nothing(seed: int, players: int) -> None:
    """The inlined path still checks first: a play not in the hand, or a
    misplaced UNO call, raises and leaves the state as it was."""
    rng = random.Random(seed)
    state = GAME.from_position(random_position(rng, players, {}), seed=seed)
    for _ in range(rng.randrange(30)):
        if state.is_terminal():
            return
        state.apply(rng.choice(state.legal_actions()))
    if state.is_terminal():
        return
    legal = set(state.legal_actions())
    space = GAME.action_space(players, state.options)
    illegal = [space.action(i) for i in range(space.size) if space.action(i) not in legal]
    before = state.fingerprint()
    extra = [GAME.parse_action(text) for text in ("R0!", "W+4(R)!", "B7", "draw", "keep")]
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
