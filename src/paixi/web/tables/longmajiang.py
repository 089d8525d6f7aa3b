"""龙麻将 on the mahjong table with poker cards (see :mod:`paixi.web.tables`).

In the bridge form (桥式打法) two people play four seats: each person's own
seat and, on its right, its open dummy (明家), whose cards lie face up for
both. The view names the viewer's table seat (``me``), the person of every seat
(``persons``, ``suffix``); a dummy's cards are clicked where they lie when the viewer plays
for it."""

from __future__ import annotations

import re
from typing import Any

from paixi.games.longmajiang.render import face
from paixi.games.longmajiang.scoring import FAN_NAMES
from paixi.web.tables import ClaimAsk, TableContext, as_int, claim_options, legal_map

CARD = re.compile(r"^(10|[2-9AJQK])([SHCD])$|^[SB]J$")
RANKS = {
    r: i for i, r in enumerate(["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"])
}
SUITS = {"S": 0, "H": 1, "C": 2, "D": 3}


def card_key(code: str) -> tuple[int, int]:
    """Hand order: by suit (♠♥♣♦), then rank; jokers last."""
    if code in ("SJ", "BJ"):
        return (4, 0 if code == "SJ" else 1)
    return (SUITS[code[-1]], RANKS[code[:-1]])


def _names(obs: dict[str, Any], ctx: TableContext, n: int) -> list[str] | None:
    persons = obs.get("person_of_seat") or list(range(n))
    if not obs.get("dummies"):
        return None
    out = []
    for s in range(n):
        p = persons[s]
        who = ctx.word("you", "你") if p == ctx.seat else ctx.word(f"seat {p}", f"{p + 1}号")
        out.append(who + (ctx.word(" · dummy", "·明家") if s in obs["dummies"] else ""))
    return out


def claim_window(obs: dict[str, Any]) -> ClaimAsk | None:
    """The open window: every other seat is asked (§5.2). None in the bridge
    form, where a person answers for two seats one after the other."""
    window = obs.get("window")
    my_seats = obs.get("my_seats") or []
    if not isinstance(window, dict) or len(my_seats) != 1:
        return None
    key = (
        obs.get("hand_number"),
        window.get("card"),
        window.get("from"),
        obs.get("stock_count"),
        len(obs.get("discard_order") or []),
    )
    mine = next((m for m in window.get("mine") or [] if m.get("seat") == my_seats[0]), None)
    options = tuple(mine["options"]) if mine else ()
    answer = mine.get("answer") if mine else None
    return ClaimAsk(key, tuple(window.get("order") or ()), options, answer)


def _claim(obs: dict[str, Any], ctx: TableContext, legal: dict[str, str]) -> dict | None:
    window = obs.get("window")
    if not window:
        return None
    ask = claim_window(obs)
    if ask is not None:  # asked at once, before this seat's turn
        answers = claim_options(ask, ctx, legal)
        if answers is None:
            return None
    else:
        acting = obs.get("to_act")
        if not legal or acting == window.get("from"):
            return None
        entry = {m["seat"]: m for m in window.get("mine") or []}.get(acting)
        if entry is None or entry.get("answer") is not None:
            return None
        answers = legal
    labels = {"hu": ctx.word("Win", "和"), "pass": ctx.word("Pass", "过")}
    options = []
    for a, d in answers.items():
        kind = a.split()[0]
        options.append({"a": a, "label": labels.get(a) or d, "kind": kind, "tiles": []})
    options.sort(key=lambda o: o["a"] == "pass")
    return {"tile": window["card"], "from": window["from"], "options": options}


def _end(obs: dict[str, Any], ctx: TableContext, names: list[str] | None) -> dict | None:
    log = obs.get("hands_log") or []
    if not log:
        return None
    last = log[-1]
    winner = last.get("winner")
    delta = [as_int(d) for d in last.get("delta", [])]
    people = [ctx.word(f"Seat {p}", f"{p + 1}号") for p in range(len(delta))]
    end: dict[str, Any] = {"delta": delta, "hand_no": len(log), "lines": [], "fans": []}
    if obs.get("dummies"):
        end["by_person"] = True
    if winner is None:
        end["title"] = ctx.word("Drawn hand (荒庄)", "荒庄")
        return end
    wname = (names or people)[winner] if names else people[winner]
    how = (
        ctx.word("self-drawn", "自摸")
        if last.get("discarder") is None
        else ctx.word(
            f"on {(names or people)[last['discarder']]}'s discard",
            f"{(names or people)[last['discarder']]}点炮",
        )
    )
    end["title"] = ctx.word(f"{wname} wins, {how}", f"{wname}和牌，{how}")
    end["hand"] = []
    end["packs"] = _shown_groups(last.get("shown") or [], last.get("card"))
    end["win_tile"] = last.get("card")
    end["fans"] = [[FAN_NAMES[c][0], FAN_NAMES[c][1], v, 1] for c, v in last.get("fans", [])]
    end["lines"] = [ctx.word(f"Total {last.get('total')} fan", f"共 {last.get('total')} 番")]
    return end


