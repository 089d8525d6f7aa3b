"""One source of UNO's rules for both engines (issue 28): the compiled path
(``paixi.games.uno._fastc``) has no rule of its own to drift from the Python's.

Its tables (cards, ranks, colours, what matches what, the ready-made actions
and events) and its rule numbers (the black kinds, the action ranks, the
penalties, the quick plays' moves: :data:`paixi.games.uno.engine.RULES`) are
handed to it by the Python at install, so a rule changed in Python changes
there too; the sizes it was compiled with must fit those tables or it refuses
them (and ``PAIXI_EXPECT_COMPILED=1`` then fails ``test_compiled``). What is
left in C is the option words it compares with and the arithmetic of a row of
``PLAYABLE``: both are checked here against the Python's.
"""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from paixi.equipment.uno import DRAW_TWO, REVERSE, SKIP, WILD, WILD_DRAW_FOUR
from paixi.games.uno import engine, fast, moves
from paixi.games.uno.game import UnoOptions

pytestmark = pytest.mark.skipif(engine.ENGINE != "c", reason="the compiled engine is not in use")

SRC = Path(engine.__file__).resolve().parents[3]


def fastc() -> Any:
    from paixi.games.uno import _fastc  # type: ignore[attr-defined]

    return _fastc


def test_the_c_path_runs_on_the_python_rule_numbers() -> None:
    """What the C path holds is what the Python rules use, name by name."""
    assert fastc().rules() == engine.RULES
    assert engine.RULES == {
        "wild": WILD,
        "wd4": WILD_DRAW_FOUR,
        "skip": SKIP,
        "reverse": REVERSE,
        "draw_two": DRAW_TWO,
        "row_width": moves.ROW_WIDTH,
        "draw_two_cards": moves.DRAW_TWO_CARDS,
        "wd4_cards": moves.WD4_CARDS,
        "challenge_lost_cards": moves.CHALLENGE_LOST_CARDS,
        "move_on": fast.MOVE_ON,
        "move_skip": fast.MOVE_SKIP,
        "move_reverse": fast.MOVE_REVERSE,
        "move_draw_two": fast.MOVE_DRAW_TWO,
    }


def test_the_c_rows_are_match_index() -> None:
    """The C path finds a ``PLAYABLE`` row as ``active * row_width + top_rank + 1``
    (``ROW_OF`` in ``_fastc.h``): the same row as :func:`moves.match_index`."""
    width = engine.RULES["row_width"]
    for active in range(4):
        for top_rank in range(moves.NO_RANK, width + moves.NO_RANK):
            assert moves.match_index(active, top_rank) == active * width + top_rank + 1
    assert len(moves.PLAYABLE) == 4 * width


def test_the_options_the_c_path_reads_are_the_games() -> None:
    """Every option the C path reads is one of UNO's, and every value it compares
    one with is among that option's choices (a renamed choice fails here)."""
    fields = {f.name: f for f in dataclasses.fields(UnoOptions)}
    for name, words in fastc().option_words().items():
        assert name in fields, name
        choices = fields[name].metadata.get("choices")
        assert set(words) <= set(choices or ()), (name, words, choices)


_REFUSALS = """
from paixi.games.uno import _fastc, engine
from paixi.games.uno.actions import Action
from paixi.games.uno.state import UnoState

assert engine.ENGINE == "python"  # PAIXI_PURE_PYTHON=1: nothing installed yet
for change in [("wd4_cards", None), ("challenge_lost_cards", 9), ("row_width", 15)]:
    tables = engine.tables()
    name, value = change
    if value is None:
        del tables["RULES"][name]
    else:
        tables["RULES"][name] = value
    try:
        _fastc.install(UnoState, Action, tables)
    except TypeError as e:
        print("refused", name, e)
    else:
        print("took", name)
_fastc.install(UnoState, Action, engine.tables())
print("took the Python's")
"""


def test_rule_numbers_the_c_path_cannot_hold_are_refused() -> None:
    """A rule number missing, past the C path's buffers (a penalty of more than
    8 cards) or not fitting the table sizes it was compiled with is refused, so
    the Python engine stays in charge instead of a wrong one; the Python's own
    numbers are then taken."""
    env = {**os.environ, "PYTHONPATH": str(SRC), "PAIXI_PURE_PYTHON": "1"}
    out = subprocess.run(
        [sys.executable, "-c", _REFUSALS], capture_output=True, text=True, env=env, check=True
    ).stdout.splitlines()
    assert [line.split()[:2] for line in out[:3]] == [
        ["refused", "wd4_cards"],
        ["refused", "challenge_lost_cards"],
        ["refused", "row_width"],
    ], out
    assert out[3:] == ["took the Python's"]
