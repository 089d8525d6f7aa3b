"""The MCR hand analyser: what an efficiency calculator tells a player (docs/specs/mcr.md §11-§16).

* 14 tiles (a hand on its turn): every distinct discard with the shanten it
  leaves, its effective tiles (faces that lower the shanten, with the copies
  still unseen) and the point plans it keeps (:mod:`.plans`), best first;
* 13 tiles (between turns): the shanten; when ready, every wait with the
  copies unseen and the fans and total of winning on it by a discard and by
  self-draw; otherwise the effective tiles and the plans.

"Unseen" copies are four minus those in the hand, in the declared sets and
in the tiles passed as seen (discards, other players' melds).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from paixi.core.errors import NotationError
from paixi.equipment.mahjong import EAST, NUM_FACES, Meld, Tile, format_tiles, tile_counts
from paixi.games.mcr.plans import PlanDistance, eight_point_distance, plan_distances
from paixi.games.mcr.scoring import ScoreResult, WinSituation, score_hand
from paixi.games.mcr.shanten import shanten_of_counts, waits_of_counts

PLANS_SHOWN = 4
"""Plans listed per discard (the nearest)."""


@dataclass(frozen=True)
class Effective:
    """A face that lowers the shanten, with its unseen copies."""

    tile: Tile
    unseen: int


@dataclass(frozen=True)
class DiscardOption:
    """One discard of a 14-tile hand and what it leaves."""

    tile: Tile
    shanten: int
    effective: tuple[Effective, ...]
    eight_point_distance: int
    plans: tuple[PlanDistance, ...]

    @property
    def effective_count(self) -> int:
        return sum(e.unseen for e in self.effective)


@dataclass(frozen=True)
class WaitOption:
    """One wait of a ready 13-tile hand: the win by a discard and by self-draw."""

    tile: Tile
    unseen: int
    by_discard: ScoreResult
    self_drawn: ScoreResult


@dataclass
class Analysis:
    """The analyser's answer; ``discards`` for 14 tiles, ``waits`` for a ready 13."""

    tiles: int
    shanten: int
    discards: list[DiscardOption] = field(default_factory=list)
    waits: list[WaitOption] = field(default_factory=list)
    effective: tuple[Effective, ...] = ()
    plans: tuple[PlanDistance, ...] = ()


def unseen_counts(
    concealed: Sequence[Tile], melds: Sequence[Meld], seen: Sequence[Tile]
) -> list[int]:
    """Copies of each face not in sight; :class:`NotationError` if over four are."""
    sight = tile_counts([*concealed, *(t for m in melds for t in m.tiles), *seen])
    for t in range(NUM_FACES):
        if sight[t] > 4:
            raise NotationError(f"{format_tiles([t])} is in sight {sight[t]} times (at most 4)")
    return [4 - sight[t] for t in range(NUM_FACES)]


def effective_tiles(
    counts: Sequence[int], packs: int, unseen: Sequence[int]
) -> tuple[Effective, ...]:
    """Faces that lower the shanten of a 13-tile (minus sets) hand."""
    now = shanten_of_counts(counts, packs)
    out = []
    work = list(counts)
    for t in range(NUM_FACES):
        if work[t] == 4:
            continue
        work[t] += 1
        if shanten_of_counts(work, packs) < now:
            out.append(Effective(t, unseen[t]))
        work[t] -= 1
    return tuple(out)


def analyze(
    concealed: Sequence[Tile],
    melds: Sequence[Meld] = (),
    seen: Sequence[Tile] = (),
    seat_wind: Tile = EAST,
    prevalent_wind: Tile = EAST,
    flowers: int = 0,
) -> Analysis:
    """Analyse a hand of ``concealed`` tiles and declared ``melds``.

    The hand must hold 14 or 13 tiles counting three per set (flowers aside).
    Raises :class:`NotationError` for another count or more than four copies
    of a face in sight.
    """
    packs = len(melds)
    size = len(concealed) + 3 * packs
    if size not in (13, 14) or any(t >= NUM_FACES for t in concealed):
        raise NotationError(
            f"a hand to analyse holds 13 or 14 playing tiles counting 3 per set, not {size}"
        )
    unseen = unseen_counts(concealed, melds, seen)
    counts = tile_counts(concealed)[:NUM_FACES]
    if size == 14:
        return _analyze_turn(counts, melds, unseen)
    situation = {"seat_wind": seat_wind, "prevalent_wind": prevalent_wind, "flowers": flowers}
    return _analyze_waiting(list(concealed), counts, melds, unseen, situation)


def _analyze_turn(counts: list[int], melds: Sequence[Meld], unseen: list[int]) -> Analysis:
    packs = len(melds)
    options = []
    for t in range(NUM_FACES):
        if not counts[t]:
            continue
        counts[t] -= 1
        options.append(
            DiscardOption(
                t,
                shanten_of_counts(counts, packs),
                effective_tiles(counts, packs, unseen),
                eight_point_distance(counts, melds),
                tuple(plan_distances(counts, melds)[:PLANS_SHOWN]),
            )
        )
        counts[t] += 1
    options.sort(key=lambda o: (o.shanten, -o.effective_count, o.eight_point_distance, o.tile))
    return Analysis(14, shanten_of_counts(counts, packs), discards=options)


def _analyze_waiting(
    concealed: list[Tile],
    counts: list[int],
    melds: Sequence[Meld],
    unseen: list[int],
    situation: dict[str, Any],
) -> Analysis:
    packs = len(melds)
    shanten = shanten_of_counts(counts, packs)
    result = Analysis(13, shanten, plans=tuple(plan_distances(counts, melds)[:PLANS_SHOWN]))
    if shanten > 0:
        result.effective = effective_tiles(counts, packs, unseen)
        return result
    in_hand = tile_counts([*concealed, *(t for m in melds for t in m.tiles)])
    for t in waits_of_counts(counts, packs):
        if in_hand[t] == 4:  # the hand holds every copy: no fifth to win on
            continue
        win = [*concealed]
        by_discard = score_hand(win, melds, WinSituation(win_tile=t, **situation))
        drawn = score_hand(win, melds, WinSituation(win_tile=t, self_drawn=True, **situation))
        result.waits.append(WaitOption(t, unseen[t], by_discard, drawn))
    return result
