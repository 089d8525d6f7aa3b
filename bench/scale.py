"""Scaling of the long commands over workers, local pool vs Ray (issue 27).

    python bench/scale.py [--workers 1,2] [--only simulate,tournament,solve,selfplay]
                          [--scale 1.0] [--no-ray]

For each command a fixed workload (its size times ``--scale``) runs through
:func:`paixi.scale.backend.run_chunks` exactly as the CLI runs it — local
with 1 and K processes, then Ray with a local instance of K CPUs (started
once per K; its start-up time is printed apart) — and prints items per
second, per second per worker, and the speed-up over one local process;
the one-process run also gives items per CPU second, the throughput to
expect per idle core (wall rates on a loaded machine fall far below it).
Then the overhead per task: 400 empty chunks through each backend.

Every run's result is checked equal to the one-process result, so the
table also re-checks that the backends agree. Wall-clock numbers on a
shared machine vary with its load: read ``uptime`` alongside.
"""

from __future__ import annotations

import argparse
import logging
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from paixi.agents.match import simulate
from paixi.agents.tournament import tournament
from paixi.core.registry import load_game
from paixi.scale.backend import Backend, run_chunks
from paixi.solve.estimate import estimate


def _simulate(n: int, workers: int, backend: str) -> tuple[int, Any]:
    res = simulate(
        load_game("chuiniu"), ["random", "heuristic"], n, seed=1, workers=workers, backend=backend
    )
    return n, res.to_json()


def _tournament(n: int, workers: int, backend: str) -> tuple[int, Any]:
    names = ["random", "heuristic", "ismcts:20"]
    res = tournament(load_game("chuiniu"), names, n, seed=1, workers=workers, backend=backend)
    return 3 * n, res.to_json()


def _solve(n: int, workers: int, backend: str) -> tuple[int, Any]:
    return n, estimate("tongwuguan", n, seed=1, workers=workers, backend=backend).to_json()


def _selfplay(n: int, workers: int, backend: str) -> tuple[int, Any]:
    from paixi.rl.selfplay import selfplay

    with tempfile.TemporaryDirectory() as tmp:
        meta = selfplay(
            "chuiniu",
            ["random", "heuristic"],
            n,
            Path(tmp) / "d",
            seed=1,
            shard_episodes=10,
            workers=workers,
            backend=backend,
        )
        files = {p.name: p.read_bytes() for p in sorted((Path(tmp) / "d").iterdir())}
    return n, (meta["rows"], files)


WORKLOADS: dict[str, tuple[Callable[[int, int, str], tuple[int, Any]], int, str]] = {
    "simulate": (_simulate, 2000, "games (chuiniu, random v heuristic)"),
    "tournament": (_tournament, 40, "games (chuiniu, random/heuristic/ismcts:20)"),
    "solve": (_solve, 400, "deals (tongwuguan, exact solver + reference + random)"),
    "selfplay": (_selfplay, 200, "episodes (chuiniu, random v heuristic)"),
}


def _noop(i: int) -> int:
    return i


def overhead(backend: Backend, tasks: int = 400) -> float:
    """Seconds per empty chunk through ``backend``."""
    t = time.perf_counter()
    run_chunks(_noop, [(i,) for i in range(tasks)], [1] * tasks, lambda _: None, backend)
    return (time.perf_counter() - t) / tasks


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", default="1,2")
    parser.add_argument("--only", default=",".join(WORKLOADS))
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--no-ray", action="store_true")
    args = parser.parse_args()
    counts = [int(w) for w in args.workers.split(",")]
    chosen = [w.strip() for w in args.only.split(",")]
    print(f"cores {os.cpu_count()}, load average {os.getloadavg()[0]:.1f}")
    baseline: dict[str, tuple[float, Any]] = {}

    def run(name: str, workers: int, backend: str) -> None:
        fn, size, unit = WORKLOADS[name]
        t, cpu = time.perf_counter(), time.process_time()
        items, result = fn(max(1, int(size * args.scale)), workers, backend)
        wall = time.perf_counter() - t
        cpu = time.process_time() - cpu
        rate = items / wall
        if backend == "local" and workers == 1:  # all the work ran in this process
            print(f"{name:10s} per CPU second (one core, load-independent): {items / cpu:8.1f}")
        if name not in baseline:
            baseline[name] = (rate, result)
        base, expect = baseline[name]
        same = "same" if result == expect else "DIFFERENT"
        print(
            f"{name:10s} {backend:5s} x{workers}: {items:6d} {unit.split(' ')[0]} in {wall:6.2f} s"
            f" = {rate:8.1f}/s, {rate / workers:8.1f}/s per worker, speed-up {rate / base:4.2f}"
            f" ({same} result)"
        )

    for name in chosen:  # warm-up: imports and caches, outside the timing
        WORKLOADS[name][0](2, 1, "local")
    for workers in counts:
        for name in chosen:
            run(name, workers, "local")
    print(
        f"local pool overhead per task (2 processes): {overhead(Backend('local', 2)) * 1e3:.3f} ms"
    )
    if args.no_ray:
        return
    import ray

    for workers in counts:
        t = time.perf_counter()
        ray.init(num_cpus=workers, include_dashboard=False, logging_level=logging.ERROR)
        print(f"ray x{workers}: local instance started in {time.perf_counter() - t:.1f} s")
        for name in chosen:
            run(name, workers, "ray")
        print(f"ray x{workers} overhead per task: {overhead(Backend('ray')) * 1e3:.3f} ms")
        ray.shutdown()


if __name__ == "__main__":
    main()
