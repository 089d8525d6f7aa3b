"""The 32-tile Chinese domino set (骨牌 gǔpái / 牌九 pái jiǔ), docs/specs/tiles-32.md.

A tile is named by its **type key** ``"a-b"`` (``a <= b``, halves 1-6). The 21
types are numbered 0..20 in the order of the spec's table (§2); engines and
solvers work with these small integers and convert to keys only for text.
Two tiles of the same key are interchangeable in every rule (§1), so a deal
is simply a sequence of keys.

Provided here: the tile table (copies, names, classes, pips, pip colours),
the reference set order (§1), pairs (§4, :func:`is_pair`), the rank orders
(§5), the classical triplets (§6, :func:`triplet_ids`, :func:`triplet_score`,
and lookup tables for solvers), and text rendering (``[6|6]`` and names).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

from paixi.core.errors import NotationError


@dataclass(frozen=True, slots=True)
class TileType:
    """One row of tiles-32.md §2.

    ``halves`` is ``(a, b)`` with ``a <= b``; ``copies`` is 2 (civil) or 1
    (military) per set; ``red``/``white`` count pips by colour (for rendering).
    """

    key: str
    copies: int
    suit: str  # "civil" (文) or "military" (武)
    class3: str  # seed 003 class: "zheng" 正, "yao" 幺, "dianzi" 点子
    name: str  # standard name (hanzi)
    pinyin: str
    other_names: tuple[str, ...]
    english: str
    red: int

    @property
    def halves(self) -> tuple[int, int]:
        a, b = self.key.split("-")
        return int(a), int(b)

    @property
    def pips(self) -> int:
        return sum(self.halves)

    @property
    def white(self) -> int:
        return self.pips - self.red

    @property
    def civil(self) -> bool:
        return self.suit == "civil"


def _t(key, copies, class3, name, pinyin, others, english, red) -> TileType:
    suit = "civil" if copies == 2 else "military"
    return TileType(key, copies, suit, class3, name, pinyin, tuple(others), english, red)


TILE_TYPES: tuple[TileType, ...] = (
    _t("6-6", 2, "zheng", "天牌", "tiān pái", ["长六 cháng liù"], "Heaven", 6),
    _t("1-1", 2, "zheng", "地牌", "dì pái", ["长幺 cháng yāo"], "Earth", 2),
    _t("4-4", 2, "zheng", "人牌", "rén pái", ["长四 cháng sì"], "Man", 8),
    _t("1-3", 2, "zheng", "和牌", "hé pái", ["鹅牌 é pái", "幺三 yāo sān"], "Harmony", 1),
    _t("5-5", 2, "zheng", "梅花", "méi huā", ["长五 cháng wǔ"], "Plum Blossom", 0),
    _t("3-3", 2, "zheng", "长三", "cháng sān", [], "Long Three", 0),
    _t("2-2", 2, "zheng", "板凳", "bǎn dèng", ["长二 cháng èr"], "Bench", 0),
    _t("5-6", 2, "yao", "斧头", "fǔ tóu", ["五六 wǔ liù"], "Axe", 0),
    _t("4-6", 2, "yao", "红头十", "hóng tóu shí", ["四六 sì liù"], "Red-Head Ten", 4),
    _t(
        "1-6",
        2,
        "yao",
        "高脚七",
        "gāo jiǎo qī",
        ["高榜 gāo bǎng", "幺六 yāo liù"],
        "Long-Leg Seven",
        1,
    ),
    _t(
        "1-5",
        2,
        "yao",
        "铜锤六",
        "tóng chuí liù",
        ["猫儿 māo ér", "幺五 yāo wǔ", "红锤六 hóng chuí liù"],
        "Copper-Hammer Six",
        1,
    ),
    _t(
        "3-6",
        1,
        "dianzi",
        "杂九",
        "zá jiǔ",
        ["九点 jiǔ diǎn", "白九 bái jiǔ", "斜九 xié jiǔ"],
        "Mixed Nine",
        0,
    ),
    _t(
        "4-5",
        1,
        "dianzi",
        "杂九",
        "zá jiǔ",
        ["九点 jiǔ diǎn", "红九 hóng jiǔ", "平九 píng jiǔ"],
        "Mixed Nine",
        4,
    ),
    _t("2-6", 1, "dianzi", "杂八", "zá bā", ["八点 bā diǎn", "平八 píng bā"], "Mixed Eight", 0),
    _t("3-5", 1, "dianzi", "杂八", "zá bā", ["八点 bā diǎn", "斜八 xié bā"], "Mixed Eight", 0),
    _t(
        "2-5",
        1,
        "dianzi",
        "杂七",
        "zá qī",
        ["七点 qī diǎn", "白七 bái qī", "平七 píng qī"],
        "Mixed Seven",
        0,
    ),
    _t(
        "3-4",
        1,
        "dianzi",
        "杂七",
        "zá qī",
        ["七点 qī diǎn", "红七 hóng qī", "斜七 xié qī"],
        "Mixed Seven",
        4,
    ),
    _t("1-4", 1, "dianzi", "杂五", "zá wǔ", ["五点 wǔ diǎn"], "Mixed Five", 5),
    _t("2-3", 1, "dianzi", "杂五", "zá wǔ", ["五点 wǔ diǎn"], "Mixed Five", 0),
    _t("2-4", 1, "dianzi", "二四", "èr sì", ["六点 liù diǎn"], "Two-Four", 4),
    _t("1-2", 1, "dianzi", "丁三", "dīng sān", ["三点 sān diǎn"], "Little Three", 1),
)

KEYS: tuple[str, ...] = tuple(t.key for t in TILE_TYPES)
INDEX: dict[str, int] = {k: i for i, k in enumerate(KEYS)}
BY_KEY: dict[str, TileType] = {t.key: t for t in TILE_TYPES}
N_TYPES = len(TILE_TYPES)

SET_ORDER: tuple[str, ...] = tuple(
    [t.key for t in TILE_TYPES if t.civil for _ in range(2)]
    + [t.key for t in TILE_TYPES if not t.civil]
)
"""The reference set order of §1: civil tiles in rank order (each twice), then military."""

SUPREME = frozenset({"1-2", "2-4"})
"""至尊 zhì zūn: the pair 1-2 + 2-4 (§4)."""

CIVIL_RANK: tuple[str, ...] = tuple(t.key for t in TILE_TYPES if t.civil)
"""§5, 合挡 order of the civil ("long") tiles, high to low."""
MILITARY_RANK: tuple[tuple[str, ...], ...] = (
    ("3-6", "4-5"),
    ("2-6", "3-5"),
    ("2-5", "3-4"),
    ("1-4", "2-3"),
    ("2-4",),
    ("1-2",),
)
"""§5, seed 003's military order, high to low; tiles in one group are equal."""
ZHENG_RANK: tuple[str, ...] = ("6-6", "1-1", "4-4", "1-3", "5-5", "3-3", "2-2")
YAO_RANK: tuple[str, ...] = ("5-6", "4-6", "1-6", "1-5")


