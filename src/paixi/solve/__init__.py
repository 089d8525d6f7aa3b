"""Exact solvers and win-rate estimators for the domino solitaires.

``solve`` sits above the games (like ``agents``): it may import game
packages, never a surface. One module per game, plus the estimator
(:mod:`paixi.solve.estimate`), the benchmarks (:mod:`paixi.solve.bench`) and
the conversion of solutions into replayable records (:mod:`paixi.solve.records`).
"""

from paixi.solve.result import Solution

__all__ = ["Solution"]
