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
    for s in range(4):
        who = ("你" if zh else "you") if s == seat else str(s)
        seat_wind = obs["seat_winds"][s]
        wind_name = _WIND_ZH[seat_wind] if zh else seat_wind
        pile = " ".join(f"{c}{'*' if claimed else ''}" for c, claimed in obs["discards"][s])
        flowers = obs["flowers"][s] or "-"
        label = ("花" if zh else "flowers") + f" {flowers}"
        lines.append(
            f"{who}({wind_name}) {obs['scores'][s]:+d}  "
            f"{obs['concealed_counts'][s]}{'张' if zh else ' tiles'}  "
            f"{_melds(obs['melds'][s], zh)}  {label}  | {pile}"
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
            who = "你" if src == seat else f"{src}家"
            text = f"{who}{'加杠' if robbing else '打出'} {tile_zh(tile)}"
        else:
            who = "you" if src == seat else f"seat {src}"
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
