"""大贰's observation tensor against the state it encodes (seeded random rounds)."""

from __future__ import annotations

import random

import paixi
from paixi.equipment.daer import KINDS
from paixi.games.daer.tensor import LIES

GAME = paixi.load_game("daer")


def _walk(seed: int, players: int, options: dict | None = None):
    opts = GAME.parse_options(options or {}, players)
    state = GAME.new_game(players, opts, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        yield state
        state.apply(rng.choice(state.legal_actions()))


def test_lies_are_indexed_by_their_cards() -> None:
    assert len(LIES) == len(set(LIES)) == 38
    assert list(LIES) == sorted(LIES)
    assert (0, 1, 2) in LIES and (10, 11, 12) in LIES  # 一二三, 壹贰叁
    assert (1, 6, 9) in LIES and (11, 16, 19) in LIES  # 二七十, 贰柒拾
    assert (0, 0, 10) in LIES and (0, 10, 10) in LIES  # 一一壹, 一壹壹


def test_melds_guo_and_waits_match_the_state() -> None:
    seen_lie = seen_guo = seen_wait = False
    for seed in range(8):
        players = 3 + seed % 2
        for state in _walk(seed, players, {"guo_blocks_hu": seed % 3 == 0}):
            spec = GAME.tensor_spec(players, state.options)
            for viewer in range(players):
                tensor = state.observation_tensor(viewer)
                lies = spec.view(tensor, "lies")
                for seat in range(players):
                    r = (seat - viewer) % players
                    want = [0.0] * len(LIES)
                    for m in state.melds[seat]:
                        if m.type in ("chi", "bi"):
                            want[LIES.index(tuple(sorted(m.cards)))] += 0.25
                            seen_lie = True
                    assert lies[r * len(LIES) : (r + 1) * len(LIES)] == want
                if viewer not in state.active:
                    assert sum(spec.view(tensor, "my_hand")) == 0.0
                    continue
                guo = spec.view(tensor, "my_guo")
                assert guo == [float(k in state.guo[viewer]) for k in range(KINDS)]
                seen_guo |= bool(state.guo[viewer])
                waits = spec.view(tensor, "my_waits")  # memoised: check it against can_win
                assert waits == [float(state.can_win(viewer, x, False)) for x in range(KINDS)]
                seen_wait |= any(waits)
    assert seen_lie and seen_guo and seen_wait


def test_seats_count_from_the_observer() -> None:
    state = next(iter(_walk(1, 4)))
    spec = GAME.tensor_spec(4, state.options)
    for viewer in range(4):
        tensor = state.observation_tensor(viewer)
        dealer = spec.view(tensor, "dealer")
        dijia = spec.view(tensor, "dijia")
        assert dealer.index(1.0) == (state.dealer - viewer) % 4
        assert dijia.index(1.0) == (state.dijia - viewer) % 4


def test_memoised_waits_heed_the_guo_that_blocks_a_win() -> None:
    """With ``guo_blocks_hu`` a wait that becomes a 过张 is no longer a wait,
    though the holding is the same (the memo must not answer the old waits)."""
    for seed in range(40):
        for state in _walk(seed, 3, {"guo_blocks_hu": True}):
            for seat in state.active:
                waits = state.observation(seat)["my_waits"]
                if waits:
                    x = next(k for k in range(KINDS) if state.can_win(seat, k, False))
                    state.guo[seat].add(x)
                    after = state.observation(seat)["my_waits"]
                    assert len(after) == len(waits) - 1
                    return
    raise AssertionError("no seat with a wait in 40 rounds")


def test_unseen_counts_the_cards_the_seat_has_not_seen() -> None:
    for seed in range(4):
        players = 3 + seed % 2
        for state in _walk(seed, players):
            if state.phase.name in ("DEAL", "END"):
                continue
            spec = GAME.tensor_spec(players, state.options)
            for viewer in range(players):
                seen = [0] * KINDS
                if viewer in state.active:
                    for k in range(KINDS):
                        seen[k] += state.hand[viewer][k]
                    for k in state.longs[viewer]:
                        seen[k] += 4
                for seat in range(players):
                    for m in state.melds[seat]:
                        for k in m.cards:
                            seen[k] += 1
                    if seat != viewer and state.longs_shown[seat]:
                        for k in state.longs[seat]:
                            seen[k] += 4
                    for k in state.piles[seat]:
                        seen[k] += 1
                for k in [*state.dead, *state.stock[: state.known_top]]:
                    seen[k] += 1
                want = [(4 - c) / 4 for c in seen]
                assert spec.view(state.observation_tensor(viewer), "unseen") == want
