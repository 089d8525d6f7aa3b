"""Blocked games (docs/specs/jielong.md §3 rule 5, §6) on constructed positions."""

from __future__ import annotations

import pytest

from paixi.core.errors import PositionError
from paixi.games.jielong import GAME
from tests.jielong.helpers import position

# JL-5 just before move 25: P0 holds 2-4 1-3, ends (5, 3)
JL5_MOVES_24 = [
    "0:6-6",
    "1:5-6L",
    "2:6-6R",
    "3:5-5L",
    "0:3-5L",
    "1:4-6R",
    "2:4-6R",
    "3:3-6L",
    "0:sleep1-1",
    "1:sleep1-1",
    "2:5-6L",
    "3:2-6R",
    "0:1-5L",
    "1:1-4L",
    "2:2-5R",
    "3:4-4L",
    "0:1-5R",
    "1:4-5L",
    "2:5-5L",
    "3:1-6R",
    "0:sleep2-2",
    "1:sleep1-2",
    "2:1-6R",
    "3:1-3R",
]
JL5_HANDS_24 = [["2-4", "1-3"], ["3-3", "4-4"], ["2-3", "3-4"], ["2-2", "3-3"]]


def test_the_move_that_blocks_ends_the_game_at_once() -> None:
    state = position(4, "first_player=0", "0", JL5_MOVES_24, JL5_HANDS_24, "0")
    assert not state.is_terminal()
    state.apply("1-3 R")  # ends (5, 1): nobody holds a 5 or a 1
    assert state.is_terminal()  # seat 1 is never asked
    assert [str(e.move) for e in state.history] == ["1-3 R", "block"]
    res = state.result()
    assert res["sleep_totals"] == [12, 19, 12, 10]
    assert state.returns() == [0, -1, 0, 1]
    events = [key for _, key, _ in state.events_for(None)]
    assert events[-3:] == ["block", "reveal", "result"]
    # the blocked position reads back, and so does the one written with block
    again = position(
        4,
        "first_player=0",
        "0",
        [*JL5_MOVES_24, "0:1-3R", "block"],
        [["2-4"], ["3-3", "4-4"], ["2-3", "3-4"], ["2-2", "3-3"]],
        "end",
    )
    assert again.to_position() == state.to_position()
    assert again.result() == res


def test_a_lead_can_block() -> None:
    state = position(
        2, "hand_size=2;first_player=0", "0", [], [["6-6", "1-1"], ["2-2", "3-3"]], "0"
    )
    state.apply("6-6")
    assert state.is_terminal()
    res = state.result()
    assert res["sleep_piles"] == [["1-1"], ["2-2", "3-3"]]
    assert (res["winner"], res["loser"]) == (0, 1)
    assert state.returns() == [1, -1]


def test_blocked_draw() -> None:
    state = position(
        2, "hand_size=2;first_player=0", "0", [], [["6-6", "2-2"], ["1-1", "1-1"]], "0"
    )
    state.apply("6-6")
    assert state.result()["draw"] and state.returns() == [0, 0]


@pytest.mark.parametrize(
    ("settlement", "returns"), [("winner_loser", [0, 0, -1]), ("pairwise", [3, 3, -6])]
)
def test_blocked_three_players_shared_lowest(settlement: str, returns: list[int]) -> None:
    # seat 0 leads 1-1 and nobody else holds a 1: totals 12 (6-6), 12 (3-3 2-4), 15 (5-5 2-3)
    state = position(
        3,
        "hand_size=2;first_player=0"
        + (f";settlement={settlement}" * (settlement != "winner_loser")),
        "0",
        [],
        [["1-1", "6-6"], ["3-3", "2-4"], ["5-5", "2-3"]],
        "0",
    )
    state.apply("1-1")
    assert state.is_terminal()
    res = state.result()
    assert res["sleep_totals"] == [12, 12, 15]
    assert (res["winner"], res["loser"]) == (None, 2)
    assert state.returns() == returns


def test_a_player_out_of_tiles_is_skipped_and_the_game_goes_on() -> None:
    # 3 players, hand 2: seat 0 leads 5-5, seat 1 joins 5-6, seat 2 joins 2-5
    state = position(
        3,
        "hand_size=2;first_player=0",
        "0",
        ["0:5-5", "1:5-6L", "2:2-5R"],
        [["4-6"], ["1-1"], ["2-2"]],
        "0",
    )
    state.apply("4-6 L")  # seat 0 is out; ends (4, 2)
    assert state.current_player() == 1  # seat 2 holds a 2: no block, seat 1 must sleep
    assert [str(a) for a in state.legal_actions()] == ["sleep 1-1"]
    state.apply("sleep 1-1")  # seat 1 is out too
    assert state.current_player() == 2
    state.apply("2-2 R")
    assert state.is_terminal()
    assert state.result()["sleep_totals"] == [0, 2, 0]
    assert not state.result()["blocked"]  # every hand emptied: no block
    assert state.returns() == [0, -1, 0]


