"""The shared chunk/merge path (:mod:`paixi.scale.backend`) without Ray:
chunk order, Ctrl-C keeping the finished prefix, the one-line errors."""

from __future__ import annotations

import json
import sys

import pytest
from typer.testing import CliRunner

import paixi.agents.match as match
from paixi.cli.main import app
from paixi.core.errors import OptionError
from paixi.scale.backend import Backend, Interrupted, chunk_ranges, run_chunks

RUNNER = CliRunner()


def _square_list(start: int, stop: int) -> list[int]:
    return [i * i for i in range(start, stop)]


def test_results_are_merged_in_chunk_order_on_a_pool() -> None:
    ranges = chunk_ranges(1000, 2, 7)
    assert ranges[0] == (0, 7) and ranges[-1] == (994, 1000)
    seen: list[int] = []
    done: list[int] = []
    run_chunks(
        _square_list,
        ranges,
        [b - a for a, b in ranges],
        seen.extend,
        Backend("local", 2),
        done.append,
    )
    assert seen == [i * i for i in range(1000)]
    assert done[-1] == 1000 and done == sorted(done)


def test_ctrl_c_keeps_the_finished_prefix() -> None:
    def chunk(start: int, stop: int) -> list[int]:
        if start >= 30:
            raise KeyboardInterrupt
        return list(range(start, stop))

    seen: list[int] = []
    with pytest.raises(Interrupted) as stop:
        run_chunks(
            chunk, [(a, a + 10) for a in range(0, 100, 10)], [10] * 10, seen.extend, Backend()
        )
    assert (stop.value.done, stop.value.total) == (30, 100)
    assert seen == list(range(30))


def test_an_interrupted_simulation_prints_the_games_that_finished(monkeypatch) -> None:
    real = match.simulate_chunk

    def stop_at_game_24(*args):
        if args[-2] >= 24:  # the chunk's first game
            raise KeyboardInterrupt
        return real(*args)

    monkeypatch.setattr(match, "simulate_chunk", stop_at_game_24)
    out = RUNNER.invoke(app, ["simulate", "chuiniu", "-n", "100", "--seed", "3", "--json"])
    assert out.exit_code == 130
    assert "paixi: interrupted: 24 of 100 games finished" in out.stderr
    partial = json.loads(out.stdout)
    assert partial.pop("interrupted") is True and partial.pop("asked") == 100
    monkeypatch.setattr(match, "simulate_chunk", real)
    whole = RUNNER.invoke(app, ["simulate", "chuiniu", "-n", "24", "--seed", "3", "--json"])
    assert json.loads(whole.stdout) == partial  # the prefix is a run of its own


def test_an_interrupted_estimate_says_how_to_resume(monkeypatch) -> None:
    import paixi.solve.estimate as est

    real = est.evaluate_range

    def stop_at_deal_40(game_id, options, seed, start, stop, budget):
        if start >= 40:
            raise KeyboardInterrupt
        return real(game_id, options, seed, start, stop, budget)

    monkeypatch.setattr(est, "evaluate_range", stop_at_deal_40)
    args = ["solve", "tuimo", "--deals", "1000", "--workers", "1", "--first", "8", "--json"]
    out = RUNNER.invoke(app, args)
    assert out.exit_code == 130
    assert "resume with --first" in out.stderr
    assert json.loads(out.stdout)["interrupted"] is True


def test_a_missing_ray_is_one_line_naming_the_extra(monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now raises ImportError
    out = RUNNER.invoke(app, ["simulate", "chuiniu", "-n", "5", "--backend", "ray"])
    assert isinstance(out.exception, OptionError)
    assert str(out.exception) == "--backend ray needs Ray: pip install 'paixi[ray]'"


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--backend", "spark"], "--backend must be local or ray"),
        (["--address", "auto"], "--address joins a Ray cluster"),
        (["--workers", "0"], "workers must be 1-1,024"),
    ],
)
def test_bad_backend_flags_are_refused_before_any_work(args: list[str], words: str) -> None:
    for command in (
        ["simulate", "chuiniu", "-n", "5"],
        ["tournament", "chuiniu", "--agents", "random,heuristic"],
        ["solve", "tuimo", "--deals", "5"],
    ):
        out = RUNNER.invoke(app, [*command, *args])
        assert isinstance(out.exception, OptionError), (command, out.output)
        assert words in str(out.exception)


def test_an_address_without_a_cluster_is_one_line_at_once() -> None:
    import socket

    from paixi.scale.backend import check_reachable

    with socket.socket() as probe:  # a port nobody listens on once closed
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with pytest.raises(OptionError, match=f"cannot reach a Ray cluster at 127.0.0.1:{port}"):
        check_reachable(f"127.0.0.1:{port}")
    with pytest.raises(OptionError, match="--address must be auto, HOST:PORT"):
        check_reachable("nonsense")
    check_reachable("auto")  # left to Ray


_CTRL_C_DURING_A_MERGE = """
import os, signal
from paixi.scale.backend import Backend, Interrupted, run_chunks

seen = []

def merge(part):
    for item in part:
        if item == 23:  # Ctrl-C in the middle of merging chunk 20..29
            os.kill(os.getpid(), signal.SIGINT)
        seen.append(item)

try:
    run_chunks(
        lambda a: list(range(a, a + 10)),
        [(a,) for a in range(0, 100, 10)],
        [10] * 10,
        merge,
        Backend(),
    )
except Interrupted as stop:
    print(stop.done, seen == list(range(30)))
"""


def test_ctrl_c_during_a_merge_waits_for_the_whole_chunk() -> None:
    """Run in a fresh interpreter: signals are held only on the main thread,
    and pytest-xdist runs tests on another."""
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-c", _CTRL_C_DURING_A_MERGE],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert out.stdout.split() == ["30", "True"], out.stderr
