"""Round-robin tournaments between agents, with ratings (DESIGN.md "Bots and analysis").

Every lineup of ``players`` agents out of the entrants (each combination of
distinct entrants; with fewer entrants than seats, one lineup of the
entrants repeated round the table) plays ``games`` games. Within a lineup
the seating rotates each game (game ``g`` seats entrant ``i`` at
``(i + g) mod players``), so no agent keeps an advantageous seat.

Each game's deal and agents are seeded from ``(seed, lineup, game)`` alone,
and results are gathered and rated in game order, so the same seed gives
the same table whatever the number of worker processes. (Agents with a
wall-clock budget, such as the time-capped ``ismcts`` strengths, may still
move differently on a busier machine; give iteration budgets, e.g.
``ismcts:200``, for a reproducible table.)

Ratings are Weng-Lin Plackett-Luce (the ``openskill`` library), updated
after every game with the agents ranked by their points in it (a draw
ranks everyone level); an agent seated twice in a game is ranked by its
mean points there.

An agent seated more than once in a game (fewer entrants than seats) counts
that game once: its points there are the mean of its seats' points, and its
win share the sum of its seats' shares (so wins + draws + losses = games).
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from paixi.agents.match import SeatStats, derive_seed, play_state, win_shares
from paixi.agents.registry import make_agent
from paixi.core.errors import OptionError
from paixi.core.game import Game
from paixi.core.registry import load_game

MAX_GAMES = 1_000_000
"""Most games per lineup accepted (a larger number is surely a typo)."""


def lineups(entrants: Sequence[str], players: int) -> list[tuple[int, ...]]:
    """The lineups (entrant indices, in seat order before rotation) of a round robin."""
    if len(entrants) >= players:
        return list(itertools.combinations(range(len(entrants)), players))
    return [tuple(i % len(entrants) for i in range(players))]


@dataclass(frozen=True)
class _Job:
    game_id: str
    names: tuple[str, ...]
    lineup_no: int
    lineup: tuple[int, ...]
    game_no: int
    players: int
    options: Any
    seed: int


def _play(job: _Job) -> list[float]:
    """One game of a lineup; the returns per lineup position."""
    game = load_game(job.game_id)
    n = job.players
    seat_of = [(i + job.game_no) % n for i in range(n)]
    agents: list[Any] = [None] * n
    for i, entrant in enumerate(job.lineup):
        agents[seat_of[i]] = make_agent(
            job.names[entrant],
            game,
            seat_of[i],
            derive_seed(job.seed, job.lineup_no, job.game_no, i),
        )
    state = game.new_game(n, job.options, seed=derive_seed(job.seed, job.lineup_no, job.game_no))
    play_state(state, agents)
    rets = state.returns()
    return [rets[seat_of[i]] for i in range(n)]


@dataclass
class TournamentResult:
    """Per-entrant totals and ratings of a tournament."""

    game: str
    players: int
    games_per_lineup: int
    seed: int
    lineups: list[list[str]]
    stats: list[SeatStats] = field(default_factory=list)
    ratings: list[dict[str, float]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        rows = []
        for stats, rating in zip(self.stats, self.ratings, strict=True):
            rows.append({**stats.summary(), **rating})
        rows.sort(key=lambda r: -r["ordinal"])
        return {
            "game": self.game,
            "players": self.players,
            "games_per_lineup": self.games_per_lineup,
            "games": self.games_per_lineup * len(self.lineups),
            "seed": self.seed,
            "lineups": self.lineups,
            "agents": rows,
        }


def tournament(
    game: Game,
    entrants: Sequence[str],
    games: int,
    seed: int = 0,
    players: int | None = None,
    options: Mapping[str, Any] | None = None,
    workers: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> TournamentResult:
    """Play the round robin and rate the entrants.

    ``entrants`` are agent names (distinct); ``games`` per lineup;
    ``players`` seats per game (the game's default if None). ``progress``
    gets ``(done, total)``. Raises :class:`OptionError` for a bad count, a
    repeated or unknown agent, or bad options.
    """
    from openskill.models import PlackettLuce

    if not 1 <= games <= MAX_GAMES:
        raise OptionError(f"games per lineup must be 1-{MAX_GAMES:,}, not {games}")
    if not 1 <= workers <= 256:
        raise OptionError(f"workers must be 1-256, not {workers}")
    names = tuple(name.strip().lower() for name in entrants)
    if len(set(names)) != len(names):
        raise OptionError(f"each agent may enter once: {', '.join(entrants)}")
    if len(names) < 2:
        raise OptionError("a tournament needs at least 2 agents")
    n = game.check_players(players)
    opts = game.parse_options(options, n)
    for name in names:
        make_agent(name, game, 0, 0)  # fail fast on an unknown agent
    ups = lineups(names, n)
    jobs = [
        _Job(game.id, names, k, lineup, g, n, opts, seed)
        for k, lineup in enumerate(ups)
        for g in range(games)
    ]
    results = _run(jobs, workers, progress)
    model = PlackettLuce()
    ratings = [model.rating(name=name) for name in names]
    stats = [SeatStats(name) for name in names]
    for job, rets in zip(jobs, results, strict=True):
        shares = win_shares(rets)
        seats: dict[int, list[int]] = {}
        for pos, entrant in enumerate(job.lineup):
            seats.setdefault(entrant, []).append(pos)
        for entrant, positions in seats.items():
            points = sum(rets[p] for p in positions) / len(positions)
            share = None if shares is None else sum(shares[p] for p in positions)
            stats[entrant].add(points, share)
        _rate(model, ratings, job.lineup, rets)
    return TournamentResult(
        game.id,
        n,
        games,
        seed,
        [[names[i] for i in lineup] for lineup in ups],
        stats,
        [{"mu": r.mu, "sigma": r.sigma, "ordinal": r.ordinal()} for r in ratings],
    )


def _run(
    jobs: list[_Job], workers: int, progress: Callable[[int, int], None] | None
) -> list[list[float]]:
    """Every job's returns, in job order (in parallel when ``workers`` > 1)."""
    total = len(jobs)
    out: list[list[float]] = []
    if workers == 1:
        for job in jobs:
            out.append(_play(job))
            if progress is not None:
                progress(len(out), total)
        return out
    chunk = max(1, min(16, total // (workers * 8) or 1))
    with ProcessPoolExecutor(max_workers=min(workers, os.cpu_count() or 1)) as pool:
        for rets in pool.map(_play, jobs, chunksize=chunk):
            out.append(rets)
            if progress is not None:
                progress(len(out), total)
    return out


def _rate(model: Any, ratings: list[Any], lineup: tuple[int, ...], rets: list[float]) -> None:
    """Update the ratings of the entrants of one game by their points in it."""
    points: dict[int, list[float]] = {}
    for pos, entrant in enumerate(lineup):
        points.setdefault(entrant, []).append(rets[pos])
    if len(points) < 2:
        return
    entrants = sorted(points)
    scores = [sum(points[e]) / len(points[e]) for e in entrants]
    rated = model.rate([[ratings[e]] for e in entrants], scores=scores)
    for e, team in zip(entrants, rated, strict=True):
        ratings[e] = team[0]
