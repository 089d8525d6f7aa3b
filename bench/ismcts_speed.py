"""ISMCTS speed and budget keeping per game: a benchmark, not a test.

    python bench/ismcts_speed.py [GAME ...] [--seconds 0.2] [--decisions 12] [--seed 0] [--wall]

For each game (default: every game), plays games
between heuristic agents and, at up to ``--decisions`` of their decisions
with a real choice that the search weighs (not MCR's discards, which its
``rivals`` hint leaves to the heuristic), asks ``ismcts:<seconds>s`` for a move. Prints per game
the search's playouts per second of the budget and its complete
rounds (medians over the decisions) and the time per decision (mean and max, and the max as a share
of the budget: the bar is 120%).

The budget is read from the process's CPU clock (``time.process_time``),
which is the wall time the search would take on a core of its own: on a
shared machine the wall clock also counts other processes' turns on the
core, which no search can control. ``--wall`` uses the wall clock instead,
as ``ismcts:Xs`` does in play.
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

import paixi
from paixi.agents import make_agent
from paixi.agents.ismcts import ISMCTSAgent
from paixi.agents.match import derive_seed
from paixi.core.registry import list_games


def measure(game_id: str, seconds: float, decisions: int, seed: int, wall_clock: bool) -> str:
    game = paixi.load_game(game_id)
    players = game.default_players
    hints = game.search_hints()
    rivals = hints.rivals if hints is not None else None

    def weighed(state: Any, legal: list[Any]) -> bool:
        """A decision the search weighs (a real choice its ``rivals`` hint leaves open)."""
        return len(legal) > 1 and (rivals is None or bool(rivals(state, legal)))

    rates: list[float] = []
    rounds: list[int] = []
    walls: list[float] = []
    g = 0
    while len(walls) < decisions and g < 50:
        state = game.new_game(players, game.bench_options, seed=derive_seed(seed, game_id, g))
        agents = [make_agent("heuristic", game, s, derive_seed(seed, g, s)) for s in range(players)]
        step = choices = 0
        while not state.is_terminal() and len(walls) < decisions:
            seat = state.current_player()
            legal = state.legal_actions()
            # every few steps, so that the samples spread over the whole game
            weighs = weighed(state, legal)
            choices += weighs
            if weighs and choices % 3 == 1:
                clock = time.perf_counter if wall_clock else time.process_time
                searcher = ISMCTSAgent(
                    derive_seed(seed, g, step), 100_000, seconds=seconds, clock=clock
                )
                start = clock()
                searcher.act_on_state(state, seat)
                took = clock() - start
                walls.append(took)
                rates.append(searcher.last_iterations / took)
                rounds.append(searcher.last_rounds)
            agent = agents[seat]
            obs = state.observation(seat) if getattr(agent, "needs_observation", True) else None
            state.apply(agent.act(obs, legal))
            step += 1
        g += 1
    if not walls:
        return f"{game_id}: no decision with a choice"
    return (
        f"{game_id}: {statistics.median(rates):,.0f} playouts/s and"
        f" {statistics.median(rounds):g} rounds (medians of {len(walls)} decisions),"
        f" {statistics.mean(walls):.3f} s mean, {max(walls):.3f} s max "
        f"({max(walls) / seconds:.0%} of the budget)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*")
    parser.add_argument("--seconds", type=float, default=0.2)
    parser.add_argument("--decisions", type=int, default=12)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--wall", action="store_true", help="time by the wall clock")
    args = parser.parse_args()
    names = args.games or [g.id for g in list_games()]
    clock = "wall clock" if args.wall else "CPU clock"
    print(f"ismcts:{args.seconds}s by the {clock}, one process")
    for gid in names:
        print(measure(gid, args.seconds, args.decisions, args.seed, args.wall), flush=True)


if __name__ == "__main__":
    main()
