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
from collections.abc import Callable, Mapping, Sequence
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


TOURNAMENT_CHUNK = 50
"""Most games in one chunk of work (a worker's or Ray task's share)."""


def tournament_chunk(
    game_id: str,
    names: tuple[str, ...],
    ups: list[tuple[int, ...]],
    games: int,
    players: int,
    options: Any,
    seed: int,
    start: int,
    stop: int,
) -> list[list[float]]:
    """Games ``start .. stop-1`` of the round robin (game ``j`` is game
    ``j mod games`` of lineup ``j // games``); the returns of each, per
    lineup position. Each is seeded from ``(seed, lineup, game)`` alone."""
    game = load_game(game_id)
    out = []
    for j in range(start, stop):
        lineup_no, game_no = divmod(j, games)
        out.append(_play(game, names, lineup_no, ups[lineup_no], game_no, players, options, seed))
    return out


def _play(
    game: Game,
    names: tuple[str, ...],
    lineup_no: int,
    lineup: tuple[int, ...],
    game_no: int,
    n: int,
    options: Any,
    seed: int,
) -> list[float]:
    """One game of a lineup; the returns per lineup position."""
    seat_of = [(i + game_no) % n for i in range(n)]
    agents: list[Any] = [None] * n
    for i, entrant in enumerate(lineup):
        agents[seat_of[i]] = make_agent(
            names[entrant], game, seat_of[i], derive_seed(seed, lineup_no, game_no, i)
        )
    state = game.new_game(n, options, seed=derive_seed(seed, lineup_no, game_no))
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
    played: int | None = None
    """Set only when Ctrl-C stopped the run: the games finished (in game
    order: every game of the earlier lineups first), which are counted here."""

    def to_json(self) -> dict[str, Any]:
        rows = []
        for stats, rating in zip(self.stats, self.ratings, strict=True):
            rows.append({**stats.summary(), **rating})
        rows.sort(key=lambda r: -r["ordinal"])
        asked = self.games_per_lineup * len(self.lineups)
        out: dict[str, Any] = {
            "game": self.game,
            "players": self.players,
            "games_per_lineup": self.games_per_lineup,
            "games": asked if self.played is None else self.played,
            "seed": self.seed,
            "lineups": self.lineups,
            "agents": rows,
        }
        if self.played is not None:
            out.update(interrupted=True, asked=asked)
        return out


def tournament(
    game: Game,
    entrants: Sequence[str],
    games: int,
    seed: int = 0,
    players: int | None = None,
    options: Mapping[str, Any] | None = None,
    workers: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    backend: str = "local",
    address: str | None = None,
) -> TournamentResult:
    """Play the round robin and rate the entrants.

    ``entrants`` are agent names (distinct); ``games`` per lineup;
    ``players`` seats per game (the game's default if None). ``workers``
    are local processes (None or 1: this process) or, with ``backend="ray"``,
    the CPUs of the local Ray instance started (None: all); ``address``
    joins a Ray cluster instead (:mod:`paixi.scale.backend`). The table is
    the same, byte for byte, for every backend and worker count.
    ``progress`` gets ``(done, total)`` games. Raises :class:`OptionError`
    for a bad count, a repeated or unknown agent, or bad options, and
    :class:`~paixi.scale.backend.Interrupted` on Ctrl-C with the table of
    the games finished as its ``partial``.
    """
    from openskill.models import PlackettLuce

    from paixi.scale.backend import Backend, Interrupted, chunk_ranges, parallelism, run_chunks

    if not 1 <= games <= MAX_GAMES:
        raise OptionError(f"games per lineup must be 1-{MAX_GAMES:,}, not {games}")
    where = Backend(backend, workers, address)
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
    total = len(ups) * games
    model = PlackettLuce()
    ratings = [model.rating(name=name) for name in names]
    stats = [SeatStats(name) for name in names]
    played = 0

    def merge(results: list[list[float]]) -> None:
        nonlocal played
        for rets in results:
            lineup = ups[played // games]
            played += 1
            shares = win_shares(rets)
            seats: dict[int, list[int]] = {}
            for pos, entrant in enumerate(lineup):
                seats.setdefault(entrant, []).append(pos)
            for entrant, positions in seats.items():
                points = sum(rets[p] for p in positions) / len(positions)
                share = None if shares is None else sum(shares[p] for p in positions)
                stats[entrant].add(points, share)
            _rate(model, ratings, lineup, rets)

    def result() -> TournamentResult:
        return TournamentResult(
            game.id,
            n,
            games,
            seed,
            [[names[i] for i in lineup] for lineup in ups],
            stats,
            [{"mu": r.mu, "sigma": r.sigma, "ordinal": r.ordinal()} for r in ratings],
            None if played == total else played,
        )

    ranges = chunk_ranges(total, parallelism(where), TOURNAMENT_CHUNK)
    try:
        run_chunks(
            tournament_chunk,
            [(game.id, names, ups, games, n, opts, seed, a, b) for a, b in ranges],
            [b - a for a, b in ranges],
            merge,
            where,
            None if progress is None else lambda done: progress(done, total),
            f"paixi tournament {game.id}",
        )
    except Interrupted as stop:
        stop.partial = result()
        raise
    return result()


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
