"""Win-rate estimation over many random deals, on several cores (issue 3 item 4).

Deal ``i`` of a run with master seed ``S`` is shuffled from a seed derived
from ``(S, i)`` alone, and the random player's choices from ``(S, i,
"random")``; per-deal results are integers added up, so the same seed gives
the same answer for any number of workers and any chunking.

Per deal three players are scored: best play (the exact solver), the spec's
reference policy (通五关 §5; 测运气 has none, the greedy agent stands in; the
games without choices have one play only) and a uniformly random player. For
测运气 "win" means reaching 上上 (a score of 12 or more) and the mean score is
reported too.
"""

from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from paixi.core.options import options_to_dict
from paixi.core.registry import load_game
from paixi.equipment.dominoes import shuffled_set
from paixi.solve import ceyunqi as cy
from paixi.solve import tongwuguan as tw
from paixi.solve.forced import NO_CHOICES, forced_success

GAMES = ("tongwuguan", "tuimo", "chaiwugui", "ceyunqi")
WIN_SCORE = 12
"""测运气: a deal counts as won when the score reaches 上上 (12+)."""


def derive_seed(seed: int, *parts: int | str) -> int:
    """A 63-bit seed from ``seed`` and ``parts``, identical on every machine."""
    text = ":".join(str(p) for p in (seed, *parts)).encode()
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "big") >> 1


def deal_keys(seed: int, i: int) -> list[str]:
    """The ``i``-th deal of a run with master seed ``seed``."""
    return shuffled_set(random.Random(derive_seed(seed, i)))


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


COUNTERS = (
    "deals",
    "best_won",
    "best_undecided",
    "reference_won",
    "random_won",
    "nodes",
    "max_nodes",
    "best_score",
    "best_score_sq",
    "reference_score",
    "random_score",
    "random_score_sq",
)


def evaluate_deal(game_id: str, options: Any, seed: int, i: int, budget: int) -> dict[str, int]:
    """The counters of deal ``i`` (all integers)."""
    keys = deal_keys(seed, i)
    rng = random.Random(derive_seed(seed, i, "random"))
    out = dict.fromkeys(COUNTERS, 0)
    out["deals"] = 1
    if game_id in NO_CHOICES:
        won = int(forced_success(game_id, keys, options))
        out.update(best_won=won, reference_won=won, random_won=won, nodes=1, max_nodes=1)
    elif game_id == "tongwuguan":
        sol = tw.solve_deal(keys, options, budget)
        out["best_won"] = int(sol.won)
        out["best_undecided"] = int(sol.status == "undecided")
        out["nodes"] = out["max_nodes"] = sol.nodes
        out["reference_won"] = int(tw.reference_wins(keys, options))
        out["random_won"] = int(tw.random_wins(keys, options, rng))
    elif game_id == "ceyunqi":
        sol = cy.solve_deal(keys, options)
        best = sol.score or 0
        greedy = cy.greedy_score(keys, options)
        rand = cy.random_score(keys, options, rng)
        out.update(
            best_won=int(best >= WIN_SCORE),
            reference_won=int(greedy >= WIN_SCORE),
            random_won=int(rand >= WIN_SCORE),
            nodes=sol.nodes,
            max_nodes=sol.nodes,
            best_score=best,
            best_score_sq=best * best,
            reference_score=greedy,
            random_score=rand,
            random_score_sq=rand * rand,
        )
    else:
        raise ValueError(f"no solver for {game_id}")
    return out


def _merge(total: dict[str, int], part: dict[str, int]) -> None:
    for k, v in part.items():
        total[k] = max(total[k], v) if k == "max_nodes" else total[k] + v


def evaluate_range(
    game_id: str, options_dict: dict[str, Any], seed: int, start: int, stop: int, budget: int
) -> dict[str, int]:
    """Counters summed over deals ``start .. stop-1`` (a worker's chunk)."""
    game = load_game(game_id)
    options = game.parse_options(options_dict, 1)
    total = dict.fromkeys(COUNTERS, 0)
    for i in range(start, stop):
        _merge(total, evaluate_deal(game_id, options, seed, i, budget))
    return total


