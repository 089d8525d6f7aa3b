"""Agents (bots), match running and simulation."""

from paixi.agents.base import Agent, RandomAgent
from paixi.agents.match import derive_seed, play_match, play_state, simulate, wilson_interval
from paixi.agents.registry import agent_names, make_agent, register_agent

__all__ = [
    "Agent",
    "RandomAgent",
    "agent_names",
    "derive_seed",
    "make_agent",
    "play_match",
    "play_state",
    "register_agent",
    "simulate",
    "wilson_interval",
]
