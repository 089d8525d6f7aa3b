"""Information-set Monte Carlo tree search (single-observer ISMCTS), for any game.

Cowling, Powley & Whitehouse (2012). Each iteration determinises the game
with ``state.resample_hidden(seat, rng)`` — a state drawn consistently with
what ``seat`` has seen — and walks one tree keyed by action sequences,
choosing among the actions available in that determinisation by UCB1
(with availability counts). Leaves are finished by random playouts; the
value of a node is the acting seat's return, normalised per game by the
spread of returns seen.

The agent sees only what its seat may see: the true state is used solely
through ``resample_hidden``, which redraws everything hidden from the seat.
"""

from __future__ import annotations

import math
import random
from typing import Any

from paixi.core.game import State


class _Node:
    __slots__ = ("avail", "children", "reward", "seat", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = 0.0


class ISMCTSAgent:
    """ISMCTS with ``iterations`` determinisations per decision.

    ``act_on_state(state, seat)`` is called by the match runner with the real
    state; the agent immediately resamples what ``seat`` cannot see.
    """

    needs_observation = False

    def __init__(
        self, seed: int | None = None, iterations: int = 300, exploration: float = 0.7
    ) -> None:
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.exploration = exploration

    def act(self, observation: dict[str, Any] | None, legal_actions: list[Any]) -> Any:
        """Without a state there is nothing to search: a uniform choice."""
        return legal_actions[self.rng.randrange(len(legal_actions))]

    def act_on_state(self, state: State, seat: int) -> Any:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        root = _Node(seat)
        for _ in range(self.iterations):
            det = state.resample_hidden(seat, self.rng)
            det.reseed_chance(self.rng)
            self._iterate(root, det)
        best = max(root.children.items(), key=lambda kv: kv[1].visits)
        return best[0] if best[0] in legal else legal[0]

    def _iterate(self, root: _Node, det: State) -> None:
        path: list[_Node] = [root]
        node = root
        while not det.is_terminal():
            legal = det.legal_actions()
            for a in legal:
                child = node.children.get(a)
                if child is not None:
                    child.avail += 1
            untried = [a for a in legal if a not in node.children]
            if untried:
                action = untried[self.rng.randrange(len(untried))]
                child = _Node(det.current_player())
                child.avail = 1
                node.children[action] = child
                det.apply(action)
                path.append(child)
                break
            action = max(legal, key=lambda a: self._ucb(node.children[a]))
            node = node.children[action]
            det.apply(action)
            path.append(node)
        self._rollout(det)
        returns = det.returns()
        low, high = min(returns), max(returns)
        spread = (high - low) or 1.0
        for n in path[1:]:
            n.visits += 1
            n.reward += (returns[n.seat] - low) / spread

    def _ucb(self, node: _Node) -> float:
        if node.visits == 0:
            return math.inf
        return node.reward / node.visits + self.exploration * math.sqrt(
            math.log(max(node.avail, 1)) / node.visits
        )

    def _rollout(self, det: State) -> None:
        rng = self.rng
        while not det.is_terminal():
            legal = det.legal_actions()
            det.apply(legal[rng.randrange(len(legal))])
