"""The 川牌 scorer's rules one by one (rules_en.md §5.7-§8): each case pins a
rule that a small change to ``scoring.py`` (an operator, a comparison, a
constant) would break — the mutation run of ``bench/mutants.py`` finds them."""

from __future__ import annotations

import random

import pytest

from paixi.core.errors import NotationError
from paixi.equipment.chuanpai import IDS, NUM_KINDS, POINTS, parse_card
from paixi.games.chuanpai.scoring import (
    Meld,
    best_split,
    can_complete,
    check_holding,
    fan_json,
    high_tuo_fans,
    max_mao,
    parse_holding,
    parse_meld,
    payment,
    score_holding,
)

K = parse_card


def counts(text: str) -> list[int]:
    return parse_holding(text)[0]


# --- §6: 陀 of melds; §5.7 rule 4: which melds are 卯 ------------------------------------


@pytest.mark.parametrize(
    ("meld", "tuo", "mao"),
    [
        ("chi:66+11", 4, 1),  # red + red
        ("chi:36+23", 2, 1),  # black + black
        ("chi:46+13", 4, 1),
        ("peng:44", 8, 0),  # red 4·2
        ("peng:33", 4, 0),  # black 4·1
        ("gang:44", 12, 0),
        ("gang:33", 6, 0),
        ("tuhuo:44", 16, 0),
        ("tuhuo:33", 8, 0),
        ("tuhuo5:33", 8, 1),  # a dealt five keeps its 卯
        ("xiang:33", 8, 0),  # a sounded 吐火 is no 卯
    ],
)
def test_meld_tuo_and_mao(meld: str, tuo: int, mao: int) -> None:
    m = parse_meld(meld)
    assert (m.tuo, m.mao) == (tuo, mao)
    assert str(m) == meld and parse_meld(str(m)) == m


# --- §7: fans of melds -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("meld", "fans"),
    [
        ("peng:11", [("yaodiren", "11", 1)]),
        ("gang:14", [("yaodiren", "14", 2)]),
        ("tuhuo:44", [("yaodiren", "44", 2)]),
        ("tuhuo5:44", [("yaodiren", "44", 2)]),
        ("xiang:44", [("yaodiren", "44", 3)]),  # 3, not 3 + 1
        ("xiang:33", [("xiang", "33", 1)]),
        ("tuhuo:33", []),
        ("gang:33", []),
        ("peng:66", []),
        ("chi:11+66", []),
    ],
)
def test_meld_fans(meld: str, fans: list[tuple[str, str, int]]) -> None:
    assert parse_meld(meld).fans() == [(key, K(card), v) for key, card, v in fans]


def test_high_tuo_thresholds() -> None:
    assert [high_tuo_fans(t, 33) for t in (42, 43, 52, 53, 63)] == [0, 1, 1, 2, 3]
    assert [high_tuo_fans(t, 34) for t in (43, 44, 53, 54)] == [0, 1, 1, 2]


def test_payment_doubles_per_fan_and_caps() -> None:
    assert payment(0) == (0, 1)
    assert payment(3) == (3, 8)
    assert payment(3, stake=2) == (3, 16)
    assert payment(3, stake=2, max_fan=2) == (2, 8)
    assert payment(1, stake=5, max_fan=4) == (1, 10)


def test_fan_json_names_the_card_or_none() -> None:
    assert fan_json(("high_tuo", -1, 2)) == {
        "fan": "high_tuo", "zh": "高陀", "en": "high tuo", "card": None, "value": 2,
    }  # fmt: skip
    assert fan_json(("yaodiren", K("11"), 1))["card"] == "11"
    assert fan_json(("yaodiren", 0, 1))["card"] == "11"  # kind 0 is a card, not "none"


# --- §4.2: the most disjoint 卯 -----------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "mao"),
    [
        ("11 66", 1),
        ("11 11 66", 1),
        ("12 56", 1),
        ("13 46 22 55", 2),  # 4-point kinds 13/22 with 10-point 46/55
        ("14 45 23 36", 2),
        ("15 44 24 35 33 26", 3),
        ("16 25 34 16", 2),  # four 7s make two 卯
        ("16 25 34", 1),
        ("11 12 13", 0),
    ],
)
def test_max_mao(cards: str, mao: int) -> None:
    assert max_mao(counts(cards)) == mao


def test_max_mao_pairs_every_kind_by_points() -> None:
    """Any two kinds whose points total 14 make a 卯; checked per kind pair and
    against a count by points on random holdings."""
    kinds = range(NUM_KINDS)
    for a in kinds:
        for b in kinds:
            one = [0] * NUM_KINDS
            one[a] += 1
            one[b] += 1
            assert max_mao(one) == int(POINTS[a] + POINTS[b] == 14), (IDS[a], IDS[b])
    rng = random.Random(5)
    for _ in range(300):
        c = [rng.randint(0, 3) for _ in kinds]
        by_points = [sum(c[k] for k in kinds if POINTS[k] == p) for p in range(15)]
        want = sum(min(by_points[p], by_points[14 - p]) for p in range(2, 7)) + by_points[7] // 2
        assert max_mao(c) == want


