"""Text rendering of UNO observations, in Chinese and English."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from paixi.core.event_words import in_words
from paixi.equipment.uno import COLOUR_NAMES_EN, COLOUR_NAMES_ZH, COLOURS, card_name, parse_card
from paixi.games.uno.actions import Action

_WORDS_ZH = {
    "draw": "摸牌",
    "keep": "留下",
    "accept": "接受罚牌",
    "challenge": "质疑",
    "catch": "抓 (没喊 UNO)",
    "pass": "过",
    "death": "死亡数字",
}
_WORDS_EN = {
    "draw": "draw a card",
    "keep": "keep the drawn card",
    "accept": "take the penalty",
    "challenge": "challenge the Wild Draw Four",
    "catch": "catch (no UNO call)",
    "pass": "pass",
    "death": "claim the death number",
}
_WINDOWS = {
    "catch": ("抓 UNO", "catch"),
    "death": ("死亡数字", "death number"),
    "counter": ("反制", "counter"),
    "jump_in": ("抢出", "jump-in"),
}


def cards_zh(text: str) -> str:
    """Card codes (``"R7 Y+2"``) as 中文 names (``"红7 黄+2"``); a word that is
    not a card stays as it is."""
    out = []
    for code in str(text).split():
        try:
            out.append(card_name(parse_card(code), "zh"))
        except Exception:  # not a card code
            out.append(code)
    return " ".join(out)


def _colour(c: int, zh: bool) -> str:
    return (COLOUR_NAMES_ZH if zh else COLOUR_NAMES_EN)[c]


def describe_action(action: Action, lang: str = "en") -> str:
    """A short description: ``W(B)!`` -> "Wild, blue, UNO!" / "转色, 蓝, UNO!"."""
    zh = lang == "zh"
    verb = action.verb
    words = _WORDS_ZH if zh else _WORDS_EN
    if verb in words:
        return words[verb]
    tail = ", UNO!" if action.uno else ""
    if verb in ("play", "counter", "judge"):
        names = ", ".join(card_name(k, lang) for k in action.cards)
        if action.colour < 4:
            names += " → " + _colour(action.colour, zh)
        head = {"counter": ("反制 ", "counter "), "judge": ("审判 ", "judgment ")}.get(verb)
        return (head[0 if zh else 1] if head else "") + names + tail
    if verb == "peek":
        return (
            f"转色: 看{action.target + 1}号的牌"
            if zh
            else f"Wild: look at seat {action.target}'s hand"
        ) + tail
    if verb == "swap":
        return (
            f"转色: 与{action.target + 1}号换牌" if zh else f"Wild: swap with seat {action.target}"
        ) + tail
    if verb == "give":
        names = ", ".join(card_name(k, lang) for k in action.given)
        return ("给出 " if zh else "give ") + names
    if verb == "colour":
        return ("指定颜色 " if zh else "name the colour ") + _colour(action.colour, zh)
    if verb == "date":
        m, d = action.date
        return f"宣布日期 {m}月{d}日" if zh else f"declare the date {m}/{d}"
    return str(action)


def _s(who: str, verb: str) -> str:
    """``verb`` agreeing with ``who`` ("you draw", "seat 2 draws")."""
    return verb if who == "you" else verb + "s"


def _who(seat: int, zh: bool, viewer: int | None) -> str:
    """A seat named for its reader: "you" / "你" for the viewer's own."""
    if seat == viewer:
        return "你" if zh else "you"
    return f"{seat + 1}号" if zh else f"seat {seat}"


def _event(e: list[Any], zh: bool, viewer: int | None = None) -> str:
    """One log event in words; the viewer's own seat is "you" (你)."""
    seat, what, *rest = e
    who = ("牌堆" if zh else "pile") if seat < 0 else _who(seat, zh, viewer)
    if what == "draw":
        return f"{who} 摸{rest[0]}张" if zh else f"{who} {_s(who, 'draw')} {rest[0]}"
    if what == "accept":
        return f"{who} 罚摸{rest[0]}张" if zh else f"{who} {_s(who, 'take')} {rest[0]}"
    if what == "caught":
        by = rest[0] if isinstance(rest[0], (list, tuple)) else [rest[0]]
        if zh:
            return f"{who} 被{'、'.join(f'{s + 1}号' for s in by)}抓, 摸{rest[1]}张"
        names = " and ".join(f"seat {s}" for s in by)
        were = "were " if who == "you" else ""
        return f"{who} {were}caught by {names}, {_s(who, 'draw')} {rest[1]}"
    if what == "challenge":
        ok = rest[1]
        if zh:
            return f"{who} 质疑{rest[0] + 1}号 → {'成功' if ok else '失败'}"
        return f"{who} {_s(who, 'challenge')} seat {rest[0]} → {'guilty' if ok else 'legitimate'}"
    if what == "start":
        extra = (" (放回)" if zh else " (returned)") if len(rest) > 1 else ""
        return (f"起始牌 {cards_zh(rest[0])}" if zh else f"start card {rest[0]}") + extra
    if what == "reshuffle":
        return f"弃牌洗入牌堆 ({rest[0]}张)" if zh else f"discards reshuffled ({rest[0]} cards)"
    if what == "death":
        return f"{who} 死亡数字! {rest[0]}" if zh else f"{who} death number! {rest[0]}"
    if what == "swap":
        return (
            f"{who} 与{rest[0] + 1}号换{rest[1]}张"
            if zh
            else f"{who} {_s(who, 'swap')} {rest[1]} with seat {rest[0]}"
        )
    if what == "peek":
        return (
            f"{who} 看{rest[0] + 1}号的牌"
            if zh
            else f"{who} {_s(who, 'look')} at seat {rest[0]}'s hand"
        )
    return f"{who} {what}"


