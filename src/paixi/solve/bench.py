"""Solver benchmarks: deals solved exactly per second on one core (issue 3).

Each returns ``(deals, seconds, detail)``; ``paixi.cli.solve`` wraps them as
``paixi bench <game>-solve``. Deals are the estimator's deals of seed 0, so a
run is reproducible; the deal generation is inside the timed loop (it is a
small part of the work).
"""

from __future__ import annotations

import time
from typing import Any

from paixi.core.registry import load_game
from paixi.solve import ceyunqi as cy
from paixi.solve import tongwuguan as tw
from paixi.solve.estimate import deal_keys
from paixi.solve.forced import forced_success


def _timed(seconds: float, one: Any) -> tuple[int, float]:
    count = 0
    start = time.perf_counter()
    while True:
        one(count)
        count += 1
        if time.perf_counter() - start >= seconds:
            return count, time.perf_counter() - start


def bench_tongwuguan(
    seconds: float, options: dict[str, Any] | None = None
) -> tuple[int, float, str]:
    """通五关 deals settled per second at the default budget, with the undecided share."""
    opts = load_game("tongwuguan").parse_options(options or {}, 1)
    stats = {"won": 0, "lost": 0, "undecided": 0, "nodes": 0}

    def one(i: int) -> None:
        sol = tw.solve_deal(deal_keys(0, i), opts, tw.DEFAULT_BUDGET)
        stats[sol.status] += 1
        stats["nodes"] += sol.nodes

    count, elapsed = _timed(seconds, one)
    detail = (
        f"take_rule={opts.take_rule}, layout={opts.layout}, budget {tw.DEFAULT_BUDGET:,}: "
        f"{stats['won']} won, {stats['lost']} lost, {stats['undecided']} undecided "
        f"({stats['undecided'] / count:.2%}), {stats['nodes'] / count:,.0f} nodes/deal, "
        f"{stats['nodes'] / elapsed:,.0f} nodes/s"
    )
    return count, elapsed, detail


def bench_ceyunqi(seconds: float) -> tuple[int, float, str]:
    """测运气 deals whose best score is found per second."""
    opts = load_game("ceyunqi").parse_options({}, 1)
    total = {"score": 0, "nodes": 0}

    def one(i: int) -> None:
        sol = cy.solve_deal(deal_keys(0, i), opts)
        total["score"] += sol.score or 0
        total["nodes"] += sol.nodes

    count, elapsed = _timed(seconds, one)
    return (
        count,
        elapsed,
        (
            f"mean best score {total['score'] / count:.2f}, {total['nodes'] / count:,.0f} ring states/deal"
        ),
    )


def bench_forced(game_id: str, seconds: float) -> tuple[int, float, str]:
    """推磨 / 拆乌龟: deals played out per second (no choices: the play-out is the solution)."""
    opts = load_game(game_id).parse_options({}, 1)
    won = [0]

    def one(i: int) -> None:
        won[0] += forced_success(game_id, deal_keys(0, i), opts)

    count, elapsed = _timed(seconds, one)
    return count, elapsed, f"no choices; {won[0] / count:.1%} won"
