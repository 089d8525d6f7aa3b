"""Fixtures of the web tests: an app on a fresh SQLite file, a test client,
and helpers to talk to a table over its WebSocket."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from paixi.web import ServerConfig, create_app


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'paixi.db'}"


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    # scripted clients answer bots at once: far above a person's message rate;
    # claim windows hold 20 ms, not a person's 0.5 s (the hold's own rules are
    # tested with their own settings in test_claims.py)
    config = ServerConfig(db_url=db_url, bot_delay=0, claim_hold=0.02, messages_per_second=10_000)
    app = create_app(config)
    with TestClient(app) as c:
        yield c


def new_table(client: TestClient, game: str, seats: list[str], **extra: Any) -> dict[str, Any]:
    """Create a table through the API; returns its id, url and (if "me") seat token."""
    body = {"game": game, "players": len(seats), "seats": seats, "name": "ann", **extra}
    res = client.post("/api/tables", json=body)
    assert res.status_code == 200, res.text
    return res.json()


def receive_until(ws: Any, want: str, limit: int = 10_000) -> dict[str, Any]:
    """The next message of type ``want`` (others are skipped)."""
    for _ in range(limit):
        msg = ws.receive_json()
        if msg["type"] == want:
            return msg
    raise AssertionError(f"no {want} message")


def latest_view(ws: Any, pred: Any, limit: int = 100_000) -> dict[str, Any]:
    """The first view satisfying ``pred`` (views are sent after every change)."""
    for _ in range(limit):
        msg = ws.receive_json()
        if msg["type"] == "view" and pred(msg):
            return msg
    raise AssertionError("no such view")
