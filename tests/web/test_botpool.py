"""Bots think in worker processes (issue 24): a move comes back from a worker
as a legal action in notation, and one address's tables get at most their
share of the workers at once."""

from __future__ import annotations

import asyncio
from typing import Any

from paixi import load_game
from paixi.web.botpool import BotPool, Job


def test_a_worker_thinks_a_legal_move_and_an_address_gets_its_share() -> None:
    game = load_game("mcr")
    state = game.new_game(4, {}, seed=3)
    seat = state.current_player()
    legal = list(state.legal_actions())
    job = Job("t1", "heuristic", 1, "mcr", seat, state.observation(seat), legal)
    pool = BotPool(2, share=0.5)
    assert pool.per_owner == 1  # half of two workers

    async def run() -> tuple[list[str], bool, Any]:
        tasks = [asyncio.create_task(pool.think("a", job)) for _ in range(3)]
        await asyncio.sleep(0.05)
        gate = pool._gates["a"]
        waiting = gate.locked()  # the other two wait for the first
        return list(await asyncio.gather(*tasks)), waiting, gate

    try:
        answers, waiting, gate = asyncio.run(run())
    finally:
        pool.close()
    assert waiting and not gate.locked()
    assert all(a in {str(x) for x in legal} for a in answers)
