"""大贰 on the mahjong table with long cards (see :mod:`paixi.web.tables`).

Cards are given as ``"dr:s7"`` / ``"dr:b10"`` (pictured by
``static/pieces_long.js``: small 一…十, big 壹…拾, 二七十 red). The sitting-out
底家 keeps its place at the table but is shown apart (dimmed, marked 底家,
no hand); the 压底 cards lie face up in the centre."""

from __future__ import annotations

from typing import Any

from paixi.web.tables import ClaimAsk, TableContext, as_int, fixed_window, legal_map
from paixi.web.tables.long_cards import claim_bar, hand_actions, layout, round_end


def dr(card: str) -> str:
    return f"dr:{card}"


def cards(text: str | list[str] | None) -> list[str]:
    """``"s1 b10"`` → ``["dr:s1", "dr:b10"]``."""
    if isinstance(text, list):
        return [dr(c) for c in text]
    return [dr(c) for c in (text or "").replace("[", " ").replace("]", " ").split()]


def _end(obs: dict[str, Any], ctx: TableContext) -> dict | None:
    ended = round_end(obs.get("rounds_log") or [])
    if ended is None:
        return None
    last, end = ended
    w = last.get("winner")
    if w is None:
        end["title"] = ctx.word("Drawn round (no winner)", "黄庄（无人胡）")
        return end
    who = ctx.word(f"Seat {w}", f"{w + 1}号")
    how = (
        ctx.word("self-drawn", "自摸")
        if last.get("how") != "discard"
        else ctx.word("on a discard", "吃胡")
    )
    end["title"] = ctx.word(f"{who} wins, {how}", f"{who}胡牌，{how}")
    end["hand"] = []
    end["win_tile"] = dr(last["card"]) if last.get("card") else None
    end["packs"] = [
        {"tiles": cards(u["cards"]), "hidden": False, "from": None} for u in last.get("units", [])
    ]
    end["fans"] = [[u["zh"], u["unit"], u["hu"], 1] for u in last.get("units", []) if u.get("hu")]
    end["lines"] = [
        ctx.word(
            f"{last.get('hu')} hu, {last.get('deng')} deng, {last.get('points')} points × {last.get('multiplier')}",
            f"{last.get('hu')}胡 {last.get('deng')}等 {last.get('points')}分 ×{last.get('multiplier')}",
        )
    ]
    return end


def claim_window(obs: dict[str, Any]) -> ClaimAsk | None:
    """The open window (an opening, a draw's or a discard's): its seats are
    fixed by §6-§7, whatever their hands."""
    return fixed_window(obs, "seats", ("kind", "card", "from"), "stock_count", "piles")


def view(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The mahjong layout of a 大贰 observation."""
    n = obs.get("players", ctx.players)
    legal = legal_map(ctx)
    window = obs.get("window")
    dijia = obs.get("dijia")
    scores = obs.get("scores") or [0] * n
    piles = obs.get("piles") or [[]] * n
    longs = obs.get("longs") or [[]] * n
    counts = obs.get("concealed_counts") or [0] * n
    seats = []
    for s in range(n):
        melds = [
            {"tiles": cards(m["cards"]), "hidden": False, "from": None, "kind": m["type"]}
            for m in (obs.get("melds") or [[]] * n)[s]
        ]
        melds += [
            {"tiles": cards(g), "hidden": False, "from": None, "kind": "long"} for g in longs[s]
        ]
        seats.append(
            {
                "seat": s,
                "wind": "",
                "marks": [ctx.word("sits out (底家)", "底家")] if s == dijia else [],
                "apart": s == dijia,
                "dealer": s == obs.get("dealer"),
                "concealed": counts[s],
                "melds": melds,
                "flowers": [],
                "discards": [{"tile": dr(c), "claimed": False} for c in piles[s]],
                "score": as_int(scores[s]),
            }
        )
    tile_actions, buttons = hand_actions(legal, window, dr)
    centre: list[list[Any]] = [
        [ctx.word("Stock", "余牌"), obs.get("stock_count", 0)],
        [ctx.word("Round", "局"), f"{obs.get('round', 1)}/{obs.get('rounds', 1)}"],
    ]
    if obs.get("dead_bottom"):
        centre.append([ctx.word("Bottom (压底)", "压底"), _names(obs["dead_bottom"], ctx)])
    if obs.get("my_waits"):
        centre.append([ctx.word("Waiting on", "叫"), _names(obs["my_waits"], ctx)])
    if obs.get("my_guo"):
        centre.append([ctx.word("Passed (过张)", "过张"), _names(obs["my_guo"], ctx)])
    last = None
    src = window.get("from") if window else None
    if window and src is not None and piles[src] and piles[src][-1] == window.get("card"):
        last = [src, len(piles[src]) - 1]
    table = layout(
        ctx,
        set_prefix="dr",
        seats=seats,
        hand=cards(obs.get("my_hand")),
        tile_actions=tile_actions,
        buttons=buttons,
        claim=claim_bar(obs, ctx, legal, dr, src, claim_window(obs)),
        window=window,
        last=last,
        centre=centre,
        end=_end(obs, ctx),
        fan=("Unit", "组"),
        points=("hu", "胡"),
    )
    if ctx.seat is not None and ctx.seat == dijia and not obs.get("terminal"):
        # a round without a move: say so, or the person waits not knowing why
        table["banner"] = ctx.word(
            "You are the 底家 this round: you sit out and get a share of every win",
            "本局你是底家：不出牌，有人胡牌你也得一份",
        )
    return table


def _names(codes: list[str], ctx: TableContext) -> str:
    small = "一二三四五六七八九十"
    big = "壹贰叁肆伍陆柒捌玖拾"
    out = []
    for c in codes:
        n = int(c[1:])
        out.append((small if c[0] == "s" else big)[n - 1] if ctx.zh else c)
    return " ".join(out)
