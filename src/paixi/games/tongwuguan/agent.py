"""The reference policy of docs/specs/tongwuguan.md §5 as an agent.

At each pass take the first legal end-triple in the order L3, R3, L2R1, L1R2
until none is legal, then move on; deal when no pass below has a take. The
game lists takes by pass and in that order before the deal actions, so the
policy is simply the first legal action (in ``choose`` mode: the first
placement, since the reference policy itself uses ``shift``).
"""

from __future__ import annotations

from typing import Any


class ReferencePolicy:
    needs_observation = False

    def act(self, observation: dict[str, Any] | None, legal_actions: list[Any]) -> Any:
        return legal_actions[0]
