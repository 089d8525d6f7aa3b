"""The 川牌 heuristic agent: steer the holding towards a win that is still possible.

Rules used: rules_en.md §4.3 (redeal and declarations), §5.2-§5.5 (claims;
the engine only offers what is legal, compulsory 杠/响 included), §5.7 (a
win: every concealed card in a 卯 or a 坎, at least 7 卯, enough 陀; the
engine only offers ``hu`` when it wins, so the agent always takes it), §6-§7
(陀 and fans).

A holding is judged (:func:`assess`) by its best choice of which 坎 to keep:
the cards left without a partner, each costing more when few of its partners
are still unseen (a card whose every partner is on the table can never make a
卯); the 卯 it can still reach against the 7 needed; the 陀 it can still reach
against the threshold; and the fans of a 幺地人 坎 (each doubles the payment).
So a black 坎 is split into 卯 when the 卯 are short, a red or 幺地人 坎 is kept
for its 陀 and fans, and the card thrown is the one whose partners are gone.

Its edge over the previous version (kept in bench/legacy/) and over random
agents, seat-rotated with 95% intervals: ``python bench/heuristic_edge.py chuanpai``.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from typing import Any, NamedTuple

from paixi.equipment.chuanpai import (
    KINDS_BY_POINTS,
    NUM_KINDS,
    WEIGHTS,
    YAO_DI_REN,
    parse_card,
    parse_cards,
)
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

LEFT_COST = 10.0
"""Cost of a concealed card without a partner (with plenty of partners unseen)."""
DEAD_COST = 25.0
"""Cost of a lone card none of whose partners is unseen any more."""
MAO_COST = 12.0
"""Cost of each 卯 short of the 7 that no choice of partners can supply."""
TUO_COST = 2.0
"""Cost of each 陀 short of the threshold the holding can reach."""
FAN_VALUE = 3.0
"""Value of a fan (a 幺地人 坎 kept concealed doubles the payment)."""
TUO_VALUE = 0.3
"""Value of each 陀 (more is safer and nearer a high-陀 fan)."""
CLAIM_MARGIN = 0.5
"""How much a claim must raise the holding's value to be made."""


def leftover(counts: list[int]) -> tuple[int, int]:
    """``(cards left unpaired, 卯 made)`` for the best choice of 坎s."""
    triples = [k for k in range(NUM_KINDS) if counts[k] >= 3]
    best = (99, 0)
    for combo in itertools.product((0, 1), repeat=len(triples)):
        rest = list(counts)
        for k, take in zip(triples, combo, strict=True):
            if take:
                rest[k] -= 3
        mao = max_mao(rest)
        left = sum(rest) - 2 * mao
        if left < best[0] or (left == best[0] and mao > best[1]):
            best = (left, mao)
    return best


def _lone_points(rest: list[int]) -> list[int]:
    """The points of the cards a maximal pairing of ``rest`` leaves alone."""
    lone = []
    for p in range(2, 7):
        low = sum(rest[k] for k in KINDS_BY_POINTS[p])
        high = sum(rest[k] for k in KINDS_BY_POINTS[14 - p])
        lone += [p] * (low - high) if low > high else [14 - p] * (high - low)
    if sum(rest[k] for k in KINDS_BY_POINTS[7]) % 2:
        lone.append(7)
    return lone


