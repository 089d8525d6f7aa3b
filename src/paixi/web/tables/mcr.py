"""国标麻将 on the mahjong table (see :mod:`paixi.web.tables` for the layout)."""

from __future__ import annotations

import re
from typing import Any

from paixi.core.seats import seat_name
from paixi.web.tables import ClaimAsk, TableContext, as_int, legal_map

WINDS_ZH = {"E": "东", "S": "南", "W": "西", "N": "北"}
WINDS_EN = {"E": "East", "S": "South", "W": "West", "N": "North"}
_TILES = re.compile(r"(\d+)([mpszf])")


def tiles(text: str | None) -> list[str]:
    """``"123m 45p"`` → ``["1m", "2m", "3m", "4p", "5p"]``."""
    return [f"{d}{suit}" for digits, suit in _TILES.findall(text or "") for d in digits]


def wind(letter: str, ctx: TableContext) -> str:
    return (WINDS_ZH if ctx.zh else WINDS_EN).get(letter, letter)


def _meld(meld: dict[str, Any], owner: int) -> dict[str, Any]:
    hidden = meld.get("concealed", False)
    codes = tiles(meld.get("tiles")) or ["?"] * 4
    source = meld.get("from")
    rel = (source - owner) % 4 if isinstance(source, int) and not hidden else None
    return {"tiles": codes, "hidden": hidden, "from": rel, "kind": meld.get("type")}


def claim_window(obs: dict[str, Any]) -> ClaimAsk | None:
    """The open window when ``ask_all`` asks all three other seats (§7), else None."""
    window = obs.get("window")
    if not isinstance(window, dict) or not (obs.get("options") or {}).get("ask_all", False):
        return None
    source = window.get("from")
    if not isinstance(source, int):
        return None
    key = (
        obs.get("hand_number"),
        source,
        window.get("tile"),
        window.get("kind"),
        sum(len(d) for d in obs.get("discards") or []),
        sum(len(m) for m in obs.get("melds") or []),
    )
    asked = tuple((source + k) % 4 for k in (1, 2, 3))
    mine = obs.get("seat") in asked
    options = (*window.get("my_options", []), "pass") if mine else ()
    return ClaimAsk(key, asked, options, window.get("my_answer"))


def _claim(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any] | None:
    window = obs.get("window")
    if not window or ctx.seat is None or window.get("from") == ctx.seat:
        return None
    if window.get("my_answer") is not None or ctx.answered is not None:
        return None
    options = list(window.get("my_options") or [])
    if not options and not obs.get("options", {}).get("ask_all", True):
        return None
    labels = {"hu": ctx.word("Win", "和"), "pass": ctx.word("Pass", "过")}
    out = []
    for a in [*options, "pass"]:
        kind = a.split()[0]
        label = labels.get(a) or ctx.describe(a)
        out.append({"a": a, "label": label, "kind": kind, "tiles": _claim_tiles(a, window)})
    return {"tile": window.get("tile"), "from": window.get("from"), "options": out}


def _claim_tiles(notation: str, window: dict[str, Any]) -> list[str]:
    """The tiles a claim would show (chow 2m → 2m 3m 4m); [] for win and pass."""
    words = notation.split()
    if len(words) != 2:
        return []
    kind, tile = words
    if kind == "chow" and len(tile) == 2:
        n, suit = int(tile[0]), tile[1]
        return [f"{n + i}{suit}" for i in range(3)]
    if kind == "pung":
        return [tile] * 3
    if kind == "kong":
        return [tile] * 4
    return []


