"""The 龙麻将 scorer: worked examples (docs/specs/longmajiang.md §12) and the brute-force reference."""

from __future__ import annotations

import random

import pytest

from paixi.games.longmajiang.cards import BJ, SJ, is_set, is_winning, parse_faces, run_readings
from paixi.games.longmajiang.handgen import random_winning_hand
from paixi.games.longmajiang.scoring import (
    HandError,
    ScoreRules,
    Situation,
    score_hand,
    score_text,
)
from tests.longmajiang.brute import brute_total
from tests.sweep import examples


def total(text: str, win: str | None = None, rules: ScoreRules | None = None, **kw) -> int | None:
    score = score_text(text, win, Situation(**kw), rules or ScoreRules())
    return None if score is None else score.total


def codes(text: str, win: str | None = None, **kw) -> list[str]:
    score = score_text(text, win, Situation(**kw))
    assert score is not None
    return [c for c, _ in score.items]


def test_example_1_mixed_suit_dragon_self_drawn() -> None:
    assert total("AS 2S 3S 4H 5H 6H 7C 8C", "9C", self_drawn=True) == 6
    assert codes("AS 2S 3S 4H 5H 6H 7C 8C", "9C", self_drawn=True) == [
        "longtou", "longti", "longwei", "chenglong", "zimo",
    ]  # fmt: skip


def test_example_2_dragon_and_phoenix() -> None:
    score = score_text("2H JH KH 5S KS QS 9D KD", "JD", Situation(self_drawn=True))
    assert score is not None and score.pattern == "dragon_phoenix" and score.total == 11


def test_example_3_two_readings_the_higher_counts() -> None:
    score = score_text("2H JH KH 5S KS QS 6D JD", "QD")
    assert score is not None and score.pattern == "all_sets" and score.total == 4


def test_example_4_complete_looking_hand_does_not_win() -> None:
    assert total("5S KS 7S 2H 3H 4H 8C 9C 10C") is None
    assert total("5S KS 7S AH 2H 3H 8C 9C 10C") == 1


def test_example_5_all_sets_with_wild_pong_and_kong() -> None:
    assert total("[7H KH QH] [10S 10H 10D 10C] KS 4S", "4C") == 5
    assert is_set(parse_faces("7H KH QH"))
    assert not is_set(parse_faces("7H KS QD"))
    assert is_set(parse_faces("7H KS QD"), any_suit=True)


def test_example_6_heavenly_win() -> None:
    assert total("3S 4S 5S AH 2H 3H BJ 8C 9C", heavenly=True) == 5


def test_example_7_earthly_win() -> None:
    assert total("4S 5S 6S 4H 5H 6H 2D 3D", "AD", earthly=True) == 5


def test_example_8_and_9_discard_wins() -> None:
    assert total("AC 2C 3C 4H 5H 7S 8S 9S", "6H") == 5
    assert total("AS 2S 3S 4C 5C 6C KH QH", "9H") == 5


def test_example_10_last_card() -> None:
    assert total("AS 2S 3S 4H 5H 6H 7C 8C", "JC", self_drawn=True, last_card=True) == 7
    assert total("AS 2S 3S 4H 5H 6H 7C 8C", "2C") is None


def test_section_3_examples() -> None:
    assert is_set(parse_faces("KS KH KD")) and is_set(parse_faces("JH QH BJ"))
    assert is_set(parse_faces("7S KS QS")) and is_set(parse_faces("7C 7H KH"))
    assert is_set(parse_faces("7C SJ KC")) and not is_set(parse_faces("7C KS QH"))
    # 9S 10S JS is 8-9-10, never 9-10-J
    assert total("9S 10S JS AH 2H 3H 4C 5C 6C") == 2


def test_options_change_the_score() -> None:
    # 同色 by suit or by colour
    assert total("AS 2S 3S 4S 5S 6S 7S 8S 9S") == 7
    assert total("AS 2S 3S 4C 5C 6C 7S 8S 9S") == 5
    assert total("AS 2S 3S 4C 5C 6C 7S 8S 9S", rules=ScoreRules(tongse_colour=True)) == 7
    # 成龙 in one suit only
    assert total("AS 2S 3S 4C 5C 6C 7S 8S 9S", rules=ScoreRules(chenglong_same_suit=True)) == 3
    # a set with free J/Q/K
    assert total("7C KS QH 2H 2S 2C 9D 9H 9S") is None
    assert total("7C KS QH 2H 2S 2C 9D 9H 9S", rules=ScoreRules(any_suit=True)) == 4


def test_bad_hands_raise() -> None:
    with pytest.raises(HandError):
        score_text("AS 2S 3S")
    with pytest.raises(HandError):
        score_text("[AS 2S 3S] 4S 5S 6S 7S 8S 9S")
    with pytest.raises(HandError):
        score_text("[AS 2S", None)


