"""川牌 on the mahjong table with long cards (see :mod:`paixi.web.tables`).

Cards are given as ``"cp:46"`` (a 川牌 long card, pictured by
``static/pieces_long.js``). Each seat's face-up cards (flipped, replacement
and discarded) lie in front of it as a mahjong table's discards; a card taken
by a claim is dimmed. A seat that sat out (下课) is shown apart."""

from __future__ import annotations

from typing import Any

from paixi.web.tables import ClaimAsk, TableContext, as_int, fixed_window, legal_map
from paixi.web.tables.long_cards import claim_bar, hand_actions, layout, round_end

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


def _end(obs: dict[str, Any], ctx: TableContext) -> dict | None:
    ended = round_end(obs.get("log") or [])
    if ended is None:
        return None
    last, end = ended
    if last.get("outcome") != "win":
        outcome = last.get("outcome", "")
        en, zh = OUTCOMES.get(outcome, (outcome, outcome))
        end["title"] = ctx.word(en, zh)
        return end
    w = last["winner"]
    who = ctx.word(f"Seat {w}", f"{w + 1}号")
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


def claim_window(obs: dict[str, Any]) -> ClaimAsk | None:
    """The open claim window: every active seat is asked (§5.3)."""
    return fixed_window(obs, "asked", ("card", "owner", "source"), "stock", "plays")


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
    tile_actions, buttons = hand_actions(legal, window, cp)
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
    source = window["owner"] if window else None
    return layout(
        ctx,
        set_prefix="cp",
        seats=seats,
        hand=cards(obs.get("hand")),
        tile_actions=tile_actions,
        buttons=buttons,
        claim=claim_bar(obs, ctx, legal, cp, source, claim_window(obs), chow_cards=True),
        window=window,
        last=last,
        centre=centre,
        end=_end(obs, ctx),
        fan=("Fan", "番"),
        points=("fan", "番"),
    )


def _name(card: str, ctx: TableContext) -> str:
    from paixi.games.chuanpai.render import card_text

    return card_text(card, ctx.lang)
