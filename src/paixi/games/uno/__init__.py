"""UNO — the official game and every house rule of docs/specs/uno.md."""

from paixi.games.uno.actions import Action, parse_action
from paixi.games.uno.chance import Chance
from paixi.games.uno.game import GAME, Uno, UnoOptions
from paixi.games.uno.state import UnoState

__all__ = ["GAME", "Action", "Chance", "Uno", "UnoOptions", "UnoState", "parse_action"]
