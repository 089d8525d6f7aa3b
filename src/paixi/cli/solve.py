"""``paixi solve``: exact solutions of one deal, and win-rate estimates (issue 3).

Also exposes the solver benchmarks as ``BENCHMARKS`` for ``paixi bench``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from paixi.cli.common import (
    AddressArg,
    BackendArg,
    check_range,
    console,
    print_json,
    progress_bar,
    stoppable,
)
from paixi.core import load_game
from paixi.core.bench import BenchResult
from paixi.core.errors import OptionError
from paixi.core.options import parse_option_args

if TYPE_CHECKING:
    from paixi.solve.result import Solution

SOLVABLE = ("tongwuguan", "tuimo", "chaiwugui", "ceyunqi")
"""The games ``paixi solve`` knows (the solvers are imported only when used)."""


def solve_one(game_id: str, keys: tuple[str, ...], options: Any, budget: int) -> Solution:
    """The solver of ``game_id`` applied to one deal."""
    from paixi.solve import ceyunqi as cy
    from paixi.solve import tongwuguan as tw
    from paixi.solve.forced import solve_deal as solve_forced

    if game_id == "tongwuguan":
        return tw.solve_deal(keys, options, budget)
    if game_id == "ceyunqi":
        return cy.solve_deal(keys, options)
    return solve_forced(game_id, keys, options)


def fresh_deal(state: Any) -> list[str]:
    """The deal ``d[0..31]`` of a solitaire position at its start (dealt, no move
    made yet); :class:`OptionError` for a position in play or before the shuffle."""
    from paixi.equipment.dominoes import KEYS

    gid = state.game.id
    started = {
        "tongwuguan": lambda s: not s.dealt,
        "tuimo": lambda s: not s.dealt or s.outcome is not None,
        "chaiwugui": lambda s: not s.tiles or s.outcome is not None,
        "ceyunqi": lambda s: not s.tiles or s.ring is not None,
    }[gid](state)
    if started:
        raise OptionError(
            f"solve --position needs a {gid} position just after the deal, before any move"
            + (" (or a 通五关 position in play at the first pass)" if gid == "tongwuguan" else "")
        )
    if gid == "tongwuguan":
        return [KEYS[t] for row in (*state.passes, state.spare) for t in row]
    if gid == "tuimo":
        bottom = state.bottom if state.options.alignment == "straight" else state.bottom[::-1]
        return [*state.top, *bottom]
    return list(state.tiles)


def _print_solution(game_id: str, sol: Solution) -> None:
    if not sol.choices:
        console.print("no choices in this game: the deal was played out", markup=False)
    if sol.status == "scored":
        console.print(f"best score {sol.score} ({sol.nodes} ring states)", markup=False)
    else:
        console.print(f"{sol.status} ({sol.nodes:,} positions searched)", markup=False)
    if (
        sol.line
        and sol.status in ("won", "scored", "lost")
        and (sol.status != "lost" or not sol.choices)
    ):
        console.print("line: " + " ".join(sol.line), markup=False)


def _show_estimate(data: dict[str, Any]) -> None:
    n = data["deals"]
    console.print(
        f"{data['game']}: {n:,} deals, seed {data['seed']}, options {data['options']}", markup=False
    )
    best = data["best"]
    lo, hi = best["ci95"]
    console.print(
        f"best play: {best['p_low']:.4f}"
        + (f"-{best['p_high']:.4f} ({best['undecided']} undecided)" if best["undecided"] else "")
        + f"  95% CI [{lo:.4f}, {hi:.4f}]",
        markup=False,
    )
    for who in ("reference", "random"):
        r = data[who]
        console.print(
            f"{who}: {r['p']:.4f}  95% CI [{r['ci95'][0]:.4f}, {r['ci95'][1]:.4f}]", markup=False
        )
    if "mean_best_score" in data:
        m = data["mean_best_score"]
        console.print(
            f"mean best score {m['mean']:.3f} [{m['ci95'][0]:.3f}, {m['ci95'][1]:.3f}]; "
            f"greedy {data['mean_greedy_score']:.3f}; random {data['mean_random_score']['mean']:.3f}",
            markup=False,
        )
    console.print(f"win means: {data['win_means']}", markup=False)


def register(app: typer.Typer) -> None:
    @app.command("solve")
    def solve_command(
        game: str,
        deal: Annotated[str | None, typer.Option("--deal", help="32 tile keys d[0..31]")] = None,
        deals: Annotated[int, typer.Option("--deals", help="random deals to estimate over")] = 1000,
        seed: Annotated[int, typer.Option(help="master seed of the deals")] = 0,
        workers: Annotated[
            int | None,
            typer.Option(
                help="local processes (default: all cores); with --backend ray, the CPUs"
                " of the local Ray instance (default all)"
            ),
        ] = None,
        option: Annotated[
            list[str] | None, typer.Option("--option", "-o", help="name=value")
        ] = None,
        budget: Annotated[
            int | None, typer.Option(help="通五关 node budget per deal (default: the solver's)")
        ] = None,
        first: Annotated[int, typer.Option(help="index of the first deal (splits a run)")] = 0,
        save: Annotated[
            Path | None, typer.Option(help="--deal: write the line's record here")
        ] = None,
        as_json: Annotated[bool, typer.Option("--json")] = False,
        position: Annotated[
            str | None, typer.Option("--position", help="solve from this position instead")
        ] = None,
        backend: BackendArg = "local",
        address: AddressArg = None,
    ) -> None:
        """Solve one deal exactly (--deal or --position), or estimate win rates over many deals."""
        from paixi.equipment.dominoes import parse_deal
        from paixi.games.tongwuguan.game import TongwuguanState
        from paixi.scale.backend import Backend
        from paixi.solve import tongwuguan as tw
        from paixi.solve.estimate import GAMES, estimate
        from paixi.solve.records import line_record

        if budget is None:
            budget = tw.DEFAULT_BUDGET
        g = load_game(game)
        if g.id not in GAMES:
            raise OptionError(f"no solver for {g.id}; solvable games: {', '.join(GAMES)}")
        if budget < 1 or deals < 1 or first < 0:
            raise OptionError("--budget and --deals must be positive, --first not negative")
        values = parse_option_args(option)
        opts = g.parse_options(values, 1)
        if position is not None:
            if deal is not None or option:
                raise OptionError("--position carries the deal and the options: give neither")
            start = g.from_position(position, chance="manual")
            opts = start.options
            if (
                isinstance(start, TongwuguanState)
                and start.dealt
                and (start.deals_made or start.takes_made)
            ):
                sol = tw.solve_from_state(start, budget)
                if as_json:
                    print_json({"game": g.id, "position": position, **sol.to_json()})
                else:
                    _print_solution(g.id, sol)
                return
            deal = " ".join(fresh_deal(start))
        if deal is not None:
            keys = parse_deal(deal)
            sol = solve_one(g.id, keys, opts, budget)
            record = line_record(g.id, keys, opts, sol.line) if sol.line else None
            if save is not None and record is not None:
                save.write_text(json.dumps(record, ensure_ascii=False, indent=1), encoding="utf-8")
            if as_json:
                print_json({"game": g.id, "deal": " ".join(keys), **sol.to_json()})
            else:
                _print_solution(g.id, sol)
            return
        if workers is not None:
            check_range("--workers", workers, 1, 1024)
        local = backend == "local"
        where = Backend(backend, (workers or os.cpu_count() or 1) if local else workers, address)

        def show(result: Any) -> None:
            data = result.to_json()
            if as_json:
                print_json(data)
            else:
                _show_estimate(data)

        def resume(done: int) -> str:
            return f" (resume with --first {first + done})"

        with stoppable("deals", show, resume), progress_bar(g.id) as bar:
            task = bar.add_task("deals", total=deals)
            result = estimate(
                g.id,
                deals,
                seed=seed,
                options=values,
                workers=where.workers,
                budget=budget,
                first=first,
                progress=lambda done: bar.update(task, completed=done),
                backend=where.kind,
                address=address,
            )
        show(result)


def _bench(name: str, fn: Any) -> Any:
    def run(seconds: float) -> BenchResult:
        from paixi.solve import bench as sb

        count, elapsed, detail = fn(sb, seconds)
        return BenchResult(name, count, elapsed, "deals", detail)

    return run


BENCHMARKS = {
    "tongwuguan-solve": _bench("tongwuguan-solve", lambda sb, s: sb.bench_tongwuguan(s)),
    "tongwuguan-solve-mandatory": _bench(
        "tongwuguan-solve-mandatory",
        lambda sb, s: sb.bench_tongwuguan(s, {"take_rule": "mandatory"}),
    ),
    "tuimo-solve": _bench("tuimo-solve", lambda sb, s: sb.bench_forced("tuimo", s)),
    "chaiwugui-solve": _bench("chaiwugui-solve", lambda sb, s: sb.bench_forced("chaiwugui", s)),
    "ceyunqi-solve": _bench("ceyunqi-solve", lambda sb, s: sb.bench_ceyunqi(s)),
}

__all__ = ["BENCHMARKS", "SOLVABLE", "register", "solve_one"]
