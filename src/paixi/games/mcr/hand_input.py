"""What is wrong with a malformed hand given to the MCR scorer (docs/specs/mcr.md §19).

The scorer checks its input in one pass over packed counts
(:mod:`paixi.games.mcr.scoring_fast`); when that finds something wrong,
:func:`reject` works the checks out again, one by one in the order of the
scorer's documentation, and raises the :class:`NotationError` naming it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NoReturn

from paixi.core.errors import NotationError
from paixi.equipment.mahjong import NUM_FACES, Meld, Tile, check_counts, tile_code
from paixi.games.mcr.score_types import WinSituation

_WINDS = range(27, 31)


def reject(concealed: Sequence[Tile], melds: Sequence[Meld], situation: WinSituation) -> NoReturn:
    """Raise the :class:`NotationError` that says what is wrong with a hand the
    scorer found malformed (the checks in the order of the scorer's docs)."""
    win = situation.win_tile
    if type(win) is not int or not 0 <= win < NUM_FACES:
        raise NotationError(f"the winning tile must be a playing tile, not {tile_text(win)}")
    tiles = list(concealed)
    for t in tiles:
        if type(t) is not int or not 0 <= t < NUM_FACES:
            raise NotationError(f"unknown tile {tile_text(t)} among the concealed tiles")
    if len(melds) > 4:
        raise NotationError(f"a hand has at most 4 declared sets, got {len(melds)}")
    need = 13 - 3 * len(melds)
    if len(tiles) == need + 1:
        if win not in tiles:
            raise NotationError(f"the winning tile {tile_code(win)} is not in the hand")
        tiles.remove(win)
    elif len(tiles) != need:
        raise NotationError(
            f"wrong tile count: {len(melds)} declared set(s) need {need} concealed tiles "
            f"before the winning tile, got {len(tiles)}"
        )
    check_counts([*tiles, win, *(t for m in melds for t in m.tiles)])  # names the tile
    if not 0 <= situation.flowers <= 8:
        raise NotationError(f"flowers must be 0-8, got {situation.flowers}")
    if situation.seat_wind not in _WINDS:
        raise NotationError("seat_wind must be a wind tile (1z-4z)")
    raise NotationError("prevalent_wind must be a wind tile (1z-4z)")


def tile_text(t: object) -> str:
    """A tile for an error message: its code, or its repr if it is no tile."""
    try:
        return tile_code(t)  # type: ignore[arg-type]  # any object: its NotationError is the test
    except NotationError:
        return repr(t)
