"""What a live table tells its connections (a mixin of
:class:`paixi.web.rooms.Room`): each seat's view, built and encoded once per
(seat, language) and change and shared by every connection reading it; held
back while a step is not stored yet (a view never shows a step a crash could
lose); who sits where, at most four times a second."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from paixi.web import between_hands
from paixi.web.connection import Connection, encode
from paixi.web.room_fields import RoomFields
from paixi.web.views import LogCache, PublicCache, seat_view

if TYPE_CHECKING:
    pass


class RoomViews(RoomFields):
    """Views and broadcasts of a :class:`paixi.web.rooms.Room`."""

    # also set by :class:`paixi.web.rooms.Room`
    logs: LogCache
    _public: PublicCache
    _views: dict[tuple[int | None, str], str]
    _views_at: int
    _seats_timer: asyncio.TimerHandle | None
    _pending_writes: int
    _deferred: set[Connection]

    def seat_summary(self) -> list[dict[str, Any]]:
        connected = {c.seat for c in self.connections}
        return [
            {
                "seat": i,
                "kind": s.info.kind,
                "name": s.info.name,
                "open": s.info.is_open,
                "public": s.info.public,
                "reserved": s.info.is_open and not s.info.public,
                "connected": i in connected,
                "bot": s.bot is not None or s.taken_over,
            }
            for i, s in enumerate(self.seats)
        ]

    def view_for(self, conn: Connection) -> dict[str, Any]:
        """The view ``conn`` is sent now (a fresh dict)."""
        return self._view(conn.seat, conn.lang)

    def _view(self, seat: int | None, lang: str) -> dict[str, Any]:
        log_entries = self.logs.entries(self.state, seat, lang)
        answered = self.desk.answered(self.room, seat)
        window = self.desk.window(self.room)
        if window is not None:
            log_entries = self.desk.hide_answers(log_entries)
        view = seat_view(
            self.state,
            seat,
            log_entries,
            lang,
            self._public,
            answered=answered,
            held_window=window is not None,
        )
        if window is not None:  # whose answer is awaited stays unsaid
            view["window"] = True
            if seat != self.state.current_player() or answered is not None:
                view["to_act"] = None  # (a held answer: waiting like everyone else)
        view.update(
            type="view",
            table=self.id,
            game=self.state.game.id,
            seat=seat,
            seats=self.seat_summary(),
        )
        view["hand_pause"] = between_hands.pause_seconds(self.room)
        if seat is not None and seat == self.creator_seat and self.invite is not None:
            # the creator invites their friends; anyone else seated (a stranger
            # in a public seat) only sees that a seat is reserved
            view["invite"] = f"/t/{self.id}#invite={self.invite}"
        return view

    def view_text(self, seat: int | None, lang: str) -> str:
        """The encoded view for (``seat``, ``lang``), built once per change (a
        step, a seat taken, an answer held) and shared by every connection
        reading it."""
        step = len(self.state.history)
        if step != self._views_at:
            self._views.clear()
            self._views_at = step
        key = (seat, lang)
        text = self._views.get(key)
        if text is None:
            text = self._views[key] = encode(self._view(seat, lang))
        return text

    def _changed(self) -> None:
        """Something other than the state changed (seats): rebuild views."""
        self._views.clear()

    def _held_back(self, conns: Iterable[Connection]) -> bool:
        """Whether the state holds a step not stored yet: then no view may go
        out (it would show a step a crash could lose), and ``conns`` get theirs
        once it is stored (:meth:`push_views`, :meth:`flush_held`)."""
        if self._pending_writes:
            self._deferred.update(conns)
            return True
        return False

    def push_views(self) -> None:
        """Queue every connection's view (never waits for a client); held back
        while a write is pending."""
        if self._held_back(self.connections):
            return
        self._deferred.clear()
        for conn in list(self.connections):
            conn.push(self.view_text(conn.seat, conn.lang))

    def flush_held(self) -> None:
        """Send the views held back during a write to their connections only
        (once every write is done)."""
        if self._pending_writes or not self._deferred:
            return
        held, self._deferred = self._deferred, set()
        for conn in self.connections:
            if conn in held:
                conn.push(self.view_text(conn.seat, conn.lang))

    async def broadcast(self) -> None:
        """:meth:`push_views` (awaitable for callers such as :mod:`.claims`)."""
        self.push_views()

    def send_view(self, conn: Connection) -> None:
        """Queue ``conn``'s view (held back while a write is pending)."""
        if not self._held_back((conn,)):
            conn.push(self.view_text(conn.seat, conn.lang))

    def _seats_changed(self) -> None:
        """Tell everyone who sits where, at most four times a second (a burst
        of hellos costs one small message per connection, not a view each)."""
        self._changed()
        if self._seats_timer is not None:
            return
        with contextlib.suppress(RuntimeError):
            loop = asyncio.get_running_loop()
            self._seats_timer = loop.call_later(0.25, self._send_seats)

    def _send_seats(self) -> None:
        self._seats_timer = None
        text = encode({"type": "seats", "table": self.id, "seats": self.seat_summary()})
        for conn in list(self.connections):
            conn.push(text)

    async def tell_seat(self, seat: int) -> None:
        """Send the new view to ``seat``'s connections only (its held answer)."""
        self._changed()
        if self._held_back(c for c in self.connections if c.seat == seat):
            return
        for conn in list(self.connections):
            if conn.seat == seat:
                conn.push(self.view_text(conn.seat, conn.lang))
