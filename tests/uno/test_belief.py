"""The search's belief about the other UNO hands (paixi.games.uno.belief)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import paixi
from paixi.agents.registry import make_agent
from paixi.equipment.uno import parse_card
from paixi.games.uno.belief import Void, sampler, voids

UNO = paixi.load_game("uno")


def _heuristic_states(players: int, seeds: range):
    """Every state of heuristic-played hands."""
    for seed in seeds:
        state = UNO.new_game(players, UNO.bench_options, seed=seed)
        agents = [make_agent("heuristic", UNO, s, seed + s) for s in range(players)]
        while not state.is_terminal():
            yield state
            seat = state.current_player()
            agent = agents[seat]
            state.apply(agent.act(state.observation(seat), state.legal_actions()))


def _covered(void: Void, hand: list[int]) -> bool:
    return sum(void.allows(k) for k in hand) >= len(hand) - void.fresh


@pytest.mark.parametrize("players", [2, 4])
def test_the_real_hands_always_fit_the_voids_in_heuristic_play(players: int) -> None:
    """The heuristic draws only when it holds nothing playable, so every
    void the log shows must hold of its real hand, at every step."""
    checked = 0
    for state in _heuristic_states(players, range(12)):
        for seat, void in enumerate(voids(list(state.log), players)):
            if void is not None:
                checked += 1
                assert _covered(void, state.hands[seat]), (void, state.log[-6:])
    assert checked > 100


def test_a_turn_draw_then_a_keep_covers_the_whole_hand() -> None:
    log = [(-1, "start", "R5"), (0, "draw", 1)]
    (void, other) = voids(log, 2)
    assert other is None
    assert void == Void(colour=0, rank=5, fresh=1)  # the drawn card is not yet covered
    assert voids([*log, (0, "keep")], 2)[0] == Void(0, 5, fresh=0)
    assert not void.allows(parse_card("R9"))  # the colour
    assert not void.allows(parse_card("G5"))  # the number
    assert not void.allows(parse_card("W+4"))  # a Wild would have been played
    assert void.allows(parse_card("G9"))


def test_penalty_cards_are_fresh_and_an_uncovered_play_uses_one() -> None:
    log = [(-1, "start", "R5"), (0, "draw", 1), (0, "keep"), (1, "R+2"), (0, "draw", 2)]
    assert voids(log, 2)[0] == Void(0, 5, fresh=2)
    # a red card can only be one of the two fresh ones
    assert voids([*log, (1, "R3"), (0, "R7")], 2)[0] == Void(0, 5, fresh=1)
    # a Wild Draw Four accepted: four more
    assert voids([*log, (1, "W+4(G)"), (0, "accept", 4)], 2)[0] == Void(0, 5, fresh=6)


def test_a_wild_sets_the_colour_the_next_draw_is_judged_by() -> None:
    log = [(-1, "start", "R5"), (0, "W(B)"), (1, "draw", 1), (1, "keep")]
    void = voids(log, 2)[1]
    assert void == Void(colour=3, rank=-1, fresh=0)  # a Wild sets no number
    assert void.allows(parse_card("G5"))


def test_an_event_the_belief_does_not_follow_forgets_everything() -> None:
    log = [(-1, "start", "R5"), (0, "draw", 1), (0, "keep"), (1, "swap", 0, 2)]
    assert voids(log, 2) == [None, None]


def test_the_redeal_keeps_the_cards_the_sizes_and_the_own_hand() -> None:
    """Determinisations move only cards the seat cannot see, keep every hand
    size, and deal each void's covered cards from the cards it allows."""
    fitted = 0
    for k, state in enumerate(_heuristic_states(4, range(4))):
        if k % 5:
            continue
        seat = state.current_player()
        beliefs = voids(list(state.log), 4)
        draw = sampler(state, seat)
        for r in range(3):
            det = draw(random.Random(r))
            assert det.hands[seat] == state.hands[seat]
            assert [len(h) for h in det.hands] == [len(h) for h in state.hands]
            unseen = Counter(det.pile) + sum((Counter(h) for h in det.hands), Counter())
            assert unseen == Counter(state.pile) + sum((Counter(h) for h in state.hands), Counter())
            for s, void in enumerate(beliefs):
                if s != seat and void is not None:
                    assert _covered(void, det.hands[s])
                    fitted += 1
    assert fitted > 20
