"""Text rendering of 干瞪眼 observations and actions, in Chinese and English."""

from __future__ import annotations

from typing import Any

from paixi.equipment.poker import jokers_zh, parse_card
from paixi.games.gandengyan.actions import Action, PartialPlay, Pass, Play
from paixi.games.gandengyan.combos import KIND_NAMES_ZH, Rules, classify

_EVENTS = {
    "pass": ("不要", "passes"),
    "round_won": ("赢得本轮", "wins the round"),
    "draw": ("摸一张", "draws a card"),
    "cannot_lead": ("只有王, 不能出牌", "holds only jokers and cannot lead"),
}


def describe_action(action: Action | PartialPlay, lang: str = "en") -> str:
    """:func:`_describe` with the jokers named in Chinese for a 中文 reader."""
    text = _describe(action, lang)
    return jokers_zh(text) if lang == "zh" else text


def _describe(action: Action | PartialPlay, lang: str = "en") -> str:
    """``pass`` → "pass" / "不要"; ``4 *5 6`` → "straight 4 *5 6" / "顺子 4 *5 6"."""
    zh = lang == "zh"
    if isinstance(action, Pass):
        return "不要" if zh else "pass"
    if not isinstance(action, Play):
        return str(action)
    combo = classify(action, Rules(False, True))
    if isinstance(combo, str):
        return str(action)
    kind = KIND_NAMES_ZH[combo.kind] if zh else combo.kind.replace("_", " ")
    return f"{kind} {action}"


def _cards(texts: list[str]) -> str:
    return " ".join(parse_card(t).symbol() for t in texts) or "-"


def _who(seat: int | None, me: int, zh: bool) -> str:
    if seat is None:
        return "无人" if zh else "nobody"
    if seat == me:
        return "你" if zh else "you"
    return f"{seat + 1}号" if zh else f"seat {seat}"


def _event(entry: list[Any], me: int, zh: bool) -> str:
    seat, kind = entry[0], entry[1]
    if kind == "play":
        return f"{_who(seat, me, zh)}: {_played(entry[3]) if len(entry) > 3 else entry[2]}"
    zh_text, en_text = _EVENTS[kind]
    if seat == me and not zh:  # "you pass", not "you passes"
        en_text = en_text.replace("passes", "pass").replace("wins", "win").replace("draws", "draw")
        en_text = en_text.replace("holds", "hold")
    return f"{_who(seat, me, zh)} {zh_text if zh else en_text}"


def render(obs: dict[str, Any], lang: str = "en") -> str:
    """:func:`_render` with the jokers named in Chinese for a 中文 reader."""
    text = _render(obs, lang)
    return jokers_zh(text) if lang == "zh" else text


def _render(obs: dict[str, Any], lang: str = "en") -> str:
    """Scores, own hand, card counts, stock, the last events and whose turn it is."""
    zh = lang == "zh"
    colon = "：" if zh else ":"
    me = obs["seat"]
    lines = [
        f"干瞪眼 第{obs['hand_no']}副, 庄家 {obs['dealer'] + 1}号"
        if zh
        else f"Staring Helplessly — hand {obs['hand_no']}, dealer seat {obs['dealer']}"
    ]
    scores = "  ".join(f"{_who(s, me, zh)}{colon}{p}" for s, p in enumerate(obs["scores"]))
    lines.append(("得分 " if zh else "scores ") + scores)
    for h in obs["hands"][-1:]:
        pays = ", ".join(
            f"{_who(s, me, zh) if zh else s}{colon}{p}" for s, p in enumerate(h["payments"]) if p
        )
        lines.append(
            f"上一副 {_who(h['winner'], me, zh)}赢, 付分 {pays or '-'}"
            if zh
            else f"last hand won by {_who(h['winner'], me, zh)}, payments {pays or '-'}"
        )
        for s, cards in h["revealed"].items():
            lines.append(f"  {_who(int(s), me, zh) if zh else s}: {_cards(cards)}")
    if obs["terminal"]:
        return "\n".join(lines)
    sizes = "  ".join(f"{_who(s, me, zh)}{colon}{n}" for s, n in enumerate(obs["hand_sizes"]))
    lines.append(
        ("手牌数 " if zh else "cards ")
        + sizes
        + (" 底牌 " if zh else "  stock ")
        + str(obs["stock"])
    )
    lines.append(("你的牌 " if zh else "your hand ") + _cards(obs["my_hand"]))
    recent = [_event(e, me, zh) for e in obs["log"][-6:]]
    if recent:
        lines.append(("最近 " if zh else "recent ") + "; ".join(recent))
    if obs["current"] is not None:
        cur = obs["current"]
        lines.append(
            f"要管的牌 {cur['play']} ({_who(cur['seat'], me, zh)})"
            if zh
            else f"to beat: {cur['play']} ({_who(cur['seat'], me, zh)})"
        )
    if obs["to_act"] is not None:
        who = obs["to_act"]
        if zh:
            lines.append("轮到你" if who == me else f"轮到{who + 1}号")
        else:
            lines.append("your turn" if who == me else f"seat {who} to act")
    return "\n".join(lines)


