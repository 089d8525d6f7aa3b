"""paixi's games for reinforcement learning: PettingZoo and Gymnasium
environments, observation tensors and action masks (docs/design.md "RL";
docs/rl.md). Needs the ``rl`` extra: ``pip install -e ".[rl]"``.

>>> import paixi.rl
>>> env = paixi.rl.env("chuiniu", seed=1)
>>> env.reset()
>>> obs, reward, terminated, truncated, info = env.last()
>>> obs["observation"].shape, obs["action_mask"].shape
((202,), (62,))
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from paixi.core.errors import OptionError

try:
    import gymnasium  # noqa: F401
    import numpy  # noqa: F401
    import pettingzoo  # noqa: F401
except ImportError as exc:  # pragma: no cover - depends on the install
    raise OptionError(
        f"paixi.rl needs the rl extra ({exc.name} is missing): pip install -e '.[rl]'"
    ) from None

from paixi.rl.aec import PaixiAECEnv
from paixi.rl.config import EnvConfig
from paixi.rl.solitaire import SolitaireEnv


def env(
    game: str,
    players: int | None = None,
    options: Mapping[str, Any] | Iterable[str] | None = None,
    seed: int | None = None,
    render_mode: str | None = None,
    lang: str = "en",
) -> PaixiAECEnv:
    """``game`` as a PettingZoo AEC environment (:class:`PaixiAECEnv`).

    ``players`` and ``options`` as ``paixi play`` takes them (options: a
    mapping, or ``name=value`` strings); a bad game, count or option raises
    :class:`paixi.PaixiError` with one clear line. ``seed`` fixes the stream
    of episodes; ``render_mode="ansi"`` gives the terminal rendering.
    """
    return PaixiAECEnv(game, players, options, seed, render_mode, lang)


def gym_env(
    game: str,
    options: Mapping[str, Any] | Iterable[str] | None = None,
    seed: int | None = None,
    render_mode: str | None = None,
    lang: str = "en",
    illegal: str = "ignore",
) -> SolitaireEnv:
    """A one-player ``game`` (通五关, 推磨, 拆乌龟, 测运气) as a Gymnasium env
    (:class:`SolitaireEnv`; ``illegal`` says what an index that is not legal
    does: ``"ignore"`` it, reporting why in ``info``, or ``"raise"``)."""
    return SolitaireEnv(game, options, seed, render_mode, lang, illegal)


__all__ = ["EnvConfig", "PaixiAECEnv", "SolitaireEnv", "env", "gym_env"]
