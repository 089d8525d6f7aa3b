"""What each seat may see (docs/specs/chuanpai.md §10): events and observations."""

from __future__ import annotations

import json
import random

import pytest

import paixi
from paixi.equipment.chuanpai import draw_cards
from tests.chuanpai.positions import state
from tests.conformance import random_playout

GAME = paixi.load_game("chuanpai")
PRIVATE_KEYS = {"dealt_own", "steal_own", "qipai_own", "my_answer"}


@pytest.mark.parametrize("seed", range(12))
def test_events_every_action_is_seen_by_its_actor_and_private_keys_stay_private(seed) -> None:
    rng = random.Random(seed)
    options = {"allow_baozi": seed % 2 == 0, "rounds": 2}
    st = GAME.new_game(players=2 + seed % 2, options=options, seed=seed)

    def check(s, action) -> None:
        actor = s.current_player()
        before = len(s.events)
        s.apply(action)
        new = s.events[before:]
        assert any(e.seen_by(actor) is not None for e in new), action
        undo.append(True)

    undo: list[bool] = []
    while not st.is_terminal():
        check(st, rng.choice(st.legal_actions()))
    for viewer in (None, *range(st.players)):
        for _, key, args in st.events_for(viewer):
            if key in PRIVATE_KEYS:
                assert viewer is not None and args[0] == viewer
            for lang in ("en", "zh"):
                text = GAME.event_text(key, args, lang)
                assert text and not text.startswith(key + " ")


def test_a_window_answer_does_not_show_in_the_others_observations() -> None:
    def after(answer: str):
        st = state(
            hands={0: "33 33 12 11 11 15", 1: "44 14 14", 2: "35 16"},
            plays={1: "33f-"},
            window="33:1:f:-",
            options={"eliminations": False},
        )
        st.apply(answer)
        return st

    a, b = after("chi 44"), after("pass")
    for seat in (0, 2):
        assert json.dumps(a.observation(seat)) == json.dumps(b.observation(seat))
    assert a.observation(1)["window"]["my_answer"] == "chi 44"
    assert a.events_for(2)[-1][1:] == ("answered", (1,))


def test_observation_fields_for_a_table_view() -> None:
    st = GAME.new_game(seed=4)
    random_playout(st, random.Random(4))
    st = GAME.new_game(seed=4)
    obs = st.observation(0)
    for key in ("hand", "hand_sizes", "melds", "plays", "dealer", "status", "stock", "stolen",
                "to_act", "window", "scores"):  # fmt: skip
        assert key in obs
    json.dumps(obs)
    assert obs["hand_sizes"] == [20, 20, 20] and obs["stock"] == 45


def test_long_cards_are_drawn_with_red_pips() -> None:
    text = draw_cards([0, 20, 18])
    assert "●" in text and "11" in text and "66" in text and "55" in text
    assert len(text.splitlines()) == 10


def test_resampling_keeps_what_the_redeal_question_tells() -> None:
    import random as _random

    for seed in range(200):
        st = GAME.new_game(seed=seed)
        if st.phase == "redeal":
            break
    else:
        raise AssertionError("no redeal question in 200 deals")
    other = (st.dealer + 1) % 3
    rng = _random.Random(1)
    for _ in range(20):
        again = st.resample_hidden(other, rng)
        ev = again.evals[again.dealer]
        assert ev.f0 == 0 and ev.tuo < 34
        assert json.dumps(again.observation(other)) == json.dumps(st.observation(other))


def _window_states(seeds: range):
    """The play-phase states (windows and discards) of heuristic-played rounds."""
    from paixi.agents.registry import make_agent

    for seed in seeds:
        st = GAME.new_game(None, None, seed=seed)
        agents = [make_agent("heuristic", GAME, s, seed + s) for s in range(st.players)]
        while not st.is_terminal():
            if st.phase in ("window", "discard"):
                yield st
            seat = st.current_player()
            st.apply(agents[seat].act(st.observation(seat), st.legal_actions()))


def test_a_redeal_gives_no_seat_three_of_a_kind_it_let_die() -> None:
    """§5.2: holding 3 concealed copies, the 杠 is compulsory, so a seat that
    let a card die held at most 2 of its kind. The real hands always obey
    this, and so does every determinisation."""
    from paixi.games.chuanpai.observe import keeps_passes, passed_kinds

    checked = 0
    for k, st in enumerate(_window_states(range(16))):
        passed = passed_kinds(st)
        for seat in range(st.players):
            assert keeps_passes(st, seat, passed)
        if k % 5 == 0:
            seat = st.current_player()
            det = st.resample_hidden(seat, random.Random(k))
            assert keeps_passes(det, seat, passed)
            checked += bool(passed)
    assert checked > 20
