"""Text rendering of 龙麻将 observations, actions and events, in English and 中文.

Cards are drawn as faces with suit symbols (``♠7``, ``♥10``, ``♦K``; jokers
``BJ``/``SJ``, in Chinese 大王/小王).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from paixi.core.event_words import in_words
from paixi.games.longmajiang.actions import (
    CHI_KIND,
    DISCARD,
    GANG,
    HU_KIND,
    PENG,
    Action,
    parse_action,
)
from paixi.games.longmajiang.cards import FACE_TEXT, parse_face, symbol
from paixi.games.longmajiang.scoring import FAN_NAMES

_PHASE_ZH = {
    "act": "出牌",
    "forced_discard": "须打出一张",
    "claims": "等待应答",
    "last_card": "海底牌",
    "over": "终局",
    "deal": "发牌",
}
_PHASE_EN = {
    "act": "play (win, kong or discard)",
    "forced_discard": "discard after pong/chi",
    "claims": "claim window",
    "last_card": "last card: hu or pass",
    "over": "match over",
    "deal": "dealing",
}
_MELD_ZH = {"peng": "碰", "minggang": "明杠", "angang": "暗杠", "jiagang": "加杠"}
_MELD_EN = {"peng": "pong", "minggang": "kong", "angang": "concealed kong", "jiagang": "added kong"}


def face(text: str | None, zh: bool = False) -> str:
    """``"7S"`` → ``♠7``; ``"BJ"`` → ``BJ`` / ``大王``."""
    if text is None:
        return "?"
    f = parse_face(text)
    if zh and f >= 52:
        return "大王" if f == 52 else "小王"
    return symbol(f)


def faces(texts: list[str] | None, zh: bool = False) -> str:
    if texts is None:
        return "??"
    return " ".join(face(t, zh) for t in texts) or "-"


def _who(seat: Any, zh: bool) -> str:
    return f"{seat + 1}号" if zh else f"seat {seat}"


def describe_action(action: Action, lang: str = "en") -> str:
    """``7S`` → "discard ♠7" / "打出 ♠7"; ``peng QD KS`` → "pong with ♦Q ♠K" / "碰 ♦Q ♠K"."""
    zh = lang == "zh"
    cards = " ".join(face(FACE_TEXT[f], zh) for f in action.cards)
    kind = action.kind
    if kind == DISCARD:
        return f"打出 {cards}" if zh else f"discard {cards}"
    if kind == HU_KIND:
        return "和" if zh else "win (hu)"
    if kind == CHI_KIND:
        return "吃" if zh else "take the discard (chi)"
    if kind == PENG:
        return f"碰 {cards}" if zh else f"pong with {cards}"
    if kind == GANG:
        if action.meld:
            return (
                f"加杠 {cards} 到第{action.meld}组" if zh else f"add {cards} to meld {action.meld}"
            )
        if len(action.cards) == 4:
            return f"暗杠 {cards}" if zh else f"concealed kong {cards}"
        return f"明杠 {cards}" if zh else f"kong with {cards}"
    return "过" if zh else "pass"


def _fans(items: list[list[Any]], zh: bool) -> str:
    return ", ".join(f"{FAN_NAMES[c][0 if zh else 1]} {v}" for c, v in items)


def _answer_zh(notation: str) -> str:
    """A claim answer in 中文 words: ``peng 10H JH`` → "碰 ♥10 ♥J"."""
    try:
        return describe_action(parse_action(notation), "zh")
    except Exception:  # wording only: the notation is still right
        return notation


_EVENTS: dict[str, tuple[str, str]] = {
    # key: (English, 中文) templates (:mod:`paixi.core.event_words`)
    "first_dealer": ("{who} is the first dealer", "{who}为首任庄家"),
    "discard": ("{who} discards {c1}", "{who}打出 {c1}"),
    "answered": ("{who} answered", "{who}已应答"),
    "chi": ("{who} takes {c2} from {s1} (chi)", "{who}吃 {s1}的 {c2}"),
    "peng": ("{who} pongs {c2} from {s1}", "{who}碰 {c2}（{s1}打出）"),
    "minggang": ("{who} kongs {c2} from {s1}", "{who}明杠 {c2}（{s1}打出）"),
    "angang": ("{who} declares a concealed kong {c1}", "{who}暗杠 {c1}"),
    "jiagang": ("{who} adds {c1} to meld {a2}", "{who}加杠 {c1} 到第{a2}组"),
    "huangzhuang": ("exhaustive draw (荒庄): nobody wins", "荒庄（流局）"),
}


def _deal_text(args: tuple[Any, ...], zh: bool, me: int | None) -> str:
    """A hand's deal, with the hands dealt face up (the bridge form's dummy)."""
    hand, dealer, stock, shown = args
    if zh:
        text = f"第{hand}盘，{_who(dealer, zh)}坐庄，底牌 {stock} 张"
        return text + "".join(f"；{_who(s, zh)} {faces(c, zh)}" for s, c in shown)
    text = f"hand {hand}: {_who(dealer, zh)} deals, {stock} cards in the stock"
    return text + "".join(f"; {_who(s, zh)}: {faces(c)}" for s, c in shown)


def _draw_text(args: tuple[Any, ...], zh: bool, me: int | None) -> str:
    """A draw (its face only for the drawer), from the wall or as a kong's replacement."""
    seat, card, repl = args
    who = _who(seat, zh)
    if zh:
        what = "补" if repl else "摸"
        return f"{who}{what}一张牌" if card is None else f"{who}{what}到 {face(card, zh)}"
    drawn = "a card" if card is None else face(card)
    return f"{who} draws {drawn}" + (" (kong replacement)" if repl else "")


