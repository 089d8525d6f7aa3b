"""合挡 classes, units and beating, exhaustively against rules/hedang.md §1-2."""

from __future__ import annotations

from itertools import product

from paixi.equipment.domino_units import HEDANG, all_units, beats, classify
from paixi.equipment.dominoes import INDEX


def T(*keys: str) -> tuple[int, ...]:
    return tuple(sorted(INDEX[k] for k in keys))


CHANG = ["6-6", "1-1", "4-4", "1-3", "5-5", "3-3", "2-2", "5-6", "4-6", "1-6", "1-5"]
DUAN = [["4-5", "3-6"], ["2-6", "3-5"], ["3-4", "2-5"], ["1-4", "2-3"], ["2-4"], ["1-2"]]
FAMILY = [("6-6", ["4-5", "3-6"]), ("1-1", ["2-6", "3-5"]), ("4-4", ["3-4", "2-5"])]
FAMILY.append(("1-3", ["1-4", "2-3"]))


def spec_units() -> dict[tuple[int, ...], tuple[str, int]]:
    table: dict[tuple[int, ...], tuple[str, int]] = {}
    for r, k in enumerate(CHANG, 1):
        table[T(k)] = ("single-chang", r)
        table[T(k, k)] = ("pair-chang", r)
    for r, group in enumerate(DUAN, 1):
        for k in group:
            table[T(k)] = ("single-duan", r)
        if len(group) == 2:
            table[T(*group)] = ("pair-duan", r)
    for r, (z, (d1, d2)) in enumerate(FAMILY, 1):
        for d in (d1, d2):
            table[T(z, d)] = ("combo2", r)
            table[T(z, z, d)] = ("combo3", r)
        table[T(z, d1, d2)] = ("combo3", r)
        table[T(z, z, d1, d2)] = ("combo4", r)
    return table


SPEC = spec_units()


def test_the_engine_knows_exactly_the_spec_units() -> None:
    assert set(all_units(HEDANG)) == set(SPEC)
    for tiles, (kind, rank) in SPEC.items():
        unit = classify(tiles, HEDANG)
        assert unit is not None and (unit.type, unit.rank) == (kind, rank)
    assert classify(T("1-2", "2-4"), HEDANG) is None  # 幺二四 is only ever a 杠


def test_beating_every_pair_of_units() -> None:
    same = 0
    for (a, (ka, ra)), (b, (kb, rb)) in product(SPEC.items(), SPEC.items()):
        want = ka == kb and ra < rb
        assert beats(classify(a, HEDANG), classify(b, HEDANG)) == want, (a, b)
        same += ka == kb
    assert same > 300


def test_the_merged_long_class() -> None:
    def u(*k):
        return classify(T(*k), HEDANG)

    assert beats(u("2-2"), u("5-6"))  # 长二 above 斧头
    assert beats(u("5-6"), u("1-5"))
    assert not beats(u("6-6"), u("4-5"))  # 长 vs 短: never
    assert beats(u("2-2", "2-2"), u("5-6", "5-6"))
