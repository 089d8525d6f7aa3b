"""Text rendering of 合挡 observations, actions and public events (中文 / English)."""

from __future__ import annotations

from typing import Any

from paixi.equipment.domino_names import (
    deal_text,
    down_text,
    play_words,
    seat_name,
    tiles_words,
    trick_line,
    unit_name,
)
from paixi.equipment.domino_units import HEDANG, TilePlay, classify

_ANSWERS = {
    "keep": ("不卖庄", "keeps the bank"),
    "sell": ("卖庄", "sells the bank"),
    "buy": ("买庄", "buys the bank"),
    "pass": ("不买", "declines"),
}


def _answer_text(seat: int, word: str, lang: str) -> str:
    """``seat 1 declines`` / ``1号不买`` (§4.3: the answers are public)."""
    zh_text, en_text = _ANSWERS[word]
    who = seat_name(seat, lang)
    return f"{who}{zh_text}" if lang == "zh" else f"{who} {en_text}"


def describe_action(action: Any, lang: str = "en") -> str:
    """``keep`` → "坐庄" / "keep the bank"; ``1-1`` → "地牌: [1|1]地牌"."""
    zh = lang == "zh"
    if not isinstance(action, TilePlay):
        zh_text, en_text = _ANSWERS[str(action)]
        return (
            zh_text
            if zh
            else en_text.replace("keeps", "keep")
            .replace("sells", "sell")
            .replace("buys", "buy")
            .replace("declines", "decline")
        )
    keys = str(action).split()
    if action.down:
        return ("扣下: " if zh else "face down: ") + tiles_words(keys[1:], lang)
    name = unit_name(action.tiles, classify(action.tiles, HEDANG), lang)
    return f"{name}: {tiles_words(keys, lang)}"


def event_text(key: str, args: tuple[Any, ...], lang: str = "en") -> str:
    """One public event in words, e.g. "seat 2 plays 杠" / "2号杠 幺二四"."""
    zh = lang == "zh"
    if key in ("deal", "deal_own"):
        return deal_text(args, key == "deal_own", lang)
    if key in ("down", "down_own"):
        return down_text(key, args, lang)
    if key == "gang":
        who = seat_name(args[0], lang)
        return (
            f"{who}杠: 亮出幺二四 [2|4] [1|2], 其余各家扣两张"
            if zh
            else f"{who} plays 杠: 幺二四 [2|4] [1|2] face up; the others add two tiles face down"
        )
    if key == "answer":
        return _answer_text(args[0], args[1], lang)
    if key == "banker":
        return (
            f"{seat_name(args[0], lang)}当庄家"
            if zh
            else f"{seat_name(args[0], lang)} is the banker"
        )
    if key == "void":
        return (
            f"无人买庄, 本局作废; {seat_name(args[0], lang)}重新掷骰"
            if zh
            else f"nobody buys: the round is void; {seat_name(args[0], lang)} rolls again"
        )
    if key == "lead":
        words = play_words(args[1], HEDANG, lang)
        return (
            f"{seat_name(args[0], lang)}出 {words}"
            if zh
            else f"{seat_name(args[0], lang)} leads {words}"
        )
    if key == "cover":
        words = play_words(args[1], HEDANG, lang)
        return (
            f"{seat_name(args[0], lang)}挡 {words}"
            if zh
            else f"{seat_name(args[0], lang)} covers with {words}"
        )
    if key == "trick":
        return (
            f"{seat_name(args[0], lang)}赢得这一墩 ({args[1]} 手)"
            if zh
            else f"{seat_name(args[0], lang)} wins the trick ({args[1]} 手)"
        )
    if key == "round_end":
        banker, n, amounts = args
        money = ", ".join(f"{seat_name(s, lang)} {x:+g}" for s, x in enumerate(amounts))
        return (
            f"庄家{seat_name(banker, lang)}得 {n} 手; {money}"
            if zh
            else f"banker {seat_name(banker, lang)} won {n} 手; {money}"
        )
    return f"{key} {args}"


def render(obs: dict[str, Any], lang: str = "en") -> str:
    """The table as ``obs``'s seat sees it: banker, scores, 手, hand sizes, own
    hand, the current and last trick, and whose turn it is."""
    zh = lang == "zh"
    me = obs["seat"]
    lines = [
        f"合挡 第{obs['round']}/{obs['rounds']}局"
        if zh
        else f"Merged Gates (合挡) round {obs['round']}/{obs['rounds']}"
    ]
    if obs["dice"] is not None:
        a, b = obs["dice"]
        first = seat_name(obs["first_player"], lang, me)
        roller = seat_name(obs["roller"], lang, me)
        lines.append(
            f"{roller}掷骰 {a}-{b}, {first}先出"
            if zh
            else f"{roller} rolled {a}-{b}; {first} leads first"
        )
    if obs["sale"] == "sell":
        answers = [(obs["first_player"], "sell")]
        answers += [(a["seat"], "buy" if a["buy"] else "pass") for a in obs["answers"]]
        lines.append("; ".join(_answer_text(s, word, lang) for s, word in answers))
    if obs["banker"] is not None:
        b = seat_name(obs["banker"], lang, me)
        lines.append(f"庄家 {b}" if zh else f"banker {b}")

    def per_seat(values: list[Any]) -> str:
        return "  ".join(f"{seat_name(s, lang, me)}:{v:g}" for s, v in enumerate(values))

    lines.append(("得分 " if zh else "scores ") + per_seat(obs["scores"]))
    lines.append(("手 " if zh else "手 won ") + per_seat(obs["shou"]))
    lines.append(("牌数 " if zh else "tiles in hand ") + per_seat(obs["hand_sizes"]))
    lines.append(("你的牌 " if zh else "your hand ") + tiles_words(obs["my_hand"], lang))
    if obs["last_trick"] is not None:
        last = obs["last_trick"]
        won = seat_name(last["winner"], lang, me)
        lines.append(
            ("上一墩 " if zh else "last trick ")
            + trick_line(last["plays"], me, HEDANG, lang)
            + (f" → {won}赢" if zh else f" → won by {won}")
        )
    if obs["trick"]["plays"]:
        lines.append(
            ("本墩 " if zh else "this trick ") + trick_line(obs["trick"]["plays"], me, HEDANG, lang)
        )
    if obs["terminal"]:
        s = obs["settlement"]
        money = "  ".join(f"{seat_name(i, lang, me)}:{x:+g}" for i, x in enumerate(s["amounts"]))
        lines.append(("结算 " if zh else "settlement ") + money)
    elif obs["to_act"] is not None:
        who = obs["to_act"]
        ask = {
            "sell": ("坐庄还是卖庄?", "keep or sell the bank?"),
            "buy": ("买庄吗?", "buy the bank?"),
        }
        ask |= {"gang": ("扣两张到杠里", "add two tiles face down to the 杠")}
        extra = ask.get(obs["phase"], ("", ""))[0 if zh else 1]
        if zh:
            lines.append(
                ("轮到你" if who == me else f"轮到{who}号") + (f": {extra}" if extra else "")
            )
        else:
            lines.append(
                ("your turn" if who == me else f"seat {who} to act")
                + (f": {extra}" if extra else "")
            )
    return "\n".join(lines)
