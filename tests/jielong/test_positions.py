"""接龙 positions (rules_en.md "Positions"): round trips and clear refusals."""

from __future__ import annotations

import random
import re

import pytest

from paixi.core.errors import PositionError
from paixi.games.jielong import GAME
from tests.jielong.helpers import position_text


def test_the_rules_page_example_reads_and_round_trips() -> None:
    text = re.search(r"`(jielong 4 first_player=0 [^`]+)`", GAME.rules_text("en")).group(1)
    state = GAME.from_position(text)
    assert state.to_position() == text
    assert state.current_player() == 0
    assert state.observation(0)["ends"] == {"L": 5, "R": 6}


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize(
    "options",
    [
        {},
        {"open_ends": "one"},
        {"sets": 2},
        {"first_player": "three_six"},
        {"sleep_only_when_blocked": False},
    ],
)
def test_positions_round_trip_through_random_games(players: int, options: dict) -> None:
    rng = random.Random(players)
    for seed in range(6):
        state = GAME.new_game(players, options, seed=seed)
        while True:
            text = state.to_position()
            again = GAME.from_position(text, seed=1)
            assert again.to_position() == text
            assert again.legal_actions() == state.legal_actions()
            assert again.current_player() == state.current_player()
            for seat in range(players):
                assert again.observation(seat) == state.observation(seat)
            if state.is_terminal():
                assert again.returns() == state.returns()
                break
            state.apply(rng.choice(state.legal_actions()))


def test_positions_before_the_deal_and_before_the_dice() -> None:
    state = GAME.new_game(3, seed=1, chance="manual")
    text = state.to_position()
    assert text == "jielong 3 - - - -/-/- - deal"
    assert GAME.from_position(text, chance="manual").to_position() == text
    state.apply_chance(GAME.new_game(3, seed=2).history[0].move)
    text = state.to_position()
    assert text.endswith(" dice") and " - - " in text
    again = GAME.from_position(text, chance="manual")
    assert again.is_chance_node() and again.to_position() == text
    again.apply_chance("dice 6 6")
    assert again.current_player() == 11 % 3


BASE = (2, "hand_size=2;first_player=0", "0", ["0:6-6"], [["1-1"], ["5-6", "3-3"]], "1")


def _variant(**change):
    names = ("players", "options", "start", "moves", "hands", "turn")
    args = dict(zip(names, BASE, strict=True))
    args.update(change)
    return position_text(*(args[n] for n in names))


BAD = [
    (_variant(turn="0"), "turn: it is 1 here"),
    (_variant(start="1"), "first_player=0 makes seat 0"),
    (_variant(start="0:3+4"), "no dice are rolled"),
    (_variant(options="hand_size=2", start="0"), "the dice decide"),
    (_variant(options="hand_size=2", start="0:3+3"), "makes seat 1 the starter"),
    (_variant(moves=["0:6-6", "1:5-6R"], hands=[["1-1"], ["3-3"]], turn="0"), "joins on L"),
    (_variant(moves=["1:6-6"], hands=[["1-1", "2-2"], ["5-6"]], turn="0"), "move 1 is by seat 1"),
    (
        _variant(moves=["0:6-6", "0:sleep1-1"], hands=[[], ["5-6", "3-3"]]),
        "seat 0 was to play|by seat 0",
    ),
    (_variant(moves=["0:6-6", "1:sleep3-3"], hands=[["1-1"], ["5-6"]], turn="0"), "may not sleep"),
    (_variant(hands=[["1-1"], ["5-6", "3-3", "4-4"]]), "undealt|seat 1 holds"),
    (_variant(hands=[["1-1"], ["5-6"], ["3-3"]]), "2 hands"),
    (_variant().replace("0:6-6", "0:7-7"), "move"),
    (_variant(moves=["0:6-6", "block"], turn="end"), "block is written only"),
    (_variant(moves=["0:1-1L"]), "first move"),
    (_variant(players=5), "players"),
    ("jielong 2 hand_size=40 - - -/- - deal", "hand_size"),
    ("jielong 2 - 0 - -/- - 0", "appears"),
    ("jielong 2 - - - -/- -", "5 fields"),
    ("jielong 2 - - - -/- - deal extra", "5 fields"),
    ("mahjong 2 - - - -/- - deal", "not a jielong position"),
    ("jielong two - - - -/- - deal", "players"),
    ("jielong 2 first_player=9 - - -/- - deal", "first_player"),
    ("jielong", "starts"),
]


@pytest.mark.parametrize(("text", "match"), BAD)
def test_bad_positions_say_what_is_wrong(text: str, match: str) -> None:
    with pytest.raises(PositionError, match=match) as err:
        GAME.from_position(text)
    assert "\n" not in str(err.value)


def test_the_base_of_the_bad_positions_is_good() -> None:
    state = GAME.from_position(_variant())
    assert state.current_player() == 1
    assert [str(a) for a in state.legal_actions()] == ["5-6 L"]
    with pytest.raises(PositionError):
        GAME.from_position(None)  # type: ignore[arg-type]
