"""Live tables: the referee.

A :class:`Room` holds one table's state, its seats and its connections. Every
move goes through :meth:`Room.play`: the engine checks and applies it
(:meth:`Room.act`), the record is stored (on the one storage thread, so the
event loop never waits for the disk), and only then each connection gets its
own view (:mod:`paixi.web.views`) and the bots whose turn it is move. Rooms
are loaded lazily from storage, so after a restart a table resumes when
someone comes back.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from paixi.agents import make_agent
from paixi.agents.base import RandomAgent
from paixi.core import PaixiError, load_game, replay
from paixi.core.errors import IllegalActionError, OptionError
from paixi.core.game import State
from paixi.web import claims
from paixi.web.config import ServerConfig
from paixi.web.storage import SeatInfo, Store, new_token
from paixi.web.views import log_entry, seat_view

log = logging.getLogger("paixi.web")

BOT_KINDS = ("random", "heuristic", "ismcts-fast", "ismcts", "ismcts-strong")
SEAT_KINDS = ("human", *BOT_KINDS)

Send = Callable[[dict[str, Any]], Awaitable[None]]


@dataclass(eq=False)
class Connection:
    """One WebSocket: its seat (None for a spectator), language and sender."""

    send: Send
    seat: int | None = None
    lang: str = "en"


@dataclass
class SeatState:
    """A seat at run time: stored info, the bot playing it, and takeover status."""

    info: SeatInfo
    bot: Any = None
    taken_over: bool = False
    stand_in: Any = None
    timer: asyncio.TimerHandle | None = field(default=None, repr=False)


class Room:
    """One live table. All methods run on the event loop; no awaits while the
    state changes, so actions are applied one at a time."""

    def __init__(
        self, table_id: str, state: State, seats: list[SeatInfo], log: list[dict[str, Any]]
    ) -> None:
        self.id = table_id
        self.state = state
        self.log = log
        self.seats = [SeatState(info) for info in seats]
        self.connections: list[Connection] = []
        self.manager: RoomManager | None = None
        self._bot_task: asyncio.Task[None] | None = None
        self._pending_writes = 0
        self.pace: str | None = None  # bot pace chosen by the creator (claims.PACES)
        self.desk = claims.ClaimDesk()
        for i, seat in enumerate(self.seats):
            if seat.info.kind in BOT_KINDS:
                seat.bot = _make_bot(seat.info.kind, state, i)

    # --- who is where ----------------------------------------------------------

    def seat_summary(self) -> list[dict[str, Any]]:
        connected = {c.seat for c in self.connections}
        return [
            {
                "seat": i,
                "kind": s.info.kind,
                "name": s.info.name,
                "open": s.info.is_open,
                "connected": i in connected,
                "bot": s.bot is not None or s.taken_over,
            }
            for i, s in enumerate(self.seats)
        ]

    def view_for(self, conn: Connection) -> dict[str, Any]:
        answered = self.desk.answered(self, conn.seat)
        view = seat_view(self.state, conn.seat, self.log, conn.lang, answered=answered)
        if self.desk.window(self) is not None:  # whose answer is awaited stays unsaid
            view["window"] = True
            if conn.seat != self.state.current_player():
                view["to_act"] = None
        view.update(
            type="view",
            table=self.id,
            game=self.state.game.id,
            seat=conn.seat,
            seats=self.seat_summary(),
        )
        return view

    async def broadcast(self) -> None:
        for conn in list(self.connections):
            with contextlib.suppress(Exception):  # a closing socket must not stop the others
                await conn.send(self.view_for(conn))

    # --- connections -----------------------------------------------------------

    def attach(self, conn: Connection) -> None:
        self.connections.append(conn)
        if conn.seat is not None:
            seat = self.seats[conn.seat]
            seat.taken_over = False
            self._cancel_timer(seat)
        self.schedule()

    def detach(self, conn: Connection) -> None:
        if conn in self.connections:
            self.connections.remove(conn)
        self.schedule()
        if not self.connections and self.state.is_terminal() and self.manager is not None:
            self.manager.forget(self)  # finished and stored: free the memory

    async def claim(self, seat: int, name: str) -> str:
        """Give open ``seat`` to a new player; returns their secret token.

        Raises :class:`OptionError` if the seat does not exist or is taken.
        """
        if not 0 <= seat < len(self.seats) or not self.seats[seat].info.is_open:
            raise OptionError(f"seat {seat} is not open")
        assert self.manager is not None
        info = self.seats[seat].info
        self.seats[seat].info = SeatInfo("human", name, -1)  # held while the write runs
        token = new_token()
        try:
            player_id = await self.manager.run_db(
                self.manager.store.claim_seat, self.id, seat, name, token
            )
        except LookupError:
            self.seats[seat].info = info
            raise OptionError(f"seat {seat} is not open") from None
        self.seats[seat].info = SeatInfo("human", name, player_id)
        return token

    # --- play ----------------------------------------------------------------------

    async def play(self, seat: int, notation: str) -> None:
        """Apply ``seat``'s action, store the new record, then tell everyone.

        Raises like :meth:`act` (nothing changes then). The write runs on the
        storage thread, so other tables go on while this one waits for the disk;
        views go out only once every write of this table so far is done. An
        answer to a claim window asking every seat is held (:mod:`.claims`).
        """
        if self.desk.answer_ahead(self, seat, notation):
            await self.tell_seat(seat)
            self.schedule()
            return
        self.act(seat, notation)
        self._pending_writes += 1
        try:
            await self.persist()
        finally:
            self._pending_writes -= 1
        if self._pending_writes == 0:
            await self.broadcast()
        self.schedule()

    async def persist(self) -> None:
        """Store the record and log as they are now (in order with earlier writes)."""
        if self.manager is not None:
            await self.manager.write(self.id, self.record(), list(self.log))

    def act(self, seat: int, notation: str) -> None:
        """Apply ``seat``'s action (notation) to the state and the log; the
        caller stores it (:meth:`play` does) before telling anyone.

        Raises :class:`IllegalActionError` for a seat out of turn or an illegal
        action and :class:`NotationError` for unreadable text; the state and
        log are then unchanged.
        """
        state = self.state
        if state.is_terminal():
            raise IllegalActionError("the game is over")
        if state.current_player() != seat:
            raise IllegalActionError(f"it is not seat {seat}'s turn")
        action = state.game.parse_action(notation)
        reason = state.illegal_reason(action)
        if reason is not None:
            raise IllegalActionError(f"illegal action {action}: {reason}")
        entry = log_entry(state, action)
        state.apply(action)
        self.log.append(entry)

    def record(self) -> dict[str, Any]:
        return self.state.to_record(seats=[s.info.name or s.info.kind for s in self.seats])

    # --- bots and takeover ---------------------------------------------------------

    async def tell_seat(self, seat: int) -> None:
        """Send the new view to ``seat``'s connections only."""
        for conn in list(self.connections):
            if conn.seat == seat:
                with contextlib.suppress(Exception):
                    await conn.send(self.view_for(conn))

    def set_autopass(self, seat: int, on: bool) -> None:
        """A seat's "pass automatically when I cannot claim" (:mod:`.claims`)."""
        if on:
            self.desk.autopass.add(seat)
        else:
            self.desk.autopass.discard(seat)
        self.schedule()

    def bot_for_turn(self) -> Any:
        """The bot (or stand-in) to move now, or None if a person is to move."""
        return self._bot_for_turn()

    async def bot_answer(self, bot: Any) -> Any:
        """``bot``'s action now, thought off the event loop (notation)."""
        state = self.state
        seat, legal = state.current_player(), list(state.legal_actions())
        obs = state.observation(seat) if getattr(bot, "needs_observation", True) else None
        return str(await asyncio.to_thread(_bot_choice, bot, obs, legal, _search_copy(bot, state)))

    def _bot_for_turn(self) -> Any:
        seat = self.state.current_player()
        if seat < 0:
            return None
        info = self.seats[seat]
        if info.bot is not None:
            return info.bot
        if info.taken_over:
            if info.stand_in is None:
                info.stand_in = _make_bot("heuristic", self.state, seat)
            return info.stand_in
        return None

    def schedule(self) -> None:
        """Start the bot loop if a bot is to move, and arm the takeover timer."""
        idle = self._bot_task is None or self._bot_task.done()
        busy = self._bot_for_turn() is not None or self.desk.window(self) is not None
        if idle and busy:
            self._bot_task = asyncio.get_running_loop().create_task(self._run_bots())
        self._arm_takeover()

    async def _run_bots(self) -> None:
        delay = claims.bot_delay(self)
        while True:
            if self.desk.window(self) is not None:
                if not await self.desk.run(self):
                    return  # a person is still answering the claim window
                continue
            bot = self._bot_for_turn()
            if bot is None:
                return
            await asyncio.sleep(delay)
            if self._bot_for_turn() is not bot:
                continue
            state = self.state
            seat, step = state.current_player(), len(state.history)
            legal = list(state.legal_actions())
            obs = state.observation(seat) if getattr(bot, "needs_observation", True) else None
            # a slow bot thinks off the event loop, so other tables keep moving
            copy = _search_copy(bot, state)
            action = await asyncio.to_thread(_bot_choice, bot, obs, legal, copy)
            if len(self.state.history) != step:  # someone else moved meanwhile
                continue
            try:
                await self.play(seat, str(action))
            except PaixiError:  # a bot's mistake must not freeze the table
                await self.play(seat, str(RandomAgent().act(None, legal)))

    def _arm_takeover(self) -> None:
        config = self.manager.config if self.manager else None
        if config is None or config.takeover_seconds is None:
            return
        seat = self.state.current_player()
        if seat < 0:
            return
        info = self.seats[seat]
        if info.bot is not None or info.info.is_open or info.taken_over or info.timer:
            return
        if any(c.seat == seat for c in self.connections):
            return
        loop = asyncio.get_running_loop()
        info.timer = loop.call_later(config.takeover_seconds, self._take_over, seat)

    def _take_over(self, seat: int) -> None:
        info = self.seats[seat]
        info.timer = None
        if any(c.seat == seat for c in self.connections):
            return
        info.taken_over = True
        self.schedule()

    def _cancel_timer(self, seat: SeatState) -> None:
        if seat.timer is not None:
            seat.timer.cancel()
            seat.timer = None


