"""The command line: every command, and one clear line for bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "paixi", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def assert_clean_failure(proc: subprocess.CompletedProcess[str], *fragments: str) -> None:
    assert proc.returncode != 0
    assert "Traceback" not in proc.stderr + proc.stdout
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, proc.stderr
    for fragment in fragments:
        assert fragment in lines[0]


def test_list_shows_names_and_player_ranges():
    proc = run("list")
    assert proc.returncode == 0
    assert "chuiniu" in proc.stdout and "吹牛" in proc.stdout and "2-8" in proc.stdout
    games = json.loads(run("list", "--json").stdout)
    assert {
        "id": "baya",
        "zh": "拔牙",
        "en": "Pulling Teeth",
        "min_players": 2,
        "max_players": 2,
        "kind": "dice",
    } in games


def test_rules_in_both_languages():
    assert "叫一斋" in run("rules", "chuiniu", "--lang", "zh").stdout
    assert "challenge" in run("rules", "chuiniu").stdout
    assert_clean_failure(run("rules", "chuiniu", "--lang", "fr"), "--lang")


def test_unknown_game_and_bad_options_fail_in_one_line():
    assert_clean_failure(run("rules", "nosuchgame"), "unknown game")
    assert_clean_failure(
        run("play", "chuiniu", "--seats", "random,random", "-o", "rounds=abc"), "rounds", "integer"
    )
    assert_clean_failure(
        run("play", "chuiniu", "--seats", "random,random", "-o", "colour=red"),
        "unknown option 'colour'",
    )
    assert_clean_failure(run("play", "chuiniu", "--seats", "random,robot"), "unknown agent")
    assert_clean_failure(
        run("simulate", "baya", "--agents", "random,random,random"), "exactly 2 players"
    )


def test_play_against_a_bot_with_bad_entries_then_replay(tmp_path: Path):
    record = tmp_path / "game.json"
    answers = "\n".join(["", "hello", "0", "999", *["1"] * 200]) + "\n"
    proc = run(
        "play",
        "chuiniu",
        "--seats",
        "human,random",
        "--seed",
        "4",
        "-o",
        "rounds=2",
        "--save",
        str(record),
        stdin=answers,
    )
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "please type a number" in out
    assert "bad 吹牛 action 'hello'" in out
    assert "the number must be 1-" in out
    assert "your dice" in out and "points: you " in out
    last = out.strip().splitlines()[-2]  # the end of the match says who won
    assert " won; points: " in last or last.startswith("a draw")
    data = json.loads(record.read_text(encoding="utf-8"))
    assert data["game"] == "chuiniu" and data["terminal"]
    check = run("replay", str(record), "--check")
    assert check.returncode == 0 and check.stdout.startswith("ok:")
    shown = run("replay", str(record), "--lang", "zh")
    assert shown.returncode == 0 and "机会" in shown.stdout and "1号" in shown.stdout


def test_play_in_chinese_quits_cleanly_on_end_of_input(tmp_path: Path):
    record = tmp_path / "part.json"
    proc = run(
        "play",
        "chuiniu",
        "--seats",
        "human,heuristic",
        "--lang",
        "zh",
        "--save",
        str(record),
        stdin="",
    )
    assert proc.returncode == 0
    assert "你的骰子" in proc.stdout
    assert not json.loads(record.read_text(encoding="utf-8"))["terminal"]


def test_replay_check_reports_the_failing_step(tmp_path: Path):
    good = tmp_path / "good.json"
    run(
        "play",
        "chuiniu",
        "--seats",
        "random,random",
        "--seed",
        "2",
        "-o",
        "rounds=1",
        "--save",
        str(good),
    )
    data = json.loads(good.read_text(encoding="utf-8"))
    steps = [i for i, s in enumerate(data["history"]) if "action" in s]
    data["history"][steps[0]]["action"] = "1x7"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert_clean_failure(run("replay", str(bad), "--check"), f"step {steps[0]}")
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    assert_clean_failure(run("replay", str(broken), "--check"), "not valid JSON")
    assert_clean_failure(run("replay", str(tmp_path / "missing.json")), "cannot read record")


def test_simulate_is_reproducible_and_reports_intervals():
    args = (
        "simulate",
        "chuiniu",
        "-n",
        "30",
        "--agents",
        "heuristic,random",
        "--seed",
        "5",
        "--json",
    )
    first, second = run(*args), run(*args)
    assert first.returncode == 0
    assert first.stdout == second.stdout
    data = json.loads(first.stdout)
    seats = data["seats"]
    assert (
        sum(s["win_rate"] for s in seats) == 1.0
        or abs(sum(s["win_rate"] for s in seats) - 1) < 1e-9
    )
    low, high = seats[0]["win_rate_ci95"]
    assert low <= seats[0]["win_rate"] <= high
    table = run("simulate", "baya", "-n", "20", "--agents", "random,random")
    assert "95% CI" in table.stdout


def test_bench_reports_rates():
    proc = run("bench", "chuiniu", "--seconds", "0.2", "--json")
    assert proc.returncode == 0
    (result,) = json.loads(proc.stdout)
    assert result["name"] == "chuiniu" and result["unit"] == "rounds" and result["per_second"] > 0
    assert_clean_failure(run("bench", "nosuch"), "unknown benchmark", "mcr-score")


def test_usage_errors_are_one_line():
    assert_clean_failure(run("play", "chuiniu", "--seed", "abc"), "--seed")
    assert_clean_failure(run("simulate", "chuiniu", "-n", "abc"), "-n")
    assert_clean_failure(run("play"), "Missing argument")
    assert_clean_failure(run("play", "chuiniu", "--seats", "random,,random"), "empty entry")


def test_huge_inputs_are_refused_cleanly(tmp_path: Path):
    proc = run("play", "chuiniu", "--seats", "human,random", stdin="9" * 5000 + "\n")
    assert "Traceback" not in proc.stdout + proc.stderr
    assert "the number must be 1-" in proc.stdout
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100000 + "]" * 100000, encoding="utf-8")
    assert_clean_failure(run("replay", str(deep), "--check"), "nested too deeply")


def test_play_says_why_a_typed_action_is_illegal():
    """The human hears the game's own reason, not only that the move is illegal."""
    from tests.jielong.helpers import position_text

    pos = position_text(
        2,
        "hand_size=3;first_player=0",
        "0",
        ["0:1-1"],
        [["2-2", "3-3"], ["1-5", "4-4", "1-3"]],
        "1",
    )
    proc = run(
        "play",
        "jielong",
        "--position",
        pos,
        "--seats",
        "random,human",
        stdin="sleep 4-4\n" + "1\n" * 10,
    )
    assert proc.returncode == 0, proc.stderr
    assert "you can join a tile, so you may not sleep" in proc.stdout
    proc = run(
        "play",
        "jielong",
        "--position",
        pos,
        "--seats",
        "random,human",
        "--lang",
        "zh",
        stdin="sleep 4-4\n" + "1\n" * 10,
    )
    assert "你有牌能接，不能睡牌" in proc.stdout  # the engine's reason, in Chinese