def _random_case(rng: random.Random):
    kind = rng.random()
    rules = ScoreRules(rng.random() < 0.3, rng.random() < 0.3, rng.random() < 0.3)
    situation = {
        "self_drawn": rng.random() < 0.5,
        "earthly": rng.random() < 0.1,
        "last_card": rng.random() < 0.1,
        "heavenly": rng.random() < 0.1,
    }
    melds: list[list[int]] = []
    if kind < 0.45:
        hand = random_winning_hand(rng, rng.choice((0.2, 0.4, 0.6)), rules.any_suit)
    elif kind < 0.75:  # random cards, rich in wilds
        pool = list(range(54))
        hand = sorted(rng.sample(range(40, 54), 3) + rng.sample(range(40), 6))
    else:  # exposed sets and a few concealed cards
        pool = list(range(54))
        rng.shuffle(pool)
        n = rng.choice((1, 2))
        for _ in range(n):
            x = rng.randrange(10)
            meld = [x * 4 + s for s in rng.sample(range(4), rng.choice((3, 4)))]
            melds.append(meld)
        used = {f for m in melds for f in m}
        rest = [f for f in pool if f not in used]
        hand = sorted(rest[: 9 - 3 * n])
    return hand, melds, situation, rules


def test_scorer_agrees_with_brute_force_on_random_hands() -> None:
    rng = random.Random(20261201)
    wins = 0
    hands = examples(1000)  # (tests/sweep.py: ten times as many at night)
    for _ in range(hands):
        hand, melds, situation, rules = _random_case(rng)
        score = score_hand(hand, melds, Situation(**situation), rules)
        expected = brute_total(
            hand,
            melds,
            any_suit=rules.any_suit,
            tongse_colour=rules.tongse_colour,
            chenglong_same_suit=rules.chenglong_same_suit,
            **situation,
        )
        got = None if score is None else score.total
        assert got == expected, (hand, melds, situation, rules)
        assert is_winning(sorted(hand), len(melds), rules.any_suit) == (expected is not None)
        wins += expected is not None
    assert wins > hands * 2 // 5  # the comparison covers many winning hands


def test_wild_readings_are_reported() -> None:
    score = score_text("3S 4S 5S AH 2H 3H BJ 8C 9C")
    assert score is not None
    stands = {f: t for g in score.groups for f, t in g.stands}
    assert stands == {BJ: "7C"}
    assert SJ not in stands


def test_section_6_2_every_dragon_part_counts() -> None:
    """1-2-3♠ 1-2-3♥ 4-5-6♣ is 3 fan, no 成龙 (7-8-9 is missing)."""
    assert codes("AS 2S 3S AH 2H 3H 4C 5C 6C") == ["longtou", "longtou", "longti"]


def test_section_6_1_mixed_hands_never_win() -> None:
    assert total("AS 2S 3S 5H 5C 5D 7S 8S 9S") is None  # two runs and a set
    assert not is_winning(sorted(parse_faces("AS 2S 3S 5H 5C 5D 7S 8S 9S")), 0, False)
    assert total("AS 2S 3S 4H 5H 6H 8C 9C 10C") == 2  # three runs, two dragon parts


def test_section_6_2_tongse_counts_jqk_but_not_jokers() -> None:
    # J♥ Q♥ K♥ read as 7-8-9♥: the hand is not of one suit although every number is a spade
    assert codes("AS 2S 3S 4S 5S 6S JH QH KH") == [
        "longtou", "longti", "longwei", "chenglong",
    ]  # fmt: skip
    assert total("AS 2S 3S 4S 5S 6S 7S 8S BJ") == 7  # a joker has no suit: 同色 +2
    assert total("AS 2S 3S 4S 5S 6S 7S 8S SJ") == 7


def test_dragon_phoenix_with_chenglong_same_suit() -> None:
    """§9: with chenglong_same_suit the seed's mixed-suit 龙凤呈祥 reads only as 对对和."""
    rules = ScoreRules(chenglong_same_suit=True)
    score = score_text("2H JH KH 5S KS QS 9D KD", "JD", Situation(self_drawn=True), rules)
    assert score is not None and score.pattern == "all_sets" and score.total == 5


@pytest.mark.parametrize(("cards", "runs"), [
    ("5S KS 7S", {(0, 5)}),
    ("7S KS QS", {(0, 5), (0, 6), (0, 7)}),
    ("2H JH KH", {(1, 1), (1, 2)}),
    ("5S KH 7S", set()),  # K♥ is not a spade
    ("9S 10S JS", {(0, 8)}),  # J has no number: 8-9-10, never 9-10-J
    ("AS 2S 3H", set()),
])  # fmt: skip
def test_section_3_1_run_examples(cards: str, runs: set) -> None:
    assert set(run_readings(tuple(sorted(parse_faces(cards))))) == runs


def test_section_3_2_set_examples() -> None:
    assert is_set(parse_faces("10S 10H 10D"))
    assert is_set(parse_faces("7C KC QC"))
    assert not is_set(parse_faces("7C KS QH"))
    assert is_set(parse_faces("7C KS QH"), any_suit=True)
    assert not is_set(parse_faces("7C 8C KC"), any_suit=True)  # two numbers