def tile_type(key: str) -> TileType:
    """The table row of ``key``; :class:`NotationError` if it is not one of the 21 keys."""
    return BY_KEY[parse_key(key)]


def parse_key(text: str) -> str:
    """Normalise a tile typed by a person — ``"6-6"``, ``"6|6"``, ``"[6|6]"``,
    ``"66"``, ``"3-1"`` — to its key (``"1-3"``).

    Raises :class:`NotationError` for anything that is not a tile of the set
    (``-5-5``, ``5--5``, ``2:5`` among them). Positions and chance events are
    read with the strict :func:`read_key`.
    """
    if not isinstance(text, str):
        raise NotationError(f"a tile must be written like 6-6, not {text!r}")
    raw = text.strip()
    if raw.startswith("[") and raw.endswith("]"):
        raw = raw[1:-1]
    raw = raw.split("#")[0]
    if len(raw) == 3 and raw[1] in "-|":
        raw = raw[0] + raw[2]
    if len(raw) != 2 or not all("1" <= d <= "6" for d in raw):
        raise NotationError(f"{text!r} is not a tile: write two halves 1-6 like 6-6 or 1-3")
    a, b = sorted(int(d) for d in raw)
    return f"{a}-{b}"


def read_key(text: str) -> str:
    """A tile key exactly as paixi writes it (``1-3``: the smaller half first):
    strict, for positions and chance events, where a text has one reading.
    :class:`NotationError` otherwise."""
    if text not in BY_KEY:
        raise NotationError(f"{text[:20]!r} is not a tile key: write the halves low-high, like 1-3")
    return text


def read_keys(text: str, sep: str = ",") -> tuple[str, ...]:
    """Keys joined by ``sep`` exactly as written (:func:`read_key`; no empty item)."""
    return tuple(read_key(k) for k in text.split(sep))


def full_set(sets: int = 1) -> list[str]:
    """The physical tiles of ``sets`` sets (1 or 2) as keys, in reference set order."""
    if sets not in (1, 2):
        raise ValueError("one or two sets only")
    return list(SET_ORDER) * sets


def shuffled_set(rng: random.Random, sets: int = 1) -> list[str]:
    """A shuffled set (the deal ``d[0..31]`` of every solitaire spec)."""
    tiles = full_set(sets)
    rng.shuffle(tiles)
    return tiles


