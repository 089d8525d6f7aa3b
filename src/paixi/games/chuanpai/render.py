"""Text rendering of 川牌 observations, actions and public events (English and 中文)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from paixi.core.event_words import in_words
from paixi.equipment.chuanpai import KINDS as _KINDS
from paixi.equipment.chuanpai import draw_cards, parse_card, parse_cards
from paixi.games.chuanpai.actions import (
    CHI_KIND,
    DISCARD,
    EXCHANGE_KIND,
    GANG_KIND,
    HU_KIND,
    NO,
    PASS_KIND,
    PENG_KIND,
    PLAY,
    REDEAL,
    SITOUT,
    XIANG_KIND,
    YES,
    Action,
    parse_action,
)

_WORDS = {
    REDEAL: ("ask for a redeal", "要求重洗"),
    PASS_KIND: ("pass", "过"),
    YES: ("agree to redeal", "同意重洗"),
    NO: ("refuse the redeal", "不同意重洗"),
    PLAY: ("play", "打"),
    SITOUT: ("sit out", "下课"),
    HU_KIND: ("win (hu)", "胡"),
    GANG_KIND: ("gang (kong)", "杠"),
    XIANG_KIND: ("sound the tuhuo", "吐火响"),
    EXCHANGE_KIND: ("exchange", "换牌"),
    PENG_KIND: ("peng (pung)", "碰"),
}
_CLAIM_WORDS = {
    "hu": ("wins on", "胡"),
    "gang": ("gangs", "杠"),
    "xiang": ("sounds the tuhuo with", "吐火响"),
    "exchange": ("takes up", "换上"),
    "peng": ("pengs", "碰"),
    "chi": ("chis", "吃"),
}
_SOURCE_ZH = {"flip": "翻", "replacement": "杠后翻", "discard": "打"}


def card_text(card_id: str, lang: str = "en") -> str:
    """``"46"`` → ``"46"`` (en) / ``"红头十"`` (zh)."""
    if lang == "zh":
        return _KINDS[parse_card(card_id)].name
    return card_id


def _cards(text: str, zh: bool) -> str:
    if not text:
        return "-"
    if not zh:
        return text
    return " ".join(_KINDS[k].name for k in parse_cards(text))


def seat_name(seat: Any, lang: str) -> str:
    return f"{seat + 1}号" if lang == "zh" else f"seat {seat}"


def describe_action(action: Action, lang: str = "en") -> str:
    """``chi 46`` → "chi with 46" / "用红头十吃"; ``discard 46`` → "discard 46" / "打红头十"."""
    zh = lang == "zh"
    if action.kind == DISCARD:
        return f"打{card_text(_id(action.card), 'zh')}" if zh else f"discard {_named(action.card)}"
    if action.kind == CHI_KIND:
        return (
            f"用{card_text(_id(action.card), 'zh')}吃" if zh else f"chi with {_named(action.card)}"
        )
    en, cn = _WORDS[action.kind]
    return cn if zh else en


def _id(kind: int) -> str:
    return _KINDS[kind].id


def _named(kind: int) -> str:
    """``46 Red-Headed Ten (10 points)``: the id with the name and points a
    player needs for 卯 (the English menu; 中文 uses the hanzi names)."""
    k = _KINDS[kind]
    return f"{k.id} {k.english} ({k.points} points)"


def _said(notation: str, lang: str) -> str:
    """A claim answer's notation in words (``xiang`` → 响)."""
    try:
        return describe_action(parse_action(notation), lang)
    except Exception:  # wording only: the notation is still right
        return notation


_EVENTS: dict[str, tuple[str, str]] = {
    # key: (English, 中文) templates (:mod:`paixi.core.event_words`)
    "dealer": ("{who} is the first dealer", "{who}坐庄"),
    "deal": (
        "round {a0}: cards dealt, dealer {a1}, {a2} in the stock",
        "第{a0}局发牌，{s1}坐庄，底牌{a2}张",
    ),
    "answered": ("{who} answered", "{who}已回答"),
    "opened": ("the round opens", "开局"),
    "tuhuo": ("{who} lays out a tuhuo of {a2}×{a1}", "{who}吐火 {c1}×{a2}"),
    "tuhuo_join": ("{who}'s tuhuo of {a1} grows to five", "{who}的吐火{c1}成五张"),
    "steal": ("{who} steals a card from the bottom", "{who}偷一张牌"),
    "steal_own": ("you steal {a1}", "你偷到 {c1}"),
    "qipai": ("{who} (dealer) takes the bottom card", "{who}起牌"),
    "qipai_own": ("you take up {a1}", "你起到 {c1}"),
    "flip": ("{who} flips {a1}", "{who}翻出 {c1}"),
    "replacement": ("{who} turns the replacement card {a1}", "{who}翻出补牌 {c1}"),
    "discard": ("{who} discards {a1}", "{who}打出 {c1}"),
    "dead": ("{a0} is dead (the fifth of a gang)", "{c0}是死牌"),
    "no_claim": ("nobody claims {a0}", "无人要 {c0}"),
    "eliminated": ("{who} cannot continue and leaves the round", "{who}退出本局"),
    "win": (
        "{who} wins: {a1} tuo, {a2} fan, {a3} from each payer",
        "{who}割牌！{a1}陀 {a2}番 每家{a3}",
    ),
    "liuju": ("drawn round (the stock ran out)", "流局"),
}
_ROUND_ENDS = {"win": ("win", "胡"), "liuju": ("draw", "流局"), "void": ("void", "作废")}


