"""No view shows a step that is not stored yet (rooms.py, issue 10): while a
table's write is pending, a hello, a seat taken or a language change sends
nothing; the view goes out once the write is done — so after a crash a table
resumes at least at the last step any client saw."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from paixi.core import load_game
from paixi.web.config import ServerConfig
from paixi.web.rooms import Connection, Room
from paixi.web.storage import SeatInfo


class _SlowDisk:
    """A stand-in manager whose writes wait until :attr:`done` is set."""

    def __init__(self) -> None:
        self.config = ServerConfig(db_url="sqlite://", bot_delay=0)
        self.done = asyncio.Event()
        self.stored: list[int] = []

    async def write(self, table_id: str, record: dict[str, Any]) -> None:
        await self.done.wait()
        self.stored.append(len(record["history"]))


def _steps(sent: list[str]) -> list[int]:
    return [json.loads(t)["step"] for t in sent if json.loads(t)["type"] == "view"]


async def _scenario() -> tuple[list[int], list[int], list[int]]:
    state = load_game("chuiniu").new_game(2, seed=4)
    room = Room("t1", state, [SeatInfo("human", "ann", 1), SeatInfo("human", "bob", 2)])
    disk = _SlowDisk()
    room.manager = disk  # type: ignore[assignment]
    sent: list[str] = []

    async def send(text: str) -> None:
        sent.append(text)

    seat = room.state.current_player()
    move = asyncio.create_task(room.play(seat, str(room.state.legal_actions()[0])))
    await asyncio.sleep(0)  # the move is applied in memory; its write is pending
    late = Connection(send_text=send, seat=None)
    late.start()
    room.attach(late)
    room.send_view(late)  # a hello arriving meanwhile
    await asyncio.sleep(0.05)
    during = _steps(sent)
    disk.done.set()
    await move
    await asyncio.sleep(0.05)
    await late.stop()
    return during, _steps(sent), disk.stored


def test_no_view_goes_out_before_its_step_is_stored() -> None:
    during, after, stored = asyncio.run(_scenario())
    assert during == []  # nothing while the write was pending
    assert after and all(step <= stored[-1] for step in after)
