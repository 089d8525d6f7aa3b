"""The bot strength table of docs/bots.md: random, heuristic and ISMCTS in every game.

    python bench/bots_table.py [--games ID,...] [--scale 1.0] [--workers 2] [--out DIR]

For each game, a round-robin tournament (``paixi.agents.tournament``) of
``random``, ``heuristic`` and ``ismcts:BUDGET`` (an iteration budget, so the
table is the same on every machine for the same seed), with the game's
options chosen so that one game is one hand or round. Each game's result is
written to ``DIR/<id>.json`` (default ``bench/bots-results``), and
``docs/bots.md`` is rebuilt from every result there, so games can be run one
at a time. ``--scale`` multiplies the number of games.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import paixi
from paixi.agents.tournament import tournament

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "bots.md"

# game id: (options, games per lineup, ISMCTS iterations)
SETUPS: dict[str, tuple[dict[str, Any], int, int]] = {
    "baya": ({}, 200, 100),
    "chuiniu": ({"rounds": 1}, 200, 100),
    "uno": ({"target": 1}, 100, 50),
    "zhengshangyou": ({"target": 1}, 60, 30),
    "gandengyan": ({}, 60, 30),
    "mcr": ({"single_hand": True}, 12, 10),
    "tongwuguan": ({}, 40, 20),
    "tuimo": ({}, 40, 20),
    "chaiwugui": ({}, 40, 20),
    "ceyunqi": ({}, 40, 20),
    "jielong": ({}, 60, 30),
    "sanmenlao": ({}, 40, 30),
    "hedang": ({}, 40, 30),
    "longmajiang": ({}, 20, 20),
    "chuanpai": ({}, 40, 20),
    "daer": ({}, 20, 20),
}


def run_game(game_id: str, scale: float, workers: int, out: Path) -> None:
    options, games, iterations = SETUPS[game_id]
    game = paixi.load_game(game_id)
    n = max(4, round(games * scale))
    entrants = ["random", "heuristic", f"ismcts:{iterations}"]
    result = tournament(game, entrants, n, seed=2026, options=options, workers=workers)
    data = result.to_json()
    data["options"] = options
    data["command"] = (
        f"paixi tournament {game_id} --agents {','.join(entrants)} -n {n} --seed 2026"
        + "".join(f" -o {k}={str(v).lower()}" for k, v in options.items())
    )
    out.mkdir(parents=True, exist_ok=True)
    (out / f"{game_id}.json").write_text(json.dumps(data, indent=1, ensure_ascii=False))
    print(f"{game_id}: done ({data['games']} games)", flush=True)


def write_doc(out: Path) -> None:
    lines = [
        "# Bot strength",
        "",
        "Every game's `random`, `heuristic` and `ismcts:N` agents (ISMCTS with N",
        "determinisations per move, heuristic playouts; `paixi agents`) in a round robin",
        "with seat rotation (`paixi tournament`). A game is one hand or round (the options",
        "below). Win rate: share of games won, a draw (everyone level) is nobody's win;",
        "95% Wilson intervals. Rating: openskill ordinal (mu − 3σ). Solitaires have one",
        "seat, so only their mean score compares the agents.",
        "",
        "Regenerate: `python bench/bots_table.py` (or `--games ID,...` for some games);",
        "each row's exact command is given under its table.",
        "",
    ]
    for path in sorted(out.glob("*.json")):
        data = json.loads(path.read_text())
        game = paixi.load_game(data["game"])
        lines += [
            f"## {game.name_zh} {game.name_en} (`{data['game']}`)",
            "",
            "| agent | rating | games | win rate (95% CI) | draws | mean points (95% CI) |",
            "|---|---|---|---|---|---|",
        ]
        for r in data["agents"]:
            low, high = r["win_rate_ci95"]
            plow, phigh = r["mean_points_ci95"]
            lines.append(
                f"| {r['agent']} | {r['ordinal']:.1f} | {r['games']} | "
                f"{r['win_rate']:.3f} [{low:.3f}, {high:.3f}] | {r['draws']} | "
                f"{r['mean_points']:.2f} [{plow:.2f}, {phigh:.2f}] |"
            )
        lines += ["", f"`{data['command']}`", ""]
    DOC.write_text("\n".join(lines), encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default="", help="game ids, comma-separated (default: all)")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply the games per lineup")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "bots-results")
    args = parser.parse_args()
    wanted = [g.strip() for g in args.games.split(",") if g.strip()] or list(SETUPS)
    unknown = [g for g in wanted if g not in SETUPS]
    if unknown:
        parser.error(f"no setup for {', '.join(unknown)}; known: {', '.join(SETUPS)}")
    for game_id in wanted:
        run_game(game_id, args.scale, args.workers, args.out)
        write_doc(args.out)


if __name__ == "__main__":
    main()
