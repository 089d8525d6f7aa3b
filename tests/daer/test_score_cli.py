"""``paixi score daer`` (text, --json, --batch, exit codes) and ``paixi bench daer-score``."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from paixi.cli.main import app
from paixi.cli.score_daer import BENCHMARKS

runner = CliRunner()
EX1 = "[peng s10] [chi s1 s2 s3] [peng s5] b7 b7 s7 s6 s7 s8 b2 b3 b4 b8 b10 +b9"


def test_text_in_both_languages() -> None:
    res = runner.invoke(app, ["score", "daer", EX1])
    assert res.exit_code == 0, res.output
    assert "total 10 hu" in res.output and "each loser pays 6" in res.output
    res = runner.invoke(app, ["score", "daer", EX1, "--lang", "zh"])
    assert "合计 10 胡" in res.output and "红胡" in res.output


def test_json_options_and_exit_codes() -> None:
    res = runner.invoke(app, ["score", "daer", EX1, "--json", "--seats", "3"])
    data = json.loads(res.output)
    assert data["hu"] == 10 and data["settlement"]["loser_pays"] == 4
    assert data["settlement"]["dijia_gets"] == 0
    res = runner.invoke(app, ["score", "daer", EX1, "--json", "-o", "min_hu=11"])
    assert res.exit_code == 1 and json.loads(res.output)["is_win"] is False
    res = runner.invoke(app, ["score", "daer", "s1 s2 s3 +s4"])
    assert res.exit_code == 1
    res = runner.invoke(app, ["score", "daer", "s1 s99"])
    assert res.exit_code == 2


def test_batch(tmp_path) -> None:
    path = tmp_path / "h.txt"
    path.write_text(
        EX1 + "\n" + json.dumps({"id": 7, "holding": EX1, "self_drawn": True}) + "\nnonsense\n",
        encoding="utf-8",
    )
    res = runner.invoke(app, ["score", "daer", "--batch", str(path)])
    lines = [json.loads(line) for line in res.output.splitlines()]
    assert res.exit_code == 1
    assert lines[0]["hu"] == 10 and lines[1]["id"] == 7 and "error" in lines[2]


def test_benchmark_runs() -> None:
    result = BENCHMARKS["daer-score"](0.01)
    assert result.count >= 2000 and result.rate > 0


def test_bad_stake_and_missing_batch_file_are_one_clear_line() -> None:
    for stake in ("0", "-1"):
        res = runner.invoke(app, ["score", "daer", EX1, "-o", f"stake={stake}"])
        assert res.exit_code == 2 and "stake" in res.output, res.output
        assert res.output.startswith("paixi:") and "Traceback" not in res.output
    res = runner.invoke(app, ["score", "daer", "--batch", "/nonexistent/holdings.txt"])
    assert res.exit_code == 2
    assert res.output.strip() == (
        "paixi: cannot read --batch file '/nonexistent/holdings.txt': No such file or directory"
    )


def test_text_without_factors_and_without_dijia() -> None:
    pair_wait = "[chi s1 s2 s3] [chi b1 b2 b3] s2 s7 s10 s4 s5 s6 b4 b5 b6 b7 b8 b9 b10 b10 +b10"
    res = runner.invoke(app, ["score", "daer", pair_wait])
    assert "multiplier 1 (no red, black, heavenly or earthly win)" in res.output
    assert "the dijia gets 1" in res.output
    res = runner.invoke(app, ["score", "daer", pair_wait, "--seats", "3", "--lang", "zh"])
    assert "倍数 1（无红乌天地）" in res.output
    assert "底家" not in res.output and "每个输家付 2，赢家得 4" in res.output


def test_contradictory_tian_and_di_flags_are_refused() -> None:
    for args in (
        [EX1, "--tian"],  # melds and +X: not the dealt cards
        ["s1 s2 s3 s4 s5 s6 s7 s8 s9 b1 b2 b3 b4 b5 b6 b7 b8 b9 s2 s7 s10", "--tian", "--di"],
        [EX1, "--di", "--self-drawn"],
    ):
        res = runner.invoke(app, ["score", "daer", *args])
        assert res.exit_code == 2 and res.output.startswith("paixi: invalid holding:"), res.output
