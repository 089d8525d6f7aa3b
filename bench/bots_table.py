"""docs/bots.md, the bot strength table, in one command.

    python bench/bots_table.py [--minutes 25] [--games ID,...] [--max-games 2000]
                               [--workers 1] [--seed 2026] [--out DIR]

For each game, a round-robin tournament (``paixi.agents.tournament``) of
``random``, ``heuristic`` and ``ismcts:N`` (an iteration budget, so a table
is the same on every machine for the same seed), with the game's options
chosen so that one game is one hand or round. Games are played in batches
until the 95% intervals of neighbouring rows no longer overlap (win share; a
solitaire's mean points), the game's share of ``--minutes`` is spent, or
``--max-games`` per lineup are played. Batches number their games on from
the last, so a game's table is exactly that of the single
``paixi tournament`` command printed under it. Each game's result is written
to ``DIR/<id>.json`` (default ``bench/bots-results``) and ``docs/bots.md`` is
rebuilt from every result there, so games can be (re)run one at a time.

The time budget is wall time on the machine at hand: a busy machine plays
fewer games and the doc says how many each row used.
"""

from __future__ import annotations

import argparse
import itertools
import json
import re
import sys
import time
from pathlib import Path
from typing import Any

import paixi
from paixi.agents import ladder
from paixi.agents.tournament import TournamentResult, combine, tournament

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "bots.md"
SEED = 2026

# game id: (options making one game one hand or round, ISMCTS iterations),
# cheapest first: time a game leaves unused goes to the games after it
SETUPS: dict[str, tuple[dict[str, Any], int]] = {
    "tongwuguan": ({}, 20),
    "tuimo": ({}, 20),
    "chaiwugui": ({}, 20),
    "ceyunqi": ({}, 20),
    "chuiniu": ({"rounds": 1}, 100),
    "baya": ({}, 100),
    "jielong": ({}, 30),
    "uno": ({"target": 1}, 50),
    "zhengshangyou": ({"target": 1}, 30),
    "gandengyan": ({}, 30),
    "sanmenlao": ({}, 30),
    "hedang": ({}, 30),
    "chuanpai": ({}, 20),
    "longmajiang": ({}, 20),
    "daer": ({}, 20),
    "mcr": ({"single_hand": True}, 10),
}

FIRST_BATCH = 1
"""Games per lineup of a game's first batch (later batches are sized by its pace)."""


def entrants(game_id: str) -> list[str]:
    return ["random", "heuristic", f"ismcts:{SETUPS[game_id][1]}"]


def interval(row: dict[str, Any]) -> tuple[float, float]:
    """The interval the ranks are judged by: win share, or a solitaire's mean points."""
    low, high = row["win_share_ci95"] if "win_share_ci95" in row else row["mean_points_ci95"]
    return (low, high)


def separated(data: dict[str, Any]) -> list[bool]:
    """For each row but the last: do its and the next row's intervals miss each other?"""
    rows = data["agents"]
    out = []
    for a, b in itertools.pairwise(rows):
        (alow, ahigh), (blow, bhigh) = interval(a), interval(b)
        out.append(ahigh < blow or bhigh < alow)
    return out


