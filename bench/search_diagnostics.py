"""Why the search does or does not beat the heuristic in a game: four probes.

    python bench/search_diagnostics.py overrule GAME --bot ismcts:N [-n GAMES] [--rounds R]
    python bench/search_diagnostics.py truth mcr|uno|chuanpai --bot ismcts:N [-n GAMES] [--rounds R]
    python bench/search_diagnostics.py open-hands uno --budget N [-n GAMES] [--players P] [--duplicate]
    python bench/search_diagnostics.py belief GAME --budget N [-n GAMES] [--players P] [--seed S] [--duplicate]

``overrule``: heuristics play every seat; at each decision of seat 0 the
search at budget N is asked too, and whenever it overrules the heuristic,
its move and the heuristic's are compared again over ``R`` more rounds
(the same paired comparison, many more deals). Prints how many overrulings
the long comparison confirms (mean difference above 2 standard errors),
refutes (below) or leaves open: a search whose low-budget overrulings are
mostly refuted is fooled by noise, one whose overrulings are confirmed but
still loses has a biased playout or evaluation.

``truth``: as ``overrule``, but each overruling is judged in the *true*
deal — every hidden hand as it is, only the unseen stock (MCR's wall,
UNO's pile, 川牌's stock) reshuffled — with the heuristic playing every
seat to the end of the hand: whether the search's overrulings gain for
real, by the kind of move overruled and chosen (MCR: ``discard -> discard``,
``chow -> pass``...). Slow: a playout is a whole hand of the heuristic.

``open-hands``: the search against the heuristic, seat-rotated, when its
determinisations keep the other hands as they really are (only UNO's draw
pile is shuffled): an upper bound on what a belief about the hidden hands
can give the search (``paixi.games.uno.belief``). Only for UNO, where the
unknown future is the pile alone.

``belief``: for a game whose search deals from a belief (its
``determinise`` hint: 吹牛, UNO), the search against the heuristic twice on
the same seed, with the belief and with a plain redeal.
"""

from __future__ import annotations

import argparse
import math
import random
import time
from typing import Any

import paixi
from paixi.agents import registry
from paixi.agents.ismcts import ISMCTSAgent, ismcts_from_spec
from paixi.agents.tournament import row_text, tournament
from paixi.core.game import State
from paixi.games.mcr.actions import DISCARD
from paixi.games.mcr.actions import Action as MahjongAction


def _act(agent: Any, state: State, seat: int) -> Any:
    obs = state.observation(seat) if getattr(agent, "needs_observation", True) else None
    return agent.act(obs, state.legal_actions())


def overrule(game_id: str, spec: str, games: int, rounds: int, truth: bool = False) -> str:
    """Overrulings of seat 0's search at ``spec``, each judged by ``rounds``
    more rounds: of the search's own playouts, or (``truth``) of the hand
    played out in the true deal by the heuristic at every seat."""
    game = paixi.load_game(game_id)
    confirmed = refuted = overruled = decisions = 0
    gains: dict[str, list[float]] = {}
    t0 = time.perf_counter()
    for g in range(games):
        state = game.new_game(None, game.bench_options, seed=500 + g)
        heuristics = [
            registry.make_agent("heuristic", game, s, 9 + s) for s in range(state.players)
        ]
        search = ismcts_from_spec(spec.removeprefix("ismcts:"), g)
        judge = (TruthJudge if truth else ISMCTSAgent)(seed=10_000 + g, iterations=1)
        while not state.is_terminal():
            seat = state.current_player()
            if seat == 0 and len(state.legal_actions()) > 1:
                decisions += 1
                move = search.act_on_state(state, seat)
                if search.last_overruled:
                    overruled += 1
                    guide, mean, err = _long_gap(judge, state, seat, move, rounds)
                    confirmed += mean > 2 * err
                    refuted += mean < -2 * err
                    gains.setdefault(f"{_kind(guide)} -> {_kind(move)}", []).append(mean)
            state.apply(_act(heuristics[seat], state, seat))
    lines = [
        f"{game_id} {spec}: {games} games, {decisions} decisions of seat 0, {overruled} overruled;"
        f" {rounds} more rounds{' in the true deal' if truth else ''} confirm {confirmed},"
        f" refute {refuted}, leave {overruled - confirmed - refuted} open;"
        f" {time.perf_counter() - t0:.0f} s"
    ]
    for kinds, means in sorted(gains.items()):
        lines.append(
            f"  heuristic's {kinds} search's: {len(means)} overruled,"
            f" mean gain {sum(means) / len(means):+.4f} of a reward in [0, 1]"
        )
    return "\n".join(lines)


def _kind(move: Any) -> str:
    """A move's kind for the report: its notation's first word ("chow 6m":
    chow), "discard" for a bare tile, else its type's name."""
    words = str(move).split()
    if len(words) > 1 or words[0] in ("pass", "hu", "kong"):
        return words[0]
    if isinstance(move, MahjongAction) and move.kind == DISCARD:
        return "discard"
    return type(move).__name__


