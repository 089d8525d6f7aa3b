"""Text rendering of 吹牛 observations, in Chinese and English."""

from __future__ import annotations

from typing import Any

from paixi.games.chuiniu.actions import Action, Bid

_DIGITS_ZH = "零一两三四五六七八九十"
_FACE_DOTS = {1: "⚀", 2: "⚁", 3: "⚂", 4: "⚃", 5: "⚄", 6: "⚅"}


def _count_zh(q: int) -> str:
    if q <= 10:
        return _DIGITS_ZH[q]
    tens, ones = divmod(q, 10)
    head = "" if tens == 1 else _DIGITS_ZH[tens].replace("两", "二")
    return head + "十" + (_DIGITS_ZH[ones].replace("两", "二") if ones else "")


def describe_bid(text: str, lang: str) -> str:
    q, _, f = text.partition("x")
    if lang == "zh":
        return f"{_count_zh(int(q))}个{f}"
    return f"{q} × {f}s"


def describe_action(action: Action, lang: str = "en") -> str:
    """Short description: ``4x5`` → "4 × 5s" / "四个5"; ``open`` → "open (开)"."""
    if isinstance(action, Bid):
        return describe_bid(str(action), lang)
    if str(action) == "open":
        return "开" if lang == "zh" else "open (challenge)"
    return "不开" if lang == "zh" else "pass"


def _dice(faces: list[int]) -> str:
    return " ".join(f"{_FACE_DOTS[f]}{f}" for f in faces)


def render(obs: dict[str, Any], lang: str = "en") -> str:
    """A few lines: round, penalties, own dice, the bids so far, the last result."""
    zh = lang == "zh"
    seat = obs["seat"]
    lines = []
    head = (
        f"吹牛 第{obs['round']}/{obs['rounds']}局"
        if zh
        else f"Liar's dice — round {obs['round']}/{obs['rounds']}"
    )
    lines.append(head)

    def short(s: int) -> str:  # the reader's own seat is "you" in every list
        return ("你" if zh else "you") if s == seat else str(s)

    pens = ", ".join(f"{short(s)}:{p}" for s, p in enumerate(obs["penalties"]))
    lines.append(("罚酒 " if zh else "penalties ") + pens)
    for rnd in obs["rounds_log"][-1:]:
        cups = "  ".join(f"{short(s)}:{''.join(map(str, d))}" for s, d in enumerate(rnd["dice"]))
        if zh:
            lines.append(
                f"上一局: {rnd['bidder'] + 1}号叫{describe_bid(rnd['bid'], 'zh')}, {rnd['challenger'] + 1}号开; "
                f"共{rnd['count']}个 → {rnd['loser'] + 1}号输  [{cups}]"
            )
        else:
            lines.append(
                f"last round: seat {rnd['bidder']} bid {describe_bid(rnd['bid'], 'en')}, seat "
                f"{rnd['challenger']} opened; count {rnd['count']} → seat {rnd['loser']} loses  [{cups}]"
            )
    if obs["terminal"]:
        return "\n".join(lines)
    for s, faces in obs["straights"]:
        word = "顺子, 重摇" if zh else "straight, re-rolled"
        lines.append(f"{short(s)}: {''.join(map(str, faces))} ({word})")
    if obs["my_dice"]:
        lines.append(("你的骰子: " if zh else "your dice: ") + _dice(obs["my_dice"]))
    if obs["bids"]:
        said = ", ".join(f"{short(s)}:{describe_bid(b, lang)}" for s, b in obs["bids"])
        lines.append(("叫过: " if zh else "bids: ") + said)
    else:
        lines.append(f"{obs['starter'] + 1}号先叫" if zh else f"seat {obs['starter']} bids first")
    window = obs.get("window")
    if window and window.get("my_answer"):
        lines.append(("你的回答: " if zh else "your answer: ") + window["my_answer"])
    if obs["to_act"] is not None:
        who = obs["to_act"]
        if zh:
            lines.append("轮到你" if who == seat else f"轮到{who + 1}号")
        else:
            lines.append("your turn" if who == seat else f"seat {who} to act")
    return "\n".join(lines)


def event_text(key: str, args: tuple[Any, ...], lang: str = "en") -> str:
    """One public event of 吹牛 in words (emitted by :mod:`paixi.games.chuiniu.game`):
    ``("bid", 1, "4x5")`` → "seat 1 bids 4 × 5s" / "1号叫 四个5"."""
    zh = lang == "zh"
    if key == "roll":
        return f"第{args[0]}轮 各家摇骰" if zh else f"round {args[0]}: everyone rolls"
    seat = args[0]
    who = f"{seat + 1}号" if zh else f"seat {seat}"
    if key == "rolled_own":
        dice = _dice([int(c) for c in args[1]])
        return f"{who}（你）摇出 {dice}" if zh else f"{who} (you) rolled {dice}"
    if key == "reroll":
        return f"{who}重摇" if zh else f"{who} rolls again"
    if key == "straight":
        dice = _dice([int(c) for c in args[1]])
        return (
            f"{who}摇出顺子 {dice}，重摇"
            if zh
            else f"{who} shows a straight {dice} and rolls again"
        )
    if key == "bid":
        return (
            f"{who}叫 {describe_bid(args[1], lang)}"
            if zh
            else f"{who} bids {describe_bid(args[1], lang)}"
        )
    if key == "answered":
        return f"{who}已应答" if zh else f"{who} answered"
    if key == "answer":
        text = args[1]
        shown = (
            describe_bid(text, lang)
            if "x" in text
            else {"open": ("开", "open"), "pass": ("不开", "pass")}.get(text, (text, text))[
                0 if zh else 1
            ]
        )
        return f"{who}（你）：{shown}" if zh else f"{who} (you): {shown}"
    if key == "open":
        challenger, bidder, bid, dice, count, loser = args
        cups = "; ".join(f"{s}: {_dice([int(c) for c in d])}" for s, d in enumerate(dice))
        if zh:
            return f"{challenger + 1}号开{bidder + 1}号的 {describe_bid(bid, lang)}：共{count}个，{loser + 1}号输（{cups}）"
        return (
            f"seat {challenger} opens seat {bidder}'s {describe_bid(bid, lang)}: "
            f"{count} found, seat {loser} loses ({cups})"
        )
    return key
