"""What a game may tell the generic search about itself (docs/design.md, "Bots and analysis").

:class:`SearchHints` is returned by ``Game.search_hints()``. Every field is
optional; a game that gives none is searched with its heuristic agent as
guide and playout policy and its running points as the value of a playout
cut short.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

AgentFactory = Callable[[int, "int | None"], Any]
"""``factory(seat, seed) -> agent``."""


@dataclass(frozen=True)
class SearchHints:
    """How ISMCTS should search one game.

    * ``guide``: the agent whose move the search keeps unless it finds one
      clearly better (None: the game's heuristic agent);
    * ``playout``: the policy of every seat in the playouts — it should be
      cheap, since a playout runs it for many steps; a policy with
      ``playout_move(state, seat) -> action`` is given the determinised
      state itself instead of an observation (None: the heuristic);
    * ``evaluate``: the value of an unfinished position for each seat, a
      list of ``players`` floats in [0, 1] (a guess at each seat's share of
      the win), used when a playout stops before the points move — at the
      horizon or at the deadline (None: the running points);
    * ``horizon``: playout steps before the position is evaluated (None:
      the search's default);
    * ``determinise``: ``determinise(state, seat)`` returns a sampler
      ``rng -> state`` of the determinisations for ``seat``'s decision, read
      only through the seat's observation and ``resample_hidden`` — for a
      game whose public moves say something about hidden information, a
      belief-weighted draw (None: ``state.resample_hidden(seat, rng)``);
    * ``rivals``: ``rivals(state, moves)`` keeps the legal moves, other than
      the guide's, that the search may weigh against it — for a game whose
      playouts judge some kinds of move worse than the guide does (None:
      all of them). With none kept, the guide's move is played unsearched.
    """

    guide: AgentFactory | None = None
    playout: AgentFactory | None = None
    evaluate: Callable[[Any], list[float]] | None = None
    horizon: int | None = None
    determinise: Callable[[Any, int], Callable[[random.Random], Any]] | None = None
    rivals: Callable[[Any, list[Any]], list[Any]] | None = None
