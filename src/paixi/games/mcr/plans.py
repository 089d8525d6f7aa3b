"""Point plans: how far a hand is from a win that carries a given fan (docs/specs/mcr.md §11, §14).

MCR needs 8 points to win (§12), so a player does not race for any winning
shape but for one that scores: a Pure Straight, a Mixed Triple Chow, Seven
Pairs, a flush... A *plan* is such a fan with the shape it forces, and its
*distance* is a shanten number (0 = ready, -1 = complete) of the hand
towards a winning shape holding that fan:

* fixed sets (straights, triple chows, shifted pungs and chows, the knitted
  straight): the tiles of the sets still missing, plus the shanten of the
  rest to the remaining sets and the pair. A declared set counts for the
  plan if it is one of its sets, else it uses up a free set;
* a restricted tile set (flushes, a voided suit, Outside Hand): the
  standard shanten of the tiles the plan allows (every other tile must go);
* a shape (Seven Pairs, All Pungs, Lesser Honors and Knitted Tiles,
  Thirteen Orphans): that shape's shanten.

The distance is an upper bound of the true one (it follows one way of
building the fan); it is what a player weighs when choosing a discard.
All functions take a counts vector of the concealed tiles (34 ints) and the
declared sets.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import permutations

from paixi.equipment.mahjong import Meld, Tile
from paixi.games.mcr import fans as F
from paixi.games.mcr.shanten import (
    KNITTED_ARRANGEMENTS,
    honours_and_knitted_shanten,
    seven_pairs_shanten,
    standard_shanten,
    thirteen_orphans_shanten,
)

FAR = 99
"""Distance of a plan the declared sets rule out."""

Distance = Callable[..., int]
"""``distance(counts, melds, cutoff=FAR)``: a plan's distance; a plan may
answer FAR as soon as it knows its distance is at least ``cutoff``."""


@dataclass(frozen=True)
class Plan:
    """A fan to aim for: its number (§14.1 table), a label and its distance function."""

    fan: int
    label: str
    distance: Distance

    @property
    def points(self) -> int:
        return F.FAN_POINTS[self.fan]

    @property
    def name_en(self) -> str:
        return F.FAN_NAMES_EN[self.fan]

    @property
    def name_zh(self) -> str:
        return F.FAN_NAMES_ZH[self.fan]


# --- distance builders -----------------------------------------------------------------------


def _meld_key(meld: Meld) -> tuple[Tile, ...]:
    return meld.tiles[:3]


def fixed_sets(chunks: tuple[tuple[Tile, ...], ...], free_sets: int) -> Distance:
    """Distance to ``chunks`` (sets of three, or one nine-tile knitted run) plus
    ``free_sets`` more sets and a pair."""

    def distance(counts: Sequence[int], melds: Sequence[Meld], cutoff: int = FAR) -> int:
        left = list(chunks)
        free = free_sets
        for meld in melds:
            key = _meld_key(meld)
            if key in left:
                left.remove(key)
            else:
                free -= 1
        if free < 0:
            return FAR
        rest = list(counts)
        missing = 0
        for chunk in left:
            for t in chunk:
                if rest[t]:
                    rest[t] -= 1
                else:
                    missing += 1
        if missing - 1 >= cutoff:  # the rest's shanten is -1 at best
            return FAR
        return missing + standard_shanten(rest, free)

    return distance


def restricted(allowed: frozenset[Tile], pairs_too: bool = True) -> Distance:
    """Distance to a winning hand using only ``allowed`` tiles (standard shape,
    or seven pairs when nothing is declared and ``pairs_too``)."""

    def distance(counts: Sequence[int], melds: Sequence[Meld], cutoff: int = FAR) -> int:
        if any(t not in allowed for m in melds for t in m.tiles):
            return FAR
        kept = [c if t in allowed else 0 for t, c in enumerate(counts)]
        best = standard_shanten(kept, 4 - len(melds))
        if pairs_too and not melds:
            best = min(best, seven_pairs_shanten(kept))
        return best

    return distance


def all_pungs(counts: Sequence[int], melds: Sequence[Meld], cutoff: int = FAR) -> int:
    """Distance to All Pungs (碰碰和): four pungs or kongs and a pair."""
    if any(m.kind == "chow" for m in melds):
        return FAR
    return standard_shanten(counts, 4 - len(melds), chows=False)


def concealed_only(shape: Callable[[Sequence[int]], int]) -> Distance:
    def distance(counts: Sequence[int], melds: Sequence[Meld], cutoff: int = FAR) -> int:
        return FAR if melds else shape(counts)

    return distance


_KNITTED = tuple(fixed_sets((arr,), 1) for arr in KNITTED_ARRANGEMENTS)


def knitted_straight(counts: Sequence[int], melds: Sequence[Meld], cutoff: int = FAR) -> int:
    """Distance to a Knitted Straight (组合龙) with a set and a pair."""
    best = cutoff
    for distance in _KNITTED:
        best = min(best, distance(counts, melds, best))
    return best if best < cutoff else FAR


# --- the plans -------------------------------------------------------------------------------

_SUIT_NAMES = "mps"


def _chow(suit: int, start: int) -> tuple[Tile, ...]:
    return (9 * suit + start, 9 * suit + start + 1, 9 * suit + start + 2)


def _pung(tile: Tile) -> tuple[Tile, ...]:
    return (tile, tile, tile)


def _suit_tiles(*suits: int) -> frozenset[Tile]:
    return frozenset(t for s in suits for t in range(9 * s, 9 * s + 9))


_HONOUR_TILES = frozenset(range(27, 34))
_OUTSIDE_TILES = frozenset(t for t in range(27) if t % 9 in (0, 1, 2, 6, 7, 8)) | _HONOUR_TILES


@cache
def all_plans() -> tuple[Plan, ...]:
    """Every plan, those worth 8 points or more first."""
    plans: list[Plan] = []
    for s in range(3):
        chunks: tuple[tuple[Tile, ...], ...] = (_chow(s, 0), _chow(s, 3), _chow(s, 6))
        plans.append(Plan(F.PURE_STRAIGHT, f"123-456-789{_SUIT_NAMES[s]}", fixed_sets(chunks, 1)))
    for a in range(7):
        for step in (1, 2):
            if a + 2 * step > 6:
                continue
            for s in range(3):
                chunks = tuple(_chow(s, a + k * step) for k in range(3))
                label = (
                    "-".join(
                        f"{a + k * step + 1}{a + k * step + 2}{a + k * step + 3}" for k in range(3)
                    )
                    + _SUIT_NAMES[s]
                )
                plans.append(Plan(F.PURE_SHIFTED_CHOWS, label, fixed_sets(chunks, 1)))
    for a in range(7):
        chunks = tuple(_chow(s, a) for s in range(3))
        plans.append(Plan(F.MIXED_TRIPLE_CHOW, f"{a + 1}{a + 2}{a + 3} x3", fixed_sets(chunks, 1)))
    for perm in permutations(range(3)):
        chunks = tuple(_chow(s, 3 * k) for k, s in enumerate(perm))
        label = "".join(
            f"{3 * k + 1}{3 * k + 2}{3 * k + 3}{_SUIT_NAMES[s]}" for k, s in enumerate(perm)
        )
        plans.append(Plan(F.MIXED_STRAIGHT, label, fixed_sets(chunks, 1)))
        for a in range(7):
            chunks = tuple(_pung(9 * s + a + k) for k, s in enumerate(perm))
            label = "".join(f"{a + k + 1}{_SUIT_NAMES[s]}" for k, s in enumerate(perm))
            plans.append(Plan(F.MIXED_SHIFTED_PUNGS, label, fixed_sets(chunks, 1)))
    plans.append(Plan(F.KNITTED_STRAIGHT, "147-258-369", knitted_straight))
    plans.append(Plan(F.SEVEN_PAIRS, "7 pairs", concealed_only(seven_pairs_shanten)))
    plans.append(
        Plan(
            F.LESSER_HONORS_AND_KNITTED_TILES,
            "knitted + honours",
            concealed_only(honours_and_knitted_shanten),
        )
    )
    plans.append(Plan(F.THIRTEEN_ORPHANS, "13 orphans", concealed_only(thirteen_orphans_shanten)))
    for s in range(3):
        plans.append(Plan(F.FULL_FLUSH, _SUIT_NAMES[s], restricted(_suit_tiles(s))))
    for s in range(3):
        allowed = _suit_tiles(s) | _HONOUR_TILES
        plans.append(Plan(F.HALF_FLUSH, f"{_SUIT_NAMES[s]}+z", restricted(allowed)))
    plans.append(Plan(F.ALL_PUNGS, "pungs", all_pungs))
    plans.append(Plan(F.OUTSIDE_HAND, "terminals/honours", restricted(_OUTSIDE_TILES, False)))
    for s in range(3):
        others = [o for o in range(3) if o != s]
        allowed = _suit_tiles(*others) | _HONOUR_TILES
        plans.append(Plan(F.ONE_VOIDED_SUIT, f"no {_SUIT_NAMES[s]}", restricted(allowed)))
    plans.sort(key=lambda p: -p.points)
    return tuple(plans)


EIGHT_POINT_SLACK = {F.HALF_FLUSH: 1, F.ALL_PUNGS: 1}
"""Plans under 8 points that a player may still aim at, with the tiles of
distance a cheap extra fan usually costs (a Half Flush with a dragon pung,
All Pungs with two concealed pungs)."""


@dataclass(frozen=True)
class PlanDistance:
    plan: Plan
    distance: int


def plan_distances(counts: Sequence[int], melds: Sequence[Meld]) -> list[PlanDistance]:
    """Every plan's distance, nearest first (ties: more points first); plans
    the declared sets rule out are left out."""
    out = []
    for plan in all_plans():
        d = plan.distance(counts, melds)
        if d < FAR:
            out.append(PlanDistance(plan, d))
    out.sort(key=lambda pd: (pd.distance, -pd.plan.points))
    return out


@cache
def eight_point_plans() -> tuple[tuple[Plan, int], ...]:
    """The plans that reach 8 points, each with the extra distance it costs
    (:data:`EIGHT_POINT_SLACK`; 0 for plans of 8 points and more)."""
    out = []
    for plan in all_plans():
        if plan.points >= 8:
            out.append((plan, 0))
        elif plan.fan in EIGHT_POINT_SLACK:
            out.append((plan, EIGHT_POINT_SLACK[plan.fan]))
    return tuple(out)


def eight_point_distance(counts: Sequence[int], melds: Sequence[Meld], cutoff: int = FAR) -> int:
    """Least distance to a win worth 8 points by a plan: plans of 8 points and
    more as they are, Half Flush and All Pungs one tile further (§12).
    Distances of ``cutoff`` or more may all be reported as FAR."""
    best = cutoff
    for plan, extra in eight_point_plans():
        d = plan.distance(counts, melds, best - extra) + extra
        if d < best:
            best = d
    return best if best < cutoff else FAR
