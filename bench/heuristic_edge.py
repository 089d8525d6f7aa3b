"""The edge of a game's heuristic over its previous version and over random.

    python bench/heuristic_edge.py GAME [-n GAMES] [--seed S] [--against old,random]

Heads-up at the game's table (seats shared out alternately and rotated
every game: ``paixi.agents.tournament``), the current ``heuristic`` against
``old`` (the version kept in ``bench/legacy/<game>_v1.py``) and against
``random``. Prints each side's win share (par 1/players; 95% Wilson interval) and
mean points per seat-game (95% normal interval). In a zero-sum game the
heuristic's mean points is its edge per seat-game.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from pathlib import Path

import paixi
from paixi.agents.registry import register_agent
from paixi.agents.tournament import row_text, tournament

sys.path.insert(0, str(Path(__file__).resolve().parent))

LEGACY = {"hedang": "legacy.hedang_v1", "chuanpai": "legacy.chuanpai_v1"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted(LEGACY))
    parser.add_argument("-n", "--games", type=int, default=200, help="games per opponent")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--against", default="old,random")
    args = parser.parse_args()
    module = importlib.import_module(LEGACY[args.game])
    register_agent("old", lambda game, seat, seed: module.HeuristicAgent(seed))
    game = paixi.load_game(args.game)
    for rival in args.against.split(","):
        t0 = time.perf_counter()
        data = tournament(game, ["heuristic", rival], args.games, seed=args.seed).to_json()
        seats = data["players"]
        print(f"{args.game}: heuristic vs {rival}, {args.games} games of {seats} seats", end="")
        print(f" ({time.perf_counter() - t0:.0f} s)")
        for r in data["agents"]:
            print(f"  {r['agent']:>9}: {row_text(r)}")


if __name__ == "__main__":
    main()
