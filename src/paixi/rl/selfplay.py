"""Self-play data: episodes of the PettingZoo environments played by named
agents, written as columnar shards (issue 27; docs/scale.md "Self-play data").

Episode ``e`` of a run with master seed ``S`` is dealt from a seed derived
from ``(S, e)``, and the agent of seat ``i`` is seeded from ``(S, e, i)``,
so the same seed gives the same data — the same bytes on disk — whatever
the backend (local processes or Ray tasks) and the number of workers.

The agents act on the engine state exactly as in ``paixi simulate`` (a
searcher resamples what its seat cannot see; the others get the seat's own
observation); every action is recorded as the environment's action index.

On disk, ``DIR/meta.json`` describes the run and ``DIR/shard-NNNNN.npz``
(numpy ``.npz``, one array per column, all of the same length ``T``) hold
one row per ``env.last()`` of the agent to act:

``episode`` int64[T], ``step`` int32[T] (row number within the episode),
``seat`` int16[T], ``observation`` float32[T, size] (the seat's tensor, see
docs/rl.md), ``action_mask`` int8[T, A], ``action`` int64[T] (the index
taken, or -1 on a seat's closing row once the episode is over), ``reward``
float32[T] (the seat's reward since its previous row: a seat's rewards over
an episode add up to its final return) and ``done`` bool[T] (the closing
rows: one per seat at the end of each episode).

Needs the ``rl`` extra (numpy, gymnasium, pettingzoo).
"""

from __future__ import annotations

import io
import json
import zipfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from paixi.agents.match import derive_seed
from paixi.agents.registry import make_agent
from paixi.core.errors import OptionError
from paixi.core.options import options_to_dict

if TYPE_CHECKING:
    from paixi.rl.aec import PaixiAECEnv

FORMAT = "paixi-selfplay"
VERSION = 1
COLUMNS: dict[str, str] = {
    "episode": "int64",
    "step": "int32",
    "seat": "int16",
    "observation": "float32",
    "action_mask": "int8",
    "action": "int64",
    "reward": "float32",
    "done": "bool",
}
SHARD_EPISODES = 100
"""Episodes per shard file (and per chunk of work) unless told otherwise."""
MAX_EPISODES = 10_000_000


def observation_size(env: PaixiAECEnv) -> int:
    """The length of the flat observation vector of ``env``'s seats."""
    shape = env.observation_space(env.possible_agents[0])["observation"].shape
    assert shape is not None  # a Box has a shape
    return int(shape[0])


def _act(agent: Any, state: Any, seat: int) -> Any:
    """The agent's engine action for ``seat`` (as :func:`paixi.agents.play_state` asks it)."""
    if hasattr(agent, "act_on_state"):
        return agent.act_on_state(state, seat)
    obs = state.observation(seat) if getattr(agent, "needs_observation", True) else None
    return agent.act(obs, state.legal_actions())


def selfplay_chunk(
    game_id: str,
    agent_names: Sequence[str],
    options: dict[str, Any] | None,
    seed: int,
    start: int,
    stop: int,
) -> dict[str, np.ndarray]:
    """Episodes ``start .. stop-1``: the columns of their rows (see the module)."""
    import paixi.rl

    players = len(agent_names)
    env = paixi.rl.env(game_id, players=players, options=options)
    base = env.unwrapped
    cols: dict[str, list[Any]] = {name: [] for name in COLUMNS}
    for e in range(start, stop):
        env.reset(seed=derive_seed(seed, e, "deal"))
        game = base.config.game
        agents = [
            make_agent(name, game, i, derive_seed(seed, e, i)) for i, name in enumerate(agent_names)
        ]
        for step, name in enumerate(env.agent_iter()):
            obs, reward, terminated, truncated, _ = env.last()
            seat = base.possible_agents.index(name)
            done = bool(terminated or truncated)
            if done:
                index = -1
                env.step(None)
            else:
                index = base.encode_action(_act(agents[seat], base.paixi_state, seat))
                env.step(index)
            for key, value in (
                ("episode", e),
                ("step", step),
                ("seat", seat),
                ("observation", obs["observation"]),
                ("action_mask", obs["action_mask"]),
                ("action", index),
                ("reward", reward),
                ("done", done),
            ):
                cols[key].append(value)
    out = {}
    for key, dtype in COLUMNS.items():
        if key in ("observation", "action_mask"):
            out[key] = np.stack(cols[key]).astype(dtype, copy=False)
        else:
            out[key] = np.asarray(cols[key], dtype=dtype)
    return out


