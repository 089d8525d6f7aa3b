"""The table's refusals in the reader's language.

The engine and the server word their one-line errors in English; a person
at a table in 中文 should not have to read them so. :func:`say` words the
refusals a player meets at the table (a move on a stale view, out of turn, a
repeated claim answer, too many messages, a taken seat) in Chinese, and
starts a game's illegal-move message in Chinese while keeping the game's own
reason and the legal moves as written (they hold action notation).
"""

from __future__ import annotations

import re

_ZH: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), words)
    for pattern, words in (
        (r"the table has moved on since that view: choose again", "牌桌已经往下走了：请重新选择"),
        (r"the game is over", "这局已经结束"),
        (r"it is not seat (\d+)'s turn", r"还没轮到\1号座"),
        (r"you have already answered this claim", "这次吃碰杠和你已经答过了"),
        (r"too many messages: at most (\S+) per second", r"消息太多：每秒最多 \1 条"),
        (r"seat (\d+) is not open", r"\1号座没有空着"),
        (
            r"seat (\d+) is kept for an invited player: use the invite link",
            r"\1号座留给受邀的人：请用邀请链接",
        ),
        (r"you hold no seat at this table.*", "你在这张牌桌上没有座位"),
        (r"you already hold seat (\d+)", r"你已经坐在\1号座"),
        (r"you hold seat (\d+), not seat (\d+)", r"你坐的是\1号座，不是\2号座"),
        (r"unknown seat token: you stay as a spectator", "座位凭证不对：你仍在旁观"),
        (r"unknown seat token: you stay at seat (\d+)", r"座位凭证不对：你仍坐在\1号座"),
        (r"binary frames are not accepted: send JSON text", "不接受二进制消息：请发 JSON 文本"),
        (
            r"illegal action (.*?): (.*); legal for seat (\d+): (.*)",
            r"不合规则的操作 \1：\2；\3号座可以：\4",
        ),
        (r"illegal action (.*?): (.*); legal for nobody: (.*)", r"不合规则的操作 \1：\2"),
    )
)


def say(message: str, lang: str) -> str:
    """``message`` (one line, as raised) for a reader of ``lang`` (``"en"`` or
    ``"zh"``): unchanged in English or when no wording is known."""
    if lang != "zh":
        return message
    for pattern, words in _ZH:
        if pattern.fullmatch(message):
            return pattern.sub(words, message, count=1)
    return message
