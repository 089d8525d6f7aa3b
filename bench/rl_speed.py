"""Per-step cost of the reinforcement-learning hot path, per game, on the engine alone.

    python bench/rl_speed.py [--games a,b] [--steps N] [--seed S]

For each game: random playouts, and at every decision point the time of
``legal_action_mask()`` (legal actions included, on a fresh copy so no
per-state cache helps) and of ``observation_tensor(seat)``; medians and 95th
percentiles in microseconds, and the action-space and tensor sizes. Issue
bar: the mask ≤ 50 µs per step in every game.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import paixi


def measure(game_id: str, steps: int, seed: int) -> dict[str, float]:
    game = paixi.load_game(game_id)
    rng = random.Random(seed)
    masks: list[float] = []
    tensors: list[float] = []
    state = game.new_game(seed=seed)
    try:
        spec = game.tensor_spec(state.players, state.options)
    except paixi.PaixiError:
        spec = None
    clock = time.perf_counter
    while len(masks) < steps:
        if state.is_terminal():
            state = game.new_game(seed=rng.getrandbits(32))
        seat = state.current_player()
        fresh = state.clone()
        t0 = clock()
        fresh.legal_action_mask()
        t1 = clock()
        if spec is not None:
            state.observation_tensor(seat)
        t2 = clock()
        masks.append(t1 - t0)
        tensors.append(t2 - t1)
        state.apply(rng.choice(state.legal_actions()))
    q = statistics.quantiles
    return {
        "actions": state.action_space().size,
        "tensor": spec.size if spec is not None else 0,
        "mask_p50_us": statistics.median(masks) * 1e6,
        "mask_p95_us": q(masks, n=20)[-1] * 1e6,
        "tensor_p50_us": statistics.median(tensors) * 1e6,
        "tensor_p95_us": q(tensors, n=20)[-1] * 1e6,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", default="")
    parser.add_argument("--steps", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    games = [g.strip() for g in args.games.split(",") if g.strip()] or [
        g.id for g in paixi.list_games()
    ]
    print(
        f"{'game':14} {'actions':>8} {'tensor':>7} {'mask p50':>9} {'p95':>8} {'tensor p50':>11} {'p95':>8}"
    )
    for game_id in games:
        r = measure(game_id, args.steps, args.seed)
        print(
            f"{game_id:14} {r['actions']:>8} {r['tensor']:>7} {r['mask_p50_us']:>8.1f}µ "
            f"{r['mask_p95_us']:>7.1f}µ {r['tensor_p50_us']:>10.1f}µ {r['tensor_p95_us']:>7.1f}µ"
        )


if __name__ == "__main__":
    main()
