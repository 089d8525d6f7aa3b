"""争上游 and 干瞪眼: action values built in code are checked like typed input.

An action value that is not in canonical form (ranks not ints, not lowest
first, out of range) must be refused with :class:`IllegalActionError`, the
state unchanged — never accepted under a second spelling of a legal play
(rules/zhengshangyou.md §9, rules/gandengyan.md §9: each play has one form),
and never a ``TypeError``.
"""

from __future__ import annotations

import pytest

from paixi.core.errors import IllegalActionError
from paixi.games.gandengyan import Play as GPlay
from paixi.games.zhengshangyou import Play as ZPlay
from paixi.games.zhengshangyou import Return
from tests.gandengyan.table import table as gandengyan_table
from tests.zhengshangyou.table import table as zhengshangyou_table


@pytest.mark.parametrize(
    "bad",
    [
        ZPlay((4, 3, 2, 1, 0)),  # the straight 3-7, highest first
        ZPlay(("3",)),
        ZPlay((0.0,)),
        ZPlay([0]),  # type: ignore[arg-type]
        ZPlay((99,)),
        Return("3"),  # type: ignore[arg-type]
    ],
)
def test_zhengshangyou_malformed_values_are_refused(bad: object) -> None:
    state = zhengshangyou_table({0: "3S 4S 5S 6S 7S 9D"}, to_act=0)
    before = state.fingerprint()
    assert state.illegal_reason(bad) is not None
    with pytest.raises(IllegalActionError):
        state.apply(bad)
    assert state.fingerprint() == before


@pytest.mark.parametrize(
    "bad",
    [
        GPlay((3, 2), (1,)),  # 4-5-6 with the naturals highest first
        GPlay((2,), (3, 1)),  # 4-5-6 from one natural 5, joker readings unsorted
        GPlay(("5",)),
        GPlay((2,), (None,)),  # type: ignore[arg-type]
        GPlay([2], []),  # type: ignore[arg-type]
        GPlay((2,), (-1,)),
    ],
)
def test_gandengyan_malformed_values_are_refused(bad: object) -> None:
    state = gandengyan_table({0: "5C 6D BJ SJ 9S"}, to_act=0)
    before = state.fingerprint()
    assert state.illegal_reason(bad) is not None
    with pytest.raises(IllegalActionError):
        state.apply(bad)
    assert state.fingerprint() == before


def test_canonical_values_are_still_accepted() -> None:
    state = zhengshangyou_table({0: "3S 4S 5S 6S 7S 9D"}, to_act=0)
    state.apply(ZPlay((0, 1, 2, 3, 4)))
    state = gandengyan_table({0: "5C 6D BJ 9S"}, to_act=0)
    state.apply(GPlay((2, 3), (1,)))
    assert state.log[-1] == [0, "play", "*4 5 6"]


@pytest.mark.parametrize("text", ["BJ", "*", "SJ#2", "*5"])
def test_gandengyan_a_joker_alone_is_refused_saying_so(text: str) -> None:
    state = gandengyan_table({0: "5C 6D BJ 9S"}, to_act=0)
    before = state.fingerprint()
    with pytest.raises(IllegalActionError, match="never played alone"):
        state.apply(text)
    assert state.fingerprint() == before
