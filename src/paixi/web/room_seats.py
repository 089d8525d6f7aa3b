"""Who sits where at a live table (a mixin of :class:`paixi.web.rooms.Room`):
connections arriving, leaving and changing seats, open seats claimed (public,
or by the invite secret), seat tokens looked up."""

from __future__ import annotations

import asyncio
import secrets
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from paixi.core.errors import OptionError
from paixi.web.connection import Connection
from paixi.web.room_fields import RoomFields
from paixi.web.storage import SeatInfo, hash_token, new_token

if TYPE_CHECKING:
    pass


@dataclass
class SeatState:
    """A seat at run time: stored info, the bot playing it, and takeover status."""

    info: SeatInfo
    bot: Any = None
    taken_over: bool = False
    stand_in: Any = None
    timer: asyncio.TimerHandle | None = field(default=None, repr=False)


class RoomSeats(RoomFields):
    """Seats and connections of a :class:`paixi.web.rooms.Room`."""

    # also set by :class:`paixi.web.rooms.Room`
    _tokens: dict[str, int]

    if TYPE_CHECKING:  # the other mixins' (never defined here: they would shadow them)

        def _seats_changed(self) -> None: ...  # :class:`paixi.web.room_views.RoomViews`
        def schedule(self) -> None: ...  # :class:`paixi.web.room_bots.RoomBots`
        def _cancel_timer(self, seat: SeatState) -> None: ...

    def attach(self, conn: Connection) -> None:
        self.connections.append(conn)
        if conn.seat is not None:
            seat = self.seats[conn.seat]
            seat.taken_over = False
            self._cancel_timer(seat)
            self._seats_changed()
        self.schedule()

    def detach(self, conn: Connection) -> None:
        if conn in self.connections:
            self.connections.remove(conn)
            if conn.seat is not None:
                self._seats_changed()
        self.schedule()
        if not self.connections and self.state.is_terminal() and self.manager is not None:
            self.manager.forget(self.room)  # finished and stored: free the memory

    def sit(self, conn: Connection, seat: int) -> None:
        """Move ``conn`` to ``seat`` (its token was checked)."""
        if conn.seat == seat:
            return
        self.detach_quietly(conn)
        conn.seat = seat
        self.attach(conn)

    def detach_quietly(self, conn: Connection) -> None:
        if conn in self.connections:
            self.connections.remove(conn)

    def check_invite(self, seat: int, invite: str | None) -> None:
        """Raise :class:`OptionError` unless ``seat`` is open and public, or
        ``invite`` is this table's invite secret."""
        if not 0 <= seat < len(self.seats) or not self.seats[seat].info.is_open:
            raise OptionError(f"seat {seat} is not open")
        if self.seats[seat].info.public:
            return
        if not invite or self.invite is None or not secrets.compare_digest(invite, self.invite):
            raise OptionError(f"seat {seat} is kept for an invited player: use the invite link")

    async def claim(self, seat: int, name: str, invite: str | None = None) -> str:
        """Give open ``seat`` to a new player; returns their secret token.

        Raises :class:`OptionError` if the seat does not exist, is taken, or is
        private and ``invite`` is not the table's invite secret.
        """
        self.check_invite(seat, invite)
        assert self.manager is not None
        info = self.seats[seat].info
        self.seats[seat].info = SeatInfo("human", name, -1, info.public)  # held while writing
        token = new_token()
        try:
            player_id = await self.manager.run_db(
                self.manager.store.claim_seat, self.id, seat, name, token
            )
        except LookupError:
            self.seats[seat].info = info
            raise OptionError(f"seat {seat} is not open") from None
        self.seats[seat].info = SeatInfo("human", name, player_id, info.public)
        self._tokens[hash_token(token)] = seat
        self._seats_changed()
        self.schedule()  # the last friend to sit down starts the bots
        return token

    async def seat_for_token(self, token: str) -> int | None:
        """The seat ``token`` holds at this table, or None (looked up off the loop)."""
        digest = hash_token(token)
        seat = self._tokens.get(digest)
        if seat is None and self.manager is not None:
            seat = await asyncio.to_thread(self.manager.store.seat_for_token, self.id, token)
            if seat is not None:
                self._tokens[digest] = seat
        return seat
