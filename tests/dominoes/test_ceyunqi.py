"""docs/specs/ceyunqi.md: CY-1..CY-6, notation, the opening, options."""

from __future__ import annotations

import pytest

import paixi
from paixi.core.errors import IllegalActionError, NotationError, OptionError
from paixi.equipment.dominoes import INDEX, score_table, triplet_score
from paixi.games.ceyunqi import band, groups
from paixi.solve.ceyunqi import best_ring_score, solve_deal

GAME = paixi.load_game("ceyunqi")
CY5 = (
    "1-1 6-6 4-6 6-6 3-5 5-6 4-4 5-5 2-2 4-6 1-5 2-2 2-5 1-3 1-4 3-4 5-6 1-2 3-3 5-5 3-6 2-6 2-4 "
    "2-3 4-5 1-3 1-6 4-4 1-5 3-3 1-6 1-1"
)
CY6 = (
    "3-5 1-6 3-3 4-5 2-2 1-4 1-5 4-4 3-4 6-6 1-6 5-5 1-1 1-3 5-6 3-3 5-6 6-6 2-5 2-2 2-4 5-5 1-3 "
    "2-6 2-3 3-6 1-2 1-5 4-6 4-6 1-1 4-4"
)


def ring_state(text: str):
    state = GAME.new_game(chance="manual")
    state.set_ring(text.split())
    return state


@pytest.mark.parametrize(
    ("tiles", "value"),
    [
        ("1-6 1-6 1-4", 1),
        ("2-6 3-5 2-2", 1),
        ("2-6 3-5 1-4", 6),
        ("4-4 4-4 1-4", 5),
        ("4-4 4-4 1-3", 4),
        ("5-6 5-6 4-4", 3),
    ],
)
def test_cy1_value_changes(tiles: str, value: int) -> None:
    assert triplet_score(tiles.split()) == value
    state = ring_state(tiles)
    found = {str(a) for a in state.legal_actions()}
    assert "0,1,2" in found and "0,1" in found  # the pair, and the pair plus one


def test_cy2_legal_takes_on_a_ring_of_5() -> None:
    state = ring_state("1-6 1-6 1-4 2-6 3-5")
    assert {str(a) for a in state.legal_actions()} == {"0,1", "3,4", "0,1,2", "2,3,4"}
    values = dict(state._groups())
    assert values[(2, 3, 4)] == 6 and values[(0, 1, 2)] == 1
    assert best_ring_score(["1-6", "1-6", "1-4", "2-6", "3-5"]) == 9
    state.apply("2,3,4")
    state.apply("0,1")
    assert state.is_terminal() and state.score() == 9


def test_cy3_greedy_trap() -> None:
    state = ring_state("2-5 1-3 1-5 4-6 4-4 4-4")
    assert {str(a) for a in state.legal_actions()} == {"4,5", "3,4,5"}
    assert best_ring_score(["2-5", "1-3", "1-5", "4-6", "4-4", "4-4"]) == 9
    state.apply("4,5")
    assert {str(a) for a in state.legal_actions()} == {"3,0,1"}
    state.apply("3,0,1")
    assert state.is_terminal() and state.score() == 9 and state.result()["left"] == [2]


def test_cy4_small_rings() -> None:
    state = ring_state("4-4 4-4 1-3 1-2 5-5 3-3 5-5 2-3")
    assert {str(a) for a in state.legal_actions()} == {"0,1", "0,1,2"}
    for token in ("0,1", "7,2,3", "6,4"):  # 6,4 wraps across the join
        state.apply(token)
    assert state.is_terminal() and state.score() == 9
    assert best_ring_score(["4-4", "4-4", "1-3", "1-2", "5-5", "3-3", "5-5", "2-3"]) == 9