def _answer_text(args: tuple[Any, ...], zh: bool, me: int | None) -> str:
    """A claim answer, read only by the person who gave it (``me``)."""
    said = _answer_zh(args[1]) if zh else args[1]
    who = _who(args[0], zh)
    if args[0] == me:
        return f"你应答：{said}" if zh else f"you answered {said}"
    if me is not None:  # the bridge form: an answer for the dummy
        return f"你替{who}应答：{said}" if zh else f"you answered {said} for {who}"
    return f"{who}应答：{said}" if zh else f"{who} answered {said}"


def _hu_text(args: tuple[Any, ...], zh: bool, me: int | None) -> str:
    """A win: from whose discard or by self-draw, its fan, and (English) its sets."""
    seat, src, card, total, items, groups = args
    if src is None:
        how = "自摸和" if zh else "wins by self-draw"
    elif zh:
        how = f"和 {_who(src, zh)}打出的 {face(card, zh)}"
    else:
        how = f"wins on {face(card)} from {_who(src, zh)}"
    if zh:  # the hand panel shows its sets
        return f"{_who(seat, zh)}{how}：{total}番（{_fans(items, zh)}）"
    reading = "; ".join(groups)
    return f"{_who(seat, zh)} {how}: {total} fan ({_fans(items, zh)}) [{reading}]"


def _reveal_text(args: tuple[Any, ...], zh: bool, me: int | None) -> str:
    """Every hand shown at the end of a hand."""
    shown = "; ".join(f"{_who(s, zh)} {faces(c, zh)}" for s, c in enumerate(args[0]))
    return ("亮牌：" if zh else "hands shown: ") + shown


_EVENT_WORDERS: dict[str, Callable[[tuple[Any, ...], bool, int | None], str]] = {
    # the events whose words depend on more than filling in their arguments
    "deal": _deal_text,
    "draw": _draw_text,
    "answer": _answer_text,
    "hu": _hu_text,
    "reveal": _reveal_text,
}


def event_text(key: str, args: tuple[Any, ...], lang: str = "en", me: int | None = None) -> str:
    """One event of the public log (or a seat's private version of it) in
    words: its template in :data:`_EVENTS`, or its wording function in
    :data:`_EVENT_WORDERS`; ``me`` (the reader) reads its own claim answer as
    "you answered"; an unknown event as its key and arguments."""
    zh = lang == "zh"

    def piece(cards: Any) -> str:
        return faces(list(cards), zh) if isinstance(cards, (list, tuple)) else face(cards, zh)

    text = in_words(key, args, zh, _EVENTS, _EVENT_WORDERS, lambda s: _who(s, zh), piece, zh, me)
    return text if text is not None else f"{key} {' '.join(map(str, args))}"


