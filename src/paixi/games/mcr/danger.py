"""How dangerous a discard is in MCR, from what the discarding seat can see (docs/specs/mcr.md §7, §17).

A discard another player wins on costs its discarder the win's points on
top of the 8 every loser pays (§17), so a player who is far from winning
should not feed a player who is near. Nobody's hand is visible, so the
danger of a tile is read from the table, as players do:

* **threat** of each opponent: how near they look to winning — more
  exposed sets and more turns played mean nearer (:func:`threat`);
* **tile danger** against that opponent (:func:`tile_danger`):
  a tile they discarded themselves is rarely a wait (genbutsu-like: MCR
  has no furiten, so not a certainty); a suited tile three ranks from one
  they discarded (suji) is safe from the two-sided waits that would take
  it; an honour whose other copies are all in sight can only complete
  Thirteen Orphans, one with one copy unseen only a single wait;
  terminals are safer than middle tiles; a seat whose exposed sets are all
  of one suit is after a flush, which makes that suit (and honours)
  dangerous and the others safe.

:func:`discard_danger` adds the threats times the tile dangers: the rough
expected share of a deal-in, in [0, 3].
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from paixi.equipment.mahjong import parse_tiles

HONOURS = 27
"""First honour face (faces 0-26 are the three suits)."""
_RANK_DANGER = (0.55, 0.75, 0.9, 1.0, 1.0, 1.0, 0.9, 0.75, 0.55)
"""Base danger of a suited tile by rank 1-9: middle tiles fit more waits."""
_HONOUR_DANGER = (0.02, 0.2, 0.45, 0.55)
"""Danger of an honour by the copies unseen (0-3) outside the discarder's hand."""


@dataclass(frozen=True)
class Opponent:
    """What is visible of one opponent: discarded faces, exposed-set suits, counts."""

    discarded: frozenset[int]
    meld_suits: tuple[int, ...]
    """The suit of each exposed set: 0-2, 3 for honours, -1 for a concealed kong (unseen)."""
    discards: int


def threat(opp: Opponent, wall_remaining: int) -> float:
    """How near ``opp`` looks to winning, in [0, 0.9]: each exposed set and
    each discard made brings a hand nearer; a short wall, everyone."""
    late = max(0.0, (60 - wall_remaining) / 60)
    return min(0.9, 0.03 * opp.discards + 0.18 * len(opp.meld_suits) + 0.25 * late)


def tile_danger(tile: int, opp: Opponent, unseen: Sequence[int]) -> float:
    """How likely ``tile`` is to be a wait of ``opp``, relative to a middle tile (about 0-1.5)."""
    if tile >= HONOURS:
        danger = _HONOUR_DANGER[min(3, unseen[tile])]
    else:
        rank = tile % 9
        danger = _RANK_DANGER[rank]
        suji = [tile + d for d in (-3, 3) if 0 <= rank + d < 9 and tile + d in opp.discarded]
        # a 4-6 is only safe from both its two-sided waits when both suji are out
        sides = 1 if rank in (0, 1, 2, 6, 7, 8) else 2
        danger *= 1.0 - 0.5 * min(len(suji), sides) / sides
    if tile in opp.discarded:
        danger *= 0.15
    suits = set(opp.meld_suits) - {-1, 3}
    if len(opp.meld_suits) >= 2 and len(suits) == 1:  # after a flush
        suit = suits.pop()
        own = tile >= HONOURS or tile // 9 == suit
        danger *= 1.5 if own else 0.3
    return danger


def read_opponents(obs: dict[str, Any]) -> dict[int, Opponent]:
    """The other seats of ``obs`` (an MCR observation) as :class:`Opponent` records."""
    me = obs["seat"]
    out = {}
    for seat in range(len(obs["discards"])):
        if seat == me:
            continue
        faces = [parse_tiles(tile)[0] for tile, _ in obs["discards"][seat]]
        suits = tuple(
            min(3, parse_tiles(m["tiles"])[0] // 9) if m.get("tiles") else -1
            for m in obs["melds"][seat]
        )
        out[seat] = Opponent(frozenset(faces), suits, len(faces))
    return out


def discard_danger(
    tile: int, opponents: dict[int, Opponent], unseen: Sequence[int], wall_remaining: int
) -> float:
    """The sum over opponents of threat × tile danger for discarding ``tile``."""
    return sum(
        threat(opp, wall_remaining) * tile_danger(tile, opp, unseen) for opp in opponents.values()
    )


def max_threat(opponents: dict[int, Opponent], wall_remaining: int) -> float:
    """The threat of the opponent who looks nearest to winning."""
    return max((threat(o, wall_remaining) for o in opponents.values()), default=0.0)
