"""三门老 lead rules and the lone-top-tile rule beyond the worked examples
(rules/sanmenlao.md §1 top tiles, §5.2 rules 2-3 at every lead, §7 "exactly one")."""

from __future__ import annotations

import pytest

import paixi
from paixi.games.sanmenlao import settle
from tests.domino_tricks import legal, play, rest_of_set
from tests.sanmenlao.table import LAST_TRICK_PLAYS, fill_hands, last_trick_position, position

GAME = paixi.load_game("sanmenlao")

# Example 2a's hand: no top tile, one pair, so only 2-2 2-2 may be led.
PAIR_HAND = ["2-2", "2-2", "1-3", "3-3", "2-6", "1-2", "4-6", "1-5"]


@pytest.mark.parametrize("top", ["6-6", "4-5", "3-6", "5-6"])
def test_each_top_tile_frees_the_lead(top: str) -> None:
    """§1: the four top tiles; holding any one lifts rules 2 and 3."""
    hand = [top if k == "2-6" else k for k in PAIR_HAND]
    hands, _ = fill_hands({0: hand})
    got = legal(GAME.from_position(position(hands)))
    assert {top, "1-3", "2-2 2-2"} <= got


@pytest.mark.parametrize("other", ["1-1", "3-5", "4-6", "2-4"])
def test_no_other_tile_is_a_top_tile(other: str) -> None:
    hand = [other if k == "2-6" else k for k in PAIR_HAND]
    hands, _ = fill_hands({0: hand})
    leads = GAME.from_position(position(hands)).legal_actions()
    assert leads and all(len(a.tiles) > 1 for a in leads)  # rule 2 still binds


def test_the_lead_rules_bind_a_later_lead() -> None:
    """§5.2 Clarified: rules 2 and 3 apply to every lead, not only the first."""
    hands = [
        PAIR_HAND[:6],
        ["6-6"] * 2 + ["1-1"] * 2 + ["4-4"] * 2,
        ["5-5"] * 2 + ["5-6"] * 2 + ["1-6"] * 2,
    ]
    hands.append(["1-1", "1-1"] if False else ["4-5", "3-6", "3-5", "2-5", "3-4", "1-4"])
    pos = position(
        hands,
        first=1,
        shou="2,0,0,0",
        tricks="1,0,0,0",
        up=rest_of_set(hands),
        trick="0:",
        last="1:0:4-6+1-5,v2-3+2-4,v1-3+3-3,v1-6+1-5",
    )
    state = GAME.from_position(pos)
    assert legal(state) == {"2-2 2-2"}


def test_two_top_tiles_are_not_a_lone_top_tile() -> None:
    """§7 needs exactly one top tile: a first leader holding two who leads
    neither has broken no rule, so a sweep is settled normally."""
    hands, _ = fill_hands({0: ["6-6", "5-6", "2-2", "2-2", "1-3", "5-5", "3-3", "1-4"]})
    state = GAME.from_position(position(hands))
    state.apply("2-2 2-2")
    assert " rule1=- " in state.to_position()
    hands, _ = fill_hands({0: ["6-6", "6-6", "2-2", "2-2", "1-3", "5-5", "3-3", "1-4"]})
    state = GAME.from_position(position(hands))
    state.apply("2-2 2-2")
    assert " rule1=- " in state.to_position()  # two copies of 天牌 are two top tiles
    s = settle([0, 8, 0, 0], jiepai=1)
    assert [h / 2 for h in s.halves] == [-8, 24, -8, -8]


def test_the_end_of_the_round_is_rendered_with_its_amounts() -> None:
    """The table at the end names 接牌, the settlement and every amount (§8)."""
    state = GAME.from_position(last_trick_position(first=1, zhizun="sold:0"))
    play(state, LAST_TRICK_PLAYS)
    en = GAME.render(state.observation(2), "en")
    zh = GAME.render(state.observation(2), "zh")
    assert "seat 1 has 接牌" in en and "sold" in en
    assert "seat 0:+0  seat 1:+7.5  you:-3  seat 3:-4.5" in en
    assert "2号接牌" in zh and "1号:+0  2号:+7.5  你:-3  4号:-4.5" in zh
