"""What one 接龙 seat sees (docs/specs/jielong.md §5): the observation dict.

Private to the seat: its hand and its own slept tiles. Public: the options,
hand size and undealt count, the dice and the starter, every move in order
(a sleep as "seat s slept" without its face, except to the sleeper), the
line as a chain with its ends, each seat's hand size and sleep count, whose
turn it is. At the end every sleep pile is face up with its total; the
undealt tiles are never shown.

Fields a table view draws from (JSON-safe):

- ``chain``: the line left to right, each tile ``{"tile", "halves": [x, y],
  "seat", "double"}`` with ``halves`` oriented so that neighbours touch
  (``halves[0]`` faces left);
- ``ends`` ``{"L", "R"}`` (pip values, None before the lead), ``open_ends``
  (``["L", "R"]`` or ``["R"]``), ``playable_ends`` (the open ends this seat's
  hand can join now);
- ``hand``, ``hand_sizes``, ``slept_counts``, ``my_slept``, ``my_sleep_total``;
- ``moves``: ``{"seat", "kind": lead|join|sleep, "tile" (None for another
  seat's sleep), "end" (L/R, None for a lead or sleep), "open_half"}``;
- ``to_act``, ``starter``, ``dice``, ``terminal``, and at the end
  ``sleep_piles``, ``sleep_totals``, ``scores`` (the returns) and ``result``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from paixi.core.options import options_to_dict
from paixi.equipment.dominoes import KEYS
from paixi.games.jielong.actions import HALVES, PIPS, Join, Lead, Sleep
from paixi.games.jielong.model import END, PLAY

if TYPE_CHECKING:
    from paixi.games.jielong.game import JielongState


def chain(moves: list[tuple[int, Any]]) -> list[dict[str, Any]]:
    """The line left to right from the moves: oriented halves per tile (§3)."""
    line: list[dict[str, Any]] = []
    left = right = 0
    for seat, action in moves:
        a, b = HALVES[action.tile]
        cell = {"tile": KEYS[action.tile], "seat": seat, "double": a == b}
        if isinstance(action, Lead):
            if action.open_half is None:
                halves = [a, b]
            else:
                other = b if action.open_half == a else a
                halves = [other, action.open_half]
            left, right = halves
            cell["halves"] = halves
            line.append(cell)
        elif isinstance(action, Join):
            if action.end == 0:
                other = b if a == left else a
                cell["halves"] = [other, left]
                left = other
                line.insert(0, cell)
            else:
                other = b if a == right else a
                cell["halves"] = [right, other]
                right = other
                line.append(cell)
    return line


def observation(state: JielongState, seat: int) -> dict[str, Any]:
    """JSON-safe dict of exactly what ``seat`` may see (module docstring)."""
    over = state.phase == END
    started = bool(state.moves)
    moves = []
    for s, action in state.moves:
        if isinstance(action, Sleep):
            face = KEYS[action.tile] if s == seat or over else None
            moves.append({"seat": s, "kind": "sleep", "tile": face, "end": None, "open_half": None})
        elif isinstance(action, Join):
            moves.append(
                {
                    "seat": s,
                    "kind": "join",
                    "tile": KEYS[action.tile],
                    "end": "LR"[action.end],
                    "open_half": None,
                }
            )
        else:
            moves.append(
                {
                    "seat": s,
                    "kind": "lead",
                    "tile": KEYS[action.tile],
                    "end": None,
                    "open_half": action.open_half,
                }
            )
    hand = state.hands[seat]
    open_ends = (["R"] if state.one_end else ["L", "R"]) if started else []
    playable = []
    if started and not over:
        if "L" in open_ends and any(state.left in HALVES[t] for t in hand):
            playable.append("L")
        if (state.left != state.right or "L" not in open_ends) and any(
            state.right in HALVES[t] for t in hand
        ):
            playable.append("R")
    to_act = state.turn if state.phase == PLAY else None
    result = state.result() if over else None
    return {
        "game": "jielong",
        "seat": seat,
        "players": state.players,
        "options": options_to_dict(state.options),
        "hand_size": state.hand_size,
        "undealt_count": len(state.undealt),
        "starter": state.starter,
        "dice": list(state.dice) if state.dice else None,
        "must_lead": "3-6" if state.must_lead_36 and not started else None,
        "moves": moves,
        "chain": chain(state.moves),
        "ends": {"L": state.left or None, "R": state.right or None},
        "open_ends": open_ends,
        "playable_ends": playable,
        "hand": [KEYS[t] for t in hand],
        "hand_sizes": [len(h) for h in state.hands],
        "slept_counts": [len(p) for p in state.slept],
        "my_slept": [KEYS[t] for t in state.slept[seat]],
        "my_sleep_total": sum(PIPS[t] for t in state.slept[seat]),
        "to_act": to_act,
        "terminal": over,
        "blocked": over and state.block_start is not None,
        "sleep_piles": result["sleep_piles"] if result else None,
        "sleep_totals": result["sleep_totals"] if result else None,
        "scores": state.returns() if over else None,
        "result": result,
    }
