"""UNO on the card table (see :mod:`paixi.web.tables`)."""

from __future__ import annotations

import re
from typing import Any

from paixi.web.tables import TableContext, as_int

COLOURS_ZH = {"R": "红", "Y": "黄", "G": "绿", "B": "蓝"}
COLOURS_EN = {"R": "red", "Y": "yellow", "G": "green", "B": "blue"}
_CARD = re.compile(r"^(?:[RYGB](?:\d|S|R|\+2)|W(?:\+4)?)$")
NOTES = {
    "draw": ("draws", "摸牌"),
    "keep": ("keeps", "留牌"),
    "accept": ("takes the penalty", "认罚"),
    "challenge": ("challenges", "质疑"),
    "catch": ("catches", "抓"),
    "caught": ("caught", "被抓"),
    "pass": ("passes", "过"),
    "colour": ("names a colour", "选色"),
}


def _key(token: str) -> str:
    """A laid card's kind: ``W+4(G)!`` → ``W+4``, ``R7`` → ``R7``."""
    return token.rstrip("!").split("(")[0]


def _plays(ctx: TableContext) -> tuple[list[dict[str, Any]], list[dict[str, str]]]:
    plays, buttons = [], []
    for entry in ctx.legal:
        a = entry["a"]
        words = a.rstrip("!").split()
        keys = [_key(w) for w in words]
        if keys and all(_CARD.match(k) for k in keys):
            plays.append({"a": a, "d": entry["d"], "keys": keys, "call": a.endswith("!")})
        else:
            buttons.append({"a": a, "label": entry["d"], "kind": words[0] if words else a})
    return plays, buttons


def _last(recent: list[list[Any]]) -> dict[int, list[Any]]:
    last: dict[int, list[Any]] = {}
    for entry in recent:
        if isinstance(entry[0], int) and entry[0] >= 0:
            last[entry[0]] = entry
    return last


def view(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The card-table layout of a UNO observation."""
    n = ctx.players
    counts = obs.get("hand_counts") or [0] * n
    scores = obs.get("scores") or [0] * n
    last = _last(obs.get("recent") or [])
    seats = []
    for s in range(n):
        entry = last.get(s)
        play, note = None, ""
        if entry:
            head = str(entry[1]).rstrip("!")
            cards = [w for w in head.split() if _CARD.match(_key(w))]
            if cards and len(entry) == 2:
                play = cards
                note = "UNO!" if str(entry[1]).endswith("!") else ""
            else:
                en, zh = NOTES.get(head.split()[0], (head, head))
                note = ctx.word(en, zh)
                if head == "draw" and len(entry) > 2:
                    note += f" {entry[2]}"
        marks = []
        if s == obs.get("dealer"):
            marks.append(ctx.word("dealer", "庄"))
        if counts[s] == 1:
            marks.append("UNO")
        seats.append(
            {
                "seat": s,
                "count": counts[s],
                "play": play,
                "note": note,
                "marks": marks,
                "score": as_int(scores[s]),
            }
        )
    plays, buttons = _plays(ctx)
    colour = obs.get("active_colour")
    colour_name = (COLOURS_ZH if ctx.zh else COLOURS_EN).get(colour or "", colour or "")
    direction = obs.get("direction", 1)
    arrow = "↻" if direction == 1 else "↺"
    centre = [
        [ctx.word("Hand", "局"), obs.get("hand_no", 1)],
        [ctx.word("Target", "目标"), obs.get("options", {}).get("target", "")],
    ]
    if obs.get("pending"):
        centre.append([ctx.word("Penalty pending", "待罚"), f"+{obs['pending']}"])
    return {
        "family": "cards",
        "seats": seats,
        "hand": [{"code": c, "key": c} for c in obs.get("hand") or []],
        "plays": plays,
        "buttons": buttons,
        "call": {"label": "UNO!"} if any(p["call"] for p in plays) else None,
        "pile": {
            "top": obs.get("top"),
            "count": obs.get("draw_pile"),
            "colour": colour,
            "colour_name": colour_name,
            "direction": arrow,
        },
        "centre": centre,
        "last_seat": None,
        "end": hand_end(obs, ctx),
        "words": {
            "play": ctx.word("Play", "出牌"),
            "clear": ctx.word("Clear", "清除"),
            "continue": ctx.word("Continue", "继续"),
            "colour": ctx.word("Colour", "颜色"),
            "direction": ctx.word("Direction", "方向"),
            "draw_pile": ctx.word("Draw pile", "牌堆"),
        },
    }


def hand_end(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any] | None:
    """The last finished hand's result (the table's pause between hands,
    :mod:`paixi.web.between_hands`, and the game's last hand at its end):
    who went out, every seat's cards left (shown to all when a hand is
    scored), its points for the hand and its total. None before the first
    hand ends."""
    hands = obs.get("hands") or []
    if not hands:
        return None
    h = hands[-1]
    n = ctx.players
    winner = int(h.get("winner") or 0)
    cards = h.get("cards") or [""] * n
    points = h.get("points") or [0] * n
    totals = h.get("totals") or [0] * n
    return {
        "title": ctx.word(
            f"Hand {len(hands)}: {_seat_en(winner, ctx)} {'go' if winner == ctx.seat else 'goes'} out",
            f"第{len(hands)}局：{_seat_zh(winner, ctx)}出完",
        ),
        "hand_no": len(hands),
        "lines": [],
        "table": [
            [
                ctx.word("seat", "座位"),
                ctx.word("cards left", "余牌"),
                ctx.word("points", "得分"),
                ctx.word("total", "总分"),
            ],
            *[
                [
                    ctx.word(_seat_en(s, ctx), _seat_zh(s, ctx)),
                    cards[s].split(),
                    as_int(points[s]),
                    as_int(totals[s]),
                ]
                for s in range(n)
            ],
        ],
    }


def _seat_en(seat: int, ctx: TableContext) -> str:
    return "you" if seat == ctx.seat else f"seat {seat}"


def _seat_zh(seat: int, ctx: TableContext) -> str:
    return "你" if seat == ctx.seat else f"{seat + 1}号"
