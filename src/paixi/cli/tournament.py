"""``paixi tournament``: a round robin between agents, with ratings.

``paixi tournament GAME --agents a,b,c --games N [--players P] [--workers K]
[--seed S] [-o name=value] [--json | --csv]`` plays every lineup of the
agents ``N`` times with seat rotation (:mod:`paixi.agents.tournament`) and
prints one row per agent: rating (openskill ordinal, mu ± sigma), games,
wins / draws / losses, win rate and mean points with 95% intervals.
"""

from __future__ import annotations

import csv
import sys
from typing import Annotated, Any

import typer
from rich.table import Table

from paixi.cli.common import (
    AddressArg,
    BackendArg,
    console,
    print_json,
    progress_bar,
    split_names,
    stoppable,
)

CSV_FIELDS = (
    "agent",
    "ordinal",
    "mu",
    "sigma",
    "games",
    "wins",
    "draws",
    "losses",
    "win_rate",
    "win_rate_low",
    "win_rate_high",
    "mean_points",
    "mean_points_low",
    "mean_points_high",
)


def tournament_command(
    game: Annotated[str, typer.Argument(help="the game id")],
    agents: Annotated[str, typer.Option(help="the entrants, comma-separated (2 or more)")],
    games: Annotated[int, typer.Option("--games", "-n", help="games per lineup")] = 100,
    players: Annotated[
        int | None, typer.Option(help="seats per game (default: the game's)")
    ] = None,
    workers: Annotated[
        int | None,
        typer.Option(
            help="local processes (default 1, this one); with --backend ray, the CPUs"
            " of the local Ray instance (default all)"
        ),
    ] = None,
    seed: Annotated[int, typer.Option(help="master seed")] = 0,
    option: Annotated[
        list[str] | None, typer.Option("--option", "-o", help="a game option, name=value")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print JSON")] = False,
    as_csv: Annotated[bool, typer.Option("--csv", help="print CSV")] = False,
    backend: BackendArg = "local",
    address: AddressArg = None,
) -> None:
    """Round robin between agents with seat rotation: ratings, W/D/L, points (95% CI).

    The rating is the openskill ordinal (mu - 3 sigma); --json and --csv
    also give mu and sigma. The same seed gives the same table for any
    --workers and --backend."""
    from paixi.agents.tournament import tournament
    from paixi.core import load_game
    from paixi.core.errors import OptionError
    from paixi.core.options import parse_option_args

    if as_json and as_csv:
        raise OptionError("give --json or --csv, not both")
    g = load_game(game)
    names = split_names(agents)

    def show(result: Any) -> None:
        data = result.to_json()
        if as_json:
            print_json(data)
        elif as_csv:
            _write_csv(data["agents"])
        else:
            _print_table(data)

    rest = " (every game of the earlier lineups first)"
    with stoppable("games", show, lambda done: rest), progress_bar(f"{g.id} tournament") as bar:
        task = bar.add_task("games", total=None)
        result = tournament(
            g,
            names,
            games,
            seed=seed,
            players=players,
            options=parse_option_args(option),
            workers=workers,
            progress=lambda done, total: bar.update(task, completed=done, total=total),
            backend=backend,
            address=address,
        )
    show(result)


def _write_csv(rows: list[dict[str, Any]]) -> None:
    writer = csv.writer(sys.stdout, lineterminator="\n")
    writer.writerow(CSV_FIELDS)
    for r in rows:
        writer.writerow(
            [
                r["agent"],
                f"{r['ordinal']:.3f}",
                f"{r['mu']:.3f}",
                f"{r['sigma']:.3f}",
                r["games"],
                f"{r['wins']:g}",
                r["draws"],
                f"{r['losses']:g}",
                f"{r['win_rate']:.4f}",
                f"{r['win_rate_ci95'][0]:.4f}",
                f"{r['win_rate_ci95'][1]:.4f}",
                f"{r['mean_points']:.4f}",
                f"{r['mean_points_ci95'][0]:.4f}",
                f"{r['mean_points_ci95'][1]:.4f}",
            ]
        )


def _count(n: int, noun: str) -> str:
    """``"1 game"``, ``"3 games"``."""
    return f"{n:,} {noun}{'' if n == 1 else 's'}"


def _print_table(data: dict[str, Any]) -> None:
    title = (
        f"{data['game']}: {_count(data['games'], 'game')} "
        f"({data['games_per_lineup']} per lineup, "
        f"{_count(len(data['lineups']), 'lineup')} of {data['players']}), seed {data['seed']}"
    )
    table = Table(
        "#",
        "agent",
        "rating",
        "games",
        "W / D / L",
        "win rate (95% CI)",
        "mean points (95% CI)",
        title=title,
    )
    for rank, r in enumerate(data["agents"], 1):
        low, high = r["win_rate_ci95"]
        plow, phigh = r["mean_points_ci95"]
        table.add_row(
            str(rank),
            r["agent"],
            f"{r['ordinal']:.1f}",
            str(r["games"]),
            f"{r['wins']:g} / {r['draws']} / {r['losses']:g}",
            f"{r['win_rate']:.3f} [{low:.3f}, {high:.3f}]",
            f"{r['mean_points']:.2f} [{plow:.2f}, {phigh:.2f}]",
        )
    console.print(table)
    leader = data["agents"][0]["agent"]
    console.print(f"highest rated: {leader}", markup=False)


def register(app: typer.Typer) -> None:
    """Add ``paixi tournament`` to the command line."""
    app.command("tournament")(tournament_command)
