"""The 龙麻将 heuristic's memo of hand shapes stays bounded.

``shape_value`` is memoised by every sorted sub-hand it meets, and a long
search tournament meets without end: an unbounded cache once grew to
gigabytes. It must carry a bound, and filling it must respect it.
"""

from __future__ import annotations

import random

from paixi.games.longmajiang.agent import shape_value
from paixi.games.longmajiang.cards import NUM_FACES


def test_shape_memo_stays_bounded_over_many_hands() -> None:
    bound = shape_value.cache_parameters()["maxsize"]
    assert bound is not None, "shape_value must not memoise every hand it meets"
    rng = random.Random(7)
    shape_value.cache_clear()
    for _ in range(20):
        hand = tuple(sorted(rng.randrange(NUM_FACES) for _ in range(13)))
        shape_value(hand, 0, False)
    assert shape_value.cache_info().currsize <= bound
