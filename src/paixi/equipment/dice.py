"""Six-sided dice (骰子 tóuzi): rolling and the ``seat:faces`` chance notation.

A set of dice is a tuple of faces 1-6 in ascending order. A roll of several
seats is written ``0:11235 1:2566`` (seat, colon, faces in ascending order),
the notation of the dice games' specs (docs/specs/chuiniu.md §5, docs/specs/baya.md §5).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from paixi.core.errors import NotationError

FACES = (1, 2, 3, 4, 5, 6)


def roll(rng: random.Random, n: int) -> tuple[int, ...]:
    """``n`` dice rolled with ``rng``, ascending.

    Draws exactly what ``rng.choices(FACES, k=n)`` draws (one ``random()`` per
    die, face ``1 + floor(6 * random())``), so a seed gives the same dice.
    """
    if n != 5:
        return _roll_any(rng, n)
    r = rng.random  # five dice, unrolled (and no comprehension: ``r`` stays a plain local)
    faces = [int(r() * 6.0) + 1, int(r() * 6.0) + 1, int(r() * 6.0) + 1]
    faces += (int(r() * 6.0) + 1, int(r() * 6.0) + 1)
    faces.sort()
    return tuple(faces)


def _roll_any(rng: random.Random, n: int) -> tuple[int, ...]:
    r = rng.random
    faces = [int(r() * 6.0) + 1 for _ in range(n)]
    faces.sort()
    return tuple(faces)


_FACES_TEXT: dict[tuple[int, ...], str] = {}


def faces_text(faces: tuple[int, ...]) -> str:
    """The faces of a cup written together (``(1, 1, 2, 3, 5)`` → ``"11235"``),
    remembered: a cup of five dice shows one of 252 sets of faces."""
    text = _FACES_TEXT.get(faces)
    if text is None:
        text = "".join(map(str, faces))
        if len(_FACES_TEXT) < 1 << 12:
            _FACES_TEXT[faces] = text
    return text


@dataclass(frozen=True, slots=True)
class DiceRoll:
    """A chance event: the faces rolled by some seats, ``((seat, faces), ...)``."""

    rolls: tuple[tuple[int, tuple[int, ...]], ...]

    def __str__(self) -> str:
        return " ".join(f"{seat}:{''.join(map(str, faces))}" for seat, faces in self.rolls)

    def seats(self) -> tuple[int, ...]:
        return tuple(seat for seat, _ in self.rolls)

    @staticmethod
    def parse(text: str) -> DiceRoll:
        """Read ``"0:11235 1:2566"``; :class:`NotationError` if malformed."""
        if not isinstance(text, str) or not text.strip():
            raise NotationError("a dice roll must be written like '0:11235 1:2566'")
        if len(text) > 400:
            raise NotationError("a dice roll notation is too long")
        rolls = []
        for token in text.split():
            seat, sep, faces = token.partition(":")
            if not sep or not seat.isdigit() or len(seat) > 2 or not faces or not faces.isdigit():
                raise NotationError(f"bad dice roll {token[:20]!r}: write seat:faces, e.g. 0:11235")
            values = tuple(int(c) for c in faces)
            if any(v not in FACES for v in values):
                raise NotationError(f"bad dice roll {token[:20]!r}: faces are 1-6")
            if list(values) != sorted(values):
                raise NotationError(
                    f"bad dice roll {token[:20]!r}: faces must be in ascending order"
                )
            rolls.append((int(seat), values))
        return DiceRoll(tuple(rolls))
