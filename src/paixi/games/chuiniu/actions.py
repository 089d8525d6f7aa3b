"""吹牛 actions and their notation (docs/specs/chuiniu.md §5).

``Bid(count, face)`` is written ``<q>x<f>`` (``4x5`` = "four 5s"); the
challenge 开 is ``open``; declining to challenge in a 抢开 window is ``pass``.
Input is case-insensitive.
"""

from __future__ import annotations

from dataclasses import dataclass

from paixi.core.errors import NotationError
from paixi.core.notation import check_notation


@dataclass(frozen=True, slots=True)
class Bid:
    """叫 jiào: "at least ``count`` dice on the table show ``face``" (§2.3)."""

    count: int
    face: int

    def __str__(self) -> str:
        return f"{self.count}x{self.face}"


@dataclass(frozen=True, slots=True)
class Call:
    """``open`` (开 kāi, challenge the standing bid) or ``pass`` (抢开 window only)."""

    word: str

    def __str__(self) -> str:
        return self.word


OPEN = Call("open")
PASS = Call("pass")

Action = Bid | Call


def parse_action(text: str) -> Action:
    """The action written ``text``; :class:`NotationError` if malformed."""
    word = check_notation(text, "a 吹牛 action").lower()
    if word in ("open", "开", "kai"):
        return OPEN
    if word in ("pass", "过"):
        return PASS
    count, sep, face = word.partition("x")
    if sep and count.isdigit() and len(count) <= 3 and face.isdigit() and len(face) == 1:
        return Bid(int(count), int(face))
    raise NotationError(f"bad 吹牛 action {word[:20]!r}: write a bid like 4x5, or open, or pass")
