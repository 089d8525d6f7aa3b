"""tiles-32.md: the table, pairs (T1), triplets (T2-T4 and the §6 counts), text."""

from __future__ import annotations

from itertools import combinations

import pytest

from paixi.core.errors import NotationError
from paixi.equipment import dominoes as dm


def test_set_composition_and_pips() -> None:
    tiles = dm.full_set()
    assert len(tiles) == 32 and len(dm.KEYS) == 21
    assert sum(dm.BY_KEY[k].pips for k in tiles) == 227
    assert sum(dm.BY_KEY[k].pips for k in tiles if dm.BY_KEY[k].civil) == 160
    assert sum(dm.BY_KEY[k].red for k in tiles) == 64
    assert sum(dm.BY_KEY[k].white for k in tiles) == 163
    assert len(dm.full_set(2)) == 64
    assert [dm.BY_KEY[k].class3 for k in ("6-6", "5-6", "1-2")] == ["zheng", "yao", "dianzi"]
    assert dm.SET_ORDER[:4] == ("6-6", "6-6", "1-1", "1-1") and dm.SET_ORDER[-2:] == ("2-4", "1-2")


def test_names_and_rendering() -> None:
    assert dm.tile_name("2-2", "zh") == "板凳" and dm.tile_name("1-3") == "Harmony"
    assert dm.render_tile("6-6") == "[6|6]" and dm.render_tile("6-6", "zh") == "[6|6]天牌"
    assert dm.parse_key("[3|1]") == "1-3" and dm.parse_key("66") == "6-6"
    for bad in ("0-1", "7-7", "1-2-3", "x", ""):
        with pytest.raises(NotationError):
            dm.parse_key(bad)


@pytest.mark.parametrize(
    ("x", "y", "pair"),
    [
        ("6-6", "6-6", True),
        ("1-3", "1-3", True),
        ("2-6", "3-5", True),
        ("3-6", "4-5", True),
        ("1-2", "2-4", True),
        ("1-4", "2-3", True),
        ("4-4", "2-6", False),
        ("3-3", "1-5", False),
        ("2-4", "1-5", False),
    ],
)
def test_pairs_t1(x: str, y: str, pair: bool) -> None:
    assert dm.is_pair(x, y) is pair


def test_every_tile_has_exactly_one_partner() -> None:
    tiles = dm.full_set()
    for i, x in enumerate(tiles):
        partners = [j for j, y in enumerate(tiles) if j != i and dm.is_pair(x, y)]
        assert len(partners) == 1


@pytest.mark.parametrize(
    ("tiles", "ids", "score"),
    [
        ("1-6 1-6 1-4", ["zhengkuai"], 1),
        ("2-6 3-5 2-2", ["zhengkuai"], 1),
        ("2-6 3-5 1-4", ["butong"], 6),
        ("4-4 4-4 1-4", ["wuzi"], 5),
        ("4-4 4-4 1-3", ["heqiao"], 4),
        ("5-6 5-6 4-4", ["majun"], 3),
        ("2-6 3-5 3-3", [], 0),
        ("6-6 6-6 3-3", ["heqiao"], 4),
        ("5-5 2-5 3-5", ["heqiao"], 4),
        ("3-3 1-3 1-1", ["fenxiang"], 3),
        ("6-6 5-6 5-5", ["fenxiang", "zhengkuai"], 3),
        ("1-2 1-3 2-3", ["yaoersan"], 3),
        ("2-6 3-6 2-3", ["ersankao"], 3),
        ("6-6 3-6 1-1", ["wudian"], 0),
        ("4-4 1-4 1-3", ["wudian"], 0),
        ("4-4 4-4 1-2", [], 0),
        ("1-4 2-4 3-3", [], 0),
        ("4-4 1-4 6-6", [], 0),
        ("5-6 5-6 3-5", ["zhengkuai"], 1),
    ],
)
def test_triplets_t2_t3_t4(tiles: str, ids: list[str], score: int) -> None:
    keys = tiles.split()
    assert dm.triplet_ids(keys) == ids
    assert dm.triplet_score(keys) == score
    assert dm.is_triplet(keys) is bool(ids)


def test_threshold_and_wudian_options() -> None:
    assert dm.triplet_ids(["4-4", "1-4", "6-6"], 13) == ["zhengkuai"]
    assert not dm.is_triplet(["6-6", "3-6", "1-1"], allow_wudian=False)
    assert dm.triplet_score(["6-6", "3-6", "1-1"], wudian_value=2) == 2


def test_section6_counts() -> None:
    tiles = dm.full_set()
    per_id: dict[str, int] = {}
    any14 = no_wudian = any13 = any13_no_wudian = both = 0
    for combo in combinations(tiles, 3):
        ids = dm.triplet_ids(combo)
        for i in ids:
            per_id[i] = per_id.get(i, 0) + 1
        any14 += bool(ids)
        no_wudian += bool(set(ids) - {"wudian"})
        both += {"fenxiang", "zhengkuai"} <= set(ids)
        ids13 = dm.triplet_ids(combo, 13)
        any13 += bool(ids13)
        any13_no_wudian += bool(set(ids13) - {"wudian"})
    assert (any14, both, no_wudian, any13, any13_no_wudian) == (674, 52, 596, 872, 794)
    assert per_id == {
        "zhengkuai": 420,
        "fenxiang": 80,
        "wudian": 78,
        "wuzi": 40,
        "heqiao": 38,
        "butong": 33,
        "majun": 16,
        "yaoersan": 12,
        "ersankao": 9,
    }


def test_lookup_tables_agree_with_the_classifier() -> None:
    table = dm.triplet_table(14, False)
    scores = dm.score_table(13, 2)
    for a, b, c in [(0, 0, 5), (9, 9, 17), (13, 14, 17), (2, 17, 3), (20, 19, 5)]:
        keys = (dm.KEYS[a], dm.KEYS[b], dm.KEYS[c])
        assert table[a * 441 + b * 21 + c] == dm.is_triplet(keys, 14, False)
        assert scores[c * 441 + a * 21 + b] == dm.triplet_score(keys, 13, 2)


def test_deal_parsing_rejects_bad_deals() -> None:
    deal = " ".join(dm.SET_ORDER)
    assert dm.parse_deal(deal) == dm.SET_ORDER
    with pytest.raises(NotationError, match="32"):
        dm.parse_deal("6-6 6-6")
    with pytest.raises(NotationError, match="1-2 appears 2"):
        dm.parse_deal(deal.replace("2-4", "1-2"))
    assert str(dm.Shuffle.parse(deal)) == deal
