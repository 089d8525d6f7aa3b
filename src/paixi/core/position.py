"""Position notation: the shared frame and field helpers (docs/design.md "Positions").

A position is one line of text, like FEN in chess::

    <game id> <players> <options> <field> <field> ...

``players`` is the number of seats; ``options`` the options that differ from
the spec's defaults as ``name=value`` pairs joined by ``;`` (``name=`` for
an option set to none) (``-`` when every
option has its default); the fields are the game's own, separated by single
spaces, each without spaces (see the game's rules page). ``-`` stands for an
empty field. The helpers here read and check the frame and the small
notations games share (seat lists, numbers), and raise
:class:`~paixi.core.errors.PositionError` naming what is wrong.

A position carries no RNG state. What chance has already fixed (hands, the
order of a stock or wall, dice under the cups) is part of the position; what
chance has not yet decided (later shuffles, rolls, deals of later hands) is
drawn from the seed given to ``game.from_position`` and written into the
history as chance events, so a record that starts from a position replays
exactly.
"""

from __future__ import annotations

import functools
import inspect
import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from paixi.core.errors import OptionError, PaixiError, PositionError, clip
from paixi.core.options import option_fields

if TYPE_CHECKING:
    from paixi.core.game import Game, State

T = TypeVar("T")
A = TypeVar("A")
S = TypeVar("S", bound="State")

EMPTY = "-"
"""An empty field or list."""

MAX_LENGTH = 200_000
"""Longest position text accepted (characters)."""


def encode_options(options: Any) -> str:
    """The options that differ from their defaults, ``name=value;...`` (``-`` if none).

    >>> import paixi
    >>> game = paixi.load_game("uno")
    >>> encode_options(game.parse_options({"target": 200, "stacking": "none"}, 2))
    'target=200'
    >>> decode_options("target=200")
    {'target': '200'}
    """
    parts = []
    for field in option_fields(type(options)):
        value = getattr(options, field.name)
        if value == field.default:
            continue
        if isinstance(value, bool):
            text = "true" if value else "false"
        elif value is None:
            text = ""
        else:
            text = str(value)
        parts.append(f"{field.name}={text}")
    return ";".join(parts) or EMPTY


def decode_options(text: str) -> dict[str, Any]:
    """The mapping written by :func:`encode_options`; :class:`PositionError` if malformed."""
    if text == EMPTY:
        return {}
    values: dict[str, Any] = {}
    for part in text.split(";"):
        name, sep, value = part.partition("=")
        if not sep or not name:
            raise PositionError(f"options field: {part[:30]!r} must be written name=value")
        values[name] = None if value == "" else value
    return values


def split_position(game: Any, text: Any) -> tuple[int, Any, list[str]]:
    """``(players, options, fields)`` of a position of ``game``.

    Checks the frame: text, the game id, a player count the game allows, the
    options. Raises :class:`PositionError`.
    """
    if not isinstance(text, str):
        raise PositionError(f"a position must be text, not {type(text).__name__}")
    if len(text) > MAX_LENGTH:
        raise PositionError(f"a position is at most {MAX_LENGTH} characters, not {len(text)}")
    parts = text.split(" ")
    if "" in parts or any(ch.isspace() and ch != " " for ch in text):
        # a position is written with single spaces only: anything else would
        # read as the same state but not be the text it writes
        raise PositionError("a position's fields are separated by single spaces")
    if len(parts) < 3:
        raise PositionError(
            f"a {game.id} position starts '{game.id} <players> <options>'; got {len(parts)} field(s)"
        )
    if parts[0] != game.id:
        raise PositionError(f"this is not a {game.id} position (it starts {parts[0][:20]!r})")
    players = to_int(parts[1], "players")
    try:
        players = game.check_players(players)
        options = game.parse_options(decode_options(parts[2]), players)
    except OptionError as exc:
        raise PositionError(f"{exc}") from None
    written = encode_options(options)
    if parts[2] != written:
        raise PositionError(
            f"options are written {clip(written)!r} (non-defaults, in the spec's order), "
            f"not {clip(parts[2])!r}"
        )
    return players, options, parts[3:]