def render(obs: dict[str, Any], lang: str = "en") -> str:
    """A few lines: scores, top card and colour, counts, your hand. (What
    happened lately is in the events — the terminal and the web log print them.)"""
    zh = lang == "zh"
    seat = obs["seat"]
    lines = []
    arrow = "→" if obs["direction"] == 1 else "←"
    if zh:
        lines.append(f"UNO 第{obs['hand_no']}局  庄家 {obs['dealer'] + 1}号  方向 {arrow}")
        lines.append(
            "得分 "
            + ", ".join(
                f"{'你' if s == seat else f'{s + 1}号'}:{p}" for s, p in enumerate(obs["scores"])
            )
        )
    else:
        lines.append(f"UNO hand {obs['hand_no']}  dealer seat {obs['dealer']}  direction {arrow}")
        lines.append(
            "scores "
            + ", ".join(f"{'you' if s == seat else s}:{p}" for s, p in enumerate(obs["scores"]))
        )
    for h in obs["hands"][-1:]:
        if zh:
            lines.append(f"上一局: {h['winner'] + 1}号赢, 得分 {h['points']}")
        else:
            lines.append(f"last hand: seat {h['winner']} won, points {h['points']}")
    if obs["terminal"]:
        return "\n".join(lines)
    colour = obs["active_colour"]
    cname = _colour(COLOURS.index(colour), zh) if colour in COLOURS else "-"
    counts = "  ".join(
        f"{'你' if s == seat and zh else 'you' if s == seat else s}:{c}"
        for s, c in enumerate(obs["hand_counts"])
    )
    if zh:
        lines.append(f"顶牌 {obs['top']}  当前颜色 {cname}  牌堆 {obs['draw_pile']}张")
        lines.append("手牌数 " + counts)
    else:
        lines.append(f"top {obs['top']}  colour {cname}  draw pile {obs['draw_pile']}")
        lines.append("cards " + counts)
    if obs["pending"] and obs["victim"] is not None:
        lines.append(
            f"{obs['victim'] + 1}号待罚 {obs['pending']}张"
            if zh
            else f"seat {obs['victim']} faces +{obs['pending']}"
        )
    if any(obs["dates"]):
        dates = ", ".join(f"{s}:{d}" for s, d in enumerate(obs["dates"]) if d)
        lines.append(("日期 " if zh else "dates ") + dates)
    for p in obs["private"][-1:]:
        lines.append(("  (仅你可见) " if zh else "  (only you) ") + " ".join(str(x) for x in p))
    lines.append(("你的手牌: " if zh else "your hand: ") + " ".join(obs["hand"]))
    if obs["drawn"]:
        lines.append(("摸到 " if zh else "you drew ") + obs["drawn"])
    window = obs["window"]
    if window:
        name = _WINDOWS[window["kind"]][0 if zh else 1]
        lines.append(
            f"{name} 窗口 ({window['player'] + 1}号出牌后)"
            if zh
            else f"{name} window after seat {window['player']}'s play"
        )
    who = obs["to_act"]
    if who is not None:
        if zh:
            lines.append("轮到你" if who == seat else f"轮到{who + 1}号")
        else:
            lines.append("your turn" if who == seat else f"seat {who} to act")
    return "\n".join(lines)


