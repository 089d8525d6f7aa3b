"""Shared by the views of the long-card games (川牌, 大贰): the ``"mahjong"``
family drawn with long cards (``pieces: "long"``, see :mod:`paixi.web.tables`).

Both games ask every active seat in their claim windows (the server takes
the answers at once, :mod:`paixi.web.claims`) and show a card code as
``"<set>:<card>"`` (``cp:46``, ``dr:s7``); these pieces take the game's
``code`` function and hold no rule of either game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from paixi.web.tables import ClaimAsk, TableContext, as_int, claim_options


def claim_bar(
    obs: dict[str, Any],
    ctx: TableContext,
    legal: dict[str, str],
    code: Callable[[str], str],
    source: int | None,
    ask: ClaimAsk | None,
    chow_cards: bool = False,
) -> dict | None:
    """The claim bar of an open window on card ``window["card"]`` from seat
    ``source``, or None when this seat is not asked (or already answered).
    In a window asking every seat (``ask``) the bar shows at once, before the
    seat's turn. ``pass`` comes last; with ``chow_cards`` a ``chi <card>``
    option shows the two cards of the chow."""
    window = obs.get("window")
    if not window:
        return None
    if ask is not None:
        answers = claim_options(ask, ctx, legal)
        if answers is None:
            return None
    elif legal and window.get("my_answer") is None:
        answers = legal
    else:
        return None
    labels = {"hu": ctx.word("Win", "胡"), "pass": ctx.word("Pass", "过")}
    options = []
    for a, d in answers.items():
        words = a.split()
        tiles: list[str] = []
        if chow_cards and words[0] == "chi" and len(words) == 2:
            tiles = [code(words[1]), code(window["card"])]
        kind = "chow" if tiles else words[0]  # the claim bar shows a chow's cards
        options.append({"a": a, "label": labels.get(a) or d, "kind": kind, "tiles": tiles})
    options.sort(key=lambda o: o["a"] == "pass")
    card = window.get("card")  # None in 大贰's opening window (天胡, no card offered)
    return {"tile": code(card) if card else None, "from": source, "options": options}


def hand_actions(
    legal: dict[str, str], window: Any, code: Callable[[str], str]
) -> tuple[dict[str, str], list[dict[str, str]]]:
    """Outside a claim window: ``(tile_actions, buttons)`` — ``discard <card>``
    by clicking the card in the hand, every other legal action as a button."""
    tile_actions: dict[str, str] = {}
    buttons: list[dict[str, str]] = []
    if not window:
        for a, d in legal.items():
            words = a.split()
            if words[0] == "discard" and len(words) == 2:
                tile_actions[code(words[1])] = a
            else:
                buttons.append({"a": a, "label": d, "kind": words[0]})
    return tile_actions, buttons


def round_end(log: list[dict[str, Any]]) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """``(last round, its end panel)`` from a game's rounds log, or None
    before the first round ends; the panel starts with the round's ``delta``
    and number, empty ``lines`` and ``fans``."""
    if not log:
        return None
    last = log[-1]
    delta = [as_int(d) for d in last.get("delta", [])]
    return last, {"delta": delta, "hand_no": len(log), "lines": [], "fans": []}


def layout(
    ctx: TableContext,
    *,
    set_prefix: str,
    seats: list[dict[str, Any]],
    hand: list[str],
    tile_actions: dict[str, str],
    buttons: list[dict[str, str]],
    claim: dict | None,
    window: Any,
    last: list[int] | None,
    centre: list[list[Any]],
    end: dict | None,
    fan: tuple[str, str],
    points: tuple[str, str],
) -> dict[str, Any]:
    """The ``"mahjong"`` family dict with long cards (``<set_prefix>:back``
    for a hidden card); ``fan`` and ``points`` (English, 中文) name the
    settlement's scoring units."""
    return {
        "family": "mahjong",
        "pieces": "long",
        "seats": seats,
        "back": f"{set_prefix}:back",
        "hand": hand,
        "drawn": None,
        "tile_actions": tile_actions,
        "buttons": buttons,
        "claim": claim,
        "auto": None,
        # every active seat is asked, so the server may pass for a seat with
        # nothing to claim without anyone learning it (paixi.web.claims)
        "autopass": ctx.seat is not None,
        "window": bool(window),
        "last": last,
        "centre": centre,
        "end": end,
        "words": {
            "dealer": ctx.word("dealer", "庄"),
            "fan": ctx.word(*fan),
            "points": ctx.word(*points),
            "settlement": ctx.word("Settlement", "结算"),
            "continue": ctx.word("Continue", "继续"),
        },
    }
