"""How well an MCR bot plays for points and defends (issues 15, 23): a benchmark, not a test.

    python bench/mcr_bot.py [--hands N] [--seed S] [--agent mcr-defend] [--others heuristic]

Plays ``N`` single hands with the agent in one seat (rotating) and
``--others`` in the other three, and reports

* the agent's share of the hands won (25% is par; draws are nobody's), with
  its 95% interval, and the same for an average seat of the others,
* its deal-in rate (hands lost by discarding the winning tile; par is a
  quarter of the hands won by discard) and the others' per seat,
* the mean points (total, flowers included) of its wins and of the others',
* its mean net points per hand,
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
from paixi.agents.match import derive_seed, wilson_interval, win_shares
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
    parser.add_argument("--agent", default="mcr-defend")
    parser.add_argument("--others", default="heuristic")
    args = parser.parse_args()
    game = paixi.load_game("mcr")
    draws = ready = short = 0
    wins = [0, 0]  # the agent, the others (all three seats)
    deal_ins = [0, 0]
    win_points = [0, 0]
    net = 0.0
    for h in range(args.hands):
        me = h % 4
        names = [args.others] * 4
        names[me] = args.agent
        agents = [make_agent(n, game, s, derive_seed(args.seed, h, s)) for s, n in enumerate(names)]
        state = game.new_game(4, {"single_hand": True}, seed=derive_seed(args.seed, h, "deal"))
        last = _play_watching(state, agents, me)
        net += state.returns()[me]
        if win_shares(state.returns()) is None:
            draws += 1
            is_ready, is_short = ready_and_short(last)
            ready += is_ready
            short += is_short
            continue
        hand = state.hands_log[-1]
        who = 0 if hand["winner"] == me else 1
        wins[who] += 1
        win_points[who] += hand["total"]
        if hand["discarder"] is not None:
            deal_ins[0 if hand["discarder"] == me else 1] += 1
    n = args.hands
    low, high = wilson_interval(wins[0], n)
    print(f"{args.agent} in one seat, {args.others} in three, {n} single hands, seed {args.seed}")
    print(
        f"won: {args.agent} {wins[0] / n:.1%} (95% CI {low:.1%}-{high:.1%}), "
        f"{args.others} {wins[1] / (3 * n):.1%} a seat; drawn hands: {draws / n:.1%}"
    )
    print(
        f"dealt in: {args.agent} {deal_ins[0] / n:.1%}, {args.others} {deal_ins[1] / (3 * n):.1%} a seat"
    )
    print(
        f"mean points of a win: {args.agent} {win_points[0] / max(1, wins[0]):.1f}, "
        f"{args.others} {win_points[1] / max(1, wins[1]):.1f}; "
        f"{args.agent}'s mean net points a hand: {net / n:+.2f}"
    )
    if ready:
        print(
            f"ready at an exhausted wall: {ready}; of these, no wait reaches 8 points: "
            f"{short} ({short / ready:.1%})"
        )


if __name__ == "__main__":
    main()
