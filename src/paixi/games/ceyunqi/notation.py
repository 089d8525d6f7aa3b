"""测运气 position notation (docs/specs/ceyunqi.md, "Positions").

Four fields after the frame of :mod:`paixi.core.position`::

    <deal> <ring> <opening> <takes>

``deal`` the tiles ``d[0..]`` as keys joined by ``,`` (``-`` before the
shuffle); ``ring`` the deal indices left, in ring order (``*`` while every
tile is still face down, ``-`` when none is left); ``opening`` the opening
pair ``i,j`` (``-`` if none); ``takes`` the groups taken so far in order,
each its indices in ring order joined by ``.``, the groups joined by ``,``.
"""

from __future__ import annotations

from typing import Any

from paixi.core.errors import PositionError
from paixi.core.position import EMPTY, expect_fields, int_list, join_list, read
from paixi.equipment.dominoes import INDEX, PAIR_CLASS, check_multiset, read_key
from paixi.games.ceyunqi.ring import PAIR_VALUE

FIELDS = ("deal", "ring", "opening", "takes")
FACE_DOWN = "*"


def write(state: Any) -> list[str]:
    """The four fields of a :class:`CeyunqiState`."""
    ring = FACE_DOWN if state.ring is None else join_list(state.ring)
    takes = ",".join(".".join(map(str, ix)) for ix, _ in state.taken) or EMPTY
    return [
        join_list(state.tiles),
        ring,
        join_list(state.opening or ()),
        takes,
    ]


def take_value(state: Any, indices: tuple[int, ...]) -> int:
    """The value of a group of deal indices (in ring order): 3 for a pair, the
    triplet's score, 0 if the tiles are neither."""
    types = [state.types[i] for i in indices]
    if len(types) == 2:
        return PAIR_VALUE if PAIR_CLASS[types[0]] == PAIR_CLASS[types[1]] else 0
    return state.scores[types[0] * 441 + types[1] * 21 + types[2]]


def load(state: Any, fields: list[str]) -> None:
    """Set a fresh state from the fields; :class:`PositionError` if inconsistent."""
    expect_fields(fields, FIELDS, "ceyunqi")
    deal, ring, opening, takes = fields
    if deal == EMPTY:
        if (ring, opening, takes) != (FACE_DOWN, EMPTY, EMPTY):
            raise PositionError("before the shuffle the ring is * and opening and takes are -")
        return
    keys = [read(read_key, k, "deal") for k in deal.split(",")]
    read(lambda ks: check_multiset(ks, 1), tuple(keys), "deal")
    state.tiles = keys
    state.types = [INDEX[k] for k in keys]
    n = len(keys)
    if ring == FACE_DOWN:
        if (opening, takes) != (EMPTY, EMPTY):
            raise PositionError("while the tiles are face down there is no opening and no take")
        if n != 32:
            raise PositionError(f"a face-down deal is one whole set of 32 tiles, not {n}")
        return
    state.ring = int_list(ring, "ring", low=0)
    pair = int_list(opening, "opening", low=0)
    if pair and len(pair) != 2:
        raise PositionError(f"the opening is two tiles i,j, not {len(pair)}")
    state.opening = tuple(pair) if pair else None
    taken: list[tuple[tuple[int, ...], int]] = []
    for group in takes.split(",") if takes != EMPTY else []:
        ix = tuple(int_list(group, "take", sep=".", low=0))
        if len(ix) not in (2, 3):
            raise PositionError(f"take {group[:20]!r} is not 2 or 3 tiles")
        taken.append((ix, 0))
    used = [*state.ring, *pair, *(i for ix, _ in taken for i in ix)]
    bad = [i for i in used if i >= n]
    if bad:
        raise PositionError(f"tile index {bad[0]} is beyond the deal of {n} tiles")
    if sorted(used) != list(range(n)):
        twice = sorted({i for i in used if used.count(i) > 1})
        if twice:
            raise PositionError(f"tile {twice[0]} is in more than one of ring, opening and takes")
        missing = sorted(set(range(n)) - set(used))
        raise PositionError(f"tile {missing[0]} is in none of ring, opening and takes")
    if state.opening is not None:
        first, partner = state.opening
        if first != state.options.first_index:
            raise PositionError(
                f"the opening starts at the first tile d[{state.options.first_index}], not {first}"
            )
        if PAIR_CLASS[state.types[first]] != PAIR_CLASS[state.types[partner]]:
            raise PositionError(f"the opening {keys[first]} {keys[partner]} is not a pair")
    for ix, _ in taken:
        value = take_value(state, ix)
        if value <= 0:
            shown = " ".join(keys[i] for i in ix)
            raise PositionError(f"take {shown} is neither a pair nor a scoring triplet")
        state.taken.append((ix, value))
