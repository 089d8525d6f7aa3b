"""Leak tests over the WebSocket for every registered game (issue 10): two
tables whose games differ only in what seat k cannot see send seat k — and a
spectator — exactly the same views: observation, legal actions, text picture,
log, end-of-hand reveals.

The pairs are built without the game's own ``resample_hidden``: one chance
event of a random game is changed and kept only if seat k's observation is
the same after every step (:func:`tests.conformance.hidden_twin`).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from fastapi.testclient import TestClient

from paixi import list_games, load_game
from paixi.core.game import State
from paixi.web.storage import new_token
from tests.conformance import hidden_twin, random_config
from tests.web.conftest import receive_until

GAMES = [g.id for g in list_games()]


def _random_state(game_id: str, seed: int) -> State:
    game = load_game(game_id)
    rng = random.Random(seed)
    players, options = random_config(game, rng)
    state = game.new_game(players, options, seed=seed)
    for _ in range(rng.randrange(0, rng.choice([3, 12, 40, 120]))):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def _twins(game_id: str) -> tuple[State, State, int] | None:
    for seed in range(40):
        state = _random_state(game_id, seed)
        viewer = random.Random(seed).randrange(state.players)
        twin = hidden_twin(state, viewer, random.Random(seed), tries=30)
        if twin is not None:
            return state, twin, viewer
    return None


def _store_table(client: TestClient, state: State, seat: int) -> tuple[str, str]:
    """``state`` stored as a table of humans; returns its id and ``seat``'s token."""
    store = client.app.state.manager.store
    table_id = new_token()[:12]
    record = state.to_record()
    kinds = ["human"] * state.players
    store.create_table(table_id, state.game.id, state.players, record["options"], kinds, record)
    token = new_token()
    store.claim_seat(table_id, seat, "ann", token)
    return table_id, token


def _views(client: TestClient, table_id: str, token: str | None) -> list[dict[str, Any]]:
    """The view on connecting, then (with a token) the seat's view, in both languages."""
    out = []
    with client.websocket_connect(f"/ws/{table_id}") as ws:
        out.append(receive_until(ws, "view"))
        if token:
            ws.send_json({"type": "hello", "token": token, "lang": "en"})
            out.append(receive_until(ws, "view"))
        ws.send_json({"type": "lang", "lang": "zh"})
        out.append(receive_until(ws, "view"))
    for view in out:
        view.pop("table")
        view.pop("invite", None)
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seat_and_a_spectator_cannot_tell_hidden_twins_apart(
    client: TestClient, game_id: str
) -> None:
    found = _twins(game_id)
    if found is None:
        pytest.skip(f"{game_id}: no hidden information to vary")
    state, twin, seat = found
    (a, token_a), (b, token_b) = _store_table(client, state, seat), _store_table(client, twin, seat)
    seen_a, seen_b = _views(client, a, token_a), _views(client, b, token_b)
    assert seen_a[1]["seat"] == seat and seen_a[1]["log"]
    assert seen_a == seen_b
    assert _views(client, a, None) == _views(client, b, None)


def test_the_twin_check_can_fail(client: TestClient) -> None:
    """A seat that can see the difference is sent different views: the
    comparison does see hidden pieces."""
    for seed in range(40):
        state = _random_state("zhengshangyou", seed)
        viewer = random.Random(seed).randrange(state.players)
        twin = hidden_twin(state, viewer, random.Random(seed), tries=30)
        if twin is None:
            continue
        other = next(
            (s for s in range(state.players) if state.observation(s) != twin.observation(s)), None
        )
        if other is None:
            continue
        (a, token_a), (b, token_b) = (
            _store_table(client, state, other),
            _store_table(client, twin, other),
        )
        assert _views(client, a, token_a) != _views(client, b, token_b)
        return
    raise AssertionError("no twin told apart by another seat")
