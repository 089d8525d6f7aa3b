"""The fields a live table's parts share (:class:`paixi.web.rooms.Room`).

Each part of a room — views (:mod:`paixi.web.room_views`), seats
(:mod:`paixi.web.room_seats`), bots (:mod:`paixi.web.room_bots`) — reads
fields that :class:`~paixi.web.rooms.Room` sets; they are declared once here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from paixi.core.game import State
from paixi.web import between_hands, claims
from paixi.web.connection import Connection

if TYPE_CHECKING:
    from paixi.web.manager import RoomManager
    from paixi.web.room_seats import SeatState
    from paixi.web.rooms import Room


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

    @property
    def room(self) -> Room:
        """The whole room this part belongs to, for the helpers that take one
        (the claim desk, the pause between hands, the manager): a part is only
        ever mixed into :class:`~paixi.web.rooms.Room`, never used alone."""
        return cast("Room", self)
