"""Traditional names of the 32 tiles and their units in 三门老 / 合挡 (seed 003).

rules/sanmenlao.md §1-2 and rules/hedang.md §1-2 use the eastern-Chongqing
names (长六 天牌, 猫儿, 红九 …); this module words tiles, units and classes for
the text renderers of both games, in 中文 and English.
"""

from __future__ import annotations

from typing import Any

from paixi.core.seats import seat_name
from paixi.equipment.domino_units import FAMILIES, ZHIZUN, Tiles, Unit, classify, parse_tiles
from paixi.equipment.dominoes import BY_KEY, INDEX, KEYS

TILE_NAMES: dict[str, tuple[str, str]] = {
    "6-6": ("天牌", "Heaven"),
    "1-1": ("地牌", "Earth"),
    "4-4": ("人牌", "Man"),
    "1-3": ("和牌", "Harmony"),
    "5-5": ("长五", "Long Five"),
    "3-3": ("长三", "Long Three"),
    "2-2": ("长二", "Long Two"),
    "5-6": ("斧头", "Axe"),
    "4-6": ("四六", "Four-Six"),
    "1-6": ("高榜", "High Notice"),
    "1-5": ("猫儿", "Kitten"),
    "3-6": ("白九", "White Nine"),
    "4-5": ("红九", "Red Nine"),
    "2-6": ("平八", "Flat Eight"),
    "3-5": ("斜八", "Slant Eight"),
    "2-5": ("白七", "White Seven"),
    "3-4": ("红七", "Red Seven"),
    "1-4": ("红五", "Red Five"),
    "2-3": ("白五", "White Five"),
    "2-4": ("六点", "Six"),
    "1-2": ("三点", "Three"),
}
"""Per key, (中文, English): the local names of rules/sanmenlao.md §1."""

CLASS_NAMES: dict[str, tuple[str, str]] = {
    "zheng": ("正", "zheng (proper)"),
    "dianzi": ("点子", "dianzi (pips)"),
    "yao": ("幺", "yao"),
    "chang": ("长牌", "long"),
    "duan": ("短牌", "short"),
}

_PAIR_ZH = {"6-6": "双天", "1-1": "双地", "4-4": "双人", "1-3": "双和", "5-6": "斧头对"}
_SUI_ZH = {1: "碎九", 2: "碎八", 3: "碎七", 4: "碎五"}
_SUI_EN = {1: "pair of nines", 2: "pair of eights", 3: "pair of sevens", 4: "pair of fives"}
_FAMILY = (("天", "Heaven"), ("地", "Earth"), ("人", "Man"), ("和", "Harmony"))
_DIGIT = {9: "九", 8: "八", 7: "七", 5: "五"}


def tile_name(key: str, lang: str = "en") -> str:
    """``天牌`` / ``Heaven`` for ``6-6``."""
    zh, en = TILE_NAMES[key]
    return zh if lang == "zh" else en


def tile_text(key: str, lang: str = "en") -> str:
    """``[6|6]天牌`` / ``[6|6]Heaven``."""
    a, b = BY_KEY[key].halves
    return f"[{a}|{b}]{tile_name(key, lang)}"


def tiles_words(keys: list[str] | tuple[str, ...], lang: str = "en") -> str:
    """Tiles as :func:`tile_text`, separated by spaces; ``-`` for none."""
    return " ".join(tile_text(k, lang) for k in keys) or "-"


