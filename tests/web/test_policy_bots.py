"""Trained policies as bots of the web table (web/policies.py): offered for
their own game and player count only, named, never given as a path."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

pytest.importorskip("numpy", reason="the rl extra is not installed")

from tests.web.conftest import latest_view, new_table


def test_the_catalogue_offers_a_games_own_policies(client: TestClient) -> None:
    games = {g["id"]: g for g in client.get("/api/games").json()}
    assert {"kind": "policy:chuiniu", "players": 2} in games["chuiniu"]["policies"]
    assert games["mcr"]["policies"] == []


def test_a_policy_bot_plays_its_game(client: TestClient) -> None:
    table = new_table(client, "chuiniu", ["policy:chuiniu", "heuristic"])
    with client.websocket_connect(f"/ws/{table['id']}") as ws:
        ws.send_json({"type": "hello"})
        view = latest_view(ws, lambda v: v.get("terminal") or len(v.get("log", [])) > 6)
        assert view is not None


@pytest.mark.parametrize(
    ("game", "seats", "message"),
    [
        (
            "baya",
            ["policy:chuiniu", "heuristic"],
            "policy:chuiniu plays Liar's Dice with 2 players",
        ),
        ("chuiniu", ["policy:chuiniu", "heuristic", "random"], "with 2 players"),
        ("chuiniu", ["policy:/etc/passwd", "heuristic"], "unknown seat kind"),
    ],
)
def test_a_policy_bot_is_refused_where_it_cannot_play(
    client: TestClient, game: str, seats: list[str], message: str
) -> None:
    response = client.post(
        "/api/tables", json={"game": game, "players": len(seats), "seats": seats}
    )
    assert response.status_code == 400 and message in response.json()["error"]


def test_a_policy_bot_with_other_options_is_refused(client: TestClient) -> None:
    response = client.post(
        "/api/tables",
        json={
            "game": "chuiniu",
            "players": 2,
            "seats": ["policy:chuiniu", "heuristic"],
            "options": {"dice_per_player": 3},
        },
    )
    assert response.status_code == 400 and "trained with other options" in response.json()["error"]
