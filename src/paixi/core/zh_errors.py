"""The engine's one-line errors in Chinese, and the one translator every
surface uses (the terminal's ``--lang zh``, the web table in 中文).

A wording table is patterns in, words out: the first pattern that matches a
whole message gives its Chinese. In the words, ``{1}`` is a group as written
(notation the reader typed or must type), ``{s1}`` a seat group counted from
1 (中文 names seat 0 "1号"), and ``{t1}`` a group that is itself a message
(or a field's name), translated in turn: ``"hands: 'x' is not a card"`` is
the field's name and a card error, each worded once.

The engine has some six hundred messages; the commonest shapes (options,
player counts, a position's frame, numbers, seats, fields, pieces) are worded
here. A message with no wording is never shown in English: the reader gets
what kind of input was wrong and the bits of it the message quotes, which is
what they typed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

Words = str | Callable[[re.Match[str]], str]
Table = tuple[tuple[re.Pattern[str], Words], ...]


def table(pairs: Iterable[tuple[str, Words]]) -> Table:
    """A wording table from ``(pattern, words)`` pairs, in the order tried."""
    return tuple((re.compile(p), w) for p, w in pairs)


def translate(message: str, *tables: Table) -> str | None:
    """``message`` in Chinese by the first pattern of ``tables`` that matches
    all of it (the engine's table is tried last); None when none does."""
    for wordings in (*tables, ENGINE):
        for pattern, words in wordings:
            match = pattern.fullmatch(message)
            if match is None:
                continue
            return words(match) if callable(words) else fill(match, words, tables)
    return None


def fill(match: re.Match[str], words: str, tables: tuple[Table, ...] = ()) -> str:
    """``words`` with the groups of ``match`` put in (see the module's doc)."""
    groups = [g or "" for g in match.groups()]

    def put(ref: re.Match[str]) -> str:
        kind, index = ref.group(1), int(ref.group(2)) - 1
        value = groups[index]
        if kind == "s":
            return str(int(value) + 1) if value.isdigit() else value
        if kind == "t":
            said = noun(value) or translate(value, *tables)
            if said is not None:
                return said
            return "这一项" if len(value.split()) <= 3 else unworded(value, "写得不对")
        return value

    return re.sub(r"\{([st]?)(\d+)\}", put, words)


# a position's fields and the parts of the game they hold, as the rules pages name them
NOUNS: dict[str, str] = {
    **{"players": "人数", "scores": "分数", "score": "分数", "dealer": "庄家", "phase": "阶段"},
    **{"to_act": "该谁出", "turn": "轮到", "hands": "手牌", "hand": "手牌", "stock": "牌堆"},
    **{"pile": "牌堆", "discard": "弃牌", "discards": "弃牌", "melds": "副露", "meld": "副露"},
    **{"flowers": "花牌", "wall": "牌墙", "log": "记录", "trick": "这一轮", "tricks": "轮数"},
    **{"top": "上排", "bottom": "下排", "tiles": "牌", "deal": "发牌", "undealt": "未发的牌"},
    **{"spare": "余牌", "seen": "看过的牌", "played": "已出", "pointer": "指针", "takes": "取牌"},
    **{"take": "取牌", "ring": "圈", "opening": "开局两张", "rolled": "掷出", "held": "手中骰子"},
    **{"rounds": "局数", "round": "局", "penalties": "罚分", "cups": "骰盅", "bids": "叫数"},
    **{"dir": "方向", "deals": "发牌次数", "outcome": "结局", "window": "应答窗口"},
    **{"last": "上一手", "drawn": "摸到的牌", "rank": "点数", "colour": "颜色", "fan": "番"},
    **{"shou": "手数", "lead": "首出", "start": "开局", "moves": "着法", "private": "暗记"},
    **{"past": "往局", "zhizun": "至尊", "sale": "卖牌", "gang": "杠", "active": "当前颜色"},
    **{"tribute": "进贡", "answers": "应答", "straights": "顺子", "roller": "掷骰人"},
    **{"passes": "关", "penalty": "罚牌", "play": "出牌", "swap": "换牌", "dates": "约定"},
    **{"up": "明牌", "down": "暗牌", "status": "状态", "victim": "受罚者", "known": "已知"},
    **{"locked cards": "锁定的牌", "dealt": "发出的牌", "last tile": "最后一张"},
    **{"stolen": "被抢", "seat": "座位", "starter": "先手", "trick leader": "领出者"},
    **{f"seat{i}": f"{i + 1}号" for i in range(4)},
    **{"hand size": "手牌数", "position": "局面", "bad position": "局面"},
    **{"malformed position": "局面", "action": "动作", "tile": "牌", "card": "牌"},
}

_SEAT = r"seat (\d+)"


def noun(text: str) -> str | None:
    """A field or part's name in Chinese (``"seat 2 melds"`` → ``"3号副露"``)."""
    if text in NOUNS:
        return NOUNS[text]
    if len(text.split()) > 4:  # a sentence, not a name
        return None
    for pattern, words in _NAMED:
        match = pattern.fullmatch(text)
        if match:
            return words(match) if callable(words) else fill(match, words)
    return None


_NAMED = table(
    [
        (_SEAT, "{s1}号"),
        (rf"{_SEAT}(?:'s)? (.+)", "{s1}号的{t2}"),
        (r"(?:hand|melds?|discards?) of seat (\d+)", "{s1}号的手牌"),
        (r"round (\d+)(?: (.+))?", "第{1}局{t2}"),
        (r"(?:finished )?hand (\d+)", "第{1}手"),
        (r"log entry '(.*)'", "记录项“{1}”"),
        (r"log (.+)", "记录的{t1}"),
        (r"event '(.*)'", "事件“{1}”"),
        (r"pass row (\d+)", "第{1}关"),
        (r"seen (.+)", "看过的{t1}"),
        (r"bad (.+) position", "局面有误"),
        (r"(.+) seat", "{t1}的座位"),
        (r"(.+) source", "{t1}的来源"),
        (r"(?:a|the) (.+)", "{t1}"),
    ]
)


def _game(game_id: str) -> str:
    """A game's Chinese name (``zhengshangyou`` → ``争上游``)."""
    from paixi.core import list_games  # the registry imports every game: not at import time

    return next((g.name_zh for g in list_games() if g.id == game_id), game_id)


def _names(text: str) -> str:
    """Field names listed with spaces (or commas) → Chinese names joined by 、."""
    words = [w for w in re.split(r"[ ,]+", text) if w]
    return "、".join(NOUNS.get(w, w) for w in words)


def _list(text: str) -> str:
    """``"a, b, c"`` → ``"a、b、c"`` (choices the reader types, kept as written)."""
    return "、".join(w.strip() for w in re.split(r",| or ", text) if w.strip())


_OVER = {"over": "已结束", "not over": "未结束"}

ENGINE: Table = table(
    [
        # Python's own errors met while reading input, as core.errors.plain_words words them
        (r"('.*'|\S+) is not a whole number", "{1} 不是整数"),
        (r"('.*'|\S+) is not a number", "{1} 不是数"),
        (r"a field has (\d+) parts where (\d+) are needed", "有一项只有 {1} 段，应有 {2} 段"),
        (r"a field has more than (\d+) parts", "有一项多于 {1} 段"),
        (r"a field has too few parts", "有一项段数不够"),
        (r"unknown name ('.*'|\S+)", "不认识的名字 {1}"),
        # options (core/options.py), as the new-table form and --option meet them
        (
            r"option '(\w+)' must be true or false, not (.*)",
            "选项 {1} 只能是 true 或 false，不是 {2}",
        ),
        (r"option '(\w+)' must be an integer, not (.*)", "选项 {1} 要是整数，不是 {2}"),
        (r"option '(\w+)' must be a (?:finite )?number, not (.*)", "选项 {1} 要是数，不是 {2}"),
        (r"option '(\w+)' must be a string, not (.*)", "选项 {1} 要是文字，不是 {2}"),
        (r"option '(\w+)' must be at least (\S+), not (.*)", "选项 {1} 至少是 {2}，不是 {3}"),
        (r"option '(\w+)' must be at most (\S+), not (.*)", "选项 {1} 最多是 {2}，不是 {3}"),
        (r"option '(\w+)' must be positive, not (.*)", "选项 {1} 要大于 0，不是 {2}"),
        (r"option '(\w+)' may not be empty", "选项 {1} 不能为空"),
        (
            r"option '(\w+)' must be one of (.*), not (.*)",
            lambda m: f"选项 {m.group(1)} 只能是 {_list(m.group(2))}，不是 {m.group(3)}",
        ),
        (
            r"option '(\w+)' must be random or a seat (\S+), not (.*)",
            "选项 {1} 要是 random 或座位 {2}，不是 {3}",
        ),
        (
            r"option '(\w+)' must be integers like (\S+), not (.*)",
            "选项 {1} 要写成整数，如 {2}，不是 {3}",
        ),
        (r"option '(\w+)' must list at least one place", "选项 {1} 至少要列一个名次"),
        (r"option '(\w+)' entries must be non-negative", "选项 {1} 的各项不能是负数"),
        (r"option '(\w+)' must be written name=value", "选项 {1} 要写成“名称=值”"),
        (r"option '(\w+)' must be .*", "选项 {1} 的值不对"),
        (
            r"unknown option '(.*?)'.*; known options: (.*)",
            lambda m: f"没有选项“{m.group(1)}”；可选：{_list(m.group(2))}",
        ),
        # players (core/game.py)
        (
            r"(\w+) is played by exactly (\d+) players?, not (-?\d+)",
            lambda m: f"{_game(m.group(1))}只能 {m.group(2)} 人玩，不是 {m.group(3)} 人",
        ),
        (
            r"(\w+) is played by (\d+)-(\d+) players?, not (-?\d+)",
            lambda m: (
                f"{_game(m.group(1))}是 {m.group(2)} 到 {m.group(3)} 人玩，不是 {m.group(4)} 人"
            ),
        ),
        (
            r"variant=bridge is played by 2 players \(4 seats\), not (\d+)",
            "桥式打法是两个人玩（每人两个座位），不是{1}人：请把人数改为 2",
        ),
        (
            r"variant=bridge is played with one deck \(decks=1 or auto\)",
            "桥式打法只用一副牌：副数请选 1 或自动",
        ),
        (r"players must be an integer, not (.*)", "人数要是整数，不是 {1}"),
        (r"seat must be an integer (\S+), not (.*)", "座位要是整数 {1}，不是 {2}"),
        # a position's frame (core/position.py)
        (r"a position must be text, not \w+", "局面要是一行文字"),
        (
            r"a position is at most (\d+) characters, not (\d+)",
            "局面最多 {1} 个字符，这里有 {2} 个",
        ),
        (r"a position's fields are separated by single spaces", "局面的各项之间只能隔一个空格"),
        (
            r"a (\w+) position starts '.*'; got (\d+) field\(s\)",
            "{1} 的局面以“{1} 人数 选项”开头，这里只有 {2} 项",
        ),
        (r"this is not a (\w+) position \(it starts (.*)\)", "这不是 {1} 的局面（开头是 {2}）"),
        (r"options field: (.*) must be written name=value", "选项一项 {1} 要写成“名称=值”"),
        (r"field (.*) is not written name=value", "{1} 要写成“名称=值”"),
        (
            r"options are written (.*) \(non-defaults, in the spec's order\), not (.*)",
            "选项要写成 {1}（只写非默认值，按规则页的顺序），不是 {2}",
        ),
        (r"a (\w+) position ends after field (\d+)", "{1} 的局面到第 {2} 项为止"),
        (r"a (\w+) position has a field (\d+): (.*)", "{1} 的局面还有第 {2} 项：{3}"),
        (
            r"field (\d+) of this (\w+) position is written (.*), not (.*)",
            "这个局面的第 {1} 项应写作 {3}，不是 {4}",
        ),
        (
            r"a (\w+) position has (\d+) fields after the options \((.*)\), not (\d+)",
            lambda m: (
                f"{m.group(1)} 的局面在选项之后有 {m.group(2)} 项（{_names(m.group(3))}），不是 {m.group(4)} 项"
            ),
        ),
        (
            r"a (\w+) position has these fields in order: (.*)",
            lambda m: f"{m.group(1)} 的局面依次是：{_names(m.group(2))}",
        ),
        (r"unknown position field (.*)", "局面里没有 {1} 这一项"),
        (r"missing field (\w+)", "局面缺少“{t1}”一项"),
        (r"expected (.*) in the position, got (.*)", "局面这里应是 {1}，不是 {2}"),
        (r"unknown phase (.*)", "没有 {1} 这个阶段"),
        # numbers, seats and lists in a position's fields
        (r"([^:]+?) must be an integer, not (.*)", "{t1}要是整数，不是 {2}"),
        (r"([^:]+?) is written (-?\d+), not (.*)", "{t1}应写作 {2}，不是 {3}"),
        (r"([^:]+?) must be (-?\d+)-(-?\d+), not (.*)", "{t1}要在 {2} 到 {3} 之间，不是 {4}"),
        (r"([^:]+?) must be at least (-?\d+), not (.*)", "{t1}至少是 {2}，不是 {3}"),
        (r"([^:]+?) must be 0 or 1, not (.*)", "{t1}只能是 0 或 1，不是 {2}"),
        (r"([^:]+?) must be a seat (\S+)", "{t1}要是座位 {2}"),
        (
            r"(.+?) must be (\d+) (?:whole |finite )?(?:numbers|integers) separated by commas",
            "{t1}要是 {2} 个用逗号隔开的数",
        ),
        (r"([^:]+?) must be (\d+) numbers summing to (-?\d+)", "{t1}要是 {2} 个数，合计 {3}"),
        (r"([^:]+?) must sum to (-?\d+)", "{t1}合计要是 {2}"),
        (r"([^:]+?) must be multiples of (\S+)", "{t1}要是 {2} 的倍数"),
        (r"([^:]+?) lists (\d+) seats, not (\d+)", "{t1}要列 {2} 个座位，不是 {3} 个"),
        (r"([^:]+?) are written (\S*)", "{t1}应写作 {2}"),
        (r"([^:]+?) (?:is|are) .* per seat", "{t1}的写法不对（每个座位写一项）"),
        (
            r"(.+?) (.*) differ from the finished (?:hands|rounds)' (.*)",
            "{t1} {2} 与已完成各局的 {3} 不符",
        ),
        (r"([^:]+?) must be what the log adds up to: (.*)", "{t1}要与记录相加一致：{2}"),
        (
            r"(\w+) must be one of (.*), not (.*)",
            lambda m: (
                f"{noun(m.group(1)) or m.group(1)}只能是 {_list(m.group(2))}，不是 {m.group(3)}"
            ),
        ),
        (
            r"the phase is one of (.*), not (.*)",
            lambda m: f"阶段只能是 {_list(m.group(1))}，不是 {m.group(2)}",
        ),
        (r"phase must be (.*)", lambda m: f"阶段只能是 {_list(m.group(1))}"),
        (
            r"(?:hands|seats): (\d+) hands separated by /, not (\d+)",
            "要写 {1} 手牌，用 / 隔开，不是 {2}",
        ),
        (
            r"expected (\d+) seats separated by (.*), got (\d+)",
            "要写 {1} 个座位，用 {2} 隔开，这里有 {3} 个",
        ),
        # pieces
        (
            r"([^:]*) is not a card \(write e\.g\. (.*)\)",
            lambda m: f"{m.group(1)} 不是一张牌（写法如 {_list(m.group(2))}）",
        ),
        (
            r"([^:]*) is not a tile key: write the halves low-high, like (.*)",
            "{1} 不是骨牌（小点在前，如 {2}）",
        ),
        (
            r"([^:]*) is not a tile: write two halves (.*) like (.*)",
            lambda m: f"{m.group(1)} 不是骨牌（写两半的点数，如 {_list(m.group(3))}）",
        ),
        (r"two dice are written like (\S+), not (.*)", "两颗骰子写作 {1} 这样，不是 {2}"),
        (
            r"bad UNO card (.*): write (.*)",
            "{1} 不是 UNO 牌（颜色 R/Y/G/B 加 0-9、S、R 或 +2，或 W、W+4）",
        ),
        (
            r"(?:bad card )?([^:]*): the copy index is (.*)",
            lambda m: f"{m.group(1)} 写得不对：第几副写作 {m.group(2).replace(' or ', ' 或 ')}",
        ),
        (r"unknown 川牌 card (.*): write .*", "{1} 不是川牌（写两位编号、点数或牌名）"),
        (r"not a 大贰 card: (.*) \(cards are (.*)\)", "{1} 不是大贰的牌（写作 {2}）"),
        (r"card ids are two digits each, got (.*)", "牌的编号每张两位，这里是 {1}"),
        (
            r"unexpected character (.*) in tile string (.*) \(.*\)",
            "牌 {2} 里有不认识的字符 {1}（只用数字和 m/p/s/z/f）",
        ),
        (r"digits (.*) have no suit letter in (.*)", "{2} 里的数字 {1} 后面没有花色字母"),
        (r"suit letter (.*) without digits in (.*)", "{2} 里的花色字母 {1} 前面没有数字"),
        (r"unknown tile (.*) among the concealed tiles", "暗牌里有不认识的牌 {1}"),
        (
            r"tile (\S+) appears (\d+) times; the set holds it (\d+)",
            "{1} 出现了 {2} 次，一副牌只有 {3} 张",
        ),
        (
            r"tile (\S+) appears (\d+) times; (\d+) set\(s\) hold it (\d+) times",
            "{1} 出现了 {2} 次，{3} 副只有 {4} 张",
        ),
        (
            r"(\S+) appears (\d+) times; (\d+) deck\(s\) hold (\d+)",
            "{1} 出现了 {2} 次，{3} 副牌只有 {4} 张",
        ),
        (
            r"(\S+): (\d+) in hands, pile and discard; the deck has (\d+)",
            "{1}：手牌、牌堆和弃牌里共 {2} 张，一副牌只有 {3} 张",
        ),
        (
            r"(\S+): (\d+) among hands, melds, flowers, discards and wall, not (\d+)",
            "{1}：手牌、副露、花牌、弃牌和牌墙里共 {2} 张，应为 {3} 张",
        ),
        (
            r"rank (\S+): (\d+) cards held, in the stock and played; the deck has (\d+)",
            "点数 {1}：手里、牌堆和已出共 {2} 张，牌里只有 {3} 张",
        ),
        # actions typed or sent
        (
            r"bad (?:\S+ )?action (.*?): (?:write|the only action is) .*",
            "{1} 不是这个游戏的一步（请从菜单里选）",
        ),
        (r"bad (?:\S+ )?action (.*?): (.*)", "动作 {1}：{t2}"),
        (r"unknown (?:\S+ )?action (.*)", "{1} 不是这个游戏的一步（请从菜单里选）"),
        (r"empty (?:\S+ )?action: .*", "没有输入动作（请从菜单里选）"),
        (r"expected exactly one tile, got (.*)", "只能写一张牌，这里是 {1}"),
        (r"illegal action .*", "这一步现在不合规则：请重新选择"),
        # hands for the scorers
        (r"a hand has at most 4 declared sets, got (\d+)", "一手牌最多 4 组副露，这里有 {1} 组"),
        (r"the winning tile must be a playing tile, not (.*)", "和的那张要是普通牌，不能是 {1}"),
        (r"the winning tile (.*) is not in the hand", "和的那张 {1} 不在手牌里"),
        (r"flowers must be 0-8, got (.*)", "花牌数要在 0 到 8 之间，不是 {1}"),
        (r"(.+) is not a legal win \(under 8 points\)", "{1} 不够和牌（不足 8 番）"),
        (r"(.+?): (.*) is not a chow, pung or kong", "{1}：{2} 不是顺子、刻子或杠"),
        (r"unknown tile (\S+) in (.*)", "{2} 里有不认识的牌 {1}"),
        (
            r"with (\d+) exposed meld\(s\) the hand needs (\d+) concealed cards .*, not (\d+)",
            "有 {1} 组副露时暗牌要 {2} 张（含和的那张），不是 {3} 张",
        ),
        (
            r"a (peng|kan|chi|kai|zhao) is (\d+) identical cards: (.*)",
            "{3} 不对：要 {2} 张相同的牌",
        ),
        (r"invalid (?:hand|holding): (.*)", "手牌有误：{t1}"),
        (r"it is (\S+) here, not (.*)", "这里应是 {1}，不是 {2}"),
        (r"([^:]+?) (?:is|must be) written <.*", "{t1}的写法不对（请对照规则页）"),
        (r"([^:]+?) is written .*, not (.*)", "{t1}的写法不对：{2}"),
        (r"([^:]+?) is <.*", "{t1}的写法不对（请对照规则页）"),
        (r"([^:]+?) must be .*, not (.*)", "{t1}的值不对：{2}"),
        # records (core/record.py)
        (r"record (\S+) is not UTF-8 text", "记录 {1} 不是 UTF-8 文本"),
        (
            r"record (\S+) is not valid JSON: .* at line (\d+)",
            "记录 {1} 不是有效的 JSON（第 {2} 行）",
        ),
        (r"record (\S+) is nested too deeply .*", "记录 {1} 嵌套太深，不是对局记录"),
        (r"record has no '(\w+)' field", "记录缺少 {1} 一项"),
        (r"record field '(\w+)' has the wrong type", "记录的 {1} 一项类型不对"),
        (r"a record must be a JSON object", "记录要是一个 JSON 对象"),
        (r"not a paixi record \(format (.*)\)", "这不是牌戏的对局记录（格式 {1}）"),
        (r"record version (.*) is not supported", "不支持记录版本 {1}"),
        (r"record field '(\w+)' must be an object", "记录的 {1} 一项要是对象"),
        (r"record field '(\w+)' must be an integer", "记录的 {1} 一项要是整数"),
        (r"record field '(\w+)' must be text", "记录的 {1} 一项要是文字"),
        (r"record field '(\w+)' must list (\d+) seat names", "记录的 {1} 一项要列出 {2} 个座位名"),
        (
            r"the record is for (\d+) players but its position for (\d+)",
            "记录是 {1} 人的，局面却是 {2} 人的",
        ),
        (r"the record's options differ from its position's", "记录的选项与局面的不同"),
        (r"bad record header: (.*)", "记录开头有误：{t1}"),
        (
            r"the record says the game is (over|not over), but after (\d+) steps it is (over|not over)",
            lambda m: f"记录说对局{_OVER[m.group(1)]}，但走了 {m.group(2)} 步后{_OVER[m.group(3)]}",
        ),
        (r"the record gives a result, but the game is not over", "记录给出了结果，但对局还没结束"),
        (
            r"recorded returns (.*) differ from the replayed (.*)",
            "记录的得分 {1} 与重放的 {2} 不同",
        ),
        (r"the recorded result differs from the replayed one", "记录的结果与重放的不同"),
        (r"a history step must be an object", "每一步要是一个对象"),
        (r"a chance event must be text", "随机事件要写成文字"),
        (r"an action step needs an integer 'seat'", "一步动作要有整数 seat"),
        (
            r"a chance event is due here, not an action of seat (\d+)",
            "这里该是随机事件，不是{s1}号的动作",
        ),
        (r"the game is already over", "对局已经结束"),
        (
            r"the record says seat (\d+) acts, but it is seat (\d+)'s turn",
            "记录说{s1}号行动，但轮到的是{s2}号",
        ),
        (r"an action must be text", "动作要写成文字"),
        (r"a history step needs 'action' or 'chance'", "每一步要有 action 或 chance"),
        (r"seat (\d+) must act here, not chance", "这里该{s1}号行动，不是随机事件"),
        (r"the game is over|the match is over", "对局已经结束"),
        # a field's name and what is wrong with it
        (r"(.+?): (.+)", lambda m: _field(m.group(1), m.group(2))),
    ]
)


def _field(name: str, rest: str) -> str:
    said = noun(name)
    inner = translate(rest)
    if inner is None:
        return unworded(rest, f"{said or '这一项'}写得不对")
    return f"{said or '这一项'}：{inner}"


def unworded(message: str, lead: str) -> str:
    """A message with no wording: ``lead`` (what kind of input was wrong) and
    what the reader typed that the message quotes, with no English around it."""
    quoted = [q for q in dict.fromkeys(re.findall(r"'([^']*)'", message)) if q]
    if not quoted:
        return f"{lead}（请对照规则页的写法）"
    return f"{lead}：" + "、".join(f"“{q}”" for q in quoted)


LEADS = {
    "PositionError": "局面有误",
    "NotationError": "写法有误",
    "RecordError": "记录有误",
    "HandError": "手牌有误",
    "OptionError": "选项有误",
    "SeatError": "座位有误",
    "IllegalActionError": "这一步不合规则",
}


def in_chinese(message: str, *tables: Table, kind: str = "") -> str:
    """``message`` in Chinese; with no wording, the lead-in for its error
    class ``kind`` (e.g. ``"PositionError"``) and the input it quotes."""
    message = " ".join(message.split())
    said = translate(message, *tables)
    return said if said is not None else unworded(message, LEADS.get(kind, "输入有误"))
