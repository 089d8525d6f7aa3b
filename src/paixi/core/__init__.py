"""The game protocol, actions, seeded chance, records, errors and registry."""

from paixi.core.action_space import ActionSpace
from paixi.core.errors import (
    IllegalActionError,
    NotationError,
    OptionError,
    PaixiError,
    RecordError,
    UnknownGameError,
)
from paixi.core.game import CHANCE, TERMINAL, Game, State
from paixi.core.history import HistoryEntry
from paixi.core.options import option
from paixi.core.record import load_record, replay
from paixi.core.registry import list_games, load_game

__all__ = [
    "CHANCE",
    "TERMINAL",
    "ActionSpace",
    "Game",
    "HistoryEntry",
    "IllegalActionError",
    "NotationError",
    "OptionError",
    "PaixiError",
    "RecordError",
    "State",
    "UnknownGameError",
    "list_games",
    "load_game",
    "load_record",
    "option",
    "replay",
]
