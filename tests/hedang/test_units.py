"""合挡 classes, units and beating, exhaustively against docs/specs/hedang.md §1-2."""

from __future__ import annotations

from itertools import product

from paixi.equipment.domino_units import HEDANG, all_units, beats, classify
from tests.domino_tricks import T, spec_units

CHANG = ["6-6", "1-1", "4-4", "1-3", "5-5", "3-3", "2-2", "5-6", "4-6", "1-6", "1-5"]
"""§1: the 长 class by rank (正 and 幺 merged); the 短 class is the 点子 of 三门老."""

SPEC = spec_units([("chang", CHANG)], "duan")


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
