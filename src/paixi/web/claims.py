"""Claim windows at the web table: every seat asked at once, nothing revealed.

The engine models a claim window (MCR, docs/specs/mcr.md §7; 龙麻将, 川牌 and 大贰
alike) as one decision per seat, in the spec's order, with the answers hidden
until all are in. Nobody may learn from a message or its timing whether a
seat *could* have claimed (issue 24: the server is the referee and tells
nobody more than the rules allow). So, when the game asks every seat (MCR's
``ask_all``, the default; 龙麻将, 川牌 and 大贰 always), a window runs on a
schedule fixed before any answer is known:

* it **opens** with the discard: every asked seat sees its claim bar at once
  (its options in its own observation), and every bot seat starts thinking
  at once (:mod:`paixi.web.botpool`), each on a copy of the state at its own
  turn (the answers before it are hidden, so a placeholder stands for them);
* it **holds** :func:`hold_seconds` — the same for every window, with or
  without a person in it, whoever could claim. A person's answer is held here
  (:meth:`ClaimDesk.answer_ahead`: only that person is told it was taken); a
  seat with "pass automatically when I cannot claim" and no option answers
  ``pass`` by itself and is shown nothing. Nothing is applied while the window
  is open, so no step counter, log line or view of anyone else changes;
* it **closes** when the hold is over — or, if a bot has not answered by then
  (a busy pool), at the next multiple of the hold, so even a late answer
  moves the close by whole holds only — and then all answers are applied in
  turn order at once and everyone sees the outcome. A window stays open
  longer only while a person is still choosing, as at a real table.

With ``ask_all`` off only the seats that can claim are asked (the order of
asking shows who they are, as the option's help says) and the window runs
one seat at a time like any other turn.

A window is recognised by the game's table view
(:func:`paixi.web.tables.claim_window`): MCR with ``ask_all``, and 龙麻将,
川牌 and 大贰, whose windows ask every (active) seat by their rules.
"""

from __future__ import annotations

import asyncio
import math
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from paixi.core import PaixiError
from paixi.core.errors import IllegalActionError
from paixi.core.game import State
from paixi.web.tables import ClaimAsk, claim_window

if TYPE_CHECKING:
    from paixi.web.manager import RoomManager
    from paixi.web.room_seats import SeatState


class ClaimTable(Protocol):
    """What the claim desk reads from and asks of its table
    (:class:`paixi.web.rooms.Room`): the state and seats to read, the bots to
    start, and the three things it does when a window closes — apply each
    answer, store, tell everyone."""

    state: State
    seats: list[SeatState]
    manager: RoomManager | None
    pace: str | None

    def bot_of(self, seat: int) -> Any:
        """The bot playing ``seat``, or None for a person."""

    async def think(self, bot: Any, seat: int, state: State | None = None) -> str:
        """``bot``'s answer for ``seat`` on ``state`` (the bot pool's work)."""

    def act(self, seat: int, notation: str) -> None:
        """Apply ``seat``'s answer to the state."""

    def flush_held(self) -> None:
        """Send the views held back (a person is still choosing)."""

    async def persist(self) -> None:
        """Store the table."""

    async def broadcast(self) -> None:
        """Send every connection its view."""


PACES = {"instant": 0.0, "fast": 1 / 3, "normal": 1.0}
"""Bot pace a table's creator chooses: a fraction of the server's ``bot_delay``."""
MIN_HOLD = 0.5
"""Shortest time (seconds) a claim window stays open."""


def bot_delay(room: ClaimTable) -> float:
    """Seconds a bot of ``room`` waits before moving (its pace × ``bot_delay``)."""
    base = room.manager.config.bot_delay if room.manager else 0.0
    return base * PACES.get(room.pace or "normal", 1.0)


def hold_seconds(room: ClaimTable) -> float:
    """How long every claim window stays open (at least, and in whole holds)."""
    config = room.manager.config if room.manager else None
    hold = getattr(config, "claim_hold", MIN_HOLD) if config else 0.0
    return max(hold, bot_delay(room))


