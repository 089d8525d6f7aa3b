"""The table's refusals in the reader's language.

The engine and the server word their one-line errors in English; a person
at a table in 中文 should not have to read them so. :func:`say` words the
refusals a player meets at the table (a move on a stale view, out of turn, a
repeated claim answer, too many messages, a taken seat) and at the new-table
form (players, options) in Chinese, seats counted from 1 as the 中文 table
names them, and an option by its label on the form rather than its id. A
game's illegal-move message holds notation and the engine's English reason:
a 中文 reader is told only to choose again on the table. The engine's own
errors are worded by :mod:`paixi.core.zh_errors`, which this table extends.
"""

from __future__ import annotations

import re

from paixi.core.zh_errors import Table, in_chinese, table
from paixi.web.option_words import LABELS

# an option's id → its label on the 中文 form (an id means the same in every game that has it)
_OPTION_LABELS = {name: words[0] for game in LABELS.values() for name, words in game.items()}

_ZH: Table = table(
    [
        (r"the table has moved on since that view: choose again", "牌桌已经往下走了：请重新选择"),
        (r"the game is over", "这局已经结束"),
        (r"it is not seat (?P<s1>\d+)'s turn", "还没轮到{s1}号"),
        (r"you have already answered this claim", "这次吃碰杠和你已经答过了"),
        (r"too many messages: at most (\S+) per second", "消息太多：每秒最多 {1} 条"),
        (r"seat (?P<s1>\d+) is not open", "{s1}号没有空着"),
        (
            r"seat (?P<s1>\d+) is kept for an invited player: use the invite link",
            "{s1}号留给受邀的人：请用邀请链接",
        ),
        (r"you hold no seat at this table.*", "你在这张牌桌上没有座位"),
        (r"you already hold seat (?P<s1>\d+)", "你已经坐在{s1}号"),
        (r"you hold seat (?P<s1>\d+), not seat (?P<s2>\d+)", "你坐的是{s1}号，不是{s2}号"),
        (r"unknown seat token: you stay as a spectator", "座位凭证不对：你仍在旁观"),
        (r"unknown seat token: you stay at seat (?P<s1>\d+)", "座位凭证不对：你仍坐在{s1}号"),
        (r"binary frames are not accepted: send JSON text", "不接受二进制消息：请发 JSON 文本"),
        # a move the table did not offer (a forged or stale message): its notation
        # and the engine's English reason would tell a player nothing
        (r"illegal action .*", "这一步现在不合规则：请在牌桌上重新选择"),
    ]
)


def say(message: str, lang: str) -> str:
    """``message`` (one line, as raised) for a reader of ``lang`` (``"en"`` or
    ``"zh"``): unchanged in English; in Chinese always (see
    :mod:`paixi.core.zh_errors`)."""
    if lang != "zh":
        return message
    said = in_chinese(message, _ZH)
    return re.sub(
        r"选项 (\w+) ?",
        lambda m: (
            f"选项“{_OPTION_LABELS[m.group(1)]}”" if m.group(1) in _OPTION_LABELS else m.group(0)
        ),
        said,
    )
