"""拔牙 position notation (docs/specs/baya.md, "Positions").

Three fields after the frame of :mod:`paixi.core.position`::

    <held> <rolled> <rounds>

``held`` the dice each seat holds, ``a,b``; ``rolled`` how many seats have
taken ``roll`` this round (0, 1, or 2 while the dice are rolling);
``rounds`` the rounds played, each the two rolls ``<seat 0 faces>:<seat 1
faces>`` (ascending, ``-`` for a seat that rolled no dice), joined by ``/``
(``-`` before the first round). The rounds must lead from the starting dice
to ``held`` by §2.3.
"""

from __future__ import annotations

from typing import Any

from paixi.core.errors import PositionError
from paixi.core.position import EMPTY, expect_fields, int_list, to_int

FIELDS = ("held", "rolled", "rounds")


def faces_text(faces: list[int] | tuple[int, ...]) -> str:
    return "".join(map(str, faces)) or EMPTY


def read_faces(text: str, what: str) -> tuple[int, ...]:
    """``11236`` as ascending faces (``-``: none); :class:`PositionError` otherwise."""
    if text == EMPTY:
        return ()
    if not text.isdigit() or any(c not in "123456" for c in text):
        raise PositionError(f"{what}: faces are digits 1-6, not {text[:20]!r}")
    faces = tuple(int(c) for c in text)
    if list(faces) != sorted(faces):
        raise PositionError(f"{what}: faces are written in ascending order, not {text[:20]!r}")
    return faces


def write(state: Any) -> list[str]:
    """The three fields of a :class:`BayaState`."""
    rounds = "/".join(
        f"{faces_text(r['rolls'][0])}:{faces_text(r['rolls'][1])}" for r in state.rounds_log
    )
    return [f"{state.held[0]},{state.held[1]}", str(state.rolled), rounds or EMPTY]


def load(state: Any, fields: list[str]) -> None:
    """Set a fresh state from the fields; :class:`PositionError` if inconsistent."""
    from paixi.equipment.dice import DiceRoll

    expect_fields(fields, FIELDS, "baya")
    held_text, rolled, rounds = fields
    held = int_list(held_text, "held", low=0)
    if len(held) != 2:
        raise PositionError(f"held is two counts a,b, not {held_text[:20]!r}")
    for i, text in enumerate(rounds.split("/") if rounds != EMPTY else [], 1):
        if state.held[0] == 0 or state.held[1] == 0:
            raise PositionError(f"round {i} is played after the race was over")
        a, sep, b = text.partition(":")
        if not sep:
            raise PositionError(f"round {i} is written <faces>:<faces>, not {text[:20]!r}")
        rolls = (read_faces(a, f"round {i}"), read_faces(b, f"round {i}"))
        for seat in (0, 1):
            if len(rolls[seat]) != state.held[seat]:
                raise PositionError(
                    f"round {i}: seat {seat} held {state.held[seat]} dice, but rolled {len(rolls[seat])}"
                )
        state._apply_chance(DiceRoll(((0, rolls[0]), (1, rolls[1]))))
    if tuple(held) != state.held:
        raise PositionError(
            f"held is {held[0]},{held[1]} but the rounds leave {state.held[0]},{state.held[1]}"
        )
    state.rolled = to_int(rolled, "rolled", 0, 2)
    if state.rolled and 0 in state.held:
        raise PositionError("nobody rolls once the race is over")
