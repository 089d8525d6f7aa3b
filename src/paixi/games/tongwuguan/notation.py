"""通五关 position notation (docs/specs/tongwuguan.md, "Positions").

Seven fields after the frame of :mod:`paixi.core.position`::

    <passes> <spare> <pointer> <deals> <takes> <outcome> <seen>

``passes`` the rows top to bottom joined by ``/``, each its tiles left to
right as keys joined by ``,`` (``-`` for a cleared pass; the whole field is
``*`` before the shuffle); ``spare`` the spare row likewise; ``pointer`` the
pass being worked (1-based, §5.1); ``deals`` and ``takes`` the numbers made;
``outcome`` ``-`` while in play, else ``won``, ``repeated``, ``empty`` or
``stuck`` (lost by §4.3, an empty spare row, no take after any shift);
``seen`` the positions already dealt from (§4.3 repetition), each written
``passes|spare`` as above, sorted and joined by ``;`` (``-`` for none).
"""

from __future__ import annotations

from typing import Any

from paixi.core.errors import PositionError
from paixi.core.position import EMPTY, expect_fields, read, to_int
from paixi.equipment.dominoes import INDEX, KEYS, check_multiset, read_key

FIELDS = ("passes", "spare", "pointer", "deals", "takes", "outcome", "seen")
NOT_DEALT = "*"
OUTCOMES = {
    "won": ("won", "all passes cleared"),
    "repeated": ("lost", "repeated position"),
    "empty": ("lost", "spare row empty"),
    "stuck": ("lost", "no take after any shift"),
}
_OUTCOME_CODE = {v: k for k, v in OUTCOMES.items()}


def row_text(row: tuple[int, ...]) -> str:
    return ",".join(KEYS[t] for t in row) or EMPTY


def layout_text(passes: tuple[tuple[int, ...], ...]) -> str:
    return "/".join(row_text(r) for r in passes)


def write(state: Any) -> list[str]:
    """The seven fields of a :class:`TongwuguanState`."""
    if not state.dealt:
        return [NOT_DEALT, EMPTY, "1", "0", "0", EMPTY, EMPTY]
    outcome = EMPTY if state.outcome is None else _OUTCOME_CODE[(state.outcome, state.reason)]
    seen = sorted(f"{layout_text(p)}|{row_text(s)}" for p, s in state.seen)
    return [
        layout_text(state.passes),
        row_text(state.spare),
        str(state.pointer + 1),
        str(state.deals_made),
        str(state.takes_made),
        outcome,
        ";".join(seen) or EMPTY,
    ]


def read_row(text: str, what: str) -> tuple[int, ...]:
    if text == EMPTY:
        return ()
    return tuple(INDEX[read(read_key, k, what)] for k in text.split(","))


def read_layout(text: str, what: str) -> tuple[tuple[int, ...], ...]:
    return tuple(read_row(r, f"{what} row {i}") for i, r in enumerate(text.split("/"), 1))


def load(state: Any, fields: list[str]) -> None:
    """Set a fresh state from the fields; :class:`PositionError` if inconsistent."""
    expect_fields(fields, FIELDS, "tongwuguan")
    passes, spare, pointer, deals, takes, outcome, seen = fields
    if passes == NOT_DEALT:
        if fields[1:] != [EMPTY, "1", "0", "0", EMPTY, EMPTY]:
            raise PositionError("before the shuffle the fields are * - 1 0 0 - -")
        return
    layout = read_layout(passes, "pass")
    row = read_row(spare, "spare")
    tiles = [KEYS[t] for r in (*layout, row) for t in r]
    read(lambda ks: check_multiset(ks, 1), tiles, "tiles")
    state.set_position(layout, row)
    state.pointer = to_int(pointer, "pointer", 1, len(layout)) - 1
    state.deals_made = to_int(deals, "deals", 0)
    state.takes_made = to_int(takes, "takes", 0)
    if outcome != EMPTY:
        if outcome not in OUTCOMES:
            raise PositionError(f"outcome must be -, {', '.join(OUTCOMES)}; not {outcome[:20]!r}")
        state.outcome, state.reason = OUTCOMES[outcome]
        if (state.outcome == "won") != (not any(layout)):
            raise PositionError("the game is won exactly when every pass is cleared")
    elif not any(layout):
        raise PositionError("every pass is cleared, so the outcome is won")
    for entry in seen.split(";") if seen != EMPTY else []:
        head, sep, tail = entry.partition("|")
        if not sep:
            raise PositionError(f"a seen position is written passes|spare, not {entry[:30]!r}")
        before = (read_layout(head, "seen pass"), read_row(tail, "seen spare"))
        if len(before[0]) != len(layout) or sorted(
            t for r in (*before[0], before[1]) for t in r
        ) != sorted(INDEX[k] for k in tiles):
            raise PositionError("a seen position must hold the same passes and tiles")
        state.seen.add(before)
    if len(state.seen) > state.deals_made + 1:
        raise PositionError(
            f"{len(state.seen)} seen positions, but only {state.deals_made} deals were made"
        )
