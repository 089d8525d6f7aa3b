"""Playing agents against each other, and many games for statistics."""

from __future__ import annotations

import hashlib
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from paixi.agents.registry import make_agent
from paixi.core.errors import PaixiError
from paixi.core.game import Game, State
from paixi.core.registry import load_game


def derive_seed(seed: int, *parts: int | str) -> int:
    """A 63-bit seed derived from ``seed`` and ``parts``, the same on every machine."""
    text = ":".join(str(p) for p in (seed, *parts)).encode()
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "big") >> 1


def play_state(state: State, agents: Sequence[Any]) -> State:
    """Play ``state`` to the end with one agent per seat; returns the state.

    Raises :class:`PaixiError` if an agent returns an illegal action (the
    engine never substitutes another).
    """
    while not state.is_terminal():
        seat = state.current_player()
        agent = agents[seat]
        if hasattr(agent, "act_on_state"):  # searchers: they resample what the seat cannot see
            state.apply(agent.act_on_state(state, seat))
            continue
        legal = state.legal_actions()
        obs = state.observation(seat) if getattr(agent, "needs_observation", True) else None
        state.apply(agent.act(obs, legal))
    return state


def play_match(
    game: Game,
    agents: Sequence[Any],
    options: Mapping[str, Any] | Any | None = None,
    seed: int | None = None,
    seats: Sequence[str] | None = None,
) -> dict[str, Any]:
    """One game between ``agents`` (one per seat); returns its record."""
    state = game.new_game(players=len(agents), options=options, seed=seed)
    play_state(state, agents)
    return state.to_record(seats=seats)


def wilson_interval(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion (fractional successes allowed)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class ClusterSums:
    """Sums for the mean of a quantity measured in clusters of correlated
    observations (duplicate deals: one deal played from every seat), and its
    95% interval by the ratio estimator's cluster-robust standard error.

    Each cluster adds ``total`` (the quantity summed over its ``count``
    observations); the mean is ``sum(total) / sum(count)``, and its standard
    error treats the clusters, not the observations, as independent draws.
    """

    clusters: int = 0
    total: float = 0.0
    count: float = 0.0
    total_sq: float = 0.0
    count_sq: float = 0.0
    cross: float = 0.0

    def add(self, total: float, count: float) -> None:
        """One cluster's sum of the quantity over its ``count`` observations."""
        self.clusters += 1
        self.total += total
        self.count += count
        self.total_sq += total * total
        self.count_sq += count * count
        self.cross += total * count

    def merge(self, other: ClusterSums) -> None:
        """Add another set of clusters (a later part of the same tournament)."""
        self.clusters += other.clusters
        self.total += other.total
        self.count += other.count
        self.total_sq += other.total_sq
        self.count_sq += other.count_sq
        self.cross += other.cross

    def interval(self) -> tuple[float, float, float]:
        """``(mean, low, high)``: the 95% Student t interval over the clusters
        (the mean itself below 2 clusters)."""
        c = self.clusters
        if c == 0 or self.count == 0:
            return (0.0, 0.0, 0.0)
        r = self.total / self.count
        if c < 2:
            return (r, r, r)
        resid = self.total_sq - 2 * r * self.cross + r * r * self.count_sq  # sum (t - r m)^2
        mbar = self.count / c
        se = math.sqrt(max(0.0, resid) / (c * (c - 1))) / mbar
        half = t975(c - 1) * se
        return (r, r - half, r + half)


T975_SMALL = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776}
"""The 97.5% points of Student's t with 1-4 degrees of freedom (from tables)."""


def t975(df: int) -> float:
    """The 97.5% point of Student's t with ``df`` degrees of freedom (a 95%
    two-sided interval): a table up to 4, then the Cornish-Fisher expansion
    about the normal 1.96, within 0.004 of the exact value from 5 on."""
    if df < 1:
        raise ValueError(f"degrees of freedom must be at least 1, not {df}")
    if df in T975_SMALL:
        return T975_SMALL[df]
    z = 1.959964
    g1 = (z**3 + z) / 4
    g2 = (5 * z**5 + 16 * z**3 + 3 * z) / 96
    g3 = (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / 384
    return z + g1 / df + g2 / df**2 + g3 / df**3


def win_shares(returns: Sequence[float]) -> list[float] | None:
    """Each seat's share of the win of a finished game, or None for a draw.

    The seats with the highest return share the win (1/k each of k); a game
    in which every seat has the same return (a drawn hand, 荒庄) is a draw:
    nobody's win.
    """
    best = max(returns)
    if min(returns) == best:
        return None
    winners = [s for s, r in enumerate(returns) if r == best]
    return [1 / len(winners) if s in winners else 0.0 for s in range(len(returns))]


@dataclass
class SeatStats:
    """Per-seat (or per-agent) totals over many games.

    A shared win counts 1/k to each of k winners; a draw is nobody's win
    (see :func:`win_shares`); every other game is a loss.
    """

    agent: str
    games: int = 0
    wins: float = 0.0
    draws: int = 0
    points: float = 0.0
    points_sq: float = 0.0

    def add(self, points: float, share: float | None) -> None:
        """Count one game: this seat's points and win share (None: a draw)."""
        self.games += 1
        self.points += points
        self.points_sq += points * points
        if share is None:
            self.draws += 1
        else:
            self.wins += share

    def summary(self, n: int | None = None) -> dict[str, Any]:
        """Rates with 95% intervals (Wilson for rates, normal for mean points)."""
        n = self.games if n is None else n
        low, high = wilson_interval(self.wins, n)
        draw_low, draw_high = wilson_interval(self.draws, n)
        mean = self.points / n if n else 0.0
        var = max(0.0, self.points_sq / n - mean * mean) if n else 0.0
        half = 1.96 * math.sqrt(var / n) if n > 1 else 0.0
        return {
            "agent": self.agent,
            "games": n,
            "wins": self.wins,
            "draws": self.draws,
            "losses": n - self.wins - self.draws,
            "win_rate": self.wins / n if n else 0.0,
            "win_rate_ci95": [low, high],
            "draw_rate": self.draws / n if n else 0.0,
            "draw_rate_ci95": [draw_low, draw_high],
            "mean_points": mean,
            "mean_points_ci95": [mean - half, mean + half],
        }


@dataclass
class SimulationResult:
    """Per-seat (or, rotating, per-agent) totals of ``games`` games.

    ``asked`` is set only when Ctrl-C stopped the run: the games asked for,
    of which the first ``games`` finished and are counted here."""

    game: str
    games: int
    players: int
    seed: int
    seats: list[SeatStats] = field(default_factory=list)
    asked: int | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": self.game,
            "games": self.games,
            "players": self.players,
            "seed": self.seed,
            "seats": [s.summary(self.games) for s in self.seats],
        }
        if self.asked is not None:
            out.update(interrupted=True, asked=self.asked)
        return out


