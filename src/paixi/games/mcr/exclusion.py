"""The exclusion rules of MCR scoring (rules/mcr.md §14.2, §16.3 steps 15-17).

Fans are a ``{fan number: count}`` dict (:mod:`paixi.games.mcr.fans`).
:func:`exclude` drops every fan a present fan is "not counted with" (one
pass over a bit set per fan, §16.3 step 15); :func:`finish_standard` adds the
special cases of a standard reading (Self-Drawn back under Four Concealed
Pungs, the three Pungs of Terminals or Honors that Big Three Winds takes, the
wind fans of step 16 and Chicken Hand of step 17); :func:`wind_rule` is step
16 alone; :func:`points` sums the fan points.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from paixi.games.mcr.fans import (
    ALL_HONORS,
    ALL_TERMINALS_AND_HONORS,
    BIG_FOUR_WINDS,
    BIG_THREE_WINDS,
    CHICKEN_HAND,
    EXCLUDES,
    FAN_POINTS,
    FOUR_CONCEALED_PUNGS,
    LAST_TILE_DRAW,
    LITTLE_FOUR_WINDS,
    OUT_WITH_REPLACEMENT_TILE,
    PREVALENT_WIND,
    PUNG_OF_TERMINALS_OR_HONORS,
    SEAT_WIND,
    SELF_DRAWN,
)

if TYPE_CHECKING:
    from paixi.games.mcr.scoring import WinSituation

EXCLUDED_BITS: tuple[int, ...] = tuple(
    sum(1 << g for g in EXCLUDES.get(f, ())) for f in range(len(FAN_POINTS))
)
"""Per fan number, the fans it is "not counted with" as a bit set (§14.2)."""

_KEEPS_PTH = (BIG_THREE_WINDS, LITTLE_FOUR_WINDS, ALL_HONORS, ALL_TERMINALS_AND_HONORS)
"""Fans under which a wind pung's Prevalent/Seat Wind takes no Pung of T/H (step 16)."""


def points(fans: dict[int, int]) -> int:
    """Fan points of ``{fan: count}`` (flowers are added later)."""
    p = FAN_POINTS
    total = 0
    for f, n in fans.items():
        total += p[f] * n
    return total


def exclude(fans: dict[int, int]) -> None:
    """Remove every fan that a present fan is "not counted with" (§16.3 step 15)."""
    bits = EXCLUDED_BITS
    excluded = 0
    for f in fans:
        excluded |= bits[f]
    if excluded:
        for f in [f for f in fans if excluded >> f & 1]:
            del fans[f]


def finish_standard(fans: dict[int, int], wind_pungs: Sequence[int], sit: WinSituation) -> None:
    """Steps 15-17 of a standard reading: exclusions and their special cases,
    the wind fans, and Chicken Hand when nothing is left."""
    had_big_three_winds = BIG_THREE_WINDS in fans
    exclude(fans)
    if (
        FOUR_CONCEALED_PUNGS in fans
        and sit.self_drawn
        and LAST_TILE_DRAW not in fans
        and OUT_WITH_REPLACEMENT_TILE not in fans
    ):
        fans[SELF_DRAWN] = 1
    if had_big_three_winds and PUNG_OF_TERMINALS_OR_HONORS in fans:
        left = fans[PUNG_OF_TERMINALS_OR_HONORS] - 3
        if left > 0:
            fans[PUNG_OF_TERMINALS_OR_HONORS] = left
        else:
            del fans[PUNG_OF_TERMINALS_OR_HONORS]
    if wind_pungs and BIG_FOUR_WINDS not in fans:
        wind_rule(fans, wind_pungs, sit)
    if not fans:
        fans[CHICKEN_HAND] = 1


def wind_rule(fans: dict[int, int], wind_pungs: Sequence[int], sit: WinSituation) -> None:
    """Prevalent/Seat Wind for wind pungs, each taking one Pung of T/H (§16.3 step 16)."""
    keep_pth = False
    for f in _KEEPS_PTH:
        if f in fans:
            keep_pth = True
            break
    for w in wind_pungs:
        hit = False
        if w == sit.prevalent_wind:
            fans[PREVALENT_WIND] = 1
            hit = True
        if w == sit.seat_wind:
            fans[SEAT_WIND] = 1
            hit = True
        if hit and not keep_pth and fans.get(PUNG_OF_TERMINALS_OR_HONORS):
            fans[PUNG_OF_TERMINALS_OR_HONORS] -= 1
            if not fans[PUNG_OF_TERMINALS_OR_HONORS]:
                del fans[PUNG_OF_TERMINALS_OR_HONORS]
