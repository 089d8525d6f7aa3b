"""接龙's phases and the copies of each tile type in one set: what the state
(:mod:`~paixi.games.jielong.game`) and its parts (view, hidden, position) share,
in a module of their own so that none of them imports another in a cycle."""

from __future__ import annotations

from enum import IntEnum

from paixi.equipment.dominoes import TILE_TYPES


class Phase(IntEnum):
    """Where a game stands: the deal, the dice for the first lead, play, a
    blocked line being settled, the end."""

    DEAL = 0
    DICE = 1
    PLAY = 2
    BLOCKED = 3
    END = 4


DEAL, DICE, PLAY, BLOCKED, END = Phase

COPIES: tuple[int, ...] = tuple(t.copies for t in TILE_TYPES)
"""Copies of each type in one set."""
