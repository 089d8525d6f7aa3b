"""Batch Bradley-Terry ratings on the Elo scale, from pairwise results.

A tournament's games are turned into pairwise results between seats of
different agents (:mod:`paixi.agents.tournament`); this module fits one
strength per agent to all of them at once by maximum likelihood, so the
ratings depend only on the totals, never on the order the games were played
or the agents were listed (unlike an online rating updated game by game).

Model: agent ``i`` finishes ahead of ``j`` with probability
``p_i / (p_i + p_j)``; a level finish counts half a win to each. The fit is
Hunter's minorise-maximise iteration (Ann. Statist. 32, 2004), which
converges for any results once every pair has a little of both outcomes:
one drawn comparison per pair is added as a prior (it keeps an agent that
never won finite, and shrinks small samples towards equality).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

ELO_BASE = 1500.0
"""The mean rating of a field."""
ELO_SCALE = 400.0
"""Rating points per factor of ten in the odds of finishing ahead."""


def bradley_terry(
    scores: Sequence[Sequence[float]],
    prior_draws: float = 1.0,
    tolerance: float = 1e-10,
    max_iterations: int = 100_000,
) -> list[float]:
    """Elo-scale ratings (mean :data:`ELO_BASE`) from a pairwise score matrix.

    ``scores[i][j]`` is what agent ``i`` scored against agent ``j`` over all
    their comparisons (1 a win, 0.5 a level finish, 0 a loss), so
    ``scores[i][j] + scores[j][i]`` is the number of comparisons; the
    diagonal is ignored. ``prior_draws`` drawn comparisons are added to every
    pair. A rating gap ``d`` means odds of ``10 ** (d / 400)`` to finish
    ahead. Raises :class:`ValueError` for a matrix that is not square or has
    a negative entry.
    """
    k = len(scores)
    if any(len(row) != k for row in scores):
        raise ValueError("the score matrix must be square")
    if any(x < 0 for i, row in enumerate(scores) for j, x in enumerate(row) if i != j):
        raise ValueError("pairwise scores cannot be negative")
    if k == 0:
        return []
    half = prior_draws / 2
    won = [[scores[i][j] + half if i != j else 0.0 for j in range(k)] for i in range(k)]
    total = [sum(row) for row in won]
    met = [[won[i][j] + won[j][i] for j in range(k)] for i in range(k)]
    strength = [1.0] * k
    for _ in range(max_iterations):
        new = []
        for i in range(k):
            denom = sum(met[i][j] / (strength[i] + strength[j]) for j in range(k) if j != i)
            new.append(total[i] / denom if denom > 0 else strength[i])
        # strengths are defined up to a factor: pin their geometric mean to 1
        centre = math.exp(sum(math.log(s) for s in new) / k)
        new = [s / centre for s in new]
        change = max(abs(math.log(a / b)) for a, b in zip(new, strength, strict=True))
        strength = new
        if change < tolerance:
            break
    return [ELO_BASE + ELO_SCALE * math.log10(s) for s in strength]
