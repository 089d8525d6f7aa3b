"""A sensible 测运气 agent: take the group of highest value (ties: the first).

Greedy is not optimal (docs/specs/ceyunqi.md CY-3, CY-4); the exact best score is
``paixi.solve.ceyunqi``'s business.
"""

from __future__ import annotations

from typing import Any


class GreedyAgent:
    needs_observation = True

    def act(self, observation: dict[str, Any] | None, legal_actions: list[Any]) -> Any:
        from paixi.equipment.dominoes import INDEX, PAIR_CLASS, score_table

        if observation is None or observation["ring"] is None or len(legal_actions) == 1:
            return legal_actions[0]
        opts = observation["options"]
        table = score_table(opts["kuai_threshold"], opts["wudian_value"])
        tiles = observation["tiles"]

        def value(action: Any) -> int:
            t = [INDEX[tiles[i]] for i in action.indices]
            if len(t) == 2:
                return 3 if PAIR_CLASS[t[0]] == PAIR_CLASS[t[1]] else 0
            return table[t[0] * 441 + t[1] * 21 + t[2]]

        return max(legal_actions, key=value)
