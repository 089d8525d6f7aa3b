"""Information-set Monte Carlo tree search (single-observer ISMCTS), for any game.

Cowling, Powley & Whitehouse (2012). Each iteration determinises the game
with ``state.resample_hidden(seat, rng)`` — a state drawn consistently with
what ``seat`` has seen — and walks one tree keyed by action sequences,
choosing among the actions available in that determinisation by UCB1
(with availability counts). Leaves are finished by playouts; the value of
a node is the acting seat's return, normalised per game by the spread of
returns (a level result is worth ``1 / players`` to everyone).

What the search uses of a game comes from ``Game.search_hints()``
(:class:`paixi.core.search.SearchHints`): the *guide* (by default the
game's heuristic agent), whose move the search keeps unless it finds one
clearly better; the *playout* policy (by default the heuristic; uniform
random where the game has none); a static *evaluation* of an unfinished
position; and the playout *horizon*.

A playout stops at the end of the game or as soon as the points change (a
hand of a many-hand game was settled: ``returns()`` is the running score),
or after ``horizon`` steps, where the position is valued by the game's
evaluation (or, without one, by the running points). Searching a 16-hand
MCR game or a 500-point UNO game therefore costs at most one hand per
playout, not the rest of the game.

The guide's move is expanded first at the root and is the answer unless
another move's mean value beats it by more than the noise (``1 / sqrt`` of
the lesser visit count): with a small budget the search therefore plays as
the guide, and only overrules it where the playouts clearly disagree.

The budget per decision is ``iterations`` determinisations, optionally cut
short by ``seconds`` of wall time. The clock is read before every step of
an iteration — in selection, expansion and playout alike — so a decision
ends within one step of the deadline: an iteration caught by the deadline
in its playout is valued by the evaluation, one caught in selection is
dropped. The guide's move is computed first, inside the same budget, and is
the answer when no iteration fits. (An iteration budget alone is
reproducible: the same seed gives the same move on every machine.)

The agent sees only what its seat may see: the true state is used solely
through ``resample_hidden``, which redraws everything hidden from the seat.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from typing import Any

from paixi.core.errors import OptionError
from paixi.core.game import State
from paixi.core.search import SearchHints

DEFAULT_ITERATIONS = 100
"""Iterations per decision of the plain ``ismcts`` agent."""
DEFAULT_HORIZON = 400
"""Playout steps before a playout is valued (when the game names no horizon)."""
Clock = Callable[[], float]
"""A monotonic clock in seconds (``time.perf_counter``; tests pass a fake one)."""


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
    ``rollout`` is ``"heuristic"`` (the game's playout policy, see the module
    docstring) or ``"random"``. ``horizon`` overrides the game's playout
    horizon; ``clock`` is the clock the ``seconds`` budget is read from.
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
        horizon: int | None = None,
        clock: Clock = time.perf_counter,
    ) -> None:
        if iterations < 1:
            raise OptionError(f"ISMCTS needs at least 1 iteration, not {iterations}")
        if seconds is not None and not seconds > 0:
            raise OptionError(f"ISMCTS needs a positive time budget, not {seconds}")
        if rollout not in ("heuristic", "random"):
            raise OptionError(f"ISMCTS rollout must be heuristic or random, not {rollout!r}")
        if horizon is not None and horizon < 0:
            raise OptionError(f"ISMCTS horizon must be 0 or more, not {horizon}")
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.rollout = rollout
        self.horizon = horizon
        self.clock = clock
        self._ready = False
        self._playout_agents: list[Any] = []
        self._guides: list[Any] = []
        self._evaluate: Callable[[State], list[float]] | None = None
        self._deadline: float | None = None
        self._preferred: Any = None
        self.last_iterations = 0
        """Iterations run for the latest decision (for tests and reports)."""

    def act(self, observation: dict[str, Any] | None, legal_actions: list[Any]) -> Any:
        """Without a state there is nothing to search: a uniform choice."""
        return legal_actions[self.rng.randrange(len(legal_actions))]

    def act_on_state(self, state: State, seat: int) -> Any:
        """The move for ``seat`` (whose turn it is) in the real ``state``, read
        only through its observation and ``resample_hidden``."""
        clock = self.clock
        self._deadline = None if self.seconds is None else clock() + self.seconds
        legal = state.legal_actions()
        self.last_iterations = 0
        if len(legal) == 1:
            return legal[0]
        if not self._ready:
            self._prepare(state)
        guide = self._guides[seat]
        preferred = None
        if guide is not None:
            obs = state.observation(seat) if getattr(guide, "needs_observation", True) else None
            preferred = guide.act(obs, legal)
        self._preferred = preferred
        root = _Node(seat)
        deadline = self._deadline
        done = 0
        while done < self.iterations:
            if deadline is not None and clock() >= deadline:
                break
            det = state.resample_hidden(seat, self.rng)
            det.reseed_chance(self.rng)
            self._iterate(root, det)
            done += 1
        self.last_iterations = done
        if not root.children:
            return preferred if preferred is not None else self.act(None, legal)
        best = max(root.children.items(), key=lambda kv: kv[1].visits)[0]
        if best not in legal:
            best = legal[0]
        return _prefer_guide(root, best, preferred)

    def _prepare(self, state: State) -> None:
        """The per-seat guides and playout agents and the evaluation, from the game's hints."""
        game = state.game
        hints = game.search_hints() or SearchHints()

        def agents(factory: Any) -> list[Any]:
            try:
                return [factory(s, self.rng.getrandbits(32)) for s in range(state.players)]
            except OptionError:  # the game has no heuristic
                return [None] * state.players

        self._guides = agents(hints.guide or game.heuristic_agent)
        if self.rollout == "random":
            self._playout_agents = [None] * state.players
        else:
            self._playout_agents = agents(hints.playout or game.heuristic_agent)
        self._evaluate = hints.evaluate
        if self.horizon is None:
            self.horizon = hints.horizon if hints.horizon is not None else DEFAULT_HORIZON
        self._ready = True

    def _late(self) -> bool:
        return self._deadline is not None and self.clock() >= self._deadline

    def _iterate(self, root: _Node, det: State) -> None:
        """One determinised descent, expansion and playout; ``root`` learns its value."""
        path: list[_Node] = [root]
        node = root
        start = det.returns()
        while not det.is_terminal():
            if self._late():
                return  # caught in selection: nothing was learnt
            legal = det.legal_actions()
            for a in legal:
                child = node.children.get(a)
                if child is not None:
                    child.avail += 1
            untried = [a for a in legal if a not in node.children]
            if untried:
                if node is root and self._preferred in untried:
                    action = self._preferred  # the guide's move is tried first
                else:
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
        rewards = self._playout(det, start)
        for n in path[1:]:
            n.visits += 1
            n.reward += rewards[n.seat]

    def _ucb(self, node: _Node) -> float:
        if node.visits == 0:
            return math.inf
        return node.reward / node.visits + self.exploration * math.sqrt(
            math.log(max(node.avail, 1)) / node.visits
        )

    def _playout(self, det: State, start: list[float]) -> list[float]:
        """Play on until the game ends, the points move, the horizon or the
        deadline; each seat's reward in [0, 1]."""
        rng = self.rng
        agents = self._playout_agents
        for _ in range(self.horizon or 0):
            if det.is_terminal():
                break
            returns = det.returns()
            if returns != start:
                return _rewards(returns)
            if self._late():
                break
            seat = det.current_player()
            legal = det.legal_actions()
            agent = agents[seat]
            if agent is None or len(legal) == 1:
                det.apply(legal[rng.randrange(len(legal))])
            elif hasattr(agent, "playout_move"):  # a policy that reads the determinisation
                det.apply(agent.playout_move(det, seat))
            else:
                obs = det.observation(seat) if getattr(agent, "needs_observation", True) else None
                det.apply(agent.act(obs, legal))
        returns = det.returns()
        if det.is_terminal() or returns != start or self._evaluate is None:
            return _rewards(returns)
        return self._evaluate(det)


def _rewards(returns: list[float]) -> list[float]:
    """Returns scaled to [0, 1] by their spread; a level result is ``1 / players`` each."""
    low, high = min(returns), max(returns)
    if high == low:
        return [1.0 / len(returns)] * len(returns)
    spread = high - low
    return [(r - low) / spread for r in returns]


def _prefer_guide(root: _Node, best: Any, preferred: Any) -> Any:
    """The guide's own move unless the search found one clearly better.

    With a few hundred noisy playouts the most visited action is often a
    coin toss between near-equals; the game's guide knows the game's sense
    (call UNO, keep the hand short). The search overrides it only when the
    best action's mean value beats the guide's move's by more than the
    noise, ``1 / sqrt(visits)`` of the lesser-visited one.
    """
    if preferred is None or preferred == best:
        return best
    mine, theirs = root.children.get(preferred), root.children.get(best)
    if mine is None or theirs is None or mine.visits == 0:
        return preferred  # too little search to overrule the guide
    margin = 1.0 / math.sqrt(min(mine.visits, theirs.visits))
    if theirs.reward / theirs.visits - mine.reward / mine.visits > margin:
        return best
    return preferred


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
