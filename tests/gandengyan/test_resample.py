"""干瞪眼 ``resample_hidden``: redeals keep what the seat knows (docs/specs/gandengyan.md
§6.3, §8; docs/design.md "Bots and analysis")."""

from __future__ import annotations

import random

from paixi.games.gandengyan.hidden import pinned_jokers
from tests.gandengyan.table import table

SAMPLES = 25


def _unseen(state, viewer: int) -> list[str]:
    cards = [str(c) for c in state.stock]
    for s in range(state.players):
        if s != viewer:
            cards += [str(c) for g in state.hands[s] for c in g]
            cards += [str(c) for c in state.jokers[s]]
    return sorted(cards)


def _after_a_seat_could_not_lead():
    """Seat 0 wins a round with its 4, draws the SJ and holds only jokers: it
    cannot lead (public). A round later it has drawn a natural card too."""
    state = table({0: "4S BJ#1", 1: "7S 8S"}, to_act=0, stock="SJ#1 5H 6H 7H 9C 10C JC QC")
    for action in ("4", "pass", "pass", "pass"):
        state.apply(action)
    assert state.log[-1] == [0, "cannot_lead"] and state.current_player() == 1
    for action in ("7", "pass", "pass", "pass"):
        state.apply(action)
    assert state.sizes[0] == 3 and not state.stock
    return state


def test_a_seat_that_could_not_lead_keeps_its_jokers_in_every_redeal() -> None:
    state = _after_a_seat_could_not_lead()
    assert pinned_jokers(state.log, state.sizes, 1) == {0: 2}
    rng = random.Random(5)
    for _ in range(SAMPLES):
        det = state.resample_hidden(1, rng)
        assert det.sizes == state.sizes and len(det.stock) == len(state.stock)
        assert det.hands[1] == state.hands[1] and det.jokers[1] == state.jokers[1]
        assert _unseen(det, 1) == _unseen(state, 1)
        assert len(det.jokers[0]) == 2


def test_played_jokers_are_no_longer_pinned() -> None:
    state = table({0: "4S BJ#1"}, to_act=0)
    for action in ("4", "pass", "pass", "pass"):
        state.apply(action)
    assert pinned_jokers(state.log, state.sizes, 2) == {0: 1}
    # later (hypothetically): two more draws, then the joker goes out as a 9
    log = [*state.log, [0, "draw"], [0, "draw"], [0, "play", "9 *9"]]
    assert pinned_jokers(log, [1, 5, 5, 5], 2) == {}
    assert pinned_jokers(state.log, state.sizes, 0) == {}  # a seat knows its own hand


def test_without_such_events_nothing_is_pinned() -> None:
    state = table({0: "4S 5S BJ#1"}, to_act=0, stock="SJ#1 5H 6H 7H")
    for action in ("4", "pass", "pass", "pass"):
        state.apply(action)
    assert pinned_jokers(state.log, state.sizes, 1) == {}
    rng = random.Random(6)
    counts = {len(state.resample_hidden(1, rng).jokers[0]) for _ in range(SAMPLES)}
    assert len(counts) > 1  # seat 0's jokers are as unknown as any card
