"""龙麻将 public events (issue 10): every action is seen by its actor, nothing hidden leaks,
and every event words in English and 中文."""

from __future__ import annotations

import random

import pytest

from tests.longmajiang.table import GAME

CONFIGS = [
    (4, {"hands": 2}),
    (2, {"variant": "bridge", "hands": 2}),
    (3, {"hands": 1, "payment": "discarder"}),
    (6, {"hands": 1, "decks": "2"}),
]


@pytest.mark.parametrize(("players", "options"), CONFIGS)
def test_events_are_seen_by_the_actor_and_leak_nothing(players: int, options: dict) -> None:
    for seed in range(6):
        st = GAME.new_game(players, options, seed=seed)
        rng = random.Random(seed)
        while not st.is_terminal():
            actor = st.current_player()
            step = len(st.history)
            st.apply(rng.choice(st.legal_actions()))
            assert any(s == step for s, _, _ in st.events_for(actor)), "the actor sees its step"
        for viewer in [*range(players), None]:
            opened = st.open_seats(viewer) if viewer is not None else {1, 3} if st.bridge else set()
            for _, key, args in st.events_for(viewer):
                if key == "draw" and args[0] not in opened:
                    assert args[1] is None, "another seat's draw shows no face"
                if key == "answer":
                    assert args[0] in st.seats_of(viewer), "only one's own answers"
                if key == "deal":
                    assert {s for s, _ in args[3]} <= opened
                for lang in ("en", "zh"):
                    text = GAME.event_text(key, args, lang)
                    assert text and not text.startswith(key + " ")


def test_a_spectator_sees_answers_only_as_answered() -> None:
    st = GAME.new_game(4, {"hands": 1, "first_dealer": 0}, seed=3)
    st.apply(st.legal_actions()[-1])  # the dealer discards
    st.apply(st.legal_actions()[-1])  # seat 1 passes
    seen = [(k, a) for _, k, a in st.events_for(None)]
    assert seen[-1] == ("answered", (1,))
    mine = [(k, a) for _, k, a in st.events_for(1)]
    assert mine[-1] == ("answer", (1, "pass"))


@pytest.mark.parametrize(("players", "options"), CONFIGS[:2])
def test_a_person_reads_its_own_claim_answers_as_you(players: int, options: dict) -> None:
    st = GAME.new_game(players, options, seed=3)
    rng = random.Random(3)
    seen = 0
    while not st.is_terminal():
        st.apply(rng.choice(st.legal_actions()))
    for person in range(players):
        for _, key, args in st.events_for(person):
            if key == "answer":
                text = GAME.event_text(key, args, "en", me=person)
                assert text.startswith("you answered"), text
                assert ("for seat" in text) == (args[0] != person), text
                zh = GAME.event_text(key, args, "zh", me=person)
                assert zh.startswith("你") and "pass" not in zh, zh
                seen += 1
    assert seen
