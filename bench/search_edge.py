"""The edge of a search bot over the game's heuristic, seat-rotated.

    python bench/search_edge.py GAME [GAME ...] [--bot ismcts:30] [--against heuristic]
                                [-n GAMES] [--seed S] [--players P] [--duplicate]

For each game, a round robin of ``heuristic`` and ``--bot`` at the game's
table (``paixi.agents.tournament``: seats shared out alternately, rotated
every game; one game is one hand or round, the game's
``bench_options``; at 3 or 4 seats each agent holds the extra seat in turn,
in every order round the table: ``GAMES`` per lineup). Prints the
bot's win share with its 95% Wilson interval — par is ``1/players``, and
the bot is *better* than the heuristic when the whole interval is above
par — its mean points, and the wall time. ``--against`` puts another agent
in the heuristic's place, e.g. one search tier against the tier below it
(``--bot ismcts:1000 --against ismcts:100``). Use iteration budgets
(``ismcts:30``) to compare versions on a loaded machine: they do not depend
on its speed. ``--duplicate`` plays each deal from every seat (``GAMES``
a multiple of the seats): the deal's luck cancels out and the interval
counts deals, which separates a small edge in several times fewer games.
"""

from __future__ import annotations

import argparse
import sys
import time

import paixi
from paixi.agents.tournament import row_text, tournament
from paixi.core.errors import PaixiError


def edge(
    game_id: str,
    bot: str,
    games: int,
    seed: int,
    players: int | None,
    against: str = "heuristic",
    duplicate: bool = False,
) -> str:
    game = paixi.load_game(game_id)
    t0 = time.perf_counter()

    def progress(done: int, total: int) -> None:
        print(f"  {game_id}: {done}/{total} games", file=sys.stderr, flush=True)

    result = tournament(
        game,
        [against, bot],
        games,
        seed=seed,
        players=players,
        options=game.bench_options,
        progress=progress,
        duplicate=duplicate,
    )
    data = result.to_json()
    row = next(r for r in data["agents"] if r["agent"] == bot)
    low, high = row["win_share_ci95"]
    par = 1 / data["players"]
    verdict = "above par" if low > par else "below par" if high < par else "par within CI"
    return (
        f"{game_id}: {bot} vs {against}, {data['games']} games ({games} per lineup)"
        f" of {data['players']} seats (par {par:.3f}, {verdict}): {row_text(row)},"
        f" {time.perf_counter() - t0:.0f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="+", metavar="GAME")
    parser.add_argument("--bot", default="ismcts:30")
    parser.add_argument("--against", default="heuristic", help="the opponent agent")
    parser.add_argument("-n", "--games-per-lineup", dest="n", type=int, default=40)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--duplicate", action="store_true", help="each deal from every seat")
    args = parser.parse_args()
    for game_id in args.games:
        try:
            line = edge(
                game_id, args.bot, args.n, args.seed, args.players, args.against, args.duplicate
            )
        except PaixiError as error:  # a bad game, agent or player count: one line
            raise SystemExit(f"search_edge: {error}") from None
        print(line, flush=True)


if __name__ == "__main__":
    main()
