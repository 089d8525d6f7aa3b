"""Text rendering of 争上游 observations and actions, in Chinese and English."""

from __future__ import annotations

from typing import Any

from paixi.equipment.poker import ZHENGSHANGYOU_ORDER, jokers_zh, parse_card
from paixi.games.zhengshangyou.actions import Action, Pass, Play, Return
from paixi.games.zhengshangyou.combos import KIND_NAMES_ZH, Rules, classify

_PLACE_ZH = ("上游", "二游", "三游", "四游", "五游", "六游")


def describe_action(action: Action, lang: str = "en") -> str:
    """:func:`_describe` with the jokers named in Chinese for a 中文 reader."""
    text = _describe(action, lang)
    return jokers_zh(text) if lang == "zh" else text


def _describe(action: Action, lang: str = "en") -> str:
    """``pass`` → "pass" / "不要"; ``7 7 7`` → "bomb 7 7 7" / "炸弹 7 7 7"."""
    zh = lang == "zh"
    if isinstance(action, Pass):
        return "不要" if zh else "pass"
    if isinstance(action, Return):
        token = ZHENGSHANGYOU_ORDER.token(action.rank)
        return f"还贡 {token}" if zh else f"return a {token}"
    assert isinstance(action, Play)
    combo = classify(action.ranks, Rules(True, True, 3, 2))
    if isinstance(combo, str):
        return str(action)
    kind = KIND_NAMES_ZH[combo.kind] if zh else combo.kind.replace("_", " ")
    return f"{kind} {action}"


def _cards(texts: list[str]) -> str:
    return " ".join(parse_card(t).symbol() for t in texts) or "-"


def _who(seat: int, me: int, zh: bool) -> str:
    if seat == me:
        return "你" if zh else "you"
    return f"{seat + 1}号" if zh else f"seat {seat}"


def render(obs: dict[str, Any], lang: str = "en") -> str:
    """:func:`_render` with the jokers named in Chinese for a 中文 reader."""
    text = _render(obs, lang)
    return jokers_zh(text) if lang == "zh" else text


def _render(obs: dict[str, Any], lang: str = "en") -> str:
    """Scores, own hand, hand sizes, the trick so far and whose turn it is."""
    zh = lang == "zh"
    colon = "：" if zh else ":"
    me = obs["seat"]
    lines = [
        f"争上游 第{obs['hand_no']}副 (目标 {obs['target']} 分)"
        if zh
        else f"Struggle Upstream — hand {obs['hand_no']} (target {obs['target']})"
    ]
    scores = "  ".join(f"{_who(s, me, zh)}{colon}{p}" for s, p in enumerate(obs["scores"]))
    lines.append(("得分 " if zh else "scores ") + scores)
    for h in obs["hands"][-1:]:
        order = " > ".join(_who(s, me, zh) if zh else str(s) for s in h["order"])
        lines.append(
            f"上一副名次 {order}; 下游余牌 {_cards(h['xiayou_cards'])}"
            if zh
            else f"last hand order {order}; 下游 held {_cards(h['xiayou_cards'])}"
        )
    if obs["terminal"]:
        w = obs["winner"]
        lines.append(f"{_who(w, me, zh)}赢得比赛" if zh else f"{_who(w, me, zh)} won the match")
        return "\n".join(lines)
    sizes = "  ".join(f"{_who(s, me, zh)}{colon}{n}" for s, n in enumerate(obs["hand_sizes"]))
    lines.append(("手牌数 " if zh else "cards ") + sizes)
    if obs["out_order"]:
        out = ", ".join(
            (_PLACE_ZH[i] if zh else f"#{i + 1}") + f" {_who(s, me, zh) if zh else s}"
            for i, s in enumerate(obs["out_order"])
        )
        lines.append(("已出完 " if zh else "out ") + out)
    t = obs["tribute"]
    if t is not None and "given" not in t:  # others only learn that one card went each way
        lines.append(
            f"进贡 {_who(t['from'], me, zh)}→{_who(t['to'], me, zh)} 一张, 还贡一张"
            if zh
            else f"tribute: one card {t['from']}→{t['to']}, one card back"
        )
    elif t is not None:
        back = t.get("returned", "?")
        lines.append(
            f"进贡 {_who(t['from'], me, zh)}→{_who(t['to'], me, zh)}: {t['given']}; 还贡 {back}"
            if zh
            else f"tribute {t['from']}→{t['to']}: {t['given']}; returned {back}"
        )
    lines.append(("你的牌 " if zh else "your hand ") + _cards(obs["my_hand"]))
    if obs["trick"]:
        cards = obs.get("trick_cards") or [""] * len(obs["trick"])
        said = ", ".join(
            f"{_who(s, me, zh) if zh else s}{colon}"
            + ("不要" if a == "pass" and zh else _cards(c.split()) if c else a)
            for (s, a), c in zip(obs["trick"], cards, strict=True)
        )
        lines.append(("本轮 " if zh else "trick ") + said)
    if obs["to_act"] is not None:
        who = obs["to_act"]
        if zh:
            lines.append("轮到你" if who == me else f"轮到{who + 1}号")
        else:
            lines.append("your turn" if who == me else f"seat {who} to act")
    return "\n".join(lines)


