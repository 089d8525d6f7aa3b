"""Shared by the views of the poker-deck shedding games (争上游, 干瞪眼):
card keys and legal plays on the card table (see :mod:`paixi.web.tables`)."""

from __future__ import annotations

from typing import Any

from paixi.web.tables import TableContext

JOKERS = ("SJ", "BJ")


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


def rank_cards(play: str) -> list[str]:
    """A play's ranks as rank-only card codes for the picture (``r:7``, ``r:*9``)."""
    return [f"r:{w}" for w in play.split()]


def pass_button(ctx: TableContext) -> list[dict[str, str]]:
    if any(a["a"] == "pass" for a in ctx.legal):
        return [{"a": "pass", "label": ctx.word("Pass", "不要"), "kind": "pass"}]
    return []


def standings_table(names: list[str], rows: list[list[Any]]) -> list[list[Any]]:
    return [names, *rows]
