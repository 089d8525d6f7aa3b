"""Readings, shapes and unique waits behind the scorer (paixi.games.mcr.decompose)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from paixi.equipment.mahjong import parse_tiles, tile_counts
from paixi.games.mcr import decompose, packed, special_keys
from paixi.games.mcr.decompose import (
    CHOW,
    PUNG,
    clear_caches,
    completing_faces,
    is_standard,
    standard_readings,
    suit_table,
)
from tests.sweep import examples


def counts(text: str) -> list[int]:
    return tile_counts(parse_tiles(text))


def test_suit_table_holds_every_split() -> None:
    table = suit_table()
    assert table[(0,) * 9] == ((-1, ()),)
    splits = set(table[(3, 3, 3, 0, 0, 0, 0, 0, 0)])
    assert splits == {(-1, ((CHOW, 0),) * 3), (-1, ((PUNG, 0), (PUNG, 1), (PUNG, 2)))}
    assert (1, 1, 0, 0, 0, 0, 0, 0, 0) not in table  # "12" is no sets


def test_readings_of_a_hand() -> None:
    readings = standard_readings(counts("111222333m 456p 77s"))
    assert len(readings) == 2
    assert all(pair == parse_tiles("7s")[0] for pair, _ in readings)
    assert standard_readings(counts("123m 456p 789s 11z 345z")) == []


@settings(max_examples=examples(150), deadline=None)
@given(st.lists(st.integers(0, 33), min_size=14, max_size=14))
def test_is_standard_agrees_with_the_readings(tiles: list[int]) -> None:
    c = tile_counts(tiles)
    assert is_standard(c) == bool(standard_readings(c))


def test_completing_faces() -> None:
    assert completing_faces(counts("1112345678999m"), 0) == list(range(9))
    assert completing_faces(counts("1199m 5566p 33s 22z 7z"), 0) == parse_tiles("7z")
    # 13 concealed tiles in pairs + one: seven pairs completes on the single
    assert completing_faces(counts("1122m 3344p 5566s 7z"), 0) == parse_tiles("7z")
    # a 5th copy still "completes" (availability is not checked, §16.4)
    assert parse_tiles("1m")[0] in completing_faces(counts("1111m 456p 789p 123s"), 0)
    assert len(completing_faces(counts("1112345678999m"), 0, limit=2)) == 2


def test_clear_caches_keeps_results() -> None:
    before = completing_faces(counts("4556m 789p 111s 234s"), 0)
    clear_caches()
    assert completing_faces(counts("4556m 789p 111s 234s"), 0) == before == parse_tiles("5m")


def test_lazy_splits_equal_the_precomputed_table() -> None:
    table = dict(suit_table())
    saved = dict(decompose._SUIT_TABLE), dict(decompose._SUIT_COMPLETIONS)
    decompose._SUIT_TABLE.clear()
    decompose._SUIT_COMPLETIONS.clear()
    try:
        for pattern in list(table)[::7]:
            assert decompose.suit_splits(pattern) == table[pattern]
    finally:
        decompose._SUIT_TABLE.update(saved[0])
        decompose._SUIT_COMPLETIONS.update(saved[1])


_SETS = st.one_of(
    st.tuples(st.just(PUNG), st.integers(0, 33)),
    st.tuples(st.just(CHOW), st.sampled_from([s * 9 + r for s in range(3) for r in range(7)])),
)


@settings(max_examples=examples(400), deadline=None)
@given(
    sets=st.lists(_SETS, min_size=0, max_size=4),
    pair=st.integers(0, 33),
    pick=st.integers(0, 13),
    table=st.booleans(),
)
def test_unique_wait_agrees_with_completing_faces(sets, pair, pick, table) -> None:
    """The scorer's unique-wait shortcut gives the answer of the full search (§16.4)."""
    c = [0] * 34
    for kind, t in sets:
        for u in (t, t, t) if kind == PUNG else (t, t + 1, t + 2):
            c[u] += 1
    c[pair] += 2
    held = [t for t in range(34) if c[t]]
    if max(c) > 4:
        return
    win = held[pick % len(held)]
    c[win] -= 1
    packs = 4 - len(sets)
    if table:
        suit_table()
    expected = completing_faces(list(c), packs, limit=2) == [win]
    assert packed.is_unique_wait(packed.pack(c), win, packs) == expected


def test_unique_wait_examples() -> None:
    """Edge 12+3, closed 13+2 and single waits are unique; 23+1/4, two pairs and a
    wait that seven pairs shares are not."""
    suit_table()
    for text, win, unique in (
        ("12m 456p 789s 111z 22z", "3m", True),
        ("13m 456p 789s 111z 22z", "2m", True),
        ("1m 123456p 789s 111z", "1m", True),
        ("23m 456p 789s 111z 22z", "4m", False),
        ("11m 456p 789s 111z 22z", "1m", False),
        ("1112345678999m", "5m", False),
        ("13333m 33445599p", "2m", False),  # 1m would make seven pairs
    ):
        b13 = packed.pack(counts(text))
        assert packed.is_unique_wait(b13, parse_tiles(win)[0], 0) is unique, text


_CHOW_TILES = [s * 9 + r for s in range(3) for r in range(7)]


@settings(max_examples=examples(300), deadline=None)
@given(
    chows=st.lists(st.sampled_from(_CHOW_TILES), min_size=0, max_size=4),
    pair=st.one_of(st.integers(0, 33), st.sampled_from([4, 13, 22])),
)
def test_chow_table_gives_the_procedures_fans(chows, pair) -> None:
    """The chow-combination table (and its pair-of-fives exception) gives the
    fans of §16.3 step 6 computed directly."""
    from paixi.games.mcr.fans_sets import chow_combinations, chow_set_fans

    chows = sorted(chows)
    expected: dict[int, int] = {}
    if len(chows) >= 2:
        chow_combinations(expected, list(chows), pair)
    assert chow_set_fans(tuple(chows), pair) == expected


