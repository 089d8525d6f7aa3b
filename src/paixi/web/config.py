"""Server settings (``paixi serve`` flags) and the default database location."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import platformdirs

MAX_MESSAGE_BYTES = 4096
"""Largest WebSocket message a client may send; longer ones are refused unread."""


def default_db_url() -> str:
    """SQLite in the user's data directory (created if missing), e.g.
    ``sqlite:////home/me/.local/share/paixi/paixi.db``."""
    folder = Path(platformdirs.user_data_dir("paixi", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'paixi.db'}"


@dataclass(frozen=True)
class ServerConfig:
    """How the server runs.

    ``db_url``: SQLAlchemy URL (``sqlite:///...``, ``postgresql://...``);
    ``takeover_seconds``: after how long a disconnected human's turn is played
    by a bot (``None``: never, the default); ``bot_delay``: seconds a bot waits
    before moving, so people can follow the table (0 in tests and benchmarks),
    at the "normal" pace (a table's creator may choose "fast" or "instant");
    ``claim_hold``: seconds every claim window with a person in it stays open
    at least (:mod:`paixi.web.claims`); ``abandon_minutes``: a table in play
    with nobody connected and nothing done there for this long is abandoned
    and leaves the lobby's "in play" list (:mod:`paixi.web.lobby`).

    Limits (issue 10), each refused with a one-line error to that client alone:
    ``messages_per_second`` per WebSocket (a burst of twice as many is let
    through; a client that keeps on at ten times the rate is disconnected);
    ``connections_per_table`` and ``connections_per_address`` (open WebSockets);
    ``tables_per_address`` (unfinished tables one address created since the
    server started); ``send_queue`` messages waiting for one client (a client
    that cannot keep up is disconnected rather than slowing anyone else).

    The door (issue 24, :mod:`paixi.web.guard`): ``max_connections`` open
    HTTP/WebSocket connections in all (kept below the file limit), and per
    address twice ``connections_per_address`` plus 16 (pages and API calls
    beside the WebSockets); a request's headers must be in within
    ``header_timeout`` seconds, an idle keep-alive connection closes after
    ``keep_alive_timeout``. Bots (issue 24, :mod:`paixi.web.botpool`): they
    think in ``bot_workers`` worker processes (None: the cores less one; 0:
    threads of the server process, for tests), and the tables one address
    created get at most ``bot_share`` of the pool's time between them while
    others wait.
    """

    db_url: str
    takeover_seconds: float | None = None
    bot_delay: float = 0.6
    claim_hold: float = 0.5
    abandon_minutes: float = 30.0
    max_message_bytes: int = MAX_MESSAGE_BYTES
    messages_per_second: float = 20.0
    connections_per_table: int = 300
    connections_per_address: int = 32
    tables_per_address: int = 20
    send_queue: int = 64
    max_connections: int = 4096
    header_timeout: float = 10.0
    keep_alive_timeout: int = 5
    bot_workers: int | None = 0
    bot_share: float = 0.5

    @property
    def sockets_per_address(self) -> int:
        """Open connections (HTTP and WebSocket) one address may hold."""
        return 2 * self.connections_per_address + 16