def _shown_groups(shown: list[dict[str, Any]], win: str | None) -> list[dict[str, Any]]:
    """The winner's groups as laid down (§ hands log ``shown``), the winning
    card marked in the first concealed group that holds it."""
    packs = []
    for g in shown:
        cards = list(g.get("cards") or [])
        exposed = bool(g.get("exposed"))
        pack: dict[str, Any] = {
            "tiles": cards,
            "hidden": False,
            "from": None,
            "kind": "exposed" if exposed else "concealed",
        }
        if win in cards and not exposed:
            pack["win"] = cards.index(win)
            win = None  # marked once
        packs.append(pack)
    return packs


def view(obs: dict[str, Any], ctx: TableContext) -> dict[str, Any]:
    """The mahjong layout of a 龙麻将 observation (cards as poker cards)."""
    n = obs.get("seats", ctx.players)
    my_seats = list(obs.get("my_seats") or [])
    me = my_seats[0] if my_seats else 0
    acting = obs.get("to_act")
    legal = legal_map(ctx)
    concealed = obs.get("concealed") or [None] * n
    drawn_pair = obs.get("drawn")
    drawn_of = {drawn_pair[0]: drawn_pair[1]} if drawn_pair else {}
    dealer = obs.get("dealer")
    scores = obs.get("scores") or []
    persons = obs.get("person_of_seat") or list(range(n))
    window = obs.get("window")
    claim = _claim(obs, ctx, legal)
    card_actions = {a: a for a in legal if CARD.match(a)} if not window else {}
    seats = []
    for s in range(n):
        hand = None
        tile_actions: dict[str, str] = {}
        if concealed[s] is not None and s != me:
            hand = sorted(concealed[s], key=card_key)
            if s == acting and s in my_seats:
                tile_actions = card_actions
        seats.append(
            {
                "seat": s,
                "wind": "",
                "dealer": s == dealer,
                "concealed": (obs.get("hand_sizes") or [0] * n)[s],
                "hand": hand,
                "tile_actions": tile_actions,
                "open_note": s in (obs.get("dummies") or []),
                "melds": [_meld(m, s, n) for m in (obs.get("melds") or [[]] * n)[s]],
                "flowers": [],
                "discards": [
                    {"tile": d["card"], "claimed": bool(d["taken"])}
                    for d in (obs.get("discards") or [[]] * n)[s]
                ],
                "score": as_int(scores[persons[s]]) if persons[s] < len(scores) else 0,
            }
        )
    own = list(concealed[me] or [])
    drawn = drawn_of.get(me)
    if drawn and drawn in own:
        own.remove(drawn)
    own.sort(key=card_key)
    buttons = []
    if not window and legal:
        for a, d in legal.items():
            if a not in card_actions:
                label = ctx.word("Win (self-drawn)", "自摸和") if a == "hu" else d
                buttons.append({"a": a, "label": label, "kind": a.split()[0]})
    last = None
    ld = obs.get("last_discard")
    discards = obs.get("discards") or [[]] * n
    if ld and discards[ld[0]]:
        last = [ld[0], len(discards[ld[0]]) - 1]
    centre = [
        [ctx.word("Stock", "余牌"), obs.get("stock_count", 0)],
        [ctx.word("Hand", "局"), f"{obs.get('hand_number', 1)}/{obs.get('hands_per_match', 1)}"],
    ]
    if obs.get("chi_card"):
        centre.append([ctx.word("Taken (chi)", "吃进"), face(obs["chi_card"], ctx.zh)])
    names = _names(obs, ctx, n)
    table: dict[str, Any] = {
        "family": "mahjong",
        "pieces": "poker",
        "seats": seats,
        "hand": own,
        "drawn": drawn,
        "tile_actions": card_actions if acting == me else {},
        "buttons": buttons,
        "claim": claim,
        "auto": None,
        # every other seat is asked, so the server may pass for a seat with
        # nothing to claim without anyone learning it (paixi.web.claims); not
        # in the bridge form, where a person answers for two seats in turn
        "autopass": ctx.seat is not None and len(my_seats) == 1,
        "window": bool(window),
        "last": last,
        "centre": centre,
        "end": _end(obs, ctx, names),
        "words": {
            "dealer": ctx.word("dealer", "庄"),
            "fan": ctx.word("Fan", "番种"),
            "points": ctx.word("fan", "番"),
            "settlement": ctx.word("Settlement", "结算"),
            "continue": ctx.word("Continue", "继续"),
        },
    }
    if obs.get("dummies"):
        table["me"] = me
        table["persons"] = persons
        table["suffix"] = [
            ctx.word(" · dummy", "·明家") if s in obs["dummies"] else "" for s in range(n)
        ]
        table["to_act"] = acting
    return table


def _meld(meld: dict[str, Any], owner: int, n: int) -> dict[str, Any]:
    source = meld.get("from")
    rel = (source - owner) % n if isinstance(source, int) and source != owner else None
    if n == 2 and rel == 1:
        rel = 2  # the other player sits across
    return {
        "tiles": list(meld["cards"]),
        "hidden": meld.get("kind") == "angang",
        "from": rel,
        "kind": meld.get("kind"),
    }
