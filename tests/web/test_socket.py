"""The referee over WebSockets: refusals change nothing, seats see only their
own view, claims and tokens, resume after a restart, takeover, replays."""

from __future__ import annotations

import json
import time
from typing import Any

from fastapi.testclient import TestClient

from paixi.web import ServerConfig, create_app
from paixi.web.storage import Store
from tests.web.conftest import latest_view, new_table, receive_until


def _stored(db_url: str, table_id: str) -> tuple[str, str]:
    stored = Store(db_url).load_table(table_id)
    assert stored is not None
    return json.dumps(stored.record), json.dumps(stored.seats, default=str)


def _room_fingerprint(client: TestClient, table_id: str) -> bytes:
    return client.app.state.manager.rooms[table_id].state.fingerprint()


def _sit(client: TestClient, table: dict[str, Any]) -> Any:
    ws = client.websocket_connect(f"/ws/{table['id']}")
    ws.__enter__()
    receive_until(ws, "view")
    ws.send_json({"type": "hello", "token": table["token"], "lang": "en"})
    return ws


def test_refused_messages_change_nothing(client: TestClient, db_url: str) -> None:
    table = new_table(client, "chuiniu", ["me", "open"], options={"rounds": 2})
    ws = _sit(client, table)
    view = latest_view(ws, lambda v: v["seat"] == 0 and v["to_act"] == 0)
    before = (_room_fingerprint(client, table["id"]), _stored(db_url, table["id"]))
    bad = [
        ({"type": "act", "seat": 0, "action": "open"}, "no bid to challenge"),
        ({"type": "act", "seat": 0, "action": "99x9"}, "illegal action"),
        ({"type": "act", "seat": 0, "action": "bogus"}, "bad 吹牛 action"),
        (
            {"type": "act", "seat": 1, "action": view["legal"][0]["a"]},
            "you hold seat 0, not seat 1",
        ),
        (
            {"type": "act", "seat": 0, "action": view["legal"][0]["a"], "token": "forged"},
            "forged seat token",
        ),
        ({"type": "act", "seat": 0}, "text 'action'"),
        ({"type": "claim", "seat": 1, "name": "eve"}, "already hold seat 0"),
    ]
    for msg, words in bad:
        ws.send_json(msg)
        err = receive_until(ws, "error")
        assert words in err["message"], (msg, err)
    ws.send_text("{not json")
    assert "not JSON" in receive_until(ws, "error")["message"]
    ws.send_text(json.dumps({"type": "act", "seat": 0, "action": "1x1" * 3000}))
    assert "too large" in receive_until(ws, "error")["message"]
    after = (_room_fingerprint(client, table["id"]), _stored(db_url, table["id"]))
    assert after == before
    ws.__exit__(None, None, None)


def test_a_table_in_chinese_is_refused_in_chinese(client: TestClient) -> None:
    table = new_table(client, "chuiniu", ["me", "open"], options={"rounds": 2})
    ws = _sit(client, table)
    view = latest_view(ws, lambda v: v["seat"] == 0 and v["to_act"] == 0)
    ws.send_json({"type": "lang", "lang": "zh"})
    said = [
        ({"type": "act", "seat": 0, "action": "99x9"}, "这一步现在不合规则"),
        (
            {"type": "act", "seat": 0, "action": view["legal"][0]["a"], "step": -1},
            "牌桌已经往下走了",
        ),
        ({"type": "act", "seat": 1, "action": "open"}, "你坐的是1号，不是2号"),
    ]
    for msg, words in said:
        ws.send_json(msg)
        err = receive_until(ws, "error")
        assert err["message"].startswith(words), (msg, err)
    ws.__exit__(None, None, None)


def test_forged_token_in_hello_leaves_a_spectator(client: TestClient) -> None:
    table = new_table(client, "chuiniu", ["me", "heuristic"])
    with client.websocket_connect(f"/ws/{table['id']}") as ws:
        first = receive_until(ws, "view")
        assert first["seat"] is None and "my_dice" not in first["obs"]
        ws.send_json({"type": "hello", "token": table["token"][:-2] + "xx", "lang": "en"})
        assert "unknown seat token" in receive_until(ws, "error")["message"]
        ws.send_json({"type": "act", "seat": 0, "action": "2x2"})
        assert "hold no seat" in receive_until(ws, "error")["message"]
        assert client.app.state.manager.rooms[table["id"]].state.history[-1].seat == -1


