"""paixi (牌戏): traditional Chinese tile, card and dice games, exactly by their rules.

>>> import paixi
>>> game = paixi.load_game("chuiniu")
>>> state = game.new_game(players=2, seed=1)
>>> state.current_player(), len(state.legal_actions())
(0, 54)
>>> state.apply("3x5")  # an action, or its notation: three fives
>>> state.apply("open")
>>> state.returns()
[0.0, -1.0]
>>> paixi.replay(state.to_record()).returns()  # every step re-checked
[0.0, -1.0]
"""

# before any paixi module loads: PAIXI_PURE_PYTHON=1 runs compiled modules from source
from paixi.native import prefer_source

prefer_source()

from paixi.core import (  # noqa: E402
    IllegalActionError,
    NotationError,
    OptionError,
    PaixiError,
    RecordError,
    list_games,
    load_game,
    replay,
)
from paixi.version import __version__  # noqa: E402

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
