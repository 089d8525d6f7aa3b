"""Random playouts per CPU second, for a loaded machine: ``python bench/cpu.py GAME [COUNT] [BATCHES]``.

The same loop and options as ``paixi bench GAME`` (uniform random legal
actions, ``Game.bench_options``, seeds 0, 1, ...), but timed with
``time.process_time`` as well as the wall clock, over BATCHES batches of
COUNT / BATCHES playouts; prints the best and the median batch of each.
Other processes sharing the core inflate wall time but barely CPU time.
A warm-up of 50 playouts (other seeds) runs first, outside the timing.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from paixi.core.registry import load_game


def playouts(game_id: str, first: int, count: int) -> int:
    """Play ``count`` games from seed ``first`` on; the number of actions taken."""
    game = load_game(game_id)
    players = game.default_players
    options = game.parse_options(game.bench_options, players)
    rng = random.Random(12345 + first)
    steps = 0
    for seed in range(first, first + count):
        state = game.new_game(players, options, seed=seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            steps += 1
    return steps


def main() -> None:
    game_id = sys.argv[1] if len(sys.argv) > 1 else "mcr"
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    batches = int(sys.argv[3]) if len(sys.argv) > 3 else 8
    size = max(1, count // batches)
    playouts(game_id, 10**9, 50)
    cpu_rates, wall_rates = [], []
    for b in range(batches):
        cpu, wall = time.process_time(), time.perf_counter()
        playouts(game_id, b * size, size)
        cpu_rates.append(size / (time.process_time() - cpu))
        wall_rates.append(size / (time.perf_counter() - wall))
    unit = load_game(game_id).bench_unit
    print(
        f"{game_id}: {batches} x {size} {unit}; per CPU second best {max(cpu_rates):,.0f} "
        f"median {statistics.median(cpu_rates):,.0f}; per wall second best "
        f"{max(wall_rates):,.0f} median {statistics.median(wall_rates):,.0f}"
    )


if __name__ == "__main__":
    main()