def _long_gap(
    judge: ISMCTSAgent, state: State, seat: int, move: Any, rounds: int
) -> tuple[Any, float, float]:
    """The guide's move, and the mean and standard error of the judge's
    paired difference ``move`` minus the guide's move over ``rounds`` rounds."""
    if not judge._ready:
        judge._prepare(state)
    guide = _act(judge._guides[seat], state, seat)
    judge._draw = None if judge._determinise is None else judge._determinise(state, seat)
    diffs = []
    for _ in range(rounds):
        values = judge._round(state, seat, [move, guide])
        assert values is not None  # no deadline
        diffs.append(values[0] - values[1])
    mean = sum(diffs) / rounds
    var = sum((d - mean) ** 2 for d in diffs) / (rounds - 1)
    return guide, mean, math.sqrt(var / rounds)


TRUE_FUTURE = {"mcr": "wall", "uno": "pile", "chuanpai": "stock"}
"""The part of each game's state the truth judge reshuffles (all else is the true deal)."""


class TruthJudge(ISMCTSAgent):
    """Judges in the true deal: every other hand as it is, only the unseen
    stock reshuffled, and the heuristic playing every seat to the hand's end."""

    def _prepare(self, state: State) -> None:
        super()._prepare(state)
        game = state.game
        self._playout_agents = [
            registry.make_agent("heuristic", game, s, 50 + s) for s in range(state.players)
        ]
        self.horizon = 100_000
        self._evaluate = None
        field = TRUE_FUTURE[game.id]

        def true_deal(real: Any, seat: int) -> Any:
            def draw(rng: random.Random) -> Any:
                det = real.clone()
                stock = getattr(det, field)
                lo, hi = _unseen_span(det, field)
                part = stock[lo:hi]
                rng.shuffle(part)
                stock[lo:hi] = part
                return det

            return draw

        self._determinise = true_deal


def _unseen_span(state: Any, field: str) -> tuple[int, int]:
    """The slice of ``field`` still to be drawn."""
    if field == "wall":
        return state.front, state.back
    if field == "stock":
        return state.top, state.bottom
    return 0, len(getattr(state, field))


class OpenHands(ISMCTSAgent):
    """The search with the other hands known (UNO: the pile alone is shuffled)."""

    def _prepare(self, state: State) -> None:
        super()._prepare(state)

        def known(real: Any, seat: int) -> Any:
            def draw(rng: random.Random) -> Any:
                det = real.clone()
                rng.shuffle(det.pile)
                return det

            return draw

        self._determinise = known


class PlainRedeal(ISMCTSAgent):
    """The search without the game's belief: every round a plain redeal."""

    def _prepare(self, state: State) -> None:
        super()._prepare(state)
        self._determinise = None


def against_heuristic(
    game_id: str, name: str, agent: type[ISMCTSAgent], budget: int, games: int, **kw: Any
) -> str:
    """``agent`` at ``budget`` playouts against the heuristic, seat-rotated, one hand a game."""
    game = paixi.load_game(game_id)
    registry.register_agent(name, lambda g, seat, seed: agent(seed, iterations=budget))
    t0 = time.perf_counter()
    data = tournament(game, ["heuristic", name], games, options=game.bench_options, **kw).to_json()
    row = next(r for r in data["agents"] if r["agent"] == name)
    return (
        f"{game_id}: {name} vs heuristic, {data['games']} games of {data['players']} seats"
        f" (par {1 / data['players']:.3f}): {row_text(row)}, {time.perf_counter() - t0:.0f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("probe", choices=["overrule", "truth", "open-hands", "belief"])
    parser.add_argument("game")
    parser.add_argument("--bot", default="ismcts:30")
    parser.add_argument("--budget", type=int, default=300)
    parser.add_argument("-n", "--games", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--duplicate",
        action="store_true",
        help="open-hands, belief: play each deal from every seat",
    )
    args = parser.parse_args()
    kw = {"players": args.players, "seed": args.seed, "duplicate": args.duplicate}
    if args.probe in ("overrule", "truth"):
        if args.probe == "truth" and args.game not in TRUE_FUTURE:
            parser.error(
                f"truth is for {', '.join(TRUE_FUTURE)} (their unseen future is one stock)"
            )
        print(overrule(args.game, args.bot, args.games, args.rounds, args.probe == "truth"))
    elif args.probe == "belief":
        for name, agent in (("belief", ISMCTSAgent), ("plain-redeal", PlainRedeal)):
            line = against_heuristic(
                args.game, f"{name}:{args.budget}", agent, args.budget, args.games, **kw
            )
            print(line, flush=True)
    elif args.game != "uno":
        parser.error("open-hands is only for uno (its unknown future is the draw pile alone)")
    else:
        name = f"open-hands:{args.budget}"
        print(against_heuristic("uno", name, OpenHands, args.budget, args.games, **kw))


if __name__ == "__main__":
    main()
