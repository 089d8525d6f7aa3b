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

import asyncio
import contextlib
import json
import logging
import secrets
import time
import zlib
from collections.abc import Awaitable, Callable, Coroutine, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from paixi.agents.base import RandomAgent
from paixi.core import PaixiError, load_game, replay
from paixi.core.errors import IllegalActionError, OptionError
from paixi.core.game import State
from paixi.web import between_hands, claims
from paixi.web.botpool import BotPool, Job, make_bot
from paixi.web.config import ServerConfig
from paixi.web.policies import policy_bots
from paixi.web.storage import SeatInfo, Store, StoredTable, hash_token, new_token
from paixi.web.views import LogCache, PublicCache, seat_view

log = logging.getLogger("paixi.web")

BOT_KINDS = ("random", "heuristic", "ismcts-fast", "ismcts", "ismcts-strong")
SEAT_KINDS = ("human", *BOT_KINDS)


def is_bot(kind: str) -> bool:
    """Whether a seat of ``kind`` is played by the server (a bot or a trained policy)."""
    return kind in BOT_KINDS or kind in policy_bots()


SendText = Callable[[str], Awaitable[None]]
Close = Callable[[], Coroutine[Any, Any, None]]  # create_task takes a coroutine


class LimitError(PaixiError):
    """A request over one of the server's limits (:class:`ServerConfig`)."""


def encode(message: dict[str, Any]) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


async def _no_close() -> None:
    return None


