"""Information-set Monte Carlo search at the root, with common random numbers, for any game.

Each *round* draws one determinisation — ``state.resample_hidden(seat, rng)``,
a state consistent with what ``seat`` has seen, with its future chance
reseeded — and plays every candidate move in that same determinisation,
each followed by a playout under the same seeds (the wall, the dice and the
playout policy's tie-breaks are the same for every candidate). The value of
a move is the seat's share of the playout's result (returns normalised by
their spread: a level result is worth ``1 / players`` to everyone). Since
the candidates meet the same deal, the *difference* between two moves'
values in one round is free of the luck of the deal, and a few rounds
separate moves that a plain tree's independent playouts would take
hundreds to tell apart. (The tree of classic ISMCTS is one level deep here:
below the root the playout policy plays every seat; a UCB tree under each
move made the estimates noisier at the budgets the bots get.)

What the search uses of a game comes from ``Game.search_hints()``
(:class:`paixi.core.search.SearchHints`): the *guide* (by default the
game's heuristic agent), whose move the search keeps unless it finds one
clearly better; the *playout* policy (by default the heuristic; uniform
random where the game has none); a static *evaluation* of an unfinished
position; the playout *horizon*; and the *rivals*, the moves that may
overrule the guide's (all, except in MCR: claims, kongs and passes, not
discards, which its playouts misjudge).

A playout stops at the end of the game or as soon as the points change (a
hand of a many-hand game was settled: ``returns()`` is the running score),
or after ``horizon`` steps, where the position is valued by the game's
evaluation (or, without one, by the running points). Searching a 16-hand
MCR game or a 500-point UNO game therefore costs at most one hand per
playout, not the rest of the game.

**When the guide's move stands** (the fallback). The answer is the guide's
move unless another candidate beat it in at least ``MIN_ROUNDS`` rounds'
paired comparisons by a margin: the mean of the per-round differences
minus ``Z`` standard errors is above zero. So the search plays as the guide
when the budget is too small for ``MIN_ROUNDS`` rounds of every candidate
(``iterations`` below ``MIN_ROUNDS`` times the number of candidates, or a
deadline reached first), when the moves play out alike, and when the
results are too noisy to be sure. After each round from ``MIN_ROUNDS`` on,
candidates clearly worse than the guide's move (mean difference plus ``Z``
standard errors below zero) are dropped, and so are candidates that played
out exactly like it every round; later rounds are cheaper. Without a guide
(random playouts, a game without a heuristic) the best mean wins.

**Racing** (successive halving). The rounds are not shared equally: the
budget left is split into ``ceil(log2(live))`` phases, each of at least
``MIN_ROUNDS`` rounds; at the end of a phase the guide's move stays and
only the better half of the others (by mean paired difference from it)
go on, until the guide meets a single rival, which gets the rest of the
budget. So the moves most likely to beat the guide are compared on many
more deals than an equal share would give them, and only the moves still
in the race at the end may overrule it. (Under a time budget the phases
are sized by the playouts the first round's pace affords.)

The budget per decision is ``iterations`` playouts, optionally cut short by
``seconds`` of wall time. The clock is read before every step of a
playout, so a decision ends within one step of the deadline; a round caught
by the deadline is dropped whole (its candidates would not be compared on
the same deal). The guide's move is computed first, inside the same budget,
and is the answer when no round fits. (An iteration budget alone is
reproducible: the same seed gives the same move on every machine.)

The agent sees only what its seat may see: the true state is used solely
through ``resample_hidden``, which redraws everything hidden from the seat,
or through the game's ``determinise`` hint, which draws the hidden part from
a belief built from the seat's observation (吹牛: the other cups weighted by
how likely their bids are; :mod:`paixi.games.chuiniu.belief`).
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
"""Playouts per decision of the plain ``ismcts`` agent."""
DEFAULT_HORIZON = 400
"""Playout steps before a playout is valued (when the game names no horizon)."""
MIN_ROUNDS = 4
"""Rounds (determinisations) a candidate must have met before it may overrule
the guide or be dropped: fewer paired differences say too little about their spread."""
Z = 2.0
"""Standard errors by which a candidate must beat the guide's move: about 97.5%
one-sided for one comparison; a little strict against the handful a decision
makes, so that noise seldom overrules the guide."""
MAX_CANDIDATES = 12
"""Moves compared per decision: the guide's and, where more are legal, a random
sample of the rest (a round costs one playout per candidate)."""
Clock = Callable[[], float]
"""A monotonic clock in seconds (``time.perf_counter``; tests pass a fake one)."""


class ISMCTSAgent:
    """Root ISMCTS with a budget of ``iterations`` playouts (and optionally
    ``seconds``) per decision; see the module docstring.

    ``act_on_state(state, seat)`` is called by the match runner with the real
    state; the agent immediately resamples what ``seat`` cannot see.
    ``rollout`` is ``"heuristic"`` (the game's playout policy and guide) or
    ``"random"`` (uniform playouts, no guide). ``horizon`` overrides the game's
    playout horizon; ``clock`` is the clock the ``seconds`` budget is read from.
    Raises :class:`OptionError` for a budget that is not positive.
    """

    needs_observation = False

    def __init__(
        self,
        seed: int | None = None,
        iterations: int = DEFAULT_ITERATIONS,
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
        self.rollout = rollout
        self.horizon = horizon
        self.clock = clock
        self._ready = False
        self._playout_agents: list[Any] = []
        self._guides: list[Any] = []
        self._evaluate: Callable[[State], list[float]] | None = None
        self._determinise: Callable[[State, int], Callable[[random.Random], State]] | None = None
        self._rivals: Callable[[State, list[Any]], list[Any]] | None = None
        self._draw: Callable[[random.Random], State] | None = None
        self._deadline: float | None = None
        self.last_iterations = 0
        """Playouts counted for the latest decision (for tests and reports)."""
        self.last_rounds = 0
        """Complete rounds (determinisations) of the latest decision."""
        self.last_overruled = False
        """Whether the latest decision overruled the guide's move."""

    def act(self, observation: dict[str, Any] | None, legal_actions: list[Any]) -> Any:
        """Without a state there is nothing to search: a uniform choice."""
        return legal_actions[self.rng.randrange(len(legal_actions))]

    def act_on_state(self, state: State, seat: int) -> Any:
        """The move for ``seat`` (whose turn it is) in the real ``state``, read
        only through its observation and ``resample_hidden``."""
        clock = self.clock
        self._deadline = None if self.seconds is None else clock() + self.seconds
        legal = state.legal_actions()
        self.last_iterations = self.last_rounds = 0
        self.last_overruled = False
        if len(legal) == 1:
            return legal[0]
        if not self._ready:
            self._prepare(state)
        guide = self._guides[seat]
        preferred = None
        if guide is not None:
            obs = state.observation(seat) if getattr(guide, "needs_observation", True) else None
            preferred = guide.act(obs, legal)
        live = self._candidates(state, legal, preferred)
        self._draw = None if self._determinise is None else self._determinise(state, seat)
        values: dict[Any, list[float]] = {a: [] for a in live}
        affordable = self.iterations
        phase_end = 0  # the round that closes the current halving phase
        started = clock()
        while self.last_iterations + len(live) <= self.iterations and len(live) > 1:
            if self._late():
                break
            round_values = self._round(state, seat, live)
            if round_values is None:
                break  # caught by the deadline
            for a, v in zip(live, round_values, strict=True):
                values[a].append(v)
            self.last_iterations += len(live)
            self.last_rounds += 1
            if self.last_rounds == 1 and self.seconds is not None:
                # The clock, not the count, may end this decision: size the
                # phases by the playouts the first round's pace affords.
                pace = (clock() - started) / len(live)
                if pace > 0:
                    affordable = min(affordable, int(self.seconds / pace))
            live = _survivors(live, values, preferred)
            if self.last_rounds >= phase_end:
                if phase_end:
                    live = _halved(live, values, preferred)
                phase_end = self.last_rounds + _phase_rounds(
                    affordable - self.last_iterations, len(live)
                )
        if self.last_rounds == 0:
            return preferred if preferred is not None else self.act(None, legal)
        if preferred is None:
            return max(values, key=lambda a: _mean(values[a]) if values[a] else -math.inf)
        # Only the moves still in the race may overrule: those halved out
        # lost to them, and each extra comparison is one more chance for noise.
        choice = _overruling({a: values[a] for a in live}, preferred)
        self.last_overruled = choice != preferred
        return choice

    def _candidates(self, state: State, legal: list[Any], preferred: Any) -> list[Any]:
        """The guide's move first, then the others the game lets rival it
        (its ``rivals`` hint), a random sample of them when more than
        ``MAX_CANDIDATES`` are legal."""
        rest = [a for a in legal if a != preferred]
        if preferred is not None and self._rivals is not None:
            rest = self._rivals(state, rest)
        room = MAX_CANDIDATES - (preferred is not None)
        if len(rest) > room:
            rest = self.rng.sample(rest, room)
        return ([preferred] if preferred is not None else []) + rest

    def _prepare(self, state: State) -> None:
        """The per-seat guides and playout agents and the evaluation, from the game's hints."""
        game = state.game
        hints = game.search_hints() or SearchHints()

        def agents(factory: Any) -> list[Any]:
            try:
                return [factory(s, self.rng.getrandbits(32)) for s in range(state.players)]
            except OptionError:  # the game has no heuristic
                return [None] * state.players

        if self.rollout == "random":
            self._guides = [None] * state.players
            self._playout_agents = [None] * state.players
        else:
            self._guides = agents(hints.guide or game.heuristic_agent)
            self._playout_agents = agents(hints.playout or game.heuristic_agent)
        self._evaluate = hints.evaluate
        self._determinise = hints.determinise
        self._rivals = hints.rivals
        if self.horizon is None:
            self.horizon = hints.horizon if hints.horizon is not None else DEFAULT_HORIZON
        self._ready = True

    def _late(self) -> bool:
        return self._deadline is not None and self.clock() >= self._deadline

    def _round(self, state: State, seat: int, live: list[Any]) -> list[float] | None:
        """Every live candidate's value in one determinisation (the game's
        ``determinise`` draw for this decision, else ``resample_hidden``),
        under common seeds; None when the deadline cut the round short."""
        draw = self._draw
        det = state.resample_hidden(seat, self.rng) if draw is None else draw(self.rng)
        det.reseed_chance(self.rng)
        seed = self.rng.getrandbits(32)
        start = det.returns()
        out = []
        for action in live:
            line = det.clone()
            line.apply(action)
            rewards = self._playout(line, start, seed)
            if rewards is None:
                return None
            out.append(rewards[seat])
        return out

    def _playout(self, det: State, start: list[float], seed: int) -> list[float] | None:
        """Play on until the game ends, the points move, the horizon or the
        deadline (None); each seat's reward in [0, 1]. Every random choice of
        the playout comes from ``seed``, so that candidates share them."""
        rng = random.Random(seed)
        agents = self._playout_agents
        for s, agent in enumerate(agents):
            own = getattr(agent, "rng", None)
            if isinstance(own, random.Random):
                own.seed(seed + s)  # the policy's tie-breaks too are common
        for _ in range(self.horizon or 0):
            if det.is_terminal():
                break
            returns = det.returns()
            if returns != start:
                return _rewards(returns)
            if self._late():
                return None
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


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs)