def test_chow_table_examples() -> None:
    """123 123 789 789 of one suit is Pure Terminal Chows (fan 13) only with the
    pair of fives of that suit (§14.1), so the table cannot hold it."""
    from paixi.games.mcr.fans import PURE_TERMINAL_CHOWS
    from paixi.games.mcr.fans_sets import chow_set_fans

    assert chow_set_fans((0, 0, 6, 6), 4) == {PURE_TERMINAL_CHOWS: 1}
    assert PURE_TERMINAL_CHOWS not in chow_set_fans((0, 0, 6, 6), 5)


# --- the packed tests of the special shapes (paixi.games.mcr.packed) ------------------


def _fourteen(rng_tiles: list[int]) -> list[int] | None:
    c = tile_counts(rng_tiles)
    return c if max(c) <= 4 else None


_SPECIAL_EXAMPLES = (
    "19m 19p 19s 12345677z",  # thirteen orphans
    "19m 19p 19s 11234567z",
    "147m 258p 369s 12345z",  # honours and knitted (with the knitted straight)
    "14m 258p 39s 1234567z",
    "147m 25p 369s 123467z",
    "11223344556677m",  # seven shifted pairs
    "22334455667788s",
    "11123456789999p",  # nine gates
    "11112345678999m",
    "147m 258p 369s 123m 55z",  # knitted straight, a set and a pair
    "147m 258p 369s 111z 55z",
    "147m 258p 369s 456s 22s",
    "123m 456p 789s 111z 22z",  # none of them
    "159m 19p 19s 1234567z",  # the thirteen orphans and a simple
    "147m 258p 369s 11234z",  # a pair among the honours and knitted
    "11223344556688m",
    "22334455667788m 1z",  # not 14 of one suit: no seven shifted pairs
    "1234567m 1234567m",  # the same ranks twice is no knitted shape
    "147m 147p 369s 12345z",  # two suits on 147: no knitted arrangement
    "11112345678999m",
    # honours and knitted in each of the six knitted arrangements
    "147m 258p 369s 12345z",
    "147m 369p 258s 12345z",
    "258m 147p 369s 12345z",
    "258m 369p 147s 12345z",
    "369m 147p 258s 12345z",
    "369m 258p 147s 12345z",
)


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(st.integers(0, 33), min_size=14, max_size=14))
def test_packed_shapes_agree_with_the_count_lists(tiles: list[int]) -> None:
    """The part-key and packed shape tests give the count-list answers (§11 shapes 3-5, fans 4 and 6)."""
    c = tile_counts(tiles)
    if max(c) > 4:
        return
    _check_shapes(c)


def test_packed_shapes_on_examples() -> None:
    suit_table()
    found = set()
    for text in _SPECIAL_EXAMPLES:
        found |= _check_shapes(counts(text))
    assert found == {"orphans", "knitted", "shifted", "gates", "straight"}


def _check_shapes(c: list[int]) -> set[str]:
    b14 = packed.pack(c)
    keys = packed.part_keys(b14)
    found = set()
    assert special_keys.is_thirteen_orphans(keys) == decompose.is_thirteen_orphans(c)
    assert special_keys.is_honours_and_knitted(keys) == decompose.is_honours_and_knitted(c)
    start = special_keys.seven_shifted_start(keys)
    assert bool(start) == decompose.is_seven_shifted_pairs(c)
    if start:  # the lowest pair's rank
        assert min(t % 9 for t in range(27) if c[t]) + 1 == start
    rest = decompose.knitted_rest(c)
    knitted = packed.knitted_rest(b14, keys)
    want = None if rest is None else packed.pack(rest[1])
    assert (None if knitted is None else knitted[0]) == want
    gates = False
    for t in range(27):
        if c[t]:
            c13 = list(c)
            c13[t] -= 1
            same = decompose.nine_gates_suit(c13) == t // 9
            keys13 = packed.part_keys(packed.pack(c13))
            assert special_keys.is_nine_gates(keys13, t) == same
            gates |= same
    for name, hit in (
        ("orphans", decompose.is_thirteen_orphans(c)),
        ("knitted", decompose.is_honours_and_knitted(c)),
        ("shifted", decompose.is_seven_shifted_pairs(c)),
        ("gates", gates),
        ("straight", rest is not None),
    ):
        if hit:
            found.add(name)
    return found


def test_honour_waits_by_rule_agree_with_the_search() -> None:
    """Every honour group of a standard hand: the rule of is_unique_wait (a winning
    honour held once is unique, twice never) is the full search's answer (§16.4)."""
    from itertools import product

    suit_table()
    rest = counts("123m 456p 789s")  # nine suit tiles, complete
    for h in product(range(5), repeat=7):
        if sum(h) != 5 or sorted(h, reverse=True)[:2] not in ([3, 2], [2, 2], [3, 1]):
            continue
        for i, n in enumerate(h):
            if not n:
                continue
            c = rest[:27] + list(h)
            c[27 + i] -= 1  # the winning honour taken out: 13 tiles
            if max(c) > 4:
                continue
            full = list(c)
            full[27 + i] += 1
            if not standard_readings(full):
                continue
            expected = completing_faces(list(c), 0, limit=2) == [27 + i]
            assert packed.is_unique_wait(packed.pack(c), 27 + i, 0) == expected, (h, i)
