"""Build 川牌 positions for tests (the notation of the rules page, never private fields)."""

from __future__ import annotations

import paixi
from paixi.core.position import encode_options
from paixi.equipment.chuanpai import IDS, NUM_KINDS, parse_cards
from paixi.games.chuanpai.scoring import parse_meld

GAME = paixi.load_game("chuanpai")


def ids(text: str) -> str:
    return "".join(IDS[k] for k in parse_cards(text)) if text.strip() else "-"


def sorted_ids(text: str) -> str:
    """A hand as the game writes it (by kind): positions are read strictly."""
    return "".join(IDS[k] for k in sorted(parse_cards(text))) if text.strip() else "-"


def build(
    hands: dict[int, str],
    *,
    players: int = 3,
    melds: dict[int, str] | None = None,
    locked: dict[int, str] | None = None,
    dealt: dict[int, str] | None = None,
    plays: dict[int, str] | None = None,
    stock_top: str = "",
    stock_bottom: str = "",
    phase: str = "window",
    window: str = "-",
    disc: str = "-",
    status: str = "AAA",
    dealer: int = 0,
    baozi: str = "",
    decls: str = "-",
    redeal: str = "-",
    votes: str = "-",
    options: dict | None = None,
) -> str:
    """A position text; cards not placed anywhere go to the middle of the stock.
    ``plays`` per seat: space-separated ``<id><f|r|d><taker or ->`` items."""
    opts = GAME.parse_options(options or {}, players)
    melds = melds or {}
    locked = locked or {}
    plays = plays or {}
    used = [0] * NUM_KINDS
    for s in range(players):
        for k in parse_cards(hands.get(s, "")):
            used[k] += 1
        for m in melds.get(s, "").split():
            for k in parse_meld(m).cards:
                used[k] += 1
        for item in plays.get(s, "").split():
            if item[3:] == "-":
                used[parse_cards(item[:2])[0]] += 1
    for k in parse_cards(stock_top) + parse_cards(stock_bottom):
        used[k] += 1
    middle = "".join(IDS[k] * (opts.copies - used[k]) for k in range(NUM_KINDS))
    assert all(u <= opts.copies for u in used), used
    stock = ids(stock_top).strip("-") + middle + ids(stock_bottom).strip("-")
    dealt = dealt or {}
    fields = [
        "chuanpai",
        str(players),
        encode_options(opts),
        "round=1",
        f"dealer={dealer}",
        "scores=" + ",".join("0" for _ in range(players)),
        f"phase={phase}",
        f"status={status[:players]}",
        "dealt=" + "|".join(sorted_ids(dealt.get(s, hands.get(s, ""))) for s in range(players)),
        "hands="
        + "|".join(
            f"{sorted_ids(hands.get(s, ''))}!{sorted_ids(locked.get(s, ''))}"
            for s in range(players)
        ),
        "melds=" + "|".join(",".join(melds.get(s, "").split()) or "-" for s in range(players)),
        "baozi=" + (baozi or "0" * players),
        "stolen=" + ",".join("0" for _ in range(players)),
        f"stock={stock or '-'}",
        "plays=" + "|".join(",".join(plays.get(s, "").split()) or "-" for s in range(players)),
        f"window={window}",
        f"disc={disc}",
        f"redeal={redeal}",
        f"votes={votes}",
        f"decls={decls}",
        "log=[]",
    ]
    return " ".join(fields)


def state(**kwargs):
    hands = kwargs.pop("hands")
    return GAME.from_position(build(hands, **kwargs))


def public_events(st, viewer):
    return [(key, args) for _, key, args in st.events_for(viewer)]
