"""``paixi``: list, rules, play, simulate, replay, bench — and the commands
that other modules of this package add (score, solve, serve...)."""

from __future__ import annotations

import importlib
import json
import pkgutil
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.table import Table

import paixi.cli as cli_pkg
from paixi.cli.common import (
    AddressArg,
    BackendArg,
    OptionArg,
    SeedArg,
    WorkersArg,
    check_lang,
    check_range,
    check_writable,
    console,
    err_console,
    fail,
    match_outcome,
    print_json,
    progress_bar,
    split_names,
    stoppable,
    wants_zh,
)
from paixi.core import PaixiError, list_games, load_game, load_record, replay
from paixi.core.errors import OptionError
from paixi.core.game import CHANCE
from paixi.core.options import parse_option_args
from paixi.core.zh_text import full_width

if TYPE_CHECKING:
    from paixi.agents.bench import BenchResult

app = typer.Typer(
    help="paixi (牌戏): traditional Chinese tile, card and dice games.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)


def _version(value: bool) -> None:
    if value:
        from paixi.version import __version__

        console.print(f"paixi {__version__}", markup=False)
        raise typer.Exit()


@app.callback()
def _main(
    version: Annotated[
        bool,
        typer.Option("--version", callback=_version, is_eager=True, help="print the version"),
    ] = False,
) -> None:
    """paixi (牌戏): traditional Chinese tile, card and dice games."""


LangArg = Annotated[str, typer.Option("--lang", help="en or zh")]
PositionArg = Annotated[
    str | None,
    typer.Option(
        "--position",
        help="start from this position (the game's one-line notation, see `paixi rules GAME`)",
    ),
]


@app.command("list")
def list_command(as_json: Annotated[bool, typer.Option("--json")] = False) -> None:
    """The games, with Chinese and English names and player ranges."""
    from paixi.core.registry import game_index

    games = game_index()
    if as_json:
        print_json(games)
        return
    table = Table("id", "中文", "English", "players", "kind")
    for g in games:
        low, high = g["min_players"], g["max_players"]
        span = str(low) if low == high else f"{low}-{high}"
        table.add_row(g["id"], g["zh"], g["en"], span, g["kind"])
    console.print(table)


@app.command()
def rules(game: str, lang: LangArg = "en") -> None:
    """A concise rules page for GAME, rendered (plain Markdown when piped)."""
    text = load_game(game).rules_text(check_lang(lang))
    if not console.is_terminal:
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
        return
    from rich.markdown import Markdown

    console.print(Markdown(text))


@app.command()
def play(
    game: str,
    seats: Annotated[
        str | None, typer.Option(help="one agent per seat: human, random, heuristic, ...")
    ] = None,
    seed: Annotated[int | None, typer.Option(help="seed for the deal/dice")] = None,
    option: OptionArg = None,
    lang: LangArg = "en",
    save: Annotated[Path | None, typer.Option(help="write the game record (JSON) here")] = None,
    position: PositionArg = None,
) -> None:
    """Play GAME in the terminal; the human seat sees only its own view."""
    from paixi.agents import make_agent, play_state
    from paixi.cli.human import HumanAgent, HumanQuit

    lang = check_lang(lang)
    g = load_game(game)
    start = g.from_position(position, seed=seed) if position is not None else None
    players = start.players if start is not None else g.default_players
    default = ["human"] + ["heuristic"] * (players - 1)
    names = split_names(seats) if seats is not None else default
    g.check_players(len(names))
    if start is not None:
        if len(names) != start.players:
            raise OptionError(
                f"the position is for {start.players} players, but {len(names)} seats were given"
            )
        if option:
            raise OptionError("a position carries its options: give no --option with it")
        opts = start.options
    else:
        opts = g.parse_options(parse_option_args(option), len(names))
    agents: list[Any] = []
    for seat, name in enumerate(names):
        agents.append(
            HumanAgent(g, seat, lang) if name == "human" else make_agent(name, g, seat, seed)
        )
    if save is not None:
        check_writable(save)
    state = start if start is not None else g.new_game(len(names), opts, seed=seed)
    humans = [i for i, n in enumerate(names) if n == "human"]
    try:
        play_state(state, agents)
    except HumanQuit:
        err_console.print("game abandoned" if lang == "en" else "对局中止")
    finally:
        if save is not None:
            save.write_text(
                json.dumps(state.to_record(seats=names), ensure_ascii=False, indent=1),
                encoding="utf-8",
            )
    if state.is_terminal():
        if humans:
            last = agents[humans[0]]
            if isinstance(last, HumanAgent):  # what ended the game, as this seat saw it
                last.print_new_events(state, humans[0])
            board = g.render(state.observation(humans[0]), lang)
            console.print(full_width(board) if lang == "zh" else board, markup=False)
        console.print(match_outcome(state.returns(), names, humans, lang), markup=False)
    if save is not None:
        console.print(
            ("记录已保存：" if lang == "zh" else "record saved: ") + str(save), markup=False
        )


@app.command("simulate")
def simulate_command(
    game: str,
    n: Annotated[int, typer.Option("-n", help="number of games (1-10,000,000)")] = 100,
    agents: Annotated[
        str | None,
        typer.Option(
            help="one agent per seat, comma-separated (default: random in every seat"
            " of the game's usual table, or of the --position)"
        ),
    ] = None,
    seed: SeedArg = 0,
    option: OptionArg = None,
    rotate: Annotated[bool, typer.Option(help="rotate agents through the seats each game")] = False,
    as_json: Annotated[bool, typer.Option("--json")] = False,
    position: PositionArg = None,
    workers: WorkersArg = None,
    backend: BackendArg = "local",
    address: AddressArg = None,
) -> None:
    """Play many games between agents; win and draw rates (95% CI) and mean points per seat.

    A game every seat ends level on (a drawn hand) is a draw, nobody's win.
    The same seed gives the same numbers for any --workers and --backend."""
    from paixi.agents import make_agent, simulate
    from paixi.scale.backend import Backend

    check_range("-n", n, 1, 10_000_000)
    Backend(backend, workers, address)  # a bad --backend/--workers/--address before any work
    g = load_game(game)
    if agents is None:
        players = g.from_position(position).players if position else g.default_players
        names = ["random"] * players
    else:
        names = split_names(agents)
        try:
            g.check_players(len(names))
        except OptionError as exc:
            raise OptionError(f"--agents names {len(names)} seats: {exc}") from None
    for i, name in enumerate(names):
        make_agent(name, g, i, 0)  # fail fast on an unknown agent
    opts = parse_option_args(option)

    def show(res: Any) -> None:
        _show_simulation(res.to_json(), rotate, as_json)

    with stoppable("games", show), progress_bar(g.id) as bar:
        task = bar.add_task("games", total=n)
        res = simulate(
            g,
            names,
            n,
            seed=seed,
            options=opts,
            rotate=rotate,
            progress=lambda done: bar.update(task, completed=done),
            position=position,
            workers=workers,
            backend=backend,
            address=address,
        )
    show(res)


def _show_simulation(data: dict[str, Any], rotate: bool, as_json: bool) -> None:
    if as_json:
        print_json(data)
        return
    n, seed = data["games"], data["seed"]
    label = "#" if rotate else "seat"
    table = Table(
        label,
        "agent",
        "win rate",
        "95% CI",
        "draw rate",
        "mean points",
        title=f"{data['game']}: {n} game{'s' if n != 1 else ''}, seed {seed}",
    )
    for i, s in enumerate(data["seats"]):
        low, high = s["win_rate_ci95"]
        table.add_row(
            str(i),
            s["agent"],
            f"{s['win_rate']:.3f}",
            f"[{low:.3f}, {high:.3f}]",
            f"{s['draw_rate']:.3f}",
            f"{s['mean_points']:.3f}",
        )
    console.print(table)


@app.command("replay")
def replay_command(
    file: Path,
    check: Annotated[
        bool, typer.Option("--check", help="only validate; non-zero exit on a bad record")
    ] = False,
    lang: LangArg = "en",
) -> None:
    """Show a game record step by step (or validate it with --check)."""
    lang = check_lang(lang)
    record = load_record(file)
    try:
        state = replay(record, continue_chance=False)
    except PaixiError as exc:
        fail(f"record {file}: {exc}", 1)
    if check:
        status = "finished" if state.is_terminal() else "unfinished"
        console.print(f"ok: {state.game.id}, {len(state.history)} steps, {status}", markup=False)
        return
    g = state.game
    for i, entry in enumerate(state.history):
        if entry.seat == CHANCE:
            console.print(
                f"{i:4d}  {'机会' if lang == 'zh' else 'chance'}  {entry.move}", markup=False
            )
        elif lang == "zh":
            said = g.describe_action(entry.move, lang)
            console.print(f"{i:4d}  {entry.seat + 1}号  {said}", markup=False)
        else:
            console.print(
                f"{i:4d}  seat {entry.seat}  {entry.move}  ({g.describe_action(entry.move, lang)})",
                markup=False,
            )
    if state.is_terminal():
        console.print("result " + json.dumps(state.result(), ensure_ascii=False), markup=False)
        console.print(
            "returns " + ", ".join(f"{i}:{r:g}" for i, r in enumerate(state.returns())),
            markup=False,
        )


def all_benchmarks() -> dict[str, Any]:
    """Every benchmark of every game, and of every surface module that adds some."""
    from paixi.agents.bench import benchmarks_for

    found: dict[str, Any] = {}
    for game in list_games():
        found.update(benchmarks_for(game))
    for module in _plugin_modules():
        found.update(getattr(module, "BENCHMARKS", {}))
    return found


def _extra_benchmark_names() -> list[str]:
    """The benchmark names that are no game id (``mcr-score``, ``tuimo-solve``...)."""
    ids = {g.id for g in list_games()}
    return [k for k in all_benchmarks() if k not in ids]


BENCH_HELP = (
    "Random playouts per second on one core (rounds, hands or games, as each game "
    "counts them), and the named benchmarks.\n\n"
    "NAME is a game id (its random playouts, in rounds or hands per second, and "
    "its own benchmarks) or one benchmark: "
    "mcr-score, chuanpai-score, daer-score, longmajiang-score (hands scored per second), "
    "the solitaire solvers (tongwuguan-solve, tongwuguan-solve-mandatory, tuimo-solve, "
    "chaiwugui-solve, ceyunqi-solve), uno-uniform and web-actions; "
    "all of them when omitted.\n\n"
    "Example:\n\n  paixi bench mcr-score --seconds 1"
)


@app.command(help=BENCH_HELP)
def bench(
    name: Annotated[
        str | None,
        typer.Argument(help="a game id or benchmark name (see above); all when omitted"),
    ] = None,
    seconds: Annotated[float, typer.Option(help="time per benchmark (0.01-3600)")] = 3.0,
    as_json: Annotated[bool, typer.Option("--json", help="print the results as JSON")] = False,
) -> None:
    """Random playouts per second (rounds, hands or games) and named benchmarks, one core."""
    check_range("--seconds", seconds, 0.01, 3600)
    table = all_benchmarks()
    if name is None:
        chosen = list(table)
    elif name in table:
        chosen = [name]
    else:
        try:
            game = load_game(name)
        except PaixiError:
            raise OptionError(
                f"unknown benchmark {name!r}: give a game id "
                f"({', '.join(g.id for g in list_games())}) "
                f"or one of {', '.join(_extra_benchmark_names())}"
            ) from None
        chosen = [k for k in table if k == game.id or k.startswith(game.id + "-")]
    results: list[BenchResult] = []
    for key in chosen:
        res = table[key](seconds)
        results.append(res)
        if not as_json:
            console.print(
                f"{res.name}: {res.rate:,.0f} {res.unit}/s  ({res.count} in {res.seconds:.2f} s; {res.detail})",
                markup=False,
            )
    if as_json:
        print_json([r.to_json() for r in results])


@app.command("agents")
def agents_command() -> None:
    """The agent kinds that --seats and --agents accept.

    ismcts:BUDGET sets the search budget: iterations (ismcts:500) or seconds
    per decision (ismcts:0.5s). Some games add their own (mcr: mcr-shape,
    mcr-defend).
    """
    from paixi.agents import agent_names

    console.print(", ".join(["human", *agent_names(), "ismcts:BUDGET"]), markup=False)
    console.print(
        "ismcts:BUDGET: iterations (ismcts:500) or seconds per decision (ismcts:0.5s)",
        markup=False,
    )
    game_agents = []
    for game in list_games():
        own = sorted(game.extra_agents())
        if own:
            game_agents.append(f"{game.id}: {', '.join(own)}")
    if game_agents:
        console.print("for one game only: " + "; ".join(game_agents), markup=False)


def _plugin_modules() -> list[Any]:
    modules = []
    for info in pkgutil.iter_modules(cli_pkg.__path__):
        if info.name not in ("main", "common", "human", "zh_errors"):
            modules.append(importlib.import_module(f"paixi.cli.{info.name}"))
    return modules


for _module in _plugin_modules():
    if hasattr(_module, "register"):
        _module.register(app)


def _fail(message: str, zh: bool, kind: str = "") -> None:
    """Print one error line: ``paixi: message``, or its Chinese wording
    (``kind`` the error's class, for a message with no wording)."""
    if zh:
        from paixi.cli.zh_errors import top_level

        err_console.print(f"paixi：{top_level(message, kind)}", markup=False)
    else:
        err_console.print(f"paixi: {message}", markup=False)


def main() -> None:
    """Entry point: one clear line and a non-zero exit for any bad input."""
    args = sys.argv[1:]
    zh = wants_zh(args)
    if args in (["list"], ["list", "--json"]):
        # the commonest quick look skips typer's parameter machinery (which
        # imports pydantic): ``paixi list`` answers in well under 0.3 s
        list_command(as_json=args == ["list", "--json"])
        return
    try:
        code = app(standalone_mode=False)
    except typer.TyperException as exc:  # usage errors: one line, not typer's box
        message = exc.format_message() if hasattr(exc, "format_message") else str(exc)
        if message.strip():  # an empty message is `paixi` alone, after the help page
            _fail(" ".join(message.split()), zh)
        sys.exit(getattr(exc, "exit_code", 2))
    except typer.Abort:
        _fail("interrupted", zh)
        sys.exit(130)
    except OSError as exc:  # a file the user named: its name and the reason, no errno
        if zh and exc.filename:
            from paixi.cli.zh_errors import os_error

            err_console.print(f"paixi：{os_error(str(exc.filename), exc.strerror or '')}")
        else:
            where = f"{exc.filename}: " if exc.filename else ""
            _fail(f"{where}{exc.strerror or exc}", zh)
        sys.exit(2)
    except (PaixiError, UnicodeDecodeError) as exc:
        _fail(str(exc), zh, type(exc).__name__)
        sys.exit(2)
    except KeyboardInterrupt:
        _fail("interrupted", zh)
        sys.exit(130)
    if isinstance(code, int) and code:
        sys.exit(code)


if __name__ == "__main__":
    main()
