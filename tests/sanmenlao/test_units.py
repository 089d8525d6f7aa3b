"""三门老 classes, units and beating, checked exhaustively against the spec's
tables (docs/specs/sanmenlao.md §1-2, §5.2)."""

from __future__ import annotations

from itertools import product

import pytest

from paixi.equipment.domino_units import (
    SANMEN,
    all_units,
    beats,
    classify,
    dice_class,
    first_player,
    stack_owners,
    units,
)
from tests.domino_tricks import T, spec_units

# The spec's tables, written out independently of the engine (with
# tests/domino_tricks.py: the 点子 ranks and the combination families), rank 1 highest.
ZHENG = ["6-6", "1-1", "4-4", "1-3", "5-5", "3-3", "2-2"]
YAO = ["5-6", "4-6", "1-6", "1-5"]

SPEC = spec_units([("zheng", ZHENG), ("yao", YAO)], "dianzi")
SPEC[T("1-2", "2-4")] = ("zhizun", 1)


def test_the_engine_knows_exactly_the_spec_units() -> None:
    assert set(all_units(SANMEN)) == set(SPEC)
    for tiles, (kind, rank) in SPEC.items():
        unit = classify(tiles, SANMEN)
        assert unit is not None and (unit.type, unit.rank, unit.size) == (kind, rank, len(tiles))


@pytest.mark.parametrize("scope", ["any_two_tile", "dianzi_pair"])
def test_beating_every_pair_of_units(scope: str) -> None:
    """Same type: strictly better rank beats; equal never. 幺二四 by its scope."""
    checked = 0
    for (a, (ka, ra)), (b, (kb, rb)) in product(SPEC.items(), SPEC.items()):
        ua, ub = classify(a, SANMEN), classify(b, SANMEN)
        if kb == "zhizun":
            want = False
        elif ka == "zhizun":
            want = len(b) == 2 if scope == "any_two_tile" else kb == "pair-dianzi"
        else:
            want = ka == kb and ra < rb
        assert beats(ua, ub, scope) == want, (a, b)
        checked += ka == kb
    assert checked > 300


def test_seed_examples_of_beating() -> None:
    def u(*k):
        return classify(T(*k), SANMEN)

    assert beats(u("4-4", "3-4"), u("1-3", "1-4"))  # 人七 beats 和五
    assert beats(u("1-1", "2-6"), u("4-4", "2-5"))  # 地八 beats 人七
    assert beats(u("6-6", "3-6"), u("1-1", "3-5"))  # 天九 beats 地八
    assert not beats(u("6-6", "4-5"), u("2-2", "2-2"))  # 天九 vs 双长二: other type
    assert not beats(u("6-6", "6-6"), u("1-3", "2-3"))  # 双天 vs 和五
    assert not beats(u("4-5"), u("3-6"))  # equal rank never beats


def test_non_units() -> None:
    for keys in [
        ("6-6", "2-6"),
        ("5-5", "5-5", "4-5"),
        ("2-4", "1-4"),
        ("1-2", "1-4"),
        ("1-5", "5-6"),
    ]:
        assert classify(T(*keys), SANMEN) is None


def test_units_of_a_hand_list_each_multiset_once() -> None:
    hand = T("6-6", "6-6", "4-5", "3-6", "2-2", "1-2", "2-4", "1-5")
    got = units(hand, SANMEN)
    assert len(got) == len(set(got))
    assert T("6-6", "6-6", "4-5", "3-6") in got and T("1-2", "2-4") in got
    assert T("6-6", "4-5") in got and T("6-6", "3-6") in got and T("2-2") in got
    assert all(set(u) <= set(hand) for u in got)


def test_dice_shape_classes() -> None:
    """§5.2 rule 3 table: 点子 20 in 36, 正 and 幺 8 each (十掷九点)."""
    counts = {"zheng": 0, "dianzi": 0, "yao": 0}
    for a, b in product(range(1, 7), repeat=2):
        counts[dice_class(a, b)] += 1
    assert counts == {"zheng": 8, "dianzi": 20, "yao": 8}
    assert dice_class(2, 4) == "dianzi" and dice_class(1, 3) == "zheng"
    assert dice_class(5, 1) == "yao"


def test_first_player_mnemonic() -> None:
    """二顺三对四后五在手, and so on up to 12."""
    roller = 1
    assert first_player(roller, 2) == 2  # 二顺: the next player
    assert first_player(roller, 3) == 3  # 三对: opposite
    assert first_player(roller, 4) == 0  # 四后: the previous player
    assert first_player(roller, 5) == 1  # 五在手: the roller
    assert [first_player(0, t) for t in range(6, 13)] == [1, 2, 3, 0, 1, 2, 3]


def test_stacks_are_taken_one_at_a_time_from_the_start() -> None:
    owners = stack_owners(start=6, first=2)
    assert owners[6] == 2 and owners[7] == 3 and owners[0] == 0 and owners[1] == 1
    assert owners[2] == 2 and owners[5] == 1
    assert sorted(owners) == [0, 0, 1, 1, 2, 2, 3, 3]
