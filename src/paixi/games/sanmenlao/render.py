"""Text rendering of 三门老 observations, actions and public events (中文 / English)."""

from __future__ import annotations

from typing import Any

from paixi.equipment.domino_names import (
    CLASS_NAMES,
    describe_play,
    play_words,
    seat_name,
    settlement_line,
    table_event_text,
    table_lines,
    tiles_words,
    turn_line,
)
from paixi.equipment.domino_units import SANMEN, TilePlay

_KINDS = {
    "normal": ("普通", "normal"),
    "sold": ("卖幺二四 ×1.5", "幺二四 sold, ×1.5"),
    "baohuo": ("抱活幺二四 ×2", "幺二四 kept alive to the end, ×2"),
    "sweep": ("通吃 ×2", "sweep, ×2"),
}


def _play_words(text: str, lang: str) -> str:
    return play_words(text, SANMEN, lang)


def describe_action(action: TilePlay, lang: str = "en") -> str:
    """``1-1 2-6`` → "地八: [1|1]地牌 [2|6]平八"; ``down 2-2`` → "face down: …"."""
    return describe_play(action, SANMEN, lang)


def _cls(name: str, lang: str) -> str:
    zh, en = CLASS_NAMES[name]
    return zh if lang == "zh" else en


def _money(x: float) -> str:
    return f"{x:+g}"


def event_text(key: str, args: tuple[Any, ...], lang: str = "en") -> str:
    """One public event in words, e.g. "seat 1 leads …" / "1号出 …"."""
    zh = lang == "zh"
    text = table_event_text(key, args, SANMEN, lang)
    if text is not None:
        return text
    if key == "lead_roll":
        seat, a, b, cls, ok = args
        if zh:
            return f"{seat_name(seat, lang)}掷骰定门 {a}-{b}: {_cls(cls, lang)}" + (
                "" if ok else ", 不在并列的门中, 重掷"
            )
        return f"{seat_name(seat, lang)} rolls {a}-{b} for the class: {_cls(cls, lang)}" + (
            "" if ok else ", not a tied class, roll again"
        )
    if key == "beat":
        return (
            f"{seat_name(args[0], lang)}打上 {_play_words(args[1], lang)}"
            if zh
            else f"{seat_name(args[0], lang)} beats with {_play_words(args[1], lang)}"
        )
    if key == "round_end":
        jiepai, kind, amounts, p_seat, p_tile = args
        money = ", ".join(f"{seat_name(s, lang)} {_money(x)}" for s, x in enumerate(amounts))
        kind_text = _KINDS[kind][0 if zh else 1]
        text = (
            f"{seat_name(jiepai, lang)}接牌; {kind_text}; {money}"
            if zh
            else f"{seat_name(jiepai, lang)} has 接牌; {kind_text}; {money}"
        )
        if p_seat >= 0:
            tile = tiles_words([p_tile], lang)
            text += (
                f"; {seat_name(p_seat, lang)}单张最大牌 {tile} 未出, 全包"
                if zh
                else f"; {seat_name(p_seat, lang)} held the lone top tile {tile} and did not lead it:"
                " he pays all"
            )
        return text
    return f"{key} {args}"


def render(obs: dict[str, Any], lang: str = "en") -> str:
    """The table as ``obs``'s seat sees it: scores, 手, hand sizes, own hand,
    the current and last trick, and whose turn it is."""
    zh = lang == "zh"
    me = obs["seat"]
    lines = [
        f"三门老 第{obs['round']}/{obs['rounds']}局"
        if zh
        else f"Three Gates (三门老) round {obs['round']}/{obs['rounds']}"
    ]
    if obs["dice"] is not None:
        a, b = obs["dice"]
        lines.append(
            f"{seat_name(obs['roller'], lang, me)}掷骰 {a}-{b}, "
            f"{seat_name(obs['first_player'], lang, me)}先出"
            if zh
            else f"{seat_name(obs['roller'], lang, me)} rolled {a}-{b}; "
            f"{seat_name(obs['first_player'], lang, me)} led first"
        )

    lines += table_lines(obs, SANMEN, lang)
    if obs["lead_class"] is not None:
        cls = _cls(obs["lead_class"], lang)
        lines.append(f"掷骰定门: 须出{cls}单张" if zh else f"the dice chose: lead a single {cls}")
    if obs["terminal"]:
        s = obs["settlement"]
        lines.append(
            f"{seat_name(s['jiepai'], lang, me)}接牌; {_KINDS[s['settlement']][0 if zh else 1]}"
            if zh
            else f"{seat_name(s['jiepai'], lang, me)} has 接牌; {_KINDS[s['settlement']][1]}"
        )
        lines.append(settlement_line(s["amounts"], me, lang))
        if "penalty" in s:
            tile = tiles_words([s["penalty"]["top_tile"]], lang)
            who = seat_name(s["penalty"]["seat"], lang, me)
            lines.append(
                f"{who}单张最大牌 {tile} 未出, 全包"
                if zh
                else f"{who}: lone top tile {tile} not led, pays all"
            )
    elif obs["to_act"] is not None:
        lines.append(turn_line(obs["to_act"], me, lang))
    return "\n".join(lines)
