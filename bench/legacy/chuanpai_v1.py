"""The 川牌 heuristic agent: keep the hand close to a complete, valuable holding.

Rules used: docs/specs/chuanpai.md §4.3 (redeal and declarations), §5.2-§5.5
(claims; the engine only offers what is legal, compulsory 杠/响 included),
§5.7 (a complete holding: every concealed card in a 卯 or a 坎; the engine
only offers ``hu`` when it wins, so the agent always takes it).

A holding is valued by how many concealed cards are left over by the best
choice of 坎s and the most 卯 (fewer is better), then by 卯 count and 陀.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

from paixi.equipment.chuanpai import NUM_KINDS, WEIGHTS, parse_card, parse_cards
from paixi.games.chuanpai.actions import (
    CHI_KIND,
    DECLARE_SITOUT,
    DISCARD,
    EXCHANGE,
    HU,
    NO,
    PASS,
    PENG,
    REDEAL,
    SITOUT,
    YES,
    Action,
)
from paixi.games.chuanpai.scoring import Meld, max_mao, parse_meld


def leftover(counts: list[int]) -> tuple[int, int]:
    """``(cards left unpaired, 卯 made)`` for the best choice of 坎s."""
    triples = [k for k in range(NUM_KINDS) if counts[k] >= 3]
    best = (99, 0)
    for combo in itertools.product((0, 1), repeat=len(triples)):
        rest = list(counts)
        kans = 0
        for k, take in zip(triples, combo, strict=True):
            if take:
                rest[k] -= 3
                kans += 1
        mao = max_mao(rest)
        left = sum(rest) - 2 * mao
        if left < best[0] or (left == best[0] and mao > best[1]):
            best = (left, mao)
    return best


def value(counts: list[int], melds: list[Meld]) -> float:
    """Higher is better: few leftover cards, many 卯, much 陀."""
    left, mao = leftover(counts)
    mao += sum(m.mao for m in melds)
    tuo = sum(m.tuo for m in melds) + sum(WEIGHTS[k] * counts[k] for k in range(NUM_KINDS))
    return -10.0 * left + 2.0 * min(mao, 8) + 0.3 * tuo


class HeuristicAgent:
    """Wins whenever it may; claims (碰, 吃, exchange) only when the holding's
    value rises; discards the card whose loss costs least; asks for and agrees
    to a redeal only with a weak hand; never plays as 包子."""

    needs_observation = True

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if HU in legal:
            return HU
        kinds = {a.kind for a in legal}
        if SITOUT in kinds:
            return DECLARE_SITOUT
        ev = obs.get("my_evaluation") or {}
        if REDEAL in kinds:
            return Action(REDEAL) if not ev.get("qualified") else PASS
        if YES in kinds:
            return Action(YES) if not ev.get("qualified") or ev.get("f0", 0) == 0 else Action(NO)
        counts = [0] * NUM_KINDS
        for k in parse_cards(obs["hand"]) if obs["hand"] else []:
            counts[k] += 1
        locked = [0] * NUM_KINDS
        for k in parse_cards(obs["locked"]) if obs["locked"] else []:
            locked[k] += 1
        melds = [parse_meld(m["text"]) for m in obs["melds"][obs["seat"]]]
        if DISCARD in kinds:
            return self._discard(counts, melds, legal)
        return self._claim(obs, counts, locked, melds, legal)

    def _discard(self, counts: list[int], melds: list[Meld], legal: list[Action]) -> Action:
        best, best_v = [], None
        for a in legal:
            after = list(counts)
            after[a.card] -= 1
            v = value(after, melds) - 0.05 * WEIGHTS[a.card]
            if best_v is None or v > best_v + 1e-9:
                best, best_v = [a], v
            elif abs(v - best_v) <= 1e-9:
                best.append(a)
        return self.rng.choice(best)

    def _claim(
        self,
        obs: dict[str, Any],
        counts: list[int],
        locked: list[int],
        melds: list[Meld],
        legal: list[Action],
    ) -> Action:
        window = obs.get("window") or {}
        if not window.get("card"):
            return PASS
        x = parse_card(window["card"])
        now = value(counts, melds)
        best, best_v = PASS, now + 0.5  # a claim must clearly help
        for a in legal:
            if a == PENG:
                after = list(counts)
                after[x] -= 2
                # after a 碰 the agent discards its worst card
                v = max(
                    (value(_minus(after, k), [*melds, Meld("peng", (x,) * 3)]))
                    for k in range(NUM_KINDS)
                    if after[k] > locked[k]
                ) if any(after[k] > locked[k] for k in range(NUM_KINDS)) else value(after, melds)  # fmt: skip
            elif a.kind == CHI_KIND:
                after = _minus(counts, a.card)
                v = value(after, [*melds, Meld("chi", (a.card, x))])
            elif a == EXCHANGE:
                after = list(counts)
                after[x] += 1
                v = max(
                    value(_minus(after, k), melds)
                    for k in range(NUM_KINDS)
                    if k != x and after[k] > locked[k]
                )
            else:
                continue
            if v > best_v:
                best, best_v = a, v
        return best


def _minus(counts: list[int], kind: int) -> list[int]:
    out = list(counts)
    out[kind] -= 1
    return out
