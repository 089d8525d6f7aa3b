"""Best score of a 测运气 deal (docs/specs/ceyunqi.md §5): exhaustive search with memo.

The position is the set of ring tiles still present, a bitmask over the ring
positions (the order never changes, gaps just close up), so the memo key is
one integer. Every sequence of takes is explored; the memo makes a repeated
ring cost one lookup. Greedy play is not optimal (CY-3, CY-4).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from paixi.equipment.dominoes import INDEX, PAIR_CLASS, score_table
from paixi.games.ceyunqi.game import CeyunqiOptions
from paixi.games.ceyunqi.ring import PAIR_VALUE, groups
from paixi.solve.result import Solution


class RingSolver:
    """Best total of the takes on a ring of type indices."""

    def __init__(self, ring: list[int], scores: tuple[int, ...]) -> None:
        self.ring = ring
        self.scores = scores
        self.cls = [PAIR_CLASS[t] for t in ring]
        self.memo: dict[int, tuple[int, int, int]] = {}  # mask -> (best, group bits, value)

    def best(self, mask: int) -> int:
        """The best total reachable from the tiles in ``mask``."""
        hit = self.memo.get(mask)
        if hit is not None:
            return hit[0]
        pos = [i for i in range(len(self.ring)) if mask >> i & 1]
        n = len(pos)
        best, choice, value = 0, 0, 0
        if n >= 2:
            ring, cls, scores = self.ring, self.cls, self.scores
            for i in range(1 if n == 2 else n):
                a, b = pos[i], pos[(i + 1) % n]
                if cls[a] == cls[b]:
                    bits = (1 << a) | (1 << b)
                    total = PAIR_VALUE + self.best(mask & ~bits)
                    if total > best:
                        best, choice, value = total, bits, PAIR_VALUE
            for i in range(1 if n == 3 else (n if n > 3 else 0)):
                a, b, c = pos[i], pos[(i + 1) % n], pos[(i + 2) % n]
                v = scores[ring[a] * 441 + ring[b] * 21 + ring[c]]
                if v:
                    bits = (1 << a) | (1 << b) | (1 << c)
                    total = v + self.best(mask & ~bits)
                    if total > best:
                        best, choice, value = total, bits, v
        self.memo[mask] = (best, choice, value)
        return best

    def line(self, mask: int) -> list[tuple[int, ...]]:
        """One optimal sequence of takes from ``mask``, as ring positions in ring order."""
        out: list[tuple[int, ...]] = []
        self.best(mask)
        while True:
            _, bits, _ = self.memo[mask]
            if not bits:
                return out
            pos = [i for i in range(len(self.ring)) if mask >> i & 1]
            out.append(_ring_order([i for i in pos if bits >> i & 1], pos))
            mask &= ~bits
            self.best(mask)


def _ring_order(chosen: list[int], pos: list[int]) -> tuple[int, ...]:
    # A group is consecutive in the ring; start where the previous ring tile is not in it.
    n = len(pos)
    if len(chosen) == n:
        return tuple(chosen)
    inside = set(chosen)
    for j, p in enumerate(pos):
        if p in inside and pos[j - 1] not in inside:
            return tuple(pos[(j + x) % n] for x in range(len(chosen)))
    return tuple(chosen)


def _opening(types: list[int], first: int) -> int:
    return next(
        i for i, t in enumerate(types) if i != first and PAIR_CLASS[t] == PAIR_CLASS[types[first]]
    )


def solve_deal(
    keys: tuple[str, ...] | list[str], options: CeyunqiOptions | None = None
) -> Solution:
    """The best score of the deal ``d[0..31]`` and one line reaching it."""
    options = options or CeyunqiOptions()
    types = [INDEX[k] for k in keys]
    first = options.first_index
    partner = _opening(types, first)
    ring_ix = [i for i in range(len(types)) if i not in (first, partner)]
    solver = RingSolver(
        [types[i] for i in ring_ix], score_table(options.kuai_threshold, options.wudian_value)
    )
    full = (1 << len(ring_ix)) - 1
    takes = solver.best(full)
    opening = PAIR_VALUE if options.opening_pair_counts else 0
    line = [f"f={first}"] + [
        ",".join(str(ring_ix[p]) for p in group) for group in solver.line(full)
    ]
    return Solution("scored", tuple(line), len(solver.memo), score=opening + takes)


def best_ring_score(keys: list[str], options: CeyunqiOptions | None = None) -> int:
    """Best total of the takes on an arbitrary ring of keys (no opening step)."""
    options = options or CeyunqiOptions()
    solver = RingSolver(
        [INDEX[k] for k in keys], score_table(options.kuai_threshold, options.wudian_value)
    )
    return solver.best((1 << len(keys)) - 1)


def brute_force_ring(keys: list[str], options: CeyunqiOptions | None = None) -> int:
    """Plain exhaustive search without memo, through :func:`groups` (for checking)."""
    options = options or CeyunqiOptions()
    scores = score_table(options.kuai_threshold, options.wudian_value)

    def go(ring: list[int]) -> int:
        best = 0
        for pos, v in groups(ring, scores):
            rest = [t for i, t in enumerate(ring) if i not in pos]
            best = max(best, v + go(rest))
        return best

    return go([INDEX[k] for k in keys])


def _policy_score(
    keys: tuple[str, ...] | list[str],
    options: CeyunqiOptions,
    pick: Callable[[list[tuple[Any, int]]], tuple[Any, int]],
) -> int:
    """Score of a player who takes the group ``pick`` chooses until none is left."""
    types = [INDEX[k] for k in keys]
    partner = _opening(types, options.first_index)
    ring = [t for i, t in enumerate(types) if i not in (options.first_index, partner)]
    scores = score_table(options.kuai_threshold, options.wudian_value)
    total = PAIR_VALUE if options.opening_pair_counts else 0
    while True:
        found = groups(ring, scores)
        if not found:
            return total
        pos, v = pick(found)
        total += v
        ring = [t for i, t in enumerate(ring) if i not in pos]


def random_score(
    keys: tuple[str, ...] | list[str], options: CeyunqiOptions, rng: random.Random
) -> int:
    """Score of a player taking uniformly random legal groups until none is left."""
    return _policy_score(keys, options, lambda found: found[rng.randrange(len(found))])


def greedy_score(keys: tuple[str, ...] | list[str], options: CeyunqiOptions) -> int:
    """Score of always taking the highest-valued group (the first of equals)."""
    return _policy_score(keys, options, lambda found: max(found, key=lambda g: g[1]))
