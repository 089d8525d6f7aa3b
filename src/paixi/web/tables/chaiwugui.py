"""拆乌龟 on the domino board: the turtle as its parts (see :mod:`paixi.web.tables`)."""

from __future__ import annotations

from typing import Any

from paixi.web.tables import TableContext

PARTS = (
    ("Head", "头", ("H1", "H2")),
    ("Front legs", "前脚", ("FL1", "FL2", "FR1", "FR2")),
    ("Body 1", "身一", ("B11", "B12", "B13", "B14", "B15")),
    ("Body 2", "身二", ("B21", "B22", "B23", "B24", "B25")),
    ("Body 3", "身三", ("B31", "B32", "B33", "B34", "B35")),
    ("Body 4", "身四", ("B41", "B42", "B43", "B44", "B45")),
    ("Back legs", "后脚", ("BL1", "BL2", "BR1", "BR2")),
    ("Tail", "尾", ("T1", "T2")),
)


def view(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The board layout of a 拆乌龟 observation (a hidden tile is ``None``)."""
    pos = obs.get("positions") or {}
    rows: list[dict[str, Any]] = [
        {"label": ctx.word(en, zh), "tiles": [pos.get(k) for k in keys], "groups": []}
        for en, zh, keys in PARTS
    ]
    result = obs.get("result")
    end = None
    if result:
        removed = [t for pair in result.get("discard") or [] for t in pair]
        rows.append(
            {"label": ctx.word("Removed", "已去"), "tiles": removed, "groups": [], "spare": True}
        )
        end = {
            "title": ctx.word("Success!", "成功！")
            if result.get("success")
            else ctx.word("Not cleared", "未成"),
            "lines": [
                ctx.word(
                    f"Tiles left: {len(result.get('left') or [])}",
                    f"剩 {len(result.get('left') or [])} 张",
                )
            ],
            "table": [],
        }
    buttons = [
        {
            "a": a["a"],
            "label": ctx.word("Take the turtle apart", "拆") if a["a"] == "play" else a["d"],
        }
        for a in ctx.legal
    ]
    return {
        "family": "dominoes",
        "rows": rows,
        "buttons": buttons,
        "auto": buttons[0]["a"] if len(buttons) == 1 else None,
        "centre": [],
        "end": end,
        "words": {"step": ctx.word("Step", "单步"), "auto": ctx.word("Auto-play", "自动")},
    }