def test_play_shows_what_ended_the_game():
    """The last round's reveal is printed at the end, after the human's last turn."""
    answers = "\n".join(["1"] * 200) + "\n"
    proc = run(
        "play", "chuiniu", "--seats", "human,random", "--seed", "4", "-o", "rounds=1", stdin=answers
    )
    assert proc.returncode == 0, proc.stderr
    tail = proc.stdout.rsplit("your turn", 1)[-1]
    assert " opens seat " in tail and " loses (" in tail, tail


def test_a_forced_move_is_made_without_a_menu():
    """One legal move (here: the only tile that joins): taken and said, no prompt."""
    from tests.jielong.helpers import position_text

    pos = position_text(
        2,
        "hand_size=3;first_player=0",
        "0",
        ["0:1-1"],
        [["2-2", "3-3"], ["1-5", "4-4", "2-2"]],
        "1",
    )
    proc = run("play", "jielong", "--position", pos, "--seats", "random,human", stdin="")
    assert proc.returncode == 0, proc.stderr
    first = proc.stdout.split("choose a number", 1)[0]
    assert "(the only move)" in first, proc.stdout[:800]


def test_simulate_fills_the_table_and_names_agents_when_the_count_is_wrong():
    ok = run("simulate", "mcr", "-n", "1", "-o", "single_hand=true", "--json")
    assert ok.returncode == 0, ok.stderr
    assert len(json.loads(ok.stdout)["seats"]) == 4
    assert_clean_failure(run("simulate", "mcr", "-n", "1", "--agents", "random,random"), "--agents")


def test_a_menu_line_says_a_self_describing_move_once():
    proc = run("play", "chuiniu", "--seats", "random,human", "--seed", "1", stdin="q\n")
    assert "1. open (challenge)" in proc.stdout, proc.stdout[-600:]
