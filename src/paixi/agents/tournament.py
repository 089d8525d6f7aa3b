"""Round-robin tournaments between agents, with ratings (docs/design.md "Bots and analysis").

Schedule: every lineup of ``players`` agents out of the entrants (each
way to seat them round the table up to rotation: :func:`lineups`) plays
``games`` games. Within a
lineup the seating rotates each game (game ``g`` seats lineup position ``i``
at ``(i + g) mod players``), so no agent keeps an advantageous seat. The
entrants are put in name order before anything is scheduled, so the list
order changes nothing: the same entrants and seed give the same games and
the same table.

With *duplicate deals* (``duplicate=True``) each deal is played once from
every seat: games ``g .. g+players-1`` of a lineup share it while the
seating rotates, so the luck of the deal cancels out of each entrant's
totals, and the intervals count the deals, not the seat-games, as the
independent draws (:class:`paixi.agents.match.ClusterSums`).

Each game's deal and agents are seeded from ``(seed, lineup, game)`` alone,
and results are gathered in game order, so the same seed gives the same
table whatever the number of worker processes or the backend (a local pool
or Ray, :mod:`paixi.scale.backend`). (Agents with a wall-clock
budget, such as the time-capped ``ismcts`` strengths, may still move
differently on a busier machine; give iteration budgets, e.g. ``ismcts:200``,
for a reproducible table.)

Counting, one scale for every game: the unit is the **seat-game** (one seat
in one game). An agent seated twice in a game has two seat-games there, each
counted on its own and then pooled with its others. A seat's **win share** is
1/k when it is one of k seats level on the best points, 0 otherwise; when
every seat is level (a draw, such as a drawn mahjong hand) each seat gets
1/players. The shares of a game's seats add up to 1, so the par win share is
exactly 1/players (seat-weighted over the field), and mean points are per
seat-game too.

Rating: a batch Bradley-Terry fit (:mod:`paixi.agents.rating`, Elo scale,
field mean 1500) of every pair of seats of different agents in every game,
the one with more points finishing ahead (level: half each). It reads the
whole finishing order, where the win share reads only the top.

One-player games (solitaires) have no opponents to rank against: there is
no rating and no win share, only each agent's score table (mean points with
a 95% interval, best and worst), and every agent plays the same deals.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from paixi.agents.match import ClusterSums, derive_seed, play_state, wilson_interval, win_shares
from paixi.agents.rating import bradley_terry
from paixi.agents.registry import make_agent
from paixi.core.errors import OptionError
from paixi.core.game import Game
from paixi.core.registry import load_game

MAX_GAMES = 1_000_000
"""Most games per lineup accepted (a larger number is surely a typo)."""


MAX_LINEUPS = 60
"""Most seatings of one group of entrants listed in full (beyond it, at large
tables, a fixed sample of them), or at most this many in all when the groups are few."""


def lineups(entrants: Sequence[str], players: int) -> list[tuple[int, ...]]:
    """The lineups (entrant indices, in seat order before rotation) of a round
    robin: every way to seat ``players`` of the entrants round the table, up
    to rotation (each game rotates the seating).

    With at least as many entrants as seats, every combination of distinct
    entrants in every cyclic order (who plays after whom matters: the next
    seat takes a discard, is skipped, must beat the last play). With fewer,
    the seats are shared out as evenly as possible, each entrant taking the
    extra seats in turn, again in every cyclic order, so no entrant always
    sits next to the same opponent (e.g. three agents at four seats: nine
    lineups, each agent doubled in three of them). Where one group's
    seatings are more than its share of :data:`MAX_LINEUPS` (large tables),
    that share is drawn uniformly by a fixed seed instead: fair on average,
    not exactly; every group of entrants still plays.
    """
    k = len(entrants)
    if k >= players:
        groups = [list(c) for c in itertools.combinations(range(k), players)]
    else:
        base, extra = divmod(players, k)
        groups = [
            sorted(i for i in range(k) for _ in range(base + (i in more)))
            for more in itertools.combinations(range(k), extra)
        ]
    cap = max(1, MAX_LINEUPS // len(groups))  # seatings of one group
    rng = random.Random(f"lineups {k} {players}")
    out: list[tuple[int, ...]] = []
    for group in groups:
        orders = list(itertools.islice(_cyclic_orders(group), cap + 1))
        if len(orders) > cap:
            orders = [_canonical(tuple(rng.sample(group, players))) for _ in range(cap)]
        out.extend(orders)
    return sorted(out)


def _canonical(order: tuple[int, ...]) -> tuple[int, ...]:
    """The seating's least rotation: one name for all its rotations."""
    return min(order[r:] + order[:r] for r in range(len(order)))


