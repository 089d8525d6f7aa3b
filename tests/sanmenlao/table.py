"""Building 三门老 positions for tests (through the position notation only)."""

from __future__ import annotations

from typing import Any

from tests.domino_tricks import fill_hands, rest_of_set, table_position

__all__ = ["fill_hands", "position", "rest_of_set"]


def position(
    hands: list[list[str]],
    *,
    lead: str = "-",
    rule1: str | None = None,
    zhizun: str = "-",
    **table: Any,
) -> str:
    """A 三门老 position line (``table``: see :func:`tests.domino_tricks.table_position`);
    ``rule1`` is pending before the first lead unless given."""
    if rule1 is None:
        first_lead = table.get("shou", "0,0,0,0") == "0,0,0,0"
        trick = table.get("trick")
        rule1 = "pending" if first_lead and (trick is None or str(trick).endswith(":")) else "-"
    return table_position("sanmenlao", hands, f"lead={lead} rule1={rule1} zhizun={zhizun}", **table)


LAST_TRICK_HANDS = [["2-2"], ["6-6"], ["3-3"], ["1-5"]]
LAST_TRICK_PLAYS = ("6-6", "down 3-3", "down 1-5", "down 2-2")
"""Seat 1's 天牌 lead of the last trick and the others' face-down follows."""


def last_trick_position(**kw: Any) -> str:
    """Seat 1 (who won the trick before) leads the last trick of the round
    with :data:`LAST_TRICK_HANDS`; every other tile was played face up. The
    keywords replace the defaults (first player 0, 手 2,2,2,1)."""
    args = {
        "first": 0,
        "shou": "2,2,2,1",
        "tricks": "1,1,1,1",
        "up": rest_of_set(LAST_TRICK_HANDS),
        "trick": "1:",
        "last": "0:1:6-6,v5-5,v5-5,v3-3",
    }
    return position(LAST_TRICK_HANDS, **(args | kw))
