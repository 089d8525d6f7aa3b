"""Live tables: the referee.

A :class:`Room` holds one table's state, its seats and its connections. Every
move goes through :meth:`Room.play`: the engine checks and applies it
(:meth:`Room.act`), the record is stored (on the one storage thread, so the
event loop never waits for the disk), and only then each connection gets its
own view (:mod:`paixi.web.views`) and the bots whose turn it is move. A view
is therefore never sent for a step that is not stored: after a crash a table
resumes at least at the last step any client saw. Rooms are loaded lazily
from storage, so after a restart a table resumes when someone comes back.

Sending never waits for a client: each :class:`Connection` has its own
bounded queue and writer task, and a client whose queue overflows is
disconnected. A view is built and encoded once per (seat, language) and
shared by every connection that reads it (300 spectators cost one view).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from paixi.core.errors import IllegalActionError
from paixi.core.game import State
from paixi.web import between_hands, claims
from paixi.web.connection import Connection, LimitError, encode
from paixi.web.room_bots import BOT_KINDS, SEAT_KINDS, RoomBots, _make_bot, is_bot
from paixi.web.room_seats import RoomSeats, SeatState
from paixi.web.room_views import RoomViews
from paixi.web.storage import SeatInfo
from paixi.web.views import LogCache, PublicCache

if TYPE_CHECKING:
    import asyncio

    from paixi.web.manager import RoomManager

__all__ = [
    "BOT_KINDS",
    "SEAT_KINDS",
    "Connection",
    "LimitError",
    "Room",
    "SeatState",
    "encode",
    "is_bot",
]


class Room(RoomViews, RoomSeats, RoomBots):
    """One live table. All methods run on the event loop; no awaits while the
    state changes, so actions are applied one at a time. Its concerns live in
    their own modules: views and broadcasts (:class:`RoomViews`), seats and
    connections (:class:`RoomSeats`), bots and takeover (:class:`RoomBots`);
    here: a move applied, stored, and told."""

    def __init__(
        self,
        table_id: str,
        state: State,
        seats: list[SeatInfo],
        invite: str | None = None,
        pace: str | None = None,
        creator_seat: int | None = None,
    ) -> None:
        self.id = table_id
        self.state = state
        self.seats = [SeatState(info) for info in seats]
        self.invite = invite
        self.connections: list[Connection] = []
        self.manager: RoomManager | None = None
        self.logs = LogCache()
        self._public = PublicCache()
        self._views: dict[tuple[int | None, str], str] = {}
        self._views_at = -1
        self._seats_timer: asyncio.TimerHandle | None = None
        self._tokens: dict[str, int] = {}
        self._bot_task: asyncio.Task[None] | None = None
        self._pending_writes = 0
        # connections whose view was held back while a write was pending
        self._deferred: set[Connection] = set()
        self.pace = pace  # bot pace chosen by the creator (claims.PACES), stored
        self.creator_seat = creator_seat  # the only seat shown the invite link
        self.owner = ""  # the creating address: its bots share its part of the pool
        # "pass automatically when I cannot claim" is on for every seat until
        # its person turns it off (windows keep a fixed schedule: it tells nothing)
        self.desk = claims.ClaimDesk(autopass=set(range(len(seats))))
        self.pause = between_hands.HandPause()
        for i, seat in enumerate(self.seats):
            if is_bot(seat.info.kind):
                seat.bot = _make_bot(seat.info.kind, state, i)

    # --- play ----------------------------------------------------------------------

    async def play(self, seat: int, notation: str, seen: int | None = None) -> None:
        """Apply ``seat``'s action, store the new record, then tell everyone.

        Raises like :meth:`act` (nothing changes then). The write runs on the
        storage thread, so other tables go on while this one waits for the disk;
        views go out only once every write of this table so far is done. An
        answer to a claim window asking every seat is held (:mod:`.claims`).
        ``seen``: the step of the view the move was chosen on, if the client
        says; a move chosen before the table moved on is refused
        (:class:`IllegalActionError`), so a late claim answer never falls into
        the next window.
        """
        self._check_fresh(seat, seen)
        if self.desk.answer_ahead(self, seat, notation):
            await self.tell_seat(seat)
            self.schedule()
            return
        self.act(seat, notation)
        await self.persist()
        self.push_views()
        self.schedule()

    async def persist(self) -> None:
        """Store the record as it is now (in order with earlier writes). Until
        every write so far is done no view goes out; the caller then sends
        them (:meth:`play`: everyone's; a claim window: the held ones)."""
        if self.manager is None:
            return
        self._pending_writes += 1
        try:
            await self.manager.write(self.id, self.record())
        finally:
            self._pending_writes -= 1

    def act(self, seat: int, notation: str) -> None:
        """Apply ``seat``'s action (notation) to the state; the caller stores
        it (:meth:`play` does) before telling anyone.

        Raises :class:`IllegalActionError` for a seat out of turn or an illegal
        action and :class:`NotationError` for unreadable text; the state is
        then unchanged.
        """
        state = self.state
        if state.is_terminal():
            raise IllegalActionError("the game is over")
        if state.current_player() != seat:
            raise IllegalActionError(f"it is not seat {seat}'s turn")
        state.apply(notation)

    def record(self) -> dict[str, Any]:
        return self.state.to_record(seats=[s.info.name or s.info.kind for s in self.seats])

    def _check_fresh(self, seat: int, seen: int | None) -> None:
        if seen is None:
            return
        now = len(self.state.history)
        if self.desk.window(self) is not None:
            # answers of this window are applied while a seat still chooses:
            # a view of it from any of its steps is fresh
            stale = seen < self.desk.opened_step or seen > now
        else:
            stale = seen != now
        if stale:
            raise IllegalActionError("the table has moved on since that view: choose again")