def test_a_seat_sees_its_own_dice_and_a_spectator_none(client: TestClient) -> None:
    table = new_table(client, "chuiniu", ["me", "open"])
    room = client.app.state.manager.rooms[table["id"]]
    ws = _sit(client, table)
    view = latest_view(ws, lambda v: v["seat"] == 0)
    assert view["obs"]["my_dice"] == list(room.state.dice[0])
    assert view["legal"] and all(set(a) == {"a", "d"} for a in view["legal"])
    with client.websocket_connect(f"/ws/{table['id']}") as spy:
        public = receive_until(spy, "view")
        assert public["seat"] is None and public["legal"] == []
        assert "my_dice" not in public["obs"]
        assert public["obs"]["dice_counts"] == [5, 5]
    ws.__exit__(None, None, None)


def test_friend_claims_the_open_seat_and_gets_a_token(client: TestClient, db_url: str) -> None:
    table = new_table(client, "chuiniu", ["me", "open"])
    invite = table["invite"].split("#invite=")[1]
    with client.websocket_connect(f"/ws/{table['id']}") as ws:
        assert receive_until(ws, "view")["seats"][1]["open"] is True
        ws.send_json({"type": "claim", "seat": 1, "name": "bob"})  # a stranger: no invite
        assert "invite" in receive_until(ws, "error")["message"]
        ws.send_json({"type": "claim", "seat": 1, "name": "bob", "invite": invite + "x"})
        assert "invite" in receive_until(ws, "error")["message"]
        ws.send_json({"type": "claim", "seat": 1, "name": "bob", "invite": invite})
        claimed = receive_until(ws, "claimed")
        view = latest_view(ws, lambda v: v["seat"] == 1)
        assert view["seats"][1]["name"] == "bob" and not view["seats"][1]["open"]
    assert Store(db_url).seat_for_token(table["id"], claimed["token"]) == 1
    with client.websocket_connect(f"/ws/{table['id']}") as ws2:
        receive_until(ws2, "view")
        ws2.send_json({"type": "claim", "seat": 1, "name": "eve"})
        assert "not open" in receive_until(ws2, "error")["message"]


def test_tokens_are_stored_only_as_hashes(client: TestClient, db_url: str) -> None:
    table = new_table(client, "baya", ["me", "random"])
    raw = Store(db_url).engine.raw_connection()
    try:
        dump = "\n".join(raw.iterdump())
    finally:
        raw.close()
    assert table["token"] not in dump
    assert "players" in dump and "alembic_version" in dump


def _play_out(ws: Any, seat: int, view: dict[str, Any] | None = None) -> dict[str, Any]:
    """Play ``seat`` to the end (always its last legal action), starting from
    ``view`` if given (already received); the final view."""
    step = -1
    while True:
        if view is None or not (view["terminal"] or view["to_act"] == seat):
            view = latest_view(
                ws,
                lambda v, after=step: v["step"] > after and (v["terminal"] or v["to_act"] == seat),
            )
        if view["terminal"]:
            return view
        step = view["step"]
        ws.send_json({"type": "act", "seat": seat, "action": view["legal"][-1]["a"]})
        view = None


def test_full_game_against_a_bot_is_filed_and_replayable(client: TestClient) -> None:
    table = new_table(client, "chuiniu", ["me", "heuristic"], options={"rounds": 2})
    ws = _sit(client, table)
    final = _play_out(ws, 0)
    ws.__exit__(None, None, None)
    assert sum(final["returns"]) == -2 and final["result"]["rounds"]
    assert table["id"] not in client.app.state.manager.rooms  # finished: freed, stored
    with client.websocket_connect(f"/ws/{table['id']}") as again:
        view = receive_until(again, "view")
        assert view["terminal"] and view["returns"] == final["returns"]
    listing = client.get("/api/tables").json()
    assert [t["id"] for t in listing["finished"]] == [table["id"]]
    summary = client.get(f"/api/replays/{table['id']}").json()
    assert summary["returns"] == final["returns"]
    last = client.get(f"/api/replays/{table['id']}/{len(summary['steps'])}").json()
    assert last["terminal"] and last["returns"] == final["returns"]
    assert client.get(f"/api/replays/{table['id']}/9999").status_code == 400
    assert client.get(f"/replay/{table['id']}").status_code == 200