def _play_text(text: str, zh: bool, cards: str = "") -> str:
    """The play ``text`` (ranks) described, its ranks shown as ``cards``
    (the cards it took, with suits) when known."""
    from paixi.games.zhengshangyou.actions import parse_action

    try:
        said = _describe(parse_action(text), "zh" if zh else "en")
    except Exception:  # a description is decoration: the notation is enough
        return text
    if cards and said.endswith(text):
        said = said[: len(said) - len(text)] + _cards(cards.split())
    return said


def event_text(key: str, args: tuple[Any, ...], lang: str = "en", me: int | None = None) -> str:
    """:func:`_event_text` with the jokers named in Chinese for a 中文 reader;
    the reader's own seat ``me`` is "you" / "你"."""
    text = _event_text(key, args, lang, me)
    return jokers_zh(text) if lang == "zh" else text


def _event_text(key: str, args: tuple[Any, ...], lang: str = "en", me: int | None = None) -> str:
    """One public event of 争上游 in words (emitted by
    :mod:`paixi.games.zhengshangyou.game`): ``("play", 2, "7 7")`` → "seat 2
    plays pair 7 7" / "2号出 对子 7 7"."""
    zh = lang == "zh"
    if key in ("deal", "dealt"):
        hand, dealer = args[0], args[1]
        text = f"第{hand}副 {dealer + 1}号发牌" if zh else f"hand {hand}: seat {dealer} deals"
        if key == "dealt":
            cards = _cards(args[2].split())
            text += f"，你的牌 {cards}" if zh else f"; your cards {cards}"
        return text
    if key == "hand_over":
        hand, down, cards, points, _totals = args
        pts = " ".join(map(str, points))
        if zh:
            return f"第{hand}副结束：下游{down + 1}号余牌 {_cards(cards.split())}；得分 {pts}"
        return f"hand {hand} over: 下游 seat {down} held {_cards(cards.split())}; points {pts}"
    seat = args[0]
    who = ("你" if seat == me else f"{seat + 1}号") if zh else f"seat {seat}"
    if key == "pass":
        return f"{who}不要" if zh else f"{who} passes"
    if key == "play":
        said = _play_text(args[1], zh, args[2] if len(args) > 2 else "")
        return f"{who}出 {said}" if zh else f"{who} plays {said}"
    if key == "out":
        place = args[1]
        if zh:
            return f"{who}出完，{_PLACE_ZH[place - 1] if place <= len(_PLACE_ZH) else place}"
        return f"{who} is out, place {place}"
    if key == "tribute":
        return (
            f"{who}向{args[1] + 1}号进贡" if zh else f"seat {seat} gives tribute to seat {args[1]}"
        )
    if key == "tribute_own":
        return (
            f"{who}向{args[1] + 1}号进贡 {args[2]}"
            if zh
            else f"seat {seat} gives a {args[2]} to seat {args[1]}"
        )
    if key == "returned":
        return (
            f"{who}还贡给{args[1] + 1}号" if zh else f"seat {seat} returns a card to seat {args[1]}"
        )
    if key == "returned_own":
        return (
            f"{who}还贡 {args[2]} 给{args[1] + 1}号"
            if zh
            else f"seat {seat} returns a {args[2]} to seat {args[1]}"
        )
    return key