def parse_deal(text: str, sets: int = 1) -> tuple[str, ...]:
    """Read a deal: ``32 * sets`` keys separated by spaces, a permutation of the set(s).

    Raises :class:`NotationError` naming the problem (wrong count, unknown tile,
    a key appearing more often than the set holds it).
    """
    if not isinstance(text, str):
        raise NotationError("a deal must be text: 32 tile keys separated by spaces")
    parts = text.replace(",", " ").split()
    want = 32 * sets
    if len(parts) != want:
        raise NotationError(f"a deal needs {want} tiles, not {len(parts)}")
    keys = tuple(parse_key(p) for p in parts)
    check_multiset(keys, sets)
    return keys


def read_deal(text: str, sep: str = " ", sets: int = 1) -> tuple[str, ...]:
    """A deal exactly as written: ``32 * sets`` keys joined by ``sep``
    (:func:`read_keys`), a permutation of the set(s). The strict reader of
    positions and chance events; :func:`parse_deal` reads what people type."""
    keys = read_keys(text, sep)
    if len(keys) != 32 * sets:
        raise NotationError(f"a deal needs {32 * sets} tiles, not {len(keys)}")
    check_multiset(keys, sets)
    return keys


def check_multiset(keys: tuple[str, ...] | list[str], sets: int = 1) -> None:
    """:class:`NotationError` if a key appears more often than ``sets`` sets hold it."""
    counts: dict[str, int] = {}
    for k in keys:
        counts[k] = counts.get(k, 0) + 1
        if counts[k] > BY_KEY[k].copies * sets:
            raise NotationError(
                f"tile {k} appears {counts[k]} times; a set holds it {BY_KEY[k].copies * sets} times"
            )


# --- pairs (§4) -------------------------------------------------------------


def _pair_class(t: TileType) -> int:
    if t.civil:
        return 100 + INDEX[t.key]
    if t.key in SUPREME:
        return 99
    return t.pips


PAIR_CLASS: tuple[int, ...] = tuple(_pair_class(t) for t in TILE_TYPES)
"""Per type index: two distinct tiles pair exactly when their classes are equal."""

# The key of each key's one partner in a set (a civil key's partner is itself).
PARTNER: dict[str, str] = {
    a.key: b.key
    for a in TILE_TYPES
    for b in TILE_TYPES
    if PAIR_CLASS[INDEX[a.key]] == PAIR_CLASS[INDEX[b.key]] and (a.civil or a.key != b.key)
}


def is_pair(x: str, y: str) -> bool:
    """tiles-32.md §4: do two (distinct physical) tiles ``x`` and ``y`` form a pair?

    Civil twins; military tiles of equal total except 1-2/2-4; and 1-2 + 2-4.
    """
    return PAIR_CLASS[INDEX[parse_key(x)]] == PAIR_CLASS[INDEX[parse_key(y)]]


# --- classical triplets (§6) ------------------------------------------------

TRIPLET_IDS: tuple[str, ...] = (
    "butong",
    "wuzi",
    "heqiao",
    "fenxiang",
    "majun",
    "yaoersan",
    "ersankao",
    "zhengkuai",
    "wudian",
)
TRIPLET_SCORES: dict[str, int] = {
    "butong": 6,
    "wuzi": 5,
    "heqiao": 4,
    "fenxiang": 3,
    "majun": 3,
    "yaoersan": 3,
    "ersankao": 3,
    "zhengkuai": 1,
    "wudian": 0,
}
"""开 kāi values of 牙牌神数 (§6 table); 五点 is not scored by default."""
TRIPLET_NAMES: dict[str, str] = {
    "butong": "不同",
    "wuzi": "五子",
    "heqiao": "合巧",
    "fenxiang": "分相",
    "majun": "马军",
    "yaoersan": "幺二三",
    "ersankao": "二三靠",
    "zhengkuai": "正快",
    "wudian": "五点",
}


def _halves_ids(halves: list[int], threshold: int) -> list[str]:
    c = [0] * 7
    for v in halves:
        c[v] += 1
    total = sum(halves)
    found: list[str] = []
    if all(c[v] == 1 for v in range(1, 7)):
        found.append("butong")
    for v in range(1, 7):
        others = total - c[v] * v
        if c[v] == 5:
            found.append("wuzi")
        elif c[v] == 4 and others == v:
            found.append("heqiao")
    if sum(1 for v in range(1, 7) if c[v] == 3) == 2:
        found.append("fenxiang")
    if c[4] == c[5] == c[6] == 2:
        found.append("majun")
    if c[1] == c[2] == c[3] == 2:
        found.append("yaoersan")
    if c[2] == c[3] == c[6] == 2:
        found.append("ersankao")
    kuai = wudian = False
    for v in range(1, 7):
        if c[v] == 3:
            others = total - 3 * v
            kuai = kuai or others >= threshold
            wudian = wudian or others == 5
    if kuai:
        found.append("zhengkuai")
    if wudian:
        found.append("wudian")
    return found