def write_npz(path: Path, arrays: dict[str, np.ndarray]) -> None:
    """``arrays`` as an uncompressed ``.npz`` that ``numpy.load`` reads, with
    fixed zip timestamps: the same arrays give the same bytes."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as zf:
        for name, array in arrays.items():
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(array), allow_pickle=False)
            zf.writestr(
                zipfile.ZipInfo(f"{name}.npy", date_time=(1980, 1, 1, 0, 0, 0)), buf.getvalue()
            )


def selfplay(
    game_id: str,
    agent_names: Sequence[str],
    episodes: int,
    out: Path,
    seed: int = 0,
    options: dict[str, Any] | None = None,
    shard_episodes: int = SHARD_EPISODES,
    workers: int | None = None,
    backend: str = "local",
    address: str | None = None,
    progress: Callable[[int], None] | None = None,
) -> dict[str, Any]:
    """Play ``episodes`` episodes of ``game_id`` (one agent name per seat) and
    write them under ``out`` (a new or empty folder); returns the metadata
    written to ``out/meta.json``.

    ``workers``/``backend``/``address`` as for :func:`paixi.agents.simulate`.
    Raises :class:`OptionError` for bad input (before anything is written),
    and :class:`~paixi.scale.backend.Interrupted` on Ctrl-C, after writing
    the shards of the episodes finished (``meta.json`` then says
    ``"interrupted": true``), with that metadata as its ``partial``.
    """
    import paixi.rl
    from paixi.scale.backend import Backend, Interrupted, run_chunks

    if not 1 <= episodes <= MAX_EPISODES:
        raise OptionError(f"--episodes must be 1-{MAX_EPISODES:,}, not {episodes}")
    if not 1 <= shard_episodes <= 100_000:
        raise OptionError(f"--shard-episodes must be 1-100,000, not {shard_episodes}")
    where = Backend(backend, workers, address)
    names = tuple(agent_names)
    env = paixi.rl.env(game_id, players=len(names), options=options)  # validates all
    config = env.unwrapped.config
    for i, name in enumerate(names):
        make_agent(name, config.game, i, 0)  # fail fast on an unknown agent
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        raise OptionError(f"--out {out} must be a new or empty folder")
    out.mkdir(parents=True, exist_ok=True)
    opts = options_to_dict(config.options)
    meta: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": config.game.id,
        "players": config.players,
        "options": opts,
        "agents": list(names),
        "seed": seed,
        "episodes": 0,
        "rows": 0,
        "observation_size": observation_size(env),
        "actions": config.num_actions,
        "columns": COLUMNS,
        "shards": [],
    }
    ranges = [(s, min(episodes, s + shard_episodes)) for s in range(0, episodes, shard_episodes)]

    def merge(arrays: dict[str, np.ndarray]) -> None:
        name = f"shard-{len(meta['shards']):05d}.npz"
        write_npz(out / name, arrays)
        meta["shards"].append(name)
        meta["rows"] += len(arrays["episode"])
        meta["episodes"] = ranges[len(meta["shards"]) - 1][1]

    def write_meta() -> None:
        (out / "meta.json").write_text(
            json.dumps(meta, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )

    try:
        run_chunks(
            selfplay_chunk,
            [(config.game.id, names, options, seed, a, b) for a, b in ranges],
            [b - a for a, b in ranges],
            merge,
            where,
            progress,
            f"paixi selfplay {config.game.id}",
        )
    except Interrupted as stop:
        meta.update(interrupted=True, asked=episodes)
        write_meta()
        stop.partial = meta
        raise
    write_meta()
    return meta


def load_meta(folder: Path | str) -> dict[str, Any]:
    """``folder/meta.json`` of a self-play run; :class:`OptionError` if
    ``folder`` holds no paixi self-play data of this format version."""
    folder = Path(folder)
    try:
        meta = json.loads((folder / "meta.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        raise OptionError(f"{folder} holds no self-play data (no readable meta.json)") from None
    if not isinstance(meta, dict) or meta.get("format") != FORMAT or meta.get("version") != VERSION:
        raise OptionError(f"{folder}/meta.json is not {FORMAT} version {VERSION}")
    return meta


def load(folder: Path | str) -> dict[str, np.ndarray]:
    """Every shard of a self-play folder, concatenated column by column
    (``{"episode": int64[T], ..., "observation": float32[T, size], ...}``);
    :class:`OptionError` if ``folder`` holds no paixi self-play data."""
    folder = Path(folder)
    meta = load_meta(folder)
    if not meta["shards"]:
        return {name: np.zeros(0, dtype=dtype) for name, dtype in COLUMNS.items()}
    parts: dict[str, list[np.ndarray]] = {name: [] for name in COLUMNS}
    for shard in meta["shards"]:
        with np.load(folder / shard, allow_pickle=False) as data:
            for name in COLUMNS:
                parts[name].append(data[name])
    return {name: np.concatenate(arrays) for name, arrays in parts.items()}


def acting_rows(folder: Path | str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The rows where a seat acted, for imitation: ``(observation
    float32[N, size], action_mask int8[N, A], action int64[N])``."""
    data = load(folder)
    acted = data["action"] >= 0
    return data["observation"][acted], data["action_mask"][acted], data["action"][acted]
