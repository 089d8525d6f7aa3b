"""The registry of games.

A game joins by being a package under ``paixi.games`` that exposes its
:class:`~paixi.core.game.Game` instance as ``GAME``; nothing else needs to be
edited. (The registry looks the packages up by name, so ``core`` does not
import any game at import time.)
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from typing import Any

from paixi.core.errors import UnknownGameError
from paixi.core.game import Game
from paixi.version import __version__


@cache
def _games() -> dict[str, Game]:
    import paixi.games as games_pkg

    found: dict[str, Game] = {}
    for info in sorted(pkgutil.iter_modules(games_pkg.__path__), key=lambda m: m.name):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"paixi.games.{info.name}")
        game = getattr(module, "GAME", None)
        if isinstance(game, Game):
            found[game.id] = game
    return found


INDEX_FIELDS = ("id", "zh", "en", "min_players", "max_players", "kind")


def game_index() -> list[dict[str, Any]]:
    """``{id, zh, en, min_players, max_players, kind}`` of every game, sorted by id.

    Read from a small cache file (in the user cache directory) while the game
    packages' files are unchanged, so listing the games imports none of them;
    rebuilt from :func:`list_games` otherwise. A cache that cannot be read or
    written is simply not used.
    """
    import json
    import os

    signature = _games_signature()
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    path = os.path.join(base, "paixi", f"games-{__version__}.json")
    try:
        with open(path, encoding="utf-8") as f:
            cached = json.load(f)
        if cached.get("signature") == signature:
            return list(cached["games"])
    except (OSError, ValueError, AttributeError, KeyError):
        pass
    games = [
        dict(
            zip(
                INDEX_FIELDS,
                (g.id, g.name_zh, g.name_en, g.min_players, g.max_players, g.kind),
                strict=True,
            )
        )
        for g in list_games()
    ]
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        tmp = f"{path}.{os.getpid()}.tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump({"signature": signature, "games": games}, f, ensure_ascii=False)
        os.replace(tmp, path)
    except OSError:
        pass
    return games


def _games_signature() -> str:
    """A fingerprint of the game packages' source files (names, sizes, times)."""
    import hashlib
    import os

    import paixi.games as games_pkg

    parts = []
    for root in games_pkg.__path__:
        for entry in sorted(os.scandir(root), key=lambda e: e.name):
            if not entry.is_dir() or entry.name.startswith(("_", ".")):
                continue
            for sub in sorted(os.scandir(entry.path), key=lambda e: e.name):
                if sub.name.endswith(".py"):
                    st = sub.stat()
                    parts.append(f"{entry.name}/{sub.name}:{st.st_size}:{st.st_mtime_ns}")
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()


def list_games() -> list[Game]:
    """Every registered game, sorted by id."""
    return [g for _, g in sorted(_games().items())]


def load_game(game_id: str) -> Game:
    """The game with this id; :class:`UnknownGameError` (a ``KeyError``) if none.

    >>> game = load_game("mcr")
    >>> game.name_en, game.min_players, game.max_players
    ('Chinese Official Mahjong', 4, 4)
    >>> load_game("大贰").id  # Chinese names work too
    'daer'
    """
    games = _games()
    key = game_id.strip().lower() if isinstance(game_id, str) else game_id
    if key in games:
        return games[key]
    for game in games.values():  # Chinese names work too
        if game_id == game.name_zh:
            return game
    known = ", ".join(sorted(games))
    raise UnknownGameError(f"unknown game {game_id!r}; known games: {known}")
