"""The position notation (rules pages, "Positions"): round trips and errors."""

from __future__ import annotations

import json
import random

import pytest

import paixi
from paixi.core.errors import PositionError

GAME = paixi.load_game("chuanpai")


@pytest.mark.parametrize("seed", range(8))
def test_round_trip_equal_observations_and_legal_actions(seed: int) -> None:
    rng = random.Random(seed)
    options = {"allow_baozi": seed % 2 == 1, "rounds": 2, "copies": 4 if seed % 4 == 3 else 5}
    st = GAME.new_game(players=2 + seed % 2, options=options, seed=seed)
    steps = 0
    while not st.is_terminal():
        if steps % 3 == 0:
            text = st.to_position()
            again = GAME.from_position(text)
            assert again.to_position() == text
            assert again.legal_actions() == st.legal_actions()
            for seat in range(st.players):
                assert json.dumps(again.observation(seat), sort_keys=True) == json.dumps(
                    st.observation(seat), sort_keys=True
                )
        st.apply(rng.choice(st.legal_actions()))
        steps += 1
    assert GAME.from_position(st.to_position()).is_terminal()


def _a_position() -> str:
    for seed in range(100):
        st = GAME.new_game(seed=seed)
        rng = random.Random(seed)
        while not st.is_terminal() and st.phase != "window":
            st.apply(rng.choice(st.legal_actions()))
        if st.phase == "window":
            return st.to_position()
    raise AssertionError("no window reached")


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda t: t.replace("chuanpai 3", "chuanpai x"), "players must be an integer"),
        (lambda t: t.replace("phase=window", "phase=flying"), "unknown phase"),
        (lambda t: t.replace(" stock=", " stock=11"), "appears"),
        (lambda t: t.replace(" round=1", ""), "missing field round"),
        (lambda t: t + " bogus=1", "unknown position field"),
        (lambda t: t.replace("status=", "status=Z"), "status"),
        (lambda t: t.replace("chuanpai 3 -", "chuanpai 3 copies=7"), "copies"),
        (lambda t: t.replace("chuanpai 3 -", "chuanpai 3 copies=5"), "options are written"),
    ],
)
def test_bad_positions_say_what_is_wrong(edit, message: str) -> None:
    text = _a_position()
    with pytest.raises(PositionError, match=message):
        GAME.from_position(edit(text))


def _old_header(st) -> str:
    """The header positions had before issue 29: ``chuanpai/<n> opt=<every option>``."""
    from paixi.core.options import options_to_dict

    opts = ",".join(
        f"{k}:{'none' if v is None else str(v).lower()}"
        for k, v in options_to_dict(st.options).items()
    )
    return f"chuanpai/{st.players} opt={opts}"


def test_positions_and_records_of_the_old_header_still_load() -> None:
    """Positions (and records starting from one) written before the common
    frame are rewritten exactly to it; a broken old header is refused clearly."""
    st = GAME.new_game(players=3, options={"rounds": 2, "max_fan": 6}, seed=4)
    rng = random.Random(4)
    for _ in range(20):
        st.apply(rng.choice(st.legal_actions()))
    text = st.to_position()
    assert text.startswith("chuanpai 3 ")
    old = " ".join([_old_header(st), *text.split(" ")[3:]])
    again = GAME.from_position(old)
    assert again.to_position() == text and again.start_position == text
    start = GAME.from_position(text, seed=5)
    for _ in range(5):
        start.apply(rng.choice(start.legal_actions()))
    record = start.to_record()
    record["position"] = old
    assert paixi.replay(record).to_position() == start.to_position()
    with pytest.raises(PositionError, match="old header"):
        GAME.from_position(old.replace("copies:", "copies:x", 1))