SIMULATE_CHUNK = 250
"""Most games in one chunk of work (a worker's or Ray task's share)."""


def simulate_chunk(
    game_id: str,
    agent_names: Sequence[str],
    seed: int,
    options: Any,
    rotate: bool,
    position: str | None,
    start: int,
    stop: int,
) -> tuple[int, list[tuple[float, ...]]]:
    """Games ``start .. stop-1`` of a simulation: ``(start, returns per game,
    by seat)``. Game ``g`` is seeded from ``(seed, g)`` alone."""
    game = load_game(game_id)
    players = len(agent_names)
    rows: list[tuple[float, ...]] = []
    for g in range(start, stop):
        shift = g % players if rotate else 0
        agents: list[Any] = [None] * players
        for i, name in enumerate(agent_names):
            seat = (i + shift) % players
            agents[seat] = make_agent(name, game, seat, derive_seed(seed, g, i))
        if position is not None:
            state = game.from_position(position, seed=derive_seed(seed, g, "deal"))
        else:
            state = game.new_game(players, options, seed=derive_seed(seed, g, "deal"))
        play_state(state, agents)
        rows.append(tuple(state.returns()))
    return start, rows


def simulate(
    game: Game,
    agent_names: Sequence[str],
    n: int,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
    rotate: bool = False,
    progress: Callable[[int], None] | None = None,
    position: str | None = None,
    workers: int | None = None,
    backend: str = "local",
    address: str | None = None,
) -> SimulationResult:
    """Play ``n`` games and total wins, draws and points per agent.

    A game every seat ends level on is a draw, nobody's win. The same
    ``seed`` gives the same numbers, byte for byte, whatever ``workers``
    (local processes, None or 1 = this process; with Ray, the CPUs of the
    local instance started, None = all) and ``backend`` (``"local"`` or
    ``"ray"``, joining the cluster at ``address`` if given; see
    :mod:`paixi.scale.backend`). With ``rotate`` the agents change seats
    each game (agent ``i`` sits in seat ``(i + g) mod N``), and the
    statistics are per agent rather than per seat. With ``position`` (the
    game's position notation) every game starts there, its options and
    player count are the position's, and only later chance differs.
    ``progress`` gets the games finished so far.

    Raises :class:`PaixiError` for bad input, and
    :class:`~paixi.scale.backend.Interrupted` on Ctrl-C with the result over
    the games finished as its ``partial``.
    """
    from paixi.scale.backend import Backend, Interrupted, chunk_ranges, parallelism, run_chunks

    if n < 1:
        raise PaixiError("the number of games must be at least 1")
    where = Backend(backend, workers, address)
    players = len(agent_names)
    game.check_players(players)
    if position is not None:
        start = game.from_position(position, seed=0, chance="manual")
        if start.players != players:
            raise PaixiError(
                f"the position is for {start.players} players, but {players} agents were given"
            )
        if options:
            raise PaixiError("a position carries its options: give no --option with it")
        opts = start.options
    else:
        opts = game.parse_options(options, players)
    stats = [SeatStats(name) for name in agent_names]

    def merge(chunk: tuple[int, list[tuple[float, ...]]]) -> None:
        first, rows = chunk
        for g, rets in enumerate(rows, first):
            shift = g % players if rotate else 0
            shares = win_shares(rets)
            for i in range(players):
                seat = (i + shift) % players
                stats[i].add(rets[seat], None if shares is None else shares[seat])

    ranges = chunk_ranges(n, parallelism(where), SIMULATE_CHUNK)
    names = tuple(agent_names)
    chunks = [(game.id, names, seed, opts, rotate, position, a, b) for a, b in ranges]
    try:
        run_chunks(
            simulate_chunk,
            chunks,
            [b - a for a, b in ranges],
            merge,
            where,
            progress,
            f"paixi simulate {game.id}",
        )
    except Interrupted as stop:
        stop.partial = SimulationResult(game.id, stop.done, players, seed, stats, asked=n)
        raise
    return SimulationResult(game.id, n, players, seed, stats)
