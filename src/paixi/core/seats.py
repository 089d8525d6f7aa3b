"""How a seat is named to a reader: ``seat 2`` / ``2号``, and ``you`` / ``你``
for the seat whose view it is (the terminal and the web log say "you" for
the reader's own seat in every game)."""

from __future__ import annotations


def seat_name(seat: int, lang: str = "en", me: int | None = None) -> str:
    """``"seat 2"`` / ``"2号"``; ``"you"`` / ``"你"`` when ``seat == me``."""
    if me is not None and seat == me:
        return "你" if lang == "zh" else "you"
    return f"{seat + 1}号" if lang == "zh" else f"seat {seat}"