def run_game(game_id: str, seconds: float, max_games: int, workers: int, seed: int) -> dict:
    """Batches of one game's tournament until its ranks separate or its time is
    up. A game of several seats plays duplicate deals (each deal from every
    seat), so its batches are whole deals: multiples of the seats."""
    options, _ = SETUPS[game_id]
    game = paixi.load_game(game_id)
    names = entrants(game_id)
    seats = game.check_players(None)
    duplicate = seats > 1
    unit = seats if duplicate else 1  # games of one deal
    max_games = max(unit, max_games - max_games % unit)
    start = time.perf_counter()
    parts: list[TournamentResult] = []
    played = 0
    batch = min(FIRST_BATCH * unit, max_games)
    while True:
        t0 = time.perf_counter()
        parts.append(
            tournament(
                game,
                names,
                batch,
                seed=seed,
                options=options,
                workers=workers,
                first_game=played,
                duplicate=duplicate,
            )
        )
        played += batch
        pace = (time.perf_counter() - t0) / batch  # seconds per game per lineup
        data = combine(parts).to_json()
        left = seconds - (time.perf_counter() - start)
        if all(separated(data)) or played >= max_games or left < pace:
            break
        batch = max(1, min(max_games - played, played, int(left / pace)) // unit) * unit
    data["options"] = options
    data["seconds"] = round(time.perf_counter() - start, 1)
    data["separated"] = separated(data)
    data["command"] = (
        f"paixi tournament {game_id} --agents {','.join(names)} -n {played} --seed {seed}"
        + (" --duplicate" if duplicate else "")
        + "".join(f" -o {k}={str(v).lower()}" for k, v in options.items())
    )
    return data


_CITATION = re.compile(r"\s*\([^()]*(?:rules/|rules_en\.md|docs/specs/|issue[ :])[^()]*\)")
"""A parenthesis citing a rules section or an issue: noise in a player's doc."""


def heuristic_description(game_id: str) -> str:
    """How the game's heuristic agent plays: the opening paragraphs of its
    module docstring, without the rule and issue citations."""
    game = paixi.load_game(game_id)
    agent = game.heuristic_agent(0, 0)
    module = sys.modules.get(type(agent).__module__)
    paragraphs = (getattr(module, "__doc__", None) or "").strip().split("\n\n")
    keep = [paragraphs[0]]
    if len(paragraphs) > 1 and not paragraphs[1].lstrip().startswith(("Rules used", "Both")):
        keep.append(paragraphs[1])
    text = " ".join(" ".join(keep).split())
    return _CITATION.sub("", text) or "(no description)"


HEADER = """\
# Bot strength

Which bot to pick as an opponent, game by game. Generated by
`python bench/bots_table.py` (the only command: it plays the games and
rewrites this file; `--minutes M` sets the total wall time, `--games ID,...`
reruns some games, `--max-games N` caps the games per lineup; results are
kept in `bench/bots-results/` so games can be rerun one at a time).

## How the tables count

- Each game is a round robin with seat rotation (`paixi tournament`) of
  `random`, `heuristic` and `ismcts:N`; one game is one hand or round.
  Every seating up to rotation is played, so no agent always sits after
  the same opponent: at three seats both orders round the table, at four
  nine lineups (each agent takes the extra seat in three of them).
- The unit is the **seat-game**: every seat an agent held counts on its
  own. **Win share**: 1/k of a win shared by k seats level on the best
  points, and 1/players to every seat of a draw (everyone level, e.g. a
  drawn mahjong hand), so the shares of a game add up to 1 and **par is
  1/players**. Intervals are 95%. A table marked *duplicate deals* played
  each deal from every seat (as in duplicate bridge: the seating rotates
  through the same deal), so the luck of the deal cancels out of the
  comparison, and its intervals treat the deals as the independent draws
  (normal, with the ratio estimator's cluster-robust standard error);
  otherwise Wilson for the win share and normal for the mean points.
- **Rating**: a batch Bradley-Terry fit (Elo scale, field mean 1500) of
  who finished ahead of whom, over every pair of seats of different agents
  in every game; the same whatever order the agents are listed in. It reads
  the whole finishing order, the win share only the top.
- Solitaires have one seat: no rating and no win share, only the mean score
  of each agent on the same deals.
- Games were played until neighbouring rows' intervals no longer overlap
  (a "separated" mark), the game's share of the time ran out, or the cap
  was reached; the **seat-games** column says how many each row used, and
  the command under each table replays exactly that table.

## How each bot decides

- **random**: a uniform choice among the legal moves.
- **heuristic**: the game's own rule-of-thumb player (quoted per game
  below): fast, deterministic up to ties, and the playout policy of ISMCTS.
- **ismcts:N** (`paixi.agents.ismcts`): information-set Monte Carlo
  search at the root with common random numbers. N is a budget of
  playouts. Each *round* redeals what the seat cannot see consistently with
  what it has seen, then plays every candidate move (all legal moves, or the
  heuristic's and a random 11 of the rest) in that same deal, each followed
  by a playout in which the heuristic plays every seat under the same seeds;
  a playout ends with the hand (its points, scaled to [0, 1], are the
  value) or at the game's horizon (MCR: its static evaluation). Because the
  candidates meet the same deal, the per-round *difference* between two
  moves is free of the deal's luck. When only one move is legal it does not
  search, and in MCR it weighs only claims, kongs and passes against the
  heuristic's move: its discards are the heuristic's, because its cheap
  playouts misjudge discards (`python bench/search_diagnostics.py truth
  mcr`, below). It **falls back to the heuristic's move** unless another
  candidate beat it over at least 4 rounds by more than 2 standard errors
  of the paired differences; so it plays exactly as the heuristic does
  when N is below 4 rounds of every candidate (e.g. `ismcts:30` with 8 or
  more legal moves), when the time budget ends before a round is complete
  (a round cut by the deadline is dropped), when the moves play out alike,
  and when the results are too noisy to tell. From round 4 on, candidates
  clearly worse than the heuristic's move, or identical to it every round,
  are dropped. The rounds race the candidates (successive halving): the
  budget left is split into log2(candidates) phases of at least 4 rounds,
  after each of which only the better half of the other moves (by mean
  paired difference from the heuristic's move) go on, until the
  heuristic's move meets one rival, which gets the rest of the budget;
  only moves still in the race at the end may overrule it. A game may
  deal the rounds from a belief instead of a plain redeal: in 吹牛 each
  other cup is drawn in proportion to how likely the bids it made are
  under a softened heuristic (`paixi.games.chuiniu.belief`), so the search
  plays against dice the bidding has not ruled out; in UNO a hand that
  drew on its turn instead of playing is dealt no card that would have
  been playable then (no card of that colour or number, no Wild), except
  the cards it has taken since (`paixi.games.uno.belief`).
  `ismcts:N/random` (random playouts) has no heuristic to fall back on and
  plays the best mean. (Called without a state, from an
  observation alone, it picks uniformly.) The web's `ismcts-fast`,
  `ismcts` and `ismcts-strong` are the same search capped at 30 / 100 /
  1,000 playouts or 0.05 / 0.1 / 1 s a move, whichever comes first; the
  tables use playout budgets so that they do not depend on the machine.
  A game's table offers only the tiers measured apart ("What a table
  offers", below).

Where neighbours are marked "overlapping" the games played could not tell
the two apart: either they play alike (the solitaires without decisions,
or a search that keeps the heuristic's move) or the game needs more games
than its share of the time allowed. Rerun such games with a larger
`--minutes` on a quiet machine, e.g.
`python bench/bots_table.py --games mcr,daer,longmajiang --minutes 60`.
"""


def offered_section() -> list[str]:
    """What a table offers (``paixi.agents.ladder``): each game's ladder and
    the measurement behind each rung above the heuristic."""
    lines = [
        "## What a table offers",
        "",
        "The new-table form offers, in each game, only the bots measured",
        "stronger than the one below them (`paixi.agents.ladder`); every",
        "agent stays available by name to `paixi tournament` and the API.",
        "",
        "| game | bots, weakest first | the measurements |",
        "|---|---|---|",
    ]
    for game_id, kinds in sorted(ladder.LADDERS.items()):
        game = paixi.load_game(game_id)
        proof = "; ".join(
            f"`{k}`: {ladder.EVIDENCE[game_id, k]}"
            for k in kinds
            if (game_id, k) in ladder.EVIDENCE
        )
        proof = proof or ladder.NO_SEARCH.get(game_id, "—")
        lines.append(f"| {game.name_zh} `{game_id}` | {', '.join(kinds)} | {proof} |")
    return [*lines, ""]


def write_doc(out: Path) -> None:
    lines = [HEADER]
    edge = out / "search-edge.md"  # the search at the web's strongest budget (search_edge.py)
    if edge.exists():
        lines += [edge.read_text(encoding="utf-8").rstrip(), ""]
    lines += offered_section()
    for path in sorted(out.glob("*.json")):
        data = json.loads(path.read_text())
        game = paixi.load_game(data["game"])
        solo = data["players"] == 1
        lines += [f"## {game.name_zh} {game.name_en} (`{data['game']}`)", ""]
        lines += [f"Heuristic: {heuristic_description(data['game'])}", ""]
        if solo:
            lines += [
                "| agent | seat-games | mean points (95% CI) | best | worst |",
                "|---|---|---|---|---|",
            ]
        else:
            lines += [
                f"{data['players']} seats, par win share {data['par_win_share']:.3f}.",
                "",
                "| agent | rating | seat-games | win share (95% CI) | draws "
                "| mean points (95% CI) |",
                "|---|---|---|---|---|---|",
            ]
        for r in data["agents"]:
            plow, phigh = r["mean_points_ci95"]
            points = f"{r['mean_points']:.2f} [{plow:.2f}, {phigh:.2f}]"
            if solo:
                lines.append(
                    f"| {r['agent']} | {r['seat_games']} | {points} | "
                    f"{r['best_points']:g} | {r['worst_points']:g} |"
                )
            else:
                low, high = r["win_share_ci95"]
                lines.append(
                    f"| {r['agent']} | {r['rating']:.0f} | {r['seat_games']} | "
                    f"{r['win_share']:.3f} [{low:.3f}, {high:.3f}] | {r['draws']} | {points} |"
                )
        marks = ", ".join(
            f"{a['agent']} / {b['agent']}: {'separated' if s else 'overlapping'}"
            for a, b, s in zip(data["agents"], data["agents"][1:], data["separated"], strict=False)
        )
        lines += [
            "",
            f"{data['games']:,} games ({data['games_per_lineup']:,} per lineup"
            + (", duplicate deals" if data.get("duplicate") else "")
            + f") in {data['seconds']:,.0f} s. Neighbours: {marks}.",
            "",
            f"`{data['command']}`",
            "",
        ]
    missing = [g for g in SETUPS if not (out / f"{g}.json").exists()]
    if missing:
        lines += [
            "## Not measured yet",
            "",
            f"{', '.join(missing)}: run `python bench/bots_table.py --games "
            f"{','.join(missing)} --minutes M` (these games' search is slow; give it time).",
            "",
        ]
    DOC.write_text("\n".join(lines).rstrip() + "\n", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default="", help="game ids, comma-separated (default: all)")
    parser.add_argument(
        "--minutes", type=float, default=25.0, help="total wall time for the games run"
    )
    parser.add_argument(
        "--max-games", type=int, default=2000, help="most games per lineup in one game"
    )
    parser.add_argument("--workers", type=int, default=1, help="processes per tournament")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "bots-results")
    parser.add_argument(
        "--doc-only", action="store_true", help="rebuild docs/bots.md from the saved results"
    )
    args = parser.parse_args()
    wanted = [g.strip() for g in args.games.split(",") if g.strip()] or list(SETUPS)
    unknown = [g for g in wanted if g not in SETUPS]
    if unknown:
        parser.error(f"no setup for {', '.join(unknown)}; known: {', '.join(SETUPS)}")
    if not args.minutes > 0 or args.max_games < 1:
        parser.error("--minutes must be positive and --max-games at least 1")
    args.out.mkdir(parents=True, exist_ok=True)
    if not args.doc_only:
        deadline = time.perf_counter() + 60 * args.minutes
        for k, game_id in enumerate(wanted):
            share = (deadline - time.perf_counter()) / (len(wanted) - k)
            data = run_game(game_id, max(1.0, share), args.max_games, args.workers, args.seed)
            (args.out / f"{game_id}.json").write_text(
                json.dumps(data, indent=1, ensure_ascii=False)
            )
            print(
                f"{game_id}: {data['games']} games in {data['seconds']} s, "
                f"separated {data['separated']}",
                flush=True,
            )
            write_doc(args.out)
    write_doc(args.out)


if __name__ == "__main__":
    main()
