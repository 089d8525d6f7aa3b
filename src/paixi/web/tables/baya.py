"""拔牙 on the dice table (see :mod:`paixi.web.tables`)."""

from __future__ import annotations

from typing import Any

from paixi.web.tables import TableContext


def view(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The dice-table layout of a 拔牙 observation: each cup's dice count,
    the last roll of every seat, and the roll button."""
    held = obs.get("held") or [0] * ctx.players
    log = obs.get("rounds_log") or []
    last = log[-1] if log else None
    rolls = last.get("rolls") if last else None
    seats = []
    for s in range(ctx.players):
        seats.append(
            {
                "seat": s,
                "count": held[s],
                "dice": rolls[s] if rolls else None,
                "bid": None,
                "marks": [ctx.word(f"{held[s]} dice", f"{held[s]}颗")],
            }
        )
    reveal = None
    if last:
        before, after = last.get("held"), last.get("after")
        reveal = {
            "face": None,
            "count": None,
            "text": ctx.word(
                f"Round {len(log)}: cups {before} → {after}",
                f"第{len(log)}轮：各家骰子 {_counts_zh(before)} → {_counts_zh(after)}",
            ),
        }
    result = obs.get("result") or {}
    end = None
    if obs.get("terminal") and result:
        winner = result.get("winner")
        end = {
            "title": ctx.word("Drawn", "平局")
            if result.get("draw")
            else ctx.word(f"Seat {winner} wins", f"{result['winner'] + 1}号胜"),
            "lines": [
                ctx.word(f"Penalty: {result.get('penalty')}", f"罚：{result.get('penalty')}")
            ],
            "table": [],
        }
    buttons = [
        {"a": a["a"], "label": ctx.word("Roll", "摇骰子") if a["a"] == "roll" else a["d"]}
        for a in ctx.legal
    ]
    return {
        "family": "dice",
        "seats": seats,
        "bids": None,
        "buttons": buttons,
        "reveal": reveal,
        "history": [],
        "centre": [[ctx.word("Round", "轮"), len(log) + (0 if obs.get("terminal") else 1)]],
        "current": None,
        "end": end,
        "words": {},
    }


def _counts_zh(counts: Any) -> str:
    """Each seat's dice count (``[5, 4]``) as 中文 text: ``5颗、4颗``."""
    if not isinstance(counts, list):
        return str(counts)
    return "、".join(f"{n}颗" for n in counts)