@dataclass
class Estimate:
    """Summed counters of a run and the intervals derived from them."""

    game: str
    options: dict[str, Any]
    seed: int
    budget: int
    first: int = 0
    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(COUNTERS, 0))
    asked: int | None = None
    """Set only when Ctrl-C stopped the run: the deals asked for, of which
    the first ``counts["deals"]`` finished and are counted here."""

    def rates(self) -> dict[str, Any]:
        c, n = self.counts, self.counts["deals"]
        won, und = c["best_won"], c["best_undecided"]
        low = wilson(won, n)[0]
        high = wilson(won + und, n)[1]  # undecided deals might all be wins
        out: dict[str, Any] = {
            "best": {
                "won": won,
                "undecided": und,
                "p_low": won / n if n else 0.0,
                "p_high": (won + und) / n if n else 0.0,
                "ci95": [low, high],
            },
            "reference": _rate(c["reference_won"], n),
            "random": _rate(c["random_won"], n),
        }
        if self.game == "ceyunqi" and n:
            out["mean_best_score"] = _mean(c["best_score"], c["best_score_sq"], n)
            out["mean_random_score"] = _mean(c["random_score"], c["random_score_sq"], n)
            out["mean_greedy_score"] = c["reference_score"] / n
        return out

    def to_json(self) -> dict[str, Any]:
        c = self.counts
        out: dict[str, Any] = {
            "game": self.game,
            "options": self.options,
            "seed": self.seed,
            "first_deal": self.first,
            "deals": c["deals"],
            "counts": dict(c),
            "budget": self.budget if self.game == "tongwuguan" else None,
            "mean_nodes": c["nodes"] / c["deals"] if c["deals"] else 0.0,
            "max_nodes": c["max_nodes"],
            "win_means": "score >= 12 (上上)" if self.game == "ceyunqi" else "all tiles cleared",
            **self.rates(),
        }
        if self.asked is not None:
            out.update(interrupted=True, asked=self.asked)
        return out


def _rate(k: int, n: int) -> dict[str, Any]:
    return {"won": k, "p": k / n if n else 0.0, "ci95": list(wilson(k, n))}


def _mean(total: int, sq: int, n: int) -> dict[str, Any]:
    mean = total / n
    var = max(0.0, sq / n - mean * mean)
    half = 1.96 * math.sqrt(var / n)
    return {"mean": mean, "ci95": [mean - half, mean + half]}


ESTIMATE_CHUNK = 250
"""Most deals in one chunk of work (a worker's or Ray task's share)."""


def estimate(
    game_id: str,
    deals: int,
    seed: int = 0,
    options: dict[str, Any] | None = None,
    workers: int | None = 1,
    budget: int = tw.DEFAULT_BUDGET,
    progress: Callable[[int], None] | None = None,
    chunk: int | None = None,
    first: int = 0,
    backend: str = "local",
    address: str | None = None,
) -> Estimate:
    """Evaluate deals ``first .. first+deals-1`` of ``game_id``; the result depends only
    on the arguments other than ``workers``, ``chunk``, ``progress``, ``backend``
    and ``address``.

    ``workers``: local processes (None or 1: this process) or, with
    ``backend="ray"``, the CPUs of the local Ray instance started (None:
    all); ``address`` joins a Ray cluster instead (:mod:`paixi.scale.backend`).
    ``chunk`` is the most deals per task. Raises
    :class:`~paixi.core.errors.OptionError` for bad options, :class:`ValueError`
    for a game without a solver, and :class:`~paixi.scale.backend.Interrupted`
    on Ctrl-C with the estimate over the deals finished (deals ``first ..
    first+done-1``, so ``first=first+done`` resumes) as its ``partial``.
    """
    from paixi.scale.backend import Backend, Interrupted, chunk_ranges, parallelism, run_chunks

    if game_id not in GAMES:
        raise ValueError(f"no solver for {game_id}; solvable games: {', '.join(GAMES)}")
    where = Backend(backend, workers, address)
    game = load_game(game_id)
    opts = options_to_dict(game.parse_options(options or {}, 1))
    result = Estimate(game_id, opts, seed, budget, first)
    # Deals first .. first+deals-1: runs over disjoint ranges add up exactly.
    end = first + deals
    if chunk:
        ranges = [(s, min(end, s + chunk)) for s in range(first, end, chunk)]
    else:
        ranges = chunk_ranges(deals, parallelism(where), ESTIMATE_CHUNK, first)
    try:
        run_chunks(
            evaluate_range,
            [(game_id, opts, seed, a, b, budget) for a, b in ranges],
            [b - a for a, b in ranges],
            lambda part: _merge(result.counts, part),
            where,
            progress,
            f"paixi solve {game_id}",
        )
    except Interrupted as stop:
        result.asked = deals
        stop.partial = result
        raise
    return result
