"""Per-game table views: a seat's observation mapped onto its family's layout.

A *table view* is a small module ``paixi.web.tables.<game id>`` with one
function::

    def view(obs: dict, ctx: TableContext) -> dict

``obs`` is exactly what the connection may see (a seat's observation, or the
public part for a spectator); ``ctx`` gives the seat (None: spectator), the
number of players, the language ("en"/"zh") and the legal actions of this
seat (``[{"a": notation, "d": description}]``, empty when it is not its
turn). The view returns a JSON-safe dict whose ``"family"`` names one of the
layouts drawn by ``static/tables/<family>.js``. A view holds no rule: it only
re-arranges what the observation and the legal actions say (which cards a
legal play names, which tile a discard action names). Every text a view
returns is already in ``ctx.lang``. A game without a view module is drawn by
the generic field-by-field table (``static/render.js``), so a newly
registered game is playable at once.

Common keys of every family: ``family``; ``centre`` — ``[[label, value], ...]``
shown in the middle of the table; ``buttons`` — ``[{"a", "label",
"kind"?}]``: legal actions that are not made by clicking pieces (draw, pass,
open, roll, deal); ``auto`` — optional notation the page plays by itself
(a forced move) unless the player chose to step; ``end`` — optional
``{"title", "lines": [text], "table": [[cell, ...], ...]}`` shown when a
hand or the game is over; in a game of many hands it also carries the
finished hand's ``hand_no``, and the page holds its result up (with
``words.continue`` on its button) until the player goes on
(:mod:`paixi.web.between_hands`).

Family ``"mahjong"`` (国标; later 龙麻将, 川牌, 大贰)::

    seats:   [{"seat", "wind", "dealer": bool, "concealed": int,
               "melds": [{"tiles": [code], "hidden": bool, "from": rel|None}],
               "flowers": [code], "discards": [{"tile", "claimed": bool}],
               "score": int}]           # rel: 1 right, 2 across, 3 left
    hand:    [code] sorted, without the drawn tile;  drawn: code | None
    tile_actions: {code: notation}      # clicking a hand tile (discards only)
    last:    [seat, index] of the latest discard | None
    claim:   {"tile", "from", "options": [{"a", "label", "kind"}]} | None
             # only when this seat is asked; a hand click never claims
    autopass: bool  # offer "pass automatically when I cannot claim"
                    # (windows asking every seat, see paixi.web.claims)

A view module of a game whose claim windows ask a fixed set of seats,
whatever their hands, also defines ``claim_window(obs) -> ClaimAsk | None``
(see :class:`ClaimAsk`): the server then asks those seats at once and holds
their answers (:mod:`paixi.web.claims`).

Family ``"cards"`` (UNO, 争上游, 干瞪眼)::

    seats:   [{"seat", "count": int, "play": [code] | None, "note": text,
               "marks": [text], "score": int}]
    hand:    [{"code", "key"}]          # key: what a play names (rank, card)
    plays:   [{"a", "d", "keys": [key], "call": bool}]  # legal card plays
    call:    {"label"} | None          # a toggle (UNO!) honoured by plays with call
    pile:    {"top": code | None, "count": int | None, "colour": text | None,
              "direction": text | None}

Family ``"dice"`` (吹牛, 拔牙)::

    seats:   [{"seat", "count": int, "dice": [face] | None, "bid": text | None,
               "marks": [text]}]
    bids:    {"counts": [int], "legal": {"<count>x<face>": notation}} | None
    reveal:  {"face": int | None, "count": int | None, "text"} | None
    history: [text]

Family ``"dominoes"`` (通五关, 推磨, 拆乌龟, 测运气)::

    rows:    [{"label", "tiles": [code | None],
               "groups": [{"a", "label", "idx": [int]}]}]
    grid:    optional [[code | None]] (a shaped layout, e.g. the turtle)
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any


@dataclass(frozen=True)
class TableContext:
    """What a view may know besides the observation (see the module docstring)."""

    seat: int | None
    players: int
    lang: str = "en"
    legal: list[dict[str, str]] = field(default_factory=list)
    describe: Callable[[str], str] = str
    """Notation → the game's description in ``lang`` (for actions not in ``legal``)."""
    answered: str | None = None
    """This seat's answer already given in an open claim window (held by the
    server until the window resolves), or None."""

    @property
    def zh(self) -> bool:
        return self.lang == "zh"

    def word(self, en: str, zh: str) -> str:
        """``zh`` in Chinese mode, else ``en``."""
        return zh if self.lang == "zh" else en


