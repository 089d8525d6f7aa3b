"""Helpers for the conformance suite (tests/test_conformance.py)."""

from __future__ import annotations

import json
import random
from typing import Any

from paixi.core.errors import OptionError
from paixi.core.game import Game, State
from paixi.core.options import random_option_values

MAX_STEPS = 200_000


def random_config(game: Game, rng: random.Random) -> tuple[int, Any]:
    """A random legal player count and options for ``game``."""
    for _ in range(200):
        players = rng.randint(game.min_players, game.max_players)
        values = random_option_values(game.Options, rng)
        values.update(getattr(game, "test_option_overrides", {}))
        try:
            return players, game.parse_options(values, players)
        except OptionError:
            continue
    players = game.default_players
    return players, game.parse_options({}, players)


def random_playout(state: State, rng: random.Random, on_step: Any = None) -> State:
    """Play uniformly random legal actions to the end (bounded)."""
    steps = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal, f"{state.game.id}: a non-terminal decision node has no legal action"
        action = rng.choice(legal)
        if on_step is not None:
            on_step(state, action)
        state.apply(action)
        steps += 1
        assert steps < MAX_STEPS, f"{state.game.id}: game did not end in {MAX_STEPS} steps"
    return state


def canonical(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, ensure_ascii=False)
