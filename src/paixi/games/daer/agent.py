"""The 大贰 heuristic agent: keep the concealed cards as close to seven units as it can.

Rules used: docs/specs/daer.md §7 (the engine offers only legal answers; 招 and 碰
are compulsory), §8 (discards), §10-§11 (the engine only offers ``hu`` when
the hand reaches ``min_hu``, so the agent always takes it).

The hand's *potential* is the best split of its free concealed cards into
complete 列s (3 each, plus a third of their 胡), two-card partial groups
(a pair or two cards of a 列: 1 each) and loose cards (0).
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from paixi.equipment.daer import KINDS, NUMBER, counts_of, parse_cards
from paixi.games.daer.actions import CHI_KIND, DISCARD_KIND, HU, PASS, Action
from paixi.games.daer.scoring import lie_hu

if TYPE_CHECKING:
    from paixi.games.daer.game import DaerState


class HeuristicAgent:
    """Wins whenever it may; discards the card that keeps the most potential
    (ties: at random); answers 吃 when the claimed 列 (and its 比) plus the
    best discard after it leave more potential than passing."""

    needs_observation = True

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        if HU in legal:
            return HU
        if len(legal) == 1:
            return legal[0]
        window = obs.get("window") or {}
        card = parse_cards(window["card"])[0] if window.get("card") else -1
        return self._decide(counts_of(parse_cards(obs["my_hand"])), card, legal)

    def playout_move(self, state: DaerState, seat: int) -> Action:
        """:meth:`act`'s move for ``seat``, read from a search's determinised
        ``state`` (its concealed counts and the card on offer) without the
        observation, whose waits and win checks cost a playout a quarter of
        its time."""
        legal = state.legal_actions()
        if HU in legal:
            return HU
        if len(legal) == 1:
            return legal[0]
        window = state.window
        card = window.card if window is not None else -1
        return self._decide(list(state.hand[seat]), card, legal)

    def _decide(self, counts: list[int], x: int, legal: list[Action]) -> Action:
        """The move from ``counts`` (concealed, per kind) and the claimed card
        ``x`` (-1 when none), once ``hu`` and forced moves are ruled out."""
        if legal[0].kind == DISCARD_KIND:
            return self._discard(counts, legal)[1]
        chis = [a for a in legal if a.kind == CHI_KIND]
        if not chis:  # an obliged 招/碰, or pass only
            return next((a for a in legal if a != PASS), PASS)
        base = potential(_free(counts))
        best, best_gain = PASS, 0.0
        for a in chis:
            after = list(counts)
            for k in a.cards + a.bi:
                after[k] -= 1
            gain = _lie_value((x, *a.cards)) + (_lie_value(a.bi) if a.bi else 0)
            options = [k for k in range(KINDS) if 0 < after[k] <= 2]
            if options:  # a discard usually follows: count the best one
                gain += max(potential(_free(_minus(after, k))) for k in options)
            else:
                gain += potential(_free(after))
            gain -= base
            if gain > best_gain:
                best, best_gain = a, gain
        return best

    def _discard(self, counts: list[int], legal: list[Action]) -> tuple[float, Action]:
        scored = []
        for a in legal:
            k = a.cards[0]
            scored.append((potential(_free(_minus(counts, k))), -_isolation(counts, k), a))
        top = max(s[:2] for s in scored)
        return top[0], self.rng.choice([a for p, i, a in scored if (p, i) == top])


def _minus(counts: list[int], k: int) -> list[int]:
    out = list(counts)
    out[k] -= 1
    return out


def _free(counts: list[int]) -> tuple[int, ...]:
    return tuple(n if n <= 2 else 0 for n in counts)


def _lie_value(cards: tuple[int, ...]) -> float:
    return 3 + lie_hu(cards) / 3


def _isolation(counts: list[int], k: int) -> int:
    """How much ``k`` works with the rest (higher: keep it)."""
    n = NUMBER[k]
    big = 10 * (k >= 10)
    score = 2 * (counts[k] - 1) + counts[(k + 10) % 20]
    for d in (-2, -1, 1, 2):
        if 1 <= n + d <= 10:
            score += counts[big + n + d - 1]
    return score


@lru_cache(maxsize=1 << 16)
def potential(free: tuple[int, ...]) -> float:
    """Best (complete 列 3 + 胡/3, partial 1, loose 0) split of ``free`` counts."""
    k = 0
    while k < KINDS and free[k] == 0:
        k += 1
    if k == KINDS:
        return 0.0
    c = list(free)
    c[k] -= 1
    best = potential(tuple(c))  # k stays loose
    n = NUMBER[k]
    others: list[tuple[int, ...]] = []
    if n <= 8:
        others.append((k + 1, k + 2))
    if n == 2:
        others.append((k + 5, k + 8))
    if k < 10:
        others += [(k, k + 10), (k + 10, k + 10)]
    for pair in others:
        cc = list(c)
        ok = True
        for j in pair:
            cc[j] -= 1
            ok = ok and cc[j] >= 0
        if ok:
            best = max(best, _lie_value((k, *pair)) + potential(tuple(cc)))
    for j in {k, k + 1, k + 2, k + 5, k + 8, k + 10}:  # partial groups with k
        if j < KINDS and c[j] > 0 and _related(k, j):
            cc = list(c)
            cc[j] -= 1
            best = max(best, 1 + potential(tuple(cc)))
    return best


def _related(a: int, b: int) -> bool:
    """Whether two cards lie in some 列 together (or are a pair)."""
    if a == b or (abs(a - b) == 10 and NUMBER[a] == NUMBER[b]):
        return True
    if (a >= 10) != (b >= 10):
        return False
    na, nb = NUMBER[a], NUMBER[b]
    return abs(na - nb) <= 2 or {na, nb} <= {2, 7, 10}
