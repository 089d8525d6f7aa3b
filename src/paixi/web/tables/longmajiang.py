"""龙麻将 on the mahjong table (see :mod:`paixi.web.tables`): the cards of the
poker decks take the places of tiles. Tables of four seats only; other sizes
use the generic table."""

from __future__ import annotations

from typing import Any

from paixi.web.tables import TableContext, as_int, legal_map


def _claim(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any] | None:
    window = obs.get("window")
    if not window or ctx.seat is None or ctx.answered is not None:
        return None
    mine = [m for m in window.get("mine") or [] if m.get("seat") == ctx.seat]
    if not mine or mine[0].get("answer") is not None:
        return None
    labels = {"hu": ctx.word("Win", "和"), "pass": ctx.word("Pass", "过")}
    options = [
        {"a": a, "label": labels.get(a) or ctx.describe(a), "kind": a.split()[0], "tiles": []}
        for a in mine[0].get("options") or []
    ]
    return {"tile": window.get("card"), "from": window.get("from"), "options": options}


def view(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any] | None:
    """The mahjong layout of a 龙麻将 observation (None unless four seats)."""
    n = obs.get("seats", ctx.players)
    if n != 4 or ctx.players != 4:
        return None
    sizes = obs.get("hand_sizes") or [0] * 4
    scores = obs.get("scores") or [0] * 4
    melds = obs.get("melds") or [[]] * 4
    discards = obs.get("discards") or [[]] * 4
    concealed = obs.get("concealed") or [None] * 4
    seats = []
    for s in range(4):
        seats.append(
            {
                "seat": s,
                "wind": "",
                "dealer": s == obs.get("dealer"),
                "concealed": sizes[s],
                "melds": [
                    {
                        "tiles": list(m.get("cards") or []),
                        "hidden": False,
                        "from": (m["from"] - s) % 4 if isinstance(m.get("from"), int) else None,
                        "kind": m.get("kind"),
                    }
                    for m in melds[s]
                ],
                "flowers": [],
                "discards": [
                    {"tile": d["card"], "claimed": bool(d.get("taken"))} for d in discards[s]
                ],
                "score": as_int(scores[s]),
            }
        )
    mine = ctx.seat if ctx.seat is not None else 0
    hand = list(concealed[mine] or [])
    drawn = obs.get("drawn")
    if drawn and drawn in hand:
        hand.remove(drawn)
    legal = legal_map(ctx)
    tile_actions = {a: a for a in legal if a in hand or a == drawn}
    window = obs.get("window")
    buttons = []
    if not window:
        buttons = [
            {"a": a, "label": d, "kind": a.split()[0]}
            for a, d in legal.items()
            if a not in tile_actions
        ]
    ld = obs.get("last_discard")
    last = [ld[0], len(discards[ld[0]]) - 1] if ld and discards[ld[0]] else None
    centre = [
        [ctx.word("Stock", "牌堆"), obs.get("stock_count", 0)],
        [ctx.word("Hand", "局"), f"{obs.get('hand_number', 1)}/{obs.get('hands_per_match', 1)}"],
    ]
    return {
        "family": "mahjong",
        "seats": seats,
        "hand": hand,
        "drawn": drawn,
        "tile_actions": tile_actions,
        "buttons": buttons,
        "claim": _claim(obs, ctx),
        "window": bool(window),
        "last": last,
        "centre": centre,
        "end": None,
        "words": {
            "dealer": ctx.word("dealer", "庄"),
            "fan": ctx.word("Fan", "番种"),
            "points": ctx.word("points", "分"),
            "settlement": ctx.word("Settlement", "结算"),
            "continue": ctx.word("Continue", "继续"),
            "claim_on": ctx.word("Claim", "吃碰杠和"),
        },
    }
