"""``paixi score longmajiang`` and ``paixi bench longmajiang-score``."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from paixi.cli.main import app
from paixi.cli.score_longmajiang import BENCHMARKS

runner = CliRunner()


def test_score_prints_fans_in_both_languages() -> None:
    res = runner.invoke(
        app, ["score", "longmajiang", "2H JH KH 5S KS QS 9D KD", "--win", "JD", "--self-drawn"]
    )
    assert res.exit_code == 0, res.output
    assert "龙凤呈祥" in res.output and "dragon and phoenix" in res.output
    assert "total 合计 11" in res.output


def test_score_json_melds_and_exit_codes() -> None:
    res = runner.invoke(
        app, ["score", "longmajiang", "[7H KH QH] [10S 10H 10D 10C] KS 4S", "--win", "4C", "--json"]
    )
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["total"] == 5 and [f["code"] for f in data["fans"]] == ["duiduihu", "gang"]
    res = runner.invoke(app, ["score", "longmajiang", "5S KS 7S 2H 3H 4H 8C 9C 10C"])
    assert res.exit_code == 1
    res = runner.invoke(app, ["score", "longmajiang", "5S KS 7S"])
    assert res.exit_code == 2
    res = runner.invoke(
        app, ["score", "longmajiang", "7C KS QH 2H 2S 2C 9D 9H 9S", "--set-wilds", "any_suit"]
    )
    assert res.exit_code == 0 and "total 合计 4" in res.output


def test_batch(tmp_path) -> None:
    path = tmp_path / "hands.txt"
    path.write_text(
        'AS 2S 3S 4H 5H 6H 7C 8C 9C\n{"hand": "AS 2S 3S 4H 5H 6H 7C 8C", "win": "JC", '
        '"last_card": true}\nXX\n',
        encoding="utf-8",
    )
    res = runner.invoke(app, ["score", "longmajiang", "--batch", str(path)])
    lines = [json.loads(x) for x in res.output.splitlines()]
    assert [x.get("total") for x in lines[:2]] == [5, 7]
    assert lines[2]["line"] == 3 and "error" in lines[2]
    assert res.exit_code == 1


def test_benchmark_runs() -> None:
    res = BENCHMARKS["longmajiang-score"](0.01)
    assert res.count >= 2000 and res.unit == "hands"