def _gap(mine: list[float], ref: list[float]) -> tuple[float, float]:
    """Mean and standard error of the paired differences ``mine - ref``
    (over the rounds both met: a candidate joins every round until dropped)."""
    diffs = [a - b for a, b in zip(mine, ref, strict=False)]
    n = len(diffs)
    mean = sum(diffs) / n
    if n < 2:
        return mean, math.inf
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def _survivors(live: list[Any], values: dict[Any, list[float]], preferred: Any) -> list[Any]:
    """The candidates still worth playing: the guide's move, and the others
    not yet shown clearly worse than it nor identical to it in every round."""
    if preferred is None or len(values[preferred]) < MIN_ROUNDS:
        return live
    keep = []
    for a in live:
        if a == preferred:
            keep.append(a)
            continue
        mean, err = _gap(values[a], values[preferred])
        same = all(x == y for x, y in zip(values[a], values[preferred], strict=False))
        if not same and mean + Z * err >= 0:
            keep.append(a)
    return keep


def _phase_rounds(remaining: int, live: int) -> int:
    """Rounds of the next halving phase: an equal share of the ``remaining``
    playouts for each of the phases left (``ceil(log2(live))``), at least ``MIN_ROUNDS``."""
    phases = max(1, math.ceil(math.log2(live))) if live > 1 else 1
    return max(MIN_ROUNDS, remaining // (phases * live))


def _halved(live: list[Any], values: dict[Any, list[float]], preferred: Any) -> list[Any]:
    """Successive halving: the guide's move and the better half of the others
    by their mean paired difference from it (by their mean without a guide);
    the rounds left go to the moves still in the race."""
    if len(live) <= 2:
        return live
    if preferred is None:
        ranked = sorted(live, key=lambda a: -_mean(values[a]))
        return ranked[: math.ceil(len(live) / 2)]
    others = [a for a in live if a != preferred]
    others.sort(key=lambda a: -_gap(values[a], values[preferred])[0])
    kept = set(others[: math.ceil(len(others) / 2)])
    return [a for a in live if a == preferred or a in kept]


def _overruling(values: dict[Any, list[float]], preferred: Any) -> Any:
    """The guide's move, unless a candidate beat it clearly (module docstring):
    of those that did, the one with the best mean difference."""
    best, best_gap = preferred, 0.0
    ref = values[preferred]
    for a, mine in values.items():
        if a == preferred or len(mine) < MIN_ROUNDS:
            continue
        mean, err = _gap(mine, ref)
        if mean - Z * err > 0 and mean > best_gap:
            best, best_gap = a, mean
    return best


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
