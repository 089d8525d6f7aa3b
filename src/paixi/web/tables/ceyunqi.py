"""测运气 on the domino board: the ring of tiles, groups to take (see :mod:`paixi.web.tables`)."""

from __future__ import annotations

from typing import Any

from paixi.web.tables import TableContext


def view(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The board layout of a 测运气 observation: the 32 tiles in their order,
    those taken or opened left empty; each legal take is a group of positions."""
    tiles = obs.get("tiles") or []
    ring = obs.get("ring")
    if ring is None:  # not dealt face up yet: every tile face down
        shown: list[str | None] = ["back"] * len(tiles)
    else:
        shown = [t if i in set(ring) else None for i, t in enumerate(tiles)]
    groups = []
    for entry in ctx.legal:
        text = entry["a"].removeprefix("f=")
        try:
            idx = [int(x) for x in text.split(",")]
        except ValueError:
            continue
        groups.append({"a": entry["a"], "label": entry["d"], "idx": idx})
    taken = [tiles[i] for take in obs.get("takes") or [] for i in take.get("tiles", [])]
    opening = [tiles[i] for i in obs.get("opening") or [] if i < len(tiles) and tiles[i]]
    rows = [
        {"label": ctx.word("Ring", "牌圈"), "tiles": shown, "groups": groups, "wrap": True},
        {"label": ctx.word("Opening pair", "开对"), "tiles": opening, "groups": [], "spare": True},
        {"label": ctx.word("Taken", "已取"), "tiles": taken, "groups": [], "spare": True},
    ]
    result = obs.get("result")
    end = None
    if result:
        end = {
            "title": ctx.word(f"Score {result.get('score')}", f"得分 {result.get('score')}"),
            "lines": [],
            "table": [],
        }
    return {
        "family": "dominoes",
        "rows": rows,
        "buttons": [],
        "auto": None,
        "centre": [[ctx.word("Score", "得分"), obs.get("score", 0)]],
        "end": end,
        "words": {"step": ctx.word("Step", "单步"), "auto": ctx.word("Auto-play", "自动")},
    }
