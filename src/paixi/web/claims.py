"""Claim windows at the web table: every seat asked at once, nothing revealed.

The engine models a claim window (MCR, rules/mcr.md §7) as one decision per
seat, nearest to the discarder first, with the answers hidden until all are in.
A person at the table should not wait for the seats before them, and nobody
may learn from a message or its timing whether a seat *could* have claimed.
So, when the game asks every seat (``ask_all``, the default):

* at the discard every asked seat sees its claim bar at once (its options in
  its own observation); a person's answer given before the engine reaches
  that seat is held here (:meth:`ClaimDesk.answer_ahead`) and only that
  person is told it was taken;
* a seat with "pass automatically when I cannot claim" (:attr:`ClaimDesk.autopass`)
  and no option answers ``pass`` by itself — it is shown nothing;
* no answer is applied before the window has been open :func:`hold_seconds`
  (the same for every window with a person in it, whatever anyone could do),
  then all answers are applied in turn order with no view sent in between, and
  the table sees the outcome once the window resolves. A window stays open
  longer only while a person is still choosing — as at a real table — and
  during it everyone else sees "claims being answered" without whose turn it is.

With ``ask_all`` off only the seats that can claim are asked (the order of
asking shows who they are, as the option's help says) and the window runs
one seat at a time like any other turn.

A window is recognised from the observation: a ``window`` object with
``my_options`` (the seat's claims) and ``from`` (the discarder) — the shape
every mahjong-family game uses for its claim windows.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from paixi.core.errors import IllegalActionError

if TYPE_CHECKING:
    from paixi.web.rooms import Room

PACES = {"instant": 0.0, "fast": 1 / 3, "normal": 1.0}
"""Bot pace a table's creator chooses: a fraction of the server's ``bot_delay``."""
MIN_HOLD = 0.5
"""Shortest time (seconds) a claim window with a person in it stays open."""


def bot_delay(room: Room) -> float:
    """Seconds a bot of ``room`` waits before moving (its pace × ``bot_delay``)."""
    base = room.manager.config.bot_delay if room.manager else 0.0
    return base * PACES.get(room.pace or "normal", 1.0)


def hold_seconds(room: Room) -> float:
    """How long every claim window with a person in it stays open at least."""
    config = room.manager.config if room.manager else None
    hold = getattr(config, "claim_hold", MIN_HOLD) if config else 0.0
    return max(hold, bot_delay(room))


@dataclass
class ClaimDesk:
    """One table's claim windows: answers held ahead of turn, auto-pass seats."""

    autopass: set[int] = field(default_factory=set)
    held: dict[int, str] = field(default_factory=dict)
    opened_key: tuple[Any, ...] | None = None
    opened_at: float = 0.0
    told: tuple[Any, ...] | None = None

    def window(self, room: Room) -> dict[str, Any] | None:
        """The open window asking every seat (``ask_all``), or None; notes when it opened."""
        state = room.state
        seat = state.current_player()
        if seat < 0 or state.is_terminal():
            return self._closed()
        obs = state.observation(seat)
        window = obs.get("window")
        if not isinstance(window, dict) or "my_options" not in window:
            return self._closed()
        if not (obs.get("options") or {}).get("ask_all", False):
            return self._closed()
        key = _window_key(obs, window)
        if self.opened_key != key:
            self.opened_key, self.opened_at, self.held = key, time.monotonic(), {}
        return window

    def _closed(self) -> None:
        self.opened_key = None
        self.held = {}
        return None

    def answered(self, room: Room, seat: int | None) -> str | None:
        """``seat``'s answer held in the open window (shown to that seat only)."""
        if seat is None or self.window(room) is None:
            return None
        if seat in self.held:
            return self.held[seat]
        if seat in self.autopass and room.seats[seat].bot is None:
            window = room.state.observation(seat).get("window") or {}
            if not window.get("my_options") and window.get("from") != seat:
                return "pass"  # answered by itself: this seat is shown nothing
        return None

    def answer_ahead(self, room: Room, seat: int, notation: str) -> bool:
        """Hold ``seat``'s answer to the open window; False if there is no such
        window for it (the action is then an ordinary move). Raises
        :class:`IllegalActionError` for an answer that is not among its options."""
        window = self.window(room)
        if window is None or window.get("from") == seat:
            return False
        if seat in self.held:
            raise IllegalActionError("you have already answered this claim")
        mine = room.state.observation(seat).get("window") or {}
        if mine.get("my_answer") is not None:
            raise IllegalActionError("you have already answered this claim")
        options = [*mine.get("my_options", []), "pass"]
        text = " ".join(notation.split()).lower()
        if text not in options:
            raise IllegalActionError(
                f"illegal claim {notation!r}: choose from {', '.join(options)}"
            )
        self.held[seat] = text
        return True

    def next_answer(self, room: Room, seat: int) -> str | None:
        """The answer of ``seat`` (on turn in the window) if it is known yet:
        held, or ``pass`` for an auto-passing seat without options."""
        if seat in self.held:
            return self.held.pop(seat)
        info = room.seats[seat]
        if info.bot is None and not info.taken_over and seat in self.autopass:
            window = room.state.observation(seat).get("window") or {}
            if not window.get("my_options"):
                return "pass"
        return None

    async def run(self, room: Room) -> bool:
        """Apply the window's answers in turn order once the hold is over.
        Returns False while a person still has to answer (call again when they
        do), True when the window has resolved (the table has been told)."""
        window = self.window(room)
        if window is None:
            return True
        persons = any(
            s.bot is None and not s.taken_over
            for i, s in enumerate(room.seats)
            if i != window.get("from")
        )
        wait = self.opened_at + (hold_seconds(room) if persons else 0.0) - time.monotonic()
        while self.window(room) is not None:
            seat = room.state.current_player()
            answer = self.next_answer(room, seat)
            if answer is None:
                bot = room.bot_for_turn()
                if bot is None:  # a person is still choosing: tell them it is their turn
                    if wait > 0:
                        await asyncio.sleep(wait)
                    still = self.window(room) is not None and room.state.current_player() == seat
                    if still and self.told != (self.opened_key, seat):
                        self.told = (self.opened_key, seat)
                        await room.tell_seat(seat)
                    if seat in self.held:  # answered while we were telling
                        wait = 0
                        continue
                    room.flush_held()  # hellos that came during the answers' writes
                    return False
                answer = await room.bot_answer(bot)
            if wait > 0:
                await asyncio.sleep(wait)
                wait = 0
                if self.window(room) is None or room.state.current_player() != seat:
                    continue
            room.act(seat, answer)
            await room.persist()
        await room.broadcast()
        return True


def _window_key(obs: dict[str, Any], window: dict[str, Any]) -> tuple[Any, ...]:
    """What tells one window from the next: hand, source, tile, kind, and how
    many tiles have been discarded (answers change none of these)."""
    discards = obs.get("discards") or []
    return (
        obs.get("hand_number"),
        window.get("from"),
        window.get("tile"),
        window.get("kind"),
        sum(len(d) for d in discards),
        sum(len(m) for m in obs.get("melds") or []),
    )
