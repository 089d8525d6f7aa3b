"""The WebSocket message checks (paixi.web.protocol)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from paixi.core.errors import PaixiError
from paixi.web.protocol import ProtocolError, parse_message


def test_good_messages_pass() -> None:
    assert parse_message('{"type": "act", "seat": 1, "action": "3x5"}', 4096)["seat"] == 1
    assert parse_message('{"type": "hello", "token": null, "lang": "zh"}', 4096)["lang"] == "zh"
    assert parse_message('{"type": "claim", "seat": 0, "name": "李"}', 4096)["name"] == "李"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("not json", "not JSON"),
        ("[1, 2]", "JSON object"),
        ('{"type": "nuke"}', "unknown message type"),
        ('{"seat": 0}', "unknown message type"),
        ('{"type": "act", "seat": "0", "action": "open"}', "integer 'seat'"),
        ('{"type": "act", "seat": true, "action": "open"}', "integer 'seat'"),
        ('{"type": "act", "seat": 0, "action": 5}', "text 'action'"),
        ('{"type": "act", "seat": 0, "action": "open", "step": "3"}', "integer 'step'"),
        ('{"type": "claim", "seat": 0, "name": "   "}', "1-40 characters"),
        ('{"type": "hello", "lang": "fr"}', "'lang'"),
    ],
)
def test_malformed_messages_are_refused(text: str, words: str) -> None:
    with pytest.raises(ProtocolError, match=words):
        parse_message(text, 4096)


def test_oversized_message_is_refused_with_its_size() -> None:
    text = json.dumps({"type": "act", "seat": 0, "action": "x" * 5000})
    with pytest.raises(ProtocolError, match=r"too large: \d+ bytes \(limit 4096\)"):
        parse_message(text, 4096)


@given(st.text(max_size=300))
def test_any_text_is_either_a_request_or_a_protocol_error(text: str) -> None:
    try:
        msg = parse_message(text, 4096)
    except PaixiError:
        return
    assert msg["type"] in ("hello", "claim", "act", "lang", "ping")
