"""MCR's observation tensor against the state it encodes (seeded random matches)."""

from __future__ import annotations

import random

import paixi
from paixi.games.mcr.actions import CHOW, HU_KIND, KONG, PUNG

GAME = paixi.load_game("mcr")
SPEC = GAME.tensor_spec(4, GAME.parse_options(None, 4))


def _rows(tensor: list[float], name: str) -> list[list[float]]:
    flat = SPEC.view(tensor, name)
    return [flat[i * 34 : (i + 1) * 34] for i in range(4)]


def _walk(seed: int, steps: int = 400):
    """States of a random match that declares every kong it can (concealed
    kongs are otherwise rare)."""
    state = GAME.new_game(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal():
            return
        yield state
        legal = state.legal_actions()
        kongs = [a for a in legal if a.kind == KONG]
        state.apply(rng.choice(kongs or legal))


def test_sets_discards_and_hidden_kongs_match_the_state() -> None:
    checked = hidden_seen = 0
    for seed in range(6):
        for state in _walk(seed):
            for viewer in range(4):
                tensor = state.observation_tensor(viewer)
                chows, pungs = _rows(tensor, "chows"), _rows(tensor, "pungs")
                kongs, discards = _rows(tensor, "kongs"), _rows(tensor, "discards")
                hidden = SPEC.view(tensor, "hidden_kongs")
                mine = SPEC.view(tensor, "my_concealed_kongs")
                for seat in range(4):
                    r = (seat - viewer) % 4
                    want = {"chow": [0.0] * 34, "pung": [0.0] * 34, "kong": [0.0] * 34}
                    secret = [0.0] * 34
                    n_hidden = 0
                    for m in state.melds[seat]:
                        if m.concealed and seat != viewer:
                            n_hidden += 1
                        elif m.concealed:
                            secret[m.tiles[0]] = 1.0
                        else:
                            step = 0.25 if m.kind == "chow" else 1.0
                            want[m.kind][m.tiles[0]] += step
                    assert chows[r] == want["chow"] and pungs[r] == want["pung"]
                    assert kongs[r] == want["kong"]
                    assert hidden[r] == n_hidden / 4
                    hidden_seen += n_hidden
                    if seat == viewer:
                        assert mine == secret
                    pile = [0.0] * 34
                    for t, claimed in state.discards[seat]:
                        if not claimed:
                            pile[t] += 0.25
                    assert discards[r] == pile
                    checked += 1
    assert checked > 1000 and hidden_seen


def test_claim_options_follow_the_legal_claims() -> None:
    """Each legal claim lights its entry of ``my_options`` (a chow by where the
    claimed tile sits in it); a kong's replacement draw is marked as such."""
    seen_chow = seen_kong_draw = False
    for seed in range(40):
        for state in _walk(seed, 2000):
            seat = state.current_player()
            tensor = state.observation_tensor(seat)
            if state.window is not None:
                tile = state.window.tile
                want = [0.0] * 6
                for a in state.legal_actions():
                    if a.kind == HU_KIND:
                        want[0] = 1.0
                    elif a.kind == KONG:
                        want[1] = 1.0
                    elif a.kind == PUNG:
                        want[2] = 1.0
                    elif a.kind == CHOW:
                        want[3 + tile - a.tile] = 1.0
                        seen_chow = True
                assert SPEC.view(tensor, "my_options") == want
            elif state.drawn >= 0:
                kind = SPEC.view(tensor, "draw_kind")
                assert kind == [float(state.draw_kind == k) for k in ("wall", "kong", "flower")]
                seen_kong_draw |= state.draw_kind == "kong"
        if seen_chow and seen_kong_draw:
            break
    assert seen_chow and seen_kong_draw


def test_unseen_tiles_and_discard_turns() -> None:
    """``unseen`` is 4 minus the copies in my hand, my kongs, every exposed set
    and every pile (others' concealed kongs stay unseen); ``discard_turn`` is
    where a face last stands in a seat's pile."""
    hidden_kongs = 0
    for seed in range(6):
        for state in _walk(seed):
            for viewer in range(4):
                tensor = state.observation_tensor(viewer)
                seen = list(state.counts[viewer]) if not state.is_terminal() else [0] * 34
                for seat in range(4):
                    for m in state.melds[seat]:
                        if m.concealed and seat != viewer:
                            hidden_kongs += 1
                            continue
                        for t in m.tiles:
                            seen[t] += 1
                    for t, claimed in state.discards[seat]:
                        seen[t] += not claimed
                assert SPEC.view(tensor, "unseen") == [(4 - c) / 4 for c in seen]
                turns = _rows(tensor, "discard_turn")
                for seat in range(4):
                    want = [0.0] * 34
                    for i, (t, _claimed) in enumerate(state.discards[seat], 1):
                        want[t] = min(i / 36, 1.0)
                    assert turns[(seat - viewer) % 4] == want
    assert hidden_kongs
