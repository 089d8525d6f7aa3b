"""争上游 and 干瞪眼: action values built in code have one canonical form.

A play is its ranks (and, in 干瞪眼, joker readings) lowest first
(docs/specs/zhengshangyou.md §9, docs/specs/gandengyan.md §9). A value built in code in
another order is the same play; one with ranks that are not rank indices is
refused at once with :class:`NotationError` — never a ``TypeError`` later,
and never a play under a second spelling.
"""

from __future__ import annotations

import pytest

from paixi.core.errors import IllegalActionError, NotationError
from paixi.games.gandengyan import JOKER_BOMB
from paixi.games.gandengyan import Play as GPlay
from paixi.games.zhengshangyou import Play as ZPlay
from paixi.games.zhengshangyou import Return
from tests.gandengyan.table import table as gandengyan_table
from tests.zhengshangyou.table import table as zhengshangyou_table


@pytest.mark.parametrize(
    "build",
    [
        lambda: ZPlay(("3",)),
        lambda: ZPlay((0.0,)),
        lambda: ZPlay((True,)),
        lambda: ZPlay((99,)),
        lambda: ZPlay((-1,)),
        lambda: ZPlay(5),
        lambda: Return("3"),
        lambda: Return(15),
        lambda: GPlay(("5",)),
        lambda: GPlay((2,), (None,)),
        lambda: GPlay((2,), (-1,)),  # only ``* *`` has jokers without a reading
        lambda: GPlay((13,)),
        lambda: GPlay((2,), (13,)),
    ],
)
def test_malformed_values_are_refused_when_built(build) -> None:
    with pytest.raises(NotationError):
        build()


def test_values_in_another_order_are_the_same_play() -> None:
    assert ZPlay((4, 3, 2, 1, 0)) == ZPlay((0, 1, 2, 3, 4))
    assert ZPlay([0, 0]) == ZPlay((0, 0)) and hash(ZPlay([0, 0])) == hash(ZPlay((0, 0)))
    assert GPlay((3, 2), (1,)) == GPlay((2, 3), (1,))
    assert GPlay((2,), (3, 1)) == GPlay((2,), (1, 3))
    assert GPlay((), (-1, -1)) == JOKER_BOMB


def test_canonical_values_are_accepted_and_written_once() -> None:
    state = zhengshangyou_table({0: "3S 4S 5S 6S 7S 9D"}, to_act=0)
    state.apply(ZPlay((4, 3, 2, 1, 0)))
    assert state.hand_log[-1] == [0, "3 4 5 6 7"]
    state = gandengyan_table({0: "5C 6D BJ SJ 9S"}, to_act=0)
    state.apply(GPlay((2,), (3, 1)))
    assert state.log[-1][:3] == [0, "play", "*4 5 *6"]


@pytest.mark.parametrize("text", ["BJ", "*", "SJ#2", "*5"])
def test_gandengyan_a_joker_alone_is_refused_saying_so(text: str) -> None:
    state = gandengyan_table({0: "5C 6D BJ 9S"}, to_act=0)
    before = state.fingerprint()
    with pytest.raises(IllegalActionError, match="never played alone"):
        state.apply(text)
    assert state.fingerprint() == before


def test_huge_plays_are_refused_without_filling_the_memo_caches() -> None:
    from paixi.games.gandengyan.combos import combo_of as gdy_combo_of
    from paixi.games.zhengshangyou.combos import combo_of as zsy_combo_of

    state = zhengshangyou_table({0: "3S 4S 5S 6S 7S 9D"}, to_act=0)
    before = zsy_combo_of.cache_info().currsize
    with pytest.raises(IllegalActionError, match="hold only 6 cards"):
        state.apply(" ".join(["3"] * 5000))
    assert zsy_combo_of.cache_info().currsize == before
    state = gandengyan_table({0: "5C 6D BJ 9S"}, to_act=0)
    before = gdy_combo_of.cache_info().currsize
    with pytest.raises(IllegalActionError, match="hold only 4 cards"):
        state.apply(" ".join(["5"] * 5000 + ["*6"]))
    assert gdy_combo_of.cache_info().currsize == before
