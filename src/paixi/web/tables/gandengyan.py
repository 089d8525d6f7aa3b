"""干瞪眼 on the card table (see :mod:`paixi.web.tables`)."""

from __future__ import annotations

from typing import Any

from paixi.web.tables import TableContext
from paixi.web.tables.poker_cards import hand, last_hand, layout, plays, seats


def view(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The card-table layout of a 干瞪眼 observation."""
    log = obs.get("log") or []
    start = max((i + 1 for i, e in enumerate(log) if e[1] in ("round_won", "draw")), default=0)
    last: dict[int, str] = {}
    for entry in log[start:]:
        if entry[1] == "play":
            last[entry[0]] = entry[3] if len(entry) > 3 else entry[2]
        elif entry[1] == "pass":
            last[entry[0]] = "pass"
    centre = [
        [ctx.word("Hand", "局"), obs.get("hand_no", 1)],
        [ctx.word("Bombs", "炸弹"), obs.get("bombs", 0)],
    ]
    end = None
    h = last_hand(obs)
    if h is not None:
        pay = h.get("payments") or []
        end = {
            "title": ctx.word(f"Seat {h.get('winner')} goes out", f"{h['winner'] + 1}号出完"),
            "lines": [
                ctx.word("Payments: ", "赔付：")
                + ", ".join(ctx.word(f"seat {s} {p}", f"{s + 1}号 {p}") for s, p in enumerate(pay))
            ],
            "table": [],
        }
    return layout(
        obs,
        ctx,
        seats=seats(obs, ctx, last),
        hand=hand(obs.get("my_hand") or [], jokers_wild=True),
        plays=plays(ctx),
        pile={"top": None, "count": obs.get("stock"), "colour": None, "direction": None},
        centre=centre,
        end=end,
    )
