"""The game's bridge to the fan scorer (docs/specs/mcr.md §12, §13, §16).

The game only asks two things of a complete hand: does it reach the 8-point
minimum (without flowers), and what is it worth (with flowers). This module
turns the game's situation into the scorer's input and keeps the part of the
answer the game records.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from paixi.equipment.mahjong import Meld, Tile


@dataclass(frozen=True, slots=True)
class WinEvaluation:
    """A scored complete hand.

    ``fans``: ``(English name, Chinese name, points per unit, count)`` in the
    spec's order; ``fan_points`` excludes flowers, ``total`` includes them.
    """

    win_tile: Tile
    meets_minimum: bool
    fan_points: int
    total: int
    fans: tuple[tuple[str, str, int, int], ...]


def evaluate_win(
    before: Sequence[Tile],
    melds: Sequence[Meld],
    win_tile: Tile,
    *,
    self_drawn: bool,
    last_copy: bool,
    kong_related: bool,
    wall_last: bool,
    seat_wind: int,
    prevalent_wind: int,
    flowers: int,
) -> WinEvaluation:
    """Score a win: ``before`` = concealed tiles without the winning tile (§13).

    Winds are 0-3 (E, S, W, N). The hand must be a complete shape (the game
    checks that first).
    """
    from paixi.games.mcr.scoring import WinSituation, score_hand

    situation = WinSituation(
        win_tile=win_tile,
        self_drawn=self_drawn,
        last_copy=last_copy,
        kong_related=kong_related,
        wall_last=wall_last,
        seat_wind=27 + seat_wind,
        prevalent_wind=27 + prevalent_wind,
        flowers=flowers,
    )
    result = score_hand(list(before), list(melds), situation)
    fans = tuple((f.name_en, f.name_zh, f.points, f.count) for f in result.fans)
    return WinEvaluation(win_tile, result.meets_minimum, result.fan_points, result.total, fans)
