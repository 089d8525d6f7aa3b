"""The 龙麻将 scorer's reading as the engine shows it (rules_en.md, §6 and §10:
the groups, what each wild stands for, the fan names): cases that a small
change to ``scoring.py`` would break (found by ``bench/mutants.py``)."""

from __future__ import annotations

import pytest

from paixi.games.longmajiang.scoring import ScoreRules, Situation, score_text


def read(hand: str, win: str | None = None, **rules: bool) -> list[str]:
    score = score_text(hand, win, Situation(), ScoreRules(**rules))
    assert score is not None
    return [g.describe() for g in score.groups]


@pytest.mark.parametrize(
    ("hand", "win", "rules", "groups"),
    [
        (
            "AH 2H KH 4S 5S 6S 7C 8C", "JC", {},
            ["AH 2H KH = 1-2-3H (KH=3H)", "4S 5S 6S = 4-5-6S", "7C 8C JC = 7-8-9C (JC=9C)"],
        ),
        (
            "9S 10S JS AH KH 3H 4D 5D", "6D", {},
            ["AH 3H KH = 1-2-3H (KH=2H)", "4D 5D 6D = 4-5-6D", "9S 10S JS = 8-9-10S (JS=8S)"],
        ),
        (
            "2S 3S 4S 4H 5H 6H 7C 8C", "9C", {},
            ["2S 3S 4S = 2-3-4S", "4H 5H 6H = 4-5-6H", "7C 8C 9C = 7-8-9C"],
        ),
        (
            "7S 7H JS 3D 3D QD 9C 9H", "BJ", {},
            ["3D 3D QD = 3-3-3 (QD=3D)", "7S 7H JS = 7-7-7 (JS=7S)", "9H 9C BJ = 9-9-9 (BJ=9H)"],
        ),
        (
            "7H 7D KS 2C 2D 2H BJ 5C", "5D", {"any_suit": True},
            ["2H 2C 2D = 2-2-2", "5C 5D KS = 5-5-5 (KS=5S)", "7H 7D BJ = 7-7-7 (BJ=7H)"],
        ),
        (
            "AS JS QS 4H JH QH 7C JC", "QC", {},
            [
                "AS JS QS = 1-1-1 (JS=AS, QS=AS) / 1-2-3S (JS=2S, QS=3S)",
                "4H JH QH = 4-4-4 (JH=4H, QH=4H) / 4-5-6H (JH=5H, QH=6H)",
                "7C JC QC = 7-7-7 (JC=7C, QC=7C) / 7-8-9C (JC=8C, QC=9C)",
            ],
        ),
    ],
)  # fmt: skip
def test_the_reading_names_each_group_and_each_wild(
    hand: str, win: str, rules: dict, groups: list[str]
) -> None:
    assert read(hand, win, **rules) == groups


def test_the_reading_as_json() -> None:
    score = score_text("AS JS QS 4H JH QH 7C JC", "QC")
    data = score.to_json()
    assert (data["pattern"], data["pattern_zh"], data["pattern_fan"]) == (
        "dragon_phoenix", "龙凤呈祥", 10,
    )  # fmt: skip
    first = data["groups"][0]
    assert first["wilds"] == {"JS": "AS", "QS": "AS"}
    assert first["also_run"] == ["S", 1] and first["also_wilds"] == {"JS": "2S", "QS": "3S"}
    dragon = score_text("AH 2H KH 4S 5S 6S 7C 8C", "JC").to_json()
    assert dragon["pattern_zh"] == "龙和"
    assert dragon["groups"][0]["suit"] == "H" and dragon["groups"][0]["value"] == 1
    sets = score_text("AS AH AD 4S 4H 4C 7S 7H", "7D").to_json()
    assert sets["pattern_zh"] == "对对和" and sets["groups"][0]["suit"] is None
    assert sets["pattern_fan"] == 4 and sets["total"] == 4
    assert [f["en"] for f in sets["fans"]] == ["all sets"]
    one = score_text("AS AS JS 4S 4S QS 7S 7S", "BJ").to_json()
    assert [f["en"] for f in one["fans"]] == ["all sets", "one suit"]
    colour = score_text("AS AS JS 4C 4C QC 7S 7S", "BJ", rules=ScoreRules(tongse_colour=True))
    assert [f["en"] for f in colour.to_json()["fans"]] == ["all sets", "one colour"]
