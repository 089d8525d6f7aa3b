"""paixi (牌戏): traditional Chinese tile, card and dice games, exactly by their rules.

>>> import paixi
>>> game = paixi.load_game("chuiniu")
>>> state = game.new_game(players=2, seed=1)
"""

from paixi.core import (
    IllegalActionError,
    NotationError,
    OptionError,
    PaixiError,
    RecordError,
    list_games,
    load_game,
    replay,
)
from paixi.version import __version__

__all__ = [
    "IllegalActionError",
    "NotationError",
    "OptionError",
    "PaixiError",
    "RecordError",
    "__version__",
    "list_games",
    "load_game",
    "replay",
]
