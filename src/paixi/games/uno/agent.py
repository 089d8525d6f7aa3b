"""The UNO heuristic agent (issue 5: it must beat random agents clearly).

It plays rather than draws, sheds its most valuable card of the active
colour first, keeps black cards for when nothing else fits, names the
colour it holds most of, always calls UNO, catches every forgotten call,
takes every death-number, jump-in or counter chance, stacks rather than
accepts, challenges a Wild Draw Four played from a big hand, and gives away
its most valuable cards in a swap.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from paixi.equipment.uno import BLACK, COLOUR, POINTS, RANK, parse_card
from paixi.games.uno.actions import Action, all_dates
from paixi.games.uno.hidden import RECENT


class HeuristicAgent:
    """Greedy rules of thumb; see the module docstring."""

    needs_observation = True

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def act(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        return self._decide([parse_card(c) for c in obs["hand"]], obs, legal)

    def playout_move(self, state: Any, seat: int) -> Action:
        """:meth:`act`'s move for ``seat`` on turn, read from a search's
        determinised ``state``: the same facts (its hand, the hand sizes, the
        direction, the recent plays) without building the observation."""
        view = {
            "seat": seat,
            "players": state.n,
            "direction": state.dir,
            "hand_counts": [len(h) for h in state.hands],
            "recent": state.log[-RECENT:],
        }
        return self._decide(sorted(state.hands[seat]), view, state.legal_actions())

    def _decide(self, hand: list[int], obs: dict[str, Any], legal: list[Action]) -> Action:
        """The move from ``hand`` (card kinds) and the observation's fields
        ``seat``, ``players``, ``direction``, ``hand_counts`` and ``recent``."""
        by_verb: dict[str, list[Action]] = {}
        for a in legal:
            by_verb.setdefault(a.verb, []).append(a)
        for word in ("death", "catch"):
            if word in by_verb:
                return by_verb[word][0]
        if "date" in by_verb:
            m, d = self.rng.choice(all_dates())
            return next(a for a in legal if a.date == (m, d))
        if "colour" in by_verb:
            best = self._best_colour(hand)
            return next(a for a in by_verb["colour"] if a.colour == best)
        if "give" in by_verb:
            return max(by_verb["give"], key=lambda a: POINTS[a.given[0]])
        judges = by_verb.get("judge", [])
        winning = [a for a in judges if a.colour == BLACK]
        if winning:
            return winning[0]
        plays = by_verb.get("play", []) + by_verb.get("counter", [])
        if plays:
            called = [a for a in plays if a.uno] or plays
            return max(called, key=lambda a: self._score(a, hand, obs))
        if judges:
            return max(judges, key=lambda a: (len(a.cards), a.uno))
        if "challenge" in by_verb and self._suspect(obs):
            return by_verb["challenge"][0]
        for word in ("keep", "accept", "draw", "pass"):
            if word in by_verb:
                return by_verb[word][0]
        return legal[0]

    def _suspect(self, obs: dict[str, Any]) -> bool:
        """Challenge a Wild Draw Four from a big hand: with six or more other
        cards it is likely (over 80%) that one had the active colour."""
        plays = [e for e in obs["recent"] if len(e) == 2 and str(e[1]).startswith("W+4")]
        if not plays:
            return False
        offender = plays[-1][0]
        return obs["hand_counts"][offender] >= 6

    def _best_colour(self, hand: list[int]) -> int:
        counts = Counter(COLOUR[k] for k in hand if k < 52)
        if not counts:
            return self.rng.randrange(4)
        return max(range(4), key=lambda c: (counts[c], -c))

    def _score(self, a: Action, hand: list[int], obs: dict[str, Any]) -> float:
        """Higher is better: shed many and valuable cards, keep black cards, hurt
        the next seat when it is close to going out."""
        cards = a.cards
        top = cards[-1]
        score = 10.0 * len(cards) + sum(POINTS[k] for k in cards) / 10
        if top >= 52:
            score -= 30
            if a.verb == "play" and a.colour != self._best_colour(
                [k for k in hand if k not in cards]
            ):
                score -= 5
        counts = obs["hand_counts"]
        nxt = (obs["seat"] + obs["direction"]) % obs["players"]
        if counts[nxt] <= 2 and (top >= 52 or RANK[top] >= 10):
            score += 40
        return score
