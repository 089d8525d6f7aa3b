"""What each connection is shown: its own seat's view, or the public view.

Everything sent to a browser is built here, from ``state.observation(seat)``
only (never from the state's hidden fields or its chance events), so a seat
cannot learn another seat's hidden pieces:

* a seat's view: its observation, its legal actions (notation + description),
  the text picture ``game.render``, and the public log;
* a spectator's view: the part of the observation that is the same for every
  seat (:func:`public_observation`);
* the log: only the engine's public events as that viewer may read them
  (``state.events_for``), worded by the game (:class:`LogCache`) — so a
  hidden answer in a claim window reads "South answered" until resolved, and
  nothing is guessed here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from paixi.agents.ladder import ladder
from paixi.core.game import Game, State
from paixi.core.options import option_fields, options_to_dict
from paixi.core.zh_text import full_width
from paixi.web import policies
from paixi.web.option_words import CHOICES, TABLE_DEFAULTS, zh_label
from paixi.web.tables import TableContext, as_int, has_view, table_view

LOG_SHOWN = 120
"""Log entries sent with each view (the newest)."""


def catalogue_entry(game: Game) -> dict[str, Any]:
    """A game for the lobby and the new-table form: names, players, option
    schema (each option's ``label_zh``/``help_zh`` and ``choices_zh`` for a
    中文 reader, :mod:`paixi.web.option_words`), and the bots its seats may
    take (``bots``: kinds, weakest first, :func:`paixi.agents.ladder.ladder`)."""
    defaults = options_to_dict(game.Options())
    table_defaults = TABLE_DEFAULTS.get(game.id, {})
    opts = []
    for field in option_fields(game.Options):
        meta = field.metadata
        kind = _option_kind(field.type, defaults[field.name])
        choices = list(meta["choices"]) if meta.get("choices") else None
        zh = zh_label(game.id, field.name)
        opts.append(
            {
                "name": field.name,
                "kind": kind,
                "default": table_defaults.get(field.name, defaults[field.name]),
                "choices": choices,
                "min": meta.get("min"),
                "max": meta.get("max"),
                "help": meta.get("help", ""),
                "label_zh": zh[0] if zh else field.name,
                "help_zh": zh[1] if zh else meta.get("help", ""),
                "choices_zh": [CHOICES.get(str(c), str(c)) for c in choices] if choices else None,
            }
        )
    return {
        "id": game.id,
        "zh": game.name_zh,
        "en": game.name_en,
        "kind": game.kind,
        "min_players": game.min_players,
        "max_players": game.max_players,
        "default_players": game.default_players,
        "policies": policies.for_game(game.id),
        "bots": list(ladder(game.id)),
        "options": opts,
    }


def _option_kind(annotation: Any, default: Any) -> str:
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", "")
    for kind in ("bool", "int", "float"):
        if text.replace(" ", "").startswith(kind):
            return kind
    return "str"


def public_observation(state: State) -> dict[str, Any]:
    """The keys of the observation on which every seat agrees (minus ``seat``).

    What all players see is what a spectator may see; anything one seat sees
    differently (its own hand, its pending answer) is left out, and so is every
    field that is each reader's own (named ``my_*``, ``mine`` or ``private``)
    even when all seats happen to agree on it: every seat's empty
    ``my_options`` in a claim window would tell a spectator that nobody can
    claim (issue 10).
    """
    views = [state.observation(s) for s in range(state.players)]
    return _common(views) or {}


def _common(values: Sequence[Any]) -> Any:
    first = values[0]
    if isinstance(first, dict) and all(isinstance(v, dict) for v in values):
        out = {}
        for key in first:
            if key in _OWN or key.startswith("my_") or not all(key in v for v in values):
                continue
            sub = _common([v[key] for v in values])
            if sub is not _MISSING:
                out[key] = sub
        return out
    if all(v == first for v in values[1:]):
        return first
    return _MISSING


_MISSING = object()
_OWN = frozenset(("seat", "mine", "private", "playable_ends"))
"""Keys that are each reader's own whatever their name: 接龙's
``playable_ends`` are the ends the reader's concealed hand can join, and all
seats agreeing on them still tells a spectator about every hand (issue 24)."""


class LogCache:
    """The log of one table as each viewer may read it, worded once.

    Built only from the engine's public events (``state.events_for(viewer)``,
    docs/design.md "Public events"), each worded by ``game.event_text`` in the
    reader's language; new events are worded as they come, never the whole
    log again. An entry is ``{"step": int, "key": str, "text": str}``.
    """

    def __init__(self) -> None:
        self._by: dict[tuple[int | None, str], tuple[int, list[dict[str, Any]]]] = {}

    def entries(self, state: State, viewer: int | None, lang: str) -> list[dict[str, Any]]:
        """The newest :data:`LOG_SHOWN` entries for ``viewer`` (None: a spectator)."""
        key = (viewer, lang)
        done, entries = self._by.get(key, (0, []))
        count = state.event_count()
        if done > count:  # a different game state: start again
            done, entries = 0, []
        if done < count:
            game = state.game
            for step, event, args in state.events_for(viewer, done):
                text = _word(game, event, args, lang, viewer)
                entries.append({"step": step, "key": event, "text": text})
            if len(entries) > 2 * LOG_SHOWN:
                del entries[:-LOG_SHOWN]
            self._by[key] = (count, entries)
        return entries[-LOG_SHOWN:]


def log_for(state: State, viewer: int | None, lang: str) -> list[dict[str, Any]]:
    """The log as ``viewer`` may read it (see :class:`LogCache`), built afresh."""
    return LogCache().entries(state, viewer, lang)


def _word(game: Game, key: str, args: tuple[Any, ...], lang: str, viewer: int | None) -> str:
    try:
        text = game.event_text(key, args, lang, me=viewer)
    except Exception:  # wording is decoration: never let it break a table
        return key
    return full_width(text) if lang == "zh" else text


class PublicCache:
    """:func:`public_observation` of a state, computed once per step."""

    def __init__(self) -> None:
        self._step = -1
        self._obs: dict[str, Any] = {}

    def get(self, state: State) -> dict[str, Any]:
        step = len(state.history)
        if step != self._step:
            self._obs = public_observation(state)
            self._step = step
        return self._obs


def describe(game: Game, notation: str, lang: str) -> str:
    """``game.describe_action`` of a notation (the notation itself if it does not parse)."""
    try:
        return game.describe_action(game.parse_action(notation), lang)
    except Exception:  # a description is decoration; the notation is enough
        return notation


def seat_view(
    state: State,
    seat: int | None,
    log: list[dict[str, Any]],
    lang: str,
    public: PublicCache | None = None,
    answered: str | None = None,
    held_window: bool = False,
) -> dict[str, Any]:
    """Everything one connection is sent about the game (see the module
    docstring); ``log`` is the reader's log (:class:`LogCache`). With
    ``held_window`` (a claim window whose answers the server holds,
    :mod:`paixi.web.claims`) the observation says neither whose answer is
    awaited nor how many are in."""
    game = state.game
    current = state.current_player()
    terminal = state.is_terminal()
    if seat is None:
        obs = public.get(state) if public is not None else public_observation(state)
    else:
        obs = state.observation(seat)
    if held_window:
        obs = _without_turn(obs)
    legal: list[dict[str, str]] = []
    if seat is not None and current == seat:
        legal = [{"a": str(a), "d": game.describe_action(a, lang)} for a in state.legal_actions()]
    view: dict[str, Any] = {
        "obs": obs,
        "legal": legal,
        "to_act": current if current >= 0 else None,
        "terminal": terminal,
        "text": _render(game, obs, lang),
        "log": log,
        "step": len(state.history),
    }
    view["layout"] = build_table(state, obs, seat, legal, lang, answered)
    if terminal:
        view["returns"] = [as_int(r) for r in state.returns()]
        view["result"] = state.result()
    return view


def build_table(
    state: State,
    obs: dict[str, Any],
    seat: int | None,
    legal: list[dict[str, str]],
    lang: str,
    answered: str | None = None,
) -> dict[str, Any] | None:
    """The game's family layout of ``obs`` (:mod:`paixi.web.tables`), or None
    for the generic table."""
    game = state.game
    if not has_view(game.id):
        return None
    ctx = TableContext(
        seat=seat,
        players=state.players,
        lang=lang,
        legal=legal,
        describe=lambda notation: describe(game, notation, lang),
        answered=answered,
    )
    return table_view(game.id, obs, ctx)


def _without_turn(obs: dict[str, Any]) -> dict[str, Any]:
    """``obs`` (copied where changed) without the seat on turn (``to_act``) and
    the count or list of answers in its claim window (``window.answered``)."""
    out = dict(obs)
    if "to_act" in out:
        out["to_act"] = None
    window = out.get("window")
    if isinstance(window, dict) and "answered" in window:
        out["window"] = {**window, "answered": None}
    return out


def _render(game: Game, obs: dict[str, Any], lang: str) -> str:
    try:
        text = game.render(obs, lang)
    except Exception:  # a spectator's partial observation may not render
        return ""
    return full_width(text) if lang == "zh" else text
