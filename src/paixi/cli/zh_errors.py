"""The terminal's one-line errors and refusals in Chinese (``--lang zh``).

The engine, typer and the operating system word their errors in English; a
``paixi ... --lang zh`` reader gets them in Chinese with full-width
punctuation. :func:`top_level` words an error that ends the command (bad
usage, game, option, seat, file); :func:`move_reason` words the engine's
reason for refusing a typed move. A reason with no wording here is not shown
in English: the reader is told to choose from the menu instead. The
engine's own errors (options, positions, pieces, hands) are worded by
:mod:`paixi.core.zh_errors`, which this table extends; one with no wording
there gives what kind of input was wrong and what the reader typed, never
English.
"""

from __future__ import annotations

import re

from paixi.core.zh_errors import Table, in_chinese, table, translate


def _list(text: str) -> str:
    """``"a, b, c"`` → ``"a、b、c"``."""
    return "、".join(w.strip() for w in text.split(","))


def _games(match: re.Match[str]) -> str:
    from paixi.core import list_games

    names = {g.id: g.name_zh for g in list_games()}
    known = "、".join(f"{names.get(i, i)} {i}" for i in match.group(2).split(", "))
    return f"没有“{match.group(1)}”这个游戏；可选：{known}"


_TOP: Table = table(
    [
        (r"Missing argument '(\S+)'\.?", "缺少参数 {1}"),
        (r"No such option: (\S+) Did you mean (\S+)\?", "没有这个选项：{1}（是不是 {2}？）"),
        (r"No such option: (\S+)", "没有这个选项：{1}"),
        (r"Option '(\S+)' requires an argument\.?", "选项 {1} 需要一个值"),
        (r"Got unexpected extra argument(?:s|\(s\))? \((.*)\)", "多余的参数：{1}"),
        (r"Invalid value for '(\S+)': .*", "选项 {1} 的值不对"),
        (r"No such command '(\S+)'\.?", "没有这个命令：{1}"),
        (r"--lang must be en or zh, not (.*)", "--lang 只能是 en 或 zh，不是 {1}"),
        (r"unknown game '(.*)'; known games: (.*)", _games),
        (
            r"unknown agent '(.*)'; known agents: (.*)",
            lambda m: f"没有“{m.group(1)}”这种玩家；可选：{_list(m.group(2))}",
        ),
        (
            r"unknown option 'players' \(the number of players is set by the seats, not an option\); known options: .*",
            "人数由座位决定（--seats），不是选项",
        ),
        (
            r"the position is for (\d+) players, but (\d+) seats were given",
            "这个局面是 {1} 人的，却给了 {2} 个座位",
        ),
        (
            r"a position carries its options: give no --option with it",
            "局面已含选项：不要再给 --option",
        ),
        (
            r"cannot save to (\S+): the folder (\S+) does not exist",
            "无法保存到 {1}：文件夹 {2} 不存在",
        ),
        (r"cannot read record (\S+): No such file or directory", "读不了记录 {1}：没有这个文件"),
        (r"interrupted", "已中断"),
        (r"cannot save to (\S+): it is a directory", "无法保存到 {1}：这是一个文件夹"),
        (r"cannot save to (\S+): permission denied", "无法保存到 {1}：没有权限"),
        (r"cannot read --batch file (.*?): (.*)", "读不了 --batch 文件 {1}"),
        (r"record (\S+): (.*)", "记录 {1}：{t2}"),
        (
            r"give the hand and --win TILE \(or --batch FILE\)",
            "请给出手牌和 --win 和的那张（或 --batch 文件）",
        ),
        (r"give a holding.*", "请给出一手牌（或 --batch 文件）"),
        (
            r"give the hand \(and --win CARD\), or --batch FILE",
            "请给出手牌（和 --win 和的那张），或 --batch 文件",
        ),
        (r"(--[\w-]+) must be (\S+), not (.*)", "{1} 要是 {2}，不是 {3}"),
        (r"(--[\w-]+) must be 0 or more, not (.*)", "{1} 不能小于 0，不是 {2}"),
        (r"(--[\w-]+) must be positive, not (.*)", "{1} 要大于 0，不是 {2}"),
        (r"step (\d+): (.*)", "第 {1} 步：{t2}"),
    ]
)

_REASONS: Table = table(
    [
        (
            r"it does not beat (.+?) \(only one step higher, or a bomb\)",
            "压不过 {1}（只能大一级，或出炸弹）",
        ),
        (
            r"it does not beat (.+?); play it face down with 'down (.+)'",
            "压不过 {1}：可以扣着出（down {2}）",
        ),
        (r"it does not beat (.+)", "压不过 {1}"),
        (r"your hand does not hold these cards", "你手里没有这些牌"),
        (r"your hand does not hold that many jokers", "你手里没有这么多王"),
        (r"you hold only (\d+) cards", "你手里只有 {1} 张牌"),
        (r"the leader may not pass", "首家不能不要"),
        (r"the ranks are not consecutive", "点数不相连"),
        (r"a straight needs at least (\d+) cards", "顺子至少要 {1} 张"),
        (r"a pair run needs at least (\d+) pairs", "连对至少要 {1} 对"),
        (r"2s and jokers are never part of a straight or a run", "2 和王不能进顺子或连对"),
        (r"a 2 is never part of a straight or a pair run", "2 不能进顺子或连对"),
        (r"jokers never form a bomb", "王不能组成炸弹"),
        (r"jokers may never be played alone", "王不能单独出"),
        (r"a play must contain at least one natural card.*", "出牌至少要有一张不是王的牌"),
        (r"a joker stands for a rank 3-A, never a 2", "王只能当 3 到 A，不能当 2"),
        (r"not a combination.*", "不成牌型"),
        (r"you do not hold (.+)", "你手里没有 {1}"),
        (r"(.+) is not in your hand", "{1} 不在你手里"),
        (r"play exactly (\d+) tile\(s\)", "要正好出 {1} 张"),
        (r"the game is over|the match is over", "对局已经结束"),
        (r"no tribute return is due", "现在不用还贡"),
        (r"you can join a tile, so you may not sleep", "你有牌能接，不能睡牌"),
        (r"you hold no card of that rank", "你手里没有这个点数的牌"),
    ]
)

_OS: dict[str, str] = {
    "No such file or directory": "没有这个文件或文件夹",
    "Permission denied": "没有权限",
    "Is a directory": "这是一个文件夹",
    "Not a directory": "不是文件夹",
}


def top_level(message: str, kind: str = "") -> str:
    """A command-ending error in Chinese (one line, without the ``paixi：``);
    ``kind`` is the error's class name, which says what input was wrong when
    the message has no wording."""
    return in_chinese(message, _TOP, kind=kind)


def os_error(where: str, reason: str) -> str:
    """A file error (``where`` the file's name, ``reason`` the system's words)."""
    said = _OS.get(reason)
    return f"{where}：{said}" if said else f"{where}：无法读写（{reason}）"


def move_reason(reason: str | None) -> str | None:
    """The engine's reason for refusing a move, in Chinese; None when there is
    no wording for it (the caller then points to the menu)."""
    return None if reason is None else translate(reason, _REASONS)