def _dealt_own(args: tuple[Any, ...], lang: str) -> str:
    return f"你的牌：{_cards(args[1], True)}" if lang == "zh" else f"your cards: {args[1]}"


def _redeal_request(args: tuple[Any, ...], lang: str) -> str:
    who = seat_name(args[0], lang)
    if lang == "zh":
        return f"{who}{'要求重洗' if args[1] else '不要求重洗'}"
    return f"{who} {'asks for a redeal' if args[1] else 'does not ask for a redeal'}"


def _my_answer(args: tuple[Any, ...], lang: str) -> str:
    if lang == "zh":
        return f"你回答：{_said(args[1], lang)}"
    return f"you answered {args[1]}"


def _votes(args: tuple[Any, ...], lang: str) -> str:
    zh = lang == "zh"
    yes, no = ("同意", "不同意") if zh else (" yes", " no")
    parts = [f"{seat_name(s, lang)}{yes if y else no}" for s, y in args[0]]
    return ("重洗投票：" if zh else "redeal votes: ") + ", ".join(parts)


def _declarations(args: tuple[Any, ...], lang: str) -> str:
    playing = [str(s) for s, p in enumerate(args[0]) if p]
    out = [str(s) for s, p in enumerate(args[0]) if not p]
    if lang == "zh":
        return f"参战：{','.join(playing) or '无'}；下课：{','.join(out) or '无'}"
    return f"playing: {', '.join(playing) or 'nobody'}; sitting out: {', '.join(out) or 'nobody'}"


def _claim(args: tuple[Any, ...], lang: str) -> str:
    who = seat_name(args[0], lang)
    en, cn = _CLAIM_WORDS[args[1]]
    partner = args[3]
    if lang == "zh":
        extra = f"（配{card_text(partner, 'zh')}）" if partner else ""
        return f"{who}{cn} {card_text(args[2], lang)}{extra}"
    extra = f" with {partner}" if partner else ""
    return f"{who} {en} {args[2]}{extra}"


def _round_end(args: tuple[Any, ...], lang: str) -> str:
    en, cn = _ROUND_ENDS[args[1]]
    delta = " ".join(f"{d:+g}" for d in args[2])
    return (
        f"第{args[0]}局结束（{cn}）{delta}"
        if lang == "zh"
        else f"round {args[0]} over ({en}): {delta}"
    )


_EVENT_WORDERS: dict[str, Callable[[tuple[Any, ...], str], str]] = {
    # the events whose words depend on more than filling in their arguments
    "dealt_own": _dealt_own,
    "redeal_request": _redeal_request,
    "my_answer": _my_answer,
    "votes": _votes,
    "declarations": _declarations,
    "claim": _claim,
    "round_end": _round_end,
}


def event_text(key: str, args: tuple[Any, ...], lang: str = "en") -> str:
    """One public event in words (``"seat 1 flips 33"`` / ``"1号翻出 长三"``):
    its template in :data:`_EVENTS`, or its wording function in
    :data:`_EVENT_WORDERS`; an unknown event as its key and arguments."""
    text = in_words(
        key,
        args,
        lang == "zh",
        _EVENTS,
        _EVENT_WORDERS,
        lambda s: seat_name(s, lang),
        lambda c: card_text(c, lang),
        lang,
    )
    return text if text is not None else f"{key} {' '.join(str(a) for a in args)}"


def _melds(melds: list[dict[str, Any]], zh: bool) -> str:
    if not melds:
        return "-"
    parts = []
    for m in melds:
        cards = "".join(m["cards"])
        label = (
            {"chi": "吃", "peng": "碰", "gang": "杠", "tuhuo": "吐火"}[m["type"]]
            if zh
            else m["type"]
        )
        if m["type"] == "tuhuo" and m["sounded"]:
            label += "响" if zh else "(sounded)"
        parts.append(f"[{label} {cards}]")
    return " ".join(parts)


_VOID_REASON = {
    "redeal": ("redeal agreed", "同意重新发牌"),
    "not_opened": (
        "not opened (no active qualified player has a fan)",
        "没有开局（参战的够资格玩家都没有番）",
    ),
}
_WON_FROM_ZH = {"flip": "翻牌", "replacement": "杠后翻牌", "discard": "打出"}


