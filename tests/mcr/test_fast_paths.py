"""The game's fast paths agree with the plain definitions they stand for.

Random playouts spend their time in the wait search after each discard, the
no-claim check and ``apply``; each of these has a shortcut (group keys kept
up to date by draws and discards, a claim check inlined in the discard, an
``apply`` that trusts the cached legal list, answers a window where nobody
can claim from a prebuilt script and checks a discard by identity, a
discard-only legal list built at the draw, ``visible`` derived rather than
counted). These tests hold every shortcut to the slow, obvious answer
(docs/specs/mcr.md §6, §7, §11, §13).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import paixi
from paixi.core.errors import IllegalActionError
from paixi.equipment.mahjong import NUM_FACES, tile_counts
from paixi.games.mcr.actions import DISCARD, HU, PASS, Action
from paixi.games.mcr.game import _TURN, McrState
from paixi.games.mcr.phases import Phase
from paixi.games.mcr.shanten import (
    KEY_GROUP,
    KEY_UNIT,
    KNITTED_ARRANGEMENTS,
    completes,
    group_keys,
    waits_from_keys,
    waits_of_counts,
)
from tests.sweep import examples

GAME = paixi.load_game("mcr")
_CLAIM = Phase.CLAIM
_CHOW_STARTS = [t for t in range(27) if t % 9 < 7]


def _brute_waits(counts: list[int], n_packs: int) -> list[int]:
    work = list(counts)
    return [t for t in range(NUM_FACES) if completes(work, n_packs, t)]


@st.composite
def _near_ready(draw: st.DrawFn) -> tuple[list[int], int]:
    """A 13 − 3n tile hand one tile from a shape of §11 (or a random one),
    sometimes with one tile swapped, so waits are often non-empty."""
    n = draw(st.integers(0, 4))
    kind = draw(st.sampled_from(["sets", "sets", "pairs", "orphans", "knitted", "random"]))
    faces = st.integers(0, NUM_FACES - 1)
    if kind == "pairs" and n == 0:
        tiles = [f for f in draw(st.lists(faces, min_size=7, max_size=7)) for _ in (0, 1)]
    elif kind == "orphans" and n == 0:
        orphans = [0, 8, 9, 17, 18, 26, *range(27, 34)]
        tiles = [*orphans, draw(st.sampled_from(orphans))]
    elif kind == "knitted" and n <= 1:
        tiles = list(draw(st.sampled_from(KNITTED_ARRANGEMENTS)))
        if n == 0 and draw(st.booleans()):
            tiles += draw(st.lists(st.integers(27, 33), min_size=5, max_size=5, unique=True))
        else:
            pair = draw(faces)
            tiles += [pair, pair]
            if n == 0:
                start = draw(st.sampled_from(_CHOW_STARTS))
                tiles += [start, start + 1, start + 2]
    elif kind == "random":
        tiles = draw(st.lists(faces, min_size=14 - 3 * n, max_size=14 - 3 * n))
    else:
        tiles = []
        for _ in range(4 - n):
            if draw(st.booleans()):
                start = draw(st.sampled_from(_CHOW_STARTS))
                tiles += [start, start + 1, start + 2]
            else:
                tiles += [draw(faces)] * 3
        tiles += [draw(faces)] * 2
    tiles = tiles[: 14 - 3 * n]
    del tiles[draw(st.integers(0, len(tiles) - 1))]
    if draw(st.booleans()):
        tiles[draw(st.integers(0, len(tiles) - 1))] = draw(faces)
    counts = tile_counts(tiles)
    counts = [min(c, 4) for c in counts]  # a fifth copy does not exist: refill elsewhere
    while sum(counts) < 13 - 3 * n:
        counts[next(t for t in range(NUM_FACES) if counts[t] < 4)] += 1
    return counts, n


@settings(max_examples=examples(400), deadline=None)
@given(hand=_near_ready())
def test_wait_search_equals_brute_force(hand: tuple[list[int], int]) -> None:
    counts, n_packs = hand
    brute = _brute_waits(counts, n_packs)
    assert waits_of_counts(counts, n_packs) == brute
    assert waits_from_keys(group_keys(counts), counts, n_packs) == brute


@settings(max_examples=examples(100), deadline=None)
@given(st.lists(st.integers(0, NUM_FACES - 1), min_size=0, max_size=14), st.data())
def test_group_keys_follow_one_tile_changes(tiles: list[int], data: st.DataObject) -> None:
    counts = tile_counts(tiles)
    if max(counts, default=0) > 3:
        return
    keys = group_keys(counts)
    tile = data.draw(st.integers(0, NUM_FACES - 1))
    keys[KEY_GROUP[tile]] += KEY_UNIT[tile]
    counts[tile] += 1
    assert keys == group_keys(counts)


def _check_caches(state: McrState) -> None:
    """Every kept group key and cached wait set equals a fresh computation."""
    for seat in range(4):
        keys = state._keys[seat]
        if keys is not None:
            assert keys == group_keys(state.counts[seat])
        waits = state._waits[seat]
        if waits is not None:
            assert sorted(waits) == waits_of_counts(state.counts[seat], len(state.melds[seat]))


def _check_claim_shortcut(state: McrState) -> None:
    """At a turn, for each tile the player could discard: when the window-free
    check says nobody can claim, no claim window would open; when it says
    somebody may, a window opens unless the only claim is a win on a complete
    shape below the 8-point minimum (which only the scorer can tell)."""
    if state._phase != _TURN or state.options.ask_all:
        return
    seat = state.turn
    others = [(seat + k) % 4 for k in (1, 2, 3)]
    for action in state.legal_actions():
        if action.kind == DISCARD:
            tile = action.tile
            window = state._open_claims(seat, tile)
            if state._nobody_claims(seat, tile):
                assert window is None
            elif window is None:
                assert any(tile in state._waits_of(s) for s in others)


@pytest.mark.parametrize("options", [{}, {"ask_all": True}])
def test_caches_and_claim_shortcut_in_random_play(options: dict) -> None:
    rng = random.Random(11)
    for seed in range(12):
        state = GAME.new_game(options={"single_hand": True, **options}, seed=seed)
        while not state.is_terminal():
            _check_caches(state)
            _check_claim_shortcut(state)
            if rng.random() < 0.03:  # copies keep consistent caches of their own
                seat = rng.randrange(4)
                state = state.resample_hidden(seat, rng) if rng.random() < 0.5 else state.clone()
            legal = state.legal_actions()
            claims = [a for a in legal if a.kind != DISCARD]
            # claim often, so chows, pungs, kongs and wins come up
            state.apply(rng.choice(claims if claims and rng.random() < 0.7 else legal))


@pytest.mark.parametrize(
    "options",
    [{"single_hand": True}, {"single_hand": True, "ask_all": False}, {"rounds": 1}],
)
def test_fast_apply_matches_apply_by_notation(options: dict) -> None:
    """Applying the listed action values (the shortcut: pass answers, discards
    by identity, a window closed in ``apply``) and their notation (the checked
    path of ``State.apply``) gives the same game: record, events as every
    viewer reads them, observations and legal lists at every step."""
    for seed in range(4):
        fast = GAME.new_game(options=options, seed=seed)
        slow = GAME.new_game(options=options, seed=seed)
        rng = random.Random(seed)
        while not fast.is_terminal():
            legal = fast.legal_actions()
            assert legal == slow.legal_actions()
            claims = [a for a in legal if a.kind != DISCARD and a != PASS]
            # claim often, so chows, pungs, kongs and wins come up
            action = rng.choice(claims if claims and rng.random() < 0.5 else legal)
            fast.apply(action)
            slow.apply(str(action))
            assert fast.event_count() == slow.event_count()
            if rng.random() < 0.05:
                seat = rng.randrange(4)
                assert fast.observation(seat) == slow.observation(seat)
        assert fast.to_record() == slow.to_record()
        for viewer in (None, 0, 1, 2, 3):
            assert fast.events_for(viewer) == slow.events_for(viewer)


@pytest.mark.parametrize("ask_all", [True, False])
def test_prebuilt_legal_lists_and_windows_match_their_definitions(ask_all: bool) -> None:
    """The legal list a draw builds ahead equals ``_compute_legal``'s, and every
    claim window a discard opens (the inlined no-claim check, the shared
    pass-only window) equals the one :meth:`_open_claims` builds (§6, §7)."""
    rng = random.Random(5)
    for seed in range(10):
        state = GAME.new_game(options={"single_hand": True, "ask_all": ask_all}, seed=seed)
        while not state.is_terminal():
            fresh = state.clone()  # a clone computes its legal list afresh
            assert state.legal_actions() == fresh._compute_legal()
            w = state.window
            if state._phase == _CLAIM and not w.answers:
                again = state._open_claims(w.source, w.tile)
                assert again is not None
                assert (again.seats, again.options, again.wins.keys()) == (
                    w.seats,
                    w.options,
                    w.wins.keys(),
                )
            legal = state.legal_actions()
            claims = [a for a in legal if a.kind != DISCARD and a != PASS]
            state.apply(rng.choice(claims if claims and rng.random() < 0.5 else legal))


def test_fast_apply_still_rejects_what_is_not_legal() -> None:
    state = GAME.new_game(options={"single_hand": True}, seed=3)
    legal = state.legal_actions()
    before = state.fingerprint()
    with pytest.raises(IllegalActionError, match="not an MCR action"):
        state.apply(tuple(legal[-1]))  # equal to a legal action, but not an Action
    held = {a.tile for a in legal if a.kind == DISCARD}
    missing = next(t for t in range(NUM_FACES) if t not in held)
    with pytest.raises(IllegalActionError, match="you hold no"):
        state.apply(Action(DISCARD, missing))
    if HU not in legal:
        with pytest.raises(IllegalActionError, match="not a complete hand"):
            state.apply(HU)
    for tile in (NUM_FACES, 41):  # flowers are never discarded (§9)
        with pytest.raises(IllegalActionError, match="you hold no"):
            state.apply(Action(DISCARD, tile))
    assert state.fingerprint() == before
    # an equal action built anew (not the listed value) is still legal
    held = next(a for a in legal if a.kind == DISCARD)
    state.apply(Action(DISCARD, held.tile))
    assert state.history[-1].move == held


def test_completing_faces_by_table_match_the_splits_on_demand(monkeypatch) -> None:
    """With the suit table built, the unique-wait search (suits from the table,
    honours by rule) finds the faces that splitting every pattern on demand
    finds (§16.4)."""
    from paixi.games.mcr import decompose

    table = decompose.suit_table()
    rng = random.Random(7)
    checked = 0
    for _ in range(3000):
        packs = rng.randrange(5)
        faces = rng.sample(range(NUM_FACES), rng.randrange(2, 9))
        counts = [0] * NUM_FACES
        for _ in range(13 - 3 * packs):
            counts[rng.choice(faces)] += 1
        if max(counts) > 4:
            continue
        for limit in (2, NUM_FACES):
            fast = decompose.completing_faces(list(counts), packs, limit)
            with monkeypatch.context() as m:
                m.setattr(decompose, "_SUIT_TABLE", {})
                m.setattr(decompose, "_BUILD_AFTER", 10**9)
                slow = decompose.completing_faces(list(counts), packs, limit)
            assert fast == slow, (counts, packs, limit)
        checked += bool(fast)
    assert decompose._SUIT_TABLE is table and checked > 500


def test_visible_counts_what_every_seat_sees() -> None:
    """``visible`` (§13, for 和绝张) is each face's copies in sight: the discards
    not claimed and the exposed sets, as a spectator's observation shows them
    (a claimed discard counted once, in its set; concealed kongs not at all)."""
    from paixi.equipment.mahjong import parse_tiles

    rng = random.Random(9)
    for seed in range(8):
        state = GAME.new_game(options={"single_hand": True}, seed=seed)
        while not state.is_terminal():
            obs = state.observation(0)
            seen = [0] * NUM_FACES
            for pile in obs["discards"]:
                for code, claimed in pile:
                    if not claimed:
                        seen[parse_tiles(code)[0]] += 1
            for melds in obs["melds"]:
                for m in melds:
                    if not m["concealed"]:
                        for t in parse_tiles(m["tiles"]):
                            seen[t] += 1
            assert state.visible == seen
            legal = state.legal_actions()
            claims = [a for a in legal if a.kind != DISCARD and a != PASS]
            state.apply(rng.choice(claims if claims and rng.random() < 0.7 else legal))


def test_state_stays_under_thirty_attributes() -> None:
    """CPython keeps an instance's attributes in its compact, faster layout
    only below 30 of them; a 31st silently makes every attribute access and
    method call of the playout slower (a layout check, not a timing)."""
    state = GAME.new_game(options={"single_hand": True}, seed=1)
    while state.is_terminal() is False and len(state.history) < 200:
        state.apply(state.legal_actions()[0])
    assert len(vars(state)) < 30, sorted(vars(state))
