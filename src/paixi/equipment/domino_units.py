"""Units of the 32-tile domino trick games 三门老 and 合挡, and their stack deal.

docs/specs/sanmenlao.md §1-2 and §4, docs/specs/hedang.md §1-2 and §4.1. Both games
rank single tiles in classes, recognise the same units (singles, pairs, the
正+点子 combinations 天九/地八/人七/和五) and beat by "same type, strictly
better rank". They differ in the classes:

* ``SANMEN`` (三门老): three classes 正 ``zheng``, 点子 ``dianzi``, 幺 ``yao``;
  1-2 + 2-4 is the unit 幺二四 ``zhizun``.
* ``HEDANG`` (合挡): two classes, 长 ``chang`` (正 and 幺 merged, 天 … 猫儿)
  and 短 ``duan`` (the 点子); 幺二四 is no unit (it is played as 杠).

Tiles are type indices of :data:`paixi.equipment.dominoes.KEYS`; a play or a
hand is a tuple of indices sorted ascending, which is the reference set order
of tiles-32.md §1. A unit is described by :class:`Unit` (type and rank,
rank 1 = highest).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations

from paixi.core.errors import NotationError
from paixi.equipment.dominoes import (
    CIVIL_RANK,
    INDEX,
    KEYS,
    MILITARY_RANK,
    N_TYPES,
    TILE_TYPES,
    YAO_RANK,
    ZHENG_RANK,
    parse_deal,
    parse_key,
    read_keys,
    shuffled_set,
)

SANMEN = "sanmen"
HEDANG = "hedang"

Tiles = tuple[int, ...]

COPIES: tuple[int, ...] = tuple(t.copies for t in TILE_TYPES)
"""Copies of each type index in one set (2 civil, 1 military)."""
FULL_COUNTS: tuple[int, ...] = COPIES

ONE_TWO, TWO_FOUR = INDEX["1-2"], INDEX["2-4"]
ZHIZUN: Tiles = (TWO_FOUR, ONE_TWO)
"""幺二四 / 至尊: 1-2 + 2-4, as a sorted play (``2-4 1-2``)."""

TOP_TILES: frozenset[int] = frozenset(INDEX[k] for k in ("6-6", "4-5", "3-6", "5-6"))
"""三门老 最大牌: the rank-1 single of each class (sanmenlao.md §1)."""

FAMILIES: tuple[tuple[int, tuple[int, int]], ...] = tuple(
    (INDEX[z], (INDEX[a], INDEX[b]))
    for z, (a, b) in (
        ("6-6", ("3-6", "4-5")),
        ("1-1", ("2-6", "3-5")),
        ("4-4", ("2-5", "3-4")),
        ("1-3", ("1-4", "2-3")),
    )
)
"""The combination families, rank 1 (天九) to 4 (和五): (正 tile, its two 点子 tiles)."""
FAMILY_NAMES_ZH = ("天九", "地八", "人七", "和五")
FAMILY_NAMES_EN = ("Heaven-Nine", "Earth-Eight", "Man-Seven", "Harmony-Five")

_DIANZI_RANK = {INDEX[k]: r for r, group in enumerate(MILITARY_RANK, 1) for k in group}


def _sanmen_class(i: int) -> str:
    return TILE_TYPES[i].class3


def _hedang_class(i: int) -> str:
    return "chang" if TILE_TYPES[i].civil else "duan"


CLASS_OF: dict[str, tuple[str, ...]] = {
    SANMEN: tuple(_sanmen_class(i) for i in range(N_TYPES)),
    HEDANG: tuple(_hedang_class(i) for i in range(N_TYPES)),
}
"""Per system, the class of each type index."""

CLASSES: dict[str, tuple[str, ...]] = {
    SANMEN: ("zheng", "dianzi", "yao"),
    HEDANG: ("chang", "duan"),
}


def _single_ranks(system: str) -> tuple[int, ...]:
    ranks = []
    for i, key in enumerate(KEYS):
        if i in _DIANZI_RANK:
            ranks.append(_DIANZI_RANK[i])
        elif system == HEDANG:
            ranks.append(CIVIL_RANK.index(key) + 1)
        elif key in ZHENG_RANK:
            ranks.append(ZHENG_RANK.index(key) + 1)
        else:
            ranks.append(YAO_RANK.index(key) + 1)
    return tuple(ranks)


SINGLE_RANK: dict[str, tuple[int, ...]] = {s: _single_ranks(s) for s in (SANMEN, HEDANG)}
"""Per system, the single-tile rank of each type index within its class (1 = highest)."""


@dataclass(frozen=True, slots=True)
class Unit:
    """A play's type (``single-zheng``, ``pair-dianzi``, ``combo2``, ``zhizun`` …)
    and rank within the type (1 = highest); ``size`` is its number of tiles."""

    type: str
    rank: int
    size: int


@cache
def classify(tiles: Tiles, system: str) -> Unit | None:
    """The unit formed by ``tiles`` (sorted type indices) in ``system``, or None.

    sanmenlao.md §2 / hedang.md §2: singles; two identical civil tiles; the two
    点子 tiles of one rank (nines, eights, sevens, fives: 碎); 幺二四 (三门老
    only); 正 tile + matching 点子 (combo2), two 正 + one or one 正 + both
    (combo3), both + both (combo4).
    """
    n = len(tiles)
    cls = CLASS_OF[system]
    if n == 1:
        i = tiles[0]
        return Unit(f"single-{cls[i]}", SINGLE_RANK[system][i], 1)
    if tiles == ZHIZUN:
        return Unit("zhizun", 1, 2) if system == SANMEN else None
    if n == 2:
        a, b = tiles
        if a == b and COPIES[a] == 2:
            return Unit(f"pair-{cls[a]}", SINGLE_RANK[system][a], 2)
        if a != b and a in _DIANZI_RANK and _DIANZI_RANK[a] == _DIANZI_RANK.get(b):
            return Unit(f"pair-{cls[a]}", _DIANZI_RANK[a], 2)
    if n > 4:
        return None
    for rank, (z, pair) in enumerate(FAMILIES, 1):
        rest = [t for t in tiles if t != z]
        # one or two 正 tiles and one or both (distinct) matching 点子 tiles
        if len(rest) < n and rest and len(set(rest)) == len(rest) and set(rest) <= set(pair):
            return Unit(f"combo{n}", rank, n)
    return None


def beats(unit: Unit, best: Unit, zhizun_scope: str = "any_two_tile") -> bool:
    """Does ``unit`` beat the current best ``best`` of a trick?

    Same type and strictly better (smaller) rank; nothing beats 幺二四, and
    幺二四 beats any 2-tile unit (``zhizun_scope="any_two_tile"``) or only
    ``pair-dianzi`` (``"dianzi_pair"``), sanmenlao.md §2.
    """
    if best.type == "zhizun":
        return False
    if unit.type == "zhizun":
        if zhizun_scope == "any_two_tile":
            return best.size == 2
        return best.type == "pair-dianzi"
    return unit.type == best.type and unit.rank < best.rank


def counts_of(tiles: Tiles) -> list[int]:
    """Per type index, how many of ``tiles`` it holds (21 ints)."""
    out = [0] * N_TYPES
    for t in tiles:
        out[t] += 1
    return out


@lru_cache(maxsize=1 << 16)
def units(hand: Tiles, system: str) -> tuple[Tiles, ...]:
    """Every distinct unit a hand (sorted type indices) can play, sorted.

    Copies of a civil tile are interchangeable, so each multiset appears once.
    """
    c = counts_of(hand)
    out: list[Tiles] = [(i,) for i in range(N_TYPES) if c[i]]
    for i in range(N_TYPES):
        if c[i] == 2:
            out.append((i, i))
    for group in MILITARY_RANK[:4]:
        a, b = sorted(INDEX[k] for k in group)
        if c[a] and c[b]:
            out.append((a, b))
    if system == SANMEN and c[TWO_FOUR] and c[ONE_TWO]:
        out.append(ZHIZUN)
    for z, (a, b) in FAMILIES:
        if not c[z]:
            continue
        held = [d for d in (a, b) if c[d]]
        for d in held:
            out.append((z, d))
            if c[z] == 2:
                out.append((z, z, d))
        if len(held) == 2:
            out.append((z, a, b))
            if c[z] == 2:
                out.append((z, z, a, b))
    return tuple(sorted(out, key=lambda u: (len(u), u)))


@lru_cache(maxsize=1 << 16)
def sub_multisets(hand: Tiles, n: int) -> tuple[Tiles, ...]:
    """Every distinct multiset of ``n`` tiles of ``hand`` (sorted), for face-down plays."""
    return tuple(sorted(set(combinations(hand, n))))


def all_units(system: str) -> list[Tiles]:
    """Every unit the full set can form (for action spaces)."""
    return list(units(tuple(i for i in range(N_TYPES) for _ in range(COPIES[i])), system))


def all_multisets(n_max: int = 4) -> list[Tiles]:
    """Every multiset of 1..``n_max`` tiles the set holds (for action spaces)."""
    full = tuple(i for i in range(N_TYPES) for _ in range(COPIES[i]))
    return [m for n in range(1, n_max + 1) for m in sub_multisets(full, n)]


def remove(hand: Tiles, tiles: Tiles) -> Tiles | None:
    """``hand`` without ``tiles`` (both sorted), or None if the hand lacks them."""
    rest = list(hand)
    for t in tiles:
        try:
            rest.remove(t)
        except ValueError:
            return None
    return tuple(rest)


# --- the deal (sanmenlao.md §4, hedang.md §4.1) -----------------------------


def dice_class(a: int, b: int, system: str = SANMEN) -> str:
    """The class named by two dice read as a domino tile (sanmenlao.md §5.2 rule 3)."""
    return CLASS_OF[system][INDEX[f"{min(a, b)}-{max(a, b)}"]]


def first_player(roller: int, total: int, players: int = 4) -> int:
    """二顺三对四后五在手: the seat reached at count ``total`` counting the roller as 1."""
    return (roller + total - 1) % players


def stack_owners(start: int, first: int, players: int = 4, stacks: int = 8) -> list[int]:
    """Per stack 0..7, the seat that takes it: from ``first`` in turn order, one
    stack at a time, consecutively round the ring from stack ``start``."""
    owners = [0] * stacks
    for j in range(stacks):
        owners[(start + j) % stacks] = (first + j) % players
    return owners


def deal_hands(shuffle: Tiles, start: int, first: int, players: int = 4) -> list[Tiles]:
    """The hands dealt from a shuffle of 32 tiles: stack ``k`` is
    ``shuffle[4k:4k+4]``, taken as :func:`stack_owners` says."""
    hands: list[list[int]] = [[] for _ in range(players)]
    for k, seat in enumerate(stack_owners(start, first, players, len(shuffle) // 4)):
        hands[seat].extend(shuffle[4 * k : 4 * k + 4])
    return [tuple(sorted(h)) for h in hands]


# --- text -------------------------------------------------------------------


def tiles_text(tiles: Tiles, sep: str = " ") -> str:
    """Keys in set order, separated by ``sep`` (``6-6 4-5``)."""
    return sep.join(KEYS[t] for t in tiles)


def parse_tiles(text: str, sep: str | None = None) -> Tiles:
    """Read keys separated by spaces (or ``sep``) in any order, reversed keys
    allowed (``4-1``); sorted indices. :class:`NotationError` if malformed."""
    parts = text.split(sep) if sep else text.split()
    if len(parts) > 40:
        raise NotationError("too many tiles")
    return tuple(sorted(INDEX[parse_key(p)] for p in parts if p))


def read_tiles(text: str, sep: str = ",") -> Tiles:
    """Keys joined by ``sep`` exactly as :func:`tiles_text` writes them (strict
    keys, in set order); :class:`NotationError` otherwise."""
    tiles = tuple(INDEX[k] for k in read_keys(text, sep))
    if len(tiles) > 40:
        raise NotationError("too many tiles")
    if list(tiles) != sorted(tiles):
        raise NotationError(
            f"tiles are written in set order: {tiles_text(tuple(sorted(tiles)), sep)}"
        )
    return tiles


@dataclass(frozen=True, slots=True, order=True)
class TilePlay:
    """A lead or follow: ``tiles`` (sorted type indices), face up or face ``down``.

    Notation (sanmenlao.md §9, hedang.md §8): the keys in set order
    (``1-1 2-6``), or ``down`` and the keys (``down 2-2 2-2``).
    """

    tiles: Tiles
    down: bool = False

    def __str__(self) -> str:
        text = tiles_text(self.tiles)
        return f"down {text}" if self.down else text

    @staticmethod
    def parse(text: str) -> TilePlay:
        """Read a play; :class:`NotationError` if it is no list of 1-4 tiles."""
        words = text.strip().lower().split()
        down = bool(words) and words[0] == "down"
        if down:
            words = words[1:]
        if not 1 <= len(words) <= 4:
            raise NotationError("a play is 1-4 tiles like '1-1 2-6', or 'down' and the tiles")
        tiles = tuple(sorted(INDEX[parse_key(w)] for w in words))
        for i in set(tiles):
            if tiles.count(i) > COPIES[i]:
                raise NotationError(f"the set holds {KEYS[i]} only {COPIES[i]} time(s)")
        return TilePlay(tiles, down)


# --- chance events ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class StackDeal:
    """The deal of sanmenlao.md §4 as one chance event: the shuffle into 8
    stacks (``shuffle``, 32 type indices, stack ``k`` = ``shuffle[4k:4k+4]``),
    the starting stack ``start`` (0-7) and the roller's two dice ``dice``
    (ascending). Notation: ``<32 keys> / <start> / <a>-<b>``."""

    shuffle: Tiles
    start: int
    dice: tuple[int, int]

    def __str__(self) -> str:
        return f"{tiles_text(self.shuffle)} / {self.start} / {self.dice[0]}-{self.dice[1]}"

    @staticmethod
    def parse(text: str) -> StackDeal:
        """Read the notation; :class:`NotationError` unless it is one set, a
        stack 0-7 and two dice."""
        parts = text.split("/")
        if len(parts) != 3:
            raise NotationError("a deal is written '<32 tiles> / <start stack 0-7> / <dice a-b>'")
        shuffle = tuple(INDEX[k] for k in parse_deal(parts[0]))
        start = parts[1].strip()
        if start not in tuple("01234567"):
            raise NotationError(f"the starting stack must be 0-7, not {start[:10]!r}")
        return StackDeal(shuffle, int(start), parse_dice(parts[2]))

    @staticmethod
    def draw(rng: random.Random) -> StackDeal:
        shuffle = tuple(INDEX[k] for k in shuffled_set(rng))
        start = rng.randrange(8)
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        return StackDeal(shuffle, start, (min(a, b), max(a, b)))


@dataclass(frozen=True, slots=True)
class DiceThrow:
    """Two dice thrown during play (the lead roll of sanmenlao.md §5.2 rule 3),
    ascending. Notation ``roll 2-4``."""

    dice: tuple[int, int]

    def __str__(self) -> str:
        return f"roll {self.dice[0]}-{self.dice[1]}"

    @staticmethod
    def parse(text: str) -> DiceThrow:
        word, _, rest = text.strip().partition(" ")
        if word.lower() != "roll":
            raise NotationError("a dice throw is written 'roll a-b'")
        return DiceThrow(parse_dice(rest))

    @staticmethod
    def draw(rng: random.Random) -> DiceThrow:
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        return DiceThrow((min(a, b), max(a, b)))


def parse_dice(text: str) -> tuple[int, int]:
    """``"2-5"`` (either order) → ``(2, 5)``; :class:`NotationError` if not two faces 1-6."""
    parts = text.strip().split("-")
    if len(parts) != 2 or not all(p.strip() in tuple("123456") for p in parts):
        raise NotationError(f"two dice are written like 2-5, not {text.strip()[:10]!r}")
    a, b = sorted(int(p) for p in parts)
    return a, b
