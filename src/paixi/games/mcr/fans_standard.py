"""The fans of one standard reading of an MCR hand (docs/specs/mcr.md §16.3).

A standard reading is four sets and a pair: the declared sets plus a reading
of the concealed tiles. :func:`reading_fans` is steps 2-17 of §16.3 once, for
both callers: the scorer's one pass (:mod:`paixi.games.mcr.scoring_fast`),
which reads a hand's only reading off packed tables, and :func:`standard_fans`,
which scores a reading ``(pair, chows, pungs)`` of
:func:`~paixi.games.mcr.packed.scoring_readings` for the general procedure
(:mod:`paixi.games.mcr.best_reading`).

The sets are given as keys that add up over the hand's parts
(:mod:`paixi.games.mcr.set_tables`: a chow key, a pung mask), the concealed
chows as the waits they allow (:data:`~paixi.games.mcr.packed.WAIT_BITS`); the
sets' fans are records looked up by those keys, and every fan present carries
what it excludes as bits, or-ed as the fans are added, so step 15 clears
those bits' fans. The fans are counts by fan number
(:mod:`paixi.games.mcr.fan_counts`).
"""

from __future__ import annotations

from typing import Final

from paixi.games.mcr.exclusion import EXCLUDED_BITS, clear_excluded, excluded_by, wind_rule
from paixi.games.mcr.fan_counts import FanCounts, counts_of, pairs_of
from paixi.games.mcr.fans import (
    ALL_CHOWS,
    ALL_EVEN_PUNGS,
    ALL_FIVES,
    ALL_PUNGS,
    BIG_FOUR_WINDS,
    BIG_THREE_WINDS,
    CHICKEN_HAND,
    CLOSED_WAIT,
    DRAGON_PUNG,
    EDGE_WAIT,
    FOUR_CONCEALED_PUNGS,
    LAST_TILE_DRAW,
    LITTLE_FOUR_WINDS,
    LITTLE_THREE_DRAGONS,
    MELDED_HAND,
    OUT_WITH_REPLACEMENT_TILE,
    OUTSIDE_HAND,
    PUNG_OF_TERMINALS_OR_HONORS,
    SELF_DRAWN,
    SINGLE_WAIT,
    THREE_CONCEALED_PUNGS,
    TWO_CONCEALED_PUNGS,
    TWO_DRAGON_PUNGS,
)
from paixi.games.mcr.fans_sets import chow_set_fans
from paixi.games.mcr.hand_facts import HandFacts
from paixi.games.mcr.packed import NO_KEYS, chow_wait_bits, keys_without, seven_pairs_wait
from paixi.games.mcr.score_types import WinSituation
from paixi.games.mcr.set_tables import (
    _CHOWS,
    _PUNGS,
    EVENS,
    FIVES,
    OUTSIDE,
    PAIR_TRAITS,
    TERMINAL_CHOWS,
    chow_key,
    chow_record,
    pung_mask,
    pung_record,
)

TRAIT_FANS: Final = tuple(
    {OUTSIDE: OUTSIDE_HAND, FIVES: ALL_FIVES, EVENS: ALL_EVEN_PUNGS}.get(bit, 0) for bit in range(5)
)
"""The step 9 fan of each trait bit (:mod:`paixi.games.mcr.set_tables`), by the bit."""
_X: Final = EXCLUDED_BITS
_MIDDLE: Final = 34  # WAIT_BITS: bit 34 + t for a winning tile t in a chow's middle


def standard_fans(
    hand: HandFacts, pair: int, chows: tuple[int, ...], pungs: tuple[int, ...]
) -> FanCounts:
    """The fans of one standard reading (§16.3 steps 1-17; flowers come later).

    ``chows``/``pungs``: the concealed sets of the reading (sorted tuples of
    lowest tiles / tiles); ``pair``: its pair's tile. The per-hand fans
    (:meth:`HandFacts.standard_base`) are copied, the rest is :func:`reading_fans`.
    """
    base, excluded = hand.standard_base()  # steps 1, 3, 7, 10-13
    concealed = pung_mask(pungs)
    return reading_fans(
        counts_of(base),
        excluded,
        pair,
        chow_key(hand.pack_chows + chows),
        pung_mask(hand.pack_pungs) | concealed,
        concealed,
        chow_wait_bits(chows),
        1 << hand.win if hand.unique_wait else 0,
        keys_without(hand.part_keys, hand.win) if not hand.melds else NO_KEYS,
        len(hand.melds),
        hand.kongs,
        hand.concealed_kongs,
        hand.win,
        hand.sit.self_drawn,
        hand.sit,
    )


