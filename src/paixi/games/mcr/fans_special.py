"""The fans of MCR's special shapes (docs/specs/mcr.md §16.5, §16.6).

Thirteen Orphans, Honors and Knitted Tiles, Seven Shifted Pairs and Nine
Gates (:func:`special_shape`), Seven Pairs (:func:`seven_pairs_fans`) and the
knitted straight with its fourth set and pair (:func:`knitted_straight_fans`).
Each takes the hand's :class:`~paixi.games.mcr.hand_facts.HandFacts` and gives
a ``{fan number: count}`` dict with the exclusions applied.
"""

from __future__ import annotations

from typing import Final

from paixi.equipment.mahjong import TERMINALS
from paixi.games.mcr.decompose import CHOW, KONG, PUNG
from paixi.games.mcr.exclusion import exclude, points, wind_rule
from paixi.games.mcr.fan_counts import counts_of
from paixi.games.mcr.fans import (
    ALL_SIMPLES,
    ALL_TYPES,
    CLOSED_WAIT,
    CONCEALED_HAND,
    CONCEALED_KONG,
    DRAGON_PUNG,
    EDGE_WAIT,
    FULLY_CONCEALED_HAND,
    GREATER_HONORS_AND_KNITTED_TILES,
    KNITTED_STRAIGHT,
    LESSER_HONORS_AND_KNITTED_TILES,
    MELDED_KONG,
    NINE_GATES,
    NO_HONORS,
    PUNG_OF_TERMINALS_OR_HONORS,
    PURE_STRAIGHT,
    SEVEN_PAIRS,
    SEVEN_SHIFTED_PAIRS,
    SHORT_STRAIGHT,
    SINGLE_WAIT,
    THIRTEEN_ORPHANS,
    TILE_HOG,
    TWO_CONCEALED_PUNGS,
)
from paixi.games.mcr.hand_facts import HandFacts
from paixi.games.mcr.packed import UNIT, Form, is_unique_wait, keys_without
from paixi.games.mcr.special_keys import (
    Keys,
    is_honours_and_knitted,
    is_nine_gates,
    is_thirteen_orphans,
    seven_shifted_start,
)

_TERMINALS: Final = frozenset(TERMINALS)

# Nine Gates: extra fans by the winning tile's rank (§14.2 fan 4).
_NINE_GATES_EXTRA: Final[dict[int, tuple[tuple[int, int], ...]]] = {
    1: ((PURE_STRAIGHT, 1), (TILE_HOG, 1)),
    9: ((PURE_STRAIGHT, 1), (TILE_HOG, 1)),
    2: ((TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)),
    8: ((TWO_CONCEALED_PUNGS, 1), (SHORT_STRAIGHT, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)),
    5: ((TWO_CONCEALED_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)),
    3: ((SHORT_STRAIGHT, 1),),
    4: ((SHORT_STRAIGHT, 1),),
    6: ((SHORT_STRAIGHT, 1),),
    7: ((SHORT_STRAIGHT, 1),),
}


def special_shape(
    keys: Keys, win: int, method: dict[int, int]
) -> tuple[dict[int, int], str] | None:
    """Thirteen orphans, honours and knitted, seven shifted pairs or Nine Gates (§16.6), if any.

    For 14 concealed tiles, told by their part keys (:mod:`paixi.games.mcr.special_keys`);
    ``method``: the win-method fans (§16.2, shared: copied here). Returns the
    fans and the shape's name.
    """
    if is_thirteen_orphans(keys):
        fans = method.copy()
        fans[THIRTEEN_ORPHANS] = 1
        shape = "thirteen_orphans"
    elif is_honours_and_knitted(keys):  # every count 0 or 1
        fans = method.copy()
        honours = _held_count(keys[3])
        fans[
            GREATER_HONORS_AND_KNITTED_TILES if honours == 7 else LESSER_HONORS_AND_KNITTED_TILES
        ] = 1
        if honours == 5:  # nine suit tiles: the whole knitted straight
            fans[KNITTED_STRAIGHT] = 1
        shape = "honours_and_knitted"
    elif start := seven_shifted_start(keys):
        fans = method.copy()
        fans[SEVEN_SHIFTED_PAIRS] = 1
        if start == 2:  # 2 to 8: simples only
            fans[ALL_SIMPLES] = 1
        shape = "seven_shifted_pairs"
    elif is_nine_gates(keys_without(keys, win), win):
        fans = method.copy()
        fans[NINE_GATES] = 1
        for f, n in _NINE_GATES_EXTRA[win % 9 + 1]:
            fans[f] = n
        shape = "nine_gates"
    else:
        return None
    exclude(fans)
    return fans, shape


