"""Shared pieces of the command-line surface: consoles, errors, languages."""

from __future__ import annotations

import json
import sys
from typing import Any, NoReturn

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from paixi.core.errors import OptionError

console = Console(highlight=False, soft_wrap=True)
err_console = Console(stderr=True, highlight=False, soft_wrap=True)

LANGS = ("en", "zh")


def fail(message: str, code: int = 2) -> NoReturn:
    """Print one clear line on stderr and exit non-zero."""
    err_console.print(f"paixi: {message}", markup=False)
    raise typer.Exit(code)


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
