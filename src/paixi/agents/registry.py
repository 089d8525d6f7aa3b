"""Agents by name: ``random``, ``heuristic`` (the game's own), ``ismcts`` at
three strengths (``ismcts-fast``: 30 iterations or 0.05 s a move, whichever
comes first; ``ismcts``: 100 or 0.1 s; ``ismcts-strong``: 1,000 or 1 s — a
time cap makes a move depend on the machine's speed) or with a
budget of its own (``ismcts:500``, ``ismcts:0.5s``, ``ismcts:300/random``),
and any registered later."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from paixi.agents.base import Agent, RandomAgent
from paixi.agents.ismcts import ISMCTSAgent, ismcts_from_spec
from paixi.core.errors import OptionError
from paixi.core.game import Game

AgentFactory = Callable[[Game, int, int | None], Agent]

_FACTORIES: dict[str, AgentFactory] = {
    "random": lambda game, seat, seed: RandomAgent(seed),
    "heuristic": lambda game, seat, seed: game.heuristic_agent(seat, seed),
    "ismcts-fast": lambda game, seat, seed: ISMCTSAgent(seed, iterations=30, seconds=0.05),
    "ismcts": lambda game, seat, seed: ISMCTSAgent(seed, iterations=100, seconds=0.1),
    "ismcts-strong": lambda game, seat, seed: ISMCTSAgent(seed, iterations=1000, seconds=1.0),
}
ISMCTS_PREFIX = "ismcts:"
POLICY_PREFIX = "policy:"
"""``policy:PATH``: a trained policy file (``paixi.rl.policy``; needs the rl extra)."""


def register_agent(name: str, factory: AgentFactory) -> None:
    """Make ``name`` usable wherever agents are chosen by name."""
    _FACTORIES[name] = factory


def agent_names() -> list[str]:
    return sorted(_FACTORIES)


def make_agent(name: str, game: Game, seat: int, seed: int | None = None) -> Any:
    """A new agent of kind ``name`` for ``seat``; :class:`OptionError` if unknown."""
    if name.strip().lower().startswith(POLICY_PREFIX):
        return _policy_agent(name.strip()[len(POLICY_PREFIX) :], game, seat, seed)
    key = name.strip().lower()
    own = game.extra_agents()
    if key in own:
        return own[key](seed)
    if key.startswith(ISMCTS_PREFIX):
        return ismcts_from_spec(key[len(ISMCTS_PREFIX) :], seed)
    if key not in _FACTORIES:
        raise OptionError(
            f"unknown agent {name!r}; known agents: {', '.join(agent_names())}, "
            "ismcts:BUDGET, policy:PATH"
        )
    return _FACTORIES[key](game, seat, seed)


def _policy_agent(path: str, game: Game, seat: int, seed: int | None) -> Any:
    """``policy:PATH``, loaded by the rl layer only when asked for (it needs
    numpy, and the engine and agents stay dependency-free)."""
    import importlib

    try:
        module = importlib.import_module("paixi.rl.policy")
    except ImportError:
        raise OptionError("policy agents need the rl extra: pip install -e '.[rl]'") from None
    return module.policy_agent(path, game, seat, seed)
