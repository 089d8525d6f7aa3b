"""Text rendering of 拔牙 observations, in Chinese and English."""

from __future__ import annotations

from typing import Any

from paixi.core.seats import seat_name


def describe_action(action: Any, lang: str = "en") -> str:
    """``roll`` → "roll the dice" / "摇骰子"."""
    return "摇骰子" if lang == "zh" else "roll the dice"


def render(observation: dict[str, Any], lang: str = "en") -> str:
    """Dice held by each seat, the last roll, and the result once over."""
    zh = lang == "zh"
    seat = observation["seat"]
    a, b = observation["held"]
    you, other = (seat_name(s, lang, seat) for s in (0, 1))
    lines = [
        f"拔牙  {you}: {a}颗  {other}: {b}颗"
        if zh
        else f"Pulling teeth — {you}: {a} dice, {other}: {b} dice"
    ]
    for r in observation["rounds_log"][-1:]:
        shown = "  ".join(
            f"{seat_name(s, lang, seat)}:{''.join(map(str, f))}" for s, f in enumerate(r["rolls"])
        )
        lines.append(("上一轮 " if zh else "last roll ") + shown)
    res = observation["result"]
    if res is not None:
        if res["draw"]:
            lines.append("平局" if zh else "a draw")
        else:
            w = res["winner"]
            won, lost = seat_name(w, lang, seat), seat_name(1 - w, lang, seat)
            lines.append(
                f"{won}赢, {lost}罚{res['penalty']}"
                if zh
                else f"{won} {'win' if w == seat else 'wins'}; {lost} {'pay' if w != seat else 'pays'} {res['penalty']}"
            )
    elif observation["to_act"] == seat:
        lines.append("轮到你摇" if zh else "your roll")
    return "\n".join(lines)


def event_text(key: str, args: tuple[Any, ...], lang: str = "en") -> str:
    """One public event of 拔牙 in words (all dice are open): ``("roll",
    ("166", "35"), (4, 2))`` → "rolls 166 and 35: seat 0 holds 4, seat 1 holds 2"."""
    zh = lang == "zh"
    if key == "ready":
        return f"{args[0] + 1}号摇骰" if zh else f"seat {args[0]} rolls"
    if key == "roll":
        (a, b), (ha, hb) = args
        if zh:
            return f"骰子 {a or '-'} 对 {b or '-'}：0号余{ha}个，1号余{hb}个"
        return f"dice {a or '-'} and {b or '-'}: seat 0 holds {ha}, seat 1 holds {hb}"
    return key
