"""龙麻将's observation tensor: the bridge variant's rows, and melds by slot."""

from __future__ import annotations

import random

import pytest

import paixi
from paixi.games.longmajiang.tensor import MELD_KINDS, MELD_SLOTS

GAME = paixi.load_game("longmajiang")
F = 54


def _walk(seed: int, players: int, options: dict | None = None, steps: int = 3000):
    """States of a random match that claims gang/peng whenever it can."""
    state = GAME.new_game(players, GAME.parse_options(options or {}, players), seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal():
            return
        yield state
        legal = state.legal_actions()
        claims = [a for a in legal if str(a).startswith(("gang", "peng"))]
        state.apply(rng.choice(claims or legal))


def test_bridge_rows_start_at_my_main_seat_and_show_the_dummies() -> None:
    spec = GAME.tensor_spec(2, GAME.parse_options({"variant": "bridge"}, 2))
    acted = set()
    for state in _walk(5, 2, {"variant": "bridge"}, 400):
        for person in (0, 1):
            tensor = state.observation_tensor(person)
            assert spec.view(tensor, "mine") == [1.0, 1.0, 0.0, 0.0]
            assert spec.view(tensor, "open") == [1.0, 1.0, 0.0, 1.0]
            concealed = spec.view(tensor, "concealed")
            # person 0 sees seat 3 (the other dummy) in row 3; person 1 sees seat 1 there
            other_dummy = 3 if person == 0 else 1
            want = [0.0] * F
            for f in state.hands[other_dummy]:
                want[f] += 0.5
            assert concealed[3 * F : 4 * F] == want
            assert concealed[2 * F : 3 * F] == [0.0] * F  # the other main hand is hidden
        seat = state.acting_seat()
        if seat >= 0:
            person = state.current_player()
            to_act = spec.view(state.observation_tensor(person), "to_act")
            assert to_act.index(1.0) == seat - 2 * person  # my main seat 0, my dummy 1
            acted.add(seat)
    assert acted == {0, 1, 2, 3}


@pytest.mark.parametrize(("players", "options"), [(4, {}), (2, {"variant": "bridge"})])
def test_melds_fill_their_slots_in_the_order_made(players: int, options: dict) -> None:
    spec = GAME.tensor_spec(players, GAME.parse_options(options, players))
    n = 4 if options else players
    width = len(MELD_KINDS) + F + n
    filled = 0
    for seed in range(6):
        for state in _walk(seed, players, options, 600):
            viewer = state.current_player()
            if viewer < 0:
                continue
            melds = spec.view(state.observation_tensor(viewer), "melds")
            first = state.seats_of(viewer)[0]
            for seat in range(n):
                r = (seat - first) % n
                for i in range(MELD_SLOTS):
                    got = melds[(r * MELD_SLOTS + i) * width : (r * MELD_SLOTS + i + 1) * width]
                    want = [0.0] * width
                    if i < len(state.melds[seat]):
                        m = state.melds[seat][i]
                        want[MELD_KINDS.index(m.kind)] = 1.0
                        for f in m.cards:
                            want[len(MELD_KINDS) + f] += 0.5
                        if m.source is not None:
                            want[len(MELD_KINDS) + F + (m.source - first) % n] = 1.0
                        filled += 1
                    assert got == want
    assert filled > 50


@pytest.mark.parametrize(("players", "options"), [(5, {}), (2, {"variant": "bridge"})])
def test_unseen_counts_what_the_player_has_not_seen(players: int, options: dict) -> None:
    spec = GAME.tensor_spec(players, GAME.parse_options(options, players))
    for seed in range(3):
        for state in _walk(seed, players, options, 300):
            for person in range(players):
                seen = [0] * F
                shown = state.observation(person)["concealed"]
                for seat in range(state.seats):
                    if shown[seat] is not None:
                        for f in state.hands[seat]:
                            seen[f] += 1
                    for m in state.melds[seat]:
                        for f in m.cards:
                            seen[f] += 1
                    for f, taken in state.discards[seat]:
                        seen[f] += not taken
                want = [(state.decks - c) / 2 for c in seen]
                assert spec.view(state.observation_tensor(person), "unseen") == want
