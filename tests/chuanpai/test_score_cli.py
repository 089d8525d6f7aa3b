"""``paixi score chuanpai`` and ``paixi bench chuanpai-score`` from the command line."""

from __future__ import annotations

import json
import subprocess
import sys

EX5 = "peng:44 chi:66+11 chi:56+12 55 13 46 22 45 14 33 26 35 15 16 34 25 25 23 +36"


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "paixi", *args], input=stdin, capture_output=True, text=True
    )


def test_score_prints_split_tuo_fans_and_payment() -> None:
    out = run("score", "chuanpai", EX5)
    assert out.returncode == 0, out.stderr
    assert "陀 38" in out.stdout and "u = 2" in out.stdout and "幺地人" in out.stdout


def test_score_json_and_no_chi_and_dealer() -> None:
    out = run("score", "chuanpai", EX5, "--json")
    data = json.loads(out.stdout)
    assert data["tuo"] == 38 and data["u"] == 2 and data["fan"] == 1
    assert run("score", "chuanpai", EX5, "--no-chi").returncode == 1
    dealer = json.loads(run("score", "chuanpai", EX5, "--dealer", "--json").stdout)
    assert dealer["threshold"] == 34 and dealer["is_win"]


def test_score_bad_holding_is_one_line_status_2() -> None:
    out = run("score", "chuanpai", "99 +11")
    assert out.returncode == 2
    assert "Traceback" not in out.stderr and len(out.stderr.strip().splitlines()) == 1


def test_batch_scores_each_line(tmp_path) -> None:
    path = tmp_path / "h.jsonl"
    path.write_text(
        json.dumps({"id": 1, "holding": EX5}) + "\n" + EX5 + "\n" + '{"holding": "zz"}\n',
        encoding="utf-8",
    )
    out = run("score", "chuanpai", "--batch", str(path))
    lines = [json.loads(x) for x in out.stdout.splitlines()]
    assert lines[0]["id"] == 1 and lines[0]["tuo"] == 38
    assert lines[1]["u"] == 2
    assert "error" in lines[2]
    assert out.returncode == 1


def test_score_options_with_o_and_clear_errors() -> None:
    out = run("score", "chuanpai", EX5, "-o", "max_fan=0", "-o", "stake=3", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["fan"] == 0 and data["u"] == 3
    for bad, word in (
        ("nope=1", "unknown option 'nope'"),
        ("copies=3", "copies"),
        ("x", "name=value"),
    ):
        out = run("score", "chuanpai", EX5, "-o", bad)
        assert out.returncode == 2, out.stdout
        lines = out.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("paixi:") and word in lines[0], out.stderr
    out = run("score", "chuanpai", "--batch", "/nonexistent/holdings.txt")
    assert out.returncode == 2
    assert out.stderr.strip() == (
        "paixi: cannot read --batch file '/nonexistent/holdings.txt': No such file or directory"
    )
