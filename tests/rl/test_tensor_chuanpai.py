"""川牌's observation tensor against the state it encodes (seeded random rounds)."""

from __future__ import annotations

import random

import pytest

import paixi
from paixi.equipment.chuanpai import NUM_KINDS

GAME = paixi.load_game("chuanpai")
K = NUM_KINDS


def _walk(seed: int, players: int):
    """States of a random round that claims whenever it can (melds are otherwise rare)."""
    state = GAME.new_game(players, GAME.parse_options({}, players), seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        yield state
        legal = state.legal_actions()
        claims = [a for a in legal if str(a) not in ("pass", "sitout", "no")]
        state.apply(rng.choice(claims or legal))


def test_melds_face_up_cards_and_locked_cards_match_the_state() -> None:
    seen = set()
    for seed in range(12):
        players = 2 + seed % 2
        spec = GAME.tensor_spec(players, GAME.parse_options({}, players))
        for state in _walk(seed, players):
            for viewer in range(players):
                tensor = state.observation_tensor(viewer)
                planes = {
                    name: spec.view(tensor, name)
                    for name in ("chi", "peng", "gang", "tuhuo", "sounded", "dead")
                }
                for seat in range(players):
                    want = {name: [0.0] * K for name in planes}
                    for m in state.melds[seat]:
                        seen.add(m.type)
                        if m.type == "chi":
                            for k in m.cards:
                                want["chi"][k] += 0.2
                        elif m.type == "tuhuo":
                            want["tuhuo"][m.cards[0]] = len(m.cards) / 5
                            want["sounded"][m.cards[0]] = float(m.sounded)
                        else:
                            want[m.type][m.cards[0]] = 1.0
                    for card, _source, taker in state.plays[seat]:
                        if taker < 0:
                            want["dead"][card] += 0.2
                    r = (seat - viewer) % players
                    for name, plane in planes.items():
                        got = plane[r * K : (r + 1) * K]
                        assert got == pytest.approx(want[name]), (name, seat)
                if state.phase not in ("dealer", "deal", "over"):
                    locked = spec.view(tensor, "my_locked")
                    assert locked == pytest.approx([x / 5 for x in state.locked[viewer]])
    assert {"chi", "peng", "tuhuo"} <= seen