def _cyclic_orders(group: list[int]) -> Iterator[tuple[int, ...]]:
    """The distinct seatings of the multiset ``group``, each once up to rotation
    (as its least rotation), without listing the repeated permutations."""
    counts = Counter(group)
    kinds = sorted(counts)
    order: list[int] = []

    def extend() -> Iterator[tuple[int, ...]]:
        if len(order) == len(group):
            seating = tuple(order)
            if _canonical(seating) == seating:
                yield seating
            return
        for kind in kinds:
            if counts[kind] and (order or kind == kinds[0]):  # the least entrant leads
                counts[kind] -= 1
                order.append(kind)
                yield from extend()
                order.pop()
                counts[kind] += 1

    return extend()


TOURNAMENT_CHUNK = 50
"""Most games in one chunk of work (a worker's or Ray task's share)."""


def tournament_chunk(
    game_id: str,
    names: tuple[str, ...],
    ups: list[tuple[int, ...]],
    games: int,
    first_game: int,
    players: int,
    options: Any,
    seed: int,
    start: int,
    stop: int,
    duplicate: bool = False,
) -> list[list[float]]:
    """Games ``start .. stop-1`` of the round robin (game ``j`` is game
    ``first_game + j mod games`` of lineup ``j // games``); the returns of
    each, per lineup position. Each is seeded from ``(seed, lineup, game)`` alone."""
    game = load_game(game_id)
    out = []
    for j in range(start, stop):
        lineup_no, g = divmod(j, games)
        out.append(
            _play(
                game,
                names,
                lineup_no,
                ups[lineup_no],
                first_game + g,
                players,
                options,
                seed,
                duplicate,
            )
        )
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
    duplicate: bool,
) -> list[float]:
    """One game of a lineup; the returns per lineup position."""
    seat_of = [(i + game_no) % n for i in range(n)]
    agents: list[Any] = [None] * n
    for i, entrant in enumerate(lineup):
        agents[seat_of[i]] = make_agent(
            names[entrant], game, seat_of[i], derive_seed(seed, lineup_no, game_no, i)
        )
    # a solitaire's agents all play the same deals, so their scores pair up
    if n == 1:
        deal = derive_seed(seed, "deal", game_no)
    elif duplicate:  # the deal of games g..g+n-1 is one, played from every seat
        deal = derive_seed(seed, "duplicate", lineup_no, game_no // n)
    else:
        deal = derive_seed(seed, lineup_no, game_no)
    state = game.new_game(n, options, seed=deal)
    play_state(state, agents)
    rets = state.returns()
    return [rets[seat_of[i]] for i in range(n)]


@dataclass
class EntrantStats:
    """One agent's totals over its seat-games (see the module docstring).

    ``wins`` adds the seats' shares of decisive games, ``draws`` counts seats
    in drawn games; the win share also gives each drawn seat 1/players.
    """

    agent: str
    players: int
    seat_games: int = 0
    wins: float = 0.0
    draws: int = 0
    points: float = 0.0
    points_sq: float = 0.0
    best: float = -math.inf
    worst: float = math.inf
    deal_shares: ClusterSums = field(default_factory=ClusterSums)
    """Duplicate deals only: the win share summed per deal (a cluster)."""
    deal_points: ClusterSums = field(default_factory=ClusterSums)
    _open: list[float] = field(default_factory=lambda: [0.0, 0.0, 0.0])
    """The deal being played: share, points and seat-games so far."""

    def add(self, points: float, share: float | None) -> None:
        """Count one seat-game: its points and win share (None: a draw)."""
        self.seat_games += 1
        self.points += points
        self.points_sq += points * points
        self.best = max(self.best, points)
        self.worst = min(self.worst, points)
        if share is None:
            self.draws += 1
        else:
            self.wins += share
        self._open[0] += 1 / self.players if share is None else share
        self._open[1] += points
        self._open[2] += 1

    def close_deal(self) -> None:
        """End a duplicate deal: its seat-games become one cluster of the intervals."""
        share, points, seats = self._open
        if seats:
            self.deal_shares.add(share, seats)
            self.deal_points.add(points, seats)
        self._open = [0.0, 0.0, 0.0]

    def merge(self, other: EntrantStats) -> None:
        """Add the totals of another part of the same tournament."""
        self.seat_games += other.seat_games
        self.wins += other.wins
        self.draws += other.draws
        self.points += other.points
        self.points_sq += other.points_sq
        self.best = max(self.best, other.best)
        self.worst = min(self.worst, other.worst)
        self.deal_shares.merge(other.deal_shares)
        self.deal_points.merge(other.deal_points)

    def summary(self) -> dict[str, Any]:
        """Totals, win share (Wilson 95% CI) and mean points (normal 95% CI);
        after duplicate deals both intervals treat the deals, not the
        seat-games, as the independent draws (and ``deals`` counts them)."""
        n = self.seat_games
        mean = self.points / n if n else 0.0
        var = max(0.0, self.points_sq / n - mean * mean) if n > 1 else 0.0
        half = 1.96 * math.sqrt(var / n) if n > 1 else 0.0
        duplicate = self.deal_shares.clusters > 0
        out: dict[str, Any] = {
            "agent": self.agent,
            "seat_games": n,
            "mean_points": mean,
            "mean_points_ci95": list(self.deal_points.interval()[1:])
            if duplicate
            else [mean - half, mean + half],
            "best_points": self.best,
            "worst_points": self.worst,
        }
        if duplicate:
            out["deals"] = self.deal_shares.clusters
        if self.players > 1:
            share = self.wins + self.draws / self.players
            if duplicate:
                _, low, high = self.deal_shares.interval()
                low, high = max(0.0, low), min(1.0, high)
            else:
                low, high = wilson_interval(share, n)
            out |= {
                "wins": self.wins,
                "draws": self.draws,
                "losses": n - self.wins - self.draws,
                "win_share": share / n if n else 0.0,
                "win_share_ci95": [low, high],
                "draw_rate": self.draws / n if n else 0.0,
            }
        return out


@dataclass
class TournamentResult:
    """Per-entrant totals and ratings of a tournament (entrants in name order)."""

    game: str
    players: int
    games_per_lineup: int
    seed: int
    lineups: list[list[str]]
    stats: list[EntrantStats] = field(default_factory=list)
    ratings: list[float] | None = None
    pairwise: list[list[float]] = field(default_factory=list)
    """``pairwise[i][j]``: what entrant ``i`` scored against ``j`` (see :func:`_compare`)."""
    played: int | None = None
    """Set only when Ctrl-C stopped the run: the games finished (in game
    order: every game of the earlier lineups first), which are counted here."""
    duplicate: bool = False
    """Whether every deal was played from every seat (see :func:`tournament`)."""

    def to_json(self) -> dict[str, Any]:
        """The table: rows best first (by rating, or by mean points in a solitaire)."""
        rows = [s.summary() for s in self.stats]
        if self.ratings is not None:
            for row, rating in zip(rows, self.ratings, strict=True):
                row["rating"] = rating
            rows.sort(key=lambda r: (-r["rating"], -r["win_share"], r["agent"]))
        else:
            rows.sort(key=lambda r: (-r["mean_points"], r["agent"]))
        asked = self.games_per_lineup * len(self.lineups)
        out: dict[str, Any] = {
            "game": self.game,
            "players": self.players,
            "par_win_share": None if self.players == 1 else 1 / self.players,
            "games_per_lineup": self.games_per_lineup,
            "games": asked if self.played is None else self.played,
            "seed": self.seed,
            "duplicate": self.duplicate,
            "lineups": self.lineups,
            "agents": rows,
        }
        if self.played is not None:
            out.update(interrupted=True, asked=asked)
        return out


def row_text(row: Mapping[str, Any]) -> str:
    """One entrant's row of :meth:`TournamentResult.to_json` in one line (the
    benchmarks' format): win share and mean points, each with its 95%
    interval, and the seat-games they count (a solitaire's row: points only)."""
    plow, phigh = row["mean_points_ci95"]
    points = f"mean points {row['mean_points']:+.2f} [{plow:+.2f}, {phigh:+.2f}]"
    seats = f"{row['seat_games']} seat-games"
    if "deals" in row:
        seats += f" of {row['deals']} duplicate deals"
    if "win_share_ci95" not in row:
        return f"{points}, {seats}"
    low, high = row["win_share_ci95"]
    return f"win share {row['win_share']:.3f} [{low:.3f}, {high:.3f}], {points}, {seats}"


def tournament(
    game: Game,
    entrants: Sequence[str],
    games: int,
    seed: int = 0,
    players: int | None = None,
    options: Mapping[str, Any] | None = None,
    workers: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    first_game: int = 0,
    backend: str = "local",
    address: str | None = None,
    duplicate: bool = False,
) -> TournamentResult:
    """Play the round robin; win shares, points and ratings per entrant.

    ``entrants`` are agent names (distinct, any order: they are sorted);
    ``games`` per lineup; ``players`` seats per game (the game's default if
    None). ``progress`` gets ``(done, total)``. ``first_game`` numbers the
    games from there (deals, seating and agent seeds follow the number), so
    tournaments of games ``0..k-1`` and ``k..n-1`` :func:`combine` into the
    tournament of ``n`` games. ``workers`` are local processes (None or 1:
    this process) or, with ``backend="ray"``, the CPUs of the local Ray
    instance started (None: all); ``address`` joins a Ray cluster instead
    (:mod:`paixi.scale.backend`); the table is the same, byte for byte, for
    every backend and worker count.

    ``duplicate`` plays each deal from every seat (as in duplicate bridge):
    games ``g .. g+players-1`` of a lineup share one deal, and the seating
    rotates through it, so the luck of the deal cancels out of every
    agent's totals; the intervals then count the deals, not the seat-games,
    as independent (``games`` and ``first_game`` must be multiples of
    ``players``). It tells apart agents that seat-rotated play with fresh
    deals needs several times the games to separate.

    Raises :class:`OptionError` for a bad
    count, a repeated or unknown agent, or bad options, and
    :class:`~paixi.scale.backend.Interrupted` on Ctrl-C with the table of
    the games finished as its ``partial``.
    """
    from paixi.scale.backend import Backend, Interrupted, chunk_ranges, parallelism, run_chunks

    if not 1 <= games <= MAX_GAMES:
        raise OptionError(f"games per lineup must be 1-{MAX_GAMES:,}, not {games}")
    where = Backend(backend, workers, address)
    if not 0 <= first_game <= MAX_GAMES:
        raise OptionError(f"the first game number must be 0-{MAX_GAMES:,}, not {first_game}")
    names = tuple(sorted(name.strip().lower() for name in entrants))
    if len(set(names)) != len(names):
        raise OptionError(f"each agent may enter once: {', '.join(entrants)}")
    if len(names) < 2:
        raise OptionError("a tournament needs at least 2 agents")
    n = game.check_players(players)
    if duplicate and (games % n or first_game % n):
        raise OptionError(
            f"with duplicate deals each deal is played from all {n} seats: the games per"
            f" lineup and the first game must be multiples of {n}, not {games} and {first_game}"
        )
    opts = game.parse_options(options, n)
    for name in names:
        make_agent(name, game, 0, 0)  # fail fast on an unknown agent
    ups = lineups(names, n)
    total = len(ups) * games
    stats = [EntrantStats(name, n) for name in names]
    pairwise = [[0.0] * len(names) for _ in names]
    played = 0

    def merge(results: list[list[float]]) -> None:
        nonlocal played
        for rets in results:
            lineup = ups[played // games]
            played += 1
            shares = win_shares(rets)
            for pos, entrant in enumerate(lineup):
                stats[entrant].add(rets[pos], None if shares is None else shares[pos])
            _compare(pairwise, lineup, rets)
            if duplicate and played % n == 0:
                for entrant in set(lineup):
                    stats[entrant].close_deal()

    def result() -> TournamentResult:
        return TournamentResult(
            game.id,
            n,
            games,
            seed,
            [[names[i] for i in lineup] for lineup in ups],
            stats,
            None if n == 1 else bradley_terry(pairwise),
            pairwise,
            None if played == total else played,
            duplicate,
        )

    ranges = chunk_ranges(total, parallelism(where), TOURNAMENT_CHUNK)
    try:
        run_chunks(
            tournament_chunk,
            [
                (game.id, names, ups, games, first_game, n, opts, seed, a, b, duplicate)
                for a, b in ranges
            ],
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


def combine(parts: Sequence[TournamentResult]) -> TournamentResult:
    """One result from tournaments of the same entrants, game and seed that
    played consecutive game numbers (``first_game``): totals added, ratings
    refitted. Raises :class:`OptionError` for parts that do not match."""
    if not parts:
        raise OptionError("nothing to combine")
    head = parts[0]
    for part in parts[1:]:
        if (part.game, part.players, part.seed, part.lineups, part.duplicate) != (
            head.game,
            head.players,
            head.seed,
            head.lineups,
            head.duplicate,
        ):
            raise OptionError("only parts of one tournament combine")
    k = len(head.stats)
    stats = [EntrantStats(s.agent, head.players) for s in head.stats]
    pairwise = [[0.0] * k for _ in range(k)]
    for part in parts:
        for total, s in zip(stats, part.stats, strict=True):
            total.merge(s)
        for i in range(k):
            for j in range(k):
                pairwise[i][j] += part.pairwise[i][j]
    return TournamentResult(
        head.game,
        head.players,
        sum(p.games_per_lineup for p in parts),
        head.seed,
        head.lineups,
        stats,
        None if head.players == 1 else bradley_terry(pairwise),
        pairwise,
        duplicate=head.duplicate,
    )


def _compare(pairwise: list[list[float]], lineup: tuple[int, ...], rets: list[float]) -> None:
    """Add one game's finishing order to the pairwise scores.

    Every pair of seats held by different agents is one comparison; two seats
    of the same agent tell nothing about it against the others.
    """
    for p, q in itertools.combinations(range(len(lineup)), 2):
        a, b = lineup[p], lineup[q]
        if a == b:
            continue
        if rets[p] == rets[q]:
            pairwise[a][b] += 0.5
            pairwise[b][a] += 0.5
        elif rets[p] > rets[q]:
            pairwise[a][b] += 1.0
        else:
            pairwise[b][a] += 1.0