def test_an_unsettled_blocked_position_is_refused() -> None:
    with pytest.raises(PositionError, match="block"):
        position(2, "hand_size=2;first_player=0", "0", ["0:6-6"], [["1-1"], ["2-2", "3-3"]], "1")


def test_block_written_where_the_line_is_open_is_refused() -> None:
    with pytest.raises(PositionError, match="block is written only"):
        position(
            2,
            "hand_size=2;first_player=0",
            "0",
            ["0:6-6", "block"],
            [["1-1"], ["5-6", "3-3"]],
            "end",
        )


def test_a_dead_right_end_does_not_block_while_the_left_end_lives() -> None:
    """§3 rule 5: blocked only when no hand shows either open end's value."""
    state = position(
        2, "hand_size=2;first_player=0", "0", ["0:1-6"], [["3-3"], ["1-1", "2-2"]], "1"
    )
    assert not state.is_chance_node()  # nobody holds a 6, but seat 1 holds a 1
    assert [str(a) for a in state.legal_actions()] == ["1-1 L"]
    state.apply("1-1 L")  # now nobody holds a 1 or a 6: blocked
    assert state.is_terminal() and state.result()["blocked"]


def test_the_block_event_shows_the_tiles_it_put_to_sleep() -> None:
    """§5: at the end every sleep pile is face up, the blocked hands included."""
    state = position(4, "first_player=0", "0", JL5_MOVES_24, JL5_HANDS_24, "0")
    state.apply("1-3 R")
    for viewer in (None, 0, 1):
        block = next(args for _, key, args in state.events_for(viewer) if key == "block")
        assert block == ([["2-4"], ["3-3", "4-4"], ["2-3", "3-4"], ["2-2", "3-3"]],)
    text = GAME.event_text("block", block, "zh")
    assert "[3|3]长三" in text and "[2|4]二四" in text


def test_no_winner_and_no_loser_is_not_called_a_draw() -> None:
    """§6: a shared lowest and a shared highest total give neither a winner nor
    a loser; only all-equal totals are a draw (和局)."""
    hands = [["6-6", "2-3"], ["1-1", "1-2"], ["1-4", "1-3"], ["2-5", "1-1"]]
    state = position(4, "hand_size=2;first_player=0", "0", [], hands, "0")
    state.apply("6-6")  # nobody holds a 6: blocked at once
    res = state.result()
    assert res["sleep_totals"] == [5, 5, 9, 9]
    assert (res["winner"], res["loser"], res["draw"]) == (None, None, False)
    _, key, args = state.events_for(None)[-1]
    assert key == "result"
    assert GAME.event_text(key, args, "en") == "no winner and no loser"
    assert GAME.event_text(key, args, "zh") == "无人赢, 无人输"
    for lang, text in (("en", "no winner and no loser"), ("zh", "无人赢, 无人输")):
        assert GAME.render(state.observation(0), lang).endswith(text)


def test_equal_totals_are_a_draw() -> None:
    hands = [["6-6", "2-3"], ["1-1", "1-2"]]
    state = position(2, "hand_size=2;first_player=0", "0", [], hands, "0")
    state.apply("6-6")
    res = state.result()
    assert res["sleep_totals"] == [5, 5] and res["draw"]
    _, key, args = state.events_for(1)[-1]
    assert (GAME.event_text(key, args, "en"), GAME.event_text(key, args, "zh")) == (
        "a draw",
        "和局",
    )


def test_the_end_shows_the_pairwise_nets() -> None:
    hands = [["6-6", "2-3"], ["1-1", "1-2"], ["1-4", "1-3"], ["2-5", "1-1"]]
    state = position(4, "hand_size=2;first_player=0;settlement=pairwise", "0", [], hands, "0")
    state.apply("6-6")  # blocked: totals 5, 5, 9, 9; T = 28
    assert state.returns() == [8, 8, -8, -8]
    assert "pairwise: you +8, seat 1 +8, seat 2 -8, seat 3 -8" in GAME.render(
        state.observation(0), "en"
    )
    assert "两两结算: 1号 +8, 你 +8, 3号 -8, 4号 -8" in GAME.render(state.observation(1), "zh")