def test_cy5_full_deal() -> None:
    state = GAME.new_game(chance="manual")
    state.apply_chance(CY5)
    assert [str(a) for a in state.legal_actions()] == ["f=0"]
    for token in ["f=0", "1,2,3", "5,6,7", "15,16,17", "18,19,20"]:
        state.apply(token)
    assert state.opening == (0, 31) and state.is_terminal() and state.score() == 16
    assert solve_deal(CY5.split()).score == 16
    five = GAME.parse_options({"first_index": 5}, 1)
    assert solve_deal(CY5.split(), five).score == 14


def test_cy6_full_deal_military_opening() -> None:
    best = solve_deal(CY6.split())
    assert best.score == 11
    state = GAME.new_game(options={"grading": "yapai"}, chance="manual")
    state.apply_chance(CY6)
    for token in ["f=0", "28,29", "7,8,9", "5,6,10", "12,13,14", "17,18,19", "30,31,1"]:
        state.apply(token)
    assert state.opening == (0, 23) and state.is_terminal() and state.score() == 11
    assert state.result()["band"] == "上中"
    for wudian in (1, 3):
        opts = GAME.parse_options({"wudian_value": wudian}, 1)
        assert solve_deal(CY6.split(), opts).score == 11


def test_grading_bands() -> None:
    assert [band(s) for s in (0, 1, 4, 5, 7, 8, 9, 10, 11, 12, 40)] == [
        "no reading",
        "下下",
        "下下",
        "中下",
        "中下",
        "中平",
        "中平",
        "上中",
        "上中",
        "上上",
        "上上",
    ]


def test_opening_pair_option_and_first_tile_rule() -> None:
    state = GAME.new_game(options={"opening_pair_counts": False, "first_index": 3}, chance="manual")
    state.apply_chance(CY5)
    before = state.fingerprint()
    with pytest.raises(IllegalActionError, match="first_index"):
        state.apply("f=0")
    with pytest.raises(IllegalActionError, match="first tile must be taken"):
        state.apply("1,2")
    assert state.fingerprint() == before
    state.apply("f=3")
    assert state.score() == 0 and state.opening == (3, 1)


def test_ring_order_is_checked() -> None:
    state = ring_state("2-5 1-3 1-5 4-6 4-4 4-4")
    with pytest.raises(IllegalActionError):
        state.apply("5,4")  # not in ring order
    with pytest.raises(NotationError):
        GAME.parse_action("1,1")
    with pytest.raises(NotationError):
        GAME.parse_action("f=32")


def test_ring_of_two_and_three() -> None:
    table = score_table()
    two = [INDEX["6-6"], INDEX["6-6"]]
    assert groups(two, table) == [((0, 1), 3)]
    three = [INDEX["5-5"], INDEX["3-3"], INDEX["5-5"]]
    assert ((2, 0), 3) in groups(three, table)


def test_wudian_value_is_any_positive_integer() -> None:
    """§9: ``wudian_value`` is 0 or any positive integer; a large value makes
    五点 the best group wherever it matches."""
    for value in (7, 12, 1000):
        opts = GAME.parse_options({"wudian_value": value}, 1)
        assert opts.wudian_value == value
        state = GAME.new_game(1, {"wudian_value": value}, seed=3)
        assert state.legal_actions()
    assert triplet_score(["6-6", "3-6", "1-1"], wudian_value=12) == 12
    with pytest.raises(OptionError):
        GAME.parse_options({"wudian_value": -1}, 1)


@pytest.mark.parametrize("options", [{}, {"kuai_threshold": 13, "wudian_value": 2}])
def test_groups_kept_across_takes_equal_a_fresh_search(options) -> None:
    """The groups a take leaves (kept, plus those across the closed gap) are
    exactly those of the new ring searched afresh, in the same order."""
    import random

    rng = random.Random(7)
    for seed in range(150):
        state = GAME.new_game(1, options, seed=seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            scores = state.scores
            if state.ring is not None:
                ring = state.ring
                fresh = [
                    tuple(ring[p] for p in pos)
                    for pos, _ in groups([INDEX[state.tiles[i]] for i in ring], scores)
                ]
                assert [a.indices for a in legal] == fresh
            state.apply(rng.choice(legal))
