"""``--backend ray`` gives byte-identical output to the local backend, for
each command, on a local Ray cluster of 2 CPUs started once for the module.

Skipped (with the reason) only where Ray cannot be imported: install it with
``pip install -e ".[ray]"``.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest
from typer.testing import CliRunner

from paixi.cli.main import app

try:
    import ray
except ImportError:  # pragma: no cover - depends on the environment
    ray = None

pytestmark = pytest.mark.skipif(
    ray is None, reason="Ray is not installed (pip install -e '.[ray]')"
)
RUNNER = CliRunner()


@pytest.fixture(scope="module", autouse=True)
def cluster() -> Iterator[None]:
    """One local Ray instance for the module; the commands join it (a
    connection they did not make they leave open)."""
    if ray is None:
        yield
        return
    ray.init(num_cpus=2, include_dashboard=False, logging_level=logging.ERROR)
    try:
        yield
    finally:
        ray.shutdown()


def _same_everywhere(command: list[str]) -> str:
    """The command's stdout for local (1 and 2 workers) and Ray, checked equal."""
    outputs = {}
    for flags in (["--workers", "1"], ["--workers", "2"], ["--backend", "ray"]):
        out = RUNNER.invoke(app, [*command, *flags])
        assert out.exit_code == 0, (flags, out.output, out.exception)
        outputs[" ".join(flags)] = out.stdout
    assert len(set(outputs.values())) == 1, outputs
    return outputs["--backend ray"]


def test_simulate_on_ray_matches_local() -> None:
    text = _same_everywhere(["simulate", "chuiniu", "-n", "30", "--seed", "4", "--json"])
    assert '"games": 30' in text
    _same_everywhere(
        [
            "simulate",
            "zhengshangyou",
            "-n",
            "6",
            "--rotate",
            "--agents",
            "random,heuristic,random",
            "--json",
        ]
    )


def test_tournament_on_ray_matches_local() -> None:
    command = ["tournament", "chuiniu", "--agents", "random,heuristic,ismcts:20", "-n", "4"]
    text = _same_everywhere([*command, "--seed", "2", "--json", "-o", "rounds=2"])
    assert '"games": 12' in text


def test_solve_deals_on_ray_matches_local() -> None:
    text = _same_everywhere(["solve", "tuimo", "--deals", "150", "--seed", "9", "--json"])
    assert '"deals": 150' in text
    _same_everywhere(["solve", "ceyunqi", "--deals", "20", "--first", "5", "--json"])


def test_a_failing_chunk_on_ray_raises_its_own_error() -> None:
    from paixi.core.errors import OptionError
    from paixi.scale.backend import Backend, run_chunks

    def chunk(start: int) -> int:  # defined here: Ray ships it by value
        if start == 2:
            raise OptionError("chunk 2 is bad")
        return start

    seen: list[int] = []
    with pytest.raises(OptionError, match=r"^chunk 2 is bad$") as failure:
        run_chunks(chunk, [(i,) for i in range(4)], [1] * 4, seen.append, Backend("ray"))
    assert type(failure.value) is OptionError  # not Ray's wrapper, whose text is a traceback
    assert seen == list(range(len(seen))) and len(seen) <= 2  # a prefix, in order


def test_selfplay_on_ray_writes_the_same_files(tmp_path) -> None:
    pytest.importorskip("pettingzoo", reason="self-play needs the rl extra")
    files = []
    for k, flags in enumerate((["--workers", "1"], ["--backend", "ray"])):
        folder = tmp_path / f"run{k}"
        args = ["selfplay", "chuiniu", "-n", "5", "--shard-episodes", "2", "--out", str(folder)]
        out = RUNNER.invoke(app, [*args, *flags])
        assert out.exit_code == 0, (out.output, out.exception)
        files.append({p.name: p.read_bytes() for p in sorted(folder.iterdir())})
    assert files[0] == files[1] and len(files[0]) == 4
