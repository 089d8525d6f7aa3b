"""The shuffled wall, the one chance event of an MCR hand (rules/mcr.md §5).

The whole 144-tile order is drawn at once when a hand starts and written into
the history as ``wall 1m7z3f...`` (two characters per tile, front first), so
a record replays without the RNG. Normal draws take from the front,
replacement draws from the back.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from paixi.core.errors import NotationError
from paixi.core.game import check_notation
from paixi.equipment.mahjong import full_set, parse_tiles, tile_code

_SORTED_SET = tuple(sorted(full_set()))


@dataclass(frozen=True, slots=True)
class Wall:
    """The tile order of a new hand's wall: 144 tiles, index 0 is drawn first."""

    tiles: tuple[int, ...]

    def __str__(self) -> str:
        return "wall " + "".join(tile_code(t) for t in self.tiles)

    @classmethod
    def parse(cls, text: str) -> Wall:
        """Read ``wall <288 characters>``; :class:`NotationError` if malformed."""
        body = check_notation(text, "an MCR chance event")
        word, _, codes = body.partition(" ")
        if word != "wall" or not codes:
            raise NotationError(f"bad MCR chance event {text[:40]!r}: expected 'wall <tiles>'")
        return cls(tuple(parse_tiles(codes)))

    def problem(self) -> str | None:
        """Why these tiles are not one full set, or None."""
        if tuple(sorted(self.tiles)) != _SORTED_SET:
            return f"a wall holds each of the 144 tiles once, got {len(self.tiles)} tiles"
        return None


_FULL_SET = tuple(full_set())


def shuffled_wall(rng: random.Random) -> Wall:
    """A uniformly shuffled wall (§5.1).

    Sorting by independent uniform keys is a uniform permutation, and several
    times faster than ``rng.shuffle`` (one C-level sort instead of 143 Python
    calls), which matters in random playouts.
    """
    key = rng.random
    return Wall(tuple(sorted(_FULL_SET, key=lambda _t: key())))
