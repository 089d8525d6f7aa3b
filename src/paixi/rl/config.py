"""One environment's configuration: the game, the player count and the options,
read exactly as ``paixi play`` reads them, and the spaces they give.

Needs numpy and gymnasium (the ``rl`` extra).
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import numpy as np
from gymnasium import spaces

import paixi
from paixi.core.action_space import ActionSpace
from paixi.core.errors import IllegalActionError, OptionError
from paixi.core.game import Game, State
from paixi.core.game_package import StateEncoder
from paixi.core.tensor import TensorSpec


def read_options(options: Mapping[str, Any] | Iterable[str] | None) -> dict[str, Any] | None:
    """Options as a mapping of names to values, or as ``paixi play``'s
    ``name=value`` strings (``["rounds=3", "ones_wild=false"]``); values may be
    text, converted by the game. :class:`OptionError` for a malformed item."""
    if options is None or isinstance(options, Mapping):
        return None if options is None else dict(options)
    if isinstance(options, str):
        options = [options]
    out: dict[str, Any] = {}
    for item in options:
        if not isinstance(item, str) or "=" not in item:
            raise OptionError(f"an option is written name=value, not {item!r}")
        name, value = item.split("=", 1)
        out[name.strip()] = value.strip()
    return out


@dataclass(frozen=True)
class EnvConfig:
    """A game, its player count and validated options, with the spaces they fix."""

    game: Game
    players: int
    options: Any
    tensor: TensorSpec
    actions: ActionSpace

    @classmethod
    def make(
        cls,
        game: str | Game,
        players: int | None = None,
        options: Mapping[str, Any] | Iterable[str] | None = None,
    ) -> EnvConfig:
        """Validate ``game`` (an id or a :class:`Game`), ``players`` (None: the
        game's default) and ``options``; :class:`paixi.PaixiError` saying what
        is wrong otherwise."""
        if isinstance(game, str):
            game = paixi.load_game(game)
        elif not isinstance(game, Game):
            raise OptionError(f"game must be a game id or a Game, not {type(game).__name__}")
        count = game.check_players(players)
        opts = game.parse_options(read_options(options), count)
        return cls(
            game,
            count,
            opts,
            game.tensor_spec(count, opts),
            game.cached_action_space(count, opts),
        )

    @property
    def num_actions(self) -> int:
        return self.actions.size

    def new_state(self, seed: int) -> State:
        return self.game.new_game(self.players, self.options, seed=seed)

    def observation_space(self) -> spaces.Dict:
        """``Dict(observation=Box(lows, highs, (size,), float32), action_mask=Box(0, 1, (A,), int8))``."""
        return spaces.Dict(
            {
                "observation": spaces.Box(
                    low=np.asarray(self.tensor.lows, dtype=np.float32),
                    high=np.asarray(self.tensor.highs, dtype=np.float32),
                    dtype=np.float32,
                ),
                "action_mask": spaces.Box(0, 1, (self.num_actions,), dtype=np.int8),
            }
        )

    def action_space(self) -> spaces.Discrete:
        return spaces.Discrete(self.num_actions)

    def observe(self, state: State, seat: int) -> dict[str, np.ndarray]:
        """``seat``'s tensor and its action mask (all zeros unless it is to act)."""
        # the encoder writes into an array("d") (doubles, as a list holds them)
        # that numpy wraps without a copy and rounds to float32 in one C loop:
        # turning a list of floats into an array cost more than many games'
        # whole encoding (State.encode_observation and legal_action_mask, with
        # the seat check and the lookups of encoder and action space done once)
        buffer = array("d", self._zero_bytes)
        self._encoder(state, seat, self.tensor, buffer)
        tensor = np.frombuffer(buffer, dtype=np.float64).astype(np.float32)
        if state.current_player() == seat:
            mask = np.frombuffer(self.actions.mask(state.legal_actions()), dtype=np.int8)
        else:
            mask = np.zeros(self.actions.size, dtype=np.int8)
        return {"observation": tensor, "action_mask": mask}

    @cached_property
    def _zero_bytes(self) -> bytes:
        return bytes(8 * self.tensor.size)

    @cached_property
    def _encoder(self) -> StateEncoder:
        return self.game.state_encoder()

    def decode(self, state: State, action: Any) -> Any:
        """The engine action of index ``action`` if it is legal now;
        :class:`paixi.IllegalActionError` (state unchanged) otherwise."""
        if type(action) is not int and isinstance(action, np.integer):
            action = int(action)
        if type(action) is not int or not 0 <= action < self.actions.size:
            raise IllegalActionError(
                f"an action is an index 0-{self.num_actions - 1}, not {action!r}"
            )
        move = self.actions.action(action)
        reason = state.illegal_reason(move)
        if reason is not None:
            raise IllegalActionError(f"action {action} ({move}) is illegal: {reason}")
        return move
