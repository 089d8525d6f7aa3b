"""接龙 actions and chance events, and their text notation (docs/specs/jielong.md §4).

Tiles are 32-tile type indices (:data:`paixi.equipment.dominoes.KEYS`) inside
the engine and type keys (``"3-6"``) in text. Every action value is made once
here and reused (``LEADS[t]``, ``JOINS[t][end]``, ...), so legal-action lists
are built without allocating and compare by identity first.

| action | class | text |
|---|---|---|
| lead, both ends open | ``Lead(tile, None)`` | ``6-6`` |
| lead, one end open | ``Lead(tile, half)`` | ``3-6 6`` |
| join | ``Join(tile, end)`` (``end`` 0 = L, 1 = R) | ``5-6 L`` |
| sleep 睡觉 | ``Sleep(tile)`` | ``sleep 2-4`` |

Chance events: ``Deal`` (the shuffle, ``32·sets`` keys), ``Dice`` (``dice 3 4``)
and ``BLOCK`` (``block``: a blocked line puts every hand to sleep, §3 rule 5).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from paixi.core.action_space import ActionSpace
from paixi.core.errors import NotationError
from paixi.core.notation import check_notation
from paixi.equipment.dominoes import INDEX, KEYS, N_TYPES, full_set, parse_key

HALVES: tuple[tuple[int, int], ...] = tuple((int(k[0]), int(k[2])) for k in KEYS)
"""``HALVES[t] = (a, b)``, ``a <= b``: the two halves of type ``t``."""
PIPS: tuple[int, ...] = tuple(a + b for a, b in HALVES)
"""``PIPS[t]``: pip total of type ``t`` (tiles-32.md §1)."""
THREE_SIX = INDEX["3-6"]

END_NAMES = ("L", "R")
_HALF_DIGITS = frozenset("123456")


@dataclass(frozen=True, slots=True)
class Lead:
    """The first tile of the line (§3 rule 1). ``open_half`` is None with both
    ends open, else the half left open (``open_ends = "one"``)."""

    tile: int
    open_half: int | None = None

    def __str__(self) -> str:
        if self.open_half is None:
            return KEYS[self.tile]
        return f"{KEYS[self.tile]} {self.open_half}"


@dataclass(frozen=True, slots=True)
class Join:
    """接 jiē: put ``tile`` against end ``end`` (0 = L, 1 = R) (§3 rule 3)."""

    tile: int
    end: int

    def __str__(self) -> str:
        return f"{KEYS[self.tile]} {END_NAMES[self.end]}"


@dataclass(frozen=True, slots=True)
class Sleep:
    """睡觉 shuì jiào: put ``tile`` face down in front of yourself (§3 rule 4)."""

    tile: int

    def __str__(self) -> str:
        return f"sleep {KEYS[self.tile]}"


Action = Lead | Join | Sleep

LEADS: tuple[Lead, ...] = tuple(Lead(t) for t in range(N_TYPES))
"""``LEADS[t]``: lead ``t`` with both ends open."""
LEADS_ONE: tuple[tuple[Lead, ...], ...] = tuple(
    (Lead(t, a),) if a == b else (Lead(t, a), Lead(t, b)) for t, (a, b) in enumerate(HALVES)
)
"""``LEADS_ONE[t]``: the one-end leads of ``t``, low half open first."""
JOINS: tuple[tuple[Join, Join], ...] = tuple((Join(t, 0), Join(t, 1)) for t in range(N_TYPES))
"""``JOINS[t][end]``."""
SLEEPS: tuple[Sleep, ...] = tuple(Sleep(t) for t in range(N_TYPES))
"""``SLEEPS[t]``."""


def parse_action(text: str) -> Action:
    """The action written ``text`` (lenient: halves in either order, any case).

    Raises :class:`NotationError` for anything else.
    """
    words = check_notation(text, "a 接龙 action").lower().split()
    if not words:
        raise NotationError("empty action: write a tile like 6-6, a join like 5-6 L, or sleep 2-4")
    if words[0] in ("sleep", "睡", "睡觉"):
        if len(words) != 2:
            raise NotationError("write a sleep as: sleep 2-4")
        return SLEEPS[INDEX[parse_key(words[1])]]
    tile = INDEX[parse_key(words[0])]
    if len(words) == 1:
        return LEADS[tile]
    if len(words) == 2:
        word = words[1]
        if word in ("l", "r"):
            return JOINS[tile][word == "r"]
        if word in _HALF_DIGITS and int(word) in HALVES[tile]:
            half = int(word)
            return next(a for a in LEADS_ONE[tile] if a.open_half == half)
        raise NotationError(
            f"after {KEYS[tile]} write the end L or R, or the half left open "
            f"({' or '.join(str(h) for h in sorted(set(HALVES[tile])))})"
        )
    raise NotationError(f"bad 接龙 action {text.strip()[:30]!r}: try 6-6, 5-6 L or sleep 2-4")


def action_space(open_ends: str) -> ActionSpace:
    """Every action of a configuration: leads, joins (both ends, or R only), sleeps."""
    if open_ends == "one":
        actions: list[Action] = [a for leads in LEADS_ONE for a in leads]
        actions += [JOINS[t][1] for t in range(N_TYPES)]
    else:
        actions = [*LEADS, *(j for pair in JOINS for j in pair)]
    return ActionSpace(actions + list(SLEEPS))


# --- chance events ------------------------------------------------------------

_SET_TILES = {sets: tuple(INDEX[k] for k in full_set(sets)) for sets in (1, 2)}


@dataclass(frozen=True, slots=True)
class Deal:
    """The shuffle ``d[0..]`` of all ``32·sets`` tiles, written as keys (§2)."""

    tiles: tuple[int, ...]

    def __str__(self) -> str:
        return " ".join(KEYS[t] for t in self.tiles)

    @staticmethod
    def draw(rng: random.Random, sets: int) -> Deal:
        """A uniformly shuffled set (Fisher-Yates on ``rng.random()``, which is
        several times faster than ``rng.shuffle`` and as reproducible)."""
        tiles = list(_SET_TILES[sets])
        rand = rng.random
        for i in range(len(tiles) - 1, 0, -1):
            j = int(rand() * (i + 1))
            tiles[i], tiles[j] = tiles[j], tiles[i]
        return Deal(tuple(tiles))


@dataclass(frozen=True, slots=True)
class Dice:
    """Seat 0's roll of two dice for the starter (§2): written ``dice 3 4``."""

    a: int
    b: int

    def __str__(self) -> str:
        return f"dice {self.a} {self.b}"


@dataclass(frozen=True, slots=True)
class Block:
    """A blocked line: every tile still in hand goes to its owner's sleep pile
    (§3 rule 5). Written ``block``; the engine makes it, nobody chooses it."""

    def __str__(self) -> str:
        return "block"


BLOCK = Block()
Chance = Deal | Dice | Block


def parse_chance(text: str) -> Chance:
    """``block``, ``dice 3 4`` or a deal of 32 or 64 keys; :class:`NotationError` otherwise.

    A deal is checked here only for tile counts per key (at most two sets); the
    state checks that it is exactly the set(s) of its options.
    """
    words = check_notation(text, "a 接龙 chance event").lower().split()
    if words == ["block"]:
        return BLOCK
    if words and words[0] == "dice":
        if len(words) == 3 and all(w in "123456" and len(w) == 1 for w in words[1:]):
            return Dice(int(words[1]), int(words[2]))
        raise NotationError("write a roll as: dice 3 4 (two dice 1-6)")
    if len(words) in (32, 64):
        return Deal(tuple(INDEX[parse_key(w)] for w in words))
    raise NotationError("a 接龙 chance event is a deal of 32 or 64 tiles, dice a b, or block")
