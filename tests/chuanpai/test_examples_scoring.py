"""Worked examples 1, 2, 3, 5, 6 and 7 of docs/specs/chuanpai.md §14 (evaluation and scoring)."""

from __future__ import annotations

from paixi.equipment.chuanpai import NUM_KINDS, parse_card, parse_cards
from paixi.games.chuanpai.evaluation import evaluate_hand
from paixi.games.chuanpai.scoring import best_split, parse_meld, payment, score_holding


def counts(text: str) -> list[int]:
    """``"天×2 地"`` style: names or ids, ``×n`` repeats."""
    out = [0] * NUM_KINDS
    for token in text.split():
        name, _, n = token.partition("×")
        out[parse_card(name)] += int(n) if n else 1
    return out


EX1 = "天×2 地 斧头×2 丁丁 梅子×2 和 红头十 板凳 红九 幺四 人 长三 高脚七 三四 二六 三五 弯鞭"
EX2 = "天×3 斧头×2 丁丁 梅子×2 和 红头十 板凳 红九×2 幺四 人 长三 高脚七 二五 二六 三五"
EX3 = "梅子×5 天×2 地 斧头×2 丁丁 红头十 和 红九 幺四 人 长三 二六 三五 弯鞭"
EX7 = "二五×4 天×2 斧头×2 丁丁 梅子×2 和 红九×2 幺四 人×2 长三 猫猫 弯鞭"


def test_example_1_seven_mao_but_not_enough_tuo() -> None:
    hand = counts(EX1)
    assert sum(hand) == 20
    ev = evaluate_hand(hand, 33)
    assert (ev.mao, ev.support, ev.tuo) == (7, 0, 31)
    assert ev.passes_mao and not ev.short
    assert not ev.qualified
    assert ev.f0 == 0


def test_example_2_short_one_mao_covered_by_a_gangpai() -> None:
    hand = counts(EX2)
    assert sum(hand) == 20
    other = evaluate_hand(hand, 33)
    assert (other.mao, other.support, other.tuo) == (6, 1, 33)
    assert other.short and other.deficit == 1
    assert other.qualified
    assert other.f0 == 0
    assert not evaluate_hand(hand, 34).qualified


def test_example_3_five_identical_cards() -> None:
    hand = counts(EX3)
    assert sum(hand) == 20
    ev = evaluate_hand(hand, 33)
    assert (ev.mao, ev.support) == (6, 0)
    assert not ev.passes_mao and not ev.qualified
    # with 梅子×4 (plus another card) the four are a support instead
    four = list(hand)
    four[parse_card("梅子")] = 4
    four[parse_card("高脚七")] += 1
    ev4 = evaluate_hand(four, 33)
    assert ev4.support == 1 and ev4.mao == 5


def test_example_5_a_win_by_chi() -> None:
    melds = [parse_meld("peng:44"), parse_meld("chi:66+11"), parse_meld("chi:56+12")]
    concealed = counts("梅子 和 红头十 板凳 红九 幺四 长三 二六 三五 猫猫 高脚七 三四 二五×2 拐子")
    assert sum(concealed) == 15
    x = parse_card("弯鞭")
    split = best_split(concealed, melds, threshold=33, win_card=x, chi_allowed=True)
    assert split is not None
    assert split.mao == 10
    assert split.tuo == 38
    assert split.fan_total == 1
    assert payment(split.fan_total) == (1, 2)
    # flipped by seat 2's 下家: 弯鞭 can only enter a 卯, so no win
    assert best_split(concealed, melds, threshold=33, win_card=x, chi_allowed=False) is None


def test_example_5_through_the_scorer_text() -> None:
    text = "peng:44 chi:66+11 chi:56+12 55 13 46 22 45 14 33 26 35 15 16 34 25 25 23 +36"
    result = score_holding(text)
    assert result.is_win and result.split.tuo == 38 and result.u == 2
    assert not score_holding(text, chi_allowed=False).is_win


EX6 = "天×2 地×3 梅子 和 红头十 板凳 红九 幺四 人 长三 二六 猫猫 高脚七 二五 弯鞭 拐子"


def test_example_6_tian_appears() -> None:
    melds = [parse_meld("chi:56+12")]
    concealed = counts(EX6)
    assert sum(concealed) == 19
    tian = parse_card("天")
    for chi_allowed in (True, False):  # 碰-type: any source
        split = best_split(concealed, melds, threshold=33, win_card=tian, chi_allowed=chi_allowed)
        assert split is not None
        assert sorted(split.kans) == sorted([tian, parse_card("地")])
        assert split.tuo == 40
        assert split.mao == 8
        assert split.fan_total == 1
        assert payment(split.fan_total)[1] == 2


def test_example_6_a_fourth_di_would_not_complete() -> None:
    melds = [parse_meld("chi:56+12")]
    di = parse_card("地")
    assert best_split(counts(EX6), melds, threshold=0, required_mao=0, win_card=di) is None


def test_example_6_after_the_gang_of_di() -> None:
    melds = [parse_meld("chi:56+12"), parse_meld("gang:11")]
    concealed = counts(EX6)
    concealed[parse_card("地")] = 0
    split = best_split(concealed, melds, threshold=33, win_card=parse_card("天"))
    assert split is not None
    assert split.tuo == 44
    assert split.fan_total == 3  # 杠 of 地 2 + high 陀 1
    assert payment(split.fan_total) == (3, 8)
    assert payment(split.fan_total, max_fan=2) == (2, 4)


def test_example_7_four_identical_cards_give_no_mao() -> None:
    hand = counts(EX7)
    assert sum(hand) == 20
    ev = evaluate_hand(hand, 33)
    assert (ev.mao, ev.support) == (5, 1)
    assert not ev.passes_mao and not ev.qualified
    assert ev.tuo == 34
    assert ev.f0 == 2


def test_parse_cards_accepts_ids_dashes_names() -> None:
    assert parse_cards("46 6-4 红头十 四六 4646") == [17] * 6
