"""干瞪眼's remembered hand counts against a fresh count of the hand.

The state keeps each seat's naturals per rank (the key of its move
generators) and changes them in place on every play and draw instead of
counting the hand again, and it files each drawn card by the removal order
of the deck's cards (known ahead) rather than by calling ``removal_key``.
At every step of seeded games (several hands, the options that change
play, clones and position round trips on the way) each remembered count
must equal a fresh count, every rank of a hand must be in removal order
(docs/specs/gandengyan.md §2), and the legal list must be what the
reference generators give for the hand as it is (§4, §9).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from paixi.equipment.poker import removal_key
from paixi.games.gandengyan import GAME
from paixi.games.gandengyan.actions import PASS
from paixi.games.gandengyan.combos import all_plays, following_plays


def _reference(state: Any) -> list[Any]:
    seat = state.current_player()
    counts = state.counts(seat)  # counted afresh from the hand
    jokers = len(state.jokers[seat])
    if state.last_combo is None:
        return all_plays(counts, jokers, state.rules)
    return [*following_plays(counts, jokers, state.last_combo, state.rules), PASS]


def _check_memo(state: Any) -> None:
    for seat in range(state.players):
        for cards in (*state.hands[seat], state.jokers[seat]):
            assert cards == sorted(cards, key=removal_key), f"seat {seat}: {cards}"
        known = state._counts[seat]
        if known is not None and known[0] is state.hands[seat]:
            assert known[1] == bytes(state.counts(seat)), f"seat {seat}'s counts drifted"


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, {"hands": 3}),
        (3, {"hands": 2, "joker_pair_bomb": True}),
        (4, {"hands": 2, "pass_locks": True, "triple_follow": "any_higher"}),
        (6, {"hands": 2}),
    ],
)
def test_remembered_counts_follow_every_play_and_draw(players: int, options: dict) -> None:
    for seed in range(4):
        rng = random.Random(seed)
        state = GAME.new_game(players, options, seed=seed)
        steps = 0
        while not state.is_terminal():
            _check_memo(state)
            legal = state.legal_actions()
            assert legal == _reference(state)
            if rng.random() < 0.05:  # a clone, or a state read back from its position
                if rng.random() < 0.5:
                    state = state.clone()
                else:
                    state = GAME.from_position(state.to_position(), seed=seed)
                assert state.legal_actions() == legal
            state.apply(legal[rng.randrange(len(legal))])
            steps += 1
        _check_memo(state)
        assert steps > 20