@dataclass(frozen=True)
class ClaimAsk:
    """An open claim window as one seat's observation shows it, for a window
    that asks a fixed set of seats whatever their hands (so nobody learns from
    being asked, and the server may take every answer at once).

    ``key`` tells this window from the next (answers change nothing in it);
    ``asked`` the seats asked, in answering order; ``options`` this seat's
    answers, ``"pass"`` included (``()`` if it is not asked); ``answer`` what
    this seat has already answered, or None.
    """

    key: tuple[Any, ...]
    asked: tuple[int, ...]
    options: tuple[str, ...]
    answer: str | None


def claim_window(game_id: str, obs: dict[str, Any]) -> ClaimAsk | None:
    """The open claim window that asks every seat, as ``obs`` shows it, or
    None (no window, or the game's windows are not of that kind)."""
    read = getattr(_module(game_id), "claim_window", None)
    return read(obs) if read is not None and obs else None


def claim_options(
    ask: ClaimAsk | None, ctx: TableContext, legal: dict[str, str]
) -> dict[str, str] | None:
    """The answers this seat's claim bar offers before its turn in a window
    asking every seat, each with its words (from ``legal`` when it is this
    seat's turn, else :meth:`TableContext.describe`), ``pass`` last; or None:
    not asked, already answered (to the engine or held by the server), or no
    such window."""
    if ask is None or ctx.seat not in ask.asked:
        return None
    if ask.answer is not None or ctx.answered is not None:
        return None
    offered = sorted(ask.options, key=lambda a: a == "pass")
    return {a: legal.get(a) or ctx.describe(a) for a in offered}


def fixed_window(
    obs: dict[str, Any], asked: str, fields: tuple[str, ...], stock: str, played: str
) -> ClaimAsk | None:
    """The :class:`ClaimAsk` of a long-card game's open window (川牌, 大贰):
    ``window[asked]`` lists the seats asked; the key is the round, the
    window's ``fields``, the ``stock`` count and how many cards lie in
    ``played`` and in the melds (answers change none of them)."""
    window = obs.get("window")
    if not isinstance(window, dict) or not isinstance(window.get(asked), list):
        return None
    key = (
        obs.get("round"),
        *(window.get(f) for f in fields),
        obs.get(stock),
        sum(len(p) for p in obs.get(played) or []),
        sum(len(m) for m in obs.get("melds") or []),
    )
    options = tuple(window.get("my_options") or ())
    return ClaimAsk(key, tuple(window[asked]), options, window.get("my_answer"))


@cache
def _module(game_id: str) -> Any:
    try:
        return importlib.import_module(f"{__name__}.{game_id}")
    except ModuleNotFoundError:
        return None


def has_view(game_id: str) -> bool:
    """Whether ``game_id`` has its own table view (else the generic table)."""
    return _module(game_id) is not None


def table_view(game_id: str, obs: dict[str, Any], ctx: TableContext) -> dict[str, Any] | None:
    """The family layout of ``obs``, or None (no view, or the view failed:
    the generic table is drawn then, so a view bug never stops a game)."""
    module = _module(game_id)
    if module is None or not obs:
        return None
    try:
        return module.view(obs, ctx)
    except Exception:  # a drawing problem must not stop the table
        import logging

        logging.getLogger("paixi.web").exception("table view of %s failed", game_id)
        return None


def as_int(value: Any) -> Any:
    """Points as integers when they are whole (``184.0`` → ``184``)."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def legal_map(ctx: TableContext) -> dict[str, str]:
    """Notation → description of this seat's legal actions."""
    return {a["a"]: a["d"] for a in ctx.legal}
