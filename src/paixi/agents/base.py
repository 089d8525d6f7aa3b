"""The agent interface and the random agent (docs/design.md "Bots and analysis")."""

from __future__ import annotations

import random
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class Agent(Protocol):
    """Anything with ``act(observation, legal_actions) -> action``.

    ``observation`` is the seat's ``State.observation(seat)`` dict and
    ``legal_actions`` the state's legal actions; the agent returns one of them.
    An agent that sets ``needs_observation = False`` is given ``None`` instead
    of the observation (the match runner then skips building it).
    """

    def act(self, observation: dict[str, Any] | None, legal_actions: list[Any]) -> Any: ...


class RandomAgent:
    """Picks uniformly among the legal actions, from its own seeded RNG."""

    needs_observation = False

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, observation: dict[str, Any] | None, legal_actions: list[Any]) -> Any:
        return legal_actions[self.rng.randrange(len(legal_actions))]
