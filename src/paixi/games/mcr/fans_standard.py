"""The fans of one standard reading of an MCR hand (rules/mcr.md §16.3).

A standard reading is four sets and a pair: the declared sets (from
:class:`~paixi.games.mcr.hand_facts.HandFacts`) plus a reading of the
concealed tiles, ``(pair, chows, pungs)`` as
:func:`~paixi.games.mcr.decompose.scoring_readings` gives it. The steps of
§16.3 are one function each, in order; the per-hand fans (win method, kongs,
concealment, tile fans) are looked up, not recomputed per reading, and the
set-combination fans are table look-ups (:mod:`paixi.games.mcr.fans_sets`).
"""

from __future__ import annotations

from paixi.equipment.mahjong import TERMINALS, TERMINALS_AND_HONOURS
from paixi.games.mcr.exclusion import finish_standard
from paixi.games.mcr.fans import (
    ALL_CHOWS,
    ALL_EVEN_PUNGS,
    ALL_FIVES,
    ALL_PUNGS,
    BIG_THREE_WINDS,
    CLOSED_WAIT,
    DRAGON_PUNG,
    EDGE_WAIT,
    FOUR_CONCEALED_PUNGS,
    LITTLE_FOUR_WINDS,
    LITTLE_THREE_DRAGONS,
    MELDED_HAND,
    OUTSIDE_HAND,
    PUNG_OF_TERMINALS_OR_HONORS,
    SINGLE_WAIT,
    THREE_CONCEALED_PUNGS,
    TWO_CONCEALED_PUNGS,
    TWO_DRAGON_PUNGS,
)
from paixi.games.mcr.fans_sets import chow_set_fans
from paixi.games.mcr.hand_facts import HandFacts
from paixi.games.mcr.set_tables import (
    _CHOWS,
    _PUNGS,
    EVENS,
    FIVES,
    OUTSIDE,
    PAIR_TRAITS,
    chow_record,
    pung_record,
)

_TERMINALS = frozenset(TERMINALS)
_TERM_HON = frozenset(TERMINALS_AND_HONOURS)
_OUTSIDE_CHOWS = frozenset(s + r for s in (0, 9, 18) for r in (0, 6))  # 123 and 789
_FIVE_CHOWS = frozenset(s + r for s in (0, 9, 18) for r in (2, 3, 4))  # 345, 456, 567
_FIVES = frozenset((4, 13, 22))
_EVENS = frozenset(s + r for s in (0, 9, 18) for r in (1, 3, 5, 7))  # ranks 2, 4, 6, 8
_PUNG_KIND = tuple(
    DRAGON_PUNG if t >= 31 else PUNG_OF_TERMINALS_OR_HONORS if t >= 27 or t in _TERMINALS else 0
    for t in range(34)
)
"""Per tile, the fan a pung of it scores by itself (step 5), or 0."""


def standard_fans(
    hand: HandFacts, pair: int, chows: tuple[int, ...], pungs: tuple[int, ...]
) -> dict[int, int]:
    """The fans of one standard reading (§16.3 steps 1-17; flowers come later).

    ``chows``/``pungs``: the concealed sets of the reading (sorted tuples of
    lowest tiles / tiles); ``pair``: its pair's tile. The per-hand fans
    (:meth:`HandFacts.standard_base`) are copied, the sets' looked up
    (:mod:`paixi.games.mcr.set_tables`), the rest worked out here.
    """
    if hand.melds:
        all_chows = _merge(hand.pack_chows, chows)
        all_pungs = _merge(hand.pack_pungs, pungs)
    else:
        all_chows, all_pungs = chows, pungs
    fans = hand.standard_base().copy()  # steps 1, 3, 7, 10-13
    chow_fans, chow_traits = _CHOWS.get(all_chows) or chow_record(all_chows)
    pung_fans, wind_pungs, pung_traits = _PUNGS.get(all_pungs) or pung_record(all_pungs)
    fans.update(pung_fans)  # steps 5-6
    if len(all_chows) == 4 and pair < 27 and pair % 9 == 4:  # terminal chows? (step 6)
        chow_fans = chow_set_fans(all_chows, pair)
    if chow_fans:
        fans.update(chow_fans)
    # steps 2-3: concealed pungs (a pung completed by a discard is melded)
    n = len(pungs) + hand.concealed_kongs
    win = hand.win
    if pungs and win in pungs and not hand.sit.self_drawn:
        for t in chows:  # the discard may complete a chow instead
            if t <= win <= t + 2:
                break
        else:
            n -= 1
    if n >= 2:
        if n == 4:
            fans[FOUR_CONCEALED_PUNGS] = 1
        elif n == 3:
            fans[THREE_CONCEALED_PUNGS] = 1
        elif not (hand.kongs == 2 and hand.concealed_kongs == 2):
            fans[TWO_CONCEALED_PUNGS] = 1
    # step 4: All Pungs
    if not all_chows and n != 4 and hand.kongs != 4:
        fans[ALL_PUNGS] = 1
    # step 8: what the pair completes
    if len(all_chows) == 4:
        if pair < 27:
            fans[ALL_CHOWS] = 1
    elif pair >= 31:
        if pung_fans.get(DRAGON_PUNG) == 2:
            fans.pop(TWO_DRAGON_PUNGS, None)
            fans[LITTLE_THREE_DRAGONS] = 1
    elif pair >= 27 and len(wind_pungs) == 3:
        fans.pop(BIG_THREE_WINDS, None)
        fans[LITTLE_FOUR_WINDS] = 1
    # step 9: Outside Hand, All Fives or All Even Pungs
    trait = PAIR_TRAITS[pair] & chow_traits & pung_traits
    if trait:
        fans[TRAIT_FANS[trait]] = 1
    # step 14: Edge, Closed or Single Wait, when the wait is unique (§16.4)
    if MELDED_HAND not in fans and hand.kongs != 4:
        wait = wait_fan(chows, pair, win)
        if wait and hand.unique_wait:
            fans[wait] = 1
    finish_standard(fans, wind_pungs, hand.sit)  # steps 15-17
    return fans


TRAIT_FANS = {OUTSIDE: OUTSIDE_HAND, FIVES: ALL_FIVES, EVENS: ALL_EVEN_PUNGS}


def _merge(declared: tuple[int, ...], concealed: tuple[int, ...]) -> tuple[int, ...]:
    """Declared and concealed sets together, sorted."""
    if not declared:
        return concealed
    if not concealed:
        return declared
    return tuple(sorted(declared + concealed))


def wait_fan(chows: tuple[int, ...], pair: int, win: int) -> int:
    """Edge, Closed or Single Wait of a reading if its wait is unique, or 0.

    ``chows``: the concealed chows' lowest tiles.
    """
    middle = False
    for t in chows:
        if t <= win <= t + 2:
            if win == t + 1:
                middle = True
            else:
                return EDGE_WAIT
    if middle:
        return CLOSED_WAIT
    return SINGLE_WAIT if win == pair else 0
