"""``paixi bench uno``: 2-player hands per second with random agents (issue 5).

RLCard's UNO benchmark plays one deal until a player goes out; here each hand
is one engine game with ``target = 1`` (it ends when the winner scores, i.e.
after one hand unless every card left is a 0) and only completed hands are
counted. Everything goes through the public ``State`` API, one core, and the
deal is inside the timed loop. The result is a ``paixi.core.bench.BenchResult``.

Two random agents:

* ``uno`` — RLCard's random player on our rules: a uniformly random card
  play among the legal plays (each colour of a black card is its own
  choice, as in RLCard's action list), ``draw`` only when nothing is
  playable, a playable drawn card is played (RLCard plays it automatically),
  the UNO call is always made and a Wild Draw Four is always accepted
  (RLCard's game has neither catching nor challenges). This is the
  like-for-like figure for RLCard's ~3,360 hands/s.
* ``uno-uniform`` — uniform over *all* our legal actions, including
  drawing with playable cards in hand, forgetting UNO, catching and
  challenging. Hands are far longer (hundreds of actions: random drawing
  makes hands grow), so this is reported per hand and per action.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from math import floor
from typing import Any

from paixi.core.bench import BenchResult
from paixi.games.uno.actions import DRAW, KEEP


def rlcard_choice(legal: list[Any], rand: Callable[[], float]) -> Any:
    """RLCard's random player (see the module docstring) from the legal actions
    alone; ``rand`` is a seeded ``Random.random``.

    Under the default rules a normal turn's list is the plays then ``draw``, and
    a drawn card's list is its plays then ``keep``; that case is read directly.
    """
    n = len(legal) - 1
    if not n:
        return legal[0]  # the only choice (a turn's draw with nothing playable)
    last = legal[n]
    if (last is DRAW or last is KEEP) and legal[0].verb == "play":
        if legal[n - 1].uno:  # every play leaves one card: make the call
            called = [a for a in legal if a.uno]
            return called[floor(rand() * len(called))]
        return legal[floor(rand() * n)]
    plays = [a for a in legal if a.verb == "play"]
    if plays:
        pick = [a for a in plays if a.uno] or plays
        return pick[floor(rand() * len(pick))]
    return legal[0]  # draw on a turn, accept when penalised, the first answer in a window


def uniform_choice(legal: list[Any], rand: Callable[[], float]) -> Any:
    return legal[floor(rand() * len(legal))]


def hands_benchmark(
    game: Any, seconds: float, players: int = 2, uniform: bool = False
) -> BenchResult:
    """Random 2-player hands, default rules, until ``seconds`` have passed."""
    opts = game.parse_options(game.bench_options, players)
    choose = uniform_choice if uniform else rlcard_choice
    rand = random.Random(12345).random
    hands = steps = games = 0
    cpu_start = time.process_time()  # CPU time too: on a shared machine the wall clock
    start = time.perf_counter()  # counts other people's work
    deadline = start + seconds
    while True:
        state = game.new_game(players, opts, seed=games)
        over, legal, apply = state.is_terminal, state.legal_actions, state.apply
        while not over():
            apply(choose(legal(), rand))
            steps += 1
        games += 1
        hands += state.hand_no
        if games % 16 == 0 and time.perf_counter() >= deadline:
            break
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    agent = "uniform random agents" if uniform else "RLCard-style random agents"
    rate = steps / elapsed
    detail = (
        f"{players} players, default rules, {agent}, {steps / hands:.1f} actions/hand, "
        f"{rate:,.0f} actions/s, {hands / cpu if cpu else 0.0:,.0f} hands per CPU-second"
    )
    name = f"{game.id}-uniform" if uniform else game.id
    return BenchResult(name, hands, elapsed, "hands", detail)