@dataclass
class ClaimDesk:
    """One table's claim windows: answers held, bots thinking, auto-pass seats."""

    autopass: set[int] = field(default_factory=set)
    held: dict[int, str] = field(default_factory=dict)
    opened_key: tuple[Any, ...] | None = None
    opened_at: float = 0.0
    opened_step: int = 0
    """``len(history)`` when the open window opened (nothing is applied while open)."""
    thinking: dict[int, asyncio.Task[str]] = field(default_factory=dict)
    turns: dict[int, State] = field(default_factory=dict)
    """A copy of the state at each asked seat's turn (earlier answers: placeholders)."""

    def window(self, room: ClaimTable) -> ClaimAsk | None:
        """The open window asking every seat, as the seat on turn sees it, or
        None; notes when it opened."""
        state = room.state
        seat = state.current_player()
        if seat < 0 or state.is_terminal():
            self._closed()
            return None
        ask = self._ask(room, seat)
        if ask is None:
            self._closed()
            return None
        if self.opened_key != ask.key:
            self._closed()
            self.opened_key, self.opened_at = ask.key, time.monotonic()
            self.opened_step = len(state.history)
        return ask

    def hide_answers(self, entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """``entries`` of a log without the open window's "seat N answered"
        (none is applied while it is open; kept as a guard)."""
        first = self.opened_step
        return [e for e in entries if e["key"] != "answered" or e["step"] < first]

    @staticmethod
    def _ask(room: ClaimTable, seat: int) -> ClaimAsk | None:
        return claim_window(room.state.game.id, room.state.observation(seat))

    def _closed(self) -> None:
        self.opened_key = None
        self.held = {}
        self.turns = {}
        for task in self.thinking.values():
            task.cancel()
        self.thinking = {}
        return None

    def answered(self, room: ClaimTable, seat: int | None) -> str | None:
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

    def answer_ahead(self, room: ClaimTable, seat: int, notation: str) -> bool:
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

    def _person_answer(self, room: ClaimTable, seat: int) -> str | None:
        """A person's answer if known: held, or ``pass`` for an auto-passing
        seat without options."""
        if seat in self.held:
            return self.held[seat]
        if seat in self.autopass:
            ask = self._ask(room, seat)
            if ask is not None and ask.options == ("pass",):
                return "pass"
        return None

    def _open(self, room: ClaimTable, window: ClaimAsk) -> None:
        """Copy the state at each asked seat's turn and start every bot thinking."""
        turn = room.state.clone()
        order = window.asked
        first = turn.current_player()
        # (a window stored half-answered by an older server resumes at its turn)
        for seat in order[order.index(first) :] if first in order else order:
            if turn.is_terminal() or turn.current_player() != seat:
                break
            self.turns[seat] = turn.clone()
            legal = [str(a) for a in turn.legal_actions()]
            # the answer hides until all are in, so any stands for it here
            turn.apply("pass" if "pass" in legal else legal[0])
        for seat in self.turns:
            self._think(room, seat)

    def _think(self, room: ClaimTable, seat: int) -> None:
        bot = room.bot_of(seat)
        if bot is not None and seat not in self.thinking and seat in self.turns:
            state = self.turns[seat]
            self.thinking[seat] = asyncio.get_running_loop().create_task(
                room.think(bot, seat, state)
            )

    async def run(self, room: ClaimTable) -> bool:
        """Hold the open window to its close and apply every answer at once
        (module docstring). Returns False while a person still has to answer
        (call again when they do), True when no window is open any more."""
        while (window := self.window(room)) is not None:
            key = window.key
            if not self.turns:
                self._open(room, window)
            hold = hold_seconds(room)
            wait = self.opened_at + hold - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
            if self.opened_key != key:
                continue
            for seat in self.turns:  # a person taken over meanwhile: their stand-in
                if seat not in self.held and room.bot_of(seat) is not None:
                    self._think(room, seat)
            pending = [t for t in self.thinking.values() if not t.done()]
            if pending:
                await asyncio.wait(pending)
                late = time.monotonic() - self.opened_at
                holds = math.ceil(late / hold) if hold > 0 else 0
                await asyncio.sleep(max(0.0, self.opened_at + holds * hold - time.monotonic()))
                if self.opened_key != key:
                    continue
            answers: dict[int, str] = {}
            for seat in self.turns:
                task = self.thinking.get(seat)
                if task is not None:
                    answers[seat] = task.result()
                elif room.bot_of(seat) is None:
                    answer = self._person_answer(room, seat)
                    if answer is None:
                        room.flush_held()  # a person is still choosing
                        return False
                    answers[seat] = answer
            self._apply(room, key, answers)
            await room.persist()
            await room.broadcast()
        return True

    def _apply(self, room: ClaimTable, key: tuple[Any, ...], answers: dict[int, str]) -> None:
        """Every answer of the window ``key`` in turn order (a bot's answer the
        real state refuses becomes ``pass`` or its first legal action)."""
        state = room.state
        while not state.is_terminal():
            ask = self._ask(room, state.current_player())
            if ask is None or ask.key != key:
                return
            seat = state.current_player()
            answer = answers.get(seat)
            try:
                if answer is None:
                    raise IllegalActionError("no answer")
                room.act(seat, answer)
            except PaixiError:
                legal = [str(a) for a in state.legal_actions()]
                room.act(seat, "pass" if "pass" in legal else legal[0])
