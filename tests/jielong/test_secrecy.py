"""What each seat sees (rules/jielong.md §5): observations, events, redeals."""

from __future__ import annotations

import json
import random

from paixi.games.jielong import GAME
from paixi.games.jielong.actions import HALVES, Sleep
from paixi.games.jielong.agent import ReferencePolicy
from tests.jielong.helpers import position

SLEPT = position(
    3,
    "hand_size=3;first_player=0",
    "0",
    ["0:1-1", "1:1-5L", "2:sleep2-4"],
    [["5-6", "1-6"], ["3-5", "2-2"], ["3-3", "4-4"]],
    "0",
)
"""Seat 2 slept 2-4 with ends (5, 1)."""


def test_a_slept_tile_is_hidden_from_the_others_and_seen_by_its_owner() -> None:
    for seat in (0, 1):
        obs = SLEPT.observation(seat)
        assert obs["moves"][-1] == {
            "seat": 2,
            "kind": "sleep",
            "tile": None,
            "end": None,
            "open_half": None,
        }
        assert "2-4" not in json.dumps(obs)
        assert obs["slept_counts"] == [0, 0, 1]
    mine = SLEPT.observation(2)
    assert mine["my_slept"] == ["2-4"] and mine["my_sleep_total"] == 6
    assert mine["moves"][-1]["tile"] == "2-4"


def test_sleep_events_word_the_face_only_for_the_sleeper() -> None:
    state = position(
        3,
        "hand_size=3;first_player=0",
        "0",
        ["0:1-1", "1:1-5L"],
        [["5-6", "1-6"], ["3-5", "2-2"], ["2-4", "3-3", "4-4"]],
        "2",
    )
    state.apply("sleep 2-4")
    for viewer in (0, 1, None):
        _, key, args = state.events_for(viewer)[-1]
        assert key == "sleep"
        assert GAME.event_text(key, args, "en") == "seat 2 lays a tile face down"
        assert GAME.event_text(key, args, "zh") == "3号 扣下一张牌(睡觉)"
    _, key, args = state.events_for(2)[-1]
    assert GAME.event_text(key, args, "en") == "seat 2 lays [2|4] Two-Four face down"
    assert "二四" in GAME.event_text(key, args, "zh")


def test_the_deal_shows_each_seat_only_its_own_hand() -> None:
    state = GAME.new_game(4, seed=9)
    for seat in range(4):
        _, key, args = state.events_for(seat)[0]
        assert key == "deal_own" and args[2] == state.observation(seat)["hand"]
    _, key, args = state.events_for(None)[0]
    assert key == "deal" and args == (8, 0)


def test_every_action_emits_an_event_its_actor_sees() -> None:
    rng = random.Random(2)
    for seed in range(20):
        state = GAME.new_game(rng.choice([2, 3, 4]), seed=seed)
        while not state.is_terminal():
            seat = state.current_player()
            before = len(state.events_for(seat))
            state.apply(rng.choice(state.legal_actions()))
            assert len(state.events_for(seat)) > before


def test_the_end_turns_every_sleep_pile_face_up() -> None:
    state = GAME.new_game(4, seed=4)
    policy = ReferencePolicy()
    while not state.is_terminal():
        state.apply(policy.act(state.observation(state.current_player()), state.legal_actions()))
    piles = state.result()["sleep_piles"]
    for seat in range(4):
        obs = state.observation(seat)
        assert obs["sleep_piles"] == piles
        slept = [m["tile"] for m in obs["moves"] if m["kind"] == "sleep"]
        assert None not in slept
    reveals = [args for _, key, args in state.events_for(None) if key == "reveal"]
    assert reveals == [(piles, state.result()["sleep_totals"])]
    text = GAME.event_text("reveal", reveals[0], "en")
    assert text.startswith("seat 0 slept ") and "seat 3 slept" in text


def test_redeals_keep_what_a_sleep_told() -> None:
    # seat 2 slept with ends (5, 1): its hand and its slept tile show no 5 and no 1
    for i in range(200):
        other = SLEPT.resample_hidden(0, random.Random(i))
        assert other.observation(0) == SLEPT.observation(0)
        for tile in other.hands[2] + other.slept[2]:
            assert not {1, 5} & set(HALVES[tile])
        assert [str(a) for s, a in other.moves if isinstance(a, Sleep)] == [
            str(Sleep(other.slept[2][0]))
        ]