def render(obs: dict[str, Any], lang: str = "en") -> str:
    """A few lines: hand and dealer, stock, each seat's melds and discards, own cards, choices."""
    zh = lang == "zh"
    mine = set(obs["my_seats"])
    lines = []
    phase = obs["phase"]
    if zh:
        lines.append(
            f"龙麻将 第{obs['hand_number']}/{obs['hands_per_match']}盘  庄家 {obs['dealer'] + 1}号  "
            f"底牌 {obs['stock_count']} 张  {_PHASE_ZH.get(phase, phase)}"
        )
    else:
        lines.append(
            f"Dragon Mahjong — hand {obs['hand_number']}/{obs['hands_per_match']}, dealer seat "
            f"{obs['dealer']}, stock {obs['stock_count']}, {_PHASE_EN.get(phase, phase)}"
        )
    scores = "  ".join(f"{p}:{s:+d}" for p, s in enumerate(obs["scores"]))
    lines.append(("得分 " if zh else "scores ") + scores)
    for s in range(obs["seats"]):
        tags = []
        if s in mine:
            tags.append("你" if zh else "you")
        if s in obs["dummies"]:
            tags.append("副牌" if zh else "dummy")
        if s == obs["dealer"]:
            tags.append("庄" if zh else "dealer")
        if s == obs["to_act"]:
            tags.append("▶")
        melds = " ".join(
            f"[{m['number']}:{(_MELD_ZH if zh else _MELD_EN)[m['kind']]} {faces(m['cards'], zh)}]"
            for m in obs["melds"][s]
        )
        pile = " ".join(
            face(d["card"], zh) + ("*" if d["taken"] else "") for d in obs["discards"][s]
        )
        head = f"{s}{'(' + ','.join(tags) + ')' if tags else ''}"
        cards = obs["concealed"][s]
        held = (
            faces(cards, zh)
            if cards is not None
            else f"{obs['hand_sizes'][s]}{'张' if zh else ' cards'}"
        )
        lines.append(f"{head}: {held} {melds} | {pile or '-'}")
    if obs["drawn"]:
        s, card = obs["drawn"]
        lines.append(f"{w_seat(s, zh)}{'摸到 ' if zh else ' drew '}{face(card, zh)}")
    if obs["chi_card"]:
        lines.append(
            f"吃进 {face(obs['chi_card'], zh)}（不能立即打出）"
            if zh
            else f"took {face(obs['chi_card'])} by chi (may not discard it now)"
        )
    window = obs["window"]
    if window:
        for m in window["mine"]:
            if m["answer"] is None:
                opts = ", ".join(m["options"])
                nxt = m["seat"] == (window["from"] + 1) % obs["seats"]
                later = m["seat"] != obs["to_act"]  # bridge: the other own seat answers later
                who = w_seat(m["seat"], zh)
                src = w_seat(window["from"], zh)
                if zh:
                    line = f"{'稍后 ' if later else ''}{who}：{src}打出 {face(window['card'], zh)}，可选 {opts}"
                    line += "（过 = 摸牌）" if nxt else ""
                else:
                    line = f"{'later, ' if later else ''}{who}: {src} discarded {face(window['card'])}; choose {opts}"
                    line += " (pass = draw from the stock)" if nxt else ""
                lines.append(line)
    last = obs.get("last_card")
    if phase == "last_card" and last:
        if last["wins"]:
            lines.append(
                "海底牌可以和：hu 和牌，pass 则荒庄（无人和）"
                if zh
                else "the last card wins: hu to win, or pass to end the hand with nobody winning"
            )
        else:
            lines.append(
                "海底牌不能和：pass 荒庄（无人和）"
                if zh
                else "the last card does not win: pass ends the hand with nobody winning"
            )
    if obs["hands_log"]:
        last = obs["hands_log"][-1]
        if last["winner"] is None:
            lines.append("上一盘 荒庄" if zh else "last hand: exhaustive draw")
        else:
            who, card, src = w_seat(last["winner"], zh), last["card"], last["discarder"]
            if zh:
                how = (
                    "天和"
                    if card is None
                    else "自摸"
                    if src is None
                    else f"和{w_seat(src, zh)}打出的"
                )
                how += f" {face(card, zh)}" if card else ""
                lines.append(f"上一盘 {who}{how}，{last['total']}番（{_fans(last['fans'], zh)}）")
            else:
                how = (
                    "with the dealt nine"
                    if card is None
                    else f"by self-draw, {face(card)}"
                    if src is None
                    else f"on {face(card)} from {w_seat(src, zh)}"
                )
                fans = _fans(last["fans"], zh)
                lines.append(f"last hand: {who} won {how}: {last['total']} fan ({fans})")
    if obs["terminal"]:
        lines.append(("终局 " if zh else "match over: ") + scores)
    return "\n".join(lines)


def w_seat(seat: int, zh: bool) -> str:
    return _who(seat, zh)
