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
class SeatStats:
    """Per-seat totals over many games. A shared win counts 1/k to each of k winners."""

    agent: str
    wins: float = 0.0
    points: float = 0.0
    points_sq: float = 0.0

    def summary(self, n: int) -> dict[str, Any]:
        low, high = wilson_interval(self.wins, n)
        mean = self.points / n if n else 0.0
        var = max(0.0, self.points_sq / n - mean * mean) if n else 0.0
        half = 1.96 * math.sqrt(var / n) if n > 1 else 0.0
        return {
            "agent": self.agent,
            "win_rate": self.wins / n if n else 0.0,
            "win_rate_ci95": [low, high],
            "mean_points": mean,
            "mean_points_ci95": [mean - half, mean + half],
        }


@dataclass
class SimulationResult:
    game: str
    games: int
    players: int
    seed: int
    seats: list[SeatStats] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "games": self.games,
            "players": self.players,
            "seed": self.seed,
            "seats": [s.summary(self.games) for s in self.seats],
        }


def simulate(
    game: Game,
    agent_names: Sequence[str],
    n: int,
    seed: int = 0,
    options: Mapping[str, Any] | None = None,
    rotate: bool = False,
    progress: Callable[[int], None] | None = None,
    position: str | None = None,
) -> SimulationResult:
    """Play ``n`` games and total wins and points per agent.

    The same ``seed`` gives the same numbers. With ``rotate`` the agents
    change seats each game (agent ``i`` sits in seat ``(i + g) mod N``), and
    the statistics are per agent rather than per seat. With ``position``
    (the game's position notation) every game starts there, its options and
    player count are the position's, and only later chance differs.
    """
    if n < 1:
        raise PaixiError("the number of games must be at least 1")
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
    for g in range(n):
        shift = g % players if rotate else 0
        seat_of = [(i + shift) % players for i in range(players)]
        agents: list[Any] = [None] * players
        for i, name in enumerate(agent_names):
            agents[seat_of[i]] = make_agent(name, game, seat_of[i], derive_seed(seed, g, i))
        if position is not None:
            state = game.from_position(position, seed=derive_seed(seed, g, "deal"))
        else:
            state = game.new_game(players, opts, seed=derive_seed(seed, g, "deal"))
        play_state(state, agents)
        rets = state.returns()
        best = max(rets)
        winners = [s for s, r in enumerate(rets) if r == best]
        for i in range(players):
            r = rets[seat_of[i]]
            stats[i].points += r
            stats[i].points_sq += r * r
            if seat_of[i] in winners:
                stats[i].wins += 1 / len(winners)
        if progress is not None:
            progress(g + 1)
    return SimulationResult(game.id, n, players, seed, stats)
