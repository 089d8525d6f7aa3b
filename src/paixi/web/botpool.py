"""Where the web table's bots think: a pool of worker processes (issue 24).

A bot's move is pure computation (a searcher plays out hundreds of games), and
Python runs one thread of it at a time: thought in a thread of the server it
would hold the event loop's lock and slow every table. So each move is sent to
one of ``ServerConfig.bot_workers`` worker processes as a :class:`Job` — the
bot's kind and seed, its seat's observation and legal actions, and for a
searcher a copy of the state — and only the answer (notation) comes back.
Each worker keeps the bots it has built, so a bot keeps its own random stream
between moves.

The pool is shared fairly: the tables created from one address may have at
most ``bot_share`` of the workers thinking for them at once, and wait their
turn beyond that; so no number of bot tables from one address keeps anyone
else's bots waiting for long, and none slows the event loop at all.

With ``bot_workers = 0`` (the tests' setting) bots think in a thread of the
server process instead, as they always did.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import threading
import time
from collections import OrderedDict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from paixi.agents import make_agent
from paixi.agents.base import RandomAgent
from paixi.core import PaixiError, load_game
from paixi.core.game import State

log = logging.getLogger("paixi.web")

WORKER_NICENESS = 10
"""How much lower the workers' scheduling priority is than the server's."""
_BOTS_KEPT = 512
"""Bots one worker keeps between moves (the least recently used go first)."""


@dataclass(frozen=True)
class Job:
    """One move to think: ``kind`` of bot (``rooms.BOT_KINDS``), its ``seed``,
    ``game`` id, ``seat``, ``table`` id; ``obs`` the seat's observation (None
    for a bot that does not read it), ``legal`` its legal actions, and
    ``state`` a copy of the state for a searcher (None otherwise)."""

    table: str
    kind: str
    seed: int
    game: str
    seat: int
    obs: dict[str, Any] | None
    legal: list[Any]
    state: State | None = None


def make_bot(kind: str, game_id: str, seat: int, seed: int) -> Any:
    """A bot of ``kind`` for ``seat``; a game without that agent gets a random one."""
    try:
        return make_agent(kind, load_game(game_id), seat, seed)
    except PaixiError:
        return RandomAgent(seed)


def choose(bot: Any, obs: dict[str, Any] | None, legal: list[Any], state: State | None) -> str:
    """``bot``'s action in notation; a failing bot plays a random legal action."""
    try:
        if state is not None:
            return str(bot.act_on_state(state, state.current_player()))
        return str(bot.act(obs, legal))
    except Exception as exc:  # any bot failure: the table must go on
        # the type only: a message could quote the bot's own hidden pieces
        log.warning("a bot failed (%s); it plays a random legal action", type(exc).__name__)
        return str(RandomAgent().act(None, legal))


_kept: OrderedDict[tuple[str, str, int, str, int], Any] = OrderedDict()


def _think(job: Job) -> str:
    """In a worker: the job's bot (kept from its earlier moves) chooses."""
    key = (job.table, job.game, job.seat, job.kind, job.seed)
    bot = _kept.pop(key, None)
    if bot is None:
        bot = make_bot(job.kind, job.game, job.seat, job.seed)
    _kept[key] = bot
    while len(_kept) > _BOTS_KEPT:
        _kept.popitem(last=False)
    return choose(bot, job.obs, job.legal, job.state)


def _warm() -> None:
    """A worker's first task: load the games, so no move waits for imports."""
    from paixi.core import list_games

    list_games()


def _watch_parent(parent: int) -> None:
    """In a worker: yield the processor to the server (a table's echo comes
    before a bot's search), and end with the server, even one killed outright
    (SIGKILL gives it no chance to stop its pool)."""
    with contextlib.suppress(OSError):
        os.nice(WORKER_NICENESS)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, name="paixi-parent-watch", daemon=True).start()


class BotPool:
    """The worker processes and the per-address shares (module docstring)."""

    def __init__(self, workers: int, share: float = 0.5) -> None:
        self.workers = workers
        self.per_owner = max(1, int(workers * share))
        self._pool: ProcessPoolExecutor | None = None
        self._gates: dict[str, asyncio.Semaphore] = {}

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            # spawn, not fork: the server has threads (storage, to_thread) a
            # forked child would inherit half-way through their work
            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(
                self.workers,
                mp_context=context,
                initializer=_watch_parent,
                initargs=(os.getpid(),),
            )
            for _ in range(self.workers):
                self._pool.submit(_warm)
        return self._pool

    def start(self) -> None:
        """Start the workers now (at server start), so the first move does not
        wait for them to load."""
        if self.workers > 0:
            self._executor()

    async def think(self, owner: str, job: Job, bot: Any = None) -> str:
        """The action (notation) ``job``'s bot chooses, thought in a worker
        within ``owner``'s share; in a thread with ``bot`` when there are no
        workers."""
        if self.workers <= 0:
            return await asyncio.to_thread(choose, bot, job.obs, job.legal, job.state)
        gate = self._gates.get(owner)
        if gate is None:
            gate = self._gates[owner] = asyncio.Semaphore(self.per_owner)
        async with gate:
            loop = asyncio.get_running_loop()
            try:
                return await loop.run_in_executor(self._executor(), _think, job)
            except Exception as exc:  # a worker died (killed, out of memory): go on
                log.warning("a bot worker failed (%s); a random legal action", type(exc).__name__)
                self._restart()
                return str(RandomAgent().act(None, job.legal))

    def _restart(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        """Stop the workers (at server shutdown)."""
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
