"""接龙 on the table with a chain (family ``"tricks"`` with ``chain``, see
:mod:`paixi.web.tables.tricks_common`): the chain across the table with its
playable ends marked, each seat's face-down (睡) tiles counted beside it."""

from __future__ import annotations

import re
from typing import Any

from paixi.web.tables import TableContext

JOIN = re.compile(r"^(\d-\d) ([LR])$")
SLEEP = re.compile(r"^sleep (\d-\d)$")
LEAD = re.compile(r"^(\d-\d)$")


def _end_label(end: str, value: Any, ctx: TableContext) -> str:
    side = ctx.word("left", "左头") if end == "L" else ctx.word("right", "右头")
    return f"{side} {value}" if value is not None else side


def _tile_actions(hand: list[str], ctx: TableContext) -> dict[int, list[dict[str, str]]]:
    """Each hand tile's moves: lead it, join it at an end, or sleep it."""
    by_tile: dict[str, list[dict[str, str]]] = {}
    for entry in ctx.legal:
        a = entry["a"]
        if m := JOIN.match(a):
            arrow = ctx.word("◀ left", "◀ 左") if m[2] == "L" else ctx.word("right ▶", "右 ▶")
            by_tile.setdefault(m[1], []).append({"a": a, "label": arrow})
        elif m := SLEEP.match(a):
            by_tile.setdefault(m[1], []).append({"a": a, "label": ctx.word("sleep", "睡")})
        elif m := LEAD.match(a):
            by_tile.setdefault(m[1], []).append({"a": a, "label": ctx.word("lead", "出")})
    return {i: by_tile[code] for i, code in enumerate(hand) if code in by_tile}


def _end(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any] | None:
    result = obs.get("result")
    if not result:
        return None
    n = obs.get("players", 4)
    names = [ctx.word(f"Seat {s}", f"{s + 1}号") for s in range(n)]
    winner, loser = result.get("winner"), result.get("loser")
    if winner is not None:
        title = ctx.word(f"{names[winner]} went out first", f"{names[winner]}先出完")
    elif result.get("draw"):
        title = ctx.word("Blocked — a draw", "死局，和局")
    else:
        title = ctx.word("Blocked", "死局")
    lines = []
    if loser is not None:
        lines.append(ctx.word(f"Most pips asleep: {names[loser]}", f"睡牌点数最多：{names[loser]}"))
    totals = result.get("sleep_totals") or [0] * n
    pips = " · ".join(f"{names[s]} {totals[s]}" for s in range(n))
    lines.append(ctx.word(f"Pips asleep: {pips}", f"睡牌点数：{pips}"))
    return {"title": title, "lines": lines, "table": []}


def view(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The chain-table layout of a 接龙 observation."""
    n = obs.get("players", 4)
    hand = list(obs.get("hand") or [])
    sizes = obs.get("hand_sizes") or [0] * n
    slept = obs.get("slept_counts") or [0] * n
    piles = obs.get("sleep_piles")
    moves = obs.get("moves") or []
    last_by_seat: dict[int, dict[str, Any]] = {}
    for m in moves:
        last_by_seat[m["seat"]] = m
    seats = []
    for s in range(n):
        marks = [ctx.word(f"{slept[s]} asleep", f"睡{slept[s]}张")] if slept[s] else []
        if s == obs.get("starter"):
            marks.insert(0, ctx.word("first", "首家"))
        aside = list(piles[s]) if piles else ["back"] * slept[s]
        if s == ctx.seat and obs.get("my_slept"):
            aside = list(obs["my_slept"])
        seats.append({"seat": s, "count": sizes[s], "marks": marks, "aside": aside})
    chain_obs = obs.get("chain") or []
    tiles = []
    for t in chain_obs:
        a, b = t["halves"]
        code = f"{min(a, b)}-{max(a, b)}" if t.get("double") else f"h:{a}-{b}"
        tiles.append({"code": code, "double": bool(t.get("double"))})
    ends_val = obs.get("ends") or {}
    open_ends = set(obs.get("open_ends") or [])
    playable = set(obs.get("playable_ends") or [])
    ends: list[dict[str, Any] | None] = []
    if chain_obs:
        for e in ("L", "R"):
            if e in open_ends:
                ends.append(
                    {"end": e, "label": _end_label(e, ends_val.get(e), ctx), "open": e in playable}
                )
            else:
                ends.append(None)
    last = None
    if moves and moves[-1]["kind"] in ("lead", "join") and chain_obs:
        last = 0 if moves[-1].get("end") == "L" else len(chain_obs) - 1
    buttons: list[dict[str, Any]] = []
    tile_actions = _tile_actions(hand, ctx)
    centre = [
        [ctx.word("Chain", "龙长"), len(chain_obs)],
        [
            ctx.word("Ends", "两头"),
            " · ".join(str(ends_val.get(e, "—")) for e in ("L", "R") if e in open_ends) or "—",
        ],
    ]
    if obs.get("undealt_count"):
        centre.append([ctx.word("Undealt", "未发"), obs["undealt_count"]])
    if obs.get("dice"):
        centre.append([ctx.word("Dice", "骰子"), " + ".join(str(d) for d in obs["dice"])])
    return {
        "family": "tricks",
        "seats": seats,
        "hand": hand,
        "plays": [],
        "tile_actions": tile_actions,
        "buttons": buttons,
        "chain": {
            "tiles": tiles,
            "ends": ends,
            "last": last,
            "empty": ctx.word("lead a tile", "请出牌"),
        },
        "centre": centre,
        "end": _end(obs, ctx),
        "words": {"clear": ctx.word("Clear", "重选")},
    }