def assess(
    counts: list[int],
    melds: list[Meld],
    unseen: list[int] | None = None,
    threshold: int = 33,
    required_mao: int = 7,
) -> float:
    """Higher is better: how near ``counts`` (21 concealed counts) with
    ``melds`` is to a win worth having.

    ``unseen``: per kind, copies not yet seen by the player (None: plenty).
    The best over the choices of 坎s kept of: −cost of each lone card (its
    partners' unseen copies make it cheaper), −the 卯 short of
    ``required_mao`` even if every lone card finds a partner, −the 陀 short
    of ``threshold``, +fans of kept 幺地人 坎, +陀.
    """
    meld_mao = sum(m.mao for m in melds)
    meld_tuo = sum(m.tuo for m in melds)
    fans_melded = sum(f[2] for m in melds for f in m.fans())
    triples = [k for k in range(NUM_KINDS) if counts[k] >= 3]
    best = None
    for combo in itertools.product((0, 1), repeat=len(triples)):
        rest = list(counts)
        tuo: float = meld_tuo
        fans = fans_melded
        for k, keep in zip(triples, combo, strict=True):
            if keep:
                rest[k] -= 3
                tuo += 4 * WEIGHTS[k]
                fans += k in YAO_DI_REN
        mao = max_mao(rest)
        lone = _lone_points(rest)
        tuo += sum(WEIGHTS[k] * rest[k] for k in range(NUM_KINDS))
        cost = 0.0
        for p in lone:
            partners = 9 if unseen is None else sum(unseen[k] for k in KINDS_BY_POINTS[14 - p])
            cost += DEAD_COST if partners == 0 else LEFT_COST * (1 + 1 / (1 + partners))
            tuo += 1.5  # the partner it waits for, red or black
        short_mao = max(0, required_mao - (mao + meld_mao + len(lone)))
        short_tuo = max(0.0, threshold - tuo)
        v = (
            -cost
            - MAO_COST * short_mao
            - TUO_COST * short_tuo
            + FAN_VALUE * fans
            + TUO_VALUE * min(tuo, threshold + 20)
        )
        if best is None or v > best:
            best = v
    assert best is not None
    return best


def value(counts: list[int], melds: list[Meld]) -> float:
    """:func:`assess` with nothing known of the unseen cards."""
    return assess(counts, melds)


class HeuristicAgent:
    """Wins whenever it may; claims (碰, 吃, exchange) only when the holding's
    :func:`assess` rises clearly; discards the card whose loss costs least;
    asks for and agrees to a redeal only with a weak hand; never plays as 包子."""

    needs_observation = True

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        window = obs.get("window") or {}
        card = window.get("card")
        return self._decide(
            obs.get("my_evaluation") or {},
            lambda: _Facts.of_observation(obs),
            parse_card(card) if card else -1,
            legal,
        )

    def playout_move(self, state: Any, seat: int) -> Action:
        """:meth:`act`'s move for ``seat``, read from a search's determinised
        ``state`` (the same facts: its hand, locked cards and melds, the cards
        it has seen, its entry evaluation) without building the observation."""
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        ev = state.evals[seat]
        w = state.window
        return self._decide(
            ev.to_json() if ev is not None and state.phase not in _OUT_OF_ROUND else {},
            lambda: _Facts.of_state(state, seat),
            w.card if w is not None and state.phase == "window" else -1,
            legal,
        )

    def _decide(
        self, ev: dict[str, Any], facts: Callable[[], _Facts], card: int, legal: list[Action]
    ) -> Action:
        """The move from the seat's entry evaluation ``ev``, its ``facts``
        (built only when a play needs them) and the card on offer (-1: none)."""
        if HU in legal:
            return HU
        kinds = {a.kind for a in legal}
        if SITOUT in kinds:
            return DECLARE_SITOUT
        if REDEAL in kinds:
            return Action(REDEAL) if not ev.get("qualified") else PASS
        if YES in kinds:
            return Action(YES) if not ev.get("qualified") or ev.get("f0", 0) == 0 else Action(NO)
        f = facts()
        judge = _Judge(f, ev)
        if DISCARD in kinds:
            return self._discard(f.counts, f.melds, legal, judge)
        return self._claim(card, f.counts, f.locked, f.melds, legal, judge)

    def _discard(
        self, counts: list[int], melds: list[Meld], legal: list[Action], judge: _Judge
    ) -> Action:
        best: list[Action] = []
        best_v = None
        for a in legal:
            v = judge(_minus(counts, a.card), melds) - 0.05 * WEIGHTS[a.card]
            if best_v is None or v > best_v + 1e-9:
                best, best_v = [a], v
            elif abs(v - best_v) <= 1e-9:
                best.append(a)
        return self.rng.choice(best)

    def _claim(
        self,
        x: int,
        counts: list[int],
        locked: list[int],
        melds: list[Meld],
        legal: list[Action],
        judge: _Judge,
    ) -> Action:
        if x < 0:
            return PASS
        now = judge(counts, melds)
        best, best_v = PASS, now + CLAIM_MARGIN
        for a in legal:
            if a == PENG:
                after = list(counts)
                after[x] -= 2
                # after a 碰 the agent discards its worst card
                options = [k for k in range(NUM_KINDS) if after[k] > locked[k]]
                peng = [*melds, Meld("peng", (x,) * 3)]
                v = (
                    max(judge(_minus(after, k), peng) for k in options)
                    if options
                    else judge(after, peng)
                )
            elif a.kind == CHI_KIND:
                v = judge(_minus(counts, a.card), [*melds, Meld("chi", (a.card, x))])
            elif a == EXCHANGE:
                after = list(counts)
                after[x] += 1
                v = max(
                    judge(_minus(after, k), melds)
                    for k in range(NUM_KINDS)
                    if k != x and after[k] > locked[k]
                )
            else:
                continue
            if v > best_v:
                best, best_v = a, v
        return best


