"""Private and public seats, bot-only tables, and one view per (seat,
language) however many watch (issue 10)."""

from __future__ import annotations

import time
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tests.web.conftest import new_table, receive_until


def test_the_lobby_offers_public_seats_only_and_no_bot_tables(client: TestClient) -> None:
    private = new_table(client, "chuiniu", ["me", "open"])
    public = new_table(client, "chuiniu", ["me", "public"])
    bots = new_table(client, "chuiniu", ["random", "heuristic"])
    listed = {t["id"]: t for t in client.get("/api/tables").json()["open"]}
    assert listed[private["id"]]["open_seats"] == []
    assert listed[public["id"]]["open_seats"] == [1]
    assert bots["id"] not in listed
    page = client.get("/").text
    assert bots["id"] not in page and private["invite"].split("#")[1] not in page


def test_anyone_takes_a_public_seat_and_only_the_creator_sees_the_invite(
    client: TestClient,
) -> None:
    table = new_table(client, "chuiniu", ["me", "public", "open"])
    with client.websocket_connect(f"/ws/{table['id']}") as ws:
        first = receive_until(ws, "view")
        assert "invite" not in first  # a spectator never sees the secret
        assert first["seats"][1]["public"] is True
        ws.send_json({"type": "claim", "seat": 1, "name": "stranger"})
        receive_until(ws, "claimed")
        seated = receive_until(ws, "view")
        # a stranger in a public seat sees that seat 2 is reserved, not how to take it
        assert seated["seat"] == 1 and "invite" not in seated
        assert seated["seats"][2]["reserved"] is True
    with client.websocket_connect(f"/ws/{table['id']}") as ws:
        receive_until(ws, "view")
        ws.send_json({"type": "claim", "seat": 2, "name": "stranger"})
        assert "invite" in receive_until(ws, "error")["message"]
    with client.websocket_connect(f"/ws/{table['id']}") as ws:
        receive_until(ws, "view")
        ws.send_json({"type": "hello", "token": table["token"]})
        mine = receive_until(ws, "view")
        assert mine["seat"] == 0 and mine["invite"] == table["invite"]


def test_the_pace_is_stored_with_the_table(client: TestClient) -> None:
    table = new_table(client, "chuiniu", ["me", "heuristic"], pace="instant")
    manager = client.app.state.manager
    assert manager.store.load_table(table["id"]).pace == "instant"
    manager.forget(manager.rooms[table["id"]])  # as after a restart
    room = manager.get(table["id"])
    assert room.pace == "instant" and room.creator_seat == 0


@pytest.mark.parametrize("pace", [[], {}, 1, "slow"])
def test_a_bad_pace_is_refused(client: TestClient, pace: object) -> None:
    body = {"game": "chuiniu", "players": 2, "seats": ["me", "random"], "pace": pace}
    res = client.post("/api/tables", json=body)
    assert res.status_code == 400 and "pace" in res.json()["error"]


def test_a_bot_table_nobody_watches_waits(client: TestClient) -> None:
    table = new_table(client, "chuiniu", ["random", "heuristic"], options={"rounds": 20})
    room = client.app.state.manager.rooms[table["id"]]
    time.sleep(0.3)
    assert all(e.seat < 0 for e in room.state.history)  # the roll only: nobody watched
    with client.websocket_connect(f"/ws/{table['id']}") as ws:
        receive_until(ws, "view")
        deadline = time.monotonic() + 10
        while len(room.state.history) < 5 and time.monotonic() < deadline:
            ws.receive_json()
        assert len(room.state.history) >= 5  # a watcher: the bots play
    time.sleep(0.2)
    stopped = len(room.state.history)
    time.sleep(0.3)
    assert len(room.state.history) == stopped or room.state.is_terminal()


def test_many_spectators_share_one_view(client: TestClient) -> None:
    table = new_table(client, "mcr", ["me", "random", "random", "random"])
    room = client.app.state.manager.rooms[table["id"]]
    built = []
    real = room._view

    def counting(seat: Any, lang: str) -> Any:
        built.append((seat, lang))
        return real(seat, lang)

    room._view = counting  # type: ignore[method-assign]
    sockets = [client.websocket_connect(f"/ws/{table['id']}") for _ in range(12)]
    for ws in sockets:
        ws.__enter__()
        receive_until(ws, "view")
    assert built.count((None, "en")) <= 1
    for ws in sockets:
        ws.__exit__(None, None, None)


def test_the_bots_wait_until_every_invited_friend_has_sat_down() -> None:
    """Issue 25: a table with a seat still open does not start without the friend."""
    from paixi.core import load_game
    from paixi.web.rooms import Connection, Room
    from paixi.web.storage import SeatInfo

    state = load_game("chuiniu").new_game(3, seed=1)
    seats = [SeatInfo("human", "ann", 1), SeatInfo("human"), SeatInfo("heuristic")]
    room = Room("t1", state, seats)
    room.connections.append(Connection(send_text=None, seat=0))  # type: ignore[arg-type]
    assert not room._live()  # seat 1 is still open: nobody moves
    room.seats[1].info = SeatInfo("human", "bob", 2)
    assert room._live()
