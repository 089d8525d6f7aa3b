"""争上游: redealing the cards a seat cannot see, consistently with what it has
seen (docs/specs/zhengshangyou.md §5.1, §7, §8; docs/design.md "Bots and analysis").

A searcher determinises a position by giving the other seats random hands of
the right sizes from the cards it cannot see. Some public or private events
pin down part of those hands, and a redeal that ignores them describes a game
that cannot be the real one:

* First hand, ``first_lead = heart3`` (§5.1): the first leader was dealt a ♥3.
  Until it has played a 3 it still holds one (rank level; which 3 leaves a
  hand is the engine's choice, so after that nothing is known).
* Tribute (§7), seen only by the two seats involved (§8):
  - the previous 上游 knows the 下游 gave its *highest* card, of rank ``g``:
    the 下游 was dealt nothing above ``g``, so now it holds no card above
    ``g`` except the returned card (if above ``g`` and not yet played); and
    it still holds a card of the returned rank until it plays that rank;
  - the previous 下游 knows the 上游 received a ``g``: the 上游 holds one
    until it returned or played that rank.

Constraints are kept as *pins* (seat → rank → cards of that rank it surely
holds) and *caps* (seat → highest rank of its other cards). The real deal
always satisfies them, so the redeal below always succeeds.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from paixi.equipment.poker import ZHENGSHANGYOU_ORDER, Card

THREE = 0


def played_ranks(hand_log: list[list[Any]], seat: int) -> Counter[int]:
    """Ranks ``seat`` has played this hand (from the public hand log)."""
    played: Counter[int] = Counter()
    for who, text in hand_log:
        if who == seat and text != "pass":
            played.update(ZHENGSHANGYOU_ORDER.index(t) for t in text.split())
    return played


def first_leader(state: Any) -> int | None:
    """The seat that led the first trick of hand 1 (the ♥3 holder), or None
    when nothing is known from it (other hands, ``first_lead = dealer``)."""
    if state.hand_no != 1 or state.options.first_lead != "heart3":
        return None
    if state.hand_log:
        return state.hand_log[0][0]
    return state.to_act


def constraints(state: Any, viewer: int) -> tuple[dict[int, Counter[int]], dict[int, int]]:
    """``(pins, caps)`` for redealing what ``viewer`` cannot see (module docstring).

    ``pins[s][r]``: seat ``s`` surely holds at least that many cards of rank
    ``r``; ``caps[s]``: every other card of ``s`` has rank ``<= caps[s]``.
    """
    pins: dict[int, Counter[int]] = {}
    caps: dict[int, int] = {}
    leader = first_leader(state)
    unplayed = leader is not None and not played_ranks(state.hand_log, leader)[THREE]
    if unplayed and leader is not None and leader != viewer:
        pins[leader] = Counter({THREE: 1})
    tribute = state.tribute
    if tribute is None:
        return pins, caps
    up, down = tribute["to"], tribute["from"]
    given, returned = tribute["given"], tribute["returned"]
    if viewer == up:
        played = played_ranks(state.hand_log, down)
        if returned is not None and played[returned] == 0:
            pins[down] = Counter({returned: 1})
        caps[down] = given
    elif viewer == down:
        kept = 1 - (returned == given) - played_ranks(state.hand_log, up)[given]
        if kept > 0:
            pins[up] = Counter({given: kept})
    return pins, caps


def redeal(
    pool: list[Card],
    sizes: dict[int, int],
    pins: dict[int, Counter[int]],
    caps: dict[int, int],
    rng: random.Random,
) -> dict[int, list[Card]]:
    """Deal ``pool`` to the seats of ``sizes`` (seat → card count) at random,
    honouring ``pins`` and ``caps`` (see :func:`constraints`). ``pool`` is
    consumed. Pinned cards are dealt first, then capped seats fill up from
    the cards they may hold, then the others share the rest."""
    rank = ZHENGSHANGYOU_ORDER.index
    rng.shuffle(pool)
    hands: dict[int, list[Card]] = {s: [] for s in sizes}
    for seat, wanted in pins.items():
        for r, count in wanted.items():
            for _ in range(count):
                found = [i for i, c in enumerate(pool) if rank(c.rank) == r]
                # a pinned 3 is the first leader's: the ♥3 itself when unseen (§5.1)
                i = min(found, key=lambda i: pool[i].suit != "H") if r == THREE else found[0]
                hands[seat].append(pool.pop(i))
    for seat, cap in caps.items():
        need = sizes[seat] - len(hands[seat])
        allowed = [i for i, c in enumerate(pool) if rank(c.rank) <= cap][:need]
        for i in reversed(allowed):
            hands[seat].append(pool.pop(i))
    for seat in sizes:
        need = sizes[seat] - len(hands[seat])
        hands[seat].extend(pool[:need])
        del pool[:need]
    return hands
