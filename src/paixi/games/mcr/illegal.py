"""Why an MCR action is illegal, in one line (docs/specs/mcr.md §6-§10).

Only consulted once an action is known not to be legal (the state's
``illegal_reason``); the wording names the rule and uses only what the acting
seat can see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from paixi.equipment.mahjong import tile_code
from paixi.games.mcr.actions import CHOW, DISCARD, HU, KONG, PASS, PUNG, Action
from paixi.games.mcr.phases import Phase

if TYPE_CHECKING:
    from paixi.games.mcr.game import McrState

TURN, ROB = Phase.TURN, Phase.ROB


def why_illegal(st: McrState, action: Action) -> str:
    """A specific reason for ``action``, which is not legal now."""
    if st._phase == TURN:
        if action.kind in (PUNG, CHOW) or action == PASS:
            return "there is no discard to claim; it is your turn to discard"
        if action == HU:
            return "the hand is not a complete hand worth 8 points on a self-draw"
        if action.kind == KONG:
            if st.drawn < 0:
                return "no kong in the turn of a chow or pung claim (§6.4)"
            if st.remaining() == 0:
                return "no kong when the wall is empty (§8)"
            return "a kong needs four of the tile in hand or a melded pung and the fourth"
        return f"you hold no {tile_code(action.tile)}"
    if st._phase == ROB:
        return "only hu or pass when a kong may be robbed"
    if action.kind == DISCARD:
        return "a discard is awaiting claims: answer with a claim or pass"
    if action == HU:
        return "the tile does not complete a hand worth 8 points"
    if st.remaining() == 0:
        return "only a win may be claimed on the last discard (§10.2)"
    return "that claim is not possible with this tile and your hand"
