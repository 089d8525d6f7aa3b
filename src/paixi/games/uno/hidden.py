"""What each seat may know of a UNO state (docs/specs/uno.md §9): its observation,
and the redealing of everything it cannot see (for search agents). Mixed
into :class:`paixi.games.uno.state.UnoState`.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from paixi.core.options import options_to_dict
from paixi.equipment.uno import COLOURS, played_code
from paixi.games.uno.fields import UnoFields
from paixi.games.uno.moves import NO_RANK, wd4_legitimate
from paixi.games.uno.phases import PHASE_NAMES, Phase, Window

RECENT = 24
"""Public events of the hand given in an observation (the latest ones; an
agent that wants the whole story keeps the earlier observations)."""


@cache
def _options_dict(options: Any) -> dict[str, Any]:
    return options_to_dict(options)


class HiddenInformation(UnoFields):
    """§9 of a :class:`UnoState`: observations and :meth:`resample_hidden`."""

    __slots__ = ()

    def top_text(self) -> str:
        """The top card of the discard pile with the colour it set (``W(B)``), or ``-``."""
        if not self.discard:
            return "-"
        return played_code(self.discard[-1], self.named[-1])

    def colour_text(self) -> str:
        """The colour to match (``R Y G B``), or ``-`` before the start card."""
        return COLOURS[self.active] if self.active < 4 else "-"

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see (§9): its own hand, counts of the others, the
        public log; never the draw pile's order or another seat's hidden answer."""
        cp = self._cp
        phase = self.phase
        window = None
        if phase == Phase.WINDOW:
            win = self._win
            assert win is not None  # a window phase always has its window
            asked = self._win_seats[: self._win_pos]
            window = {
                "kind": win.value,
                "player": self._post.seat if self._post else -1,
                "seats": list(self._win_seats),
                "answered": list(asked),
                "my_answer": (
                    ("catch" if seat in self._win_hits else "pass") if seat in asked else None
                ),
            }
        over = phase == Phase.END
        swap = None
        if phase in (Phase.GIVE, Phase.TAKE):
            player, target, m = self._swap
            swap = {"player": player, "target": target, "cards": m}
        return {
            "game": "uno",
            "seat": seat,
            "players": self.n,
            "options": dict(_options_dict(self.options)),
            "hand_no": self.hand_no + (0 if over else 1),
            "dealer": self.dealer,
            "direction": self.dir,
            "phase": PHASE_NAMES[phase],
            "to_act": cp if cp >= 0 else None,
            "hand": [played_code(k) for k in sorted(self.hands[seat])],
            "hand_counts": [len(h) for h in self.hands],
            "draw_pile": len(self.pile),
            "discard": " ".join(map(played_code, self.discard, self.named)),
            "top": self.top_text(),
            "active_colour": self.colour_text(),
            # the top card set only the colour (a black card, a judgment): its
            # number or symbol does not match (§3, §10.7)
            "colour_only": bool(self.discard) and self.top_rank == NO_RANK,
            "pending": self.pending,
            "victim": self.victim if phase == Phase.RESPOND else None,
            # §5.2, §10.1: may the pending penalty be challenged, and may any
            # Draw Two be stacked on it (all of it came from Draw Twos)?
            "challengeable": phase == Phase.RESPOND and self.challengeable,
            "stack_plus2": phase == Phase.RESPOND and self.stack_all_plus2,
            "drawn": played_code(self.drawn) if phase == Phase.DRAWN and cp == seat else None,
            "window": window,
            "swap": swap,
            "my_given": (
                [played_code(k) for k in sorted(self._swap_given)]
                if swap is not None and swap["player"] == seat
                else None
            ),
            "recent": [list(e) for e in self.log[-RECENT:]],
            "events": len(self.log),
            "private": [list(e) for e in self.private[seat]],
            "dates": [f"{d[0]}/{d[1]}" if d else None for d in self.dates],
            "scores": list(self.scores),
            "hands": [dict(h) for h in self.hands_log],
            "terminal": over,
        }

    def resample_hidden(self, seat: int, rng: random.Random) -> Any:
        """Redeal what ``seat`` cannot see: the other hands (sizes kept; a card
        just drawn, or chosen for a swap, by the seat to act stays), the draw
        pile's order, and the other seats' hidden catch answers. A Wild Draw
        Four's guilt is recomputed from the offender's redealt hand. (What
        ``seat`` learnt from a peek, a challenge or a swap is not used.)"""
        other = self.clone()
        other._legal = None
        fixed: dict[int, list[int]] = {}  # cards that must stay where they are
        if other.phase == Phase.DRAWN:
            fixed[other._cp] = [other.drawn]
        elif other.phase == Phase.GIVE:
            fixed[other._cp] = list(other._swap_given)
        pool: list[int] = list(other.pile)
        free: list[list[int]] = []
        for s, hand in enumerate(other.hands):
            mine = list(hand)
            if s != seat:
                for k in fixed.get(s, ()):
                    mine.remove(k)
                pool.extend(mine)
            free.append(mine)
        rng.shuffle(pool)
        for s, hand in enumerate(other.hands):
            if s != seat:
                hand[:] = [pool.pop() for _ in free[s]] + fixed.get(s, [])
        other.pile = pool
        if other.phase == Phase.WINDOW and other._win == Window.CATCH:
            asked = other._win_seats[: other._win_pos]
            other._win_hits = [
                s for s in asked if (s in self._win_hits if s == seat else rng.random() < 0.5)
            ]
        if other.offender >= 0 and other.offender != seat and other.challengeable:
            active, rank = other._wd4_context
            other.guilty = not wd4_legitimate(
                other.hands[other.offender], active, rank, other.restriction
            )
        return other
