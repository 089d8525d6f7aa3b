"""The lobby's lists (issue 25): a table nobody is at and where nothing has
happened for ``abandon_minutes`` leaves "in play"; a browser finds all its
tables, abandoned ones too, by id."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from fastapi.testclient import TestClient

from paixi.web import ServerConfig, create_app, lobby
from tests.web.conftest import new_table, receive_until


def _later(minutes: float) -> datetime:
    return datetime.now(UTC).replace(tzinfo=None) + timedelta(minutes=minutes)


def test_a_table_nobody_is_at_leaves_in_play_and_stays_mine(client: TestClient) -> None:
    manager = client.app.state.manager
    table = new_table(client, "chuiniu", ["me", "public", "random"])
    ids = [t["id"] for t in client.get("/api/tables").json()["open"]]
    assert table["id"] in ids  # new: in play
    # nobody has connected: once it has been quiet past the limit, it is abandoned
    assert [t["id"] for t in lobby.in_play(manager, _later(29))] == [table["id"]]
    assert lobby.in_play(manager, _later(31)) == []
    assert [t["status"] for t in lobby.mine(manager, [table["id"]], _later(31))] == ["abandoned"]
    # someone at the table, even quiet that long: in play
    with client.websocket_connect(f"/ws/{table['id']}") as ws:
        receive_until(ws, "view")
        assert [t["id"] for t in lobby.in_play(manager, _later(31))] == [table["id"]]
        assert lobby.mine(manager, [table["id"]], _later(31))[0]["status"] == "playing"
    assert lobby.in_play(manager, _later(31)) == []
    # the browser's look-up by id: statuses, unknown ids left out
    mine = client.get(f"/api/tables/mine?ids={table['id']},nosuchtable").json()
    assert [(t["id"], t["status"]) for t in mine] == [(table["id"], "playing")]


def test_the_lobby_page_lists_no_abandoned_table(tmp_path: Path) -> None:
    config = ServerConfig(db_url=f"sqlite:///{tmp_path / 'p.db'}", bot_delay=0, abandon_minutes=0)
    with TestClient(create_app(config)) as client:
        table = new_table(client, "chuiniu", ["me", "public", "random"])
        assert table["id"] not in client.get("/").text  # nobody there: abandoned at once
        assert client.get("/api/tables").json()["open"] == []
        mine = client.get(f"/api/tables/mine?ids={table['id']}").json()
        assert [t["status"] for t in mine] == ["abandoned"]
        with client.websocket_connect(f"/ws/{table['id']}") as ws:
            receive_until(ws, "view")
            assert table["id"] in client.get("/").text  # someone came back
