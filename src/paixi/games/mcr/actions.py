"""MCR actions and their notation (docs/specs/mcr.md §6-§8).

| action | notation | when |
| --- | --- | --- |
| discard a tile | ``5m`` | own turn |
| kong | ``kong 5m`` | own turn (concealed or added kong) or a claim on the discard ``5m`` |
| pung | ``pung 5m`` | a claim on the discard ``5m`` |
| chow | ``chow 4m`` | a claim (next player only): the chow ``456m`` named by its lowest tile |
| win | ``hu`` | self-drawn win on own turn, or a claim of a discard / a robbed kong tile |
| pass | ``pass`` | decline every claim |

Input also accepts ``discard 5m``, the Chinese words 打/杠/碰/吃/和/胡/过 and
any case. An action is an immutable ``(kind, tile)`` tuple (tile -1 for
``hu`` and ``pass``), so it hashes and compares fast.
"""

from __future__ import annotations

from typing import NamedTuple

from paixi.core.action_space import ActionSpace
from paixi.core.errors import NotationError
from paixi.core.notation import check_notation
from paixi.equipment.mahjong import NUM_FACES, parse_tile, tile_code

DISCARD, KONG, PUNG, CHOW, HU_KIND, PASS_KIND = range(6)
_WORDS = ("discard", "kong", "pung", "chow", "hu", "pass")


class Action(NamedTuple):
    """``kind`` is one of DISCARD, KONG, PUNG, CHOW, HU_KIND, PASS_KIND; ``tile`` a face 0-33
    (the chow's lowest tile) or -1."""

    kind: int
    tile: int

    def __str__(self) -> str:
        if self.kind == DISCARD:
            return tile_code(self.tile)
        if self.tile < 0:
            return _WORDS[self.kind]
        return f"{_WORDS[self.kind]} {tile_code(self.tile)}"


HU = Action(HU_KIND, -1)
PASS = Action(PASS_KIND, -1)

_ALIASES = {
    "discard": DISCARD,
    "d": DISCARD,
    "打": DISCARD,
    "kong": KONG,
    "gang": KONG,
    "杠": KONG,
    "pung": PUNG,
    "peng": PUNG,
    "碰": PUNG,
    "chow": CHOW,
    "chi": CHOW,
    "吃": CHOW,
    "hu": HU_KIND,
    "win": HU_KIND,
    "和": HU_KIND,
    "胡": HU_KIND,
    "pass": PASS_KIND,
    "过": PASS_KIND,
}

CHOW_STARTS: tuple[int, ...] = tuple(9 * s + r for s in range(3) for r in range(7))
"""Faces that can start a chow: ranks 1-7 of each suit."""


def discard(tile: int) -> Action:
    return Action(DISCARD, tile)


def kong(tile: int) -> Action:
    return Action(KONG, tile)


def pung(tile: int) -> Action:
    return Action(PUNG, tile)


def chow(start: int) -> Action:
    return Action(CHOW, start)


def parse_action(text: str) -> Action:
    """The action written ``text``; :class:`NotationError` if malformed."""
    body = check_notation(text, "an MCR action").lower()
    word, _, rest = body.partition(" ")
    rest = rest.strip()
    if not rest and word not in _ALIASES:  # a bare tile code is a discard
        word, rest = "discard", body
    kind = _ALIASES.get(word)
    if kind is None:
        raise NotationError(
            f"bad MCR action {text!r}: write a discard like 5m, or kong 5m, pung 5m, "
            "chow 4m, hu, pass"
        )
    if kind in (HU_KIND, PASS_KIND):
        if rest:
            raise NotationError(f"bad MCR action {text!r}: {_WORDS[kind]} takes no tile")
        return HU if kind == HU_KIND else PASS
    try:
        tile = parse_tile(rest)
    except NotationError as err:
        raise NotationError(f"bad MCR action {text!r}: {err}") from None
    if tile >= NUM_FACES:
        raise NotationError(f"bad MCR action {text!r}: flowers are never played")
    if kind == CHOW and tile not in CHOW_STARTS:
        raise NotationError(
            f"bad MCR action {text!r}: a chow is named by its lowest tile, rank 1-7 of a suit"
        )
    return Action(kind, tile)


def action_space() -> ActionSpace:
    """All 125 actions: 34 discards, 34 kongs, 34 pungs, 21 chows, hu, pass."""
    faces = range(NUM_FACES)
    return ActionSpace(
        [
            *(discard(t) for t in faces),
            *(kong(t) for t in faces),
            *(pung(t) for t in faces),
            *(chow(t) for t in CHOW_STARTS),
            HU,
            PASS,
        ]
    )
