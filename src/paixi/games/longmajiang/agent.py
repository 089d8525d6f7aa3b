"""The 龙麻将 heuristic agent: keep the cards that build melds (docs/specs/longmajiang.md §3, §5-§6).

A hand's *shape value* is the best packing of its cards into complete groups
(3 points each) and two-card partial groups that some card would complete
(1 point each), all runs (with a bonus for a dragon part, since a run hand
needs one to win, §6.1 A) or all sets (§6.1 B; the only choice once a meld is
exposed). The agent:

* always wins when it may (``hu``);
* discards the card whose removal keeps the highest shape value (ties: a
  natural card before a wild);
* takes the discard by 吃 when that raises the value by a group's worth;
* pongs or kongs only when the all-sets value, with the new meld, beats
  its present value; adds to a pong (加杠) always, as the hand is then an
  all-sets hand anyway.
"""

from __future__ import annotations

import random
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from paixi.games.longmajiang.actions import (
    CHI_KIND,
    DISCARD,
    GANG,
    HU,
    PASS,
    PENG,
    Action,
)
from paixi.games.longmajiang.cards import (
    BJ,
    DRAGON_OK,
    NUM_FACES,
    RUN_OK,
    SET_OK,
    group_mask,
    parse_face,
)
from paixi.games.longmajiang.phases import PHASE_NAMES, Phase

if TYPE_CHECKING:
    from paixi.games.longmajiang.state import LongmajiangState


WILD_RANK = 10
"""The rank index of J: a suit's Q and K read as its J (each suit wild reads alike, §2)."""


@cache
def _pair_ok(a: int, b: int, need: int, any_suit: bool) -> bool:
    """Whether some third card makes ``a, b`` a group with the bits ``need``."""
    for c in range(NUM_FACES):
        if group_mask(tuple(sorted((a, b, c))), any_suit) & need == need:
            return True
    return False


# bounded: its keys are every sorted sub-hand met, which a long search or
# tournament never runs out of (an unbounded cache grew to gigabytes)
@lru_cache(maxsize=1 << 17)
def shape_value(cards: tuple[int, ...], need: int, any_suit: bool) -> int:
    """Best packing of sorted ``cards`` into groups (3 points; +1 for a dragon
    part when ``need`` is RUN_OK) and completable pairs (1 point)."""
    n = len(cards)
    if n < 2:
        return 0
    first, rest = cards[0], cards[1:]
    best = shape_value(rest, need, any_suit)  # the first card left alone
    for i in range(len(rest)):
        a = rest[i]
        if i and a == rest[i - 1]:
            continue
        others = rest[:i] + rest[i + 1 :]
        if _pair_ok(first, a, need, any_suit):
            best = max(best, 1 + shape_value(others, need, any_suit))
        for j in range(i + 1, len(rest)):
            b = rest[j]
            mask = group_mask((first, a, b), any_suit)
            if mask & need == need:
                bonus = 1 if need == RUN_OK and mask & DRAGON_OK else 0
                left = others[: j - 1] + others[j:]
                best = max(best, 3 + bonus + shape_value(left, need, any_suit))
    return best


def run_value(cards: list[int], any_suit: bool) -> int:
    """``shape_value`` of ``cards`` read as runs, suit by suit: a run or a pair
    that a run completes lies in one suit (its number cards and J/Q/K, §3.1)
    plus jokers, so the value is the best sum over the suits of each suit's
    own value with some of the jokers. A suit's cards are keyed without their
    suit and with Q and K as J, which the memo meets over and over, where the
    whole hand's sub-hands were seldom met twice."""
    by_suit: tuple[list[int], ...] = ([], [], [], [])
    jokers = 0
    for f in cards:
        if f >= BJ:
            jokers += 1
        else:
            by_suit[f & 3].append(min(f >> 2, WILD_RANK) << 2)
    # best[j]: the best value of the suits so far with j jokers (a joker
    # left alone adds nothing, so more jokers are never worse)
    best = [0] * (jokers + 1)
    for ranks in by_suit:
        if not ranks and best[-1]:
            continue
        key = tuple(sorted(ranks))
        own = [shape_value((*key, *[BJ] * t), RUN_OK, any_suit) for t in range(jokers + 1)]
        best = [max(best[j - t] + own[t] for t in range(j + 1)) for j in range(jokers + 1)]
    return best[jokers]


