"""争上游 and 干瞪眼: nothing hidden leaks through observations or error messages
(docs/specs/zhengshangyou.md §8, docs/specs/gandengyan.md §8, docs/design.md "Hidden information").

During a first hand nothing has been revealed yet, so no card of another
seat's hand or of the stock may be named — with its suit or copy — anywhere in
a seat's observation, nor in the message of an illegal action.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import paixi
from paixi.core.errors import PaixiError
from tests.sweep import examples

_PROBES = ["BJ", "SJ", "2 2", "3", "A A A A", "* *", "5 *6 7", "return 3", "pass", "7S 7H"]


def _hidden_cards(state, viewer: int) -> set[str]:
    cards = set()
    for seat in range(state.players):
        if seat != viewer:
            cards |= {str(c) for group in state.hands[seat] for c in group}
            cards |= {str(c) for c in getattr(state, "jokers", [[]] * state.players)[seat]}
    cards |= {str(c) for c in getattr(state, "stock", [])}
    return cards


_HELP = "write e.g. 10H, ♥10, AS or BJ"  # the fixed example of the notation errors


def _named(text: str, cards: set[str]) -> set[str]:
    text = text.replace(_HELP, "")
    quoted = {c for c in cards if f'"{c}"' in text}
    spaced = {c for c in cards if f" {c} " in f" {text} "}
    return quoted | spaced


@pytest.mark.parametrize("game_id", ["zhengshangyou", "gandengyan"])
@settings(max_examples=examples(25), deadline=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 6))
def test_first_hands_never_name_hidden_cards(game_id: str, seed: int, players: int) -> None:
    game = paixi.load_game(game_id)
    state = game.new_game(players, {"target": 99} if game_id == "zhengshangyou" else {}, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal() and state.hand_no == 1:
        actor = state.current_player()
        for viewer in range(players):
            text = json.dumps(state.observation(viewer), ensure_ascii=False)
            assert not _named(text, _hidden_cards(state, viewer)), viewer
        probe = rng.choice(_PROBES)
        try:
            state.clone().apply(probe)
        except PaixiError as exc:
            assert not _named(str(exc), _hidden_cards(state, actor) - set(probe.split()))
        state.apply(rng.choice(state.legal_actions()))
