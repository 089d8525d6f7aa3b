"""Text rendering of 合挡 observations, actions and public events (中文 / English)."""

from __future__ import annotations

from typing import Any

from paixi.equipment.domino_names import (
    describe_play,
    play_words,
    seat_name,
    settlement_line,
    table_event_text,
    table_lines,
    turn_line,
)
from paixi.equipment.domino_units import HEDANG, TilePlay

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


def sale_text(
    seller: int, buyer: int, price: float, lang: str = "en", me: int | None = None
) -> str:
    """The sale of the bank as its own item: "seat 2 paid seat 0 1 for the bank"
    / "2号买庄付0号 1" (§4.3; ``price`` × stake, included in the round's amounts)."""
    buyer_name, seller_name = seat_name(buyer, lang, me), seat_name(seller, lang, me)
    if lang == "zh":
        return f"{buyer_name}买庄付{seller_name} {price:g}"
    return f"{buyer_name} paid {seller_name} {price:g} for the bank"


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
    return describe_play(action, HEDANG, lang)


def event_text(key: str, args: tuple[Any, ...], lang: str = "en") -> str:
    """One public event in words, e.g. "seat 2 plays 杠" / "2号杠 幺二四"."""
    zh = lang == "zh"
    text = table_event_text(key, args, HEDANG, lang)
    if text is not None:
        return text
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
    if key == "cover":
        words = play_words(args[1], HEDANG, lang)
        return (
            f"{seat_name(args[0], lang)}挡 {words}"
            if zh
            else f"{seat_name(args[0], lang)} covers with {words}"
        )
    if key == "round_end":
        banker, n, amounts, seller, price = args
        money = ", ".join(f"{seat_name(s, lang)} {x:+g}" for s, x in enumerate(amounts))
        text = (
            f"庄家{seat_name(banker, lang)}得 {n} 手; {money}"
            if zh
            else f"banker {seat_name(banker, lang)} won {n} 手; {money}"
        )
        if seller >= 0 and price:
            text += "; " + sale_text(seller, banker, price, lang)
        return text
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

    lines += table_lines(obs, HEDANG, lang)
    if obs["terminal"]:
        settled = obs["settlement"]
        sale = settled.get("sale")
        if sale and sale["price"]:
            head = "卖庄 " if zh else "sale "
            lines.append(head + sale_text(sale["seller"], sale["buyer"], sale["price"], lang, me))
        lines.append(settlement_line(settled["amounts"], me, lang))
    elif obs["to_act"] is not None:
        ask = {
            "sell": ("坐庄还是卖庄?", "keep or sell the bank?"),
            "buy": ("买庄吗?", "buy the bank?"),
        }
        ask |= {"gang": ("扣两张到杠里", "add two tiles face down to the 杠")}
        lines.append(
            turn_line(obs["to_act"], me, lang, ask.get(obs["phase"], ("", ""))[0 if zh else 1])
        )
    return "\n".join(lines)
