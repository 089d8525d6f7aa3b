"""Text rendering of MCR observations and actions, in English and Chinese."""

from __future__ import annotations

from typing import Any

from paixi.equipment.mahjong import parse_tiles, tile_code
from paixi.games.mcr.actions import CHOW, DISCARD, HU_KIND, KONG, PUNG, Action

_WIND_ZH = {"E": "东", "S": "南", "W": "西", "N": "北"}
_HONOUR_ZH = "东南西北白发中"
_SUIT_ZH = {"m": "万", "p": "饼", "s": "条"}
_DIGITS_ZH = "一二三四五六七八九"


def tile_zh(code: str) -> str:
    """``"5m"`` → ``"五万"``, ``"7z"`` → ``"中"``."""
    rank, suit = int(code[0]), code[1]
    if suit == "z":
        return _HONOUR_ZH[rank - 1]
    if suit == "f":
        return "春夏秋冬梅兰竹菊"[rank - 1]
    return _DIGITS_ZH[rank - 1] + _SUIT_ZH[suit]


def describe_action(action: Action, lang: str = "en") -> str:
    """``5m`` → "discard 5m" / "打五万"; ``chow 4m`` → "chow 456m" / "吃四五六万"."""
    zh = lang == "zh"
    kind = action.kind
    if kind == HU_KIND:
        return "和" if zh else "win (hu)"
    if kind not in (DISCARD, KONG, PUNG, CHOW):
        return "过" if zh else "pass"
    code = tile_code(action.tile)
    if kind == CHOW:
        r, suit = int(code[0]), code[1]
        if zh:
            return "吃" + "".join(_DIGITS_ZH[r - 1 + k] for k in range(3)) + _SUIT_ZH[suit]
        return f"chow {r}{r + 1}{r + 2}{suit}"
    verb = {DISCARD: ("打", "discard"), KONG: ("杠", "kong"), PUNG: ("碰", "pung")}[kind]
    return f"{verb[0]}{tile_zh(code)}" if zh else f"{verb[1]} {code}"


def _melds(melds: list[dict[str, Any]], zh: bool) -> str:
    parts = []
    for m in melds:
        if m["tiles"] is None:
            parts.append("[暗杠]" if zh else "[kong ■■■■]")
        else:
            mark = "暗" if zh and m["concealed"] else ("!" if m["concealed"] else "")
            parts.append(f"[{mark}{m['tiles']}]")
    return " ".join(parts) or "-"


def _tiles(text: str, zh: bool) -> str:
    if not zh or not text:
        return text
    return " ".join(tile_zh(tile_code(t)) for t in parse_tiles(text))


def render(obs: dict[str, Any], lang: str = "en") -> str:
    """A few lines: hand and winds, scores, each seat's sets/flowers/discards, own tiles."""
    zh = lang == "zh"
    seat = obs["seat"]
    lines = []
    wind = obs["prevalent_wind"]
    if zh:
        lines.append(
            f"国标麻将 第{obs['hand_number']}/{obs['hands']}盘  圈风{_WIND_ZH[wind]}  "
            f"庄家 {obs['dealer']}  余牌 {obs['wall_remaining']}"
        )
    else:
        lines.append(
            f"Chinese Official Mahjong — hand {obs['hand_number']}/{obs['hands']}, "
            f"prevalent wind {wind}, dealer {obs['dealer']}, wall {obs['wall_remaining']}"
        )
    for s in range(4):  # a seat by its wind this hand, as the events name it
        name = _who(s, obs["seat_winds"][s], zh)
        who = f"{name}({'你' if zh else 'you'})" if s == seat else name
        pile = " ".join(f"{c}{'*' if claimed else ''}" for c, claimed in obs["discards"][s])
        flowers = obs["flowers"][s] or "-"
        label = ("花" if zh else "flowers") + f" {flowers}"
        lines.append(
            f"{who} {obs['scores'][s]:+d}  "
            f"{obs['concealed_counts'][s]}{'张' if zh else ' tiles'}  "
            f"{_melds(obs['melds'][s], zh)}  {label}" + (f"  | {pile}" if pile else "")
        )
    if obs["my_tiles"]:
        drawn = obs["my_drawn"]
        extra = f"  ({'摸' if zh else 'drew'} {drawn})" if drawn else ""
        lines.append(("手牌 " if zh else "your tiles: ") + _tiles(obs["my_tiles"], zh) + extra)
    window = obs.get("window")
    if window:  # what was discarded (or added to a kong) and by whom, then my choices
        src, tile = window["from"], window["tile"]
        robbing = window["kind"] == "robbing"
        if zh:
            who = "你" if src == seat else _who(src, obs["seat_winds"][src], zh)
            text = f"{who}{'加杠' if robbing else '打出'} {tile_zh(tile)}"
        else:
            who = "you" if src == seat else _who(src, obs["seat_winds"][src], zh)
            verb = "add" if src == seat else "adds"
            text = f"{who} {verb} {tile} to a pung" if robbing else f"{who} discarded {tile}"
        if window["my_options"]:
            opts = ", ".join(window["my_options"])
            text += f"，你可以：{opts} 或 过" if zh else f": you may {opts} or pass"
        lines.append(text)
    if obs["hands_log"]:
        last = obs["hands_log"][-1]
        if last["winner"] is None:
            lines.append("上一盘 荒牌" if zh else "last hand: exhaustive draw")
        else:
            fans = ", ".join(f"{f[1] if zh else f[0]} {f[2]}×{f[3]}" for f in last["fans"])
            how = (
                ("自摸" if zh else "self-drawn") if last["self_drawn"] else f"← {last['discarder']}"
            )
            lines.append(
                ("上一盘 " if zh else "last hand: ")
                + f"{last['winner']} {'和' if zh else 'won'} {how}: {last['hand']} "
                + f"{last['total']} ({fans})"
            )
    if obs["terminal"]:
        lines.append(("终局 " if zh else "game over: ") + " ".join(map(str, obs["scores"])))
    return "\n".join(lines)


