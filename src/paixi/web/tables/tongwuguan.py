"""通五关 on the domino board: five passes as rows (see :mod:`paixi.web.tables`)."""

from __future__ import annotations

import re
from typing import Any

from paixi.web.tables import TableContext

TAKE = re.compile(r"^P([1-5]):(L3|R3|L2R1|L1R2)$")
NAMES = {
    "L3": ("left 3", "左三"),
    "R3": ("right 3", "右三"),
    "L2R1": ("left 2 + right 1", "左二右一"),
    "L1R2": ("left 1 + right 2", "左一右二"),
}


def group(kind: str, n: int) -> list[int]:
    """Tile positions of an end-triple on a pass of ``n`` tiles (rules §3)."""
    return {
        "L3": [0, 1, 2],
        "R3": [n - 3, n - 2, n - 1],
        "L2R1": [0, 1, n - 1],
        "L1R2": [0, n - 2, n - 1],
    }[kind]


def view(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The board layout of a 通五关 observation."""
    passes = obs.get("passes") or []
    takes: dict[int, list[dict[str, Any]]] = {}
    buttons = []
    for entry in ctx.legal:
        m = TAKE.match(entry["a"])
        if m:
            p = int(m[1])
            n = len(passes[p - 1])
            en, zh = NAMES[m[2]]
            takes.setdefault(p, []).append(
                {"a": entry["a"], "label": ctx.word(en, zh), "idx": group(m[2], n)}
            )
        else:
            label = ctx.word("Deal", "添牌") if entry["a"] == "D" else entry["d"]
            buttons.append({"a": entry["a"], "label": label, "kind": "deal"})
    pointer = obs.get("pointer")
    rows = []
    for i, tiles in enumerate(passes, start=1):
        label = ctx.word(f"Pass {i}", f"第{i}关")
        rows.append(
            {
                "label": label,
                "tiles": list(tiles),
                "groups": takes.get(i, []),
                "marked": i == pointer,
                "cleared": not tiles,
            }
        )
    rows.append(
        {
            "label": ctx.word("Spare", "余牌"),
            "tiles": list(obs.get("spare") or []),
            "groups": [],
            "spare": True,
        }
    )
    auto = buttons[0]["a"] if len(ctx.legal) == 1 and buttons else None
    end = None
    result = obs.get("result")
    if result:
        won = result.get("won")
        end = {
            "title": ctx.word("Cleared all five passes!", "五关全通！")
            if won
            else ctx.word("Not cleared", "未通关"),
            "lines": [
                ctx.word(
                    f"Passes cleared: {result.get('cleared')}", f"通关数：{result.get('cleared')}"
                ),
                ctx.word(
                    f"Deals: {result.get('deals_made')}", f"添牌次数：{result.get('deals_made')}"
                ),
            ],
            "table": [],
        }
    return {
        "family": "dominoes",
        "rows": rows,
        "buttons": buttons,
        "auto": auto,
        "centre": [
            [ctx.word("Deals", "添牌"), obs.get("deals_made", 0)],
            [
                ctx.word("Next deal to", "下一张添到"),
                ctx.word(f"pass {pointer}", f"第{pointer}关") if pointer else "—",
            ],
        ],
        "end": end,
        "words": {"step": ctx.word("Step", "单步"), "auto": ctx.word("Auto-deal", "自动添牌")},
    }
