"""测运气 cè yùnqì — Testing One's Luck (docs/specs/ceyunqi.md)."""

from paixi.games.ceyunqi.actions import First, Group, parse_action
from paixi.games.ceyunqi.game import GAME, Ceyunqi, CeyunqiOptions, CeyunqiState
from paixi.games.ceyunqi.ring import PAIR_VALUE, band, groups

__all__ = [
    "GAME",
    "PAIR_VALUE",
    "Ceyunqi",
    "CeyunqiOptions",
    "CeyunqiState",
    "First",
    "Group",
    "band",
    "groups",
    "parse_action",
]
