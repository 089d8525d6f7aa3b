"""The card table of the poker-deck shedding games (争上游, 干瞪眼): another
seat's play is pictured as the very cards it took from its hand, suits
shown (issue 25), not as rank-only boxes."""

from __future__ import annotations

import random
import re

import pytest

from paixi import load_game
from paixi.web.views import seat_view

CARD = re.compile(r"^(10|[2-9AJQK])[SHDC](#\d)?$|^[SB]J(#\d)?$")


@pytest.mark.parametrize("game_id", ["zhengshangyou", "gandengyan"])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_play_shows_the_cards_taken_from_the_hand(game_id: str, lang: str) -> None:
    game = load_game(game_id)
    checked = 0
    for seed in range(3):
        state = game.new_game(4, None, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal() and checked < 200:
            seat = state.current_player()
            if seat < 0:
                state.apply(rng.choice(state.legal_actions()))
                continue
            before = list(state.observation(seat)["my_hand"])
            action = rng.choice(state.legal_actions())
            state.apply(action)
            if str(action) == "pass" or state.is_terminal() or state.current_player() < 0:
                continue
            watcher = (seat + 1) % 4
            shown = seat_view(state, watcher, [], lang)["layout"]["seats"][seat]["play"]
            if shown is None:  # the play ended the trick: the table is cleared
                continue
            cards = [c for c in shown if not c.startswith("r:")]
            jokers = [c for c in shown if c.startswith("r:")]
            assert all(CARD.match(c) for c in cards), shown
            after = state.observation(seat)["my_hand"]
            taken = list(before)
            for c in after:
                taken.remove(c)
            # the natural cards pictured are exactly the ones that left the hand
            assert sorted(cards) == sorted(
                c for c in taken if not c.startswith(("SJ", "BJ")) or game_id == "zhengshangyou"
            )
            assert len(cards) + len(jokers) == len(taken)
            checked += 1
    assert checked > 20
