"""Errors raised by the engine.

Every error a user can provoke (a bad option, an illegal action, a malformed
record or hand) derives from :class:`PaixiError`, so surfaces can catch one
type and print one clear line. Messages never contain hidden information.
"""

from __future__ import annotations

import re


class PaixiError(Exception):
    """Base of every error that reports bad input rather than a bug."""


class UnknownGameError(PaixiError, KeyError):
    """A game id that is not registered."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else "unknown game"


class OptionError(PaixiError, ValueError):
    """An unknown option name, or a value of the wrong type or out of range."""


class NotationError(PaixiError, ValueError):
    """Text that is not a valid action or chance-event notation for the game."""


class SeatError(PaixiError, ValueError):
    """A seat index that is not an integer in ``0 .. players-1``."""


class IllegalActionError(PaixiError, ValueError):
    """An action that is not legal in the current state.

    The state is left exactly as it was. The message says why the action is
    illegal and, briefly, what is legal instead.
    """


class RecordError(PaixiError, ValueError):
    """A game record that is malformed or does not replay.

    ``step`` is the index in the record's history of the first wrong step, or
    ``None`` when the record is wrong as a whole (bad JSON, unknown game, ...).
    """

    def __init__(self, message: str, step: int | None = None) -> None:
        super().__init__(message if step is None else f"step {step}: {message}")
        self.step = step


class PositionError(PaixiError, ValueError):
    """A position text (``game.from_position``) that is malformed or inconsistent.

    The message says exactly what is wrong (a piece count, the turn, the phase).
    """


def clip(text: str, limit: int = 40) -> str:
    """``text`` shortened for an error message (input can be arbitrarily long)."""
    return text if len(text) <= limit else text[: limit - 3] + "..."


_PYTHON_WORDS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p), w)
    for p, w in (
        (r"invalid literal for int\(\) with base 10: (.*)", "{0} is not a whole number"),
        (r"could not convert string to float: (.*)", "{0} is not a number"),
        (
            r"not enough values to unpack \(expected (\d+), got (\d+)\)",
            "a field has {1} parts where {0} are needed",
        ),
        (r"too many values to unpack \(expected (\d+)\)", "a field has more than {0} parts"),
        (r"(?:list|tuple|string) index out of range", "a field has too few parts"),
    )
)


def plain_words(exc: Exception) -> str:
    """What a Python built-in error raised while reading input says, in the
    words of the input's reader (``invalid literal for int() …: 'x'`` →
    ``'x' is not a whole number``); other errors' own text.

    >>> plain_words(ValueError("invalid literal for int() with base 10: 'x'"))
    "'x' is not a whole number"
    >>> plain_words(KeyError("Q"))
    "unknown name 'Q'"
    """
    if isinstance(exc, KeyError) and not isinstance(exc, PaixiError) and exc.args:
        return f"unknown name {clip(repr(exc.args[0]))}"
    text = str(exc)
    for pattern, words in _PYTHON_WORDS:
        match = pattern.fullmatch(text)
        if match:
            return words.format(*(clip(g) for g in match.groups()))
    return text