def test_redeals_vary_what_is_hidden() -> None:
    state = GAME.new_game(4, {"first_player": "0"}, seed=5)
    seen = {tuple(state.resample_hidden(0, random.Random(i)).hands[1]) for i in range(30)}
    assert len(seen) > 20
    seen = {tuple(SLEPT.resample_hidden(0, random.Random(i)).hands[2]) for i in range(30)}
    assert len(seen) > 5


def test_redeals_carry_no_other_seat_private_events_or_true_deal() -> None:
    state = GAME.new_game(3, seed=6)  # 3 players: 2 tiles undealt
    other = state.resample_hidden(1, random.Random(0))
    assert all(p[0] == 1 for e in other.events for p in e.private)
    deal = str(other.history[0].move).split()
    assert deal[10:20] == state.observation(1)["hand"]


def test_redeals_keep_the_three_six_inferences() -> None:
    # two sets, three_six: seat 1 started, so seat 0 held no 3-6
    from paixi.games.jielong.actions import THREE_SIX
    from tests.jielong.helpers import deal

    hands = [
        ["1-1", "2-2", "5-5", "4-4"],
        ["3-6", "1-2", "2-4", "6-6"],
        ["3-6", "5-5", "1-1", "4-4"],
    ]
    state = GAME.new_game(
        3, {"sets": 2, "hand_size": 4, "first_player": "three_six"}, seed=0, chance="manual"
    )
    state.apply_chance(deal(hands, sets=2))
    state.apply("3-6")
    seat2 = 0
    for i in range(200):
        other = state.resample_hidden(1, random.Random(i))
        assert THREE_SIX not in other.hands[0]
        seat2 += THREE_SIX in other.hands[2]
    assert 0 < seat2 < 200
    # dice rolled under three_six: every 3-6 is undealt
    state = GAME.new_game(3, {"first_player": "three_six"}, seed=0, chance="manual")
    from paixi.equipment.dominoes import full_set

    keys = [k for k in full_set() if k not in ("3-6", "1-2")] + ["3-6", "1-2"]
    state.apply_chance(" ".join(keys))
    state.apply_chance("dice 1 1")
    for i in range(100):
        other = state.resample_hidden(1, random.Random(i))
        assert THREE_SIX in other.undealt
        assert all(THREE_SIX not in h for h in other.hands)


def test_redeals_keep_the_line_open() -> None:
    # seat 0 led 1-1 and holds 2-2; the game goes on, so seat 1's two tiles show a 1
    state = position(
        2, "hand_size=2;first_player=0", "0", ["0:1-1"], [["2-2"], ["1-2", "3-3"]], "1"
    )
    for i in range(100):
        other = state.resample_hidden(0, random.Random(i))
        assert any(1 in HALVES[t] for t in other.hands[1])
        assert not other.is_terminal() and other.current_player() == 1


def test_ismcts_plays_jielong() -> None:
    from paixi.agents.ismcts import ISMCTSAgent

    state = GAME.new_game(3, seed=3)
    agent = ISMCTSAgent(seed=1, iterations=30)
    while not state.is_terminal():
        seat = state.current_player()
        state.apply(agent.act_on_state(state, seat))
    assert state.is_terminal()


def test_every_event_is_worded_in_both_languages() -> None:
    rng = random.Random(1)
    keys = set()
    for seed, options in enumerate(
        [{}, {"first_player": "three_six"}, {"open_ends": "one"}, {"first_player": "1"}] * 3
    ):
        state = GAME.new_game(2 + seed % 3, options, seed=seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
        for viewer in [None, *range(state.players)]:
            for _, key, args in state.events_for(viewer):
                keys.add(key)
                for lang in ("en", "zh"):
                    text = GAME.event_text(key, args, lang)
                    assert text and not text.startswith(key)
    assert {
        "deal",
        "deal_own",
        "dice",
        "lead",
        "join",
        "sleep",
        "sleep_own",
        "reveal",
        "result",
        "starter",
        "block",
    } <= keys
