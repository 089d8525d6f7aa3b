"""川牌 on the mahjong table with long cards (see :mod:`paixi.web.tables`).

Cards are given as ``"cp:46"`` (a 川牌 long card, pictured by
``static/pieces_long.js``). Each seat's face-up cards (flipped, replacement
and discarded) lie in front of it as a mahjong table's discards; a card taken
by a claim is dimmed. A seat that sat out (下课) is shown apart."""

from __future__ import annotations

from typing import Any

from paixi.web.tables import TableContext, as_int, legal_map

STATUS = {
    "pending": ("deciding", "未定"),
    "active": ("playing", "打"),
    "sitout": ("sat out", "下课"),
    "out": ("out", "退出"),
}
OUTCOMES = {
    "liuju": ("Drawn round (stock out)", "流局"),
    "void": ("Round void (not opened)", "作废（未开局）"),
}


def cp(card: str) -> str:
    return f"cp:{card}"


def cards(text: str | None) -> list[str]:
    """``"11 14 14"`` → ``["cp:11", "cp:14", "cp:14"]``."""
    return [cp(c) for c in (text or "").split()]


def _meld(meld: dict[str, Any]) -> dict[str, Any]:
    return {
        "tiles": [cp(c) for c in meld["cards"]],
        "hidden": False,
        "from": None,
        "kind": meld["type"],
    }


def _claim(obs: dict[str, Any], ctx: TableContext, legal: dict[str, str]) -> dict | None:
    window = obs.get("window")
    if not window or not legal or window.get("my_answer") is not None:
        return None
    labels = {"hu": ctx.word("Win", "胡"), "pass": ctx.word("Pass", "过")}
    options = []
    for a, d in legal.items():
        words = a.split()
        tiles = [cp(words[1]), cp(window["card"])] if words[0] == "chi" and len(words) == 2 else []
        kind = "chow" if tiles else words[0]  # the claim bar shows a chow's cards
        options.append({"a": a, "label": labels.get(a) or d, "kind": kind, "tiles": tiles})
    options.sort(key=lambda o: o["a"] == "pass")
    return {"tile": cp(window["card"]), "from": window["owner"], "options": options}


def _end(obs: dict[str, Any], ctx: TableContext) -> dict | None:
    log = obs.get("log") or []
    if not log:
        return None
    last = log[-1]
    delta = [as_int(d) for d in last.get("delta", [])]
    end: dict[str, Any] = {"delta": delta, "hand_no": len(log), "lines": [], "fans": []}
    if last.get("outcome") != "win":
        en, zh = OUTCOMES.get(last.get("outcome"), (last.get("outcome"), last.get("outcome")))
        end["title"] = ctx.word(en, zh)
        return end
    w = last["winner"]
    who = ctx.word(f"Seat {w}", f"{w}号")
    end["title"] = ctx.word(f"{who} wins", f"{who}胡牌")
    end["hand"] = cards(last.get("concealed"))
    end["win_tile"] = cp(last["win_card"]) if last.get("win_card") else None
    end["packs"] = [
        {"tiles": [cp(c) for c in m.split(":")[-1].split("+")], "hidden": False, "from": None}
        for m in last.get("melds", [])
    ]
    end["fans"] = [[f["zh"], f["en"], f["value"], 1] for f in last.get("fans", [])]
    end["lines"] = [
        ctx.word(
            f"{last.get('mao')} mao, {last.get('tuo')} tuo, {last.get('fan')} fan",
            f"{last.get('mao')}卯 {last.get('tuo')}陀 {last.get('fan')}番",
        )
    ]
    return end


def view(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The mahjong layout of a 川牌 observation."""
    n = obs.get("players", ctx.players)
    legal = legal_map(ctx)
    window = obs.get("window")
    status = obs.get("status") or ["pending"] * n
    scores = obs.get("scores") or [0] * n
    plays = obs.get("plays") or [[]] * n
    seats = []
    for s in range(n):
        en, zh = STATUS.get(status[s], (status[s], status[s]))
        seats.append(
            {
                "seat": s,
                "wind": "",
                "marks": [ctx.word(en, zh)] if status[s] != "active" else [],
                "apart": status[s] in ("sitout", "out"),
                "dealer": s == obs.get("dealer"),
                "concealed": (obs.get("hand_sizes") or [0] * n)[s],
                "melds": [_meld(m) for m in (obs.get("melds") or [[]] * n)[s]],
                "flowers": [],
                "discards": [{"tile": cp(c), "claimed": taker >= 0} for c, _src, taker in plays[s]],
                "score": as_int(scores[s]),
            }
        )
    hand = cards(obs.get("hand"))
    tile_actions = {}
    buttons = []
    if not window:
        for a, d in legal.items():
            words = a.split()
            if words[0] == "discard" and len(words) == 2:
                tile_actions[cp(words[1])] = a
            else:
                buttons.append({"a": a, "label": d, "kind": words[0]})
    last = None
    for s in range(n):
        if (
            plays[s]
            and window
            and window.get("card") == plays[s][-1][0]
            and window.get("owner") == s
        ):
            last = [s, len(plays[s]) - 1]
    centre: list[list[Any]] = [
        [ctx.word("Stock", "余牌"), obs.get("stock", 0)],
        [ctx.word("Round", "局"), f"{obs.get('round', 1)}/{obs.get('rounds', 1)}"],
    ]
    ev = obs.get("my_evaluation")
    if ev and {"mao", "tuo", "threshold"} <= set(ev):
        centre.append([ctx.word("Mao", "卯"), ev["mao"]])
        centre.append([ctx.word("Tuo", "陀"), f"{ev['tuo']}/{ev['threshold']}"])
    d = obs.get("discarder")
    if d and d.get("not"):
        centre.append([ctx.word("Not to discard", "不可打"), _name(d["not"], ctx)])
    claim = _claim(obs, ctx, legal)
    return {
        "family": "mahjong",
        "pieces": "long",
        "seats": seats,
        "back": "cp:back",
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
            "fan": ctx.word("Fan", "番"),
            "points": ctx.word("fan", "番"),
            "settlement": ctx.word("Settlement", "结算"),
            "continue": ctx.word("Continue", "继续"),
        },
    }


def _name(card: str, ctx: TableContext) -> str:
    from paixi.games.chuanpai.render import card_text

    return card_text(card, ctx.lang)
