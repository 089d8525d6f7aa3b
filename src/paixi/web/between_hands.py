"""The pause between hands: a hand's result stays on the table before the next.

In a game of many hands (国标, 龙麻将, 川牌, 大贰, UNO) the table view carries the
last hand's result (``layout.end`` with its ``hand_no``, see
:mod:`paixi.web.tables`). Played straight on, the bots would deal and play
the next hand underneath the result panel, its claim bar live. So, as at
雀魂's table, once a hand is over the bots wait until every person seated
and connected has pressed 继续 (the ``next`` message), or until the pause
has run out (:func:`pause_seconds`, counted down on the page).

The pause depends only on hands ending, which every seat sees at once: it
tells nobody anything hidden.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from paixi.web.views import build_table

if TYPE_CHECKING:
    from paixi.web.rooms import Room

HAND_PAUSE = 15.0
"""Seconds a hand's result stays up at the server's default bot delay."""
DEFAULT_BOT_DELAY = 0.6
"""The default ``ServerConfig.bot_delay``: a faster server pauses in proportion
(0 in tests and benchmarks: no pause)."""


def pause_seconds(room: Room) -> float:
    """How long (seconds) the result of a hand holds the table at most."""
    config = room.manager.config if room.manager else None
    if config is None:
        return 0.0
    return HAND_PAUSE * min(1.0, max(0.0, config.bot_delay) / DEFAULT_BOT_DELAY)


def finished_hands(room: Room, seat: int) -> int:
    """How many hands are over, as ``seat``'s table view counts them (0 for a
    game without hands, or before the first ends)."""
    state = room.state
    layout: Any = build_table(state, state.observation(seat), seat, [], "en")
    end = layout.get("end") if isinstance(layout, dict) else None
    return int(end.get("hand_no") or 0) if isinstance(end, dict) else 0


@dataclass
class HandPause:
    """One table's pause between hands."""

    hand: int | None = None
    """The latest hand whose end was seen (None: not looked yet — a table
    loaded after a restart does not pause for a hand that ended long ago)."""
    until: float = 0.0
    ready: set[int] = field(default_factory=set)
    """Seats that pressed 继续 for :attr:`hand`."""
    wake: asyncio.Event = field(default_factory=asyncio.Event)

    @staticmethod
    def _persons(room: Room) -> set[int]:
        connected = {c.seat for c in room.connections if c.seat is not None}
        return {
            i
            for i, s in enumerate(room.seats)
            if i in connected and s.bot is None and not s.taken_over
        }

    def remaining(self, room: Room) -> float:
        """Seconds the bots should still wait before the next hand (0: go on)."""
        if room.state.is_terminal():
            return 0.0
        persons = self._persons(room)
        if not persons:
            return 0.0
        done = finished_hands(room, min(persons))
        if self.hand is None:
            self.hand = done
            return 0.0
        if done > self.hand:
            self.hand, self.ready = done, set()
            self.until = time.monotonic() + pause_seconds(room)
        if persons <= self.ready:
            return 0.0
        return max(0.0, self.until - time.monotonic())

    def go_on(self, seat: int, hand: int) -> None:
        """``seat`` pressed 继续 on the result of hand ``hand``."""
        if self.hand is not None and hand >= self.hand:
            self.ready.add(seat)
        self.wake.set()

    async def wait(self, room: Room) -> None:
        """Wait while the last hand's result is up (see the module docstring)."""
        while (left := self.remaining(room)) > 0:
            self.wake.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.wake.wait(), timeout=left)
