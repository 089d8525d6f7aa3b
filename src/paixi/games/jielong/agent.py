"""接龙 computer players: the spec's reference policy (§8) and a heuristic agent.

Both choose from the observation only (``needs_observation``).
"""

from __future__ import annotations

import random
from typing import Any

from paixi.equipment.dominoes import INDEX, TILE_TYPES
from paixi.games.jielong.actions import HALVES, PIPS, Action, Join, Lead, Sleep
from paixi.games.jielong.line import lead_ends, place


class ReferencePolicy:
    """docs/specs/jielong.md §8: lead the biggest tile (low, high) / high half open;
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
            best_join = min(joins, key=lambda a: (-PIPS[a.tile], order[a.tile]))
            return min((a for a in joins if a.tile == best_join.tile), key=lambda a: a.end)
        sleeps = [a for a in legal if isinstance(a, Sleep)]
        return min(sleeps, key=lambda a: (PIPS[a.tile], order[a.tile]))


_COPIES = tuple(t.copies for t in TILE_TYPES)


def unseen_tiles(obs: dict[str, Any]) -> list[int]:
    """Per tile type: copies the seat has not seen (others' hands, others'
    sleeps, undealt)."""
    left = [c * obs["options"]["sets"] for c in _COPIES]
    for k in obs["hand"] + obs["my_slept"]:
        left[INDEX[k]] -= 1
    for m in obs["moves"]:
        if m["kind"] != "sleep":
            left[INDEX[m["tile"]]] -= 1
    return left


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


_BITS = tuple((1 << a) | (1 << b) for a, b in HALVES)


class HeuristicAgent:
    """Plays to keep its own sleep total low and the others' high.

    A lead or join is scored by the pips it sheds, plus ``own`` per own tile
    (up to ``own_cap``) that can follow on the new open ends, minus ``theirs``
    per tile each other seat is expected to hold that can follow them (its
    hand drawn from the tiles this seat has not seen; nothing for values it is
    known to be void in; the next seat counts ``next_weight``). Forced to
    sleep, it sleeps the tile whose pips are least likely to be shed later:
    pips × live/(live + ``dead``), ``live`` counting the unplayed tiles that
    share a value with it (a dead tile would be slept anyway).
    """

    needs_observation = True

    def __init__(
        self,
        seed: int | None = None,
        own: float = 2.0,
        theirs: float = 4.0,
        next_weight: float = 1.5,
        own_cap: int = 3,
        dead: float = 2.0,
    ) -> None:
        self.rng = random.Random(seed)
        self.own, self.theirs = own, theirs
        self.next_weight, self.own_cap, self.dead = next_weight, own_cap, dead

    def act(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        hand = [INDEX[k] for k in obs["hand"]]
        one = obs["options"]["open_ends"] == "one"
        unseen = unseen_tiles(obs)
        pool = sum(unseen)
        void = voids(obs)
        me, n = obs["seat"], obs["players"]
        sizes = obs["hand_sizes"]
        others = [(me + k) % n for k in range(1, n) if sizes[(me + k) % n]]
        cur_left, cur_right = obs["ends"]["L"] or 0, obs["ends"]["R"] or 0

        def others_follow(left: int, right: int) -> float:
            want = (1 << right) | (0 if one else 1 << left)
            risk = 0.0
            for rank, s in enumerate(others):
                values = want & ~void[s]
                matching = sum(c for t, c in enumerate(unseen) if c and _BITS[t] & values)
                weight = self.next_weight if rank == 0 else 1.0
                risk += weight * (matching * sizes[s] / pool if pool else 0.0)
            return risk

        def mine_follow(rest: list[int], left: int, right: int) -> int:
            want = (1 << right) | (0 if one else 1 << left)
            return sum(1 for t in rest if _BITS[t] & want)

        best: tuple[float, int] | None = None
        choice = legal[0]
        for i, action in enumerate(legal):
            rest = list(hand)
            rest.remove(action.tile)
            if isinstance(action, Sleep):
                # sleeping t costs pips(t) x the chance t could still be joined
                # later (a dead tile will be slept anyway)
                bits = _BITS[action.tile]
                live = sum(c for t, c in enumerate(unseen) if c and _BITS[t] & bits)
                live += sum(1 for t in rest if _BITS[t] & bits)
                score = -100.0 - PIPS[action.tile] * (live / (live + self.dead))
            else:
                if isinstance(action, Lead):
                    left, right = lead_ends(action.tile, action.open_half)
                else:
                    left, right = place(cur_left, cur_right, action.tile, action.end)
                score = (
                    PIPS[action.tile]
                    + self.own * min(mine_follow(rest, left, right), self.own_cap)
                    - self.theirs * others_follow(left, right)
                )
            key = (score, -i)
            if best is None or key > best:
                best, choice = key, action
        return choice
