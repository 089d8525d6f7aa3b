"""The numbering of a game configuration's actions, for action masks (docs/design.md "Tensors")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


class ActionSpace:
    """A numbering ``0 .. size-1`` of every action a game configuration can have.

    Used for action masks. ``index(action)`` and ``action(i)`` are inverse.

    >>> space = ActionSpace(["pass", "3x5", "call"])
    >>> space.size, space.index("call"), space.action(1)
    (3, 2, '3x5')
    >>> list(space.mask(["call", "pass"])), space.indices(["3x5"])
    ([1, 0, 1], [1])
    """

    def __init__(self, actions: Sequence[Any]) -> None:
        self._actions = tuple(actions)
        self._index = {a: i for i, a in enumerate(self._actions)}

    @property
    def size(self) -> int:
        return len(self._actions)

    def index(self, action: Any) -> int:
        """Index of ``action``; ``KeyError`` if the action is not in the space."""
        return self._index[action]

    def action(self, i: int) -> Any:
        return self._actions[i]

    def indices(self, legal: Sequence[Any]) -> list[int]:
        """The index of each action of ``legal``, in order."""
        index = self._index
        return [index[a] for a in legal]

    def mask(self, legal: Sequence[Any]) -> bytearray:
        """0/1 bytes, ``size`` long, with a 1 at each legal action (a bytearray:
        indexing gives ints, and it costs one allocation however large the space)."""
        out = bytearray(len(self._actions))
        index = self._index
        for a in legal:
            out[index[a]] = 1
        return out
