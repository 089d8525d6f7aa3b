"""Agents by name: ``random``, ``heuristic`` (the game's own), and any
registered later (e.g. ``ismcts``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from paixi.agents.base import Agent, RandomAgent
from paixi.agents.ismcts import ISMCTSAgent
from paixi.core.errors import OptionError
from paixi.core.game import Game

AgentFactory = Callable[[Game, int, int | None], Agent]

_FACTORIES: dict[str, AgentFactory] = {
    "random": lambda game, seat, seed: RandomAgent(seed),
    "heuristic": lambda game, seat, seed: game.heuristic_agent(seat, seed),
    "ismcts": lambda game, seat, seed: ISMCTSAgent(seed),
}


def register_agent(name: str, factory: AgentFactory) -> None:
    """Make ``name`` usable wherever agents are chosen by name."""
    _FACTORIES[name] = factory


def agent_names() -> list[str]:
    return sorted(_FACTORIES)


def make_agent(name: str, game: Game, seat: int, seed: int | None = None) -> Any:
    """A new agent of kind ``name`` for ``seat``; :class:`OptionError` if unknown."""
    key = name.strip().lower()
    if key not in _FACTORIES:
        raise OptionError(f"unknown agent {name!r}; known agents: {', '.join(agent_names())}")
    return _FACTORIES[key](game, seat, seed)
