"""争上游 on the card table (see :mod:`paixi.web.tables`)."""

from __future__ import annotations

from typing import Any

from paixi.equipment.poker import jokers_zh
from paixi.web.tables import TableContext
from paixi.web.tables.poker_cards import card_words, hand, last_hand, layout, plays, seats

PLACES_ZH = ("上游", "二游", "三游", "四游", "五游", "六游")


def view(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The card-table layout of a 争上游 observation."""
    out_order = obs.get("out_order") or []

    def places(s: int) -> list[str]:
        if s not in out_order:
            return []
        place = out_order.index(s)
        return [PLACES_ZH[place] if ctx.zh else f"out #{place + 1}"]

    last: dict[int, str] = {}
    trick = obs.get("trick") or []
    cards = obs.get("trick_cards") or [""] * len(trick)
    for (seat, play), taken in zip(trick, cards, strict=False):
        last[seat] = taken or play
    current = obs.get("current") or {}
    centre = [
        [ctx.word("Hand", "局"), obs.get("hand_no", 1)],
        [ctx.word("Target", "目标"), obs.get("target", "")],
    ]
    if current.get("play"):
        who = ctx.word(f"seat {current.get('seat')}", f"{current['seat'] + 1}号")
        shown = card_words(last.get(current["seat"], current["play"]))
        play = jokers_zh(shown) if ctx.zh else shown
        centre.append([ctx.word("To beat", "要压"), ctx.word(f"{who}: {play}", f"{who}：{play}")])
    end = None
    h = last_hand(obs)
    if h is not None:
        order = h.get("order", [])
        end = {
            "title": ctx.word("Hand over", "本局结束"),
            "lines": [
                ctx.word("Order out: ", "出完顺序：")
                + " → ".join(ctx.word(f"seat {s}", f"{s + 1}号") for s in order)
            ],
            "table": [],
        }
    return layout(
        obs,
        ctx,
        seats=seats(obs, ctx, last, places),
        hand=hand(obs.get("my_hand") or []),
        plays=plays(ctx, verbs=("return",)),
        pile=None,
        centre=centre,
        end=end,
    )
