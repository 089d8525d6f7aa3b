"""Fuzzing the table's WebSocket and ``POST /api/tables`` (issue 10): random
and malformed frames — binary, deeply nested, huge, wrong types, acting for
the wrong seat — each get one clean answer (an ``error`` message, or the reply
a valid request gets), the socket stays usable, and the game is unchanged.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi import WebSocketDisconnect
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paixi.web import ServerConfig, create_app
from tests.sweep import examples
from tests.web.conftest import new_table, receive_until

FUZZ = settings(max_examples=examples(150), deadline=None, suppress_health_check=list(HealthCheck))

_json_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=False),
    st.text(max_size=30),
)
_json = st.recursive(
    _json_scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
_types = st.sampled_from(["hello", "claim", "act", "lang", "ping", "nuke", "", "ACT"])


@st.composite
def _requests(draw: Any) -> dict[str, Any]:
    """An object shaped like a request, with random (often wrong) field values."""
    msg: dict[str, Any] = {"type": draw(st.one_of(_types, _json))}
    for key in draw(
        st.sets(st.sampled_from(["seat", "action", "name", "token", "lang", "invite"]))
    ):
        msg[key] = draw(st.one_of(_json, st.integers(-3, 3), st.text(max_size=5)))
    return msg


def _nested(depth: int, kind: str) -> str:
    return ("[" * depth + "]" * depth) if kind == "[" else ('{"a":' * depth + "1" + "}" * depth)


_frames = st.one_of(
    st.binary(max_size=300).map(lambda b: ("bytes", b)),
    st.tuples(st.integers(9, 3000), st.sampled_from(["[", "{"])).map(
        lambda d: ("text", _nested(*d))
    ),
    st.integers(4097, 40_000).map(lambda n: ("text", json.dumps({"type": "ping", "x": "x" * n}))),
    st.text(max_size=200).map(lambda t: ("text", t)),
    _json.map(lambda v: ("text", json.dumps(v))),
    _requests().map(lambda m: ("text", json.dumps(m))),
    st.sampled_from(
        [
            '{"type": "claim", "seat": 0, "name": "a\\u202eb"}',
            '{"type": "claim", "seat": 0, "name": "a\\u0000"}',
        ]
    ).map(lambda t: ("text", t)),
)


@pytest.fixture(scope="module")
def fuzz_client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    db = tmp_path_factory.mktemp("fuzz") / "fuzz.db"
    app = create_app(ServerConfig(db_url=f"sqlite:///{db}", bot_delay=0, messages_per_second=1e6))
    with TestClient(app) as client:
        yield client


@pytest.fixture(scope="module")
def seated(fuzz_client: TestClient) -> Iterator[tuple[Any, Any, str]]:
    """A 吹牛 table waiting for seat 0 (absent); the fuzzing socket holds seat 1."""
    table = new_table(fuzz_client, "chuiniu", ["me", "open"], options={"rounds": 2})
    invite = table["invite"].split("#invite=")[1]
    ws = fuzz_client.websocket_connect(f"/ws/{table['id']}")
    ws.__enter__()
    receive_until(ws, "view")
    ws.send_json({"type": "claim", "seat": 1, "name": "fuzz", "invite": invite})
    receive_until(ws, "claimed")
    assert receive_until(ws, "view")["seat"] == 1  # the claim's broadcast
    room = fuzz_client.app.state.manager.rooms[table["id"]]
    assert room.state.current_player() == 0
    yield ws, room, table["id"]
    ws.__exit__(None, None, None)


def _answer(ws: Any) -> dict[str, Any]:
    """The reply to one frame (who-sits-where notices are skipped)."""
    while True:
        msg = ws.receive_json()
        if msg["type"] != "seats":
            return msg


@FUZZ
@given(frame=_frames)
def test_every_frame_gets_one_clean_answer_and_changes_nothing(
    fuzz_client: TestClient, seated: tuple[Any, Any, str], frame: tuple[str, Any]
) -> None:
    ws, room, table_id = seated
    before = room.state.fingerprint()
    stored = fuzz_client.app.state.manager.store.load_table(table_id)
    kind, payload = frame
    if kind == "bytes":
        ws.send_bytes(payload)
    else:
        ws.send_text(payload)
    reply = _answer(ws)
    assert reply["type"] in ("error", "view", "pong"), reply
    if reply["type"] == "error":
        message = reply["message"]
        assert "\n" not in message and len(message) < 200 and "Traceback" not in message
    ws.send_json({"type": "ping"})  # the socket is still there, and in order
    pong = _answer(ws)
    assert pong["type"] == "pong", (frame, reply, pong)
    assert room.state.fingerprint() == before
    again = fuzz_client.app.state.manager.store.load_table(table_id)
    assert again.record == stored.record and again.seats == stored.seats


def test_the_named_bad_frames_get_their_own_errors(seated: tuple[Any, Any, str]) -> None:
    ws = seated[0]
    cases = [
        (("bytes", b"\x00\x01"), "binary frames"),
        (("text", "[" * 2000 + "]" * 2000), "nested deeper"),
        (("text", json.dumps({"type": "act", "seat": 1, "action": "x" * 5000})), "too large"),
        (("text", '{"type": "act", "seat": "1", "action": "2x2"}'), "integer 'seat'"),
        (("text", '{"type": "act", "seat": 0, "action": "2x2"}'), "you hold seat 1"),
        (("text", '{"type": "act", "seat": 1, "action": "2x2"}'), "not seat 1's turn"),
        (("text", '{"type": "lang", "lang": ["zh"]}'), "'lang'"),
    ]
    for (kind, payload), words in cases:
        (ws.send_bytes if kind == "bytes" else ws.send_text)(payload)
        reply = _answer(ws)
        assert reply["type"] == "error" and words in reply["message"], (words, reply)


@FUZZ
@given(body=st.one_of(_json.map(json.dumps), st.text(max_size=300), _requests().map(json.dumps)))
def test_new_table_requests_are_answered_400_or_200(fuzz_client: TestClient, body: str) -> None:
    res = fuzz_client.post("/api/tables", content=body.encode("utf-8", "surrogatepass"))
    assert res.status_code in (200, 400, 429), res.text
    assert "error" in res.json() or res.status_code == 200


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ('{"game": ' + "[" * 2000 + "]" * 2000 + "}", "nested deeper"),
        ('{"game": "chuiniu", "name": "a\\u202eb"}', "U+202E"),
        ('{"game": "chuiniu", "name": "nul\\u0000"}', "U+0000"),
        ('{"game": "chuiniu", "players": "two"}', "players must be an integer"),
        ('{"game": "chuiniu", "seats": [1, 2]}', "'seats' must be a list"),
        ('{"game": 7}', "expected an object with a 'game'"),
    ],
)
def test_named_bad_new_table_requests(fuzz_client: TestClient, body: str, words: str) -> None:
    res = fuzz_client.post("/api/tables", content=body.encode())
    assert res.status_code == 400 and words in res.json()["error"], res.text


def test_limits_are_refused_to_that_client_alone(tmp_path: Path) -> None:
    config = ServerConfig(
        db_url=f"sqlite:///{tmp_path / 'l.db'}",
        bot_delay=0,
        messages_per_second=2,
        connections_per_address=3,
        tables_per_address=2,
    )
    with TestClient(create_app(config)) as client:
        tables = [new_table(client, "chuiniu", ["me", "open"]) for _ in range(2)]
        res = client.post("/api/tables", json={"game": "chuiniu"})
        assert res.status_code == 429 and "too many unfinished tables" in res.json()["error"]
        url = f"/ws/{tables[0]['id']}"
        with client.websocket_connect(url) as a, client.websocket_connect(url) as b:
            receive_until(a, "view")
            receive_until(b, "view")
            with client.websocket_connect(url) as c:
                receive_until(c, "view")
                with client.websocket_connect(url) as d:
                    refused = d.receive_json()
                    assert (
                        refused["type"] == "error" and "too many connections" in refused["message"]
                    )
            for _ in range(8):  # a burst of twice the rate passes, then refusals
                a.send_json({"type": "ping"})
            replies = [a.receive_json()["type"] for _ in range(8)]
            assert replies.count("pong") == 4 and replies.count("error") == 4
            b.send_json({"type": "ping"})  # the other client is not affected
            assert b.receive_json()["type"] == "pong"


def test_a_socket_that_keeps_on_over_its_rate_is_disconnected(tmp_path: Path) -> None:
    config = ServerConfig(db_url=f"sqlite:///{tmp_path / 'r.db'}", messages_per_second=5)
    with TestClient(create_app(config)) as client:
        table = new_table(client, "chuiniu", ["me", "open"])
        url = f"/ws/{table['id']}"
        with client.websocket_connect(url) as ws:
            receive_until(ws, "view")
            for _ in range(150):  # 20 times the rate for 1.5 s
                ws.send_json({"type": "ping"})
                time.sleep(0.01)
            replies = []
            with pytest.raises(WebSocketDisconnect) as closed:
                for _ in range(150):  # one reply each unless the door closes
                    replies.append(ws.receive_json()["type"])
            assert closed.value.code == 1008
            # a burst of twice the rate passed, then a few refusals, then the door
            assert replies.count("pong") < 20 and replies.count("error") <= 12