def _play_text(text: str, zh: bool, cards: str = "") -> str:
    """The play ``text`` described, its natural cards shown with their suits
    when ``cards`` (the cards it took, jokers as ``*5``) is known."""
    from paixi.games.gandengyan.actions import parse_action

    try:
        said = _describe(parse_action(text), "zh" if zh else "en")
    except Exception:  # a description is decoration: the notation is enough
        return text
    if cards and said.endswith(text):
        said = said[: len(said) - len(text)] + _played(cards)
    return said


def _played(cards: str) -> str:
    """``"4H#1 *5 6C#2"`` → ``"♥4 *5 ♣6"``: the cards of a play as a reader sees them."""
    return " ".join(t if t.startswith("*") else parse_card(t).symbol() for t in cards.split())


def event_text(key: str, args: tuple[Any, ...], lang: str = "en", me: int | None = None) -> str:
    """:func:`_event_text` with the jokers named in Chinese for a 中文 reader;
    the reader's own seat ``me`` is "you" / "你"."""
    text = _event_text(key, args, lang, me)
    return jokers_zh(text) if lang == "zh" else text


def _event_text(key: str, args: tuple[Any, ...], lang: str = "en", me: int | None = None) -> str:
    """One public event of 干瞪眼 in words (emitted by
    :mod:`paixi.games.gandengyan.game`): ``("play", 1, "5 5")`` → "seat 1 plays
    pair 5 5" / "1号出 对子 5 5"; the drawer alone reads the card it drew."""
    zh = lang == "zh"
    if key == "dealer":
        return f"{args[0] + 1}号先发牌" if zh else f"seat {args[0]} deals first"
    if key in ("deal", "dealt"):
        hand, dealer = args[0], args[1]
        text = f"第{hand}副 {dealer + 1}号发牌" if zh else f"hand {hand}: seat {dealer} deals"
        if key == "dealt":
            cards = _cards(args[2].split())
            text += f"，你的牌 {cards}" if zh else f"; your cards {cards}"
        return text
    if key == "hand_over":
        hand, winner, revealed, payments = args
        shown = "; ".join(f"{s}: {_cards(c.split())}" for s, c in revealed)
        pays = " ".join(map(str, payments))
        if zh:
            head = "流局" if winner < 0 else f"{winner + 1}号赢"
            return f"第{hand}副结束：{head}；{shown}；付 {pays}"
        head = "no winner" if winner < 0 else f"seat {winner} wins"
        return f"hand {hand} over: {head}; {shown}; pays {pays}"
    seat = args[0]
    who = ("你" if seat == me else f"{seat + 1}号") if zh else f"seat {seat}"
    if key == "play":
        said = _play_text(args[1], zh, args[2] if len(args) > 2 else "")
        return f"{who}出 {said}" if zh else f"{who} plays {said}"
    if key == "drew":
        card = _cards([args[1]])
        return f"{who}摸到 {card}" if zh else f"{who} draws {card}"
    if key in _EVENTS:
        zh_text, en_text = _EVENTS[key]
        return f"{who}{zh_text}" if zh else f"{who} {en_text}"
    return key