def check_written(game_id: str, text: str, written: str) -> None:
    """:class:`PositionError` unless ``text`` is exactly ``written``, the
    position the state read from ``text`` writes: a reader accepts only what
    it would write itself (like FEN in python-chess), so a text names one
    state and a state has one text. The message names the first field that
    differs.

    >>> check_written("chuiniu", "chuiniu 2 - 1/2 00,0", "chuiniu 2 - 1/2 0,0")
    Traceback (most recent call last):
    ...
    paixi.core.errors.PositionError: field 5 of this chuiniu position is written '0,0', not '00,0'
    """
    if text == written:
        return
    got, want = text.split(" "), written.split(" ")
    i = next(
        (i for i, (a, b) in enumerate(zip(got, want, strict=False)) if a != b),
        min(len(got), len(want)),
    )
    if i >= len(want):
        raise PositionError(f"a {game_id} position ends after field {len(want)}")
    if i >= len(got):
        raise PositionError(f"a {game_id} position has a field {i + 1}: {clip(want[i])!r}")
    a, b = got[i], want[i]
    j = next((j for j, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    start = max(0, j - 12)  # the difference, with a little context
    raise PositionError(
        f"field {i + 1} of this {game_id} position is written "
        f"{'…' * (start > 0)}{clip(b[start:], 28)!r}, not {'…' * (start > 0)}{clip(a[start:], 28)!r}"
    )


def join_position(state: Any, fields: Sequence[str]) -> str:
    """The whole position line of ``state`` with the game's ``fields``."""
    head = [state.game.id, str(state.players), encode_options(state.options)]
    for f in fields:
        if not f or any(ch.isspace() for ch in f):
            raise AssertionError(f"position field {f!r} is empty or holds a space")
    return " ".join(head + list(fields))


def expect_fields(fields: list[str], names: Sequence[str], game_id: str) -> None:
    """Exactly ``len(names)`` fields, else :class:`PositionError` naming them."""
    if len(fields) != len(names):
        raise PositionError(
            f"a {game_id} position has {len(names)} fields after the options "
            f"({' '.join(names)}), not {len(fields)}"
        )


def to_int(text: str, what: str, low: int | None = None, high: int | None = None) -> int:
    """``text`` as an integer in ``low..high``; :class:`PositionError` otherwise."""
    body = text[1:] if text.startswith("-") else text
    if not (body.isascii() and body.isdigit()) or len(body) > 12:
        raise PositionError(f"{what} must be an integer, not {text[:20]!r}")
    if str(int(text)) != text:  # 007, -0: the same number, written otherwise
        raise PositionError(f"{what} is written {int(text)}, not {text[:20]!r}")
    value = int(text)
    if (low is not None and value < low) or (high is not None and value > high):
        span = f"{low}-{high}" if high is not None else f"at least {low}"
        raise PositionError(f"{what} must be {span}, not {value}")
    return value


def to_seat(text: str, what: str, players: int) -> int:
    """A seat index ``0..players-1``; :class:`PositionError` otherwise."""
    return to_int(text, what, 0, players - 1)


def int_list(text: str, what: str, sep: str = ",", low: int | None = None) -> list[int]:
    """``1,2,3`` (``-`` for none) as integers."""
    if text == EMPTY:
        return []
    return [to_int(t, what, low) for t in text.split(sep)]


def seat_list(text: str, what: str, players: int) -> list[int]:
    """Seats written ``0,2`` (``-`` for none)."""
    if text == EMPTY:
        return []
    return [to_seat(t, what, players) for t in text.split(",")]


def join_list(items: Sequence[Any], sep: str = ",") -> str:
    """Items joined by ``sep``, ``-`` for none."""
    return sep.join(str(i) for i in items) or EMPTY


def flag(text: str, what: str) -> bool:
    """``1``/``0`` as a boolean."""
    if text not in ("0", "1"):
        raise PositionError(f"{what} must be 0 or 1, not {text[:20]!r}")
    return text == "1"


def read(parse: Callable[[A], T], text: A, what: str) -> T:
    """``parse(text)`` (text, or the words already split from it); any notation error becomes a :class:`PositionError` about ``what``."""
    try:
        return parse(text)
    except PositionError:
        raise
    except (PaixiError, ValueError, KeyError, IndexError) as exc:
        raise PositionError(f"{what}: {exc}") from None


def continue_from(state: S, seed: int | None, chance: str) -> S:
    """``state``, just read from a position by a game's own reader, set to go
    on as :meth:`Game.from_position` promises: later chance drawn from
    ``seed`` when given, and left to the caller with ``chance="manual"``."""
    if chance not in ("auto", "manual"):
        raise ValueError("chance must be 'auto' or 'manual'")
    if seed is not None:
        state.seed = seed
        state._rng = random.Random(seed)
    state._manual_chance = chance == "manual"
    return state


def adapt_from_position(method: Any) -> Any:
    """``method`` (a game's own ``from_position``) with the protocol's
    signature ``(text, seed=None, *, chance="auto")``; the state remembers
    the position it starts from."""
    params = inspect.signature(method).parameters
    takes_seed = "seed" in params
    takes_chance = "chance" in params

    @functools.wraps(method)
    def from_position(
        self: Game, text: str, seed: int | None = None, *, chance: str = "auto"
    ) -> State:
        if chance not in ("auto", "manual"):
            raise ValueError("chance must be 'auto' or 'manual'")
        if isinstance(text, str):
            text = self.upgrade_position(text)
        if takes_seed and takes_chance:
            state = method(self, text, seed, chance=chance)
        elif takes_seed:
            state = method(self, text, seed)
        else:  # the game's reader leaves chance as it finds it: give it the seed
            state = continue_from(method(self, text), seed, chance)
        if state.start_position is None:
            # (the readers adapted here leave chance unresolved: the state is the text's)
            check_written(self.id, text, state.to_position())
            state.start_position = text
        return state

    # a marker attribute on the function, so a subclass of a subclass is not wrapped twice
    from_position._position_adapted = True  # type: ignore[attr-defined]
    return from_position
