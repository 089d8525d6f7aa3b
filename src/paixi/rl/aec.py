"""Every paixi game as a PettingZoo AEC environment (docs/design.md "RL").

Agents are ``seat_0 … seat_{n-1}``. Each agent observes
``{"observation": float32[size], "action_mask": int8[A]}``: the game's
observation tensor (:mod:`paixi.core.tensor`; layout in docs/rl.md) built
from that seat's observation only, and a mask with a 1 at each legal action
index (all zeros for an agent not to act). Actions are indices into the
game's action space (``decode_action``/``encode_action``). Chance (deals,
shuffles, dice) is resolved inside the env from its seed.

Rewards: after every step each agent receives the change of its entry of
``State.returns()``, so an episode's rewards add up to the game's final
returns; games that settle round by round (a match of hands) pay each
round's change when it is settled.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from paixi.core.errors import OptionError
from paixi.core.game import Game, State
from paixi.rl.config import EnvConfig

RENDER_MODES = ("ansi",)


class PaixiAECEnv(AECEnv):
    """One paixi game as an AEC environment; see the module docstring.

    ``paixi_state`` is the engine state of the episode in play (the referee's
    view: hidden parts included — read it for logging, never feed it to a
    seat's policy).
    """

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": list(RENDER_MODES),
        "name": "paixi_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: str | Game,
        players: int | None = None,
        options: Mapping[str, Any] | Iterable[str] | None = None,
        seed: int | None = None,
        render_mode: str | None = None,
        lang: str = "en",
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise OptionError(
                f"render_mode must be one of {RENDER_MODES} or None, not {render_mode!r}"
            )
        if lang not in ("en", "zh"):
            raise OptionError(f"lang must be 'en' or 'zh', not {lang!r}")
        self.config = EnvConfig.make(game, players, options)
        self.render_mode = render_mode
        self.lang = lang
        # each env names its game; pettingzoo reads metadata from the instance, though
        # its stub declares a class variable
        self.metadata = {**self.metadata, "name": f"paixi_{self.config.game.id}_v0"}  # type: ignore[misc]
        self.possible_agents = [f"seat_{i}" for i in range(self.config.players)]
        self._seat_of = {a: i for i, a in enumerate(self.possible_agents)}
        self.agents = list(self.possible_agents)
        self.observation_spaces = {a: self.config.observation_space() for a in self.possible_agents}
        self.action_spaces = {a: self.config.action_space() for a in self.possible_agents}
        self._seeds = random.Random(seed)
        self.paixi_state: State | None = None

    # --- spaces ------------------------------------------------------------------------

    def observation_space(self, agent: str) -> spaces.Dict:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    # --- actions -----------------------------------------------------------------------

    def decode_action(self, index: int) -> Any:
        """The engine action numbered ``index`` (``str()`` gives its notation)."""
        return self.config.actions.action(index)

    def encode_action(self, action: Any) -> int:
        """The index of an engine action or of its notation; ``KeyError`` if none."""
        if isinstance(action, str):
            action = self.config.game.parse_action(action)
        return self.config.actions.index(action)

    # --- the episode -------------------------------------------------------------------

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game. ``seed`` fixes it (and reseeds the env's stream of
        episode seeds); without one the next seed of that stream is used."""
        if seed is not None:
            self._seeds = random.Random(seed)
        state = self.config.new_state(self._seeds.getrandbits(63))
        self.paixi_state = state
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._returns = list(state.returns())
        self._select(state)

    def _select(self, state: State) -> None:
        if state.is_terminal():
            self.terminations = dict.fromkeys(self.agents, True)
            self.agent_selection = self.agents[0]
            for agent in self.agents:
                self.infos[agent] = {"result": state.result()}
        else:
            self.agent_selection = self.possible_agents[state.current_player()]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        state = self.paixi_state
        if state is None:
            state = self._state()  # says the env has not been reset
        return self.config.observe(state, self._seat_of[agent])

    def step(self, action: Any) -> None:
        """Apply the selected agent's action index; a dead agent's step takes
        None. :class:`paixi.IllegalActionError` for an index that is not
        legal now (nothing changes)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self._state()
        state.apply(self.config.decode(state, action))
        self._cumulative_rewards[agent] = 0.0
        returns = state.returns()
        if returns == self._returns:  # most steps: nothing to pay, nothing to add up
            self.rewards = dict.fromkeys(self.possible_agents, 0.0)
            self._select(state)
            return
        self.rewards = {
            a: float(returns[i] - self._returns[i]) for i, a in enumerate(self.possible_agents)
        }
        self._returns = list(returns)
        self._select(state)
        self._accumulate_rewards()

    def render(self) -> str | None:
        """The terminal picture of what the seat to act sees (``render_mode="ansi"``)."""
        if self.render_mode is None:
            from gymnasium import logger

            logger.warn("render() was called without a render_mode (use render_mode='ansi')")
            return None
        state = self._state()
        seat = max(state.current_player(), 0)
        return self.config.game.render(state.observation(seat), self.lang)

    def close(self) -> None:
        return None

    def _state(self) -> State:
        if self.paixi_state is None:
            raise OptionError("the environment has not been reset: call reset() first")
        return self.paixi_state
