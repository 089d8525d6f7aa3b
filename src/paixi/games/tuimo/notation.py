"""推磨 position notation (docs/specs/tuimo.md, "Positions").

Three fields after the frame of :mod:`paixi.core.position`::

    <top> <bottom> <played>

``top`` and ``bottom`` the two rows as dealt (§2, after the ``alignment``),
tile keys joined by ``,`` (``*`` and ``-`` before the shuffle); ``played``
``1`` once the forced procedure has run (its outcome follows from the rows),
else ``0``.
"""

from __future__ import annotations

from typing import Any

from paixi.core.errors import PositionError
from paixi.core.position import EMPTY, expect_fields, flag, read
from paixi.equipment.dominoes import check_multiset, read_key
from paixi.games.tuimo.procedure import run

FIELDS = ("top", "bottom", "played")
NOT_DEALT = "*"


def write(state: Any) -> list[str]:
    """The three fields of a :class:`TuimoState`."""
    if not state.dealt:
        return [NOT_DEALT, EMPTY, "0"]
    return [",".join(state.top), ",".join(state.bottom), "1" if state.outcome else "0"]


def load(state: Any, fields: list[str]) -> None:
    """Set a fresh state from the fields; :class:`PositionError` if inconsistent."""
    expect_fields(fields, FIELDS, "tuimo")
    top, bottom, played = fields
    if top == NOT_DEALT:
        if (bottom, played) != (EMPTY, "0"):
            raise PositionError("before the shuffle the fields are * - 0")
        return
    rows = [
        [read(read_key, k, name) for k in text.split(",")]
        for name, text in (("top", top), ("bottom", bottom))
    ]
    if len(rows[0]) != 16 or len(rows[1]) != 16:
        raise PositionError(f"each row holds 16 tiles, not {len(rows[0])} and {len(rows[1])}")
    read(lambda ks: check_multiset(ks, 1), rows[0] + rows[1], "tiles")
    state.top, state.bottom = rows
    state.dealt = True
    if flag(played, "played"):
        state.outcome = run(state.top, state.bottom)