_OUT_OF_ROUND = ("dealer", "deal", "over")
"""Phases in which a seat holds no cards (its observation shows none)."""


class _Facts(NamedTuple):
    """What the heuristic reads of one seat's view: its concealed and locked
    counts and its melds (per kind), the copies of each kind it has seen
    (its hand, every meld, every untaken card played, the card on offer), the
    copies per kind and the 卯 required."""

    counts: list[int]
    locked: list[int]
    melds: list[Meld]
    seen: list[int]
    copies: int
    required: int

    @classmethod
    def of_observation(cls, obs: dict[str, Any]) -> _Facts:
        options = obs.get("options") or {}
        counts = _counts(obs["hand"])
        seen = list(counts)
        for melds in obs["melds"]:
            for m in melds:
                for k in parse_meld(m["text"]).cards:
                    seen[k] += 1
        for pile in obs["plays"]:
            for card, _source, taker in pile:
                if taker < 0:  # untaken (dead); a taken card is in a meld already
                    seen[parse_card(card)] += 1
        window = obs.get("window") or {}
        if window.get("card"):
            seen[parse_card(window["card"])] += 1
        return cls(
            counts,
            _counts(obs["locked"]),
            [parse_meld(m["text"]) for m in obs["melds"][obs["seat"]]],
            seen,
            int(options.get("copies", 5)),
            int(options.get("required_mao", 7)),
        )

    @classmethod
    def of_state(cls, state: Any, seat: int) -> _Facts:
        in_round = state.phase not in _OUT_OF_ROUND
        counts = list(state.hands[seat]) if in_round else [0] * NUM_KINDS
        seen = list(counts)
        for melds in state.melds:
            for m in melds:
                for k in m.cards:
                    seen[k] += 1
        for pile in state.plays:
            for card, _source, taker in pile:
                if taker < 0:
                    seen[card] += 1
        w = state.window
        if w is not None and state.phase == "window":
            seen[w.card] += 1
        options = state.options
        return cls(
            counts,
            list(state.locked[seat]) if in_round else [0] * NUM_KINDS,
            list(state.melds[seat]),
            seen,
            options.copies,
            options.required_mao,
        )


class _Judge:
    """:func:`assess` with what one seat's view tells: the unseen copies of
    each kind, the seat's 陀 threshold and the 卯 required."""

    def __init__(self, facts: _Facts, ev: dict[str, Any]) -> None:
        self.unseen = [max(0, facts.copies - n) for n in facts.seen]
        self.threshold = int(ev.get("threshold") or 33)
        self.required = facts.required

    def __call__(self, counts: list[int], melds: list[Meld]) -> float:
        return assess(counts, melds, self.unseen, self.threshold, self.required)


def _counts(text: str) -> list[int]:
    counts = [0] * NUM_KINDS
    for k in parse_cards(text) if text else []:
        counts[k] += 1
    return counts


def _minus(counts: list[int], kind: int) -> list[int]:
    out = list(counts)
    out[kind] -= 1
    return out
