"""Trained policies as agents: ``policy:PATH`` wherever agents are chosen by name.

A policy file is a NumPy ``.npz`` archive (read with ``allow_pickle=False``):
the layers of a multilayer perceptron as ``w0, b0, w1, b1, …`` (``w_i`` of
shape ``(in, out)``, ReLU between layers, the last layer's outputs the logits
of the game's action space) and ``meta``, a JSON text naming the game, the
player count and the options it was trained for. The agent encodes its seat's
observation with the game's tensor (:mod:`paixi.core.tensor`), masks the
illegal actions and plays the most probable legal one (deterministic).

``examples/train_policy.py`` trains and writes such files with torch; playing
them needs only numpy (the ``rl`` extra). Trained policies ship in
``paixi/rl/policies/`` and are named by their stem: ``policy:chuiniu``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np

from paixi.core.errors import OptionError
from paixi.core.game import Game
from paixi.rl.config import EnvConfig

FORMAT = "paixi-policy"


class Policy:
    """A loaded policy: its configuration and its layers."""

    def __init__(
        self, config: EnvConfig, layers: list[tuple[np.ndarray, np.ndarray]], meta: dict[str, Any]
    ) -> None:
        if not layers:
            raise OptionError("a policy needs at least one layer")
        if layers[0][0].shape[0] != config.tensor.size:
            raise OptionError(
                f"the policy's input is {layers[0][0].shape[0]} wide, the {config.game.id} "
                f"tensor {config.tensor.size}"
            )
        if layers[-1][0].shape[1] != config.num_actions:
            raise OptionError(
                f"the policy has {layers[-1][0].shape[1]} outputs, the {config.game.id} "
                f"action space {config.num_actions}"
            )
        self.config = config
        self.layers = layers
        self.meta = meta

    def logits(self, tensor: np.ndarray) -> np.ndarray:
        """Logits over the action space for one tensor (shape ``(size,)``) or a batch."""
        x = tensor
        last = len(self.layers) - 1
        for i, (w, b) in enumerate(self.layers):
            x = x @ w + b
            if i < last:
                x = np.maximum(x, 0.0)
        return x

    def save(self, path: str | Path) -> None:
        arrays: dict[
            str, Any
        ] = {}  # names -> float32 arrays (Any: savez's **kwds also name its flags)
        for i, (w, b) in enumerate(self.layers):
            arrays[f"w{i}"] = w.astype(np.float32)
            arrays[f"b{i}"] = b.astype(np.float32)
        meta = {
            **self.meta,
            "format": FORMAT,
            "game": self.config.game.id,
            "players": self.config.players,
            "options": _options_dict(self.config.options),
        }
        with open(path, "wb") as f:  # np.savez would add .npz to a name without it
            np.savez(f, meta=np.array(json.dumps(meta)), **arrays)


def _options_dict(options: Any) -> dict[str, Any]:
    from paixi.core.options import options_to_dict

    return options_to_dict(options)


def shipped_policies() -> dict[str, Path]:
    """The policies that ship with paixi (``paixi/rl/policies/NAME.npz``), by NAME."""
    folder = Path(__file__).resolve().parent / "policies"
    return {p.stem: p for p in sorted(folder.glob("*.npz"))}


def find_policy(spec: str) -> Path:
    """The file of ``policy:SPEC``: a path to a policy file, or the NAME of a
    shipped one (``policy:chuiniu``); :class:`OptionError` if it is neither."""
    path = Path(spec)
    if path.is_file():
        return path
    shipped = shipped_policies()
    if spec in shipped:
        return shipped[spec]
    names = ", ".join(shipped) or "none"
    raise OptionError(f"no policy file {spec!r} (shipped policies: {names})")


def load_policy(path: str | Path) -> Policy:
    """Read a policy file; :class:`OptionError` saying what is wrong with it."""
    try:
        with np.load(path, allow_pickle=False) as data:
            meta = json.loads(str(data["meta"]))
            count = sum(1 for k in data.files if k.startswith("w"))
            layers = [(data[f"w{i}"], data[f"b{i}"]) for i in range(count)]
    except FileNotFoundError:
        raise OptionError(f"no policy file {str(path)!r}") from None
    except (OSError, ValueError, KeyError, json.JSONDecodeError) as exc:
        raise OptionError(f"{str(path)!r} is not a paixi policy file ({exc})") from None
    if not isinstance(meta, dict) or meta.get("format") != FORMAT:
        raise OptionError(f"{str(path)!r} is not a paixi policy file")
    config = EnvConfig.make(meta["game"], meta["players"], meta.get("options"))
    return Policy(config, [(w.astype(np.float32), b.astype(np.float32)) for w, b in layers], meta)


class PolicyAgent:
    """Plays a :class:`Policy` from one seat's observation (greedy over the legal actions)."""

    def __init__(self, policy: Policy) -> None:
        self.policy = policy
        config = policy.config
        self._encode = config.game._tensor_module().encode
        self._spec = config.tensor
        self._space = config.actions

    def act(self, observation: dict[str, Any] | None, legal_actions: list[Any]) -> Any:
        if observation is None:
            raise OptionError("a policy agent needs the seat's observation")
        players = observation.get("players")
        if players is not None and players != self.policy.config.players:
            raise OptionError(
                f"this policy was trained for {self.policy.config.players} players, not {players}"
            )
        out = [0.0] * self._spec.size
        self._encode(observation, self._spec, out)
        logits = self.policy.logits(np.asarray(out, dtype=np.float32))
        indices = self._space.indices(legal_actions)
        return legal_actions[int(np.argmax(logits[indices]))]


def policy_agent(spec: str, game: Game, seat: int, seed: int | None = None) -> PolicyAgent:
    """The agent kind ``policy:PATH`` or ``policy:NAME`` (a shipped policy) for ``game``."""
    policy = load_policy(find_policy(spec))
    if policy.config.game.id != game.id:
        raise OptionError(f"{spec!r} is a policy for {policy.config.game.id}, not {game.id}")
    return PolicyAgent(policy)
