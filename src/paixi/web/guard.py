"""The server's door: HTTP connections that cannot exhaust it (issue 24).

uvicorn reads request headers for as long as a client cares to send them and
accepts connections until the process runs out of file descriptors; then it
refuses everyone and logs a traceback for every refused accept. So
``paixi serve`` runs uvicorn with :func:`guarded_protocol`, whose connections

* are refused at once (the socket closed, nothing read) beyond a cap on open
  connections (``max_connections``, kept below the file limit) and beyond a cap
  per address (``sockets_per_address``; WebSockets count too);
* must send a request's complete headers within ``header_timeout`` seconds of
  opening or of the previous response (a half-sent header is a slowloris),
  and an idle keep-alive connection closes after uvicorn's keep-alive timeout;

and :func:`quiet_accept_errors` makes the event loop log one line a minute
about refused accepts instead of a traceback each.
"""

from __future__ import annotations

import asyncio
import errno
import logging
import resource
import time
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

log = logging.getLogger("paixi.web")

RESERVED_FILES = 128
"""File descriptors kept free of client connections (database, bot workers, logs)."""
NOTICE_EVERY = 60.0
"""Seconds between two log lines about refused connections."""


class _Notice:
    """One log line per :data:`NOTICE_EVERY` seconds, with the count since the last."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.last = -NOTICE_EVERY
        self.count = 0

    def __call__(self) -> None:
        self.count += 1
        now = time.monotonic()
        if now - self.last >= NOTICE_EVERY:
            log.warning("%s (%d since the last notice)", self.text, self.count)
            self.last, self.count = now, 0


def raise_file_limit() -> int:
    """Raise this process's soft limit of open files to its hard limit;
    returns the soft limit in force."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY or hard > soft:
        target = hard if hard != resource.RLIM_INFINITY else max(soft, 65536)
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
        except (ValueError, OSError):
            pass
    return soft


def connection_cap(wanted: int, file_limit: int) -> int:
    """At most ``wanted`` connections, and never so many that the process
    runs out of files (:data:`RESERVED_FILES` kept free)."""
    return max(16, min(wanted, file_limit - RESERVED_FILES))


def guarded_protocol(
    max_connections: int, sockets_per_address: int, header_timeout: float
) -> type[H11Protocol]:
    """uvicorn's h11 protocol with the caps and the header deadline of the
    module docstring (one class per server: it keeps the per-address counts)."""
    by_address: dict[str, set[asyncio.BaseTransport]] = {}
    refused = _Notice(f"connection cap reached ({max_connections} open or per address)")
    slow = _Notice(f"closed connections that sent no complete request in {header_timeout:g} s")

    class GuardedProtocol(H11Protocol):
        _deadline: asyncio.TimerHandle | None = None
        _refused = False

        # uvicorn hands this protocol a full Transport (h11's stub says BaseTransport)
        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            peer = transport.get_extra_info("peername")
            address = peer[0] if isinstance(peer, tuple) and peer else ""
            mine = by_address.setdefault(address, set())
            if len(mine) >= sockets_per_address:
                for other in [t for t in mine if t.is_closing()]:
                    mine.discard(other)
            if len(self.connections) >= max_connections or len(mine) >= sockets_per_address:
                self._refused = True
                self.transport = transport
                transport.abort()  # the descriptor is free at once
                refused()
                return
            mine.add(transport)
            super().connection_made(transport)
            self._arm()

        def connection_lost(self, exc: Exception | None) -> None:
            if self._refused:
                return
            self._disarm()
            super().connection_lost(exc)

        def data_received(self, data: bytes) -> None:
            super().data_received(data)
            if self.conn.their_state is not h11.IDLE:  # a request's headers are in
                self._disarm()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            if not self.transport.is_closing():
                self._arm()  # the next request's headers have the same deadline

        def _arm(self) -> None:
            self._disarm()
            self._deadline = self.loop.call_later(header_timeout, self._too_slow)

        def _disarm(self) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
                self._deadline = None

        def _too_slow(self) -> None:
            self._deadline = None
            if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
                slow()
                self.transport.abort()

    return GuardedProtocol


_OUT_OF_FILES = frozenset((errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM))


def quiet_accept_errors(loop: asyncio.AbstractEventLoop) -> None:
    """Log a refused accept (out of files or memory) as one line a minute;
    every other loop error goes to the default handler."""
    notice = _Notice("accepting connections failed: out of system resources")

    def handler(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        exc = context.get("exception")
        if isinstance(exc, OSError) and exc.errno in _OUT_OF_FILES:
            notice()
            return
        loop.default_exception_handler(context)

    loop.set_exception_handler(handler)
