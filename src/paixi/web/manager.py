"""The live tables of a server (:class:`RoomManager`): it creates tables,
keeps their rooms (loading and replaying them from storage on demand, off the
event loop), writes their records on one storage thread, and counts
connections and tables per address for the limits (:class:`ServerConfig`)."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from paixi.core import load_game, replay
from paixi.core.errors import OptionError
from paixi.core.game import State
from paixi.web.botpool import BotPool
from paixi.web.config import ServerConfig
from paixi.web.connection import LimitError
from paixi.web.policies import policy_bots
from paixi.web.room_bots import SEAT_KINDS
from paixi.web.rooms import Room
from paixi.web.storage import SeatInfo, Store, StoredTable


def _stored_room(stored: StoredTable, state: State) -> Room:
    """The room of a table read back from storage (``state``: its record replayed)."""
    return Room(stored.id, state, stored.seats, stored.invite, stored.pace, stored.creator_seat)


class RoomManager:
    """Creates tables, keeps the live rooms (loading them from storage on
    demand), and counts connections and tables per address for the limits."""

    def __init__(self, store: Store, config: ServerConfig) -> None:
        self.store = store
        self.config = config
        self.rooms: dict[str, Room] = {}
        self.connections_by_address: dict[str, int] = {}
        self.tables_by_address: dict[str, list[str]] = {}
        self.bots = BotPool(config.bot_workers or 0, config.bot_share)
        # one writer thread: writes keep their order and never block the event loop
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="paixi-db")

    async def run_db(self, fn: Callable[..., Any], *args: Any) -> Any:
        """``fn(*args)`` on the writer thread. Every write goes there: a write
        on the event loop could wait for the writer's lock and stall every table."""
        return await asyncio.get_running_loop().run_in_executor(self._writer, fn, *args)

    async def write(self, table_id: str, record: dict[str, Any]) -> None:
        """Store a table's record on the writer thread."""
        await self.run_db(self.store.save_progress, table_id, record, [])

    # --- limits -------------------------------------------------------------------

    def connect(self, address: str, room: Room) -> None:
        """Count a new connection of ``address`` to ``room``; :class:`LimitError`
        if the table or the address has too many."""
        if len(room.connections) >= self.config.connections_per_table:
            raise LimitError(
                f"this table has too many connections ({self.config.connections_per_table})"
            )
        count = self.connections_by_address.get(address, 0)
        if count >= self.config.connections_per_address:
            raise LimitError(
                f"too many connections from your address ({self.config.connections_per_address})"
            )
        self.connections_by_address[address] = count + 1

    def disconnect(self, address: str) -> None:
        count = self.connections_by_address.get(address, 0) - 1
        if count > 0:
            self.connections_by_address[address] = count
        else:
            self.connections_by_address.pop(address, None)

    def _check_table_quota(self, address: str) -> None:
        mine = self.tables_by_address.get(address, [])
        live = [t for t in mine if self._unfinished(t)]
        self.tables_by_address[address] = live
        if len(live) >= self.config.tables_per_address:
            raise LimitError(
                f"too many unfinished tables from your address ({self.config.tables_per_address}); "
                "finish or leave one first"
            )

    def _unfinished(self, table_id: str) -> bool:
        room = self.rooms.get(table_id)
        if room is not None:
            return not room.state.is_terminal()
        return False  # rooms are forgotten only once finished

    # --- tables ---------------------------------------------------------------------

    async def create(
        self,
        game_id: str,
        players: int,
        options: dict[str, Any],
        kinds: list[str],
        public: list[bool] | None = None,
        address: str = "",
        pace: str | None = None,
        creator_seat: int | None = None,
    ) -> Room:
        """A new table; raises :class:`PaixiError` for a bad game, count, option
        or seat kind, and :class:`LimitError` over the address's table quota.

        ``public[i]`` makes open seat ``i`` free for anyone; other open seats
        need the invite secret (``room.invite``)."""
        game = load_game(game_id)
        game.check_players(players)
        if len(kinds) != players:
            raise OptionError(f"give one seat kind per player ({players}), not {len(kinds)}")
        for kind in kinds:
            if kind not in SEAT_KINDS and kind not in policy_bots():
                raise OptionError(f"unknown seat kind {kind!r}; use {', '.join(SEAT_KINDS)}")
        public = list(public) if public is not None else [False] * players
        if address:
            self._check_table_quota(address)
        state = game.new_game(players, options)
        table_id = secrets.token_urlsafe(9)
        invite = secrets.token_urlsafe(16)
        record = state.to_record()
        await self.run_db(
            self.store.create_table,
            table_id,
            game.id,
            players,
            record["options"],
            kinds,
            record,
            public,
            invite,
            pace,
            creator_seat,
        )
        seats = [SeatInfo(k, public=p) for k, p in zip(kinds, public, strict=True)]
        room = Room(table_id, state, seats, invite, pace, creator_seat)
        room.owner = address
        if address:
            self.tables_by_address.setdefault(address, []).append(table_id)
        return self._adopt(room)

    def get(self, table_id: str) -> Room | None:
        """The live room, loaded (and replayed) from storage if needed."""
        room = self.rooms.get(table_id)
        if room is not None:
            return room
        stored = self.store.load_table(table_id)
        if stored is None:
            return None
        state = replay(stored.record)
        return self._adopt(_stored_room(stored, state))

    async def load(self, table_id: str) -> Room | None:
        """:meth:`get` with the database read and the replay off the event loop
        (a long record takes a while to replay; other tables go on meanwhile)."""
        room = self.rooms.get(table_id)
        if room is not None:
            return room
        stored = await asyncio.to_thread(self.store.load_table, table_id)
        if stored is None:
            return None
        state = await asyncio.to_thread(replay, stored.record)
        room = self.rooms.get(table_id)  # loaded by another connection meanwhile?
        if room is not None:
            return room
        return self._adopt(_stored_room(stored, state))

    def forget(self, room: Room) -> None:
        """Drop a live room (it is stored; :meth:`get` loads it again)."""
        if self.rooms.get(room.id) is room:
            del self.rooms[room.id]

    def _adopt(self, room: Room) -> Room:
        room.manager = self
        self.rooms[room.id] = room
        return room