def set_key(cards: list[int], any_suit: bool) -> tuple[int, ...]:
    """``cards`` sorted, in a form with the same ``shape_value`` read as sets
    that many hands share (so the memo meets it again): a number card's suit
    matters to a set only where a J/Q/K of that suit may join it (§3.2), so a
    suit no J/Q/K of the hand has becomes one spare suit for all such cards;
    Q and K read as J, 小王 as 大王, and under ``any_suit`` every wild as 大王."""
    wild_suits = 0
    if not any_suit:
        for f in cards:
            if 40 <= f < BJ:
                wild_suits |= 1 << (f & 3)
    spare = next((t for t in range(4) if not wild_suits >> t & 1), 0)
    out = []
    for f in cards:
        if f >= 40:
            out.append(BJ if any_suit or f >= BJ else WILD_RANK << 2 | f & 3)
        else:
            out.append(f if wild_suits >> (f & 3) & 1 else f & ~3 | spare)
    out.sort()
    return tuple(out)


def hand_value(cards: list[int], melds: int, any_suit: bool) -> int:
    """The shape value of concealed ``cards`` with ``melds`` exposed sets (3 each)."""
    sets = shape_value(set_key(cards, any_suit), SET_OK, any_suit) + 3 * melds
    if melds:
        return sets
    return max(sets, run_value(cards, any_suit))


class HeuristicAgent:
    """See the module docstring. Plays any seat it is asked to (a bridge player's
    main hand and dummy alike), from the observation only; inside a search's
    playouts it reads the same facts (the acting seat's cards and melds, the
    claimed card) from the determinised state, without the observation's text."""

    needs_observation = True

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        if HU in legal:
            return HU
        if len(legal) == 1:
            return legal[0]
        seat = obs["to_act"]
        window = obs["window"]
        return self._decide(
            PHASE_NAMES.index(obs["phase"]),
            [parse_face(c) for c in obs["concealed"][seat]],
            len(obs["melds"][seat]),
            parse_face(window["card"]) if window else -1,
            legal,
            obs["options"]["set_wilds"] == "any_suit",
        )

    def playout_move(self, state: LongmajiangState, seat: int) -> Action:
        """:meth:`act`'s move, read from ``state`` (``seat`` is the person on turn)."""
        legal = state.legal_actions()
        if HU in legal:
            return HU
        if len(legal) == 1:
            return legal[0]
        acting = state.acting_seat()
        window = state.window
        return self._decide(
            state.phase,
            state.hands[acting],
            len(state.melds[acting]),
            window.card if window is not None else -1,
            legal,
            state.any_suit,
        )

    def _decide(
        self,
        phase: int,
        hand: list[int],
        melds: int,
        card: int,
        legal: list[Action],
        any_suit: bool,
    ) -> Action:
        """The move once ``hu`` and forced moves are ruled out; ``card`` is the
        claimable discard in the claims phase."""
        if phase == Phase.CLAIM:
            return self._claim(card, hand, melds, legal, any_suit)
        if phase == Phase.LAST:
            return PASS
        for a in legal:
            if a.kind == GANG and a.meld:
                return a
        return self._discard(hand, melds, legal, any_suit)

    def _best_discard(
        self, hand: list[int], melds: int, legal: list[Action], any_suit: bool
    ) -> tuple[int, Action]:
        scored = []
        for a in legal:
            if a.kind != DISCARD:
                continue
            rest = list(hand)
            rest.remove(a.cards[0])
            value = hand_value(rest, melds, any_suit)
            scored.append((value, a.cards[0] < 40, self.rng.random(), a))
        value, _, _, action = max(scored)
        return value, action

    def _discard(self, hand: list[int], melds: int, legal: list[Action], any_suit: bool) -> Action:
        return self._best_discard(hand, melds, legal, any_suit)[1]

    def _claim(
        self, card: int, hand: list[int], melds: int, legal: list[Action], any_suit: bool
    ) -> Action:
        now = hand_value(hand, melds, any_suit)
        best: tuple[int, Action] = (now + 1, PASS)
        for a in legal:
            if a.kind in (PENG, GANG):
                rest = list(hand)
                for f in a.cards:
                    rest.remove(f)
                if a.kind == PENG:
                    # after the pong a card goes: the best discard's value
                    value = max(
                        hand_value(rest[:i] + rest[i + 1 :], melds + 1, any_suit)
                        for i in range(len(rest))
                    )
                else:
                    value = hand_value(rest, melds + 1, any_suit)
                if value > best[0]:
                    best = (value, a)
            elif a.kind == CHI_KIND:
                more = sorted([*hand, card])
                value = max(
                    hand_value(more[:i] + more[i + 1 :], melds, any_suit)
                    for i in range(len(more))
                    if more[i] != card
                )
                if value >= now + 2 and value > best[0]:
                    best = (value, a)
        return best[1]
