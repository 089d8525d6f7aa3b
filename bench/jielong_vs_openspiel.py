"""接龙 random playouts, side by side with OpenSpiel's ``python_block_dominoes``.

Both systems run the same loop on one core: a fresh game, then uniformly random
legal moves through the public API until the game ends (OpenSpiel's chance
nodes are sampled by their probabilities in the same loop; paixi draws its own
chance inside ``apply``). The two are measured in alternating rounds in one
process, and the median round of each is reported.

    python3 -m venv .bench-venv && .bench-venv/bin/pip install open-spiel==2.0.2
    PYTHONPATH=src .bench-venv/bin/python bench/jielong_vs_openspiel.py [SECONDS] [ROUNDS]

Without open_spiel installed the script prints one line and exits 0. Each
system is one function ``(seconds) -> games/s`` (for a shared anchors table).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))


def paixi_jielong(seconds: float, players: int = 4, options: dict[str, Any] | None = None) -> float:
    """Games per second of paixi's 接龙 (default options: one set, 8 tiles each for 4)."""
    import paixi

    game = paixi.load_game("jielong")
    opts = game.parse_options(options or {}, players)
    rng = random.Random(1)
    count = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        state = game.new_game(players, opts, seed=count)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        count += 1
        if count % 16 == 0 and time.perf_counter() >= deadline:
            break
    return count / (time.perf_counter() - start)


def openspiel_block_dominoes(seconds: float) -> float:
    """Games per second of OpenSpiel's ``python_block_dominoes`` (2 players, 7 tiles each)."""
    import pyspiel
    from open_spiel.python.games import block_dominoes  # noqa: F401  (registers the game)

    game = pyspiel.load_game("python_block_dominoes")
    rng = random.Random(1)
    count = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                r = rng.random()
                for action, p in outcomes:  # noqa: B007 (the chosen one is applied)
                    r -= p
                    if r <= 0:
                        break
                state.apply_action(action)
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
        count += 1
        if count % 16 == 0 and time.perf_counter() >= deadline:
            break
    return count / (time.perf_counter() - start)


SYSTEMS = {
    "paixi jielong (4 players)": lambda s: paixi_jielong(s, 4),
    "paixi jielong (2 players)": lambda s: paixi_jielong(s, 2),
    "openspiel python_block_dominoes": openspiel_block_dominoes,
}


def main() -> None:
    try:
        import pyspiel  # noqa: F401
    except ImportError:
        print(
            "skipped: open_spiel is not installed (pip install open-spiel==2.0.2 in a bench venv)"
        )
        return
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    rates: dict[str, list[float]] = {name: [] for name in SYSTEMS}
    for _ in range(rounds):
        for name, run in SYSTEMS.items():
            rates[name].append(run(seconds))
    base = statistics.median(rates["openspiel python_block_dominoes"])
    for name, values in rates.items():
        rate = statistics.median(values)
        print(
            f"{name}: {rate:,.0f} games/s (median of {rounds} x {seconds:g} s; {rate / base:.2f}x OpenSpiel)"
        )


if __name__ == "__main__":
    main()
