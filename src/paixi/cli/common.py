"""Shared pieces of the command-line surface: consoles, errors, languages."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from paixi.core.errors import OptionError, PaixiError

console = Console(highlight=False, soft_wrap=True)
err_console = Console(stderr=True, highlight=False, soft_wrap=True)

LANGS = ("en", "zh")


def _hide_flag_types() -> None:
    """The help pages show no value type beside a flag (``--json``, ``--help``,
    ``--version`` take no value; typer's rich help would print ``<bool>``)."""
    from typer.core import TyperOption

    shown = getattr(TyperOption, "display_type_rich", None)
    if shown is None or getattr(shown, "_paixi", False):
        return

    def display_type_rich(self: Any, ctx: Any) -> str | None:
        if self.is_flag or self.count:
            return None
        text = shown(self, ctx)
        if isinstance(text, str) and text.startswith("<list[") and text.endswith("]>"):
            return f"<{text[6:-2]}>"  # a repeatable option takes one value each time
        return text

    # a marker on the function and a patch of typer's method: no stub declares either
    display_type_rich._paixi = True  # type: ignore[attr-defined]
    TyperOption.display_type_rich = display_type_rich  # type: ignore[method-assign]


_hide_flag_types()


def wants_zh(args: list[str]) -> bool:
    """Whether the command line asks for Chinese (``--lang zh``, ``--lang=zh``):
    its errors are then worded in Chinese too, even those typer raises before
    the command reads its options."""
    for i, arg in enumerate(args):
        if arg == "--lang" and i + 1 < len(args):
            return args[i + 1].strip().lower() == "zh"
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1].strip().lower() == "zh"
    return False


def fail(message: str, code: int = 2) -> NoReturn:
    """Print one clear line on stderr (in Chinese under ``--lang zh``) and exit non-zero."""
    if wants_zh(sys.argv[1:]):
        from paixi.cli.zh_errors import top_level

        err_console.print(f"paixi：{top_level(message)}", markup=False)
    else:
        err_console.print(f"paixi: {message}", markup=False)
    raise typer.Exit(code)


def check_range(name: str, value: float, low: float, high: float) -> None:
    """:class:`OptionError` unless ``low <= value <= high`` (a command-line number)."""
    if not low <= value <= high:

        def text(x: float) -> str:
            return f"{int(x):,}" if float(x).is_integer() else f"{x:g}"

        raise OptionError(f"{name} must be {text(low)}-{text(high)}, not {text(value)}")


def check_writable(path: Path) -> None:
    """:class:`OptionError` unless a file can be written at ``path`` (checked
    before a long game or run starts, so that its result is not lost)."""
    if path.is_dir():
        raise OptionError(f"cannot save to {path}: it is a directory")
    parent = path.parent if str(path.parent) else Path(".")
    if not parent.is_dir():
        raise OptionError(f"cannot save to {path}: the folder {parent} does not exist")
    if (path.exists() and not os.access(path, os.W_OK)) or not os.access(parent, os.W_OK):
        raise OptionError(f"cannot save to {path}: permission denied")


_SEAT_WORDS_ZH = {
    "human": "人",
    "random": "随机机器人",
    "heuristic": "机器人",
    "ismcts-fast": "搜索机器人（快）",
    "ismcts": "搜索机器人",
    "ismcts-strong": "搜索机器人（强）",
}
"""The agents of ``--seats`` as a 中文 reader reads them."""


def match_outcome(returns: list[float], names: list[str], humans: list[int], lang: str) -> str:
    """Who won a finished match, and each seat's points: "you won (seat 0) ..."."""
    zh = lang == "zh"
    best = max(returns)
    winners = [s for s, r in enumerate(returns) if r == best]

    def who(seat: int) -> str:
        if seat in humans and len(humans) == 1:
            return "你" if zh else "you"
        if zh:
            return f"{seat + 1}号（{_SEAT_WORDS_ZH.get(names[seat], names[seat])}）"
        return f"seat {seat} ({names[seat]})"

    if len(winners) == len(returns) and len(returns) > 1:
        head = "平局" if zh else "a draw"
    else:
        shown = ("、" if zh else " and ").join(who(s) for s in winners)
        you = len(humans) == 1 and winners == humans
        if zh:
            head = f"{shown}赢了" if not you else "你赢了"
        else:
            head = "you won" if you else f"{shown} won" if len(winners) == 1 else f"{shown} tied"
    if zh:
        points = "，".join(f"{who(s)} {r:g}" for s, r in enumerate(returns))
        return f"{head}；得分：{points}"
    points = ", ".join(f"{who(s)} {r:g}" for s, r in enumerate(returns))
    return f"{head}; points: {points}"