def test_unfinished_games_have_no_replay(client: TestClient) -> None:
    table = new_table(client, "chuiniu", ["me", "open"])
    assert client.get(f"/api/replays/{table['id']}").status_code == 404
    assert client.get(f"/api/replays/{table['id']}/0").status_code == 404
    assert client.get(f"/replay/{table['id']}").status_code == 404


def test_a_restarted_server_resumes_the_table(db_url: str) -> None:
    first = create_app(ServerConfig(db_url=db_url, bot_delay=0))
    with TestClient(first) as c1:
        table = new_table(c1, "chuiniu", ["me", "heuristic"], options={"rounds": 3})
        ws = _sit(c1, table)
        view = latest_view(ws, lambda v: v["to_act"] == 0)
        ws.send_json({"type": "act", "seat": 0, "action": view["legal"][0]["a"]})
        view = latest_view(ws, lambda v: v["to_act"] == 0 and v["step"] > view["step"])
        ws.__exit__(None, None, None)
        before = c1.app.state.manager.rooms[table["id"]].state
        history = [str(e.move) for e in before.history]
    second = create_app(ServerConfig(db_url=db_url, bot_delay=0))
    with TestClient(second) as c2:
        ws = _sit(c2, table)
        resumed = latest_view(ws, lambda v: v["seat"] == 0)
        assert resumed["step"] == view["step"] and resumed["obs"] == view["obs"]
        assert [str(e.move) for e in c2.app.state.manager.rooms[table["id"]].state.history] == (
            history
        )
        final = _play_out(ws, 0, resumed)
        ws.__exit__(None, None, None)
        assert sum(final["returns"]) == -3


def test_a_closed_tab_is_taken_over_after_the_timeout(db_url: str) -> None:
    app = create_app(ServerConfig(db_url=db_url, bot_delay=0, takeover_seconds=0.05))
    with TestClient(app) as c:
        table = new_table(c, "baya", ["me", "random"])
        ws = _sit(c, table)
        view = latest_view(ws, lambda v: v["to_act"] == 0)
        ws.__exit__(None, None, None)  # the tab closes on seat 0's turn
        room = c.app.state.manager.rooms[table["id"]]
        deadline = time.monotonic() + 10
        while not room.state.is_terminal() and time.monotonic() < deadline:
            time.sleep(0.02)
        assert room.state.is_terminal() and len(room.state.history) > view["step"]


def test_without_takeover_a_closed_tab_waits(client: TestClient) -> None:
    table = new_table(client, "baya", ["me", "random"])
    ws = _sit(client, table)
    view = latest_view(ws, lambda v: v["to_act"] == 0)
    room = client.app.state.manager.rooms[table["id"]]
    ws.__exit__(None, None, None)
    # wait for the event itself: the server has handled the closed tab (the
    # seat's connection is gone, and with it any takeover decision is made)
    deadline = time.monotonic() + 10
    while any(c.seat == 0 for c in room.connections):
        assert time.monotonic() < deadline, "the server never noticed the closed tab"
        time.sleep(0.01)
    seat = room.seats[0]
    assert seat.timer is None and not seat.taken_over  # no takeover armed, none made
    assert len(room.state.history) == view["step"] and room.state.current_player() == 0