def _end(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any] | None:
    log = obs.get("hands_log") or []
    if not log:
        return None
    last = log[-1]
    winner = last.get("winner")
    delta = [as_int(d) for d in last.get("delta", [])]
    if winner is None:
        return {
            "title": ctx.word("Drawn hand (no winner)", "荒庄"),
            "lines": [],
            "table": [],
            "delta": delta,
            "hand_no": len(log),
        }
    fans = [[zh, en, as_int(points) * count, count] for en, zh, points, count in last["fans"]]
    who = seat_name(winner, ctx.lang, ctx.seat)
    if last.get("self_drawn"):
        how = ctx.word("self-drawn", "自摸")
    else:
        by = seat_name(last.get("discarder"), ctx.lang, ctx.seat)
        how = ctx.word(f"on {'your' if by == 'you' else by + chr(39) + 's'} discard", f"{by}点炮")
    verb = "win" if who == "you" else "wins"
    return {
        "title": ctx.word(f"{who[0].upper() + who[1:]} {verb}, {how}", f"{who}和牌，{how}"),
        "winner": winner,
        "hand": tiles(last.get("hand")),
        "win_tile": last.get("win_tile"),
        "packs": [_meld(p, winner) for p in last.get("packs", [])],
        "fans": fans,
        "total": as_int(last.get("total")),
        "delta": delta,
        "hand_no": len(log),
        "lines": [ctx.word(f"Total {last.get('total')} fan", f"共 {last.get('total')} 番")],
    }


def view(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The mahjong layout of an MCR observation."""
    dealer = obs.get("dealer")
    winds = obs.get("seat_winds") or ["E", "S", "W", "N"]
    scores = obs.get("scores") or [0] * 4
    counts = obs.get("concealed_counts") or [0] * 4
    melds = obs.get("melds") or [[]] * 4
    discards = obs.get("discards") or [[]] * 4
    flowers = obs.get("flowers") or [""] * 4
    seats = [
        {
            "seat": s,
            "wind": wind(winds[s], ctx),
            "dealer": s == dealer,
            "concealed": counts[s],
            "melds": [_meld(m, s) for m in melds[s]],
            "flowers": tiles(flowers[s]),
            "discards": [{"tile": t, "claimed": bool(c)} for t, c in discards[s]],
            "score": as_int(scores[s]),
        }
        for s in range(4)
    ]
    hand = tiles(obs.get("my_tiles"))
    drawn = obs.get("my_drawn")
    if drawn and drawn in hand:
        hand.remove(drawn)
    legal = legal_map(ctx)
    tile_actions = {a: a for a in legal if re.fullmatch(r"[1-9][mpsz]", a)}
    window = obs.get("window")
    buttons = []
    if not window:
        for a, d in legal.items():
            if a not in tile_actions:
                kind = a.split()[0]
                label = ctx.word("Win (self-drawn)", "自摸和") if a == "hu" else d
                buttons.append({"a": a, "label": label, "kind": kind})
    last = None
    ld = obs.get("last_discard")
    if ld and discards[ld[0]]:
        last = [ld[0], len(discards[ld[0]]) - 1]
    centre = [
        [ctx.word("Prevalent wind", "圈风"), wind(obs.get("prevalent_wind", "E"), ctx)],
        [ctx.word("Wall", "牌墙"), obs.get("wall_remaining", 0)],
        [ctx.word("Hand", "局"), f"{obs.get('hand_number', 1)}/{obs.get('hands', 1)}"],
    ]
    return {
        "family": "mahjong",
        "seats": seats,
        "hand": hand,
        "drawn": drawn,
        "tile_actions": tile_actions,
        "buttons": buttons,
        "claim": _claim(obs, ctx),
        "window": bool(window),
        "autopass": bool((obs.get("options") or {}).get("ask_all", True)),
        "last": last,
        "centre": centre,
        "end": _end(obs, ctx),
        "words": {
            "dealer": ctx.word("dealer", "庄"),
            "fan": ctx.word("Fan", "番种"),
            "points": ctx.word("points", "分"),
            "settlement": ctx.word("Settlement", "结算"),
            "continue": ctx.word("Continue", "继续"),
            "claim_on": ctx.word("Claim", "吃碰杠和"),
        },
    }