_EVENTS: dict[str, tuple[str, str]] = {
    # key: (English, 中文) templates (:mod:`paixi.core.event_words`)
    "drew": ("{who} {v_draw} {a1}", "{who} 摸到 {c1}"),
    "answered": ("{who} answered", "{who} 已应答"),
    "peeked": ("{who} {v_see} seat {a1}'s hand: {a2}", "{who} 看到{n1}号的牌 {c2}"),
    "shown": ("{who} {v_be} shown seat {a1}'s hand: {a2}", "{who} 看到{n1}号的牌 {c2}"),
    "gives": ("{who} {v_pick} a card to swap", "{who} 选出一张要换的牌"),
    "gave": ("{who} {v_pick} {a1} to swap", "{who} 选出 {c1}"),
    "took": ("{who} {v_take} {a2} from seat {a1}", "{who} 从{n1}号拿到 {c2}"),
    "received": ("{who} {v_receive} {a2} from seat {a1}", "{who} 从{n1}号得到 {c2}"),
}


def _log_text(args: tuple[Any, ...], zh: bool, me: int | None) -> str:
    """A ``log`` event: a seat's action, or one of the logged happenings."""
    seat, what, *_ = args
    if what in ("draw", "accept", "caught", "challenge", "start", "reshuffle", "death"):
        return _event(list(args), zh, me)
    if what in ("swap", "peek"):
        return _event(list(args), zh, me)
    if what == "swapping":
        n = args[3]
        return (
            f"{seat + 1}号 将与{args[2] + 1}号换{n}张"
            if zh
            else f"seat {seat} will swap {n} with seat {args[2]}"
        )
    who = _who(seat, zh, me)
    try:
        from paixi.games.uno.actions import parse_action

        action = parse_action(what)
        text = describe_action(action, "zh" if zh else "en")
        if zh and action.verb == "play":
            text = "出" + text
    except Exception:  # a log word that is not an action: show it as it is
        text = what
    return f"{who} {text}" if zh else f"{who}: {text}"


def _deal_text(args: tuple[Any, ...], zh: bool, me: int | None, own: bool) -> str:
    """A hand's deal; ``own``: with the reader's own cards (``dealt``)."""
    hand, dealer = args[0], args[1]
    dealer_is = _who(dealer, zh, me)
    text = (
        f"第{hand}局 {dealer_is}发牌" if zh else f"hand {hand}: {dealer_is} {_s(dealer_is, 'deal')}"
    )
    if own:
        text += f"，你的牌 {cards_zh(args[2])}" if zh else f"; your cards {args[2]}"
    return text


def _answer_text(args: tuple[Any, ...], zh: bool, me: int | None) -> str:
    """A seat's own answer in a window, shown to that seat alone."""
    seat = args[0]
    word = _WORDS_ZH.get(args[1], args[1]) if zh else _WORDS_EN.get(args[1], args[1])
    if seat == me:
        return f"你：{word}" if zh else f"you: {word}"
    who = _who(seat, zh, me)
    return f"{who}（你）：{word}" if zh else f"{who} (you): {word}"


def _hand_over_text(args: tuple[Any, ...], zh: bool, me: int | None) -> str:
    """The end of a hand: the winner, every seat's last cards, the points."""
    hand, winner, cards, gained = args
    points = " ".join(map(str, gained))
    won = _who(winner, zh, me)
    if zh:
        shown = "；".join(
            f"{_who(s, zh, me)}：{cards_zh(c) if c else '无'}" for s, c in enumerate(cards)
        )
        return f"第{hand}局结束：{won}赢；各家余牌 {shown}；得分 {points}"
    shown = "; ".join(f"{_who(s, zh, me)}: {c or 'none'}" for s, c in enumerate(cards))
    return f"hand {hand} over: {won} {_s(won, 'win')}; cards left: {shown}; points {points}"


_EVENT_WORDERS: dict[str, Callable[[tuple[Any, ...], bool, int | None], str]] = {
    # the events whose words depend on more than filling in their arguments
    "log": _log_text,
    "deal": lambda args, zh, me: _deal_text(args, zh, me, own=False),
    "dealt": lambda args, zh, me: _deal_text(args, zh, me, own=True),
    "answer": _answer_text,
    "hand_over": _hand_over_text,
}


def event_text(key: str, args: tuple[Any, ...], lang: str = "en", me: int | None = None) -> str:
    """One public event of a UNO game in words (emitted by
    :mod:`paixi.games.uno.state`): ``("log", (1, "R5"))`` → "seat 1: play red 5"
    / "1号 出 红5"; a drawer alone reads ``("drew", (1, "B7"))`` → "seat 1 draws B7".
    The reader's own seat ``me`` is "you" / "你". Its template in :data:`_EVENTS`
    or its wording function in :data:`_EVENT_WORDERS`; an unknown event as its key."""
    zh = lang == "zh"
    text = in_words(
        key,
        args,
        zh,
        _EVENTS,
        _EVENT_WORDERS,
        lambda s: _who(s, zh, me),
        cards_zh if zh else str,
        zh,
        me,
    )
    return text if text is not None else key
