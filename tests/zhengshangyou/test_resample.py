"""争上游 ``resample_hidden``: redeals keep what the seat knows (docs/specs/zhengshangyou.md
§5.1, §7, §8; docs/design.md "Bots and analysis")."""

from __future__ import annotations

import random
from collections import Counter

from paixi.equipment.poker import ZHENGSHANGYOU_ORDER, Shuffle, deck
from paixi.games.zhengshangyou import GAME, Return
from tests.zhengshangyou.table import table

SAMPLES = 25


def _ranks(state, seat: int) -> Counter[int]:
    return Counter({r: len(cards) for r, cards in enumerate(state.hands[seat]) if cards})


def _hand_two() -> object:
    """Hand 2 at the tribute return: previous 上游 = seat 1, 下游 = seat 2, who
    is dealt the 13 lowest cards (so it gives a 6) and deals itself."""
    state = table({1: "3S", 2: "KS QH", 3: "4S", 0: "6S"}, to_act=1, chance="manual")
    for action in ("3", "pass", "4", "6"):
        state.apply(action)
    cards = ZHENGSHANGYOU_ORDER.sort_cards(deck(1))
    by_seat = {2: cards[:13], 3: cards[13:27], 0: cards[27:41], 1: cards[41:]}
    order = [by_seat[(3 + k) % 4][k // 4] for k in range(54)]  # from the seat after seat 2
    state.apply_chance(Shuffle(tuple(order)))
    assert state.current_player() == 1 and state.tribute["from"] == 2
    assert state.tribute["given"] == ZHENGSHANGYOU_ORDER.index("6")
    return state


def _check_common(state, viewer: int, det) -> None:
    assert det.sizes == state.sizes
    assert det.hands[viewer] == state.hands[viewer]
    others = [s for s in range(state.players) if s != viewer]
    real = sorted(str(c) for s in others for cards in state.hands[s] for c in cards)
    drawn = sorted(str(c) for s in others for cards in det.hands[s] for c in cards)
    assert drawn == real  # the same cards, only redistributed


def test_the_shangyou_knows_the_xiayou_had_nothing_above_the_tribute() -> None:
    state = _hand_two()
    given = state.tribute["given"]
    rng = random.Random(1)
    for _ in range(SAMPLES):
        det = state.resample_hidden(1, rng)
        _check_common(state, 1, det)
        assert all(r <= given for r in _ranks(det, 2))
    higher = max(r for r in _ranks(state, 1))
    state.apply(Return(higher))  # give back a high card: the 下游 now holds it
    for _ in range(SAMPLES):
        det = state.resample_hidden(1, rng)
        _check_common(state, 1, det)
        held = _ranks(det, 2)
        assert held[higher] >= 1
        assert all(r <= given or r == higher for r in held)


def test_the_xiayou_knows_the_shangyou_holds_the_tribute() -> None:
    state = _hand_two()
    given = state.tribute["given"]
    lowest = min(_ranks(state, 1))
    if lowest == given:
        lowest = sorted(_ranks(state, 1))[1]
    state.apply(Return(lowest))
    rng = random.Random(2)
    for _ in range(SAMPLES):
        det = state.resample_hidden(2, rng)
        _check_common(state, 2, det)
        assert _ranks(det, 1)[given] >= 1


def test_other_seats_learn_nothing_from_the_tribute() -> None:
    state = _hand_two()
    given = state.tribute["given"]
    rng = random.Random(3)
    seen_above = False
    for _ in range(SAMPLES):
        det = state.resample_hidden(0, rng)
        _check_common(state, 0, det)
        seen_above |= any(r > given for r in _ranks(det, 2))
    assert seen_above  # a third seat does not know the 下游's best card


def test_the_first_leader_holds_a_three_until_it_plays_one() -> None:
    for seed in range(4):
        state = GAME.new_game(4, seed=seed)
        leader = state.current_player()
        viewer = (leader + 1) % 4
        rng = random.Random(seed)
        for _ in range(SAMPLES):
            det = state.resample_hidden(viewer, rng)
            _check_common(state, viewer, det)
            assert any(c.suit == "H" for c in det.hands[leader][0])  # the ♥3 itself
        non_three = next(a for a in state.legal_actions() if a.ranks[0] != 0)
        state.apply(non_three)
        det = state.resample_hidden(viewer, rng)
        assert _ranks(det, leader)[0] >= 1
