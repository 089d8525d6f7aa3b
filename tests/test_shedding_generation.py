"""争上游 and 干瞪眼: the (memoised) play generators agree with brute force.

The oracle enumerates every sub-multiset of a hand (and, in 干瞪眼, every
reading of the jokers used), keeps what ``classify`` calls a combination and,
when following, what ``beats`` the play on the table (docs/specs/zhengshangyou.md
§3, §5.2; docs/specs/gandengyan.md §2-§4, §9).
"""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from paixi.games.gandengyan import combos as gdy
from paixi.games.gandengyan.actions import JOKER_BOMB
from paixi.games.gandengyan.actions import Play as GPlay
from paixi.games.zhengshangyou import combos as zsy
from paixi.games.zhengshangyou.actions import Play as ZPlay
from tests.sweep import examples


def _sub_multisets(counts: list[int]):
    for taken in itertools.product(*(range(c + 1) for c in counts)):
        yield tuple(r for r, k in enumerate(taken) for _ in range(k))


zsy_rules = st.builds(
    zsy.Rules,
    triple_is_bomb=st.booleans(),
    joker_rocket=st.booleans(),
    min_straight=st.integers(3, 5),
    min_pair_run=st.integers(2, 3),
)
zsy_hands = st.lists(st.integers(0, 14), min_size=1, max_size=11)


def _zsy_counts(ranks: list[int]) -> list[int]:
    counts = [0] * zsy.NUM_RANKS
    for r in ranks:
        counts[r] += 1
    return [min(c, 4) if r < zsy.SMALL_JOKER else min(c, 1) for r, c in enumerate(counts)]


@settings(max_examples=examples(40), deadline=None)
@given(hand=zsy_hands, table=zsy_hands, rules=zsy_rules)
def test_zhengshangyou_generation_matches_brute_force(hand, table, rules) -> None:
    counts = _zsy_counts(hand)
    combos = {}
    for ranks in _sub_multisets(counts):
        combo = zsy.classify(ranks, rules) if ranks else "empty"
        if not isinstance(combo, str):
            combos[ZPlay(ranks)] = combo
    led = zsy.all_plays(counts, rules)
    assert len(led) == len(set(led)) and dict(led) == combos
    old = zsy.classify(tuple(sorted(table)), rules)
    if not isinstance(old, str):
        expected = {p for p, c in combos.items() if zsy.beats(c, old)}
        got = zsy.following_plays(counts, old, rules)
        assert len(got) == len(set(got)) and set(got) == expected


zsy_counts = st.lists(st.integers(0, 8), min_size=13, max_size=13).flatmap(
    lambda suited: st.tuples(st.integers(0, 2), st.integers(0, 2)).map(
        lambda jokers: [*suited, *jokers]
    )
)


@settings(max_examples=examples(150), deadline=None)
@given(counts=zsy_counts, rules=zsy_rules, data=st.data())
def test_zhengshangyou_table_generators_match_the_reference(counts, rules, data) -> None:
    """The engine's generators (by rank masks, cached) give exactly the plays of
    ``all_plays``/``following_plays``, in the same order, on hands of up to two
    decks, after any play on the table; each play's entry in the play table is
    its combo."""
    tables = zsy.tables(rules)
    key = bytes(counts)
    everything = zsy.all_plays(zsy.full_counts(2), rules)
    olds = data.draw(st.lists(st.sampled_from(everything), min_size=1, max_size=4))
    for _ in range(2):  # the second pass reads the masks' caches
        assert zsy.lead_plays(key, tables) == [p for p, _ in zsy.all_plays(counts, rules)]
        for _, old in olds:
            assert zsy.follow_plays(key, old, tables) == zsy.following_plays(counts, old, rules)
    known = zsy.play_table(rules, 2)
    for play, combo in zsy.all_plays(counts, rules):
        assert known[play.ranks][0] == combo


gdy_rules = st.builds(gdy.Rules, triple_any_higher=st.booleans(), joker_pair_bomb=st.booleans())
gdy_naturals = st.lists(st.integers(0, 12), min_size=0, max_size=6)


def _gdy_counts(ranks: list[int]) -> list[int]:
    counts = [0] * gdy.NUM_RANKS
    for r in ranks:
        counts[r] = min(counts[r] + 1, 4)
    return counts


def _gdy_all(counts: list[int], jokers: int):
    for naturals in _sub_multisets(counts):
        for used in range(jokers + 1):
            for readings in itertools.combinations_with_replacement(range(gdy.ACE + 1), used):
                yield GPlay(naturals, readings)
    if jokers >= 2:
        yield JOKER_BOMB


@settings(max_examples=examples(25), deadline=None)
@given(
    hand=gdy_naturals,
    jokers=st.integers(0, 2),
    table=st.lists(st.integers(0, 12), min_size=1, max_size=6),
    rules=gdy_rules,
)
def test_gandengyan_generation_matches_brute_force(hand, jokers, table, rules) -> None:
    counts = _gdy_counts(hand)
    combos = {}
    for play in _gdy_all(counts, jokers):
        combo = gdy.classify(play, rules)
        if not isinstance(combo, str):
            combos[play] = combo
    led = gdy.all_plays(counts, jokers, rules)
    assert len(led) == len(set(led)) and set(led) == set(combos)
    old = gdy.classify(GPlay(tuple(sorted(table))), rules)
    if not isinstance(old, str):
        expected = {p for p, c in combos.items() if gdy.beats(c, old, rules)}
        got = gdy.following_plays(counts, jokers, old, rules)
        assert len(got) == len(set(got)) and set(got) == expected


gdy_counts = st.lists(st.integers(0, 8), min_size=13, max_size=13)


@settings(max_examples=examples(150), deadline=None)
@given(counts=gdy_counts, jokers=st.integers(0, 4), rules=gdy_rules, data=st.data())
def test_gandengyan_table_generators_match_the_reference(counts, jokers, rules, data) -> None:
    """The engine's generators (counts as bytes, keyed caches) give exactly the
    plays of ``all_plays``/``following_plays``, in the same order, on hands of
    up to two decks, after any play on the table."""
    tables = gdy.tables(rules)
    key = bytes(counts)
    everything = gdy.all_plays(*gdy.full_hand(2), rules)
    olds = [
        gdy.combo_of(p, rules) for p in data.draw(st.lists(st.sampled_from(everything), max_size=4))
    ]
    for _ in range(2):  # the second pass reads the caches
        assert gdy.lead_plays(key, jokers, tables) == gdy.all_plays(counts, jokers, rules)
        for old in olds:
            got = gdy.follow_plays(key, jokers, old, tables)
            assert got == gdy.following_plays(counts, jokers, old, rules)
