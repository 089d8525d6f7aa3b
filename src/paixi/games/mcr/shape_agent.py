"""The MCR shape agent (``mcr-shape``): play towards the fewest tiles from a winning shape.

It ignores points, so many of its ready hands cannot reach the 8-point
minimum; the game's heuristic agent (:mod:`.agent`) plays for points and
is measured against this one.

Rules used: docs/specs/mcr.md §6-§7 (what may be done), §11 (shapes, via the
shanten number of :mod:`.shanten`), §12 (the engine only offers ``hu`` when
the hand reaches 8 points, so the agent always takes it).
"""

from __future__ import annotations

import random
from typing import Any

from paixi.equipment.mahjong import NUM_FACES, parse_tiles, tile_counts
from paixi.games.mcr.actions import CHOW, DISCARD, HU, KONG, PASS, PUNG, Action
from paixi.games.mcr.shanten import shanten_of_counts


class ShapeAgent:
    """Wins whenever it may; discards the tile that leaves the lowest shanten
    (ties: the least connected tile, honours and terminals first); claims a
    chow or pung only when it lowers the shanten, a kong when it does not
    raise it; never robs itself of a win."""

    needs_observation = True

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        if HU in legal:
            return HU
        counts = tile_counts(parse_tiles(obs["my_tiles"]))
        packs = len(obs["melds"][obs["seat"]])
        if any(a.kind == DISCARD for a in legal):
            return self._own_turn(counts, packs, legal)
        return self._claim(counts, packs, obs, legal)

    # --- own turn -----------------------------------------------------------------

    def _own_turn(self, counts: list[int], packs: int, legal: list[Action]) -> Action:
        best = self._best_discard(counts, packs, legal)
        now = shanten_of_counts(_without(counts, best.tile), packs)
        for a in legal:
            if a.kind == KONG:
                after = list(counts)
                concealed = after[a.tile] == 4  # else the fourth tile of a melded pung
                after[a.tile] = 0
                if shanten_of_counts(after, packs + 1 if concealed else packs) <= now:
                    return a
        return best

    def _best_discard(self, counts: list[int], packs: int, legal: list[Action]) -> Action:
        scored = []
        for a in legal:
            if a.kind != DISCARD:
                continue
            left = _without(counts, a.tile)
            scored.append((shanten_of_counts(left, packs), connection(counts, a.tile), a))
        low = min(s for s, _, _ in scored)
        candidates = [(c, a) for s, c, a in scored if s == low]
        least = min(c for c, _ in candidates)
        return self.rng.choice([a for c, a in candidates if c == least])

    # --- claims -------------------------------------------------------------------

    def _claim(
        self, counts: list[int], packs: int, obs: dict[str, Any], legal: list[Action]
    ) -> Action:
        window = obs.get("window") or {}
        if not window.get("tile"):
            return PASS
        tile = parse_tiles(window["tile"])[0]
        now = shanten_of_counts(counts, packs)
        best, best_sh = PASS, now
        for a in legal:
            after = list(counts)
            if a.kind == KONG:
                after[tile] -= 3
                sh = shanten_of_counts(after, packs + 1)
                if sh <= best_sh:
                    best, best_sh = a, sh
                continue
            if a.kind == PUNG:
                after[tile] -= 2
            elif a.kind == CHOW:
                for t in (a.tile, a.tile + 1, a.tile + 2):
                    if t != tile:
                        after[t] -= 1
            else:
                continue
            sh = shanten_of_counts(after, packs + 1)  # 14-tile form: after the best discard
            if sh < best_sh:
                best, best_sh = a, sh
        return best


def _without(counts: list[int], tile: int) -> list[int]:
    out = list(counts)
    out[tile] -= 1
    return out


def connection(counts: list[int], tile: int) -> int:
    """How much ``tile`` works with the rest: copies and near neighbours in its suit."""
    score = 3 * (counts[tile] - 1)
    if tile < 27:
        rank = tile % 9
        for d in (-2, -1, 1, 2):
            if 0 <= rank + d < 9:
                score += counts[tile + d] * (2 if abs(d) == 1 else 1)
        score += 1 if 0 < rank < 8 else 0  # simples connect more easily than terminals
    return score if tile < NUM_FACES else 0
