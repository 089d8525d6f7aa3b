"""Every example command a user may copy works: the ``paixi ...`` lines of
README.md (its ``sh`` blocks and the scorer rows of its command table), of
every ``--help`` text, and the scorer examples of the rules pages."""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from paixi.cli.main import app
from paixi.core import list_games

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
NOT_RUN = ("serve", "play")  # they wait for a browser or a human
OPTIONAL = re.compile(r"\s\[--[^\]]*\]")  # "[--json]", "[--melds 555z]" in a synopsis
runner = CliRunner()


def readme_examples(text: str) -> list[str]:
    """The ``paixi`` lines of the ``sh`` blocks, and the scorer synopses of the
    command table with their optional ``[--flag ...]`` parts left out."""
    found = []
    in_sh = False
    for line in text.splitlines():
        if line.startswith("```"):
            in_sh = line.strip() == "```sh"
            continue
        if in_sh and line.startswith("paixi "):
            found.append(line.strip())
    for span in re.findall(r"\| `(paixi (?:score|analyze) [^`]*)` \|", text):
        if '"' in span and "<" not in span:
            found.append(OPTIONAL.sub("", span.replace("\\|", "|")))
    return found


def rules_examples(text: str) -> list[str]:
    """The ``paixi score`` synopses of a rules page, optional parts left out."""
    spans = re.findall(r"`(paixi score [^`]*)`", text)
    return [OPTIONAL.sub("", s) for s in spans]


def _commands(command: Any, path: str) -> Iterator[tuple[str, Any]]:
    yield path, command
    if hasattr(command, "commands"):  # a group
        for name, sub in command.commands.items():
            yield from _commands(sub, f"{path} {name}")


def help_examples() -> list[tuple[str, str]]:
    """``(command, example)`` for each indented line of a help text that starts
    ``paixi `` (rich markup escapes ``\\[`` are undone: the help page shows ``[``)."""
    found = []
    for path, command in _commands(typer.main.get_command(app), "paixi"):
        for text in (command.help or "", command.epilog or ""):
            for line in text.splitlines():
                if line.startswith("  paixi "):
                    found.append((path, line.strip().replace("\\[", "[")))
    return found


def run(example: str) -> None:
    args = shlex.split(example)
    assert args[0] == "paixi"
    result = runner.invoke(app, args[1:])
    assert result.exit_code == 0, f"{example}\n{result.output}\n{result.exception!r}"


def runnable(examples: list[str]) -> list[str]:
    return [e for e in examples if e.split()[1] not in NOT_RUN]


def test_the_readme_has_examples_of_every_scorer() -> None:
    examples = readme_examples(README.read_text(encoding="utf-8"))
    for scorer in ("mcr", "daer", "chuanpai", "longmajiang"):
        assert any(e.startswith(f"paixi score {scorer} ") for e in examples), scorer
    assert not [e for e in examples if "..." in e or "…" in e]


@pytest.mark.parametrize("example", runnable(readme_examples(README.read_text(encoding="utf-8"))))
def test_every_readme_example_runs(example: str) -> None:
    run(example)


def test_every_scorer_help_has_an_example() -> None:
    commands = {path for path, _ in help_examples()}
    for scorer in ("mcr", "daer", "chuanpai", "longmajiang"):
        assert f"paixi score {scorer}" in commands


@pytest.mark.parametrize(("command", "example"), help_examples())
def test_every_help_example_runs(command: str, example: str) -> None:
    run(example)


RULES_EXAMPLES = [
    (game.id, lang, example)
    for game in list_games()
    for lang in ("en", "zh")
    for example in rules_examples(game.rules_text(lang))
]


@pytest.mark.parametrize(("game", "lang", "example"), RULES_EXAMPLES)
def test_every_scorer_example_of_a_rules_page_runs(game: str, lang: str, example: str) -> None:
    assert "..." not in example and "…" not in example, example
    run(example)


def test_a_broken_example_is_caught() -> None:
    """The guard works: the README's first MCR example with a tile lost fails."""
    broken = 'paixi score mcr "123m 456p 789s 11z 5z" --win 5z --melds 555z'
    with pytest.raises(AssertionError):
        run(broken)
    assert readme_examples('| `paixi score mcr "1m" [--json]` |') == ['paixi score mcr "1m"']


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("game", [g.id for g in list_games()])
def test_rules_pages_are_plain_markdown_and_point_at_nothing_a_user_lacks(
    game: str, lang: str
) -> None:
    """No reST/Sphinx markup (``:mod:``, double backquotes, ``::``), no path of
    the workspace's specs; a § number only on the page that numbers its
    sections; the Chinese page's position fields are in Chinese."""
    text = paixi_rules(game, lang)
    outside_fences = re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)
    assert ":mod:" not in text and not re.search(r"(?<!`)``(?!`)", outside_fences)
    assert not re.search(r"::$", text, flags=re.M)
    assert "rules/" not in text and not re.search(r"\b[\w-]+\.md\b", text)
    if "[§" not in text:
        assert "§" not in text
    if lang == "zh":
        assert "英文规则页" not in text and "fields after" not in text
        assert not re.search(r"\bthe (?:seat|dice|tiles|cards|stock)\b", text)


def paixi_rules(game: str, lang: str) -> str:
    result = runner.invoke(app, ["rules", game, "--lang", lang])
    assert result.exit_code == 0
    return result.output
