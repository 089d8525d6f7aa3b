"""Information-set Monte Carlo tree search (single-observer ISMCTS), for any game.

Cowling, Powley & Whitehouse (2012). Each iteration determinises the game
with ``state.resample_hidden(seat, rng)`` — a state drawn consistently with
what ``seat`` has seen — and walks one tree keyed by action sequences,
choosing among the actions available in that determinisation by UCB1
(with availability counts). Leaves are finished by playouts (the game's
heuristic agent where it has one, else uniform random); the value of a node
is the acting seat's return, normalised per game by the spread of returns.

A playout stops at the end of the game or as soon as the points change (a
hand of a many-hand game was settled: ``returns()`` is the running score),
or after ``horizon`` steps; the points then are its value. Searching a
16-hand MCR game or a 500-point UNO game therefore costs one hand per
playout, not the rest of the game.

The budget per decision is ``iterations`` determinisations, optionally cut
short by ``seconds`` of wall time (an iteration budget alone is
reproducible: the same seed gives the same move on every machine).

The agent sees only what its seat may see: the true state is used solely
through ``resample_hidden``, which redraws everything hidden from the seat.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from paixi.core.errors import OptionError
from paixi.core.game import State

DEFAULT_ITERATIONS = 100
"""Iterations per decision of the plain ``ismcts`` agent."""
DEFAULT_HORIZON = 400
"""Playout steps before a playout is valued at the running points."""


class _Node:
    __slots__ = ("avail", "children", "reward", "seat", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = 0.0


class ISMCTSAgent:
    """ISMCTS with a budget of ``iterations`` (and optionally ``seconds``) per decision.

    ``act_on_state(state, seat)`` is called by the match runner with the real
    state; the agent immediately resamples what ``seat`` cannot see.
    ``rollout`` is ``"heuristic"`` (the game's heuristic agent plays every
    seat in the playouts; random where the game has none) or ``"random"``.
    Raises :class:`OptionError` for a budget that is not positive.
    """

    needs_observation = False

    def __init__(
        self,
        seed: int | None = None,
        iterations: int = DEFAULT_ITERATIONS,
        exploration: float = 0.7,
        seconds: float | None = None,
        rollout: str = "heuristic",
        horizon: int = DEFAULT_HORIZON,
    ) -> None:
        if iterations < 1:
            raise OptionError(f"ISMCTS needs at least 1 iteration, not {iterations}")
        if seconds is not None and not seconds > 0:
            raise OptionError(f"ISMCTS needs a positive time budget, not {seconds}")
        if rollout not in ("heuristic", "random"):
            raise OptionError(f"ISMCTS rollout must be heuristic or random, not {rollout!r}")
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.rollout = rollout
        self.horizon = horizon
        self._playout_agents: list[Any] | None = None
        self.last_iterations = 0
        """Iterations run for the latest decision (for tests and reports)."""

    def act(self, observation: dict[str, Any] | None, legal_actions: list[Any]) -> Any:
        """Without a state there is nothing to search: a uniform choice."""
        return legal_actions[self.rng.randrange(len(legal_actions))]

    def act_on_state(self, state: State, seat: int) -> Any:
        legal = state.legal_actions()
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        if self._playout_agents is None:
            self._playout_agents = self._make_playout_agents(state)
        root = _Node(seat)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while done < self.iterations:
            det = state.resample_hidden(seat, self.rng)
            det.reseed_chance(self.rng)
            self._iterate(root, det)
            done += 1
            if deadline is not None and time.perf_counter() >= deadline:
                break
        self.last_iterations = done
        best = max(root.children.items(), key=lambda kv: kv[1].visits)[0]
        if best not in legal:
            best = legal[0]
        return self._prefer_heuristic(state, seat, legal, root, best)

    def _prefer_heuristic(
        self, state: State, seat: int, legal: list[Any], root: _Node, best: Any
    ) -> Any:
        """The heuristic's own move unless the search found one clearly better.

        With a few hundred noisy playouts the most visited action is often a
        coin toss between near-equals; the game's heuristic knows the
        game's sense (call UNO, keep the hand short). The search overrides it
        only when the best action's mean value beats the heuristic move's by
        more than the noise, ``1 / sqrt(visits)`` of the lesser-visited one.
        """
        agent = (self._playout_agents or [None] * state.players)[seat]
        if agent is None:
            return best
        obs = state.observation(seat) if getattr(agent, "needs_observation", True) else None
        preferred = agent.act(obs, legal)
        mine, theirs = root.children.get(preferred), root.children.get(best)
        if preferred == best or mine is None or theirs is None or mine.visits == 0:
            return best
        margin = 1.0 / math.sqrt(min(mine.visits, theirs.visits))
        if theirs.reward / theirs.visits - mine.reward / mine.visits > margin:
            return best
        return preferred

    def _make_playout_agents(self, state: State) -> list[Any]:
        """One playout agent per seat: the game's heuristic, or None (random)."""
        if self.rollout == "random":
            return [None] * state.players
        try:
            return [
                state.game.heuristic_agent(s, self.rng.getrandbits(32))
                for s in range(state.players)
            ]
        except OptionError:  # the game has no heuristic
            return [None] * state.players

    def _iterate(self, root: _Node, det: State) -> None:
        path: list[_Node] = [root]
        node = root
        start = det.returns()
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
        returns = self._playout(det, start)
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

    def _playout(self, det: State, start: list[float]) -> list[float]:
        """Play on until the game ends, the points move, or the horizon; the points then."""
        rng = self.rng
        agents = self._playout_agents or [None] * det.players
        for _ in range(self.horizon):
            if det.is_terminal():
                break
            returns = det.returns()
            if returns != start:
                return returns
            seat = det.current_player()
            legal = det.legal_actions()
            agent = agents[seat]
            if agent is None or len(legal) == 1:
                det.apply(legal[rng.randrange(len(legal))])
            else:
                obs = det.observation(seat) if getattr(agent, "needs_observation", True) else None
                det.apply(agent.act(obs, legal))
        return det.returns()


def ismcts_from_spec(spec: str, seed: int | None) -> ISMCTSAgent:
    """An ISMCTS agent from a budget written after ``ismcts:`` — ``500`` (iterations),
    ``0.5s`` (seconds, at most 100,000 iterations), or ``500/random`` (random
    playouts). :class:`OptionError` for anything else."""
    parts = [p.strip() for p in spec.split("/") if p.strip()]
    kwargs: dict[str, Any] = {}
    for part in parts:
        if part in ("random", "heuristic"):
            kwargs["rollout"] = part
        elif part.endswith("s"):
            try:
                kwargs["seconds"] = float(part[:-1])
            except ValueError:
                raise OptionError(f"unreadable ISMCTS time budget {part!r}") from None
            kwargs.setdefault("iterations", 100_000)
        else:
            try:
                kwargs["iterations"] = int(part)
            except ValueError:
                raise OptionError(
                    f"unreadable ISMCTS budget {part!r}: give iterations (500) or seconds (0.5s)"
                ) from None
    return ISMCTSAgent(seed, **kwargs)
