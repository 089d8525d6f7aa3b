"""合挡 tricks and stakes beyond the worked examples (docs/specs/hedang.md §2
"equal rank never beats", §3 ``stake``)."""

from __future__ import annotations

import paixi
from tests.domino_tricks import play
from tests.hedang.table import fill_hands, last_trick_position, position, rest_of_set

GAME = paixi.load_game("hedang")


def test_an_equal_tile_covers_but_never_beats() -> None:
    """Seat 1 must cover the led nine with its own nine (its highest 短 tile);
    equal rank does not beat, so the leader keeps the trick."""
    hands = [["4-5", "2-3"], ["3-6", "6-6"], ["1-1", "2-6"], ["5-5", "3-5"]]
    pos = position(
        hands,
        shou="3,1,1,1",
        tricks="2,1,1,1",
        up=rest_of_set(hands),
        last="3:0:1-3,v1-4,v1-6,v1-6",
    )
    state = GAME.from_position(pos)
    state.apply("4-5")  # an all-短 hand may lead 短
    assert [str(a) for a in state.legal_actions()] == ["3-6"]
    state.apply("3-6")
    assert state.observation(0)["trick"]["best"] == 0
    state.apply("2-6")
    state.apply("3-5")
    last = state.observation(2)["last_trick"]
    assert last["winner"] == 0 and state.observation(2)["shou"] == [4, 1, 1, 1]


def test_stake_multiplies_the_settlement_and_the_sale_price() -> None:
    hands, _ = fill_hands({})
    pos = position(hands, phase="sell", sale="-", options="sale_price=1.5;stake=2.0")
    state = GAME.from_position(pos)
    play(state, ("sell", "pass", "buy"))
    assert state.observation(0)["scores"] == [3.0, 0.0, -3.0, 0.0]
    pos = last_trick_position([["2-2"], ["3-3"], ["6-6"], ["1-5"]], options="stake=2.0")
    state = play(GAME.from_position(pos), ("6-6", "1-5", "2-2", "3-3"))
    assert state.returns() == [-4.0, -4.0, 12.0, -4.0]  # Example 4 at 2 a stake
    assert state.result()["rounds"][0]["amounts"] == [-4.0, -4.0, 12.0, -4.0]


def test_the_sale_answers_are_shown_to_the_next_buyer() -> None:
    """§4.3: the answers are public; the table shows who sold and who declined."""
    hands, _ = fill_hands({})
    state = GAME.from_position(position(hands, phase="sell", sale="-"))
    state.apply("sell")
    state.apply("pass")
    assert state.current_player() == 2
    en = GAME.render(state.observation(2), "en")
    zh = GAME.render(state.observation(2), "zh")
    assert "seat 0 sells the bank; seat 1 declines" in en
    assert "1号卖庄; 2号不买" in zh
