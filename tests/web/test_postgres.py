"""The same storage on PostgreSQL (``--db postgresql://...``).

Runs when ``PAIXI_TEST_POSTGRES_URL`` names an empty database that may be
written (e.g. ``postgresql://paixi@127.0.0.1:54329/paixi``); ``.ci/run``
starts a throwaway cluster and sets it. Without one it is skipped, saying so.
"""

from __future__ import annotations

import os

import pytest
from fastapi.testclient import TestClient

from paixi.web import ServerConfig, create_app
from tests.web.conftest import latest_view, new_table
from tests.web.test_socket import _play_out, _sit

URL = os.environ.get("PAIXI_TEST_POSTGRES_URL")

pytestmark = pytest.mark.skipif(not URL, reason="set PAIXI_TEST_POSTGRES_URL to run")


def test_a_game_on_postgresql_survives_a_restart() -> None:
    assert URL is not None
    with TestClient(create_app(ServerConfig(db_url=URL, bot_delay=0))) as c1:
        table = new_table(c1, "chuiniu", ["me", "heuristic"], options={"rounds": 2})
        ws = _sit(c1, table)
        view = latest_view(ws, lambda v: v["to_act"] == 0)
        ws.send_json({"type": "act", "seat": 0, "action": view["legal"][0]["a"]})
        latest_view(ws, lambda v: v["step"] > view["step"])
        ws.__exit__(None, None, None)
    with TestClient(create_app(ServerConfig(db_url=URL, bot_delay=0))) as c2:
        ws = _sit(c2, table)
        resumed = latest_view(ws, lambda v: v["seat"] == 0)
        assert resumed["step"] > view["step"]
        final = _play_out(ws, 0, resumed)
        ws.__exit__(None, None, None)
        assert sum(final["returns"]) == -2
        finished = [t["id"] for t in c2.get("/api/tables").json()["finished"]]
        assert table["id"] in finished
