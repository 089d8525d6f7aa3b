"""Events in words from tables of templates (issue 29): a game's render
module keeps, per event kind, an ``(English, 中文)`` pair of templates, and
:func:`fill` writes one out. The templates name the event's arguments:

* ``{a0}``, ``{a1}``… an argument as it is;
* ``{who}`` the seat in the first argument, ``{s1}``… the seat in another;
* ``{c0}``, ``{c1}``… the card or tile in an argument, as the reader names it
  (the game's own function: a hanzi name in 中文, the notation in English);
* ``{n1}``… a seat in an argument as its number from 1 (``{n1}号``, whoever
  reads it);
* ``{v_draw}``… an English verb agreeing with ``{who}`` ("you draw", "seat 2
  draws"; ``{v_be}``: are / is).

Only what a template names is worked out (a seat number is never read as a
card)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

Namer = Callable[[Any], str]


class _Fields(dict[str, Any]):
    """The fields of one event, worked out when a template names them."""

    def __init__(self, args: tuple[Any, ...], seat: Namer, piece: Namer) -> None:
        super().__init__()
        self.args, self.seat, self.piece = args, seat, piece

    def __missing__(self, name: str) -> Any:
        if name == "who":
            return self.seat(self.args[0])
        if name.startswith("v_"):
            return _agree(name[2:], self["who"])
        value = self.args[int(name[1:])]
        if name[0] == "s":
            return self.seat(value)
        if name[0] == "c":
            return self.piece(value)
        if name[0] == "n":
            return value + 1
        return value


_IRREGULAR = {"be": ("are", "is")}


def _agree(verb: str, subject: str) -> str:
    """``verb`` in the present tense for ``subject`` ("you" or a third person)."""
    you, other = _IRREGULAR.get(verb, (verb, verb + "s"))
    return you if subject == "you" else other


def fill(words: tuple[str, str], zh: bool, args: tuple[Any, ...], seat: Namer, piece: Namer) -> str:
    """The template of ``words`` (English, 中文) for the reader, with ``args``:
    seats named by ``seat``, cards or tiles by ``piece``."""
    return words[zh].format_map(_Fields(args, seat, piece))


def in_words(
    key: str,
    args: tuple[Any, ...],
    zh: bool,
    templates: Mapping[str, tuple[str, str]],
    worders: Mapping[str, Callable[..., str]],
    seat: Namer,
    piece: Namer,
    *extra: Any,
) -> str | None:
    """An event by its template in ``templates`` (filled by :func:`fill`), else
    by its wording function in ``worders`` (called with ``args`` and
    ``extra``); None for a key in neither."""
    words = templates.get(key)
    if words is not None:
        return fill(words, zh, args, seat, piece)
    worder = worders.get(key)
    return worder(args, *extra) if worder is not None else None
