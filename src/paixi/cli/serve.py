"""``paixi serve``: the web table (FastAPI + uvicorn), see :mod:`paixi.web`."""

from __future__ import annotations

import asyncio
import errno
import os
import re
import socket
from typing import Annotated, Any

import typer


def serve(
    host: Annotated[str, typer.Option(help="address to listen on")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="port to listen on (1-65535)")] = 8000,
    db: Annotated[
        str | None,
        typer.Option(help="database URL (default: SQLite in the user data directory)"),
    ] = None,
    takeover: Annotated[
        float | None,
        typer.Option(help="seconds after which a disconnected player's turn is played by a bot"),
    ] = None,
    bot_delay: Annotated[float, typer.Option(help="seconds a bot waits before moving")] = 0.6,
    max_connections_per_address: Annotated[
        int, typer.Option(help="open WebSockets one address may have")
    ] = 32,
    max_tables_per_address: Annotated[
        int, typer.Option(help="unfinished tables one address may create")
    ] = 20,
    max_messages_per_second: Annotated[
        float, typer.Option(help="messages one WebSocket may send per second")
    ] = 20.0,
    claim_hold: Annotated[
        float, typer.Option(help="seconds every mahjong claim window stays open at least")
    ] = 0.5,
    bot_workers: Annotated[
        int | None,
        typer.Option(help="worker processes the bots think in (default: the cores less one)"),
    ] = None,
    max_connections: Annotated[
        int, typer.Option(help="open HTTP and WebSocket connections in all")
    ] = 4096,
    abandon_minutes: Annotated[
        float,
        typer.Option(help="minutes a table with nobody at it and no move stays listed as in play"),
    ] = 30.0,
) -> None:
    """Serve the web table: play every game in the browser, against bots or friends.

    Every problem found before serving (a bad port, a database that cannot be
    opened, a port in use) is one "paixi:" line and a non-zero exit, and
    nothing claims to serve until the port is bound.
    """
    from paixi.cli.common import fail

    if not 1 <= port <= 65535:
        fail(f"--port must be 1-65535, not {port}")
    for name, value in (
        ("--max-connections-per-address", max_connections_per_address),
        ("--max-tables-per-address", max_tables_per_address),
        ("--max-messages-per-second", max_messages_per_second),
        ("--max-connections", max_connections),
    ):
        if value <= 0:
            fail(f"{name} must be positive, not {value}")
    if abandon_minutes < 0:
        fail(f"--abandon-minutes must be 0 or more, not {abandon_minutes}")
    if bot_delay < 0 or (takeover is not None and takeover < 0):
        fail("--bot-delay and --takeover are seconds, not negative")
    if bot_workers is not None and bot_workers < 0:
        fail(f"--bot-workers must be 0 or more, not {bot_workers}")

    import uvicorn

    from paixi.web import ServerConfig, create_app, default_db_url
    from paixi.web.config import MAX_MESSAGE_BYTES
    from paixi.web.guard import connection_cap, guarded_protocol, raise_file_limit

    workers = bot_workers if bot_workers is not None else max(1, (os.cpu_count() or 2) - 1)
    config = ServerConfig(
        db_url=db or default_db_url(),
        takeover_seconds=takeover,
        bot_delay=bot_delay,
        connections_per_address=max_connections_per_address,
        tables_per_address=max_tables_per_address,
        messages_per_second=max_messages_per_second,
        claim_hold=claim_hold,
        abandon_minutes=abandon_minutes,
        bot_workers=workers,
        max_connections=connection_cap(max_connections, raise_file_limit()),
    )
    try:
        app = create_app(config)
    except Exception as exc:  # any failure to open or migrate the database
        fail(f"cannot open the database {_safe_url(config.db_url)}: {_reason(exc)}")
    sock = _bind(host, port)
    _tune_gc()
    typer.echo(f"paixi: serving on http://{host}:{port}/  (database {_safe_url(config.db_url)})")
    protocol = guarded_protocol(
        config.max_connections, config.sockets_per_address, config.header_timeout
    )
    server = uvicorn.Server(
        uvicorn.Config(
            app,
            log_level="warning",
            ws_max_size=MAX_MESSAGE_BYTES * 4,
            ws_per_message_deflate=False,  # small JSON views: compressing costs more than it saves
            ws="auto",
            http=protocol,
            timeout_keep_alive=config.keep_alive_timeout,
            h11_max_incomplete_event_size=16 * 1024,  # a request's headers, at most
        )
    )
    asyncio.run(_serve(server, sock))


async def _serve(server: Any, sock: socket.socket) -> None:
    """uvicorn's ``Server.serve`` on this loop, refused accepts logged quietly."""
    from paixi.web.guard import quiet_accept_errors

    quiet_accept_errors(asyncio.get_running_loop())
    await server.serve(sockets=[sock])


def _bind(host: str, port: int) -> socket.socket:
    """A listening socket on ``host``:``port``; one ``paixi:`` line if that fails."""
    from paixi.cli.common import fail

    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError) as exc:
        fail(f"cannot listen on {host}: {_reason(exc)}")
    family, kind, proto, _, address = infos[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(2048)
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            fail(f"port {port} on {host} is already in use")
        fail(f"cannot listen on {host}:{port}: {_reason(exc)}")
    sock.set_inheritable(True)
    return sock


def _reason(exc: BaseException) -> str:
    """A one-line reason for a start-up failure, without the exception's
    chain or any password (database drivers quote the URL they were given)."""
    text = str(getattr(exc, "orig", None) or exc).strip().splitlines()
    line = text[0].strip() if text else type(exc).__name__
    if "(Background on this error" in line:
        line = line.split("(Background on this error")[0].strip()
    return re.sub(r"://([^:/@\s]+):[^@\s]*@", r"://\1:***@", line) or type(exc).__name__


def _tune_gc() -> None:
    """Fewer, cheaper garbage collections: the libraries loaded so far are
    frozen out of the collector, and the young generation is collected less
    often (each action makes many short-lived objects; a full collection of the
    whole heap used to pause every table for 100+ ms under load)."""
    import gc

    gc.collect()
    gc.freeze()
    gc.set_threshold(50_000, 20, 100)


def _safe_url(url: str) -> str:
    """The URL without a password (never print credentials)."""
    head, at, tail = url.rpartition("@")
    if not at:
        return url
    scheme, _, userinfo = head.partition("://")
    user, colon, _ = userinfo.partition(":")
    return f"{scheme}://{user}{':***' if colon else ''}@{tail}"


def _web_actions(seconds: float) -> object:
    from paixi.web.bench import web_actions

    return web_actions(seconds)


BENCHMARKS = {"web-actions": _web_actions}
"""``paixi bench web-actions``: the server's per-action work, one core."""


def register(app: typer.Typer) -> None:
    app.command("serve")(serve)