def unit_name(tiles: Tiles, unit: Unit | None, lang: str = "en") -> str:
    """The traditional name of a unit: 双天, 碎九, 天九, 双天九, 天碎九, 四天九, 幺二四."""
    zh = lang == "zh"
    if unit is None:
        return ""
    key = KEYS[tiles[0]]
    if unit.type.startswith("single"):
        return tile_name(key, lang)
    if unit.type == "zhizun":
        return "幺二四" if zh else "Supreme (1-2 + 2-4)"
    if unit.type.startswith("pair"):
        if tiles[0] != tiles[1]:
            return _SUI_ZH[unit.rank] if zh else _SUI_EN[unit.rank]
        if zh:
            return _PAIR_ZH.get(key, TILE_NAMES[key][0] + "对")
        return f"pair of {TILE_NAMES[key][1]}"
    zh_f, en_f = _FAMILY[unit.rank - 1]
    z = FAMILIES[unit.rank - 1][0]
    digit = BY_KEY[KEYS[FAMILIES[unit.rank - 1][1][0]]].pips
    nz = tiles.count(z)
    if zh:
        base = f"{zh_f}{_DIGIT[digit]}"
        if unit.size == 2:
            return base
        if unit.size == 4:
            return "四" + base
        return ("双" + base) if nz == 2 else f"{zh_f}碎{_DIGIT[digit]}"
    if unit.size == 2:
        return f"{en_f}-{digit}"
    if unit.size == 4:
        return f"both {en_f} + both {digit}s"
    return f"two {en_f} + a {digit}" if nz == 2 else f"{en_f} + both {digit}s"


def key_of(text: str) -> int:
    """Type index of a key (for renderers reading observation strings)."""
    return INDEX[text]


def play_words(text: str, system: str, lang: str = "en") -> str:
    """A face-up play (keys separated by spaces) in words, with its unit name
    when it has several tiles: ``[6|6]天牌 [4|5]红九 (天九)``."""
    tiles = parse_tiles(text)
    words = tiles_words(text.split(), lang)
    name = unit_name(tiles, classify(tiles, system), lang)
    if tiles == ZHIZUN:
        name = "幺二四" if lang == "zh" else "Supreme (1-2 + 2-4)"
    return f"{words} ({name})" if name and len(tiles) > 1 else words


def trick_line(plays: list[dict[str, Any]], me: int, system: str, lang: str = "en") -> str:
    """The plays of an observation's trick in one line; another seat's face-down
    play shows only its size."""
    zh = lang == "zh"
    parts = []
    for p in plays:
        who = seat_name(p["seat"], lang, me)
        if p["down"]:
            shown = "扣" if zh else "down"
            if p["tiles"] is not None:
                shown += " " + tiles_words(p["tiles"], lang)
            else:
                shown += f" ×{p['count']}"
        else:
            shown = play_words(" ".join(p["tiles"]), system, lang)
        parts.append(f"{who}: {shown}")
    return "; ".join(parts) or "-"


def deal_text(args: tuple[Any, ...], own: bool, lang: str = "en") -> str:
    """The ``deal`` / ``deal_own`` event: round, roller, dice, start stack,
    first player (and, for its owner, the hand)."""
    zh = lang == "zh"
    round_no, roller, a, b, start, first = args[:6]
    text = (
        f"第{round_no}局: {seat_name(roller, lang)}掷骰 {a}-{b} (共{a + b}点), "
        f"从第{start}摞起, {seat_name(first, lang)}先拿先出"
        if zh
        else f"round {round_no}: {seat_name(roller, lang)} rolls {a}-{b} ({a + b}); "
        f"stacks from {start}; {seat_name(first, lang)} takes first and leads"
    )
    if own:
        text += ("; 你的牌 " if zh else "; your tiles ") + tiles_words(args[7].split(), lang)
    return text


def down_text(key: str, args: tuple[Any, ...], lang: str = "en") -> str:
    """The ``down`` event (size only) or ``down_own`` (the owner sees the tiles)."""
    zh = lang == "zh"
    if key == "down_own":
        words = tiles_words(args[1].split(), lang)
        return f"你扣下 {words}" if zh else f"you put {words} face down"
    return (
        f"{seat_name(args[0], lang)}扣下 {args[1]} 张"
        if zh
        else f"{seat_name(args[0], lang)} puts {args[1]} tile(s) face down"
    )
