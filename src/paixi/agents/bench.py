"""Benchmarks: random playouts through the public state API, one core.

``paixi bench GAME`` and ``bench/run.py`` call these. A benchmark is a
callable ``(seconds) -> BenchResult``.
"""

from __future__ import annotations

import random
import time
from typing import Any

from paixi.core.bench import Benchmark, BenchResult
from paixi.core.game import Game


def random_playouts(
    game: Game, seconds: float, players: int | None = None, options: Any = None
) -> BenchResult:
    """Games played to the end by uniform random choice among legal actions.

    Setup (options) is outside the timed loop; dealing is inside it.
    """
    players = game.check_players(players or game.default_players)
    opts = game.parse_options(options if options is not None else game.bench_options, players)
    rng = random.Random(12345)
    count = 0
    steps = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        state = game.new_game(players, opts, seed=count)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            steps += 1
        count += 1
        if count % 16 == 0 and time.perf_counter() >= deadline:
            break
    elapsed = time.perf_counter() - start
    detail = (
        f"{players} player{'' if players == 1 else 's'}, options {game.bench_options or 'default'},"
        f" {steps / count:.1f} actions/game, {steps / elapsed:,.0f} decisions/s"
    )
    return BenchResult(game.id, count, elapsed, game.bench_unit, detail)


def benchmarks_for(game: Game) -> dict[str, Benchmark]:
    """The game's random-playout benchmark plus its own extra ones."""
    found: dict[str, Benchmark] = {game.id: lambda seconds: random_playouts(game, seconds)}
    found.update(game.extra_benchmarks())
    return found
