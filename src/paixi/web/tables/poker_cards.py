"""Shared by the views of the poker-deck shedding games (争上游, 干瞪眼):
card keys, legal plays, the seats and the layout of the card table (see
:mod:`paixi.web.tables`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from paixi.core.errors import PaixiError
from paixi.equipment.poker import parse_card
from paixi.web.tables import TableContext, as_int

JOKERS = ("SJ", "BJ")
ORDER_TOKENS = frozenset(("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"))
"""Rank tokens, which name no card: what a play shows when its cards are unknown."""


def rank_key(code: str, jokers_wild: bool = False) -> str:
    """The rank a play names for the card ``code`` (``"10H#2"`` → ``"10"``; a
    joker is ``"SJ"``/``"BJ"``, or ``"*"`` where jokers stand for any rank)."""
    code = code.split("#")[0]
    if code in JOKERS:
        return "*" if jokers_wild else code
    return code[:-1]


def hand(codes: list[str], jokers_wild: bool = False) -> list[dict[str, str]]:
    return [{"code": c, "key": rank_key(c, jokers_wild)} for c in codes]


def plays(ctx: TableContext, verbs: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """Legal plays with the ranks they name (``"4 *5 6"`` → ``["4", "*", "6"]``);
    a leading verb in ``verbs`` (``return 4``) is dropped."""
    out = []
    for entry in ctx.legal:
        words = entry["a"].split()
        if not words or words[0] == "pass":
            continue
        if words[0] in verbs:
            words = words[1:]
        keys = ["*" if w.startswith("*") else w for w in words]
        out.append({"a": entry["a"], "d": entry["d"], "keys": keys, "call": False})
    return out


def played_cards(play: str) -> list[str]:
    """The cards of a play for the picture: a card as itself (``10H``,
    ``7C#2``), a joker's reading as a rank-only code (``*9`` → ``r:*9``, a bare
    ``*`` → ``r:*``), and any other rank token as rank-only (``r:7``)."""
    out = []
    for w in play.split():
        if w.startswith("*") or w in ORDER_TOKENS:
            out.append(f"r:{w}")
        else:
            out.append(w)
    return out


def card_words(cards: str) -> str:
    """The cards of a play in a line of text: ``"10H 10C"`` → ``"♥10 ♣10"``
    (a joker's reading such as ``*5``, and a rank, as they are)."""
    out = []
    for w in cards.split():
        try:
            out.append(parse_card(w).symbol())
        except PaixiError:
            out.append(w)
    return " ".join(out)


def pass_button(ctx: TableContext) -> list[dict[str, str]]:
    if any(a["a"] == "pass" for a in ctx.legal):
        return [{"a": "pass", "label": ctx.word("Pass", "不要"), "kind": "pass"}]
    return []


def standings_table(names: list[str], rows: list[list[Any]]) -> list[list[Any]]:
    return [names, *rows]


def seats(
    obs: dict[str, Any],
    ctx: TableContext,
    last: dict[int, str],
    places: Callable[[int], list[str]] = lambda s: [],
) -> list[dict[str, Any]]:
    """Each seat with its hand size, score and its latest play of the round
    (``last``: seat → the cards played, ``"10H 10C"``, or ``"pass"``); marked dealer, then its
    ``places(seat)`` marks, then locked."""
    n = ctx.players
    sizes = obs.get("hand_sizes") or [0] * n
    scores = obs.get("scores") or [0] * n
    out = []
    for s in range(n):
        marks = []
        if s == obs.get("dealer"):
            marks.append(ctx.word("dealer", "庄"))
        marks += places(s)
        if s in (obs.get("locked") or []):
            marks.append(ctx.word("locked", "锁"))
        play = last.get(s)
        out.append(
            {
                "seat": s,
                "count": sizes[s],
                "play": played_cards(play) if play and play != "pass" else None,
                "note": ctx.word("Pass", "不要") if play == "pass" else "",
                "marks": marks,
                "score": as_int(scores[s]),
            }
        )
    return out


def last_hand(obs: dict[str, Any]) -> dict[str, Any] | None:
    """The summary of the hand just finished, when the game is over."""
    hands = obs.get("hands") or []
    return hands[-1] if hands and obs.get("phase") == "end" else None


def layout(
    obs: dict[str, Any],
    ctx: TableContext,
    *,
    seats: list[dict[str, Any]],
    hand: list[dict[str, str]],
    plays: list[dict[str, Any]],
    pile: dict[str, Any] | None,
    centre: list[list[Any]],
    end: dict[str, Any] | None,
) -> dict[str, Any]:
    """The ``"cards"`` family dict: a pass button when passing is legal, no
    call; the seat of the play to beat is ``last_seat``."""
    return {
        "family": "cards",
        "seats": seats,
        "hand": hand,
        "plays": plays,
        "buttons": pass_button(ctx),
        "call": None,
        "pile": pile,
        "centre": centre,
        "last_seat": (obs.get("current") or {}).get("seat"),
        "end": end,
        "words": {"play": ctx.word("Play", "出牌"), "clear": ctx.word("Clear", "清除")},
    }
