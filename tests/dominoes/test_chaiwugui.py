"""docs/specs/chaiwugui.md: CW-1..CW-6, hidden tiles, order independence of removals."""

from __future__ import annotations

import random

import pytest

import paixi
from paixi.equipment.dominoes import is_pair, shuffled_set
from paixi.games.chaiwugui import POSITION_NAMES, initially_face_up, run
from paixi.games.chaiwugui.procedure import face_up, lines_for

GAME = paixi.load_game("chaiwugui")
CW1 = (
    "1-6 2-6 3-6 5-6 1-6 4-6 2-2 3-5 3-4 6-6 4-5 1-5 6-6 1-5 1-1 3-3 2-3 5-5 1-2 5-6 3-3 4-6 1-3 "
    "1-4 2-2 2-5 4-4 5-5 4-4 2-4 1-1 1-3"
)
CW3 = (
    "1-6 1-1 1-5 3-3 2-4 3-5 2-6 4-5 5-6 1-2 3-4 5-6 5-5 1-4 1-3 4-6 6-6 1-3 3-6 4-6 2-5 3-3 2-2 "
    "6-6 1-6 5-5 4-4 1-1 1-5 2-2 2-3 4-4"
)
CW4 = (
    "2-6 1-3 3-3 1-1 3-6 6-6 1-6 4-5 1-4 6-6 4-6 2-5 1-2 1-3 1-1 5-6 2-2 1-5 4-4 2-4 5-5 2-2 5-5 "
    "4-4 4-6 5-6 3-5 3-3 3-4 1-5 2-3 1-6"
)


def couples(text: str) -> tuple[tuple[str, str], ...]:
    return tuple(tuple(c.strip("()").split(",")) for c in text.split())


def test_cw1_deal_mapping_and_first_round() -> None:
    d = CW1.split()
    up = initially_face_up("columns")
    names = [POSITION_NAMES[p] for p in up]
    assert names == ["FL2", "BL2", "B12", "B42", "H2", "T2", "B14", "B44", "FR2", "BR2"]
    assert [d[p] for p in up] == [
        "2-5",
        "2-4",
        "2-6",
        "2-3",
        "4-6",
        "1-4",
        "5-6",
        "1-2",
        "5-5",
        "1-3",
    ]
    assert d[POSITION_NAMES.index("H1")] == "3-3" and d[POSITION_NAMES.index("BR2")] == "1-3"
    r = run(d)
    assert r.discard[:2] == couples("(2-4,1-2) (2-3,1-4)")


def test_cw2_columns_success_and_half_columns_failure() -> None:
    r = run(CW1.split())
    assert r.success and r.rounds == 8
    assert r.discard == couples(
        "(2-4,1-2) (2-3,1-4) (1-5,1-5) (1-3,1-3) (2-5,3-4) (5-5,5-5) (2-2,2-2) (4-4,4-4) "
        "(1-6,1-6) (4-6,4-6) (6-6,6-6) (3-3,3-3) (2-6,3-5) (1-1,1-1) (4-5,3-6) (5-6,5-6)"
    )
    half = run(CW1.split(), "half_columns")
    assert not half.success and len(half.left) == 20


def test_cw3_failure() -> None:
    r = run(CW3.split())
    assert not r.success and r.rounds == 3 and len(r.left) == 18
    assert r.discard == couples(
        "(1-1,1-1) (6-6,6-6) (3-3,3-3) (2-2,2-2) (5-6,5-6) (4-4,4-4) (1-4,2-3)"
    )
    assert len(run(CW3.split(), "half_columns").left) == 20


def test_cw4_exposure_decides() -> None:
    r = run(CW4.split())
    assert r.success and r.discard[-1] == ("4-5", "3-6")
    half = run(CW4.split(), "half_columns")
    assert [POSITION_NAMES[p] for p in half.left] == ["B14", "B24", "B33", "BR1", "B45", "B35"]


def test_cw5_start_of_any_game() -> None:
    assert sorted(initially_face_up("columns")) == sorted([25, 29, 1, 16, 21, 23, 3, 18, 27, 31])
    assert len(initially_face_up("half_columns")) == 10


def test_cw6_two_tile_line() -> None:
    lines = [list(line) for line in lines_for("columns")]
    lines[1] = lines[1][:2]  # line 2 down to B12, B22
    up = face_up(lines, "columns")
    assert POSITION_NAMES.index("B12") in up and POSITION_NAMES.index("B22") in up
    lines[1] = lines[1][:1]
    assert face_up(lines, "columns").count(POSITION_NAMES.index("B12")) == 1


def test_face_down_tiles_stay_hidden() -> None:
    state = GAME.new_game(seed=9)
    obs = state.observation(0)
    assert len(obs["positions"]) == 10
    other = state.resample_hidden(0, random.Random(1))
    assert other.observation(0) == obs and other.tiles != state.tiles
    state.apply("play")
    assert len(state.observation(0)["positions"]) == 32


@pytest.mark.parametrize("exposure", ["columns", "half_columns"])
def test_removal_order_does_not_matter(exposure: str) -> None:
    """§3: any order of removing face-up pairs removes the same set."""
    rng = random.Random(exposure)
    for _ in range(100):
        d = shuffled_set(rng)
        lines = [list(line) for line in lines_for(exposure)]
        while True:
            up = face_up(lines, exposure)
            pairs = [(x, y) for i, x in enumerate(up) for y in up[i + 1 :] if is_pair(d[x], d[y])]
            if not pairs:
                break
            x, y = rng.choice(pairs)
            for line in lines:
                line[:] = [p for p in line if p not in (x, y)]
        left = sorted(p for line in lines for p in line)
        assert left == sorted(run(d, exposure).left)
