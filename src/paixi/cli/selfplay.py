"""``paixi selfplay``: self-play data for learning (:mod:`paixi.rl.selfplay`).

``paixi selfplay GAME --agents a,b,... --episodes N --out DIR [--seed S]
[-o name=value] [--shard-episodes K] [--workers W] [--backend local|ray]
[--address ADDR]`` plays N episodes of GAME's environment and writes them as
numpy ``.npz`` shards with a ``meta.json`` (the columns: docs/scale.md).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from paixi.cli.common import (
    AddressArg,
    BackendArg,
    OptionArg,
    SeedArg,
    WorkersArg,
    console,
    progress_bar,
    split_names,
    stoppable,
)


def selfplay_command(
    game: Annotated[str, typer.Argument(help="the game id")],
    out: Annotated[Path, typer.Option("--out", help="a new or empty folder for the data")],
    episodes: Annotated[int, typer.Option("--episodes", "-n", help="episodes to play")] = 100,
    agents: Annotated[
        str | None,
        typer.Option(help="one agent per seat, comma-separated (default: random in every seat)"),
    ] = None,
    seed: SeedArg = 0,
    option: OptionArg = None,
    shard_episodes: Annotated[
        int, typer.Option("--shard-episodes", help="episodes per shard file")
    ] = 100,
    workers: WorkersArg = None,
    backend: BackendArg = "local",
    address: AddressArg = None,
) -> None:
    """Play episodes between agents and write the trajectories (observation,
    action mask, action, reward, done per step) as .npz shards under --out.

    The same seed writes the same files for any --workers and --backend."""
    from paixi.core import load_game
    from paixi.core.options import parse_option_args
    from paixi.rl.selfplay import selfplay

    g = load_game(game)
    names = split_names(agents) if agents else ["random"] * g.default_players

    def show(meta: dict[str, Any]) -> None:
        console.print(
            f"{meta['game']}: {meta['episodes']:,} episodes, {meta['rows']:,} rows in "
            f"{len(meta['shards'])} shard{'s' if len(meta['shards']) != 1 else ''} under {out}",
            markup=False,
        )

    with stoppable("episodes", show), progress_bar(f"{g.id} self-play") as bar:
        task = bar.add_task("episodes", total=episodes)
        meta = selfplay(
            g.id,
            names,
            episodes,
            out,
            seed=seed,
            options=parse_option_args(option) or None,
            shard_episodes=shard_episodes,
            workers=workers,
            backend=backend,
            address=address,
            progress=lambda done: bar.update(task, completed=done),
        )
    show(meta)


def register(app: typer.Typer) -> None:
    """Add ``paixi selfplay`` to the command line."""
    app.command("selfplay")(selfplay_command)
