"""Traditional names of the 32 tiles and their units in 三门老 / 合挡 (seed 003).

rules/sanmenlao.md §1-2 and rules/hedang.md §1-2 use the eastern-Chongqing
names (长六 天牌, 猫儿, 红九 …); this module words tiles, units and classes for
the text renderers of both games, in 中文 and English.
"""

from __future__ import annotations

from typing import Any

from paixi.core.seats import seat_name
from paixi.equipment.domino_units import (
    FAMILIES,
    ZHIZUN,
    TilePlay,
    Tiles,
    Unit,
    classify,
    parse_tiles,
)
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
        f"从第{start + 1}摞起, {seat_name(first, lang)}先拿先出"
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


# --- what both games' renderers word alike ------------------------------------------


def describe_play(play: TilePlay, system: str, lang: str = "en") -> str:
    """A tile play in words: ``1-1 2-6`` → "地八: [1|1]地牌 [2|6]平八";
    ``down 2-2`` → "扣下: [2|2]长二" / "face down: [2|2]Long Two"."""
    keys = str(play).split()
    if play.down:
        return ("扣下: " if lang == "zh" else "face down: ") + tiles_words(keys[1:], lang)
    name = unit_name(play.tiles, classify(play.tiles, system), lang)
    return f"{name}: {tiles_words(keys, lang)}"


def table_event_text(key: str, args: tuple[Any, ...], system: str, lang: str = "en") -> str | None:
    """The table events both games emit in words: ``deal`` / ``deal_own``,
    ``down`` / ``down_own``, ``lead`` (seat, keys) and ``trick`` (winner, 手);
    None for any other ``key`` (the game's own events)."""
    zh = lang == "zh"
    if key in ("deal", "deal_own"):
        return deal_text(args, key == "deal_own", lang)
    if key in ("down", "down_own"):
        return down_text(key, args, lang)
    if key == "lead":
        words = play_words(args[1], system, lang)
        return (
            f"{seat_name(args[0], lang)}出 {words}"
            if zh
            else f"{seat_name(args[0], lang)} leads {words}"
        )
    if key == "trick":
        return (
            f"{seat_name(args[0], lang)}赢得这一墩 ({args[1]} 手)"
            if zh
            else f"{seat_name(args[0], lang)} wins the trick ({args[1]} 手)"
        )
    return None


def table_lines(obs: dict[str, Any], system: str, lang: str = "en") -> list[str]:
    """The table lines of a rendered observation: scores, 手 and hand sizes
    per seat, the seat's own hand, the last trick and its winner, the trick
    in progress (when it has plays)."""
    zh = lang == "zh"
    me = obs["seat"]

    def per_seat(values: list[Any]) -> str:
        return "  ".join(f"{seat_name(s, lang, me)}:{v:g}" for s, v in enumerate(values))

    lines = [
        ("得分 " if zh else "scores ") + per_seat(obs["scores"]),
        ("手 " if zh else "手 won ") + per_seat(obs["shou"]),
        ("牌数 " if zh else "tiles in hand ") + per_seat(obs["hand_sizes"]),
        ("你的牌 " if zh else "your hand ") + tiles_words(obs["my_hand"], lang),
    ]
    if obs["last_trick"] is not None:
        last = obs["last_trick"]
        won = seat_name(last["winner"], lang, me)
        lines.append(
            ("上一墩 " if zh else "last trick ")
            + trick_line(last["plays"], me, system, lang)
            + (f" → {won}赢" if zh else f" → won by {won}")
        )
    if obs["trick"]["plays"]:
        lines.append(
            ("本墩 " if zh else "this trick ") + trick_line(obs["trick"]["plays"], me, system, lang)
        )
    return lines


def settlement_line(amounts: list[float], me: int, lang: str = "en") -> str:
    """``settlement seat 0:+1  you:-1 …`` / ``结算 0号:+1  你:-1 …``."""
    money = "  ".join(f"{seat_name(i, lang, me)}:{x:+g}" for i, x in enumerate(amounts))
    return ("结算 " if lang == "zh" else "settlement ") + money


def turn_line(who: int, me: int, lang: str = "en", ask: str = "") -> str:
    """Whose turn it is (``your turn`` / ``轮到2号``), with what is asked of them."""
    if lang == "zh":
        text = "轮到你" if who == me else f"轮到{who + 1}号"
    else:
        text = "your turn" if who == me else f"seat {who} to act"
    return text + (f": {ask}" if ask else "")
