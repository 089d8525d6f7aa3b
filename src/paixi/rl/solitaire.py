"""The one-player games (通五关, 推磨, 拆乌龟, 测运气) as Gymnasium environments.

Observation ``{"observation": float32[size], "action_mask": int8[A]}`` as in
:mod:`paixi.rl.aec`; reward after each step the change of ``returns()[0]``
(the game's score), so an episode's rewards add up to its final score;
``terminated`` at the end of the game, never ``truncated``.

Gymnasium's contract is that ``step`` takes every action of the action
space, so an index that is not legal now is, by default
(``illegal="ignore"``), a step that changes nothing: reward 0, not
terminated, and ``info["illegal_action"]`` saying why; with
``illegal="raise"`` it raises :class:`paixi.IllegalActionError` instead (as
the PettingZoo env does). Use the mask.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Any

import gymnasium
import numpy as np

from paixi.core.errors import IllegalActionError, OptionError
from paixi.core.game import Game, State
from paixi.rl.aec import RENDER_MODES
from paixi.rl.config import EnvConfig


class SolitaireEnv(gymnasium.Env):
    """A one-player paixi game; see the module docstring."""

    # gymnasium's Env declares metadata an instance field and reads it from the class too
    metadata = {"render_modes": list(RENDER_MODES)}  # noqa: RUF012

    def __init__(
        self,
        game: str | Game,
        options: Mapping[str, Any] | Iterable[str] | None = None,
        seed: int | None = None,
        render_mode: str | None = None,
        lang: str = "en",
        illegal: str = "ignore",
    ) -> None:
        if illegal not in ("ignore", "raise"):
            raise OptionError(f"illegal must be 'ignore' or 'raise', not {illegal!r}")
        self.illegal = illegal
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise OptionError(
                f"render_mode must be one of {RENDER_MODES} or None, not {render_mode!r}"
            )
        config = EnvConfig.make(game, None, options)
        if config.game.max_players != 1:
            raise OptionError(
                f"{config.game.id} is not a one-player game: use paixi.rl.env({config.game.id!r})"
            )
        self.config = config
        self.render_mode = render_mode
        self.lang = lang
        self.observation_space = config.observation_space()
        self.action_space = config.action_space()
        self._seeds = random.Random(seed)
        self.paixi_state: State | None = None

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        super().reset(seed=seed)
        if seed is not None:
            self._seeds = random.Random(seed)
        state = self.config.new_state(self._seeds.getrandbits(63))
        self.paixi_state = state
        self._score = state.returns()[0]
        return self.config.observe(state, 0), {}

    def step(self, action: Any) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        state = self._state()
        if state.is_terminal():
            raise OptionError("the game is over: call reset()")
        try:
            move = self.config.decode(state, action)
        except IllegalActionError as exc:
            if self.illegal == "raise":
                raise
            return self.config.observe(state, 0), 0.0, False, False, {"illegal_action": str(exc)}
        state.apply(move)
        score = state.returns()[0]
        reward = float(score - self._score)
        self._score = score
        done = state.is_terminal()
        info = {"result": state.result()} if done else {}
        return self.config.observe(state, 0), reward, done, False, info

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        state = self._state()
        return self.config.game.render(state.observation(0), self.lang)

    def decode_action(self, index: int) -> Any:
        return self.config.actions.action(index)

    def _state(self) -> State:
        if self.paixi_state is None:
            raise OptionError("the environment has not been reset: call reset() first")
        return self.paixi_state
