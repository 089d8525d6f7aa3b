"""干瞪眼 on the card table (see :mod:`paixi.web.tables`)."""

from __future__ import annotations

from typing import Any

from paixi.web.tables import TableContext, as_int
from paixi.web.tables.poker_cards import hand, pass_button, plays, rank_cards


def view(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The card-table layout of a 干瞪眼 observation."""
    n = ctx.players
    sizes = obs.get("hand_sizes") or [0] * n
    scores = obs.get("scores") or [0] * n
    log = obs.get("log") or []
    start = max((i + 1 for i, e in enumerate(log) if e[1] in ("round_won", "draw")), default=0)
    last: dict[int, str] = {}
    for entry in log[start:]:
        if entry[1] == "play":
            last[entry[0]] = entry[2]
        elif entry[1] == "pass":
            last[entry[0]] = "pass"
    seats = []
    for s in range(n):
        marks = []
        if s == obs.get("dealer"):
            marks.append(ctx.word("dealer", "庄"))
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
        [ctx.word("Bombs", "炸弹"), obs.get("bombs", 0)],
    ]
    end = None
    hands = obs.get("hands") or []
    if hands and obs.get("phase") == "end":
        h = hands[-1]
        pay = h.get("payments") or []
        end = {
            "title": ctx.word(f"Seat {h.get('winner')} goes out", f"{h.get('winner')}号出完"),
            "lines": [
                ctx.word("Payments: ", "赔付：")
                + ", ".join(ctx.word(f"seat {s} {p}", f"{s}号 {p}") for s, p in enumerate(pay))
            ],
            "table": [],
        }
    return {
        "family": "cards",
        "seats": seats,
        "hand": hand(obs.get("my_hand") or [], jokers_wild=True),
        "plays": plays(ctx),
        "buttons": pass_button(ctx),
        "call": None,
        "pile": {"top": None, "count": obs.get("stock"), "colour": None, "direction": None},
        "centre": centre,
        "last_seat": current.get("seat"),
        "end": end,
        "words": {"play": ctx.word("Play", "出牌"), "clear": ctx.word("Clear", "清除")},
    }
