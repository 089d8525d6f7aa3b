"""``paixi solve`` and the solver benchmarks through the CLI."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from paixi.cli.main import all_benchmarks, app

RUNNER = CliRunner()
TW7 = (
    "2-2 3-6 4-4 3-5 1-2 2-6 5-5 6-6 3-4 1-1 1-5 4-6 1-6 1-4 2-4 1-1 4-4 2-2 1-3 2-5 1-5 1-6 1-3 "
    "4-5 3-3 5-5 5-6 6-6 5-6 2-3 4-6 3-3"
)


def test_solve_one_deal_writes_a_record_that_replays(tmp_path) -> None:
    path = tmp_path / "line.json"
    out = RUNNER.invoke(app, ["solve", "tongwuguan", "--deal", TW7, "--save", str(path)])
    assert out.exit_code == 0, out.output
    assert "won" in out.output and "line: P1:" in out.output
    check = RUNNER.invoke(app, ["replay", "--check", str(path)])
    assert check.exit_code == 0 and "finished" in check.output


def test_solve_one_deal_json_for_each_game() -> None:
    for game in ("tuimo", "chaiwugui", "ceyunqi"):
        out = RUNNER.invoke(app, ["solve", game, "--deal", TW7, "--json"])
        assert out.exit_code == 0, out.output
        data = json.loads(out.output)
        assert data["choices"] == (game == "ceyunqi")


def test_estimate_json() -> None:
    out = RUNNER.invoke(
        app,
        [
            "solve",
            "chaiwugui",
            "--deals",
            "50",
            "--workers",
            "1",
            "--json",
            "-o",
            "exposure=half_columns",
        ],
    )
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert data["deals"] == 50 and data["options"]["exposure"] == "half_columns"
    assert 0 <= data["best"]["ci95"][0] <= data["best"]["p_low"] <= data["best"]["ci95"][1]


def test_bad_deal_is_a_clear_error() -> None:
    out = RUNNER.invoke(app, ["solve", "tuimo", "--deal", "6-6 6-6"])
    assert out.exit_code != 0


def test_benchmarks_are_registered() -> None:
    names = all_benchmarks()
    for name in ("tongwuguan-solve", "tuimo-solve", "chaiwugui-solve", "ceyunqi-solve"):
        assert name in names
    res = names["tuimo-solve"](0.05)
    assert res.count > 0 and res.unit == "deals"
