"""``paixi bench web-actions``: the server's work per action, without sockets.

One core, in-process: create 吹牛 tables, and for every action do what the
server does (check and apply it, store the record in SQLite, build and encode both
seats' views with their logs). Reported as actions per second;
``bench/web_load.py`` measures the same over real WebSockets.
"""

from __future__ import annotations

import asyncio
import random
import tempfile
import time
from pathlib import Path

from paixi.agents.bench import BenchResult


async def _drop(text: str) -> None:
    return None


def web_actions(seconds: float) -> BenchResult:
    """Actions per second through :class:`paixi.web.rooms.Room` (see module docstring)."""
    from paixi.web.config import ServerConfig
    from paixi.web.manager import RoomManager
    from paixi.web.rooms import Connection
    from paixi.web.storage import Store

    rng = random.Random(0)
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{Path(tmp) / 'bench.db'}"
        manager = RoomManager(Store(url), ServerConfig(db_url=url, bot_delay=0))
        seats = [Connection(_drop, 0), Connection(_drop, 1)]
        count, games = 0, 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            room = asyncio.run(manager.create("chuiniu", 2, {"rounds": 2}, ["human", "human"]))
            games += 1
            while not room.state.is_terminal():
                seat = room.state.current_player()
                room.act(seat, str(rng.choice(room.state.legal_actions())))
                manager.store.save_progress(room.id, room.record(), [])
                for conn in seats:
                    room.view_text(conn.seat, conn.lang)
                count += 1
        elapsed = time.perf_counter() - start
        manager.store.engine.dispose()
    return BenchResult("web-actions", count, elapsed, "actions", f"{games} 吹牛 tables, SQLite")
