"""The scorer's fast paths agree with the general procedure (paixi.games.mcr.scoring_fast).

``score_hand`` checks and packs the input once and scores the common case
(one standard reading, no other shape) and plain seven pairs in one pass;
the reference here is the general procedure (:func:`best_reading.best_fans`
on :class:`HandFacts` built independently from tile-count lists), on every
vector and on random hands. The packed tables behind both (readings, unique
waits, tile features) are checked against the count-list code they replace.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paixi.equipment.mahjong import (
    TERMINALS,
    TERMINALS_AND_HONOURS,
    Meld,
    parse_tiles,
    tile_counts,
)
from paixi.games.mcr import decompose, packed, scoring_fast
from paixi.games.mcr import fans as F
from paixi.games.mcr.best_reading import best_fans
from paixi.games.mcr.decompose import CHOW, PUNG, standard_readings
from paixi.games.mcr.hand_facts import HandFacts, tile_fans
from paixi.games.mcr.score_types import NO_WIN, ScoreResult, make_result
from paixi.games.mcr.scoring import WinSituation, normalise, parse_vector_input, score_hand
from paixi.games.mcr.tile_features import features, key_features
from paixi.games.mcr.tile_features import tile_fans as feature_tile_fans
from paixi.native import is_compiled
from tests.sweep import examples

from .test_vectors import VECTOR_FILE


def reference(concealed: list[int], melds: list[Meld], situation: WinSituation) -> ScoreResult:
    """The general procedure alone, the facts built from count lists."""
    before = list(concealed)
    if len(before) == 14 - 3 * len(melds):
        before.remove(situation.win_tile)
    counts13 = tile_counts(before)
    sit = normalise(counts13, melds, situation)
    full = list(counts13)
    full[sit.win_tile] += 1
    for m in melds:
        for t in m.tiles:
            full[t] += 1
    kongs = [m for m in melds if m.kind == "kong"]
    hand = HandFacts(
        packed.pack(counts13),
        packed.pack(full),
        melds,
        sit,
        tuple(sorted(m.tiles[0] for m in melds if m.kind == "chow")),
        tuple(sorted(m.tiles[0] for m in melds if m.kind != "chow")),
        len(kongs),
        sum(m.concealed for m in kongs),
    )
    best = best_fans(hand)
    return NO_WIN if best is None else make_result(best[0], sit, best[1])


def _vector_hands() -> list[tuple[list[int], list[Meld], WinSituation]]:
    with VECTOR_FILE.open(encoding="utf-8") as fh:
        return [parse_vector_input(json.loads(line)) for line in fh if line.strip()]


def _random_hand(rng: random.Random) -> tuple[list[int], list[Meld], WinSituation]:
    """A random winning-shaped hand: 0-4 declared sets, the rest concealed."""
    while True:
        counts = [0] * 34
        melds: list[Meld] = []
        concealed: list[int] = []
        declared = rng.choice((0, 0, 1, 2, 3, 4))
        for i in range(4):
            if rng.random() < 0.5:
                t = 9 * rng.randrange(3) + rng.randrange(7)
                kind, tiles = "chow", [t, t + 1, t + 2]
            else:
                t = rng.randrange(34)
                kind = "kong" if i < declared and rng.random() < 0.3 else "pung"
                tiles = [t] * (4 if kind == "kong" else 3)
            for u in tiles:
                counts[u] += 1
            if i < declared:
                melds.append(
                    Meld(kind, tuple(tiles), concealed=kind == "kong" and rng.random() < 0.4)
                )
            else:
                concealed += tiles
        pair = rng.randrange(34)
        counts[pair] += 2
        concealed += [pair, pair]
        if max(counts) <= 4:
            break
    win = rng.choice(concealed)
    situation = WinSituation(
        win,
        rng.random() < 0.5,
        rng.random() < 0.2,
        rng.random() < 0.2,
        rng.random() < 0.2,
        27 + rng.randrange(4),
        27 + rng.randrange(4),
        rng.choice((0, 0, 1, 5)),
    )
    if rng.random() < 0.5:
        concealed.remove(win)
    rng.shuffle(concealed)
    return concealed, melds, situation


@pytest.fixture(scope="module")
def tables() -> None:
    decompose.suit_table()  # the fast paths read the packed tables built with it


def test_fast_paths_agree_with_the_general_procedure_on_every_vector(tables: None) -> None:
    taken = 0
    original = scoring_fast.reading_fans

    def counting(*args: object) -> dict[int, int]:
        nonlocal taken
        taken += 1
        return original(*args)  # type: ignore[arg-type]

    scoring_fast.reading_fans = counting  # type: ignore[assignment]
    try:
        for concealed, melds, situation in _vector_hands():
            assert score_hand(concealed, melds, situation) == reference(concealed, melds, situation)
    finally:
        scoring_fast.reading_fans = original  # type: ignore[assignment]
    if not is_compiled(scoring_fast):  # compiled, its calls are bound: the plain-Python run counts
        assert taken > 1000  # the common case is most of the vectors


def test_fast_paths_agree_with_the_general_procedure_on_random_hands(tables: None) -> None:
    rng = random.Random(20261201)
    for _ in range(3000):
        concealed, melds, situation = _random_hand(rng)
        assert score_hand(concealed, melds, situation) == reference(concealed, melds, situation)


def test_random_seven_pairs_agree(tables: None) -> None:
    rng = random.Random(7)
    for _ in range(500):
        faces = rng.sample(range(34), 6)
        tiles = [t for t in [*faces, rng.choice(faces)] for _ in (0, 1)]
        win = rng.choice(tiles)
        situation = WinSituation(win, rng.random() < 0.5, flowers=rng.randrange(3))
        tiles.remove(win)
        assert score_hand(tiles, [], situation) == reference(tiles, [], situation)


_REVERSIBLE = frozenset((9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31))
_GREEN = frozenset((19, 20, 21, 23, 25, 32))
_FACES = range(34)
_TERMINALS = frozenset(TERMINALS)
_TERM_HON = frozenset(TERMINALS_AND_HONOURS)


def _bytes_mask(faces: list[int] | range) -> int:
    """A mask with byte ``t`` set (0xFF) for each face ``t`` (see :func:`reference_tile_fans`)."""
    return sum(0xFF << 8 * t for t in faces)


_SUIT_MASKS = tuple(_bytes_mask(range(b, b + 9)) for b in (0, 9, 18))
_NUMBERED = _bytes_mask(range(27))
_WINDS = _bytes_mask(range(27, 31))
_DRAGONS = _bytes_mask(range(31, 34))
_HONOURS = _WINDS | _DRAGONS
_TERM_HON_MASK = _bytes_mask(TERMINALS_AND_HONOURS)
_NOT_TERMINALS = _bytes_mask([t for t in _FACES if t not in _TERMINALS])
_NOT_TERM_HON = _bytes_mask([t for t in _FACES if t not in _TERM_HON])
_NOT_REVERSIBLE = _bytes_mask([t for t in _FACES if t not in _REVERSIBLE])
_NOT_GREEN = _bytes_mask([t for t in _FACES if t not in _GREEN])
_RANKS = _bytes_mask(range(9))


def reference_tile_fans(b: int, seven_pairs: bool) -> dict[int, int]:
    """Suit, tile and rank fans from the packed tile counts ``b`` by mask tests (the oracle).

    The counts are one integer, a byte per face (:mod:`paixi.games.mcr.packed`):
    a property of the tiles held is then a mask test, e.g. "no terminal or
    honour" is ``b & TERM_HON == 0``, and the ranks held are the three suits'
    bytes or-ed together.
    """
    s0, s1, s2 = _SUIT_MASKS
    suits = (b & s0 != 0) + (b & s1 != 0) + (b & s2 != 0)
    honours = b & _HONOURS
    fans: dict[int, int] = {}
    if suits == 2:
        fans[F.ONE_VOIDED_SUIT] = 1
    elif suits == 1:
        fans[F.HALF_FLUSH if honours else F.FULL_FLUSH] = 1
    elif suits == 3 and b & _WINDS and b & _DRAGONS:
        fans[F.ALL_TYPES] = 1
    if not honours and suits != 1:
        fans[F.NO_HONORS] = 1
    simples = not b & _TERM_HON_MASK
    if simples:
        fans[F.ALL_SIMPLES] = 1
    if not b & _NOT_REVERSIBLE:
        fans[F.REVERSIBLE_TILES] = 1
    if seven_pairs:
        return fans
    if not b & _NOT_GREEN:
        fans[F.ALL_GREEN] = 1
    if not simples:
        if not b & _NUMBERED:
            fans[F.ALL_HONORS] = 1
        elif not b & _NOT_TERMINALS:
            fans[F.ALL_TERMINALS] = 1
        elif not b & _NOT_TERM_HON:
            fans[F.ALL_TERMINALS_AND_HONORS] = 1
    if not honours:
        ranks = (b | b >> 72 | b >> 144) & _RANKS  # byte r: rank r held in some suit
        low = ((ranks & -ranks).bit_length() - 1) >> 3
        high = (ranks.bit_length() - 1) >> 3
        if high <= 3:
            fans[F.LOWER_FOUR if ranks >> 24 & 0xFF else F.LOWER_TILES] = 1
        elif low >= 5:
            fans[F.UPPER_FOUR if ranks >> 40 & 0xFF else F.UPPER_TILES] = 1
        elif low >= 3 and high <= 5:
            fans[F.MIDDLE_TILES] = 1
    return fans


@settings(max_examples=examples(400), deadline=None)
@given(st.lists(st.integers(0, 33), min_size=1, max_size=18), st.booleans())
def test_tile_features_give_the_tile_fans(tiles: list[int], seven_pairs: bool) -> None:
    """The features' table gives the fans of the mask tests (§16.3 steps 10-12, §16.6)."""
    counts = tile_counts(tiles)
    b = packed.pack(counts)
    want = reference_tile_fans(b, seven_pairs)
    assert feature_tile_fans(features(b), seven_pairs) == want
    assert tile_fans(b, seven_pairs) == want


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(st.integers(0, 4), min_size=34, max_size=34))
def test_part_keys_give_the_packed_form_and_features(counts: list[int]) -> None:
    """The one pass counts by part keys: they give back the packed hand, its
    features and each count (packed.packed_keys, key_features, key_count)."""
    b = packed.pack(counts)
    keys = packed.part_keys(b)
    assert packed.packed_keys(keys) == b
    assert key_features(keys) == features(b)
    assert [packed.key_count(keys, t) for t in range(34)] == counts


