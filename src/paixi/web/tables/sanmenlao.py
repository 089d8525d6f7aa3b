"""三门老 on the trick table (see :mod:`paixi.web.tables.tricks_common`)."""

from __future__ import annotations

from typing import Any

from paixi.web.tables import TableContext
from paixi.web.tables.tricks_common import (
    seat_names,
    settlement_end,
    trick_plays,
    trick_seats,
)

CLASSES = {"zheng": ("Civil", "正"), "dianzi": ("Dots", "点子"), "yao": ("Yao", "幺")}


def centre(obs: dict[str, Any], ctx: TableContext) -> list[list[Any]]:
    """Round, dice and what the trick's leader led."""
    rows: list[list[Any]] = [
        [ctx.word("Round", "局"), f"{obs.get('round', 1)}/{obs.get('rounds', 1)}"],
    ]
    dice = obs.get("dice")
    if dice:
        rows.append([ctx.word("Dice", "骰子"), " + ".join(str(d) for d in dice)])
    lead = obs.get("lead_class")
    if lead:
        en, zh = CLASSES.get(lead, (lead, lead))
        rows.append([ctx.word("Led class", "首门"), ctx.word(en, zh)])
    trick = obs.get("trick") or {}
    if trick.get("leader") is not None:
        rows.append(
            [ctx.word("Leader", "领出"), seat_names(obs.get("players", 4), ctx)[trick["leader"]]]
        )
    return rows


def view(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The trick-table layout of a 三门老 observation."""
    n = obs.get("players", 4)
    plays, buttons = trick_plays(ctx)
    return {
        "family": "tricks",
        "seats": trick_seats(obs, ctx, obs.get("banker")),
        "hand": list(obs.get("my_hand") or []),
        "plays": plays,
        "buttons": buttons,
        "centre": centre(obs, ctx),
        "end": settlement_end(obs, ctx, seat_names(n, ctx)),
        "hint": ctx.word("or pick tiles, then play", "或选牌后出牌") if plays else "",
        "words": {"clear": ctx.word("Clear", "重选")},
    }