def _win_text(last: dict[str, Any], zh: bool) -> str:
    """§10 (end of round): the winning card and where it came from, the
    winner's melds, 坎 and 卯 as the engine split them, and the payment."""
    melds = " ".join(last["melds"]) or "-"
    if zh:
        name = lambda c: card_text(c, "zh")  # noqa: E731
        kans = " ".join(name(k) + "×3" for k in last["kans"]) or "-"
        maos = " ".join(f"{name(a)}+{name(b)}" for a, b in last["maos"]) or "-"
        return (
            f"{last['winner'] + 1}号胡 {name(last['win_card'])}"
            f"（{last['from'] + 1}号{_WON_FROM_ZH[last['source']]}）：明牌 {melds}；"
            f"坎 {kans}；卯 {maos}；每家付 {last['u']:g}"
        )
    kans = " ".join(k + "x3" for k in last["kans"]) or "-"
    maos = " ".join(f"{a}+{b}" for a, b in last["maos"]) or "-"
    return (
        f"seat {last['winner']} won on {last['win_card']} ({last['source']} of seat "
        f"{last['from']}): melds {melds}; kan {kans}; mao {maos}; each payer pays {last['u']:g}"
    )


def render(obs: dict[str, Any], lang: str = "en") -> str:
    """The table as the seat sees it: each seat's status, melds and face-up
    cards; the stock; the seat's own hand drawn as long cards; the window."""
    zh = lang == "zh"
    seat = obs["seat"]
    lines = []
    status_zh = {"pending": "待定", "active": "参战", "sitout": "下课", "out": "退出"}
    if zh:
        lines.append(
            f"川牌 第{obs['round']}/{obs['rounds']}局  庄家 {obs['dealer'] + 1}号  底牌 {obs['stock']}张"
        )
    else:
        lines.append(
            f"Sichuan long cards — round {obs['round']}/{obs['rounds']}, dealer seat "
            f"{obs['dealer']}, stock {obs['stock']}"
        )
    for s in range(obs["players"]):
        me = ("你" if zh else "you") if s == seat else str(s)
        st = obs["status"][s]
        st = status_zh[st] if zh else st
        plays = " ".join(
            f"{c}{'' if t is None or t < 0 else '→' + str(t)}" for c, _, t in obs["plays"][s]
        )
        size = obs["hand_sizes"][s]
        lines.append(
            f"{me} [{st}] {obs['scores'][s]:+g}  {size}{'张' if zh else ' cards'}  "
            f"{('偷' if zh else 'stole ')}{obs['stolen'][s]}  "
            f"{_melds(obs['melds'][s], zh)}  | {plays}"
        )
    if obs["hand"]:
        lines.append(("手牌 " if zh else "your hand: ") + _cards(obs["hand"], zh))
        if obs["locked"]:
            lines.append(
                ("偷来的(不能打) " if zh else "locked (stolen): ") + _cards(obs["locked"], zh)
            )
        lines.append(draw_cards(parse_cards(obs["hand"])))
    ev = obs.get("my_evaluation")
    if ev and obs["phase"] in ("redeal", "vote", "declare"):
        if zh:
            lines.append(f"卯{ev['mao']} 杠牌/吐火{ev['support']} 陀{ev['tuo']}/{ev['threshold']} 番{ev['f0']}"
                         f" {'够资格' if ev['qualified'] else '不够资格'}")  # fmt: skip
        else:
            lines.append(
                f"mao {ev['mao']}, supports {ev['support']}, tuo {ev['tuo']}/{ev['threshold']}, "
                f"fans {ev['f0']}: {'qualified' if ev['qualified'] else 'not qualified'}"
            )
    w = obs.get("window")
    if w:
        src = _SOURCE_ZH[w["source"]] if zh else w["source"]
        if zh:
            lines.append(
                f"{w['owner'] + 1}号{src}的 {card_text(w['card'], 'zh')}：可选 {', '.join(w['my_options']) or '-'}"
            )
        else:
            lines.append(
                f"{w['card']} ({w['source']} of seat {w['owner']}): your options "
                f"{', '.join(w['my_options']) or '-'}"
            )
    d = obs.get("discarder")
    if d:
        lines.append(
            f"{d['seat'] + 1}号出牌" if zh else f"seat {d['seat']} to discard ({d['reason']})"
        )
    if obs["log"]:
        last = obs["log"][-1]
        if last["outcome"] == "win":
            fans = ", ".join(f"{f['zh'] if zh else f['en']} {f['value']}" for f in last["fans"])
            lines.append(
                f"上局 {last['winner'] + 1}号胡 {last['tuo']}陀 {last['fan']}番 ({fans})" if zh else
                 f"last round: seat {last['winner']} won, {last['tuo']} tuo, {last['fan']} fan ({fans})"
            )  # fmt: skip
            lines.append(_win_text(last, zh))
        else:
            words = {"liuju": ("drawn (stock out)", "流局"), "void": ("void", "作废")}
            en, cn = words[last["outcome"]]
            why = _VOID_REASON.get(last.get("reason", ""), ("", ""))
            if why[0]:
                en, cn = f"{en}: {why[0]}", f"{cn}：{why[1]}"
            lines.append(f"上局 {cn}" if zh else f"last round: {en}")
    if obs["terminal"]:
        lines.append(
            ("终局 " if zh else "game over: ") + " ".join(f"{x:+g}" for x in obs["scores"])
        )
    return "\n".join(lines)