def test_bad_new_table_requests_are_refused(client: TestClient) -> None:
    cases = [
        ({"game": "nope"}, "unknown game"),
        ({"game": "chuiniu", "players": 9}, "2-8 players"),
        ({"game": "chuiniu", "options": {"rounds": 0}}, "'rounds'"),
        ({"game": "chuiniu", "options": {"colour": 1}}, "unknown option 'colour'"),
        ({"game": "chuiniu", "players": 2, "seats": ["me", "me"]}, "only one seat"),
        ({"game": "chuiniu", "players": 2, "seats": ["me", "robot"]}, "unknown seat kind"),
        ({"game": "chuiniu", "players": 2, "seats": ["me"]}, "one seat kind per player"),
    ]
    for body, words in cases:
        res = client.post("/api/tables", json=body)
        assert res.status_code == 400 and words in res.json()["error"], (body, res.text)
    res = client.post("/api/tables", content=b"{oops")
    assert res.status_code == 400 and "not JSON" in res.json()["error"]


def test_pages_render_in_both_languages(client: TestClient) -> None:
    table = new_table(client, "chuiniu", ["me", "open"])
    assert "吹牛" in client.get("/").text and "Open tables" in client.get("/").text
    client.cookies.set("lang", "zh")
    page = client.get("/").text
    assert "进行中的牌桌" in page and table["id"] in page
    assert client.get("/new?game=baya").status_code == 200
    assert 'data-game="chuiniu"' in client.get(f"/t/{table['id']}").text
    missing = client.get("/t/nosuchtable")
    assert missing.status_code == 404 and missing.headers["content-type"].startswith("text/html")
    assert "没有这一桌" in missing.text and 'href="/"' in missing.text
    client.cookies.set("lang", "en")
    missing = client.get("/replay/nosuchtable")
    assert missing.status_code == 404 and "No finished game" in missing.text
    assert "Back to the lobby" in missing.text
    lobby = client.get("/").text
    assert " 1 player</span>" in lobby and "1 players" not in lobby
    assert client.get("/api/replays/nosuchtable").json() == {
        "detail": "no finished game with that id"
    }
    client.cookies.set("lang", "zh")
    rules = client.get("/api/rules/chuiniu?lang=zh").json()
    assert rules["game"] == "chuiniu" and "吹牛" in rules["text"]
    # the table's panel: the rules without the position notation (for tools)
    assert "## 局面记法" in rules["text"] and "局面记法" not in rules["play"]
    assert rules["play"].startswith("# 吹牛")
    assert client.get("/api/rules/nope").status_code == 400
    for asset in ("table.js", "pieces.js", "render.js", "i18n.js", "style.css"):
        assert client.get(f"/static/{asset}").status_code == 200


class _BrokenBot:
    needs_observation = True

    def act(self, observation: Any, legal: list[Any]) -> Any:
        raise ZeroDivisionError("secret")


def test_a_failing_bot_plays_a_random_legal_action(client: TestClient) -> None:
    table = new_table(client, "baya", ["me", "heuristic"])
    room = client.app.state.manager.rooms[table["id"]]
    room.seats[1].bot = _BrokenBot()
    ws = _sit(client, table)
    final = _play_out(ws, 0)
    ws.__exit__(None, None, None)
    assert final["terminal"]


def test_a_search_bot_seat_plays_through_act_on_state(client: TestClient) -> None:
    """An ISMCTS seat searches on a copy of the table (not a uniform guess)."""
    from paixi.agents.ismcts import ISMCTSAgent
    from paixi.web import rooms

    calls: list[int] = []
    original = ISMCTSAgent.act_on_state

    def counting(self: ISMCTSAgent, state: Any, seat: int) -> Any:
        calls.append(seat)
        return original(self, state, seat)

    ISMCTSAgent.act_on_state = counting  # type: ignore[method-assign]
    try:
        assert "ismcts" in rooms.BOT_KINDS
        table = new_table(client, "chuiniu", ["ismcts-fast", "ismcts-fast"], options={"rounds": 1})
        with client.websocket_connect(f"/ws/{table['id']}") as ws:  # someone watches
            receive_until(ws, "view")
            room = client.app.state.manager.rooms[table["id"]]
            deadline = time.monotonic() + 60
            while not room.state.is_terminal() and time.monotonic() < deadline:
                time.sleep(0.05)
            assert room.state.is_terminal()
        assert calls  # every choice went through the search
    finally:
        ISMCTSAgent.act_on_state = original  # type: ignore[method-assign]
