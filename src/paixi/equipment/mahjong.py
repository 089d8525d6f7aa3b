"""The 144 mahjong tiles (麻将牌) and the compact tile notation (docs/specs/mcr.md §2).

Encoding (``Tile = int``):

* 0-8 = ``1m``-``9m`` (characters 万), 9-17 = ``1p``-``9p`` (dots 饼),
  18-26 = ``1s``-``9s`` (bamboo 条);
* 27-33 = ``1z``-``7z``: East, South, West, North, White, Green, Red (the
  spec's honour order, §2.2: ``5z`` is White 白, ``7z`` is Red 中);
* 34-41 = flowers ``1f``-``8f`` (春夏秋冬梅兰竹菊), one copy each.

A tile string is groups of digits each followed by a suit letter
(``123m 456p 789s 11z``); parsing accepts any order, repeated suits and
optional spaces, formatting gives the canonical form (suits m, p, s, z, f;
one group per suit; digits ascending; one space between groups).

A :class:`Meld` is a declared set (chow/pung/kong, exposed or concealed);
in JSON it is ``{"type": "chow", "tiles": "234m", "concealed": false}``.
Malformed input raises :class:`~paixi.core.errors.NotationError` (a
``ValueError``) naming the problem.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from paixi.core.errors import NotationError

Tile = int

SUITS = "mpsz"
"""Suit letters of the 34 playing faces, in tile-code order."""
FLOWER_SUIT = "f"
NUM_FACES = 34
"""Playing faces (numbered + honours); flowers are 34-41."""
NUM_TILE_KINDS = 42
COPIES = 4

EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED = range(27, 34)
WINDS = (EAST, SOUTH, WEST, NORTH)
DRAGONS = (WHITE, GREEN, RED)
HONOURS = tuple(range(27, 34))
FLOWERS = tuple(range(34, 42))
TERMINALS = (0, 8, 9, 17, 18, 26)
TERMINALS_AND_HONOURS = TERMINALS + HONOURS
WIND_LETTERS = "ESWN"

MeldKind = Literal["chow", "pung", "kong"]
MELD_KINDS: tuple[str, ...] = ("chow", "pung", "kong")

_SUIT_BASE = {"m": 0, "p": 9, "s": 18, "z": 27, "f": 34}
_SUIT_SIZE = {"m": 9, "p": 9, "s": 9, "z": 7, "f": 8}


def suit_of(tile: Tile) -> int:
    """0, 1, 2 for the three suits, 3 for honours, 4 for flowers."""
    return tile // 9 if tile < 27 else (3 if tile < 34 else 4)


def rank_of(tile: Tile) -> int:
    """Rank 1-9 of a numbered tile; 1-7 for honours; 1-8 for flowers."""
    if tile < 27:
        return tile % 9 + 1
    return tile - 26 if tile < 34 else tile - 33


def is_numbered(tile: Tile) -> bool:
    """A suited tile (序数牌), ranks 1-9 of m, p or s."""
    return 0 <= tile < 27


def is_honour(tile: Tile) -> bool:
    """A wind or dragon (字牌)."""
    return 27 <= tile < 34


def is_flower(tile: Tile) -> bool:
    """One of the eight flowers (花牌)."""
    return 34 <= tile < 42


def tile_code(tile: Tile) -> str:
    """``"5m"``, ``"7z"``, ``"3f"``; :class:`NotationError` for an out-of-range int."""
    if not isinstance(tile, int) or not 0 <= tile < NUM_TILE_KINDS:
        raise NotationError(f"not a tile: {tile!r} (tiles are 0-41)")
    return f"{rank_of(tile)}{'mpszf'[suit_of(tile)]}"


def parse_tile(text: str) -> Tile:
    """One tile code (``"5z"``) -> its int; :class:`NotationError` if not exactly one tile."""
    tiles = parse_tiles(text)
    if len(tiles) != 1:
        raise NotationError(f"expected exactly one tile, got {text!r}")
    return tiles[0]


def parse_tiles(text: str) -> list[Tile]:
    """A tile string -> tiles in the written order (§2.2).

    Raises :class:`NotationError` for a stray character, digits without a
    suit letter, a rank that does not exist (``0m``, ``8z``, ``9f``) or a
    suit letter without digits. Copy counts are *not* checked here (see
    :func:`check_counts`).
    """
    if not isinstance(text, str):
        raise NotationError(f"a tile string must be text, got {type(text).__name__}")
    tiles: list[Tile] = []
    digits: list[str] = []
    for ch in text:
        if ch.isspace():
            if digits:
                raise NotationError(f"digits {''.join(digits)!r} have no suit letter in {text!r}")
            continue
        if ch in "0123456789":
            digits.append(ch)
        elif ch in _SUIT_BASE:
            if not digits:
                raise NotationError(f"suit letter {ch!r} without digits in {text!r}")
            for d in digits:
                rank = int(d)
                if not 1 <= rank <= _SUIT_SIZE[ch]:
                    raise NotationError(f"unknown tile {d}{ch} in {text!r}")
                tiles.append(_SUIT_BASE[ch] + rank - 1)
            digits = []
        else:
            raise NotationError(
                f"unexpected character {ch!r} in tile string {text!r} (use digits and m/p/s/z/f)"
            )
    if digits:
        raise NotationError(f"digits {''.join(digits)!r} have no suit letter in {text!r}")
    return tiles


def format_tiles(tiles: Iterable[Tile]) -> str:
    """Tiles -> the canonical tile string (``"123m 456p 11z"``; empty -> ``""``)."""
    groups: dict[int, list[int]] = {}
    for t in tiles:
        tile_code(t)  # validates the int
        groups.setdefault(suit_of(t), []).append(rank_of(t))
    return " ".join(
        "".join(map(str, sorted(groups[s]))) + "mpszf"[s] for s in range(5) if s in groups
    )


def tile_counts(tiles: Iterable[Tile]) -> list[int]:
    """Copies per face: a list of 34 ints (flowers are ignored)."""
    counts = [0] * NUM_FACES
    for t in tiles:
        if t < NUM_FACES:
            counts[t] += 1
    return counts


def check_counts(tiles: Iterable[Tile]) -> None:
    """:class:`NotationError` naming the first face with more copies than the set has."""
    seen: dict[int, int] = {}
    for t in tiles:
        seen[t] = seen.get(t, 0) + 1
        limit = 1 if is_flower(t) else COPIES
        if seen[t] > limit:
            raise NotationError(
                f"too many copies of {tile_code(t)}: the set has only {limit}"
                + ("" if limit == 1 else f" (a {'fifth' if limit == 4 else 'further'} copy)")
            )


def full_set() -> list[Tile]:
    """The 144 tiles of a set: 4 of each of the 34 faces, then the 8 flowers (§2.1)."""
    return [t for t in range(NUM_FACES) for _ in range(COPIES)] + list(FLOWERS)


def parse_wind(text: str) -> Tile:
    """``"E"``/``"S"``/``"W"``/``"N"`` -> the wind tile (27-30); :class:`NotationError` otherwise."""
    if not isinstance(text, str) or text.upper() not in ("E", "S", "W", "N"):
        raise NotationError(f"unknown wind {text!r}: use E, S, W or N")
    return EAST + WIND_LETTERS.index(text.upper())


def wind_letter(tile: Tile) -> str:
    """The wind tile 27-30 -> ``"E"``/``"S"``/``"W"``/``"N"``."""
    if tile not in WINDS:
        raise NotationError(f"{tile_code(tile)} is not a wind")
    return WIND_LETTERS[tile - EAST]


@dataclass(frozen=True, slots=True)
class Meld:
    """A declared set (docs/specs/mcr.md §2.2, §8).

    ``tiles`` is sorted ascending: 3 tiles for a chow or pung, 4 for a kong.
    ``concealed`` is only ever true for a kong (暗杠). ``claimed_from`` is
    the seat the claimed tile came from (``None`` if unknown or concealed).
    Construction validates the shape and raises :class:`NotationError`.
    """

    kind: MeldKind
    tiles: tuple[Tile, ...]
    concealed: bool = False
    claimed_from: int | None = None

    def __post_init__(self) -> None:
        """Sort the tiles and check the shape."""
        tiles = tuple(sorted(self.tiles))
        object.__setattr__(self, "tiles", tiles)
        text = format_tiles(tiles) if all(isinstance(t, int) for t in tiles) else str(tiles)
        if self.kind not in MELD_KINDS:
            raise NotationError(f"unknown set type {self.kind!r}: use chow, pung or kong")
        if any(not isinstance(t, int) or not 0 <= t < NUM_FACES for t in tiles):
            raise NotationError(f"a {self.kind} holds playing tiles only, got {text}")
        if self.kind == "chow":
            ok = (
                len(tiles) == 3
                and tiles[0] < 27
                and tiles[1] == tiles[0] + 1
                and tiles[2] == tiles[0] + 2
                and suit_of(tiles[0]) == suit_of(tiles[2])
            )
            if not ok:
                raise NotationError(f"{text} is not a chow (three consecutive tiles of one suit)")
        else:
            size = 3 if self.kind == "pung" else 4
            if len(tiles) != size or len(set(tiles)) != 1:
                raise NotationError(f"{text} is not a {self.kind} ({size} identical tiles)")
        if self.concealed and self.kind != "kong":
            raise NotationError(f"only a kong may be concealed, not the {self.kind} {text}")

    @property
    def first(self) -> Tile:
        """The lowest tile (the pung/kong face, or the chow's first tile)."""
        return self.tiles[0]

    @classmethod
    def chow(cls, first: Tile, claimed_from: int | None = None) -> Meld:
        """The chow ``first, first+1, first+2``."""
        return cls("chow", (first, first + 1, first + 2), False, claimed_from)

    @classmethod
    def pung(cls, tile: Tile, claimed_from: int | None = None) -> Meld:
        """An exposed pung of ``tile``."""
        return cls("pung", (tile,) * 3, False, claimed_from)

    @classmethod
    def kong(cls, tile: Tile, concealed: bool = False, claimed_from: int | None = None) -> Meld:
        """A kong of ``tile`` (``concealed`` for 暗杠)."""
        return cls("kong", (tile,) * 4, concealed, claimed_from)

    def to_json(self) -> dict[str, Any]:
        """``{"type": ..., "tiles": "234m", "concealed": ...}`` (§2.2)."""
        return {"type": self.kind, "tiles": format_tiles(self.tiles), "concealed": self.concealed}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Meld:
        """Read the JSON form of :meth:`to_json`; :class:`NotationError` if malformed."""
        if not isinstance(data, Mapping):
            raise NotationError(f"a set must be an object with type and tiles, got {data!r}")
        kind = data.get("type")
        tiles = data.get("tiles")
        concealed = data.get("concealed", False)
        if not isinstance(kind, str) or not isinstance(tiles, str):
            raise NotationError(f"a set needs a 'type' and a 'tiles' string, got {dict(data)!r}")
        if not isinstance(concealed, bool):
            raise NotationError(f"'concealed' must be true or false, got {concealed!r}")
        # an unknown kind reaches __post_init__, which names it in its NotationError
        return cls(kind, tuple(parse_tiles(tiles)), concealed)  # type: ignore[arg-type]

    def __str__(self) -> str:
        """Short form: ``C:234m``, ``P:555z``, ``K:1111m``, ``K!:5555p`` (concealed)."""
        prefix = {"chow": "C", "pung": "P", "kong": "K"}[self.kind]
        return f"{prefix}{'!' if self.concealed else ''}:{format_tiles(self.tiles)}"


def parse_meld_text(text: str) -> Meld:
    """A compact meld written ``"234m"`` (chow or pung by shape, 4 identical = kong).

    Prefix ``!`` or suffix ``!`` marks a concealed kong (``"!5555p"``).
    Raises :class:`NotationError` if the tiles are no set.
    """
    body = text.strip()
    concealed = body.startswith("!") or body.endswith("!")
    tiles = sorted(parse_tiles(body.strip("!")))
    kind: MeldKind
    if len(tiles) == 4:
        kind = "kong"
    elif len(tiles) == 3 and len(set(tiles)) == 1:
        kind = "pung"
    else:
        kind = "chow"
    try:
        Meld(kind, tuple(tiles))
    except NotationError:  # the shape fits no set: name them all
        raise NotationError(
            f"{body.strip('!')} is not a chow, pung or kong "
            "(three consecutive tiles of one suit, or three or four identical tiles)"
        ) from None
    return Meld(kind, tuple(tiles), concealed)


def meld_tiles(melds: Sequence[Meld]) -> list[Tile]:
    """All tiles of the melds, kongs with their four tiles."""
    return [t for m in melds for t in m.tiles]