def test_tile_features_examples() -> None:
    """All Green, Reversible Tiles, All Types and the rank fans from their tiles."""
    for text, fan in (
        ("23468s 666z", F.ALL_GREEN),
        ("1234589p 24589s 5z", F.REVERSIBLE_TILES),
        ("1m 1p 1s 1z 5z", F.ALL_TYPES),
        ("123m 234p 44s", F.LOWER_FOUR),
        ("456m 55p 66s", F.MIDDLE_TILES),
    ):
        b = packed.pack(tile_counts(parse_tiles(text)))
        assert fan in tile_fans(b, False), text


_SETS = st.one_of(
    st.tuples(st.just(PUNG), st.integers(0, 33)),
    st.tuples(st.just(CHOW), st.sampled_from([s * 9 + r for s in range(3) for r in range(7)])),
)


@settings(max_examples=examples(300), deadline=None)
@given(sets=st.lists(_SETS, min_size=0, max_size=4), pair=st.integers(0, 33))
def test_packed_readings_are_the_standard_readings(sets, pair) -> None:
    counts = [0] * 34
    for kind, t in sets:
        for u in (t, t, t) if kind == PUNG else (t, t + 1, t + 2):
            counts[u] += 1
    counts[pair] += 2
    if max(counts) > 4:
        return
    decompose.suit_table()
    got = sorted(packed.scoring_readings(packed.pack(counts)))
    want = sorted(
        (
            p,
            tuple(sorted(t for k, t in ss if k == CHOW)),
            tuple(sorted(t for k, t in ss if k != CHOW)),
        )
        for p, ss in standard_readings(counts)
    )
    assert got == want


