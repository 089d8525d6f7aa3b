"""Claim windows at the web table: every seat asked at once, nothing revealed.

The engine models a claim window (MCR, rules/mcr.md §7; 龙麻将, 川牌 and 大贰
alike) as one decision per seat, in the spec's order, with the answers hidden until all are in.
A person at the table should not wait for the seats before them, and nobody
may learn from a message or its timing whether a seat *could* have claimed.
So, when the game asks every seat (MCR's ``ask_all``, the default; 龙麻将,
川牌 and 大贰 always):

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

A window is recognised by the game's table view
(:func:`paixi.web.tables.claim_window`): MCR with ``ask_all``, and 龙麻将,
川牌 and 大贰, whose windows ask every (active) seat by their rules.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from paixi.core.errors import IllegalActionError
from paixi.web.tables import ClaimAsk, claim_window

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
    opened_step: int = 0
    """The first step of the open window's answers (``len(history)`` when it opened)."""
    told: tuple[Any, ...] | None = None

    def window(self, room: Room) -> ClaimAsk | None:
        """The open window asking every seat, as the seat on turn sees it, or
        None; notes when it opened."""
        state = room.state
        seat = state.current_player()
        if seat < 0 or state.is_terminal():
            return self._closed()
        ask = self._ask(room, seat)
        if ask is None:
            return self._closed()
        if self.opened_key != ask.key:
            self.opened_key, self.opened_at, self.held = ask.key, time.monotonic(), {}
            self.opened_step = len(state.history)
        return ask

    def hide_answers(self, entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """``entries`` of a log without the open window's "seat N answered":
        applied in turn order while a later person still chooses, they would
        tell every seat whose answer the table is waiting for. They show once
        the window resolves; a seat's own answer ("you answered ...") stays."""
        first = self.opened_step
        return [e for e in entries if e["key"] != "answered" or e["step"] < first]

    @staticmethod
    def _ask(room: Room, seat: int) -> ClaimAsk | None:
        return claim_window(room.state.game.id, room.state.observation(seat))

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
            ask = self._ask(room, seat)
            if ask is not None and ask.answer is None and ask.options == ("pass",):
                return "pass"  # answered by itself: this seat is shown nothing
        return None

    def answer_ahead(self, room: Room, seat: int, notation: str) -> bool:
        """Hold ``seat``'s answer to the open window; False if there is no such
        window for it (the action is then an ordinary move). Raises
        :class:`IllegalActionError` for an answer that is not among its options."""
        if self.window(room) is None:
            return False
        mine = self._ask(room, seat)
        if mine is None or seat not in mine.asked:
            return False
        if seat in self.held or mine.answer is not None:
            raise IllegalActionError("you have already answered this claim")
        text = " ".join(notation.split()).lower()
        chosen = next((o for o in mine.options if o.lower() == text), None)
        if chosen is None:
            raise IllegalActionError(
                f"illegal claim {notation!r}: choose from {', '.join(mine.options)}"
            )
        self.held[seat] = chosen  # as the game writes it (龙麻将's cards are upper case)
        return True

    def next_answer(self, room: Room, seat: int) -> str | None:
        """The answer of ``seat`` (on turn in the window) if it is known yet:
        held, or ``pass`` for an auto-passing seat without options."""
        if seat in self.held:
            return self.held.pop(seat)
        info = room.seats[seat]
        if info.bot is None and not info.taken_over and seat in self.autopass:
            ask = self._ask(room, seat)
            if ask is not None and ask.options == ("pass",):
                return "pass"
        return None

    async def run(self, room: Room) -> bool:
        """Apply the window's answers in turn order once the hold is over.
        Returns False while a person still has to answer (call again when they
        do), True when the window has resolved (the table has been told)."""
        if self.window(room) is None:
            return True
        key = None
        wait = 0.0
        while (window := self.window(room)) is not None:
            if window.key != key:
                if key is not None:
                    # one window led straight to the next (a claim, then a
                    # flip): show it, and hold it as long as any other
                    await room.broadcast()
                key = window.key
                persons = any(
                    s.bot is None and not s.taken_over
                    for i, s in enumerate(room.seats)
                    if i in window.asked
                )
                hold = hold_seconds(room) if persons else 0.0
                wait = self.opened_at + hold - time.monotonic()
            seat = room.state.current_player()
            answer = self.next_answer(room, seat)
            if answer is None:
                bot = room.bot_for_turn()
                if bot is None:  # a person is still choosing: tell them it is their turn
                    if wait > 0:
                        await asyncio.sleep(wait)
                        wait = 0
                        continue  # they may have answered, or turned auto-pass on, meanwhile
                    still = self.window(room) is not None and room.state.current_player() == seat
                    if still and self.told != (self.opened_key, seat):
                        self.told = (self.opened_key, seat)
                        await room.tell_seat(seat)
                    if self.answered(room, seat) is not None:  # answered while we were telling
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
