"""Text of 接龙: observations, actions and public events, in 中文 and English.

Tiles are drawn ``[5|6]`` with their traditional name (tiles-32.md §2):
``[5|6]斧头`` in Chinese, ``[5|6] Axe`` in English.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from paixi.core.event_words import in_words
from paixi.equipment.dominoes import BY_KEY, KEYS
from paixi.games.jielong.actions import Action, Join, Lead, Sleep


def tile_text(key: str, lang: str = "en") -> str:
    """``[5|6]斧头`` (zh) / ``[5|6] Axe`` (en)."""
    t = BY_KEY[key]
    a, b = t.halves
    return f"[{a}|{b}]{t.name}" if lang == "zh" else f"[{a}|{b}] {t.english}"


def _tiles(keys: list[str], lang: str) -> str:
    if not keys:
        return "无" if lang == "zh" else "none"
    return ("、" if lang == "zh" else ", ").join(tile_text(k, lang) for k in keys)


def _seat(seat: int | None, lang: str) -> str:
    if seat is None:
        return "无人" if lang == "zh" else "nobody"
    return f"{seat + 1}号" if lang == "zh" else f"seat {seat}"


def describe_action(action: Action, lang: str = "en") -> str:
    """``5-6 L`` → "join [5|6] Axe on L" / "左头接 [5|6]斧头"."""
    zh = lang == "zh"
    if isinstance(action, Sleep):
        return (
            f"睡 {tile_text(KEYS[action.tile], lang)}"
            if zh
            else f"sleep {tile_text(KEYS[action.tile], lang)}"
        )
    if isinstance(action, Join):
        tile = tile_text(KEYS[action.tile], lang)
        if zh:
            return f"{'左' if action.end == 0 else '右'}头接 {tile}"
        return f"join {tile} on {'LR'[action.end]}"
    if isinstance(action, Lead):
        tile = tile_text(KEYS[action.tile], lang)
        if action.open_half is None:
            return f"出 {tile}" if zh else f"lead {tile}"
        return (
            f"出 {tile}, 留{action.open_half}头" if zh else f"lead {tile}, {action.open_half} open"
        )
    return str(action)


_EVENTS: dict[str, tuple[str, str]] = {
    # key: (English, 中文) templates (:mod:`paixi.core.event_words`)
    "deal": ("each player is dealt {a0} tiles, {a1} set aside", "每人发{a0}张牌, {a1}张不用"),
    "sleep": ("{who} lays a tile face down", "{who} 扣下一张牌(睡觉)"),
    "sleep_own": ("{who} lays {c1} face down", "{who} 扣下 {c1}(睡觉)"),
    "out": ("{who} has no tiles left", "{who} 手牌出完"),
}


def _deal_own_text(args: tuple[Any, ...], lang: str) -> str:
    h, undealt, hand = args
    if lang == "zh":
        return f"每人发{h}张牌, {undealt}张不用; 你的牌: {_tiles(hand, lang)}"
    return f"each player is dealt {h} tiles, {undealt} set aside; yours: {_tiles(hand, lang)}"


def _dice_text(args: tuple[Any, ...], lang: str) -> str:
    """Seat 0's roll that picks who starts (§3)."""
    a, b, starter = args
    if lang == "zh":
        return f"{_seat(0, lang)}掷骰 {a}+{b}={a + b}, {_seat(starter, lang)}先出"
    return f"seat 0 rolls {a} + {b} = {a + b}: {_seat(starter, lang)} starts"


def _starter_text(args: tuple[Any, ...], lang: str) -> str:
    seat, why = args
    if why == "three_six":
        if lang == "zh":
            return f"{_seat(seat, lang)}有三六(杂九), 须先出它"
        return f"{_seat(seat, lang)} holds the 3-6 and must lead it"
    return f"{_seat(seat, lang)}先出" if lang == "zh" else f"{_seat(seat, lang)} starts"


def _lead_text(args: tuple[Any, ...], lang: str) -> str:
    seat, tile, half = args
    zh = lang == "zh"
    verb = "出" if zh else "leads"
    text = f"{_seat(seat, lang)} {verb} {tile_text(tile, lang)}"
    if half is not None:
        text += f", 留{half}头" if zh else f", {half} open"
    return text


def _join_text(args: tuple[Any, ...], lang: str) -> str:
    seat, tile, end = args
    if lang == "zh":
        return f"{_seat(seat, lang)} {'左' if end == 'L' else '右'}头接 {tile_text(tile, lang)}"
    return f"{_seat(seat, lang)} joins {tile_text(tile, lang)} on {end}"


def _block_text(args: tuple[Any, ...], lang: str) -> str:
    """The line is dead: every tile left in hand is slept (§5)."""
    (moved,) = args
    parts = "; ".join(f"{_seat(s, lang)} {_tiles(m, lang)}" for s, m in enumerate(moved) if m)
    if lang == "zh":
        return "龙头已死, 无人能接; 手中余牌全部睡下: " + parts
    return "the line is blocked, nobody can join; the tiles left in hand are slept: " + parts


def _reveal_text(args: tuple[Any, ...], lang: str) -> str:
    piles, totals = args
    return "; ".join(
        _pile(s, pile, total, lang)
        for s, (pile, total) in enumerate(zip(piles, totals, strict=True))
    )


