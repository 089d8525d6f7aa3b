"""paixi side by side with the engines a user would pick instead, in one run.

    python bench/anchors.py [--seconds S] [--runs R] [--only NAME,...] [--json]

The first run makes its own virtual environment (``bench/.anchors-venv``,
ignored by git) with the pinned anchors of ``bench/requirements-anchors.txt``
(rlcard, open-spiel, PyMahjongGB) and this project, then re-runs itself
there, so paixi and every anchor are timed in the same process on the same
machine. Absolute rates move 2-3x between machines; the ratios are what to
compare.

Every row is the same loop for both systems: a fresh game, uniform random
legal moves through each engine's public API until the end, chance by the
engine's own RNG. paixi's and the anchor's timed runs (``--runs`` of each,
``--seconds`` each, after a warm-up run of each) alternate, ABBA, so that a
machine that speeds up or slows down over the minute weighs on both alike;
each rate is the median of its runs and the ratio the median of the
ratios of the paired runs. Time is process CPU time, so other work on a
shared machine distorts it less.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
VENV = HERE / ".anchors-venv"
REQUIREMENTS = HERE / "requirements-anchors.txt"

Loop = Callable[[random.Random], int]
"""One playout from a fresh game; returns the units it produced (games,
decisions, hands)."""


# --- the environment -----------------------------------------------------------------------


def _in_anchor_venv() -> bool:
    return Path(sys.prefix).resolve() == VENV.resolve()


def _ensure_venv() -> None:
    """Create the anchors' venv (once) and re-execute this script inside it."""
    python = VENV / "bin" / "python"
    if not python.exists():
        print(f"making {VENV.relative_to(ROOT)} (once): the anchors and paixi", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
        pip = [str(python), "-m", "pip", "install", "-q"]
        subprocess.run([*pip, "-r", str(REQUIREMENTS)], check=True)
        subprocess.run([*pip, "-e", f"{ROOT}[rl]"], check=True)
    os.execv(str(python), [str(python), __file__, *sys.argv[1:]])


# --- timing ---------------------------------------------------------------------------------


def paired_rates(
    ours: Loop, theirs: Loop, seconds: float, runs: int
) -> tuple[float, float, float, list[float]]:
    """``(paixi's rate, the anchor's rate, the ratio, each run's ratio)``:
    units per CPU second, the medians over ``runs`` timed runs of each, timed
    in alternation (ABBA: odd runs time the anchor first) after a warm-up of
    each; the ratio is the median of the paired runs' ratios."""
    rng_ours, rng_theirs = random.Random(12345), random.Random(12345)
    _timed(ours, rng_ours, min(seconds, 0.5))
    _timed(theirs, rng_theirs, min(seconds, 0.5))
    pairs = []
    for run in range(runs):
        if run % 2:
            b = _timed(theirs, rng_theirs, seconds)
            a = _timed(ours, rng_ours, seconds)
        else:
            a = _timed(ours, rng_ours, seconds)
            b = _timed(theirs, rng_theirs, seconds)
        pairs.append((a, b))
    return (
        statistics.median(a for a, _ in pairs),
        statistics.median(b for _, b in pairs),
        statistics.median(a / b for a, b in pairs),
        [a / b for a, b in pairs],
    )


def _timed(loop: Loop, rng: random.Random, seconds: float) -> float:
    units = 0
    start = time.process_time()
    elapsed = 0.0
    while elapsed < seconds:
        units += loop(rng)
        elapsed = time.process_time() - start
    return units / elapsed


# --- paixi loops ----------------------------------------------------------------------------


def paixi_loop(game_id: str, players: int, options: dict, unit: str) -> Loop:
    """A fresh paixi game played by uniform random legal moves; counts games or decisions."""
    import paixi

    game = paixi.load_game(game_id)

    def loop(rng: random.Random) -> int:
        state = game.new_game(players, options, seed=rng.getrandbits(63))
        decisions = 0
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            decisions += 1
        return decisions if unit == "decisions" else 1

    return loop


def paixi_env_loop(game_id: str, players: int, options: dict) -> Loop:
    """``paixi.rl.env`` stepped by uniform random legal indices through the
    PettingZoo API: every step builds the acting seat's observation tensor
    and action mask (``env.last()``); counts environment steps."""
    import numpy as np

    import paixi.rl

    env = paixi.rl.env(game_id, players=players, options=options, seed=7)

    def loop(rng: random.Random) -> int:
        env.reset(seed=rng.getrandbits(32))
        steps = 0
        state = env.paixi_state
        while not state.is_terminal():
            obs = env.last()[0]
            legal = np.flatnonzero(obs["action_mask"])
            env.step(int(legal[rng.randrange(len(legal))]))
            steps += 1
        return steps

    return loop


def mcr_score_hands() -> tuple[list, list]:
    """The winning hands of the MCR vector file, for paixi and for PyMahjongGB."""
    from paixi.cli.score import find_vector_file
    from paixi.games.mcr.scoring import parse_vector_input

    path = find_vector_file()
    if path is None:
        raise SystemExit("mcr-fans.jsonl not found: set PAIXI_VECTORS")
    ours, theirs, seen = [], [], set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        data = json.loads(line)
        key = json.dumps({k: v for k, v in data.items() if k not in ("id", "gen")}, sort_keys=True)
        if not data.get("is_win") or key in seen:
            continue
        seen.add(key)
        concealed, melds, situation = parse_vector_input(data)
        ours.append((concealed, melds, situation))
        theirs.append(_gb_args(concealed, melds, situation))
    return ours, theirs


_GB_SUITS = ("W", "B", "T")  # 万 characters, 饼 dots, 条 bamboo


def _gb_tile(tile: int) -> str:
    if tile < 27:
        return f"{_GB_SUITS[tile // 9]}{tile % 9 + 1}"
    return f"F{tile - 26}" if tile < 31 else f"J{tile - 30}"


def _gb_args(concealed: list, melds: list, situation) -> tuple:
    packs = []
    for meld in melds:
        if meld.kind == "chow":
            packs.append(("CHI", _gb_tile(meld.tiles[1]), 1))
        elif meld.kind == "pung":
            packs.append(("PENG", _gb_tile(meld.tiles[0]), 1))
        else:
            packs.append(("GANG", _gb_tile(meld.tiles[0]), 0 if meld.concealed else 1))
    return (
        tuple(packs),
        tuple(_gb_tile(t) for t in concealed),
        _gb_tile(situation.win_tile),
        situation.flowers,
        situation.self_drawn,
        situation.last_copy,
        situation.kong_related,
        situation.wall_last,
        situation.seat_wind - 27,
        situation.prevalent_wind - 27,
    )


def paixi_mcr_scoring(hands: list) -> Loop:
    from paixi.games.mcr.decompose import clear_caches
    from paixi.games.mcr.scoring import score_hand

    def loop(rng: random.Random) -> int:
        clear_caches()  # every pass scores the hands afresh, as PyMahjongGB does
        for concealed, melds, situation in hands:
            score_hand(concealed, melds, situation)
        return len(hands)

    return loop


# --- anchor loops ---------------------------------------------------------------------------


def openspiel_loop(name: str, params: dict, unit: str) -> Loop:
    """An OpenSpiel game played by uniform random legal moves, chance by its own odds."""
    import pyspiel

    with contextlib.suppress(ImportError):
        import open_spiel.python.games  # noqa: F401  (registers the Python games)
    game = pyspiel.load_game(name, params)

    def loop(rng: random.Random) -> int:
        state = game.new_initial_state()
        decisions = 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                actions, probs = zip(*outcomes, strict=True)
                state.apply_action(rng.choices(actions, probs)[0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
                decisions += 1
        return decisions if unit == "decisions" else 1

    return loop


def rlcard_uno_loop() -> Loop:
    """RLCard 1.2's raw UNO game (``game.step``), 2 players, one hand; decisions."""
    import numpy as np
    from rlcard.games.uno.game import UnoGame

    game = UnoGame(num_players=2)
    game.np_random = np.random.RandomState(7)

    def loop(rng: random.Random) -> int:
        state, _ = game.init_game()
        decisions = 0
        while not game.is_over():
            legal = state["legal_actions"]
            state, _ = game.step(legal[rng.randrange(len(legal))])
            decisions += 1
        return decisions

    return loop


def rlcard_mahjong_loop() -> Loop:
    """RLCard 1.2's raw mahjong game, 4 players, one hand; hands."""
    import numpy as np
    from rlcard.games.mahjong.game import MahjongGame

    game = MahjongGame()
    game.np_random = np.random.RandomState(7)

    def loop(rng: random.Random) -> int:
        state, _ = game.init_game()
        while not game.is_over():
            legal = game.get_legal_actions(state)
            state, _ = game.step(legal[rng.randrange(len(legal))])
        return 1

    return loop


def rlcard_env_loop(name: str) -> Loop:
    """An RLCard 1.2 environment (``rlcard.make``) stepped by uniform random
    legal actions: every step encodes the next player's state and legal
    actions; counts environment steps."""
    import rlcard

    env = rlcard.make(name, config={"seed": 7})

    def loop(rng: random.Random) -> int:
        state, _player = env.reset()
        steps = 0
        while not env.is_over():
            legal = list(state["legal_actions"])
            state, _player = env.step(legal[rng.randrange(len(legal))])
            steps += 1
        return steps

    return loop


def pymahjonggb_scoring(hands: list) -> Loop:
    from MahjongGB import MahjongFanCalculator

    def loop(rng: random.Random) -> int:
        for args in hands:
            MahjongFanCalculator(*args)
        return len(hands)

    return loop


# --- the rows -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Row:
    name: str
    work: str
    unit: str
    paixi: Callable[[], Loop]
    anchor_name: str
    anchor: Callable[[], Loop]
    bar: float | None = None
    """The ratio paixi should reach (issue 17; 争上游, 干瞪眼 and MCR scoring: issue 28), if one is set."""


def rows() -> list[Row]:
    hands: dict[str, tuple[list, list]] = {}

    def scoring_hands() -> tuple[list, list]:
        if "mcr" not in hands:
            hands["mcr"] = mcr_score_hands()
        return hands["mcr"]

    return [
        Row(
            "liars-dice",
            "liar's dice, 2 players x 5 dice, one round",
            "games",
            lambda: paixi_loop("chuiniu", 2, {"rounds": 1}, "games"),
            "OpenSpiel liars_dice (numdice=5)",
            lambda: openspiel_loop("liars_dice", {"numdice": 5, "players": 2}, "games"),
            1.2,
        ),
        Row(
            "uno",
            "UNO, 2 players, one hand",
            "decisions",
            lambda: paixi_loop("uno", 2, {"target": 1}, "decisions"),
            "RLCard 1.2 UNO raw game.step",
            rlcard_uno_loop,
            6.0,
        ),
        Row(
            "uno-crazy-eights",
            "UNO 2 players vs crazy eights 2 players, one hand",
            "decisions",
            lambda: paixi_loop("uno", 2, {"target": 1}, "decisions"),
            "OpenSpiel crazy_eights (players=2)",
            lambda: openspiel_loop("crazy_eights", {"players": 2}, "decisions"),
        ),
        Row(
            "mahjong",
            "mahjong, 4 players, one hand",
            "hands",
            lambda: paixi_loop("mcr", 4, {"single_hand": True}, "hands"),
            "RLCard 1.2 mahjong raw game.step",
            rlcard_mahjong_loop,
            12.0,
        ),
        Row(
            "mcr-scoring",
            "MCR fan scoring, the winning hands of mcr-fans.jsonl",
            "hands",
            lambda: paixi_mcr_scoring(scoring_hands()[0]),
            "PyMahjongGB 1.4 (C++)",
            lambda: pymahjonggb_scoring(scoring_hands()[1]),
            1.0,
        ),
        Row(
            "climbing",
            "争上游 3 players, one hand vs Dou Dizhu",
            "decisions",
            lambda: paixi_loop("zhengshangyou", 3, {"target": 1}, "decisions"),
            "OpenSpiel dou_dizhu",
            lambda: openspiel_loop("dou_dizhu", {}, "decisions"),
            1.5,
        ),
        Row(
            "gandengyan",
            "干瞪眼 3 players, one hand vs Dou Dizhu",
            "decisions",
            lambda: paixi_loop("gandengyan", 3, {}, "decisions"),
            "OpenSpiel dou_dizhu",
            lambda: openspiel_loop("dou_dizhu", {}, "decisions"),
            1.5,
        ),
        Row(
            "dominoes",
            "接龙 2 players, one set, one game vs block dominoes",
            "games",
            lambda: paixi_loop("jielong", 2, {}, "games"),
            "OpenSpiel python_block_dominoes",
            lambda: openspiel_loop("python_block_dominoes", {}, "games"),
        ),
        Row(
            "env-uno",
            "RL env steps (tensor + mask), UNO 2 players, one hand",
            "steps",
            lambda: paixi_env_loop("uno", 2, {"target": 1}),
            "RLCard 1.2 env uno",
            lambda: rlcard_env_loop("uno"),
            3.0,
        ),
        Row(
            "env-mahjong",
            "RL env steps (tensor + mask), MCR 4 players one hand vs RLCard mahjong",
            "steps",
            lambda: paixi_env_loop("mcr", 4, {"single_hand": True}),
            "RLCard 1.2 env mahjong",
            lambda: rlcard_env_loop("mahjong"),
            3.0,
        ),
        Row(
            "env-climbing",
            "RL env steps (tensor + mask), 争上游 3 players one hand vs RLCard doudizhu",
            "steps",
            lambda: paixi_env_loop("zhengshangyou", 3, {"target": 1}),
            "RLCard 1.2 env doudizhu",
            lambda: rlcard_env_loop("doudizhu"),
            3.0,
        ),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds per timed run")
    parser.add_argument("--runs", type=int, default=5, help="timed runs per figure (median)")
    parser.add_argument("--only", default="", help="rows to run, comma-separated")
    parser.add_argument("--json", action="store_true", help="print JSON")
    args = parser.parse_args()
    if not args.seconds > 0 or args.runs < 1:
        parser.error("--seconds must be positive and --runs at least 1")
    if not _in_anchor_venv():
        _ensure_venv()
    wanted = {n.strip() for n in args.only.split(",") if n.strip()}
    table = [r for r in rows() if not wanted or r.name in wanted]
    unknown = wanted - {r.name for r in rows()}
    if unknown:
        parser.error(f"unknown rows: {', '.join(sorted(unknown))}")
    out = []
    for row in table:
        try:
            ours_loop = row.paixi()
        except Exception as exc:  # a game not in this checkout: say so, go on
            print(f"{row.name}: paixi skipped ({exc})", file=sys.stderr)
            continue
        ours, theirs, ratio, ratios = paired_rates(ours_loop, row.anchor(), args.seconds, args.runs)
        met = None if row.bar is None else sum(r >= row.bar for r in ratios)
        out.append(
            {
                "row": row.name,
                "work": row.work,
                "unit": f"{row.unit}/s",
                "paixi": ours,
                "anchor": row.anchor_name,
                "anchor_rate": theirs,
                "ratio": ratio,
                "ratios": ratios,
                "bar": row.bar,
                "runs_meeting_bar": met,
                "meets_bar": None if row.bar is None else ratio >= row.bar,
            }
        )
        if not args.json:
            bar = (
                ""
                if row.bar is None
                else f"  (bar {row.bar:g}x: {'met' if ratio >= row.bar else 'NOT met'}"
                f" at the median, in {met} of {len(ratios)} runs)"
            )
            print(
                f"{row.work}: paixi {ours:,.0f} {row.unit}/s, {row.anchor_name} "
                f"{theirs:,.0f} -> {ratio:.2f}x (runs {min(ratios):.2f}-{max(ratios):.2f}x){bar}",
                flush=True,
            )
    if args.json:
        print(json.dumps(out, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