def open_batch(path: str) -> Any:
    """The ``--batch`` stream of a scorer (``-`` = standard input); a file that
    cannot be read is one ``paixi: cannot read --batch file ...`` line and exit
    status 2, the same words for every scorer."""
    if path == "-":
        return sys.stdin
    try:
        return Path(path).open(encoding="utf-8")
    except OSError as exc:
        fail(f"cannot read --batch file {path!r}: {exc.strerror or exc}")


def score_batch(
    path: str,
    score: Callable[[Any], dict[str, Any]],
    plain: Callable[[str], Any] | None = None,
) -> None:
    """Score a ``--batch`` file of JSON lines (``-`` = standard input), the
    same way for every scorer: one JSON object per non-blank line, the
    result or ``{"line": N, "error": "..."}``, with the line's ``"id"`` (if
    it has one) first; exit status 1 if any line failed.

    ``score(data)`` scores one parsed line and raises :class:`PaixiError`
    for a bad one; a line not starting with ``{`` is ``plain(text)`` where
    ``plain`` is given (the scorer's bare notation), JSON otherwise.
    """
    stream = open_batch(path)
    bad = 0
    with stream:
        for number, line in enumerate(stream, 1):
            text = line.strip()
            if not text:
                continue
            out = _batch_line(text, number, score, plain)
            bad += "error" in out
            sys.stdout.write(json.dumps(out, ensure_ascii=False) + "\n")
    if bad:
        raise typer.Exit(1)


def _batch_line(
    text: str,
    number: int,
    score: Callable[[Any], dict[str, Any]],
    plain: Callable[[str], Any] | None,
) -> dict[str, Any]:
    try:
        data = plain(text) if plain is not None and not text.startswith("{") else json.loads(text)
    except json.JSONDecodeError as exc:
        return {"line": number, "error": f"not JSON: {exc.msg} at column {exc.colno}"}
    try:
        out = score(data)
    except PaixiError as exc:
        out = {"line": number, "error": str(exc)}
    return {"id": data["id"], **out} if isinstance(data, dict) and "id" in data else out


def check_lang(lang: str) -> str:
    lang = lang.strip().lower()
    if lang not in LANGS:
        raise OptionError(f"--lang must be en or zh, not {lang!r}")
    return lang


def print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def split_names(text: str) -> list[str]:
    """``"human,random"`` → ``["human", "random"]``; an empty entry is an error."""
    names = [part.strip() for part in text.split(",")]
    if not all(names):
        raise OptionError(f"seat list {text!r} has an empty entry: give one agent name per seat")
    return names


def progress_bar(label: str) -> Progress:
    """A progress bar on stderr for long work; silent when stderr is not a terminal."""
    return Progress(
        TextColumn(label),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=err_console,
        transient=True,
        disable=not err_console.is_terminal,
    )


BackendArg = Annotated[
    str,
    typer.Option(
        "--backend",
        help="local (this machine: --workers processes) or ray (Ray tasks on a local Ray"
        " instance, or on the cluster at --address; pip install 'paixi[ray]');"
        " the same seed gives the same result on either",
    ),
]
WorkersArg = Annotated[
    int | None,
    typer.Option(
        help="local processes (default 1, this one); with --backend ray, the CPUs"
        " of the local Ray instance (default all)"
    ),
]
SeedArg = Annotated[int, typer.Option(help="master seed")]
OptionArg = Annotated[
    list[str] | None, typer.Option("--option", "-o", help="a game option, name=value")
]
AddressArg = Annotated[
    str | None,
    typer.Option(
        "--address",
        help="with --backend ray: join the Ray cluster at this address (auto, HOST:6379,"
        " ray://HOST:10001); without it a local Ray instance is started",
    ),
]


@contextmanager
def stoppable(
    noun: str, show: Callable[[Any], None], hint: Callable[[int], str] | None = None
) -> Iterator[None]:
    """Around a long run of :func:`paixi.scale.backend.run_chunks`: on Ctrl-C
    one line on stderr with what finished (``noun``: "games", "deals"...),
    the result over the finished prefix (through ``show``; ``hint(done)``
    adds to the line, e.g. how to resume) and exit status 130; and in every
    case a Ray connection the run made is closed."""
    from paixi.scale.backend import Interrupted, shutdown_ray

    try:
        yield
    except Interrupted as stop:
        shutdown_ray()
        line = f"paixi: interrupted: {stop.done:,} of {stop.total:,} {noun} finished"
        if stop.done and stop.partial is not None:
            more = hint(stop.done) if hint else ""
            err_console.print(f"{line}; the results over them follow{more}", markup=False)
            show(stop.partial)
        else:
            err_console.print(line, markup=False)
        raise typer.Exit(130) from None
    except KeyboardInterrupt:  # before any work started (e.g. while Ray was starting)
        shutdown_ray()
        err_console.print(f"paixi: interrupted: no {noun} finished", markup=False)
        raise typer.Exit(130) from None
    finally:
        shutdown_ray()