def _held_count(key: int) -> int:
    """How many faces a part key holds (counts 0 or 1)."""
    n = 0
    while key:
        key &= key - 1
        n += 1
    return n


def seven_pairs_fans(hand: HandFacts) -> dict[int, int]:
    """The seven-pairs reading (§16.6, D3: no set-defined tile or rank fans)."""
    fans = hand.win_method()
    fans[SEVEN_PAIRS] = 1
    fans.update(hand.tile_fans(True))
    hog = hand.tile_hog()
    if hog:
        fans[TILE_HOG] = hog
    exclude(fans)
    return fans


def knitted_straight_fans(hand: HandFacts, rest: int, readings: list[Form]) -> dict[int, int]:
    """The best reading of a knitted-straight hand; ``rest`` is what the nine
    knitted tiles leave, packed, and ``readings`` its standard readings
    (:func:`paixi.games.mcr.packed.knitted_rest`; §16.5)."""
    if hand.melds:
        meld = hand.melds[0]
        kind = {"chow": CHOW, "pung": PUNG, "kong": KONG}[meld.kind]
        pair = ((rest & -rest).bit_length() - 1) >> 3  # the rest is the pair
        options = [(kind, meld.first, not meld.concealed, pair)]
    else:  # the rest is a set and a pair, read one way only
        options = [
            (kind, tile, False, pair)
            for pair, chows, pungs in readings
            for kind, tiles in ((CHOW, chows), (PUNG, pungs))
            for tile in tiles
        ]
    best: dict[int, int] = {}
    for kind, tile, melded, pair in options:
        fans = _knitted_reading(hand, rest, kind, tile, melded, pair)
        if not best or points(fans) > points(best):
            best = fans
    return best


def _knitted_reading(
    hand: HandFacts, rest: int, kind: int, tile: int, melded: bool, pair: int
) -> dict[int, int]:
    """The fans of a knitted straight with this fourth set and pair (§16.5)."""
    sit = hand.sit
    fans = hand.win_method()
    fans[KNITTED_STRAIGHT] = 1
    if kind == CHOW:
        if pair < 27:
            fans[NO_HONORS] = 1
    elif tile >= 27:
        if tile < 31:
            fans[PUNG_OF_TERMINALS_OR_HONORS] = 1
            if pair >= 31:
                fans[ALL_TYPES] = 1
        else:
            fans[DRAGON_PUNG] = 1
            if 27 <= pair < 31:
                fans[ALL_TYPES] = 1
    else:
        if tile in _TERMINALS:
            fans[PUNG_OF_TERMINALS_OR_HONORS] = 1
        if pair < 27:
            fans[NO_HONORS] = 1
    hog = hand.tile_hog()
    if hog:
        fans[TILE_HOG] = hog
    if kind == KONG:
        fans[MELDED_KONG if melded else CONCEALED_KONG] = 1
    if not melded:
        fans[FULLY_CONCEALED_HAND if sit.self_drawn else CONCEALED_HAND] = 1
    wait = _knitted_wait(hand, rest, kind, tile, pair)
    if wait:
        fans[wait] = 1
    exclude(fans)
    if kind != CHOW and 27 <= tile < 31:  # the wind rule works on counts
        counts = counts_of(fans)
        wind_rule(counts, (tile,), sit)
        return counts.as_dict()
    return fans


def _knitted_wait(hand: HandFacts, rest: int, kind: int, tile: int, pair: int) -> int:
    """The wait fan of a knitted-straight hand (§16.5), or 0."""
    win = hand.win
    if not rest >> 8 * win & 0xFF:
        return 0
    if hand.melds:
        return SINGLE_WAIT
    if not is_unique_wait(rest - UNIT[win], win, 3):  # the rest's other tiles alone
        return 0
    if kind == CHOW and tile <= win <= tile + 2:
        return CLOSED_WAIT if win == tile + 1 else EDGE_WAIT
    return SINGLE_WAIT if win == pair else 0
