"""``paixi selfplay``: the columns, their meaning, and the same bytes for any
number of workers (Ray: tests/scale/test_ray.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

np = pytest.importorskip("numpy", reason="self-play needs the rl extra (numpy)")
pytest.importorskip("pettingzoo", reason="self-play needs the rl extra (pettingzoo)")

import paixi.rl  # noqa: E402
from paixi.cli.main import app  # noqa: E402
from paixi.core.errors import OptionError  # noqa: E402
from paixi.rl.selfplay import COLUMNS, acting_rows, load, selfplay  # noqa: E402

RUNNER = CliRunner()


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def test_the_same_seed_writes_the_same_files_for_any_workers(tmp_path: Path) -> None:
    runs = []
    for k, workers in enumerate(("1", "2")):
        folder = tmp_path / f"run{k}"
        args = ["selfplay", "chuiniu", "--agents", "random,heuristic", "-n", "9"]
        out = RUNNER.invoke(
            app,
            [
                *args,
                "--out",
                str(folder),
                "--shard-episodes",
                "4",
                "--workers",
                workers,
                "--seed",
                "7",
            ],
        )
        assert out.exit_code == 0, out.output
        runs.append(_files(folder))
    assert runs[0] == runs[1]
    assert sorted(runs[0]) == ["meta.json", "shard-00000.npz", "shard-00001.npz", "shard-00002.npz"]


def test_rows_replay_to_the_recorded_rewards(tmp_path: Path) -> None:
    meta = selfplay(
        "chuiniu", ["heuristic", "random"], 5, tmp_path, seed=3, options={"rounds": "2"}
    )
    assert meta["episodes"] == 5 and meta["shards"] == ["shard-00000.npz"]
    data = load(tmp_path)
    assert {k: str(v.dtype) for k, v in data.items()} == COLUMNS
    rows = len(data["episode"])
    assert rows == meta["rows"] and data["observation"].shape == (rows, meta["observation_size"])
    assert data["action_mask"].shape == (rows, meta["actions"])
    acted = ~data["done"]
    assert (data["action"][~acted] == -1).all()
    assert (data["action_mask"][acted, data["action"][acted]] == 1).all()  # every action was legal
    obs, mask, action = acting_rows(tmp_path)  # what imitation learning reads
    assert len(action) == acted.sum() and obs.shape == (len(action), meta["observation_size"])
    assert (mask[np.arange(len(action)), action] == 1).all()
    for e in range(5):
        mine = data["episode"] == e
        assert list(data["step"][mine]) == list(range(mine.sum()))
        assert data["done"][mine].sum() == 2  # one closing row per seat
        # replaying the recorded actions gives the same game, and its returns
        # are the seats' rewards added up
        env = paixi.rl.env("chuiniu", players=2, options={"rounds": "2"})
        from paixi.agents.match import derive_seed

        env.reset(seed=derive_seed(3, e, "deal"))
        for action in data["action"][mine & acted]:
            env.step(int(action))
        returns = env.unwrapped.paixi_state.returns()
        assert env.unwrapped.paixi_state.is_terminal()
        for seat in range(2):
            got = data["reward"][mine & (data["seat"] == seat)].sum()
            assert got == pytest.approx(returns[seat])


def test_bad_input_is_refused_before_anything_is_written(tmp_path: Path) -> None:
    (tmp_path / "old.txt").write_text("x")
    with pytest.raises(OptionError, match="new or empty folder"):
        selfplay("chuiniu", ["random", "random"], 3, tmp_path)
    with pytest.raises(OptionError, match="unknown agent"):
        selfplay("chuiniu", ["random", "nobody"], 3, tmp_path / "new")
    with pytest.raises(OptionError, match="episodes"):
        selfplay("chuiniu", ["random", "random"], 0, tmp_path / "new")
    assert not (tmp_path / "new").exists()
    with pytest.raises(OptionError, match="no self-play data"):
        load(tmp_path)


def test_an_interrupted_run_keeps_the_finished_shards(tmp_path: Path, monkeypatch) -> None:
    import paixi.rl.selfplay as sp

    real = sp.selfplay_chunk

    def stop_at_episode_4(game_id, names, options, seed, start, stop):
        if start >= 4:
            raise KeyboardInterrupt
        return real(game_id, names, options, seed, start, stop)

    monkeypatch.setattr(sp, "selfplay_chunk", stop_at_episode_4)
    folder = tmp_path / "cut"
    out = RUNNER.invoke(
        app, ["selfplay", "chuiniu", "-n", "10", "--shard-episodes", "2", "--out", str(folder)]
    )
    assert out.exit_code == 130
    assert "4 of 10 episodes finished" in out.stderr
    meta = json.loads((folder / "meta.json").read_text())
    assert meta["interrupted"] is True and meta["episodes"] == 4 and len(meta["shards"]) == 2
    assert set(load(folder)["episode"]) == {0, 1, 2, 3}
