"""大贰 information (docs/specs/daer.md §13): hidden answers, private 过张, events in
both languages, positions round-trip along random games, resampling."""

from __future__ import annotations

import json
import random

import paixi
from paixi.games.daer.view import observation
from tests.conformance import canonical
from tests.daer.helpers import position

GAME = paixi.load_game("daer")
FILL1 = "b5 b5 b6 b6 b8 b8 b9 b9 s8 s8 s9 s9 s10 b10 b1"


def _claim(answer_of_seat1: str):
    seats = {1: {"hand": "s4 s6 " + FILL1}, 3: {"hand": "b2 b3 s1"}}
    return GAME.from_position(
        position(f"claim:discard:0:s5:0:{answer_of_seat1}", seats, in_flight="s5")
    )


def test_a_pending_answer_is_hidden_from_the_others() -> None:
    passed, chied = _claim("pass"), _claim("chi_s4_s6")
    for seat in (0, 2, 3):
        assert canonical(passed.observation(seat)) == canonical(chied.observation(seat))
    assert passed.observation(1)["window"]["my_answer"] == "pass"
    assert chied.observation(1)["window"]["my_answer"] == "chi s4 s6"


def test_everyone_is_asked_whatever_they_hold() -> None:
    s = GAME.new_game(4, seed=3)
    rng = random.Random(3)
    while not s.is_terminal():
        w = s.window
        if w is not None and w.kind == "discard":
            assert len(w.seats) == 2 and w.source not in w.seats
        if w is not None and w.kind == "draw":
            assert w.seats == s.order_from(w.source)
        s.apply(rng.choice(s.legal_actions()))


def test_events_tell_answers_only_to_the_answerer() -> None:
    s = _claim("-")
    s.apply("chi s4 s6")
    mine = s.events_for(1)[-1]
    theirs = s.events_for(3)[-1]
    assert mine[1] == "my_answer" and "chi s4 s6" in mine[2]
    assert theirs[1] == "answered" and theirs[2] == (1,)
    assert s.events_for(None)[-1][1] == "answered"
    s.apply("pass")
    keys = [e[1] for e in s.events_for(3)]
    assert "chi" in keys  # the winning claim is shown once resolved
    for viewer in (None, 0, 1, 2, 3):
        for _, key, args in s.events_for(viewer):
            for lang in ("en", "zh"):
                assert GAME.event_text(key, args, lang)


def test_dealt_cards_and_guo_are_private_events() -> None:
    s = GAME.new_game(4, seed=5)
    dealer = s.dealer
    dealt = [e for e in s.events_for(dealer) if e[1] == "dealt"]
    assert dealt and len(dealt[0][2][3].split()) == 21
    assert all(e[1] != "dealt" for e in s.events_for(s.dijia))
    assert all(e[1] != "dealt" for e in s.events_for(None))


def test_every_action_emits_an_event_its_actor_sees() -> None:
    s = GAME.new_game(4, seed=9)
    rng = random.Random(9)
    while not s.is_terminal():
        seat = s.current_player()
        before = len(s.events_for(seat))
        s.apply(rng.choice(s.legal_actions()))
        assert len(s.events_for(seat)) > before


def test_positions_round_trip_along_random_games() -> None:
    for seed in range(12):
        rng = random.Random(seed)
        players = 3 + seed % 2
        opts = {"rounds": 2, "dead_bottom": rng.choice((0, 2))}
        s = GAME.new_game(players, opts, seed=seed)
        steps = 0
        while True:
            text = s.to_position()
            again = GAME.from_position(text)
            assert again.to_position() == text
            assert again.legal_actions() == s.legal_actions()
            if not s.rounds_log:
                for seat in range(players):
                    assert canonical(observation(again, seat)) == canonical(observation(s, seat))
            if s.is_terminal():
                break
            s.apply(rng.choice(s.legal_actions()))
            steps += 1
        assert steps > 10


def test_resample_keeps_what_the_seat_sees() -> None:
    s = GAME.new_game(4, seed=4)
    rng = random.Random(4)
    for _ in range(40):
        if s.is_terminal():
            break
        seat = s.current_player()
        other = s.resample_hidden(seat, random.Random(rng.random()))
        assert canonical(other.observation(seat)) == canonical(s.observation(seat))
        json.dumps(s.observation(seat))
        s.apply(rng.choice(s.legal_actions()))


def test_observation_has_table_fields() -> None:
    obs = GAME.new_game(4, seed=1).observation(0)
    for key in (
        "dealer",
        "dijia",
        "active",
        "concealed_counts",
        "holding_sizes",
        "melds",
        "longs",
        "piles",
        "stock_count",
        "dead_bottom",
        "stock_known_top",
        "window",
        "my_hand",
        "scores",
    ):
        assert key in obs
    assert obs["stock_count"] + len(obs["dead_bottom"]) == 19
    assert GAME.render(obs, "zh") and GAME.render(obs, "en")
