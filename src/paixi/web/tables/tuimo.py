"""推磨 on the domino board: the two rows and the couples removed (see :mod:`paixi.web.tables`)."""

from __future__ import annotations

from typing import Any

from paixi.web.tables import TableContext


def view(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The board layout of a 推磨 observation."""
    rows: list[dict[str, Any]] = [
        {"label": ctx.word("Top row", "上排"), "tiles": list(obs.get("top") or []), "groups": []},
        {
            "label": ctx.word("Bottom row", "下排"),
            "tiles": list(obs.get("bottom") or []),
            "groups": [],
        },
    ]
    removed = [t for pair in obs.get("discard") or [] for t in pair]
    rows.append(
        {"label": ctx.word("Removed", "已去"), "tiles": removed, "groups": [], "spare": True}
    )
    buttons = [
        {
            "a": a["a"],
            "label": ctx.word("Turn the millstone", "推磨") if a["a"] == "play" else a["d"],
        }
        for a in ctx.legal
    ]
    result = obs.get("result")
    end = None
    if result:
        end = {
            "title": ctx.word("Success!", "成功！")
            if result.get("success")
            else ctx.word("Not cleared", "未成"),
            "lines": [
                ctx.word(f"Turns: {result.get('rotations')}", f"推了 {result.get('rotations')} 次")
            ],
            "table": [],
        }
    return {
        "family": "dominoes",
        "rows": rows,
        "buttons": buttons,
        "auto": buttons[0]["a"] if len(buttons) == 1 else None,
        "centre": [[ctx.word("Removed couples", "已去对数"), len(obs.get("discard") or [])]],
        "end": end,
        "words": {"step": ctx.word("Step", "单步"), "auto": ctx.word("Auto-play", "自动")},
    }
