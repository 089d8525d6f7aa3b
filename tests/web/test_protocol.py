"""The WebSocket message checks (paixi.web.protocol)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from paixi.core.errors import PaixiError
from paixi.web.messages import say
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


@pytest.mark.parametrize(
    ("english", "chinese"),
    [
        ("the table has moved on since that view: choose again", "牌桌已经往下走了：请重新选择"),
        ("the game is over", "这局已经结束"),
        ("it is not seat 2's turn", "还没轮到3号"),
        ("you have already answered this claim", "这次吃碰杠和你已经答过了"),
        ("too many messages: at most 20 per second", "消息太多：每秒最多 20 条"),
        ("seat 3 is not open", "4号没有空着"),
        ("you hold no seat at this table (send hello with your token)", "你在这张牌桌上没有座位"),
        ("you hold seat 0, not seat 1", "你坐的是1号，不是2号"),
        (
            "illegal action 'discard 5m': not held; legal for seat 0: 1m, 2m",
            "这一步现在不合规则：请在牌桌上重新选择",
        ),
        (
            "variant=bridge is played by 2 players (4 seats), not 4",
            "桥式打法是两个人玩（每人两个座位），不是4人：请把人数改为 2",
        ),
        ("a message nobody has worded", "输入有误（请对照规则页的写法）"),  # never English
    ],
)
def test_refusals_are_worded_for_a_chinese_table(english: str, chinese: str) -> None:
    assert say(english, "zh") == chinese
    assert say(english, "en") == english
