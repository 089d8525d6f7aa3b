"""``paixi tournament``: a round robin between agents, with ratings.

``paixi tournament GAME --agents a,b,c --games N [--players P] [--workers K]
[--seed S] [-o name=value] [--duplicate] [--json | --csv]`` plays every
lineup of the agents ``N`` times with seat rotation (with ``--duplicate``
each deal from every seat; :mod:`paixi.agents.tournament`) and
prints one row per agent: rating (batch Bradley-Terry, Elo scale), seat-games,
wins / draws / losses, win share (par 1/players) and mean points with 95%
intervals. A one-player game prints each agent's score table instead.
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
    OptionArg,
    SeedArg,
    WorkersArg,
    console,
    print_json,
    progress_bar,
    split_names,
    stoppable,
)

CSV_FIELDS = (
    "agent",
    "rating",
    "seat_games",
    "wins",
    "draws",
    "losses",
    "win_share",
    "win_share_low",
    "win_share_high",
    "mean_points",
    "mean_points_low",
    "mean_points_high",
    "best_points",
    "worst_points",
)
"""Columns of ``--csv``; a one-player game leaves the rating and win columns empty."""


def tournament_command(
    game: Annotated[str, typer.Argument(help="the game id")],
    agents: Annotated[str, typer.Option(help="the entrants, comma-separated (2 or more)")],
    games: Annotated[int, typer.Option("--games", "-n", help="games per lineup")] = 100,
    players: Annotated[
        int | None, typer.Option(help="seats per game (default: the game's)")
    ] = None,
    workers: WorkersArg = None,
    seed: SeedArg = 0,
    option: OptionArg = None,
    as_json: Annotated[bool, typer.Option("--json", help="print JSON")] = False,
    as_csv: Annotated[bool, typer.Option("--csv", help="print CSV")] = False,
    backend: BackendArg = "local",
    address: AddressArg = None,
    duplicate: Annotated[
        bool,
        typer.Option(
            "--duplicate",
            help="play each deal from every seat (games per lineup: a multiple of the seats);"
            " the luck of the deal cancels out and the intervals count deals",
        ),
    ] = False,
) -> None:
    """Round robin between agents with seat rotation: ratings, win shares, points (95% CI).

    Every seat counts on its own (an agent in two seats of a game has two
    seat-games); a seat's win share is 1/k of a win shared by k, 1/players of
    a draw, so par is 1/players. The rating is a Bradley-Terry fit of who
    finished ahead of whom (Elo scale, field mean 1500), the same whatever
    order the agents are listed in. One-player games get a score table. The same seed gives the same
    table for any --workers and --backend."""
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
        elif data["players"] == 1:
            _print_scores(data)
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
            duplicate=duplicate,
        )
    show(result)


def _write_csv(rows: list[dict[str, Any]]) -> None:
    writer = csv.writer(sys.stdout, lineterminator="\n")
    writer.writerow(CSV_FIELDS)
    for r in rows:
        rated = "rating" in r
        writer.writerow(
            [
                r["agent"],
                f"{r['rating']:.1f}" if rated else "",
                r["seat_games"],
                f"{r['wins']:g}" if rated else "",
                r["draws"] if rated else "",
                f"{r['losses']:g}" if rated else "",
                f"{r['win_share']:.4f}" if rated else "",
                f"{r['win_share_ci95'][0]:.4f}" if rated else "",
                f"{r['win_share_ci95'][1]:.4f}" if rated else "",
                f"{r['mean_points']:.4f}",
                f"{r['mean_points_ci95'][0]:.4f}",
                f"{r['mean_points_ci95'][1]:.4f}",
                f"{r['best_points']:g}",
                f"{r['worst_points']:g}",
            ]
        )


def _count(n: int, noun: str) -> str:
    """``"1 game"``, ``"3 games"``."""
    return f"{n:,} {noun}{'' if n == 1 else 's'}"


def _title(data: dict[str, Any]) -> str:
    return (
        f"{data['game']}: {_count(data['games'], 'game')} "
        f"({data['games_per_lineup']} per lineup, "
        f"{_count(len(data['lineups']), 'lineup')} of {data['players']}), seed {data['seed']}"
        + ("; duplicate deals, intervals over deals" if data.get("duplicate") else "")
    )


def _print_table(data: dict[str, Any]) -> None:
    par = data["par_win_share"]
    table = Table(
        "#",
        "agent",
        "rating",
        "seat-games",
        "W / D / L",
        "win share (95% CI)",
        "mean points (95% CI)",
        title=f"{_title(data)}; par win share {par:.3f}",
    )
    for rank, r in enumerate(data["agents"], 1):
        low, high = r["win_share_ci95"]
        plow, phigh = r["mean_points_ci95"]
        table.add_row(
            str(rank),
            r["agent"],
            f"{r['rating']:.0f}",
            str(r["seat_games"]),
            f"{r['wins']:g} / {r['draws']} / {r['losses']:g}",
            f"{r['win_share']:.3f} [{low:.3f}, {high:.3f}]",
            f"{r['mean_points']:.2f} [{plow:.2f}, {phigh:.2f}]",
        )
    console.print(table)
    leader = data["agents"][0]["agent"]
    console.print(f"highest rated: {leader}", markup=False)


def _print_scores(data: dict[str, Any]) -> None:
    """A one-player game: no rating, each agent's scores on the same deals."""
    table = Table(
        "#", "agent", "games", "mean points (95% CI)", "best", "worst", title=_title(data)
    )
    for rank, r in enumerate(data["agents"], 1):
        plow, phigh = r["mean_points_ci95"]
        table.add_row(
            str(rank),
            r["agent"],
            str(r["seat_games"]),
            f"{r['mean_points']:.2f} [{plow:.2f}, {phigh:.2f}]",
            f"{r['best_points']:g}",
            f"{r['worst_points']:g}",
        )
    console.print(table)
    console.print("one player: no rating; the agents played the same deals", markup=False)


def register(app: typer.Typer) -> None:
    """Add ``paixi tournament`` to the command line."""
    app.command("tournament")(tournament_command)
