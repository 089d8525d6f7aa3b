"""The general procedure of §16.1: every shape and reading of a hand, the best kept (docs/specs/mcr.md §16).

:func:`best_fans` scores a hand's special shapes (§16.6), knitted straight
(§16.5), every standard reading (§16.3) and seven pairs (§16.6) and keeps
the one with the most points; ties prefer Pure Triple Chow / Triple Pung,
then a standard reading over seven pairs, then the first reading in the
oracle's order (:func:`reading_order`). The common case (one standard
reading, no other shape possible) is also written out in one pass in
:mod:`paixi.games.mcr.scoring_fast`.
"""

from __future__ import annotations

from paixi.games.mcr.exclusion import points
from paixi.games.mcr.fan_counts import FanCounts
from paixi.games.mcr.fans import PURE_TRIPLE_CHOW, TRIPLE_PUNG
from paixi.games.mcr.fans_special import knitted_straight_fans, seven_pairs_fans, special_shape
from paixi.games.mcr.fans_standard import standard_fans
from paixi.games.mcr.hand_facts import HandFacts
from paixi.games.mcr.packed import (
    ODD,
    Form,
    knitted_rest,
    may_be_knitted,
    may_be_special,
    scoring_readings,
)


def best_fans(hand: HandFacts) -> tuple[dict[int, int], str] | None:
    """The fans of the best reading and its shape name, or ``None`` if no winning shape (§16.1).

    A knitted straight with a set and a pair has no standard reading and is
    no seven pairs (each suit's three knitted tiles would need a pair and two
    sets of their own), so it is looked for only when neither is found.
    """
    b14 = hand.b14
    melds = hand.melds
    if not melds and may_be_special(hand.part_keys, hand.win):
        special = special_shape(hand.part_keys, hand.win, hand.win_method())
        if special is not None:
            return special
    readings = scoring_readings(b14)
    pairs = not melds and not b14 & ODD  # seven pairs: every count even (§11 shape 2)
    if len(readings) == 1 and not pairs:  # the usual case: one reading
        pair, chows, pungs = readings[0]
        return standard_fans(hand, pair, chows, pungs).as_dict(), "standard"
    if not readings and not pairs:
        if len(melds) <= 1 and may_be_knitted(hand.part_keys):
            found = knitted_rest(b14, hand.part_keys)
            if found is not None:
                return knitted_straight_fans(hand, *found), "knitted_straight"
        return None
    best: FanCounts | None = None
    best_key: tuple[int, int, int] = (-1, 0, 0)
    best_reading = readings[0] if readings else None
    for reading in readings:
        pair, chows, pungs = reading
        counts = standard_fans(hand, pair, chows, pungs)
        key = standard_key(counts)
        if is_better(key, reading, best_key, best_reading):
            best, best_key, best_reading = counts, key, reading
    if pairs:
        fans = seven_pairs_fans(hand)
        if (points(fans), 0, 0) > best_key:
            return fans, "seven_pairs"
    return None if best is None else (best.as_dict(), "standard")


def standard_key(counts: FanCounts) -> tuple[int, int, int]:
    """How a standard reading's fans rank (§16.1): points, then Pure Triple Chow
    or Triple Pung (§18 D1), then 1 (above seven pairs' 0 on a tie)."""
    triple = counts.get(PURE_TRIPLE_CHOW) or counts.get(TRIPLE_PUNG)
    return (counts.points(), int(triple > 0), 1)


def is_better(
    key: tuple[int, int, int],
    reading: Form,
    best_key: tuple[int, int, int],
    best_reading: Form | None,
) -> bool:
    """Whether a standard reading ranked ``key`` beats the best so far; ties go
    to the first in :func:`reading_order`."""
    return key > best_key or (
        key == best_key
        and best_reading is not None
        and reading_order(reading) < reading_order(best_reading)
    )


def reading_order(reading: tuple[int, tuple[int, ...], tuple[int, ...]]) -> list[tuple[int, int]]:
    """Order of readings for ties (§16.1 "any maximal reading"): that of the oracle.

    PyMahjongGB finds readings by taking sets from the lowest tile up, a pung
    before a chow, and keeps the first best one; sorting the readings by their
    sets in that order makes ties come out as in the vectors.
    """
    return sorted([(t, 0) for t in reading[2]] + [(t, 1) for t in reading[1]])
