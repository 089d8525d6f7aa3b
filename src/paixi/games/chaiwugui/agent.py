"""拆乌龟 has no decisions (docs/specs/chaiwugui.md §3): the agent plays the only action."""

from __future__ import annotations

from typing import Any


class OnlyAction:
    needs_observation = False

    def act(self, observation: dict[str, Any] | None, legal_actions: list[Any]) -> Any:
        return legal_actions[0]
