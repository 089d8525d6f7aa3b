"""What a game finds in its own package by convention: rules pages, ``render``,
``agent`` and ``tensor`` modules (docs/design.md "Layers").

:class:`PackageModules` is a base of :class:`~paixi.core.game.Game`: a game
package that follows the layout (``render.py``, ``agent.py``, ``tensor.py``,
``rules_en.md``/``rules_zh.md`` beside ``game.py``) gets these methods
without writing them.
"""

from __future__ import annotations

import functools
import importlib
import inspect
import re
from collections.abc import Callable, MutableSequence, Sequence
from importlib import resources
from typing import TYPE_CHECKING, Any, ClassVar

from paixi.core.errors import OptionError
from paixi.core.tensor import TensorSpec

if TYPE_CHECKING:
    from paixi.core.game import State

NOTATION_HEADING = re.compile(r"^## (Positions|Position format|局面记法)")
"""The heading of a rules page's section on the position notation (FEN-like
strings for tools and tests): the table's rules panel leaves it out."""


def rules_for_players(text: str) -> str:
    """A rules page without its position-notation section (from a heading
    :data:`NOTATION_HEADING` matches to the next ``## `` heading): what a
    player at the table reads."""
    kept: list[str] = []
    skipping = False
    for line in text.splitlines(keepends=True):
        if line.startswith("## "):
            skipping = bool(NOTATION_HEADING.match(line))
        if not skipping:
            kept.append(line)
    return "".join(kept).rstrip() + "\n"


StateEncoder = Callable[["State", int, TensorSpec, MutableSequence[float]], None]
"""A game's tensor encoder from a state (:meth:`Game.state_encoder`)."""


@functools.lru_cache(maxsize=64)
def _takes_me(fn: Any) -> bool:
    """Whether a game's ``render.event_text`` accepts the reader's seat ``me``."""
    return "me" in inspect.signature(fn).parameters


class PackageModules:
    """The methods of :class:`~paixi.core.game.Game` that delegate to the game's package."""

    id: ClassVar[str]

    def _package_module(self, name: str) -> Any:
        """Module ``name`` of the game's package (``render``, ``agent``)."""
        package = type(self).__module__.rsplit(".", 1)[0]
        return importlib.import_module(f"{package}.{name}")

    def tensor_spec(self, players: int, options: Any) -> TensorSpec:
        """The layout of this configuration's observation tensor (the game
        package's ``tensor.tensor_spec``; :mod:`paixi.core.tensor`), built once
        per configuration."""
        cache = self.__dict__.setdefault("_tensor_cache", {})
        key = (players, options)
        spec = cache.get(key)
        if spec is None:
            spec = cache[key] = self._tensor_module().tensor_spec(players, options)
        return spec

    def _tensor_module(self) -> Any:
        module = self.__dict__.get("_tensor_mod")
        if module is None:
            try:
                module = self._package_module("tensor")
            except ModuleNotFoundError:
                raise OptionError(f"{self.id} has no observation tensor") from None
            self.__dict__["_tensor_mod"] = module
        return module

    def state_encoder(self) -> StateEncoder:
        """``encoder(state, seat, spec, out)`` filling ``out`` with ``seat``'s
        tensor (:meth:`State.encode_observation`, which checks the seat): the
        tensor module's ``encode_state`` when it has one, else its reference
        ``encode`` of ``state.observation(seat)``. Resolved once per game."""
        encoder = self.__dict__.get("_state_encoder")
        if encoder is None:
            module = self._tensor_module()
            encoder = getattr(module, "encode_state", None)
            if encoder is None:
                encode = module.encode

                def encoder(state: State, seat: int, spec: TensorSpec, out: Any) -> None:
                    encode(state.observation(seat), spec, out)

            self.__dict__["_state_encoder"] = encoder
        return encoder

    def render(self, observation: dict[str, Any], lang: str = "en") -> str:
        """Text picture of what a seat sees, from its observation only: the game
        package's ``render.render(observation, lang)``."""
        return self._package_module("render").render(observation, lang)

    def describe_action(self, action: Any, lang: str = "en") -> str:
        """A short human description of an action: the game package's
        ``render.describe_action`` when it has one, else the notation."""
        describe = getattr(self._package_module("render"), "describe_action", None)
        return describe(action, lang) if describe is not None else str(action)

    def rules_text(self, lang: str = "en") -> str:
        """The concise rules page shipped with the game package."""
        package = type(self).__module__.rsplit(".", 1)[0]
        name = "rules_zh.md" if lang == "zh" else "rules_en.md"
        return resources.files(package).joinpath(name).read_text(encoding="utf-8")

    def heuristic_agent(self, seat: int, seed: int | None = None) -> Any:
        """The game's heuristic agent: its package's ``agent.HeuristicAgent(seed)``."""
        try:
            module = self._package_module("agent")
        except ModuleNotFoundError:
            raise OptionError(f"{self.id} has no heuristic agent") from None
        return module.HeuristicAgent(seed)

    def event_text(
        self, key: str, args: Sequence[Any], lang: str = "en", me: int | None = None
    ) -> str:
        """One public event in words (``"East discards 5m"`` / ``"东家打出 五万"``):
        the game package's ``render.event_text(key, args, lang)``. ``me`` is the
        reader's seat (None: a spectator or unknown); a game whose
        ``event_text`` takes ``me`` names that seat "you" / "你"."""
        fn = self._package_module("render").event_text
        if me is not None and _takes_me(fn):
            return fn(key, tuple(args), lang, me=me)
        return fn(key, tuple(args), lang)
