"""The fields a live table's parts share (:class:`paixi.web.rooms.Room`).

Each part of a room — views (:mod:`paixi.web.room_views`), seats
(:mod:`paixi.web.room_seats`), bots (:mod:`paixi.web.room_bots`) — reads
fields that :class:`~paixi.web.rooms.Room` sets; they are declared once here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from paixi.core.game import State
from paixi.web import between_hands, claims
from paixi.web.connection import Connection

if TYPE_CHECKING:
    from paixi.web.manager import RoomManager
    from paixi.web.room_seats import SeatState


class RoomFields:
    """Declarations only: :class:`paixi.web.rooms.Room` sets every one."""

    id: str
    state: State
    seats: list[SeatState]
    connections: list[Connection]
    manager: RoomManager | None
    invite: str | None
    creator_seat: int | None
    owner: str
    desk: claims.ClaimDesk
    pause: between_hands.HandPause
