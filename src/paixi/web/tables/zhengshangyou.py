"""争上游 on the card table (see :mod:`paixi.web.tables`)."""

from __future__ import annotations

from typing import Any

from paixi.web.tables import TableContext, as_int
from paixi.web.tables.poker_cards import hand, pass_button, plays, rank_cards

PLACES_ZH = ("上游", "二游", "三游", "四游", "五游", "六游")


def view(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The card-table layout of a 争上游 observation."""
    n = ctx.players
    sizes = obs.get("hand_sizes") or [0] * n
    scores = obs.get("scores") or [0] * n
    out_order = obs.get("out_order") or []
    last: dict[int, str] = {}
    for seat, play in obs.get("trick") or []:
        last[seat] = play
    seats = []
    for s in range(n):
        marks = []
        if s == obs.get("dealer"):
            marks.append(ctx.word("dealer", "庄"))
        if s in out_order:
            place = out_order.index(s)
            marks.append(PLACES_ZH[place] if ctx.zh else f"out #{place + 1}")
        if s in (obs.get("locked") or []):
            marks.append(ctx.word("locked", "锁"))
        play = last.get(s)
        seats.append(
            {
                "seat": s,
                "count": sizes[s],
                "play": rank_cards(play) if play and play != "pass" else None,
                "note": ctx.word("Pass", "不要") if play == "pass" else "",
                "marks": marks,
                "score": as_int(scores[s]),
            }
        )
    current = obs.get("current") or {}
    centre = [
        [ctx.word("Hand", "局"), obs.get("hand_no", 1)],
        [ctx.word("Target", "目标"), obs.get("target", "")],
    ]
    if current.get("play"):
        who = ctx.word(f"seat {current.get('seat')}", f"{current.get('seat')}号")
        centre.append([ctx.word("To beat", "要压"), f"{who}: {current['play']}"])
    end = None
    hands = obs.get("hands") or []
    if hands and obs.get("phase") == "end":
        h = hands[-1]
        order = h.get("order", [])
        end = {
            "title": ctx.word("Hand over", "本局结束"),
            "lines": [
                ctx.word("Order out: ", "出完顺序：")
                + " → ".join(ctx.word(f"seat {s}", f"{s}号") for s in order)
            ],
            "table": [],
        }
    return {
        "family": "cards",
        "seats": seats,
        "hand": hand(obs.get("my_hand") or []),
        "plays": plays(ctx, verbs=("return",)),
        "buttons": pass_button(ctx),
        "call": None,
        "pile": None,
        "centre": centre,
        "last_seat": current.get("seat"),
        "end": end,
        "words": {"play": ctx.word("Play", "出牌"), "clear": ctx.word("Clear", "清除")},
    }
