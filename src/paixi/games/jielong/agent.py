"""接龙 computer players: the spec's reference policy (§8) and a heuristic agent.

Both choose from the observation only (``needs_observation``).
"""

from __future__ import annotations

import random
from typing import Any

from paixi.equipment.dominoes import INDEX, KEYS, TILE_TYPES
from paixi.games.jielong.actions import HALVES, PIPS, Action, Join, Lead, Sleep
from paixi.games.jielong.line import lead_ends, place


class ReferencePolicy:
    """rules/jielong.md §8: lead the biggest tile (low, high) / high half open;
    join the biggest tile, on L if it fits L; sleep the smallest (ties: hand order)."""

    needs_observation = True

    def __init__(self, seed: int | None = None) -> None:
        del seed

    def act(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        order = {INDEX[k]: i for i, k in reversed(list(enumerate(obs["hand"])))}
        leads = [a for a in legal if isinstance(a, Lead)]
        if leads:
            best = min(leads, key=lambda a: (-PIPS[a.tile], order[a.tile]))
            high = HALVES[best.tile][1]
            return next(a for a in leads if a.tile == best.tile and a.open_half in (None, high))
        joins = [a for a in legal if isinstance(a, Join)]
        if joins:
            best = min(joins, key=lambda a: (-PIPS[a.tile], order[a.tile]))
            return min((a for a in joins if a.tile == best.tile), key=lambda a: a.end)
        sleeps = [a for a in legal if isinstance(a, Sleep)]
        return min(sleeps, key=lambda a: (PIPS[a.tile], order[a.tile]))


_COPIES = tuple(t.copies for t in TILE_TYPES)


def unseen_counts(obs: dict[str, Any]) -> list[int]:
    """Per value 1-6: how many tiles the seat has not seen (others' hands,
    others' sleeps, undealt) show that value."""
    seen = [0] * len(KEYS)
    for k in obs["hand"] + obs["my_slept"]:
        seen[INDEX[k]] += 1
    for m in obs["moves"]:
        if m["kind"] != "sleep":
            seen[INDEX[m["tile"]]] += 1
    sets = obs["options"]["sets"]
    counts = [0] * 7
    for t in range(len(KEYS)):
        left = _COPIES[t] * sets - seen[t]
        if left:
            a, b = HALVES[t]
            counts[a] += left
            if b != a:
                counts[b] += left
    return counts


def voids(obs: dict[str, Any]) -> list[int]:
    """Per seat: bit ``v`` set when that seat slept with ``v`` at an open end
    (it holds no tile showing ``v``, with ``sleep_only_when_blocked``)."""
    out = [0] * obs["players"]
    if not obs["options"]["sleep_only_when_blocked"]:
        return out
    one = obs["options"]["open_ends"] == "one"
    left = right = 0
    for m in obs["moves"]:
        if m["kind"] == "lead":
            left, right = lead_ends(INDEX[m["tile"]], m["open_half"])
        elif m["kind"] == "join":
            left, right = place(left, right, INDEX[m["tile"]], 0 if m["end"] == "L" else 1)
        else:
            out[m["seat"]] |= (1 << right) | (0 if one else 1 << left)
    return out


class HeuristicAgent:
    """Plays to keep its own sleep total low and the others' high.

    A join is scored by the pips it sheds, plus how many of its own tiles can
    follow on the new open ends, minus how likely the other seats are to
    follow (unseen tiles showing those values, none for a seat known to be
    void in them). Leads are scored alike. Forced to sleep, it sleeps the tile
    with the fewest pips, keeping tiles that can still be joined.
    """

    needs_observation = True

    def __init__(self, seed: int | None = None, own: float = 2.0, theirs: float = 0.6) -> None:
        self.rng = random.Random(seed)
        self.own, self.theirs = own, theirs

    def act(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        hand = [INDEX[k] for k in obs["hand"]]
        one = obs["options"]["open_ends"] == "one"
        unseen = unseen_counts(obs)
        void = voids(obs)
        me = obs["seat"]
        active = [s for s, size in enumerate(obs["hand_sizes"]) if s != me and size > 0]
        # chance that a given other seat holds some tile showing v, roughly
        hidden_total = sum(obs["hand_sizes"][s] for s in active) + obs["undealt_count"]
        hidden_total += sum(obs["slept_counts"][s] for s in active)

        def others_follow(left: int, right: int) -> float:
            values = {right} if one else {left, right}
            risk = 0.0
            for s in active:
                share = obs["hand_sizes"][s] / hidden_total if hidden_total else 0.0
                for v in values:
                    if not void[s] >> v & 1:
                        risk += min(1.0, unseen[v] * share)
            return risk

        def mine_follow(rest: list[int], left: int, right: int) -> int:
            values = {right} if one else {left, right}
            return sum(1 for t in rest if values & set(HALVES[t]))

        best: tuple[float, int] | None = None
        choice = legal[0]
        for i, action in enumerate(legal):
            if isinstance(action, Sleep):
                rest = list(hand)
                rest.remove(action.tile)
                left, right = obs["ends"]["L"] or 0, obs["ends"]["R"] or 0
                score = -3.0 * PIPS[action.tile] + 0.5 * mine_follow(rest, left, right)
                score -= 100.0  # sleeping only when it must (or when nothing better)
            else:
                rest = list(hand)
                rest.remove(action.tile)
                if isinstance(action, Lead):
                    left, right = lead_ends(action.tile, action.open_half)
                else:
                    left, right = place(
                        obs["ends"]["L"] or 0, obs["ends"]["R"] or 0, action.tile, action.end
                    )
                score = (
                    PIPS[action.tile]
                    + self.own * min(mine_follow(rest, left, right), 3)
                    - self.theirs * others_follow(left, right)
                )
            key = (score, -i)
            if best is None or key > best:
                best, choice = key, action
        return choice