def _result_text(args: tuple[Any, ...], lang: str) -> str:
    """Who wins and who loses, or a draw when every total is equal (§6)."""
    zh = lang == "zh"
    winner, loser = args[:2]
    draw = args[2] if len(args) > 2 else winner is None and loser is None
    if winner is None and loser is None:
        if draw:
            return "和局" if zh else "a draw"
        return "无人赢, 无人输" if zh else "no winner and no loser"
    if zh:
        return f"{_seat(winner, lang)}赢, {_seat(loser, lang)}输"
    return f"{_seat(winner, lang)} wins, {_seat(loser, lang)} loses"


_EVENT_WORDERS: dict[str, Callable[[tuple[Any, ...], str], str]] = {
    # the events whose words depend on more than filling in their arguments
    "deal_own": _deal_own_text,
    "dice": _dice_text,
    "starter": _starter_text,
    "lead": _lead_text,
    "join": _join_text,
    "block": _block_text,
    "reveal": _reveal_text,
    "result": _result_text,
}


def event_text(key: str, args: tuple[Any, ...], lang: str = "en") -> str:
    """One public event in words (the keys the state emits; see game.py): its
    template in :data:`_EVENTS`, or its wording function in
    :data:`_EVENT_WORDERS`; an unknown event as its key and arguments."""
    text = in_words(
        key,
        args,
        lang == "zh",
        _EVENTS,
        _EVENT_WORDERS,
        lambda s: _seat(s, lang),
        lambda t: tile_text(t, lang),
        lang,
    )
    return text if text is not None else f"{key} {' '.join(map(str, args))}"


def _you(seat: int, me: int, lang: str) -> str:
    if seat == me:
        return "你" if lang == "zh" else "you"
    return _seat(seat, lang)


def _pile(seat: int, pile: list[str], total: int, lang: str) -> str:
    if lang == "zh":
        return f"{_seat(seat, lang)} 睡牌 {_tiles(pile, lang)}, 共{total}点"
    return f"{_seat(seat, lang)} slept {_tiles(pile, lang)}: {total} pips"


def _line(obs: dict[str, Any]) -> str:
    cells = obs["chain"]
    if not cells:
        return "-"
    return " ".join(f"[{c['halves'][0]}|{c['halves'][1]}]" for c in cells)


def render(obs: dict[str, Any], lang: str = "en") -> str:
    """The line, its ends, your hand, every seat's counts, the last moves, whose turn."""
    zh = lang == "zh"
    me = obs["seat"]
    n = obs["players"]
    lines = [
        f"接龙 {n}人, 你是{me + 1}号"
        if zh
        else f"Joining the Dragon, {n} players, you are seat {me}"
    ]
    if obs["dice"]:
        a, b = obs["dice"]
        lines.append(
            f"骰子 {a}+{b}, {obs['starter'] + 1}号先出"
            if zh
            else f"dice {a}+{b}, seat {obs['starter']} started"
        )
    elif obs["starter"] is not None:
        lines.append(f"{obs['starter'] + 1}号先出" if zh else f"seat {obs['starter']} started")
    lines.append(("龙: " if zh else "line: ") + _line(obs))
    ends = obs["ends"]
    if obs["open_ends"]:
        shown = "  ".join(f"{e}={ends[e]}" for e in obs["open_ends"])
        lines.append(("可接头 " if zh else "open ends ") + shown)
    for s in range(n):
        who = _seat(s, lang) + ("(你)" if zh and s == me else " (you)" if s == me else "")
        if zh:
            lines.append(f"  {who}: 手牌{obs['hand_sizes'][s]}张, 睡{obs['slept_counts'][s]}张")
        else:
            lines.append(f"  {who}: {obs['hand_sizes'][s]} in hand, {obs['slept_counts'][s]} slept")
    lines.append(("你的牌: " if zh else "your hand: ") + _tiles(obs["hand"], lang))
    if obs["my_slept"]:
        lines.append(
            (
                f"你睡的牌({obs['my_sleep_total']}点): "
                if zh
                else f"your slept tiles ({obs['my_sleep_total']} pips): "
            )
            + _tiles(obs["my_slept"], lang)
        )
    recent = [_move_text(m, lang) for m in obs["moves"][-6:]]
    if recent:
        lines.append(("最近: " if zh else "recent: ") + "; ".join(recent))
    if obs["terminal"]:
        res = obs["result"]
        if res["blocked"]:
            lines.append("龙已死, 余牌睡下" if zh else "the line was blocked; hands were slept")
        for s, (pile, total) in enumerate(
            zip(res["sleep_piles"], res["sleep_totals"], strict=True)
        ):
            lines.append(_pile(s, pile, total, lang))
        lines.append(event_text("result", (res["winner"], res["loser"], res["draw"]), lang))
        if res["settlement"] == "pairwise":
            nets = ", ".join(f"{_you(s, me, lang)} {x:+g}" for s, x in enumerate(obs["scores"]))
            lines.append(("两两结算: " if zh else "pairwise: ") + nets)
    elif obs["to_act"] is not None:
        who = obs["to_act"]
        if zh:
            lines.append("轮到你" if who == me else f"轮到{who + 1}号")
        else:
            lines.append("your turn" if who == me else f"seat {who} to play")
    return "\n".join(lines)


def _move_text(move: dict[str, Any], lang: str) -> str:
    seat = move["seat"]
    if move["kind"] == "sleep":
        if move["tile"] is None:
            return event_text("sleep", (seat,), lang)
        return event_text("sleep_own", (seat, move["tile"]), lang)
    if move["kind"] == "join":
        return event_text("join", (seat, move["tile"], move["end"]), lang)
    return event_text("lead", (seat, move["tile"], move["open_half"]), lang)
