"""Text rendering of 干瞪眼 observations and actions, in Chinese and English."""

from __future__ import annotations

from typing import Any

from paixi.equipment.poker import parse_card
from paixi.games.gandengyan.actions import Action, Pass, Play
from paixi.games.gandengyan.combos import KIND_NAMES_ZH, Rules, classify

_EVENTS = {
    "pass": ("不要", "passes"),
    "round_won": ("赢得本轮", "wins the round"),
    "draw": ("摸一张", "draws a card"),
    "cannot_lead": ("只有王, 不能出牌", "holds only jokers and cannot lead"),
}


def describe_action(action: Action, lang: str = "en") -> str:
    """``pass`` → "pass" / "不要"; ``4 *5 6`` → "straight 4 *5 6" / "顺子 4 *5 6"."""
    zh = lang == "zh"
    if isinstance(action, Pass):
        return "不要" if zh else "pass"
    if not isinstance(action, Play):
        return str(action)
    combo = classify(action, Rules(False, True))
    if isinstance(combo, str):
        return str(action)
    kind = KIND_NAMES_ZH[combo.kind] if zh else combo.kind.replace("_", " ")
    return f"{kind} {action}"


def _cards(texts: list[str]) -> str:
    return " ".join(parse_card(t).symbol() for t in texts) or "-"


def _who(seat: int | None, me: int, zh: bool) -> str:
    if seat is None:
        return "无人" if zh else "nobody"
    if seat == me:
        return "你" if zh else "you"
    return f"{seat}号" if zh else f"seat {seat}"


def _event(entry: list[Any], me: int, zh: bool) -> str:
    seat, kind = entry[0], entry[1]
    if kind == "play":
        return f"{_who(seat, me, zh)}: {entry[2]}"
    zh_text, en_text = _EVENTS[kind]
    if seat == me and not zh:  # "you pass", not "you passes"
        en_text = en_text.replace("passes", "pass").replace("wins", "win").replace("draws", "draw")
        en_text = en_text.replace("holds", "hold")
    return f"{_who(seat, me, zh)} {zh_text if zh else en_text}"


def render(obs: dict[str, Any], lang: str = "en") -> str:
    """Scores, own hand, card counts, stock, the last events and whose turn it is."""
    zh = lang == "zh"
    me = obs["seat"]
    lines = [
        f"干瞪眼 第{obs['hand_no']}副, 庄家 {obs['dealer']}号"
        if zh
        else f"Staring Helplessly — hand {obs['hand_no']}, dealer seat {obs['dealer']}"
    ]
    scores = "  ".join(f"{_who(s, me, zh)}:{p}" for s, p in enumerate(obs["scores"]))
    lines.append(("得分 " if zh else "scores ") + scores)
    for h in obs["hands"][-1:]:
        pays = ", ".join(f"{s}:{p}" for s, p in enumerate(h["payments"]) if p)
        lines.append(
            f"上一副 {_who(h['winner'], me, zh)}赢, 付分 {pays or '-'}"
            if zh
            else f"last hand won by {_who(h['winner'], me, zh)}, payments {pays or '-'}"
        )
        for s, cards in h["revealed"].items():
            lines.append(f"  {s}: {_cards(cards)}")
    if obs["terminal"]:
        return "\n".join(lines)
    sizes = "  ".join(f"{_who(s, me, zh)}:{n}" for s, n in enumerate(obs["hand_sizes"]))
    lines.append(
        ("手牌数 " if zh else "cards ")
        + sizes
        + (" 底牌 " if zh else "  stock ")
        + str(obs["stock"])
    )
    lines.append(("你的牌 " if zh else "your hand ") + _cards(obs["my_hand"]))
    recent = [_event(e, me, zh) for e in obs["log"][-6:]]
    if recent:
        lines.append(("最近 " if zh else "recent ") + "; ".join(recent))
    if obs["current"] is not None:
        cur = obs["current"]
        lines.append(
            f"要管的牌 {cur['play']} ({_who(cur['seat'], me, zh)})"
            if zh
            else f"to beat: {cur['play']} ({_who(cur['seat'], me, zh)})"
        )
    if obs["to_act"] is not None:
        who = obs["to_act"]
        if zh:
            lines.append("轮到你" if who == me else f"轮到{who}号")
        else:
            lines.append("your turn" if who == me else f"seat {who} to act")
    return "\n".join(lines)
