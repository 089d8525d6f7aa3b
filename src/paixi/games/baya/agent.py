"""The 拔牙 agent: the game has no decisions, so it always rolls (docs/specs/baya.md §5)."""

from __future__ import annotations

from typing import Any


class HeuristicAgent:
    needs_observation = False

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def act(self, observation: dict[str, Any] | None, legal_actions: list[Any]) -> Any:
        return legal_actions[0]
