"""合挡 on the trick table (see :mod:`paixi.web.tables.tricks_common`)."""

from __future__ import annotations

from typing import Any

from paixi.web.tables import TableContext
from paixi.web.tables.sanmenlao import centre
from paixi.web.tables.tricks_common import (
    seat_names,
    settlement_end,
    trick_plays,
    trick_seats,
)

SALE = {"keep": ("kept", "不卖"), "sell": ("sold", "已卖")}


def view(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The trick-table layout of a 合挡 observation (the 杠 of 幺二四, the
    sale of the banker's seat as buttons)."""
    n = obs.get("players", 4)
    plays, buttons = trick_plays(ctx)
    rows = centre(obs, ctx)
    banker = obs.get("banker")
    if banker is not None:
        rows.append([ctx.word("Banker", "庄家"), seat_names(n, ctx)[banker]])
    if obs.get("gang") is not None:
        rows.append([ctx.word("Gang (1-2 + 2-4)", "杠 幺二四"), seat_names(n, ctx)[obs["gang"]]])
    sale = obs.get("sale")
    if sale:
        en, zh = SALE.get(sale, (sale, sale))
        rows.append([ctx.word("Bank sale", "卖庄"), ctx.word(en, zh)])
    return {
        "family": "tricks",
        "seats": trick_seats(obs, ctx, banker),
        "hand": list(obs.get("my_hand") or []),
        "plays": plays,
        "buttons": buttons,
        "centre": rows,
        "end": settlement_end(obs, ctx, seat_names(n, ctx)),
        "hint": ctx.word("or pick tiles, then play", "或选牌后出牌") if plays else "",
        "words": {"clear": ctx.word("Clear", "重选")},
    }
