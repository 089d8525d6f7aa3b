"""大贰 on the mahjong table with long cards (see :mod:`paixi.web.tables`).

Cards are given as ``"dr:s7"`` / ``"dr:b10"`` (pictured by
``static/pieces_long.js``: small 一…十, big 壹…拾, 二七十 red). The sitting-out
底家 keeps its place at the table but is shown apart (dimmed, marked 底家,
no hand); the 压底 cards lie face up in the centre."""

from __future__ import annotations

from typing import Any

from paixi.web.tables import TableContext, as_int, legal_map


def dr(card: str) -> str:
    return f"dr:{card}"


def cards(text: str | list[str] | None) -> list[str]:
    """``"s1 b10"`` → ``["dr:s1", "dr:b10"]``."""
    if isinstance(text, list):
        return [dr(c) for c in text]
    return [dr(c) for c in (text or "").replace("[", " ").replace("]", " ").split()]


def _claim(obs: dict[str, Any], ctx: TableContext, legal: dict[str, str]) -> dict | None:
    window = obs.get("window")
    if not window or not legal or window.get("my_answer") is not None:
        return None
    labels = {"hu": ctx.word("Win", "胡"), "pass": ctx.word("Pass", "过")}
    options = []
    for a, d in legal.items():
        words = a.split()
        options.append({"a": a, "label": labels.get(a) or d, "kind": words[0], "tiles": []})
    options.sort(key=lambda o: o["a"] == "pass")
    return {"tile": dr(window["card"]), "from": window.get("from"), "options": options}


def _end(obs: dict[str, Any], ctx: TableContext) -> dict | None:
    log = obs.get("rounds_log") or []
    if not log:
        return None
    last = log[-1]
    delta = [as_int(d) for d in last.get("delta", [])]
    end: dict[str, Any] = {"delta": delta, "hand_no": len(log), "lines": [], "fans": []}
    w = last.get("winner")
    if w is None:
        end["title"] = ctx.word("Drawn round (no winner)", "黄庄（无人胡）")
        return end
    who = ctx.word(f"Seat {w}", f"{w}号")
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
    hand = cards(obs.get("my_hand"))
    tile_actions = {}
    buttons = []
    if not window:
        for a, d in legal.items():
            words = a.split()
            if words[0] == "discard" and len(words) == 2:
                tile_actions[dr(words[1])] = a
            else:
                buttons.append({"a": a, "label": d, "kind": words[0]})
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
    if src is not None and piles[src] and piles[src][-1] == window.get("card"):
        last = [src, len(piles[src]) - 1]
    claim = _claim(obs, ctx, legal)
    return {
        "family": "mahjong",
        "pieces": "long",
        "seats": seats,
        "back": "dr:back",
        "hand": hand,
        "drawn": None,
        "tile_actions": tile_actions,
        "buttons": buttons,
        "claim": claim,
        "auto": None,
        # no "pass automatically": this game's claim windows are answered one
        # seat at a time, so a pass made by the page at once would tell the
        # table, by its timing, that this seat could not claim (MCR's server
        # holds every answer for the same time instead)
        "autopass": False,
        "window": bool(window),
        "last": last,
        "centre": centre,
        "end": _end(obs, ctx),
        "words": {
            "dealer": ctx.word("dealer", "庄"),
            "fan": ctx.word("Unit", "组"),
            "points": ctx.word("hu", "胡"),
            "settlement": ctx.word("Settlement", "结算"),
            "continue": ctx.word("Continue", "继续"),
        },
    }


def _names(codes: list[str], ctx: TableContext) -> str:
    small = "一二三四五六七八九十"
    big = "壹贰叁肆伍陆柒捌玖拾"
    out = []
    for c in codes:
        n = int(c[1:])
        out.append((small if c[0] == "s" else big)[n - 1] if ctx.zh else c)
    return " ".join(out)
