"""拆乌龟 position notation (docs/specs/chaiwugui.md, "Positions").

Two fields after the frame of :mod:`paixi.core.position`::

    <tiles> <played>

``tiles`` the tiles at the 32 positions (deal index order, §2), keys joined
by ``,`` (``-`` before the shuffle); ``played`` ``1`` once the forced rounds
have run (their outcome follows from the tiles), else ``0``.
"""

from __future__ import annotations

from typing import Any

from paixi.core.errors import PositionError
from paixi.core.position import EMPTY, expect_fields, flag, read
from paixi.equipment.dominoes import read_deal
from paixi.games.chaiwugui.procedure import run

FIELDS = ("tiles", "played")


def write(state: Any) -> list[str]:
    """The two fields of a :class:`ChaiwuguiState`."""
    return [",".join(state.tiles) or EMPTY, "1" if state.outcome else "0"]


def load(state: Any, fields: list[str]) -> None:
    """Set a fresh state from the fields; :class:`PositionError` if inconsistent."""
    expect_fields(fields, FIELDS, "chaiwugui")
    tiles, played = fields
    if tiles == EMPTY:
        if played != "0":
            raise PositionError("before the shuffle the fields are - 0")
        return
    state.tiles = list(read(lambda t: read_deal(t, ","), tiles, "tiles"))
    if flag(played, "played"):
        state.outcome = run(state.tiles, state.options.exposure)
