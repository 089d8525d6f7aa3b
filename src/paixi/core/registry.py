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

from paixi.core.errors import UnknownGameError
from paixi.core.game import Game


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


def list_games() -> list[Game]:
    """Every registered game, sorted by id."""
    return [g for _, g in sorted(_games().items())]


def load_game(game_id: str) -> Game:
    """The game with this id; :class:`UnknownGameError` (a ``KeyError``) if none."""
    games = _games()
    key = game_id.strip().lower() if isinstance(game_id, str) else game_id
    if key in games:
        return games[key]
    for game in games.values():  # Chinese names work too
        if game_id == game.name_zh:
            return game
    known = ", ".join(sorted(games))
    raise UnknownGameError(f"unknown game {game_id!r}; known games: {known}")