_WIND_EN = {"E": "East", "S": "South", "W": "West", "N": "North"}


def _who(seat: int, wind: str, zh: bool) -> str:
    """A seat by its wind this hand: ``East`` / ``东家``."""
    return f"{_WIND_ZH[wind]}家" if zh else _WIND_EN[wind]


def _wind_of(other: int, seat: int, wind: str) -> str:
    """The wind of seat ``other`` this hand, from ``seat``'s ``wind`` (the
    winds follow the seats in turn order)."""
    order = "ESWN"
    return order[(order.index(wind) + other - seat) % 4]


def _flowers_zh(text: str) -> str:
    return " ".join(tile_zh(f"{d}f") for d in text[:-1]) if text else ""


_SEAT_EVENTS: dict[str, tuple[str, str]] = {
    # a seat's event: (English, 中文) over ``who`` (the seat by its wind) and
    # ``tile`` (the event's tile, named in 中文)
    "discard": ("{who} discards {tile}", "{who}打出 {tile}"),
    "draw": ("{who} draws", "{who}摸牌"),
    "draw_own": ("{who} draws {tile}", "{who}摸到 {tile}"),
    "replacement": ("{who} draws a replacement tile", "{who}补牌"),
    "replacement_own": ("{who} draws {tile} as replacement", "{who}补到 {tile}"),
    "flower": ("{who} sets aside flower {tile}", "{who}补花 {tile}"),
    "answered": ("{who} answered", "{who}已应答"),
    "concealed_kong": ("{who} declares a concealed kong", "{who}暗杠"),
    "concealed_kong_own": ("{who} declares a concealed kong of {tile}", "{who}暗杠 {tile}"),
    "added_kong": ("{who} adds {tile} to a pung (kong)", "{who}加杠 {tile}"),
}


def event_text(key: str, args: tuple[Any, ...], lang: str = "en") -> str:
    """One public event of an MCR game in words (the events are emitted by
    :mod:`paixi.games.mcr.game`): ``("discard", 1, "E", "5m")`` → "East
    discards 5m" / "东家打出 五万". Seats are named by their wind this hand."""
    zh = lang == "zh"
    if key == "deal" or key == "deal_own":
        hand, dealer = args[0], args[1]
        text = f"第{hand}盘 {dealer + 1}号坐庄" if zh else f"hand {hand}: seat {dealer} deals"
        for s, f in enumerate(args[2]):
            if f:
                text += f"；{s + 1}号补花 {_flowers_zh(f)}" if zh else f"; seat {s} sets aside {f}"
        if key == "deal_own":
            tiles = _tiles(args[3], zh)
            text += f"；你的牌 {tiles}" if zh else f"; your tiles {tiles}"
        return text
    if key == "exhausted":
        return "荒牌" if zh else "the wall is exhausted: a drawn hand"
    if key == "game_over":
        scores = " ".join(f"{v:+d}" for v in args[0])
        return f"终局 {scores}" if zh else f"game over: {scores}"
    seat, wind = args[0], args[1]
    who = _who(seat, wind, zh)
    rest = args[2:]
    words = _SEAT_EVENTS.get(key)
    if words is not None:
        tile = (tile_zh(rest[0]) if zh else rest[0]) if rest else ""
        return words[zh].format(who=who, tile=tile)
    if key == "answer":
        shown = describe_action_text(rest[0], zh)
        return f"{who}（你）：{shown}" if zh else f"{who} (you): {shown}"
    if key in ("chow", "pung", "kong"):
        action = describe_action_text(f"{key} {rest[0]}", zh)
        src = rest[1]
        if zh:  # the source by its wind too: winds and numbers mixed read badly
            return f"{who}{action}（{_who(src, _wind_of(src, seat, wind), zh)}打出）"
        return f"{who} claims {action} from seat {src}"
    if key == "win":
        discarder, tile, hand, total = rest
        if zh:
            how = (
                "自摸"
                if discarder < 0
                else f"和{_who(discarder, _wind_of(discarder, seat, wind), zh)}的"
            )
            return f"{who}{how} {tile_zh(tile)} 和牌：{_tiles(hand, zh)}，{total}番"
        how = "self-drawn" if discarder < 0 else f"on seat {discarder}'s"
        return f"{who} wins {how} {tile}: {hand}, {total} points"
    return key


def describe_action_text(notation: str, zh: bool) -> str:
    """:func:`describe_action` of an action's notation."""
    from paixi.games.mcr.actions import parse_action

    return describe_action(parse_action(notation), "zh" if zh else "en")
