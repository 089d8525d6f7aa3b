"""What each connection is shown: its own seat's view, or the public view.

Everything sent to a browser is built here, from ``state.observation(seat)``
only (never from the state's hidden fields or its chance events), so a seat
cannot learn another seat's hidden pieces:

* a seat's view: its observation, its legal actions (notation + description),
  the text picture ``game.render``, and the public log;
* a spectator's view: the part of the observation that is the same for every
  seat (:func:`public_observation`);
* the log: each action, with its text shown to a seat only if that seat can
  tell it apart from the other legal actions (:func:`visible_to`) — so a
  hidden answer in a claim window shows as "seat 2 answered" until resolved.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from paixi.core.game import Game, State
from paixi.core.options import option_fields, options_to_dict
from paixi.web.tables import TableContext, as_int, has_view, table_view

MAX_ALTERNATIVES = 3
"""How many other legal actions :func:`visible_to` compares against (those of
the same shape as the action first: ``kong 5m`` is compared with ``kong 7m``
before ``discard 3p``, since a hidden action hides among its own kind)."""
SHAPE_SCAN = 24
"""How many legal actions :func:`visible_to` scans for ones of the same shape."""
LOG_SHOWN = 120
"""Log entries sent with each view (the newest)."""


def catalogue_entry(game: Game) -> dict[str, Any]:
    """A game for the lobby and the new-table form: names, players, option schema."""
    defaults = options_to_dict(game.Options())
    opts = []
    for field in option_fields(game.Options):
        meta = field.metadata
        kind = _option_kind(field.type, defaults[field.name])
        opts.append(
            {
                "name": field.name,
                "kind": kind,
                "default": defaults[field.name],
                "choices": list(meta["choices"]) if meta.get("choices") else None,
                "min": meta.get("min"),
                "max": meta.get("max"),
                "help": meta.get("help", ""),
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
    differently (its own hand, its pending answer) is left out.
    """
    views = [state.observation(s) for s in range(state.players)]
    return _common(views) or {}


def _common(values: Sequence[Any]) -> Any:
    first = values[0]
    if isinstance(first, dict) and all(isinstance(v, dict) for v in values):
        out = {}
        for key in first:
            if key == "seat" or not all(key in v for v in values):
                continue
            sub = _common([v[key] for v in values])
            if sub is not _MISSING:
                out[key] = sub
        return out
    if all(v == first for v in values[1:]):
        return first
    return _MISSING


_MISSING = object()


def visible_to(state: State, action: Any) -> list[int]:
    """The seats (other than the actor) that can tell ``action`` from the
    other legal actions, judged from their observations after it.

    ``state`` is the state *before* the action (it is not changed). A seat for
    which some alternative gives the same observation cannot see the action.
    """
    actor = state.current_player()
    others = [s for s in range(state.players) if s != actor]
    if not others:
        return []
    alternatives = _alternatives(state, action)
    after = _observations_after(state, action, others)
    seen = set(others)
    for alt in alternatives:
        if not seen:
            break
        alt_obs = _observations_after(state, alt, sorted(seen))
        for s, obs in alt_obs.items():
            if obs == after[s]:
                seen.discard(s)
    return sorted(seen)


@lru_cache(maxsize=65536)
def _shape(notation: str) -> str:
    """The kind of an action: its first word with digits blanked (``3x5`` → ``#x#``)."""
    words = re.sub(r"\d+", "#", notation).split()
    return words[0] if words else ""


def _alternatives(state: State, action: Any) -> list[Any]:
    """Up to :data:`MAX_ALTERNATIVES` other legal actions, same shape first
    (looked for among at most :data:`SHAPE_SCAN` of them, for speed)."""
    others = [a for a in state.legal_actions() if a != action]
    if len(others) <= MAX_ALTERNATIVES:
        return others
    rng = random.Random(len(state.history))
    if len(others) > SHAPE_SCAN:
        others = rng.sample(others, SHAPE_SCAN)
    shape = _shape(str(action))
    alike = [a for a in others if _shape(str(a)) == shape]
    unlike = [a for a in others if _shape(str(a)) != shape]
    rng.shuffle(alike)
    rng.shuffle(unlike)
    return (alike + unlike)[:MAX_ALTERNATIVES]


def _observations_after(state: State, action: Any, seats: list[int]) -> dict[int, Any]:
    trial = state.clone()
    trial.apply(action)
    return {s: trial.observation(s) for s in seats}


def log_entry(state: State, action: Any) -> dict[str, Any]:
    """The stored log entry for ``action`` about to be applied to ``state``."""
    game = state.game
    return {
        "step": len(state.history),
        "seat": state.current_player(),
        "action": str(action),
        "en": game.describe_action(action, "en"),
        "zh": game.describe_action(action, "zh"),
        "public_to": visible_to(state, action),
    }


def log_for(game: Game, log: list[dict[str, Any]], viewer: int | None, players: int, lang: str):
    """The log as ``viewer`` (None: a spectator) may read it."""
    out = []
    for entry in log[-LOG_SHOWN:]:
        seat = entry["seat"]
        shown = entry["public_to"]
        # a spectator reads what every other seat can read
        ok = len(shown) == players - 1 if viewer is None else viewer in (seat, *shown)
        item: dict[str, Any] = {"seat": seat}
        if ok:
            item["action"] = entry["action"]
            item["text"] = entry.get(lang) or describe(game, entry["action"], lang)
        out.append(item)
    return out


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
    answered: str | None = None,
) -> dict[str, Any]:
    """Everything one connection is sent about the game (see the module docstring)."""
    game = state.game
    current = state.current_player()
    terminal = state.is_terminal()
    obs = public_observation(state) if seat is None else state.observation(seat)
    legal: list[dict[str, str]] = []
    if seat is not None and current == seat:
        legal = [{"a": str(a), "d": game.describe_action(a, lang)} for a in state.legal_actions()]
    view: dict[str, Any] = {
        "obs": obs,
        "legal": legal,
        "to_act": current if current >= 0 else None,
        "terminal": terminal,
        "text": _render(game, obs, lang),
        "log": log_for(game, log, seat, state.players, lang),
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


_LEGAL_CACHE: dict[tuple[str, Any, str], dict[str, str]] = {}
_LEGAL_CACHE_MAX = 100_000


def _legal_entry(game: Game, action: Any, lang: str) -> dict[str, str]:
    """``{"a": notation, "d": description}``, cached: actions are immutable
    values and the description depends only on the action and the language."""
    key = (game.id, action, lang)
    entry = _LEGAL_CACHE.get(key)
    if entry is None:
        if len(_LEGAL_CACHE) >= _LEGAL_CACHE_MAX:
            _LEGAL_CACHE.clear()
        entry = {"a": str(action), "d": game.describe_action(action, lang)}
        _LEGAL_CACHE[key] = entry
    return dict(entry)


def _render(game: Game, obs: dict[str, Any], lang: str) -> str:
    try:
        return game.render(obs, lang)
    except Exception:  # a spectator's partial observation may not render
        return ""
