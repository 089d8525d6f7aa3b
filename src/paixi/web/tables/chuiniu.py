"""吹牛 on the dice table (see :mod:`paixi.web.tables`)."""

from __future__ import annotations

import re
from typing import Any

from paixi.web.tables import TableContext

BID = re.compile(r"^(\d+)x([1-6])$")
NUM_ZH = "零一两三四五六七八九十"


def bid_text(bid: str | None, ctx: TableContext) -> str | None:
    """``"3x5"`` → ``"3 × 5"`` / ``"三个5"``."""
    if not bid:
        return None
    m = BID.match(bid)
    if not m:
        return bid
    count, face = int(m[1]), m[2]
    if ctx.zh:
        return f"{NUM_ZH[count] if count <= 10 else count}个{face}"
    return f"{count} × {face}"


def bids_picker(ctx: TableContext) -> dict[str, Any] | None:
    legal = {a["a"]: a["a"] for a in ctx.legal if BID.match(a["a"])}
    if not legal:
        return None
    counts = sorted({int(m[1]) for a in legal if (m := BID.match(a))})
    return {"counts": list(range(counts[0], counts[-1] + 1)), "legal": legal}


def view(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The dice-table layout of a 吹牛 observation."""
    n = ctx.players
    counts = obs.get("dice_counts") or [0] * n
    penalties = obs.get("penalties") or [0] * n
    bids = obs.get("bids") or []
    last_bid: dict[int, str] = {}
    for seat, bid in bids:
        last_bid[seat] = bid
    log = obs.get("rounds_log") or []
    reveal = None
    shown: list[Any] = [None] * n
    if log and (not bids or obs.get("terminal")):
        r = log[-1]
        m = BID.match(r.get("bid") or "")
        face = int(m[2]) if m else None
        shown = r.get("dice") or shown
        loser = r.get("loser")
        text = ctx.word(
            f"Seat {r.get('challenger')} opened {bid_text(r.get('bid'), ctx)} of seat "
            f"{r.get('bidder')}: there are {r.get('count')}. Seat {loser} loses.",
            f"{(r.get('challenger')) + 1}号开{(r.get('bidder')) + 1}号的{bid_text(r.get('bid'), ctx)}："
            f"共{r.get('count')}个。{loser + 1}号输。",
        )
        reveal = {
            "face": face,
            "count": r.get("count"),
            "loser": loser,
            "ones_wild": bool(r.get("ones_wild")),
            "text": text,
        }
        for seat, bid in r.get("bids") or []:
            last_bid[seat] = bid
    seats = []
    for s in range(n):
        dice = shown[s] if shown[s] else (obs.get("my_dice") if s == ctx.seat else None)
        marks = []
        if s == obs.get("starter"):
            marks.append(ctx.word("starts", "先叫"))
        if penalties[s]:
            marks.append(ctx.word(f"lost {penalties[s]}", f"罚{penalties[s]}杯"))
        seats.append(
            {
                "seat": s,
                "count": counts[s],
                "dice": dice,
                "bid": bid_text(last_bid.get(s), ctx),
                "marks": marks,
            }
        )
    buttons = [
        {"a": a["a"], "label": _label(a, ctx), "kind": a["a"].split()[0]}
        for a in ctx.legal
        if not BID.match(a["a"])
    ]
    centre = [
        [ctx.word("Round", "局"), f"{obs.get('round', 1)}/{obs.get('rounds', 1)}"],
        [ctx.word("Dice in play", "骰子总数"), obs.get("total_dice", sum(counts))],
        [ctx.word("Lowest count", "最少叫"), obs.get("min_count", "")],
    ]
    if obs.get("ones_called"):
        centre.append([ctx.word("Ones called", "叫过一"), ctx.word("yes", "是")])
    history = [
        ctx.word(f"seat {s}: {bid_text(b, ctx)}", f"{s + 1}号：{bid_text(b, ctx)}") for s, b in bids
    ]
    return {
        "family": "dice",
        "seats": seats,
        "bids": bids_picker(ctx),
        "buttons": buttons,
        "reveal": reveal,
        "history": history,
        "centre": centre,
        "current": bid_text(bids[-1][1], ctx) if bids else None,
        "words": {
            "bid": ctx.word("Bid", "叫"),
            "count": ctx.word("How many", "几个"),
            "face": ctx.word("Face", "点数"),
        },
    }


def _label(action: dict[str, str], ctx: TableContext) -> str:
    if action["a"] == "open":
        return ctx.word("Open!", "开！")
    return action["d"]
