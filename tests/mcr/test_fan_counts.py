"""FanCounts, a standard reading's fans in machine words, against a dict (docs/specs/mcr.md §14)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from paixi.games.mcr.exclusion import EXCLUDED_AT, EXCLUDED_BITS, FAN_OF_BIT, clear_excluded
from paixi.games.mcr.fan_counts import NUM_FANS, FanCounts, counts_of, pairs_of
from paixi.games.mcr.fans import FAN_POINTS
from tests.sweep import examples

_FANS = st.integers(1, NUM_FANS - 1)
_OPS = st.lists(
    st.one_of(
        st.tuples(st.just("set"), _FANS, st.integers(1, 7)),
        st.tuples(st.just("clear"), _FANS, st.just(0)),
        st.tuples(st.just("exclude"), _FANS, st.just(0)),
    ),
    max_size=40,
)


@settings(max_examples=examples(300), deadline=None)
@given(_OPS)
def test_fan_counts_behave_as_a_dict_of_counts(ops: list[tuple[str, int, int]]) -> None:
    """Every fan number 1-81 and count 1-7, set, taken away and excluded by
    bits (§16.3 step 15), reads back as the same dict would; a copy is independent."""
    model: dict[int, int] = {}
    counts = FanCounts()
    for op, f, n in ops:
        if op == "set":
            counts.set(f, n)
            model[f] = n
        elif op == "clear":
            counts.clear(f)
            model.pop(f, None)
        else:  # what fan f excludes, as bits, taken away
            clear_excluded(counts, EXCLUDED_BITS[f])
            model = {g: m for g, m in model.items() if not EXCLUDED_BITS[f] >> EXCLUDED_AT[g] & 1}
        want = dict(sorted(model.items()))
        assert counts.as_dict() == want
        assert counts.items() == list(want.items())
        assert [counts.get(g) for g in range(NUM_FANS)] == [
            model.get(g, 0) for g in range(NUM_FANS)
        ]
        assert counts.is_empty() == (not model)
        assert counts.points() == sum(FAN_POINTS[g] * m for g, m in model.items())
    copy = counts.copy()
    copy.set(1, 1)
    copy.clear(NUM_FANS - 1)
    assert counts.as_dict() == dict(sorted(model.items()))


def test_listed_gives_each_fans_entry_in_fan_order() -> None:
    entries = tuple(tuple((f"{f}x{n}", f * n) for n in range(8)) for f in range(NUM_FANS))
    counts = counts_of({81: 2, 1: 1, 20: 3, 19: 7, 62: 1, 40: 4})
    out: list[str] = []
    assert counts.listed(entries, out) == 81 * 2 + 1 + 60 + 19 * 7 + 62 + 160
    assert out == ["1x1", "19x7", "20x3", "40x4", "62x1", "81x2"]


def test_pairs_and_bits_round_trip() -> None:
    assert pairs_of({5: 1, 2: 3}) == ((2, 3), (5, 1))
    assert all(EXCLUDED_AT[f] == bit for bit, f in enumerate(FAN_OF_BIT))
