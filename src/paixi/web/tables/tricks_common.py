"""Shared pieces of the trick-table views (三门老, 合挡): the ``"tricks"`` family.

Family ``"tricks"`` (三门老, 合挡; 接龙 with ``chain``)::

    seats:   [{"seat", "count": int, "hand": [code] | None, "play": [code | "back"] | None,
               "old": bool, "best": bool, "note": text, "marks": [text],
               "aside": [code]}]          # play: in front of the seat
    hand:    [code]                       # the viewer's tiles, in order
    plays:   [{"a", "label", "tiles": [code], "down": bool}]   # made by selecting tiles
    tile_actions: {index: [{"a", "label"}]}   # a hand tile's own moves (接龙)
    chain:   {"tiles": [{"code", "double"}], "ends": [{"end", "label", "open"}],
              "last": int | None, "empty": text} | None
"""

from __future__ import annotations

from typing import Any

from paixi.web.tables import TableContext, as_int


def trick_seats(obs: dict[str, Any], ctx: TableContext, banker: int | None = None) -> list[dict]:
    """Each seat with its tiles left, tricks won, and its play in the current
    trick (or, between tricks, in the last one, marked old)."""
    n = obs.get("players", 4)
    trick = obs.get("trick") or {}
    plays = trick.get("plays") or []
    best = trick.get("best")
    old = False
    if not plays and obs.get("last_trick"):
        last = obs["last_trick"]
        plays, best, old = last.get("plays") or [], last.get("winner"), True
    by_seat = {p["seat"]: p for p in plays}
    sizes = obs.get("hand_sizes") or [0] * n
    tricks = obs.get("tricks_won") or [0] * n
    seats = []
    for s in range(n):
        p = by_seat.get(s)
        play = None
        if p is not None:
            play = (
                list(p["tiles"]) if p.get("tiles") and not p.get("down") else ["back"] * p["count"]
            )
            if p.get("down") and p.get("tiles"):  # the viewer's own face-down play
                play = list(p["tiles"])
        note = ""
        if p is not None and p.get("down"):
            note = ctx.word("face down", "扣下")
        if s == best and p is not None:
            note = ctx.word("won the trick", "赢墩") if old else ctx.word("best so far", "暂大")
        plural = "" if tricks[s] == 1 else "s"
        marks = [ctx.word(f"{tricks[s]} trick{plural}", f"赢{tricks[s]}墩")]
        if banker is not None and s == banker:
            marks.insert(0, ctx.word("banker", "庄"))
        if obs.get("scores"):
            marks.append(str(as_int(obs["scores"][s])))
        seats.append(
            {
                "seat": s,
                "count": sizes[s],
                "play": play,
                "old": old,
                "best": s == best and p is not None,
                "note": note,
                "marks": marks,
            }
        )
    return seats


def trick_plays(ctx: TableContext) -> tuple[list[dict], list[dict]]:
    """Legal plays (tiles named, face down or up) and the other legal actions
    as buttons."""
    plays, buttons = [], []
    for entry in ctx.legal:
        words = entry["a"].split()
        down = words[:1] == ["down"]
        codes = words[1:] if down else words
        if codes and all(_is_tile(w) for w in codes):
            label = ctx.word("Face down", "扣下") if down else entry["d"].split(":")[0]
            plays.append({"a": entry["a"], "label": label, "tiles": codes, "down": down})
        else:
            buttons.append(
                {"a": entry["a"], "label": entry["d"], "kind": words[0] if words else ""}
            )
    return plays, buttons


def _is_tile(word: str) -> bool:
    a, _, b = word.partition("-")
    return a.isdigit() and b.isdigit()


def settlement_end(obs: dict[str, Any], ctx: TableContext, names: list[str]) -> dict | None:
    """The end panel from ``obs["settlement"]``: each seat's tiles won and
    points (the standings below it give the totals)."""
    st = obs.get("settlement")
    if not st:
        return None
    n = obs.get("players", 4)
    amounts = st.get("amounts") or [0] * n
    tiles_won = obs.get("tiles_won") or [0] * n
    won = " · ".join(f"{names[s]} {tiles_won[s]}" for s in range(n))
    pts = " · ".join(f"{names[s]} {_signed(as_int(amounts[s]))}" for s in range(n))
    r = st.get("round", 1)
    return {
        "title": ctx.word(f"Round {r} settled", f"第{r}局结算"),
        "lines": [
            ctx.word(f"Tiles won: {won}", f"收牌：{won}"),
            ctx.word(f"Points: {pts}", f"得分：{pts}"),
        ],
        "table": [],
    }


def _signed(v: Any) -> str:
    return f"+{v}" if isinstance(v, (int, float)) and v > 0 else str(v)


def seat_names(n: int, ctx: TableContext) -> list[str]:
    return [ctx.word(f"Seat {s}", f"{s + 1}号") for s in range(n)]