# --- §5.7: completeness, taking X, 卯, 陀 ------------------------------------------------

WIN = "peng:44 chi:66+11 chi:56+12 55 13 46 22 45 14 33 26 35 15 16 34 25 25 23 +36"
"""Example 5: 陀 38, one fan (the 碰 of 44), u = 2."""


def test_example_5_values() -> None:
    r = score_holding(WIN)
    assert r.is_win and r.split is not None
    assert (r.split.tuo, r.split.mao, r.fan, r.u, r.threshold) == (38, 10, 1, 2, 33)
    data = r.to_json()
    assert data["tuo"] == 38 and data["u"] == 2 and data["win_card"] == "36"
    assert data["melds"] == ["peng:44", "chi:66+11", "chi:56+12"]


def test_dealer_needs_34_and_other_thresholds() -> None:
    assert score_holding(WIN, dealer=True).threshold == 34
    assert score_holding(WIN, dealer=True).is_win  # 38 ≥ 34
    assert not score_holding(WIN, other_threshold=39).is_win
    assert score_holding(WIN, other_threshold=38).is_win
    assert not score_holding(WIN, dealer=True, dealer_threshold=39).is_win
    r = score_holding(WIN, other_threshold=39)
    assert r.reason == "below 39 tuo" and r.to_json()["reason"] == "below 39 tuo"


def test_required_mao_is_a_minimum() -> None:
    assert score_holding(WIN, required_mao=10).is_win  # 3 吃 + 7 concealed 卯
    assert not score_holding(WIN, required_mao=11).is_win
    assert score_holding(WIN, required_mao=11).reason == "fewer than 11 mao"


def test_high_tuo_fan_and_max_fan_in_a_holding() -> None:
    low = score_holding(WIN, other_threshold=28)  # 38 = 28 + 10: one more fan
    assert low.fan == 2 and low.u == 4
    assert ("high_tuo", -1, 1) in low.split.fans
    capped = score_holding(WIN, other_threshold=28, max_fan=1, stake=3)
    assert (capped.fan, capped.u, capped.split.fan_total) == (1, 6, 2)


def test_the_winning_card_in_a_kan_needs_two_concealed_copies() -> None:
    # X = 33 makes a 坎 with the two concealed 33: fine without 吃
    two = counts("33 33 11 66")
    assert can_complete(two, K("33"), chi_allowed=False)
    split = best_split(two, (), threshold=0, required_mao=0, win_card=K("33"), chi_allowed=False)
    assert split is not None and split.kans == (K("33"),) and split.tuo == 4 + 4
    # with one 33 concealed X can only pair with a 26 (吃): refused without 吃
    one = counts("33 26 26 11 66")
    assert not can_complete(one, K("33"), chi_allowed=False)
    assert can_complete(one, K("33"), chi_allowed=True)


def test_why_not_names_the_first_failed_condition() -> None:
    assert "incomplete" in score_holding("11 12 +13").reason
    r = score_holding(WIN.replace("+36", "+24"))
    assert not r.is_win and "incomplete" in r.reason
    r = score_holding("33 26 26 11 66 +33", chi_allowed=False, required_mao=0)
    assert r.reason == "the winning card may only make a kan here (it cannot be chi'd)"
    r = score_holding("33 33 11 +33", chi_allowed=False, required_mao=0)
    assert "incomplete" in r.reason


def test_no_winning_card_scores_a_finished_holding() -> None:
    text = "chi:66+11 chi:56+12 chi:46+13 chi:45+14 chi:44+15 chi:34+16 chi:26+24"
    assert score_holding(text).reason == "below 33 tuo"  # 4+3+4+4+4+4+3 = 26
    r = score_holding(text, other_threshold=26)
    assert r.is_win and r.split.mao == 7 and r.split.tuo == 26
    assert r.to_json()["win_card"] is None


# --- notation and copies ---------------------------------------------------------------


@pytest.mark.parametrize(
    "bad", ["peng44", "chi:66", "chi:66+12", "pong:44", "tuhuo6:44", "peng:77"]
)
def test_bad_melds_are_refused(bad: str) -> None:
    with pytest.raises(NotationError):
        parse_meld(bad)


def test_holding_notation_and_copies() -> None:
    c, melds, win = parse_holding("114666 peng:44 +11")
    assert (c[K("11")], c[K("46")], c[K("66")], win) == (1, 1, 1, K("11"))
    assert melds == [Meld("peng", (K("44"),) * 3)]
    with pytest.raises(NotationError, match="at most one"):
        parse_holding("11 +66 +66")
    check_holding(counts("66 66 66"), [parse_meld("peng:66")], None, copies=6)
    check_holding(counts("66 66"), [parse_meld("peng:66")], None)  # 5 of 5
    with pytest.raises(NotationError, match="6 cards 66"):
        check_holding(counts("66 66 66"), [parse_meld("peng:66")], None)
    with pytest.raises(NotationError, match="5 cards 66"):
        check_holding(counts("66"), [parse_meld("peng:66")], K("66"), copies=4)
    with pytest.raises(NotationError):
        score_holding("66 66 66 66 66 66 +11")
