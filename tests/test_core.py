"""The core protocol's guards: seats, notation, records (issue 2, bad input)."""

from __future__ import annotations

import json

import pytest

import paixi
from paixi.core.errors import NotationError, OptionError, RecordError, SeatError
from paixi.games.chuiniu import Bid

GAME = paixi.load_game("chuiniu")


@pytest.mark.parametrize("seat", [-1, -3, True, 3, "0", None, 1.0])
def test_observation_refuses_bad_seats(seat):
    state = GAME.new_game(3, seed=42)
    with pytest.raises(SeatError):
        state.observation(seat)
    with pytest.raises(SeatError):
        state.resample_hidden(seat, __import__("random").Random(1))


@pytest.mark.parametrize("text", ["9" * 4400 + "x3", "", "4x", "x5", "abc" * 100])
def test_unreadable_actions_are_notation_errors(text):
    state = GAME.new_game(2, seed=1)
    before = state.fingerprint()
    with pytest.raises(NotationError):
        state.apply(text)
    assert state.fingerprint() == before


def test_non_integer_bids_are_refused():
    state = GAME.new_game(2, seed=1)
    for bad in (Bid(3.0, 2.0), Bid(3, True)):
        with pytest.raises(paixi.IllegalActionError):
            state.apply(bad)


def test_options_must_be_a_mapping_and_choices_ignore_case():
    with pytest.raises(OptionError, match="mapping"):
        GAME.new_game(2, [1])
    assert GAME.new_game(2, {"ones_rank": "HIGH"}).options.ones_rank == "high"
    with pytest.raises(OptionError, match="number of players"):
        GAME.new_game(2, {"players": 3})


def finished_record():
    state = GAME.new_game(2, {"rounds": 1}, seed=5)
    while not state.is_terminal():
        state.apply(state.legal_actions()[-1])
    return state.to_record()


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda r: r["result"].update(penalties=[2, 0]), "result differs"),
        (lambda r: r.update(terminal=False), "says the game is not over"),
        (lambda r: r.update(version=2), "version"),
        (lambda r: r.update(seed=float("nan")), "seed"),
        (lambda r: r.update(seats=["a"]), "seats"),
        (lambda r: r["history"][-1].update(seat="1"), "integer 'seat'"),
        (lambda r: r["history"][-1].pop("seat"), "integer 'seat'"),
        (lambda r: r.update(returns=[0, "x"]), "returns"),
    ],
)
def test_hand_edited_records_are_refused(edit, message):
    record = json.loads(json.dumps(finished_record()))
    edit(record)
    with pytest.raises(RecordError, match=message):
        paixi.replay(record)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_tables_rules_leave_out_only_the_position_notation(lang: str) -> None:
    """Every game's rules page has a position-notation section (for tools);
    what a player reads at the table keeps every other section whole."""
    from paixi.core.game_package import NOTATION_HEADING, rules_for_players

    for game in paixi.list_games():
        text = game.rules_text(lang)
        play = rules_for_players(text)
        headings = [line for line in text.splitlines() if line.startswith("## ")]
        notation = [h for h in headings if NOTATION_HEADING.match(h)]
        kept = [line for line in play.splitlines() if line.startswith("## ")]
        assert len(notation) == 1 or game.id == "longmajiang", (game.id, lang)
        assert kept == [h for h in headings if h not in notation], (game.id, lang)
        assert play.splitlines()[0] == text.splitlines()[0]
        for section in text.split("\n## ")[1:]:
            if not NOTATION_HEADING.match("## " + section):
                assert section.strip() in play, (game.id, lang, section[:30])
