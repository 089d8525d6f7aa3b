"""How well the MCR heuristic plays for points (issue 15): a benchmark, not a test.

    python bench/mcr_bot.py [--hands N] [--seed S] [--agent heuristic] [--others mcr-shape]

Plays ``N`` single hands with the agent in one seat (rotating) and
``--others`` in the other three, and reports

* the agent's share of the hands won (25% is par; draws are nobody's),
* the draw rate, and
* of the agent's hands that are ready (听牌) when the wall runs out, the share
  that cannot reach the 8-point minimum on any wait (by discard or self-draw,
  rules/mcr.md §12) — the figure a points-blind bot gets wrong.
"""

from __future__ import annotations

import argparse
from typing import Any

import paixi
from paixi.agents import make_agent
from paixi.agents.match import derive_seed, win_shares
from paixi.equipment.mahjong import Meld, parse_tiles, parse_wind, tile_counts
from paixi.games.mcr.scoring import WinSituation, score_hand
from paixi.games.mcr.shanten import waits_of_counts


def ready_and_short(obs: dict) -> tuple[bool, bool]:
    """(is the seat's 13-tile hand ready, does no wait reach 8 points)."""
    seat = obs["seat"]
    tiles = parse_tiles(obs["my_tiles"])
    melds = [Meld.from_json(m) for m in obs["melds"][seat]]
    waits = waits_of_counts(tile_counts(tiles)[:34], len(melds))
    if not waits:
        return False, False
    flowers = obs["flowers"][seat]
    for w in waits:
        for self_drawn in (False, True):
            sit = WinSituation(
                win_tile=w,
                self_drawn=self_drawn,
                seat_wind=parse_wind(obs["seat_winds"][seat]),
                prevalent_wind=parse_wind(obs["prevalent_wind"]),
                flowers=len(parse_tiles(flowers)) if flowers else 0,
            )
            if score_hand(tiles, melds, sit).meets_minimum:
                return True, False
    return True, True


def _play_watching(state: Any, agents: list[Any], seat: int) -> dict:
    """Play to the end; ``seat``'s observation just before the hand ended
    (the final observation no longer shows its concealed tiles)."""
    last = state.observation(seat)
    while not state.is_terminal():
        play_state_step(state, agents)
        if not state.is_terminal():
            last = state.observation(seat)
    return last


def play_state_step(state: Any, agents: list[Any]) -> None:
    seat = state.current_player()
    agent = agents[seat]
    legal = state.legal_actions()
    obs = state.observation(seat) if getattr(agent, "needs_observation", True) else None
    state.apply(agent.act(obs, legal))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=400)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--agent", default="heuristic")
    parser.add_argument("--others", default="mcr-shape")
    args = parser.parse_args()
    game = paixi.load_game("mcr")
    wins = draws = ready = short = 0
    for h in range(args.hands):
        me = h % 4
        names = [args.others] * 4
        names[me] = args.agent
        agents = [make_agent(n, game, s, derive_seed(args.seed, h, s)) for s, n in enumerate(names)]
        state = game.new_game(4, {"single_hand": True}, seed=derive_seed(args.seed, h, "deal"))
        last = _play_watching(state, agents, me)
        shares = win_shares(state.returns())
        if shares is None:
            draws += 1
            is_ready, is_short = ready_and_short(last)
            ready += is_ready
            short += is_short
        else:
            wins += shares[me]
    n = args.hands
    print(f"{args.agent} in one seat, {args.others} in three, {n} single hands, seed {args.seed}")
    print(f"hands won by {args.agent}: {wins / n:.1%} (par 25%), drawn hands: {draws / n:.1%}")
    if ready:
        print(
            f"ready at an exhausted wall: {ready}; of these, no wait reaches 8 points: "
            f"{short} ({short / ready:.1%})"
        )


if __name__ == "__main__":
    main()
