"""What a new user reads: help pages, agent and benchmark names, --lang on
every scorer, one wording for an unreadable --batch file, the MCR legend."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from paixi.cli.main import app

runner = CliRunner()

MCR = ["score", "mcr", "123m 456p 789s 11z 55z", "--win", "5z"]
LONGMAJIANG = ["score", "longmajiang", "[7H KH QH] [10S 10H 10D 10C] KS 4S", "--win", "4C"]
CHUANPAI = [
    "score",
    "chuanpai",
    "peng:44 chi:66+11 chi:56+12 55 13 46 22 45 14 33 26 35 15 16 34 25 25 23 +36",
]
DAER = [
    "score",
    "daer",
    "[peng s10] [chi s1s2s3] [peng s5] b7 b7 s7 s6 s7 s8 b2 b3 b4 b8 b10 +b9",
]


def invoke(*args: str) -> str:
    result = runner.invoke(app, list(args))
    assert result.exit_code == 0, result.output
    return result.output


@pytest.mark.parametrize(
    "command",
    [[], ["serve"], ["score", "mcr"], ["score", "longmajiang"], ["bench"], ["tournament"]],
)
def test_help_pages_show_no_bool_type_and_no_rest_quotes(command: list[str]) -> None:
    text = invoke(*command, "--help")
    assert "<bool>" not in text and "``" not in text and "<list[" not in text
    assert "--help" in text


def test_serve_help_names_every_flag_the_readme_names() -> None:
    text = invoke("serve", "--help")
    for flag in ("--bot-delay", "--claim-hold", "--max-connections-per-address"):
        assert flag in text


@pytest.mark.parametrize(
    ("args", "zh", "en"),
    [
        (MCR, "花龙", "Mixed Straight"),
        (LONGMAJIANG, "对对和", "all sets"),
        (CHUANPAI, "幺地人", "yao-di-ren"),
        (DAER, "合计 10 胡", "total 10 hu"),
    ],
)
def test_every_scorer_speaks_chinese_with_lang_zh(args: list[str], zh: str, en: str) -> None:
    chinese = invoke(*args, "--lang", "zh")
    assert zh in chinese and en not in chinese
    assert en in invoke(*args)
    bad = runner.invoke(app, [*args, "--lang", "fr"])
    assert bad.exit_code != 0


def test_agents_lists_the_budget_form() -> None:
    text = invoke("agents")
    assert "ismcts:BUDGET" in text and "ismcts:500" in text and "mcr-shape" in text


def test_bench_names_its_benchmarks_in_help_and_for_an_unknown_name() -> None:
    from paixi.cli.main import _extra_benchmark_names

    text = " ".join(invoke("bench", "--help").split())
    for name in _extra_benchmark_names():
        assert name in text, name
    result = runner.invoke(app, ["bench", "nosuch"])
    assert result.exit_code != 0
    assert "mcr-score" in str(result.exception) and "longmajiang-score" in str(result.exception)


@pytest.mark.parametrize("scorer", ["mcr", "longmajiang", "chuanpai", "daer"])
def test_an_unreadable_batch_file_has_one_wording(scorer: str, tmp_path) -> None:
    missing = tmp_path / "missing.jsonl"
    result = runner.invoke(app, ["score", scorer, "--batch", str(missing)])
    assert result.exit_code == 2
    assert f"paixi: cannot read --batch file '{missing}': No such file or directory" in (
        result.output
    )


@pytest.mark.parametrize("scorer", ["mcr", "longmajiang", "chuanpai", "daer"])
def test_bad_batch_lines_are_answered_alike_by_every_scorer(scorer: str, tmp_path) -> None:
    """One answer per non-blank line, in order; a line's id comes back even
    on an error; broken JSON names its column; any error gives status 1."""
    path = tmp_path / "lines.jsonl"
    path.write_text('{"id": 7, "nothing": 1}\n\n{broken\n', encoding="utf-8")
    result = runner.invoke(app, ["score", scorer, "--batch", str(path)])
    assert result.exit_code == 1
    first, second = (json.loads(line) for line in result.output.splitlines())
    assert first["id"] == 7 and first["line"] == 1 and first["error"]
    assert second["line"] == 3 and second["error"].startswith("not JSON: ")
    assert "at column 2" in second["error"]


def test_the_analyze_legend_only_when_a_row_is_below_the_minimum() -> None:
    legend = "below the 8-point minimum"
    assert legend not in invoke("analyze", "mcr", "123m 456p 789s 11z 55z")
    assert legend in invoke("analyze", "mcr", "234m 567p 345s 678s 2m")