def test_prefilters_keep_every_special_shape() -> None:
    """may_be_special / may_be_knitted never turn away a hand of their shapes."""
    from paixi.games.mcr.fans_special import special_shape

    knitted = 0
    for concealed, melds, situation in _vector_hands():
        if melds:
            continue
        counts = tile_counts(concealed)
        if len(concealed) == 13:
            counts[situation.win_tile] += 1
        b14 = packed.pack(counts)
        before = packed.pack(tile_counts(concealed)) - (
            packed.UNIT[situation.win_tile] if len(concealed) == 14 else 0
        )
        hand = HandFacts(before, b14, [], situation)
        if special_shape(hand.part_keys, hand.win, hand.win_method()) is not None:
            assert packed.may_be_special(packed.part_keys(b14), situation.win_tile)
        if decompose.knitted_rest(counts) is not None:
            knitted += 1
            assert packed.may_be_knitted(packed.part_keys(b14))
    assert knitted > 10


def test_a_wait_that_seven_pairs_shares_is_not_unique(tables: None) -> None:
    """13333m 33445599p waits on 2m (Closed Wait in its suit) and on 1m (seven
    pairs): the one-pass path gives no wait fan, as the general procedure (§16.4)."""
    tiles = parse_tiles("13333m 33445599p")
    situation = WinSituation(parse_tiles("2m")[0])
    got = score_hand(tiles, [], situation)
    assert got == reference(tiles, [], situation)
    assert got.is_win and "Closed Wait" not in [f.name_en for f in got.fans]
    alone = score_hand(parse_tiles("13m 333p 456s 789s 11z"), [], situation)
    assert "Closed Wait" in [f.name_en for f in alone.fans]  # no seven pairs: unique
