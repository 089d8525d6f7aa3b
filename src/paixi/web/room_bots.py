"""The bots of a live table (a mixin of :class:`paixi.web.rooms.Room`):
which bot moves now, the loop that has them move at the table's pace (and
runs claim windows, :mod:`paixi.web.claims`), their thinking off the event
loop (:mod:`paixi.web.botpool`), and a bot standing in for a person away
longer than ``takeover_seconds``."""

from __future__ import annotations

import asyncio
import time
import zlib
from typing import TYPE_CHECKING, Any

from paixi.agents.base import RandomAgent
from paixi.core import PaixiError
from paixi.core.game import State
from paixi.web import claims
from paixi.web.botpool import BotPool, Job, make_bot
from paixi.web.policies import policy_bots
from paixi.web.room_fields import RoomFields

if TYPE_CHECKING:
    from paixi.web.room_seats import SeatState

BOT_KINDS = ("random", "heuristic", "ismcts-fast", "ismcts", "ismcts-strong")
SEAT_KINDS = ("human", *BOT_KINDS)


def is_bot(kind: str) -> bool:
    """Whether a seat of ``kind`` is played by the server (a bot or a trained policy)."""
    return kind in BOT_KINDS or kind in policy_bots()


class RoomBots(RoomFields):
    """Bot driving and takeover of a :class:`paixi.web.rooms.Room`."""

    # also set by :class:`paixi.web.rooms.Room`
    _bot_task: asyncio.Task[None] | None

    if TYPE_CHECKING:  # the other parts' (never defined here: they would shadow them)

        def _changed(self) -> None: ...  # :class:`paixi.web.room_views.RoomViews`
        async def play(self, seat: int, notation: str, seen: int | None = None) -> None: ...

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

    def schedule(self) -> None:
        """Start the bot loop if a bot is to move (and :meth:`_live`), and arm
        the takeover timer."""
        if not self._live():
            return
        idle = self._bot_task is None or self._bot_task.done()
        busy = self._bot_for_turn() is not None or self.desk.window(self.room) is not None
        if idle and busy:
            self._bot_task = asyncio.get_running_loop().create_task(self._run_bots())
        self._arm_takeover()

    async def _run_bots(self) -> None:
        delay = claims.bot_delay(self.room)
        while self._live():
            await self.pause.wait(self.room)  # a hand's result stays up a while
            if self.desk.window(self.room) is not None:
                if not await self.desk.run(self.room):
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


def _make_bot(kind: str, state: State, seat: int) -> Any:
    return make_bot(kind, state.game.id, seat, _bot_seed(state, seat, kind))
