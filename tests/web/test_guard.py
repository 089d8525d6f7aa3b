"""The server's door (issue 24): a slowloris — many connections that never
finish their headers — neither exhausts the server nor floods its log; the
caps refuse the excess at once and the header deadline closes the rest."""

from __future__ import annotations

import asyncio
import errno
import logging
import socket
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
import uvicorn

from paixi.web import ServerConfig, create_app
from paixi.web.guard import guarded_protocol, quiet_accept_errors
from tests.web.browser import free_port

ATTACKER = "127.0.0.2"  # loopback, but another address than the honest client's


@pytest.fixture
def door(tmp_path: Path) -> Iterator[int]:
    """A real uvicorn server (in a thread) with small caps: 40 in all, 10 per
    address, headers within 1 s."""
    app = create_app(ServerConfig(db_url=f"sqlite:///{tmp_path / 'g.db'}"))
    port = free_port()
    config = uvicorn.Config(
        app,
        host="127.0.0.1",
        port=port,
        log_level="warning",
        http=guarded_protocol(40, 10, 1.0),
        timeout_keep_alive=1,
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    try:
        yield port
    finally:
        server.should_exit = True
        thread.join(timeout=10)


def _half_header(port: int) -> socket.socket:
    sock = socket.socket()
    sock.bind((ATTACKER, 0))
    sock.connect(("127.0.0.1", port))
    sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ")
    return sock


def _closed(sock: socket.socket, wait: float) -> bool:
    sock.settimeout(wait)
    try:
        return sock.recv(100) == b""
    except TimeoutError:
        return False
    except OSError:
        return True


def test_a_slowloris_exhausts_nothing_and_logs_little(
    door: int, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING)
    socks = [_half_header(door) for _ in range(60)]
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{door}/api/games", timeout=5) as res:
            assert res.status == 200  # an honest client is served meanwhile
        refused = sum(_closed(s, 0.05) for s in socks)
        assert refused >= 50  # over the per-address cap: closed at once
        time.sleep(1.3)
        assert all(_closed(s, 0.5) for s in socks)  # the rest: past the header deadline
    finally:
        for s in socks:
            s.close()
    lines = [r for r in caplog.records if r.name.startswith(("paixi", "uvicorn", "asyncio"))]
    assert len(lines) <= 4 and not any(r.exc_info for r in lines), [r.message for r in lines]


def test_out_of_files_on_accept_is_one_line_not_a_traceback_each(
    caplog: pytest.LogCaptureFixture,
) -> None:
    loop = asyncio.new_event_loop()
    try:
        quiet_accept_errors(loop)
        with caplog.at_level(logging.WARNING):
            for _ in range(500):
                exc = OSError(errno.EMFILE, "Too many open files")
                loop.call_exception_handler(
                    {"message": "socket.accept() out of system resource", "exception": exc}
                )
    finally:
        loop.close()
    assert len(caplog.records) == 1 and not caplog.records[0].exc_info
