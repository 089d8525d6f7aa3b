"""The phases of an MCR hand (docs/specs/mcr.md §5-§10)."""

from __future__ import annotations

from enum import IntEnum


class Phase(IntEnum):
    """Where a match stands: a chance node building the wall (``DEAL``), a
    seat's own turn (``TURN``), a claim window on a discard (``CLAIM``), a
    robbing window on an added kong (``ROB``, 抢杠), or the end (``END``).

    Its ``label`` is the word observations and positions use.
    """

    DEAL = 0
    TURN = 1
    CLAIM = 2
    ROB = 3
    END = 4

    @property
    def label(self) -> str:
        """``deal``, ``turn``, ``claims``, ``robbing`` or ``over``."""
        return LABELS[self]


LABELS = ("deal", "turn", "claims", "robbing", "over")
"""The phases' words, by value (the position notation's ``phase`` field)."""
