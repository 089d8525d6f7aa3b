"""Properties of UNO play (issue 5): the deck is conserved across reshuffles, a
named colour is the colour in force, an illegal action changes nothing."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import paixi
from paixi.core.errors import IllegalActionError, NotationError
from paixi.equipment.uno import DECK
from paixi.games.uno.actions import Action, parse_action
from tests.sweep import examples
from tests.uno.helpers import all_cards

GAME = paixi.load_game("uno")
SETTINGS = settings(
    max_examples=examples(15), deadline=None, suppress_health_check=list(HealthCheck)
)
OPTION_SETS = [
    {},
    {"stacking": "seed", "multi_play": True, "jump_in": True},
    {"wild_powers": True, "death_number": True, "uno_penalty_per_catcher": True},
    {"judgment_day": True, "stacking": "plus2", "scoring": "penalty"},
]


@SETTINGS
@given(seed=st.integers(0, 2**31), which=st.integers(0, len(OPTION_SETS) - 1))
def test_the_108_cards_are_always_all_there(seed: int, which: int) -> None:
    """Hands + draw pile + discard pile is the deck at every step, reshuffles included."""
    rng = random.Random(seed)
    players = rng.choice([2, 3, 5])
    state = GAME.new_game(players, {"target": 30, **OPTION_SETS[which]}, seed=seed)
    steps = 0
    while not state.is_terminal() and steps < 3000:
        if state.hands and any(state.hands):
            assert all_cards(state) == sorted(DECK)
        hand_no, logged = state.hand_no, len(state.log)
        before = _reshuffles(state)
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
        shuffled = _reshuffles(state) - before
        if shuffled and state.hand_no == hand_no:  # every reshuffle is a public event
            new = [e for e in state.log[logged:] if e[1] == "reshuffle"]
            assert len(new) == shuffled
    if any(state.hands):
        assert all_cards(state) == sorted(DECK)


def _reshuffles(state) -> int:
    return sum(1 for e in state.history if str(e.move).startswith("reshuffle"))


def test_a_reshuffle_happens_and_keeps_the_deck() -> None:
    for seed in range(50):
        state = GAME.new_game(2, {"target": 1}, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            before = _reshuffles(state)
            discards = sorted(state.discard)
            action = rng.choice(state.legal_actions())
            state.apply(action)
            if _reshuffles(state) > before and not state.is_terminal():
                assert all_cards(state) == sorted(DECK)
                # uno-deck.md §4: every discard but the top card goes back into
                # the pile, and the top card stays alone on the discard pile
                assert len(state.discard) == 1
                under = list(discards)
                for k in action.cards:
                    under.append(k)
                under.remove(state.discard[0])
                event = next(
                    e for e in reversed(state.history) if str(e.move).startswith("reshuffle")
                )
                assert sorted(event.move.value) == sorted(under)
                return
    pytest.fail("no reshuffle in 50 random hands")


@SETTINGS
@given(seed=st.integers(0, 2**31))
def test_a_named_colour_is_the_colour_in_force(seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new_game(rng.choice([2, 4]), {"target": 30}, seed=seed)
    checked = 0
    while not state.is_terminal() and checked < 5:
        legal = state.legal_actions()
        blacks = [a for a in legal if a.verb in ("play", "colour") and a.colour < 4]
        if blacks:
            action = rng.choice(blacks)
            hand_no = state.hand_no
            state.apply(action)
            if state.hand_no == hand_no and not state.is_terminal():
                assert state.active == action.colour
                assert state.observation(0)["active_colour"] == "RYGB"[action.colour]
                checked += 1
        else:
            state.apply(rng.choice(legal))


@SETTINGS
@given(seed=st.integers(0, 2**31))
def test_an_illegal_action_is_never_replaced(seed: int) -> None:
    """An illegal play raises and leaves the state (and its history) exactly as it was."""
    rng = random.Random(seed)
    state = GAME.new_game(4, {"target": 30}, seed=seed)
    every = [
        Action("play", (k,), colour=c) for k in range(54) for c in ((0,) if k < 52 else range(4))
    ]
    for _ in range(60):
        if state.is_terminal():
            break
        legal = set(state.legal_actions())
        bad = rng.choice([a for a in every if a not in legal] + [parse_action("accept")])
        if bad in legal:
            continue
        before, history = state.fingerprint(), list(state.history)
        with pytest.raises(IllegalActionError):
            state.apply(bad)
        with pytest.raises(IllegalActionError):
            state.apply(str(bad))
        with pytest.raises(NotationError):
            state.apply("R11")
        assert state.fingerprint() == before and state.history == history
        state.apply(rng.choice(sorted(legal, key=str)))


def test_error_messages_name_only_what_the_seat_may_see() -> None:
    """§9: an illegal-action message lists the seat's own choices, never other hands."""
    import re

    from paixi.equipment.uno import CODES

    rng = random.Random(5)
    state = GAME.new_game(3, {"target": 30}, seed=5)
    for _ in range(40):
        if state.is_terminal():
            break
        seat = state.current_player()
        own = {CODES[k] for k in state.hands[seat]}
        missing = [k for k in range(52) if CODES[k] not in own]
        bad = Action("play", (rng.choice(missing),))
        with pytest.raises(IllegalActionError) as err:
            state.apply(bad)
        shown = set(re.findall(r"\b[RYGB](?:\+2|[0-9SR])\b", str(err.value)))
        top = state.top_text()
        assert shown <= own | {str(bad), top}, (shown, own)
        state.apply(rng.choice(state.legal_actions()))


def test_record_replay_and_catching_with_house_rules() -> None:
    for options in OPTION_SETS:
        state = GAME.new_game(3, {"target": 20, **options}, seed=11)
        rng = random.Random(11)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
        again = paixi.replay(state.to_record())
        assert again.returns() == state.returns()
