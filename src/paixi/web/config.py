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
    at least (:mod:`paixi.web.claims`).
    """

    db_url: str
    takeover_seconds: float | None = None
    bot_delay: float = 0.6
    claim_hold: float = 0.5
    max_message_bytes: int = MAX_MESSAGE_BYTES
