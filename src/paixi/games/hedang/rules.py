"""合挡 lead and follow rules (docs/specs/hedang.md §5.1-5.2), as pure functions of a hand.

Hands and plays are sorted type indices (:mod:`paixi.equipment.domino_units`).
"""

from __future__ import annotations

from functools import lru_cache

from paixi.equipment.domino_units import (
    CLASS_OF,
    COPIES,
    HEDANG,
    SINGLE_RANK,
    Tiles,
    classify,
    remove,
    sub_multisets,
    units,
)

CLASS2 = CLASS_OF[HEDANG]


def holds_chang(tiles: Tiles) -> bool:
    """Does ``tiles`` contain a 长 (civil) tile?"""
    return any(COPIES[t] == 2 for t in tiles)


@lru_cache(maxsize=1 << 14)
def legal_leads(hand: Tiles, exempt_combos: str = "all") -> tuple[Tiles, ...]:
    """§5.1 打死不出点子: every unit of ``hand`` except single-duan and pair-duan
    while a 长 tile is held outside the unit; with ``exempt_combos="he_ren"``
    the 天九/地八 families (ranks 1-2) count as 短 leads too."""
    out = []
    for u in units(hand, HEDANG):
        unit = classify(u, HEDANG)
        assert unit is not None
        duan = unit.type in ("single-duan", "pair-duan")
        if unit.type.startswith("combo") and exempt_combos == "he_ren" and unit.rank <= 2:
            duan = True
        if duan and holds_chang(remove(hand, u) or ()):
            continue
        out.append(u)
    return tuple(out)


@lru_cache(maxsize=1 << 15)
def follow_options(hand: Tiles, led: Tiles) -> tuple[tuple[Tiles, ...], bool]:
    """§5.2 "cover with your biggest": ``(plays, face_up)``.

    A single lead of class C: the highest tiles of class C held (several when
    equal, like the two nines), face up; a longer lead of type X: the highest
    units of type X held, face up. Holding none: every multiset of the right
    size, face down.
    """
    lead = classify(led, HEDANG)
    assert lead is not None
    n = len(led)
    if n == 1:
        cls = CLASS2[led[0]]
        mine = sorted({t for t in hand if CLASS2[t] == cls})
        if mine:
            top = min(SINGLE_RANK[HEDANG][t] for t in mine)
            return tuple((t,) for t in mine if SINGLE_RANK[HEDANG][t] == top), True
        return sub_multisets(hand, 1), False
    mine_units = []
    for u in units(hand, HEDANG):
        unit = classify(u, HEDANG)
        if unit is not None and unit.type == lead.type:
            mine_units.append((unit.rank, u))
    if mine_units:
        top = min(r for r, _ in mine_units)
        return tuple(u for r, u in mine_units if r == top), True
    return sub_multisets(hand, n), False


def void_of(led: Tiles) -> str:
    """What a face-down follow to ``led`` shows (§7, §5.2): the seat holds no
    tile of the led class (``class:chang``) or no unit of the led type
    (``type:combo2``)."""
    if len(led) == 1:
        return f"class:{CLASS2[led[0]]}"
    unit = classify(led, HEDANG)
    return f"type:{unit.type if unit else 'zhizun'}"


def fits_voids(hand: Tiles, voids: frozenset[str]) -> bool:
    """Can a seat that showed ``voids`` hold ``hand`` now (hands only shrink)?"""
    for void in voids:
        kind, _, name = void.partition(":")
        if kind == "class" and any(CLASS2[t] == name for t in hand):
            return False
        if kind == "type":
            for u in units(hand, HEDANG):
                unit = classify(u, HEDANG)
                if unit is not None and unit.type == name:
                    return False
    return True
