"""Text rendering of 拔牙 observations, in Chinese and English."""

from __future__ import annotations

from typing import Any


def describe_action(action: Any, lang: str = "en") -> str:
    """``roll`` → "roll the dice" / "摇骰子"."""
    return "摇骰子" if lang == "zh" else "roll the dice"


def render(observation: dict[str, Any], lang: str = "en") -> str:
    """Dice held by each seat, the last roll, and the result once over."""
    zh = lang == "zh"
    seat = observation["seat"]
    a, b = observation["held"]
    lines = [
        f"拔牙  0号: {a}颗  1号: {b}颗"
        if zh
        else f"Pulling teeth — seat 0: {a} dice, seat 1: {b} dice"
    ]
    for r in observation["rounds_log"][-1:]:
        shown = "  ".join(f"{s}:{''.join(map(str, f))}" for s, f in enumerate(r["rolls"]))
        lines.append(("上一轮 " if zh else "last roll ") + shown)
    res = observation["result"]
    if res is not None:
        if res["draw"]:
            lines.append("平局" if zh else "a draw")
        else:
            w = res["winner"]
            lines.append(
                f"{w}号赢, {1 - w}号罚{res['penalty']}"
                if zh
                else f"seat {w} wins; seat {1 - w} pays {res['penalty']}"
            )
    elif observation["to_act"] == seat:
        lines.append("轮到你摇" if zh else "your roll")
    return "\n".join(lines)
