"""Building 合挡 positions for tests (through the position notation only)."""

from __future__ import annotations

from typing import Any

from paixi.equipment.dominoes import SET_ORDER
from tests import domino_tricks
from tests.domino_tricks import rest_of_set, table_position

__all__ = ["fill_hands", "position", "rest_of_set"]

NO_GANG_ORDER = ["1-2"] + [k for k in SET_ORDER if k not in ("1-2", "2-4")] + ["2-4"]
"""The set order with 1-2 first and 2-4 last, so that no filled hand gets a 杠 by accident."""


def fill_hands(fixed: dict[int, list[str]], size: int = 8) -> tuple[list[list[str]], list[str]]:
    """:func:`tests.domino_tricks.fill_hands` dealing from :data:`NO_GANG_ORDER`."""
    return domino_tricks.fill_hands(fixed, size, NO_GANG_ORDER)


def position(hands: list[list[str]], *, gang: str = "-", sale: str = "keep", **table: Any) -> str:
    """A 合挡 position line (``table``: see :func:`tests.domino_tricks.table_position`)."""
    return table_position("hedang", hands, f"gang={gang} sale={sale}", **table)


def last_trick_position(hands: list[list[str]], **kw: Any) -> str:
    """Seat 2 (who won the trick before) leads the last trick of the round, as
    in Example 4: seat 0 sold, seat 1 passed, seat 2 bought; 手 1,2,4,0 so far
    and every other tile played face up. The keywords replace these defaults."""
    args = {
        "shou": "1,2,4,0",
        "tricks": "1,1,2,0",
        "up": rest_of_set(hands),
        "trick": "2:",
        "last": "1:2:5-5,v1-4,v1-6,v1-6",
        "sale": "sell:pb",
    }
    return position(hands, **(args | kw))