def triplet_ids(tiles: list[str] | tuple[str, ...], kuai_threshold: int = 14) -> list[str]:
    """Every §6 id the three ``tiles`` match (by their six halves), in table order.

    ``wudian`` is included when it matches; callers that do not allow it drop it.
    Raises :class:`ValueError` unless exactly three tiles are given.
    """
    if len(tiles) != 3:
        raise ValueError("a triplet has exactly three tiles")
    halves = [h for t in tiles for h in BY_KEY[parse_key(t)].halves]
    found = _halves_ids(halves, kuai_threshold)
    return [i for i in TRIPLET_IDS if i in found]


def triplet_score(
    tiles: list[str] | tuple[str, ...], kuai_threshold: int = 14, wudian_value: int = 0
) -> int:
    """The 测运气 value of three tiles: the highest score of the matching ids, 0 if none."""
    values = [
        wudian_value if i == "wudian" else TRIPLET_SCORES[i]
        for i in triplet_ids(tiles, kuai_threshold)
    ]
    return max(values, default=0)


def is_triplet(
    tiles: list[str] | tuple[str, ...], kuai_threshold: int = 14, allow_wudian: bool = True
) -> bool:
    """§6 ``is_triplet``: at least one id matches under the options."""
    ids = triplet_ids(tiles, kuai_threshold)
    return any(i != "wudian" or allow_wudian for i in ids)


@cache
def triplet_table(kuai_threshold: int = 14, allow_wudian: bool = True) -> bytes:
    """Lookup for solvers: ``table[a*441 + b*21 + c]`` is 1 when types a, b, c form a triplet.

    Covers every ordered triple of type indices (9261 entries), so no sorting is needed.
    """
    out = bytearray(N_TYPES**3)
    for a in range(N_TYPES):
        for b in range(N_TYPES):
            for c in range(N_TYPES):
                keys = (KEYS[a], KEYS[b], KEYS[c])
                out[a * 441 + b * 21 + c] = is_triplet(keys, kuai_threshold, allow_wudian)
    return bytes(out)


@cache
def score_table(kuai_threshold: int = 14, wudian_value: int = 0) -> tuple[int, ...]:
    """Lookup for solvers: ``table[a*441 + b*21 + c]`` is the 测运气 value of types a, b, c."""
    out = [0] * N_TYPES**3
    for a in range(N_TYPES):
        for b in range(a, N_TYPES):
            for c in range(b, N_TYPES):
                v = triplet_score((KEYS[a], KEYS[b], KEYS[c]), kuai_threshold, wudian_value)
                for x, y, z in ((a, b, c), (a, c, b), (b, a, c), (b, c, a), (c, a, b), (c, b, a)):
                    out[x * 441 + y * 21 + z] = v
    return tuple(out)


# --- text -------------------------------------------------------------------


def render_tile(key: str, lang: str = "en") -> str:
    """Compact text of a tile: ``[6|6]``; with ``lang="zh"`` also its name: ``[6|6]天牌``."""
    a, b = BY_KEY[key].halves
    text = f"[{a}|{b}]"
    return text + BY_KEY[key].name if lang == "zh" else text


def render_tiles(keys: list[str] | tuple[str, ...], lang: str = "en") -> str:
    """Tiles separated by spaces (``render_tile`` each); ``-`` for none."""
    return " ".join(render_tile(k, lang) for k in keys) if keys else "-"


def tile_name(key: str, lang: str = "en") -> str:
    """The standard name: ``天牌`` (zh) or ``Heaven`` (en)."""
    t = BY_KEY[key]
    return t.name if lang == "zh" else t.english


@dataclass(frozen=True, slots=True)
class Shuffle:
    """A chance event: one shuffled set ``d[0..31]``, written as 32 space-separated keys."""

    keys: tuple[str, ...]

    def __str__(self) -> str:
        return " ".join(self.keys)

    @staticmethod
    def parse(text: str) -> Shuffle:
        """Read 32 keys; :class:`NotationError` unless they are exactly one set."""
        return Shuffle(read_deal(text))

    @staticmethod
    def draw(rng: random.Random) -> Shuffle:
        return Shuffle(tuple(shuffled_set(rng)))