def reading_fans(
    fans: FanCounts,
    excluded: int,
    pair: int,
    chows: int,
    pungs: int,
    concealed: int,
    waits: int,
    unique: int,
    keys13: tuple[int, int, int, int],
    sets: int,
    kongs: int,
    concealed_kongs: int,
    win: int,
    self_drawn: bool,
    sit: WinSituation,
) -> FanCounts:
    """Steps 2-17 of §16.3 for one standard reading; returns ``fans``, completed.

    ``fans``: fresh :class:`~paixi.games.mcr.fan_counts.FanCounts` holding the
    hand's per-hand fans (steps 1, 3, 7,
    10-13), ``excluded`` what they exclude (bits); ``pair``: the pair's tile;
    ``chows``: all the reading's chows as a chow key; ``pungs``, ``concealed``:
    all its pungs and kongs, and its concealed pungs, as pung masks
    (:mod:`paixi.games.mcr.set_tables`); ``waits``: the concealed chows'
    :data:`~paixi.games.mcr.packed.WAIT_BITS`; ``unique``: a bit for each
    winning tile whose wait would be unique but for seven pairs
    (:func:`~paixi.games.mcr.packed.is_unique_wait`); ``keys13``: the concealed
    tiles before the win as :func:`~paixi.games.mcr.packed.part_keys` (read
    only without declared sets); ``sets``, ``kongs``, ``concealed_kongs``: the
    declared sets, kongs among them and concealed kongs among those; ``win``
    and ``self_drawn``: ``sit``'s (read once by the caller), ``sit`` for step 16.
    """
    # steps 5-6: the sets' own fans
    # (a record looked up, then read: compiled, ``get(...) or ...`` boxes it again)
    chow_rec = _CHOWS.get(chows)
    if chow_rec is None:
        chow_rec = chow_record(chows)
    chow_fans = chow_rec.fans
    chow_traits = int(chow_rec.traits)
    chow_excluded = int(chow_rec.excluded)
    n_chows = int(chow_rec.count)
    pung_rec = _PUNGS.get(pungs)
    if pung_rec is None:
        pung_rec = pung_record(pungs)
    pung_fans = pung_rec.fans
    wind_pungs = pung_rec.wind_pungs
    pung_traits = int(pung_rec.traits)
    pung_excluded = int(pung_rec.excluded)
    if pung_fans:
        fans.add(pung_fans)
    if pair < 27 and pair % 9 == 4 and chows in TERMINAL_CHOWS:  # terminal chows?
        terminal = chow_set_fans(chow_rec.chows, pair)
        chow_fans = pairs_of(terminal)
        chow_excluded = excluded_by(terminal)
    if chow_fans:
        fans.add(chow_fans)
    excluded |= chow_excluded | pung_excluded
    # steps 2-3: concealed pungs (a pung completed by a discard is melded,
    # unless the discard may complete a concealed chow instead)
    n = concealed_kongs
    left = concealed
    while left:  # its bits counted (compiled, int.bit_count is a method call)
        left &= left - 1
        n += 1
    if (
        concealed >> win & 1
        and not self_drawn
        and not (waits >> win & 1 or waits >> _MIDDLE + win & 1)
    ):
        n -= 1
    if n >= 2:
        if n == 4:
            fans.set(FOUR_CONCEALED_PUNGS, 1)
            excluded |= _X[FOUR_CONCEALED_PUNGS]
        elif n == 3:
            fans.set(THREE_CONCEALED_PUNGS, 1)
            excluded |= _X[THREE_CONCEALED_PUNGS]
        elif not (kongs == 2 and concealed_kongs == 2):
            fans.set(TWO_CONCEALED_PUNGS, 1)
            excluded |= _X[TWO_CONCEALED_PUNGS]
    # step 4: All Pungs
    if not n_chows and n != 4 and kongs != 4:
        fans.set(ALL_PUNGS, 1)
        excluded |= _X[ALL_PUNGS]
    # step 8: what the pair completes (the fans taken away exclude no more
    # than those that take their place)
    if n_chows == 4:
        if pair < 27:
            fans.set(ALL_CHOWS, 1)
            excluded |= _X[ALL_CHOWS]
    elif pair >= 31:
        if fans.get(DRAGON_PUNG) == 2:  # only the pungs' record gives Dragon Pung
            fans.clear(TWO_DRAGON_PUNGS)
            fans.set(LITTLE_THREE_DRAGONS, 1)
            excluded |= _X[LITTLE_THREE_DRAGONS]
    elif pair >= 27 and len(wind_pungs) == 3:
        fans.clear(BIG_THREE_WINDS)
        fans.set(LITTLE_FOUR_WINDS, 1)
        excluded |= _X[LITTLE_FOUR_WINDS]
    # step 9: Outside Hand, All Fives or All Even Pungs
    trait = PAIR_TRAITS[pair] & chow_traits & pung_traits
    if trait:
        fan = TRAIT_FANS[trait]
        fans.set(fan, 1)
        excluded |= _X[fan]
    # step 14: Edge, Closed or Single Wait, when the wait is unique (§16.4);
    # an end of a concealed chow scores Edge Wait only if no other tile completes
    if kongs != 4 and not fans.get(MELDED_HAND):
        if waits >> win & 1:
            wait = EDGE_WAIT
        elif waits >> _MIDDLE + win & 1:
            wait = CLOSED_WAIT
        else:
            wait = SINGLE_WAIT if win == pair else 0
        if wait and unique >> win & 1 and (sets or not seven_pairs_wait(keys13, win)):
            fans.set(wait, 1)
            excluded |= _X[wait]
    # step 15: exclusions, and their special cases
    had_big_three_winds = fans.get(BIG_THREE_WINDS) > 0
    clear_excluded(fans, excluded)
    if (
        self_drawn
        and fans.get(FOUR_CONCEALED_PUNGS)
        and not fans.get(LAST_TILE_DRAW)
        and not fans.get(OUT_WITH_REPLACEMENT_TILE)
    ):
        fans.set(SELF_DRAWN, 1)
    if had_big_three_winds:
        left = fans.get(PUNG_OF_TERMINALS_OR_HONORS) - 3
        if left > 0:
            fans.set(PUNG_OF_TERMINALS_OR_HONORS, left)
        else:
            fans.clear(PUNG_OF_TERMINALS_OR_HONORS)
    # step 16: the wind fans; step 17: Chicken Hand when nothing is left
    if wind_pungs and not fans.get(BIG_FOUR_WINDS):
        wind_rule(fans, wind_pungs, sit)
    if fans.is_empty():
        fans.set(CHICKEN_HAND, 1)
    return fans