def _search_copy(bot: Any, state: State) -> State | None:
    """A copy of the state for a searcher (ISMCTS) to think on off the event
    loop; it redraws everything its seat cannot see before it looks."""
    return state.clone() if hasattr(bot, "act_on_state") else None


def _bot_choice(
    bot: Any, obs: dict[str, Any] | None, legal: list[Any], state: State | None = None
) -> Any:
    """The bot's action; a failing bot plays a random legal action instead."""
    try:
        if state is not None:
            return bot.act_on_state(state, state.current_player())
        return bot.act(obs, legal)
    except Exception as exc:  # any bot failure: the table must go on
        # the type only: a message could quote the bot's own hidden pieces
        log.warning("a bot failed (%s); it plays a random legal action", type(exc).__name__)
        return RandomAgent().act(None, legal)


def _make_bot(kind: str, state: State, seat: int) -> Any:
    seed = hash((state.seed, seat, kind)) & 0x7FFFFFFF
    try:
        return make_agent(kind, state.game, seat, seed)
    except PaixiError:  # a game without a heuristic agent: random
        return RandomAgent(seed)


class RoomManager:
    """Creates tables, and keeps the live rooms (loading them from storage on demand)."""

    def __init__(self, store: Store, config: ServerConfig) -> None:
        self.store = store
        self.config = config
        self.rooms: dict[str, Room] = {}
        # one writer thread: writes keep their order and never block the event loop
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="paixi-db")

    async def run_db(self, fn: Callable[..., Any], *args: Any) -> Any:
        """``fn(*args)`` on the writer thread. Every write goes there: a write
        on the event loop could wait for the writer's lock and stall every table."""
        return await asyncio.get_running_loop().run_in_executor(self._writer, fn, *args)

    async def write(self, table_id: str, record: dict[str, Any], log: list[dict]) -> None:
        """Store a table's record and log on the writer thread."""
        await self.run_db(self.store.save_progress, table_id, record, log)

    async def create(
        self,
        game_id: str,
        players: int,
        options: dict[str, Any],
        kinds: list[str],
        pace: str | None = None,
    ) -> Room:
        """A new table; raises :class:`PaixiError` for a bad game, count, option or seat kind."""
        game = load_game(game_id)
        game.check_players(players)
        if len(kinds) != players:
            raise OptionError(f"give one seat kind per player ({players}), not {len(kinds)}")
        for kind in kinds:
            if kind not in SEAT_KINDS:
                raise OptionError(f"unknown seat kind {kind!r}; use {', '.join(SEAT_KINDS)}")
        state = game.new_game(players, options)
        table_id = secrets.token_urlsafe(9)
        record = state.to_record()
        await self.run_db(
            self.store.create_table, table_id, game.id, players, record["options"], kinds, record
        )
        room = Room(table_id, state, [SeatInfo(k) for k in kinds], [])
        room.pace = pace
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
        return self._adopt(Room(table_id, state, stored.seats, stored.log))

    def forget(self, room: Room) -> None:
        """Drop a live room (it is stored; :meth:`get` loads it again)."""
        if self.rooms.get(room.id) is room:
            del self.rooms[room.id]

    def _adopt(self, room: Room) -> Room:
        room.manager = self
        self.rooms[room.id] = room
        return room
