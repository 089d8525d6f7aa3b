"""The table between hands (issue 25): a hand's result stays up — the bots
do not play the next hand underneath it — until every person seated and
connected presses 继续 or the pause runs out; auto-pass is on by default."""

from __future__ import annotations

import asyncio
import random

import pytest

from paixi.core import load_game
from paixi.web.between_hands import finished_hands, pause_seconds
from paixi.web.botpool import BotPool
from paixi.web.config import ServerConfig
from paixi.web.rooms import Connection, Room
from paixi.web.storage import SeatInfo
from paixi.web.views import build_table


class _Manager:
    """A stand-in manager: the default bot delay, writes that store nothing."""

    def __init__(self) -> None:
        self.config = ServerConfig(db_url="sqlite://")
        self.bots = BotPool(0)  # bots think on threads of this process

    async def write(self, table_id: str, record: dict) -> None:
        return None


GAMES_OF_HANDS = [("mcr", {"rounds": 1}), ("uno", {})]
"""Games of many hands, one of each table family that pauses between them."""


def _room_after_the_first_hand(game_id: str = "mcr", options: dict | None = None) -> Room:
    state = load_game(game_id).new_game(4, {"rounds": 1} if options is None else options, seed=3)
    seats = [SeatInfo("human", "ann", 1)] + [SeatInfo("heuristic") for _ in range(3)]
    room = Room("t1", state, seats)
    room.manager = _Manager()  # type: ignore[assignment]
    room.pace = "instant"  # the bots move at once: only the pause can hold them
    rng = random.Random(3)
    while finished_hands(room, 0) == 0 or room.state.current_player() == 0:
        room.state.apply(rng.choice(list(room.state.legal_actions())))
    return room


async def _scenario(game_id: str, options: dict) -> tuple[int, int, int]:
    room = _room_after_the_first_hand(game_id, options)
    sent: list[str] = []

    async def send(text: str) -> None:
        sent.append(text)

    conn = Connection(send_text=send, seat=0)
    conn.start()
    room.attach(conn)
    room.pause.hand = 0  # the table was watched from the start of the first hand
    start = len(room.state.history)
    room.schedule()
    await asyncio.sleep(0.3)
    held = len(room.state.history)
    room.pause.go_on(0, finished_hands(room, 0))  # 继续
    for _ in range(100):  # the bot thinks in a thread: give it time on a busy machine
        await asyncio.sleep(0.05)
        if len(room.state.history) > start:
            break
    after = len(room.state.history)
    room.detach(conn)
    await asyncio.sleep(0)
    await conn.stop()
    return start, held, after


@pytest.mark.parametrize(("game_id", "options"), GAMES_OF_HANDS)
def test_the_next_hand_waits_for_the_person_to_press_continue(game_id: str, options: dict) -> None:
    start, held, after = asyncio.run(_scenario(game_id, options))
    assert held == start  # the result panel is up: no bot has moved
    assert after > start  # 继续: the next hand is played


def test_the_pause_runs_out_and_nobody_waits_for_an_empty_seat() -> None:
    room = _room_after_the_first_hand()
    assert pause_seconds(room) == 15.0
    room.pause.hand = 0
    assert room.pause.remaining(room) == 0  # nobody connected: nobody to wait for
    room.connections.append(Connection(send_text=None, seat=0))  # type: ignore[arg-type]
    assert 0 < room.pause.remaining(room) <= 15.0
    room.pause.until = 0.0  # the countdown ran out
    assert room.pause.remaining(room) == 0


def test_auto_pass_is_on_for_every_seat_until_turned_off() -> None:
    room = _room_after_the_first_hand()
    assert room.desk.autopass == {0, 1, 2, 3}
    room.set_autopass(0, False)
    assert room.desk.autopass == {1, 2, 3}


def test_uno_shows_the_last_hand_until_the_next_ends() -> None:
    """UNO's table carries the finished hand's result: who went out, the
    cards each seat was left with, the points of the hand and the totals."""
    room = _room_after_the_first_hand("uno", {})
    state = room.state
    end = build_table(state, state.observation(0), 0, [], "zh")["end"]
    hand = state.observation(0)["hands"][-1]
    assert end["hand_no"] == 1
    assert end["title"].startswith("第1局")
    header, *rows = end["table"]
    assert header == ["座位", "余牌", "得分", "总分"]
    assert [row[3] for row in rows] == hand["totals"]
    assert [len(row[1]) for row in rows] == [len(c.split()) for c in hand["cards"]]
    assert sum(1 for row in rows if not row[1]) >= 1  # the seat that went out
    fresh = load_game("uno").new_game(4, {}, seed=3)
    assert build_table(fresh, fresh.observation(0), 0, [], "zh")["end"] is None
