"""Reading action and chance notation: the checks every game's parser starts with."""

from __future__ import annotations

from typing import Any

from paixi.core.errors import NotationError, PaixiError, clip


def check_notation(text: Any, what: str, max_length: int = 20_000) -> str:
    """Normalise action/chance text input; :class:`NotationError` if not a
    string or absurdly long.

    >>> check_notation("  3x5 ", "a bid")
    '3x5'
    >>> check_notation(35, "a bid")
    Traceback (most recent call last):
    ...
    paixi.core.errors.NotationError: a bid must be text, not int
    """
    if not isinstance(text, str):
        raise NotationError(f"{what} must be text, not {type(text).__name__}")
    if len(text) > max_length:
        raise NotationError(f"{what} is too long ({len(text)} characters)")
    return text.strip()


def parse_notation(parse: Any, text: str, what: str) -> Any:
    """Run a notation parser; any failure becomes a :class:`NotationError`."""
    try:
        return parse(text)
    except PaixiError:
        raise
    except (ValueError, TypeError, OverflowError, IndexError, KeyError):
        raise NotationError(f"unreadable {what} {clip(repr(text))}") from None
