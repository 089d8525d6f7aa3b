"""One WebSocket of a live table and what it is sent (see
:mod:`paixi.web.rooms`): sending never waits for a client; each
:class:`Connection` has its own bounded queue and writer task, and a client
whose queue overflows (or that sends too fast) is disconnected."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any

from paixi.core import PaixiError

log = logging.getLogger("paixi.web")


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
