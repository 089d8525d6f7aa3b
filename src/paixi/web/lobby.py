"""What the lobby lists (issue 25): the tables in play, less the abandoned
ones, and a browser's own tables by id.

A table is *abandoned* when it is still being played but nobody is at it
(no WebSocket open on its room, seated or watching) and nothing has happened
there (no move stored) for ``ServerConfig.abandon_minutes``.
That is worked out each time from what is live and stored, never written
down: a person who comes back to an abandoned table, or a move made there,
puts it back under "in play" at once. An abandoned table leaves the public
list only; its players still find it under "My tables" (their browser keeps
the ids of the tables it holds a seat at).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

from paixi.web.storage import STATUS_FINISHED, STATUS_PLAYING

ABANDONED = "abandoned"
MAX_IDS = 50
"""At most this many ids in one "my tables" look-up (a browser holds a seat at
few tables; the cap keeps the query small)."""


class _Rooms(Protocol):
    """What the lobby needs of :class:`paixi.web.manager.RoomManager`."""

    rooms: dict[str, Any]
    store: Any
    config: Any


def _now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)  # as storage writes its times


def status(manager: _Rooms, table: dict[str, Any], now: datetime | None = None) -> str:
    """``playing``, ``abandoned`` or ``finished`` for a listed ``table``."""
    if table["status"] == STATUS_FINISHED:
        return STATUS_FINISHED
    room = manager.rooms.get(table["id"])
    if room is not None and room.connections:
        return STATUS_PLAYING
    quiet = (now or _now()) - datetime.fromisoformat(table["updated"])
    if quiet >= timedelta(minutes=manager.config.abandon_minutes):
        return ABANDONED
    return STATUS_PLAYING


def in_play(manager: _Rooms, now: datetime | None = None) -> list[dict[str, Any]]:
    """The lobby's "in play" list: tables being played that are not abandoned."""
    now = now or _now()
    tables = manager.store.list_tables(STATUS_PLAYING)
    return [t for t in tables if status(manager, t, now) == STATUS_PLAYING]


def mine(manager: _Rooms, ids: list[str], now: datetime | None = None) -> list[dict[str, Any]]:
    """The tables among ``ids`` (at most :data:`MAX_IDS`), each with its
    ``status``: ``playing``, ``abandoned`` or ``finished``."""
    now = now or _now()
    tables = manager.store.tables_by_id(ids[:MAX_IDS])
    return [{**t, "status": status(manager, t, now)} for t in tables]