@dataclass(eq=False)
class Connection:
    """One WebSocket: its seat (None for a spectator), language, address, and
    its own outgoing queue (see the module docstring).

    ``send_text`` writes one text frame; ``close`` closes the socket. Without a
    running writer (:meth:`start`), :meth:`push` only queues.
    """

    send_text: SendText
    seat: int | None = None
    lang: str = "en"
    address: str = ""
    close: Close = _no_close
    queue_limit: int = 64
    rate: float = 20.0
    queue: asyncio.Queue[str | None] = field(init=False, repr=False)
    dropped: bool = False
    _tokens: float = field(init=False, repr=False)
    _stamp: float = field(init=False, repr=False)
    _strikes: float = 0.0
    _writer: asyncio.Task[None] | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        self.queue = asyncio.Queue(self.queue_limit)
        self._tokens = 2 * self.rate
        self._stamp = time.monotonic()

    def start(self) -> None:
        """Start the writer task (on the running loop)."""
        self._writer = asyncio.get_running_loop().create_task(self._write())

    async def _write(self) -> None:
        try:
            while True:
                text = await self.queue.get()
                if text is None:
                    return
                await self.send_text(text)
        except Exception:  # the socket is gone: the reader loop ends the connection
            self.dropped = True

    def push(self, text: str) -> None:
        """Queue ``text`` for this client without waiting; a client whose queue
        is full cannot keep up and is disconnected."""
        if self.dropped:
            return
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:
            self.drop()

    async def send(self, message: dict[str, Any]) -> None:
        """Queue one message (kept awaitable for callers that await a send)."""
        self.push(encode(message))

    def drop(self) -> None:
        """Disconnect this client (its pending messages are discarded)."""
        if self.dropped:
            return
        self.dropped = True
        with contextlib.suppress(RuntimeError):
            asyncio.get_running_loop().create_task(self.close())

    async def stop(self) -> None:
        """End the writer task."""
        task = self._writer
        if task is not None and not task.done():
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task

    def allow(self) -> bool:
        """Whether one more message is within the rate limit (a token bucket of
        ``rate`` per second, bursts of ``2 * rate``). Refused messages fill a
        second bucket that drains at ``rate`` per second: a client that keeps
        on at more than twice the rate overflows it within seconds and is
        disconnected (an occasional burst is only refused)."""
        now = time.monotonic()
        elapsed = now - self._stamp
        self._stamp = now
        self._tokens = min(2 * self.rate, self._tokens + elapsed * self.rate)
        self._strikes = max(0.0, self._strikes - elapsed * self.rate)
        if self._tokens >= 1:
            self._tokens -= 1
            return True
        self._strikes += 1
        if self._strikes > 2 * self.rate:
            self.drop()
        return False


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

    # --- who is where ----------------------------------------------------------

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
        answered = self.desk.answered(self, seat)
        window = self.desk.window(self)
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
        view["hand_pause"] = between_hands.pause_seconds(self)
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

    # --- connections -----------------------------------------------------------

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
            self.manager.forget(self)  # finished and stored: free the memory

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

    # --- bots and takeover ---------------------------------------------------------

    async def tell_seat(self, seat: int) -> None:
        """Send the new view to ``seat``'s connections only (its held answer)."""
        self._changed()
        if self._held_back(c for c in self.connections if c.seat == seat):
            return
        for conn in list(self.connections):
            if conn.seat == seat:
                conn.push(self.view_text(conn.seat, conn.lang))

    def set_autopass(self, seat: int, on: bool) -> None:
        """A seat's "pass automatically when I cannot claim" (:mod:`.claims`)."""
        if on:
            self.desk.autopass.add(seat)
        else:
            self.desk.autopass.discard(seat)
        self._changed()
        self.schedule()

    def bot_for_turn(self) -> Any:
        """The bot (or stand-in) to move now, or None if a person is to move."""
        return self._bot_for_turn()

    def bot_of(self, seat: int) -> Any:
        """The bot playing ``seat`` (or a taken-over person's stand-in), or None."""
        if not 0 <= seat < len(self.seats):
            return None
        info = self.seats[seat]
        if info.bot is not None:
            return info.bot
        if info.taken_over:
            if info.stand_in is None:
                info.stand_in = _make_bot("heuristic", self.state, seat)
            return info.stand_in
        return None

    async def think(self, bot: Any, seat: int, state: State | None = None) -> str:
        """``bot``'s action for ``seat`` in ``state`` (default: now), in
        notation, thought off the event loop (:mod:`paixi.web.botpool`)."""
        state = state or self.state
        info = self.seats[seat]
        kind = info.info.kind if info.bot is not None else "heuristic"
        legal = list(state.legal_actions())
        needs = getattr(bot, "needs_observation", True)
        job = Job(
            table=self.id,
            kind=kind,
            seed=_bot_seed(state, seat, kind),
            game=state.game.id,
            seat=seat,
            obs=state.observation(seat) if needs else None,
            legal=legal,
            state=_search_copy(bot, state),
        )
        pool = self.manager.bots if self.manager is not None else _THREADS
        return await pool.think(self.owner or f"table {self.id}", job, bot)

    def _bot_for_turn(self) -> Any:
        return self.bot_of(self.state.current_player())

    def _live(self) -> bool:
        """Whether bots may move: someone is connected, or (with takeover on) a
        player has a seat here whose turns a bot plays while they are away.
        A table of bots that nobody watches waits, and so does a table with a
        seat still open: the game starts once every invited friend sits down."""
        if any(s.info.is_open for s in self.seats):
            return False
        if self.connections:
            return True
        config = self.manager.config if self.manager else None
        if config is None or config.takeover_seconds is None:
            return False
        return any(s.info.kind == "human" and s.info.player_id is not None for s in self.seats)

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

    def schedule(self) -> None:
        """Start the bot loop if a bot is to move (and :meth:`_live`), and arm
        the takeover timer."""
        if not self._live():
            return
        idle = self._bot_task is None or self._bot_task.done()
        busy = self._bot_for_turn() is not None or self.desk.window(self) is not None
        if idle and busy:
            self._bot_task = asyncio.get_running_loop().create_task(self._run_bots())
        self._arm_takeover()

    async def _run_bots(self) -> None:
        delay = claims.bot_delay(self)
        while self._live():
            await self.pause.wait(self)  # a hand's result stays up a while
            if self.desk.window(self) is not None:
                if not await self.desk.run(self):
                    return  # a person is still answering the claim window
                continue
            bot = self._bot_for_turn()
            if bot is None:
                return
            state = self.state
            seat, step = state.current_player(), len(state.history)
            legal = list(state.legal_actions())
            # the bot thinks during its delay, not after it: how long it
            # thought shows only when it thought longer than the pace allows
            started = time.monotonic()
            action = await self.think(bot, seat)
            await asyncio.sleep(max(0.0, started + delay - time.monotonic()))
            if len(self.state.history) != step or self._bot_for_turn() is not bot:
                continue  # someone else moved meanwhile
            try:
                await self.play(seat, action)
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
        self._changed()
        self.schedule()

    def _cancel_timer(self, seat: SeatState) -> None:
        if seat.timer is not None:
            seat.timer.cancel()
            seat.timer = None


def _search_copy(bot: Any, state: State) -> State | None:
    """A copy of the state for a searcher (ISMCTS) to think on off the event
    loop; it redraws everything its seat cannot see before it looks."""
    return state.clone() if hasattr(bot, "act_on_state") else None


def _bot_seed(state: State, seat: int, kind: str) -> int:
    """The seed of ``kind``'s bot at ``seat`` (the same in every process)."""
    return zlib.crc32(f"{state.seed}/{seat}/{kind}".encode()) & 0x7FFFFFFF


_THREADS = BotPool(0)
"""Where the bots of a room without a manager think (tests): a thread."""


def _stored_room(stored: StoredTable, state: State) -> Room:
    """The room of a table read back from storage (``state``: its record replayed)."""
    return Room(stored.id, state, stored.seats, stored.invite, stored.pace, stored.creator_seat)


def _make_bot(kind: str, state: State, seat: int) -> Any:
    return make_bot(kind, state.game.id, seat, _bot_seed(state, seat, kind))


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
