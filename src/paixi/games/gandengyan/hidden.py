"""干瞪眼: redealing the cards a seat cannot see, consistently with what it has
seen (docs/specs/gandengyan.md §6.3, §8; docs/design.md "Bots and analysis").

A searcher determinises a position by dealing the other hands (at their known
sizes) and the stock from the cards it cannot see. One public event pins part
of a hand: a seat that **could not lead** (§6.3) held nothing but jokers at
that moment. It keeps those jokers until it plays them (the joker readings of
every play are public), so every later redeal must give it at least that many
jokers; its other cards were drawn since, and are as unknown as the stock.
"""

from __future__ import annotations

import random
from typing import Any

from paixi.equipment.poker import Card


def pinned_jokers(log: list[list[Any]], sizes: list[int], viewer: int) -> dict[int, int]:
    """Seat → jokers it surely holds, from the public log of this hand.

    Walks the log backwards from the present, counting each seat's draws and
    played cards; at a seat's latest ``cannot_lead`` its hand size then is
    ``size now - draws since + cards played since``, all jokers, of which the
    jokers played since are gone.
    """
    first = next((i for i, e in enumerate(log) if e[1] == "cannot_lead"), None)
    if first is None:  # the usual case: nothing to pin, and no need to walk the log
        return {}
    drawn = [0] * len(sizes)
    played = [0] * len(sizes)
    jokers_played = [0] * len(sizes)
    pins: dict[int, int] = {}
    for entry in reversed(log[first:]):
        seat, kind = entry[0], entry[1]
        if kind == "draw":
            drawn[seat] += 1
        elif kind == "play":
            tokens = entry[2].split()
            played[seat] += len(tokens)
            jokers_played[seat] += sum(t.startswith("*") for t in tokens)
        elif kind == "cannot_lead" and seat != viewer and seat not in pins:
            then = sizes[seat] - drawn[seat] + played[seat]
            if then - jokers_played[seat] > 0:
                pins[seat] = then - jokers_played[seat]
    return pins


def redeal(
    pool: list[Card], sizes: dict[int, int], pins: dict[int, int], rng: random.Random
) -> tuple[dict[int, list[Card]], list[Card]]:
    """Deal ``pool`` at random into hands of ``sizes`` (seat → count), each
    pinned seat getting at least ``pins[seat]`` jokers; the rest is the stock
    (in random order). ``pool`` is consumed."""
    rng.shuffle(pool)
    hands: dict[int, list[Card]] = {s: [] for s in sizes}
    for seat, count in pins.items():
        for _ in range(count):
            i = next(i for i, c in enumerate(pool) if c.is_joker)
            hands[seat].append(pool.pop(i))
    for seat in sizes:
        need = sizes[seat] - len(hands[seat])
        hands[seat].extend(pool[:need])
        del pool[:need]
    return hands, pool
