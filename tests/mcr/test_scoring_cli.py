"""``paixi score mcr`` and ``--batch`` (issue 4 item 5), and the ``mcr-score`` benchmark."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from paixi.cli.main import app
from paixi.cli.score import BENCHMARKS
from tests.mcr.test_vectors import VECTOR_FILE

runner = CliRunner()


def test_score_prints_the_fan_table() -> None:
    res = runner.invoke(app, ["score", "mcr", "555666777z 123m 9m", "--win", "9m"])
    assert res.exit_code == 0, res.output
    assert "Big Three Dragons" in res.output and "大三元" in res.output
    assert "117" in res.output


def test_score_json_and_options() -> None:
    res = runner.invoke(
        app,
        [
            "score",
            "mcr",
            "234m 56p 55z",
            "--win",
            "7p",
            "--melds",
            "789s, 345s",
            "--self-drawn",
            "--flowers",
            "2",
            "--seat-wind",
            "S",
            "--prevalent-wind",
            "W",
            "--json",
        ],
    )
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["is_win"] is True
    assert {"name": "Self-Drawn", "zh": "自摸", "points": 1, "count": 1} in data["fans"]
    assert data["total"] == data["fan_points"] + 2


def test_concealed_kong_in_melds() -> None:
    res = runner.invoke(
        app, ["score", "mcr", "234s 567s 5z", "--win", "5z", "--melds", "1111m !9999p", "--json"]
    )
    assert res.exit_code == 0, res.output
    names = {f["name"] for f in json.loads(res.output)["fans"]}
    assert {"Melded Kong", "Concealed Kong"} <= names


def test_invalid_hand_prints_the_reason_and_fails() -> None:
    res = runner.invoke(app, ["score", "mcr", "11111m 456p 789s 11z", "--win", "1z"])
    assert res.exit_code == 2
    assert "too many copies of 1m" in res.output


def test_unknown_wind_and_game() -> None:
    res = runner.invoke(app, ["score", "mcr", "123m", "--win", "1m", "--seat-wind", "Q"])
    assert res.exit_code == 2 and "unknown wind" in res.output
    res = runner.invoke(app, ["score", "chess", "123m", "--win", "1m"])
    assert res.exit_code == 2 and "chess" in res.output


def test_not_a_winning_shape_exits_one() -> None:
    res = runner.invoke(app, ["score", "mcr", "123m 456p 789s 11z 34z", "--win", "5z"])
    assert res.exit_code == 1
    assert "not a winning shape" in res.output


def test_batch_scores_each_line_and_reports_bad_ones(tmp_path: Path) -> None:
    lines = [
        json.dumps({"id": "a", "hand": "555666777z 123m 9m", "win_tile": "9m", "total": 0}),
        "not json",
        json.dumps({"id": "b", "hand": "123m", "win_tile": "9x"}),
        json.dumps({"hand": "1112345678999m", "win_tile": "5m", "self_drawn": "yes"}),
        json.dumps({"hand": "123m 456p 789s 11z 34z", "win_tile": "5z"}),
    ]
    path = tmp_path / "hands.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    res = runner.invoke(app, ["score", "mcr", "--batch", str(path)])
    assert res.exit_code == 1
    out = [json.loads(line) for line in res.output.splitlines()]
    assert len(out) == 5
    assert out[0]["id"] == "a" and out[0]["total"] == 117  # answer fields are ignored
    assert set(out[0]) == {
        "id",
        "is_win",
        "fans",
        "fan_points",
        "total",
        "meets_minimum",
        "settlement",
        "waits",
    }
    assert out[0]["waits"] == ["9m"]
    assert out[1]["line"] == 2 and "not JSON" in out[1]["error"]
    assert out[2]["id"] == "b" and "'x'" in out[2]["error"]
    assert "self_drawn" in out[3]["error"]
    assert out[4]["is_win"] is False and out[4]["fans"] == []


def test_batch_agrees_with_the_vectors() -> None:
    path = VECTOR_FILE
    res = runner.invoke(app, ["score", "mcr", "--batch", str(path)])
    assert res.exit_code == 0
    expected = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    got = [json.loads(line) for line in res.output.splitlines()]
    assert len(got) == len(expected)
    for want, have in zip(expected, got, strict=True):
        assert have["total"] == want["total"] and have["waits"] == want["waits"], want["id"]


def test_bench_mcr_score_runs_one_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PAIXI_VECTORS", str(VECTOR_FILE.parent))
    result = BENCHMARKS["mcr-score"](0.0)
    assert result.count == 2200
    assert result.unit == "hands" and result.rate > 0
