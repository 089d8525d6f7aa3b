"""The exclusion rules of MCR scoring (docs/specs/mcr.md §14.2, §16.3 steps 15-17).

Fans are a ``{fan number: count}`` dict (:mod:`paixi.games.mcr.fans`), or
counts by fan number in a standard reading (:mod:`paixi.games.mcr.fan_counts`).
:func:`exclude` drops every fan a present fan is "not counted with" (one
pass over a bit set per fan, §16.3 step 15); :func:`excluded_by` gives those
fans as bits (the tables of fans keep them, so a standard reading or-s them
instead and takes them from its counts: :func:`clear_excluded`);
:func:`wind_rule` is step 16, on counts; :func:`points` sums the fan points.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Final

from paixi.games.mcr.fans import (
    ALL_HONORS,
    ALL_TERMINALS_AND_HONORS,
    BIG_THREE_WINDS,
    EXCLUDES,
    FAN_POINTS,
    LITTLE_FOUR_WINDS,
    PREVALENT_WIND,
    PUNG_OF_TERMINALS_OR_HONORS,
    SEAT_WIND,
)

if TYPE_CHECKING:  # (fan_counts imports this module)
    from paixi.games.mcr.fan_counts import FanCounts
    from paixi.games.mcr.scoring import WinSituation

_EXCLUDABLE: Final = sorted({g for fans in EXCLUDES.values() for g in fans})
EXCLUDED_AT: Final[tuple[int, ...]] = tuple(
    _EXCLUDABLE.index(f) if f in _EXCLUDABLE else 63 for f in range(len(FAN_POINTS))
)
"""Per fan number, its bit in a set of excluded fans: the 44 fans that some
fan excludes take bits 0-43, so a set fits in 64 bits (a C integer when
compiled); bit 63, never set, stands for the fans nothing excludes."""
EXCLUDED_BITS: Final[tuple[int, ...]] = tuple(
    sum(1 << EXCLUDED_AT[g] for g in EXCLUDES.get(f, ())) for f in range(len(FAN_POINTS))
)
"""Per fan number, the fans it is "not counted with" as a bit set (§14.2,
bits :data:`EXCLUDED_AT`)."""

_KEEPS_PTH: Final = (BIG_THREE_WINDS, LITTLE_FOUR_WINDS, ALL_HONORS, ALL_TERMINALS_AND_HONORS)
"""Fans under which a wind pung's Prevalent/Seat Wind takes no Pung of T/H (step 16)."""


FAN_OF_BIT: Final[tuple[int, ...]] = tuple(_EXCLUDABLE)
"""Per bit of :data:`EXCLUDED_AT`, its fan number (the inverse)."""


def points(fans: dict[int, int]) -> int:
    """Fan points of ``{fan: count}`` (flowers are added later)."""
    p = FAN_POINTS
    total = 0
    for f, n in fans.items():
        total += p[f] * n
    return total


def excluded_by(fans: Iterable[int]) -> int:
    """The fans that ``fans`` (numbers) are "not counted with", as bits (§14.2)."""
    bits = EXCLUDED_BITS
    excluded = 0
    for f in fans:
        excluded |= bits[f]
    return excluded


def exclude(fans: dict[int, int]) -> None:
    """Remove every fan that a present fan is "not counted with" (§16.3 step 15)."""
    excluded = excluded_by(fans)
    if excluded:
        at = EXCLUDED_AT
        for f in [f for f in fans if excluded >> at[f] & 1]:
            del fans[f]


def clear_excluded(counts: FanCounts, excluded: int) -> None:
    """Take away every fan present in counts that the bits ``excluded`` name
    (§16.3 step 15; machine ints where compiled, read bit by bit)."""
    fan_of = FAN_OF_BIT
    hit = excluded & int(counts.excludable)
    while hit:
        low = hit & -hit
        counts.clear(fan_of[low.bit_length() - 1])
        hit ^= low


def wind_rule(counts: FanCounts, wind_pungs: tuple[int, ...], sit: WinSituation) -> None:
    """Prevalent/Seat Wind for wind pungs, each taking one Pung of T/H (§16.3 step 16)."""
    keep_pth = False
    for f in _KEEPS_PTH:
        if counts.get(f):
            keep_pth = True
            break
    prevalent = sit.prevalent_wind  # read once: a Python object's attribute, compiled
    seat = sit.seat_wind
    for w in wind_pungs:
        hit = False
        if w == prevalent:
            counts.set(PREVALENT_WIND, 1)
            hit = True
        if w == seat:
            counts.set(SEAT_WIND, 1)
            hit = True
        if hit and not keep_pth:
            pth = counts.get(PUNG_OF_TERMINALS_OR_HONORS)
            if pth > 1:
                counts.set(PUNG_OF_TERMINALS_OR_HONORS, pth - 1)
            elif pth:
                counts.clear(PUNG_OF_TERMINALS_OR_HONORS)
