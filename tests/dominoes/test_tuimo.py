"""docs/specs/tuimo.md: TM-1..TM-6, the folded alignment, the exact `idle` stop."""

from __future__ import annotations

import random

import pytest

import paixi
from paixi.core.errors import NotationError
from paixi.equipment.dominoes import INDEX, PAIR_CLASS, shuffled_set
from paixi.games.tuimo import deal_rows, fast_success, run

GAME = paixi.load_game("tuimo")
TM5 = (
    "1-6 1-3 5-5 1-5 2-6 3-6 3-4 6-6 3-3 1-4 1-1 2-2 1-1 4-4 1-6 3-5 4-5 4-6 1-3 5-6 1-2 5-6 2-5 "
    "6-6 2-2 4-4 3-3 2-3 4-6 1-5 5-5 2-4"
)
TM6 = (
    "5-5 6-6 4-4 2-3 1-5 3-5 1-6 2-6 2-4 1-1 2-2 4-6 2-5 1-3 4-4 3-3 1-3 4-5 5-6 4-6 3-4 1-5 1-6 "
    "1-2 5-6 1-4 2-2 6-6 5-5 3-6 1-1 3-3"
)


def couples(text: str) -> tuple[tuple[str, str], ...]:
    return tuple(tuple(c.strip("()").split(",")) for c in text.split())


def test_tm1_check_and_failure() -> None:
    r = run(["1-3", "2-2", "5-6", "3-6"], ["4-4", "2-2", "1-2", "4-5"])
    assert not r.success and r.rotations == 1
    assert r.discard == couples("(2-2,2-2) (3-6,4-5)")
    assert r.top == ("5-6", "1-2") and r.bottom == ("1-3", "4-4")


def test_tm2_a_turn() -> None:
    # Tiles that never pair: the rows after one turn show the rotation.
    r = run(["1-3", "2-2", "5-6", "3-6"], ["4-4", "1-1", "1-2", "2-5"])
    assert r.rotations == 3 and not r.discard  # 4 alignments without a pair
    top, bottom = ["A", "B", "C", "D"], ["E", "F", "G", "H"]
    top, bottom = [*top[1:], bottom[-1]], [top[0], *bottom[:-1]]
    assert (top, bottom) == (["B", "C", "D", "H"], ["A", "E", "F", "G"])


def test_tm3_small_success() -> None:
    r = run(["1-3", "2-5", "6-6"], ["6-6", "1-3", "3-4"])
    assert r.success and r.rotations == 2
    assert r.discard == couples("(6-6,6-6) (3-4,2-5) (1-3,1-3)")


def test_tm4_turn_arithmetic() -> None:
    r = run(["1-1", "2-6"], ["3-5", "5-5"])
    assert not r.success and r.rotations == 1 and not r.discard


def test_tm5_full_deal_success() -> None:
    r = run(*deal_rows(TM5.split(), "straight"))
    assert r.success and r.rotations == 19
    assert r.checks[0] == (0, couples("(3-4,2-5) (6-6,6-6)"))
    assert r.checks[-2][1] == couples("(2-4,1-2)") and len(r.checks[-1][1]) == 3
    assert r.discard == couples(
        "(3-4,2-5) (6-6,6-6) (4-4,4-4) (1-6,1-6) (3-5,2-6) (5-5,5-5) (2-3,1-4) (3-3,3-3) "
        "(2-2,2-2) (1-3,1-3) (1-5,1-5) (1-1,1-1) (2-4,1-2) (3-6,4-5) (4-6,4-6) (5-6,5-6)"
    )


def test_tm6_full_deal_failure() -> None:
    r = run(*deal_rows(TM6.split(), "straight"))
    assert not r.success and r.rotations == 13 and len(r.discard) == 14
    assert r.top == ("6-6", "3-6") and r.bottom == ("4-5", "6-6")
    assert [after for after, _ in r.checks] == [0, 3, 6, 7, 9, 10, 11, 12]
    state = GAME.new_game(chance="manual")
    state.apply_chance(TM6)
    state.apply("play")
    assert state.returns() == [0.0] and state.result()["rotations"] == 13


def test_folded_alignment() -> None:
    keys = shuffled_set(random.Random(1))
    top, bottom = deal_rows(keys, "folded")
    assert top[0] == keys[0] and bottom[0] == keys[31] and bottom[-1] == keys[16]


def naive_success(top: list[str], bottom: list[str], extra: int = 70) -> bool:
    """No `idle` stop: keep turning ``extra`` turns past the last removal."""
    t, b = list(top), list(bottom)
    quiet = 0
    while t and quiet <= extra:
        keep = [i for i in range(len(t)) if PAIR_CLASS[INDEX[t[i]]] != PAIR_CLASS[INDEX[b[i]]]]
        quiet = 0 if len(keep) < len(t) else quiet + 1
        t, b = [t[i] for i in keep], [b[i] for i in keep]
        if t:
            t, b = [*t[1:], b[-1]], [t[0], *b[:-1]]
    return not t


@pytest.mark.parametrize("alignment", ["straight", "folded"])
def test_idle_stop_is_exact_and_fast_path_agrees(alignment: str) -> None:
    rng = random.Random(alignment)
    for _ in range(150):
        keys = shuffled_set(rng)
        top, bottom = deal_rows(keys, alignment)
        verdict = run(top, bottom).success
        assert verdict == naive_success(top, bottom)
        assert verdict == fast_success([INDEX[k] for k in top], [INDEX[k] for k in bottom])


def test_the_only_action_is_play() -> None:
    state = GAME.new_game(seed=2)
    assert [str(a) for a in state.legal_actions()] == ["play"]
    with pytest.raises(NotationError):
        GAME.parse_action("turn")
    with pytest.raises(ValueError):
        run(["1-1"], [])
