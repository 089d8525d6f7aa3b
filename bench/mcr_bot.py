"""How well an MCR bot plays for points and defends (issues 15, 23): a benchmark, not a test.

    python bench/mcr_bot.py [--hands N] [--seed S] [--agent mcr-defend] [--others heuristic]
    python bench/mcr_bot.py --hands 250 --start 250 --save part2.json   # one shard
    python bench/mcr_bot.py --combine part1.json part2.json ...         # their sum

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
  docs/specs/mcr.md §12) — the figure a points-blind bot gets wrong.

Hand ``h`` is dealt from ``(seed, h)`` and the agent sits in seat ``h % 4``,
so shards (``--start``) run in parallel add up to the same run as one.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
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


def tally(agent: str, others: str, seed: int, start: int, hands: int) -> Counter[str]:
    """Counts over hands ``start`` .. ``start + hands - 1`` (see the module docstring)."""
    game = paixi.load_game("mcr")
    c: Counter[str] = Counter()
    for h in range(start, start + hands):
        me = h % 4
        names = [others] * 4
        names[me] = agent
        agents = [make_agent(n, game, s, derive_seed(seed, h, s)) for s, n in enumerate(names)]
        state = game.new_game(4, {"single_hand": True}, seed=derive_seed(seed, h, "deal"))
        last = _play_watching(state, agents, me)
        c["hands"] += 1
        c["net"] += int(state.returns()[me])
        if win_shares(state.returns()) is None:
            c["draws"] += 1
            is_ready, is_short = ready_and_short(last)
            c["ready"] += is_ready
            c["short"] += is_short
            continue
        hand = state.hands_log[-1]
        who = "agent" if hand["winner"] == me else "others"
        c[f"wins_{who}"] += 1
        c[f"points_{who}"] += hand["total"]
        if hand["discarder"] is not None:
            c["deal_ins_agent" if hand["discarder"] == me else "deal_ins_others"] += 1
    return c


def report(c: Counter[str], agent: str, others: str, seed: int) -> None:
    n = c["hands"]
    won = c["wins_agent"]
    low, high = wilson_interval(won, n)
    print(f"{agent} in one seat, {others} in three, {n} single hands, seed {seed}")
    print(
        f"won: {agent} {won / n:.1%} (95% CI {low:.1%}-{high:.1%}), "
        f"{others} {c['wins_others'] / (3 * n):.1%} a seat; drawn hands: {c['draws'] / n:.1%}"
    )
    low, high = wilson_interval(c["deal_ins_agent"], n)
    print(
        f"dealt in: {agent} {c['deal_ins_agent'] / n:.1%} (95% CI {low:.1%}-{high:.1%}), "
        f"{others} {c['deal_ins_others'] / (3 * n):.1%} a seat"
    )
    print(
        f"mean points of a win: {agent} {c['points_agent'] / max(1, won):.1f}, "
        f"{others} {c['points_others'] / max(1, c['wins_others']):.1f}; "
        f"{agent}'s mean net points a hand: {c['net'] / n:+.2f} (par 0)"
    )
    if c["ready"]:
        print(
            f"ready at an exhausted wall: {c['ready']}; of these, no wait reaches 8 points: "
            f"{c['short']} ({c['short'] / c['ready']:.1%})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=400)
    parser.add_argument("--start", type=int, default=0, help="first hand number (shards)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--agent", default="mcr-defend")
    parser.add_argument("--others", default="heuristic")
    parser.add_argument("--save", help="also write the counts to this JSON file")
    parser.add_argument("--combine", nargs="+", help="report the sum of saved counts")
    args = parser.parse_args()
    if args.combine:
        total: Counter[str] = Counter()
        for path in args.combine:
            with open(path, encoding="utf-8") as f:
                saved = json.load(f)
            total.update(saved["counts"])
        report(total, saved["agent"], saved["others"], saved["seed"])
        return
    counts = tally(args.agent, args.others, args.seed, args.start, args.hands)
    if args.save:
        with open(args.save, "w", encoding="utf-8") as f:
            json.dump(
                {
                    "agent": args.agent,
                    "others": args.others,
                    "seed": args.seed,
                    "start": args.start,
                    "counts": counts,
                },
                f,
            )
    report(counts, args.agent, args.others, args.seed)


if __name__ == "__main__":
    main()
