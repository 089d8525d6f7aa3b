"""Text rendering of 大贰 observations, actions and public events, in English and 中文."""

from __future__ import annotations

from typing import Any

from paixi.core.event_words import fill
from paixi.equipment.daer import HANZI, draw_cards, parse_cards
from paixi.games.daer.actions import (
    CHI_KIND,
    DISCARD_KIND,
    HU_KIND,
    PENG_KIND,
    ZHAO_KIND,
    Action,
    parse_action,
)
from paixi.games.daer.scoring import FACTOR_EN, FACTOR_ZH

_MELD_ZH = {"peng": "碰", "zhao": "招", "chi": "吃", "bi": "比", "long": "垅"}


def _zh(ids: str | None) -> str:
    """``"s1 b7"`` → ``"一柒"``."""
    return "".join(HANZI[k] for k in parse_cards(ids)) if ids else ""


def _who(seat: Any, zh: bool) -> str:
    return f"{seat + 1}号" if zh else f"seat {seat}"


def describe_action(action: Action, lang: str = "en") -> str:
    """``chi s4 s5 + s3 s4 s5`` → "chow with s4 s5, bi s3 s4 s5" / "吃 四五 比 三四五"."""
    zh = lang == "zh"
    k = action.kind
    if k == HU_KIND:
        return "胡" if zh else "win (hu)"
    if k == ZHAO_KIND:
        return "招" if zh else "zhao (4th card)"
    if k == PENG_KIND:
        return "碰" if zh else "peng (pung)"
    if k == DISCARD_KIND:
        code = str(action).split()[1]
        return f"打 {_zh(code)}" if zh else f"discard {code}"
    if k == CHI_KIND:
        text = str(action)[4:]
        main, _, bi = text.partition(" + ")
        if zh:
            return f"吃 {_zh(main)}" + (f" 比 {_zh(bi)}" if bi else "")
        return f"chi with {main}" + (f", bi {bi}" if bi else "")
    return "过" if zh else "pass"


def _said(notation: str, lang: str) -> str:
    """A claim answer's notation in words (``zhao`` → 招)."""
    try:
        return describe_action(parse_action(notation), lang)
    except Exception:  # wording only: the notation is still right
        return notation


_EVENTS: dict[str, tuple[str, str]] = {
    # key: (English, 中文) templates (:mod:`paixi.core.event_words`)
    "show_longs": ("{who} shows long {c1}", "{who}亮垅 {c1}"),
    "answered": ("{who} answered", "{who}已答"),
    "discard_guo": ("{c1} is now on your guo list", "{c1} 成为你的过张"),
    "declined_guo": ("{c1} is now on your guo list", "{c1} 成为你的过张"),
    "discard": ("{who} discards {c1}", "{who}打出 {c1}"),
    "draw": ("{who} draws {c1}", "{who}翻出 {c1}"),
    "no_claim": ("nobody claims {c0}", "无人要 {c0}"),
    "opening_passed": ("nobody wins at the deal", "无人起手胡"),
    "zhao": ("{who} zhaos {c1}", "{who}招 {c1}"),
    "peng": ("{who} pengs {c1}", "{who}碰 {c1}"),
    "liuju": ("the stock is empty: drawn round (liuju)", "流局（牌墩摸完）"),
}


def event_text(key: str, args: tuple[Any, ...], lang: str = "en") -> str:
    """One public (or private) event in words."""
    zh = lang == "zh"
    w = _who
    if key in ("deal", "dealt"):
        rnd, dealer, dijia = args[0], args[1], args[2]
        base = (
            f"第{rnd}局，{w(dealer, zh)}坐庄"
            + (f"，{w(dijia, zh)}为底家" if dijia is not None else "")
            if zh
            else f"round {rnd}: {w(dealer, zh)} deals"
            + (f", {w(dijia, zh)} is the dijia" if dijia is not None else "")
        )
        if key == "dealt":
            base += f"；你的牌 {_zh(args[3])}" if zh else f"; your cards: {args[3]}"
        return base
    if key == "yadi":
        dead, moved = args
        if zh:
            return f"压底 {_zh(dead) or '无'}" + (f"，翻到牌顶的红牌 {_zh(moved)}" if moved else "")
        return f"dead bottom cards: {dead or 'none'}" + (
            f"; red cards moved to the top: {moved}" if moved else ""
        )
    words = _EVENTS.get(key)
    if words is not None:
        return fill(words, zh, args, lambda s: w(s, zh), _zh if zh else str)
    if key == "my_answer":
        return f"你答：{_said(args[1], lang)}" if zh else f"you answered {args[1]}"
    if key == "chi":
        seat, x, pair, bi = args
        if zh:
            return f"{w(seat, zh)}吃 {_zh(x)}（{_zh(pair)}）" + (f" 比 {_zh(bi)}" if bi else "")
        return f"{w(seat, zh)} chis {x} with {pair}" + (f", bi {bi}" if bi else "")
    if key == "hu":
        seat, hu, mult, how, card = args
        if zh:
            on = f" {_zh(card)}" if card else ""
            return f"{w(seat, zh)}胡{on}：{hu} 胡，倍数 {mult}"
        on = f" on {card}" if card else ""
        return f"{w(seat, zh)} wins{on} ({how}): {hu} hu, multiplier {mult}"
    return key


def _meld_text(m: dict[str, str], zh: bool) -> str:
    return f"[{_MELD_ZH[m['type']]}{_zh(m['cards'])}]" if zh else f"[{m['type']} {m['cards']}]"


_HOW_ZH = {
    "discard": "点炮",
    "draw": "他家翻牌",
    "self_draw": "自摸",
    "tian": "天胡",
    "instant": "起手",
}


def _split_text(last: dict[str, Any], zh: bool) -> str:
    """§13: the winner's split as shown at the end — how and on which card he
    won, then every unit with its 胡 (``peng s10 s10 s10 (6)`` / ``碰 十十十 (6)``)."""
    card = last.get("card")
    how = last.get("how", "")
    if zh:
        head = (
            f"{last['winner'] + 1}号胡"
            + (f" {_zh(card)}" if card else "")
            + f"（{_HOW_ZH.get(how, how)}）"
        )
        units = " ".join(f"{u['zh']} {_zh(u['cards'])} ({u['hu']})" for u in last["units"])
    else:
        head = f"seat {last['winner']} won" + (f" on {card}" if card else "") + f" ({how})"
        units = ", ".join(f"{u['unit']} {u['cards']} ({u['hu']})" for u in last["units"])
    return f"{head}: {units}"


def render(obs: dict[str, Any], lang: str = "en") -> str:
    """A few lines: round, dealer, stock; each seat's melds, 垅s, cards and dead
    pile; the card on offer; one's own cards drawn as long cards."""
    zh = lang == "zh"
    lines = []
    dijia = obs["dijia"]
    if zh:
        lines.append(
            f"大贰 第{obs['round']}/{obs['rounds']}局  庄家 {obs['dealer']}"
            + (f"  底家 {dijia}" if dijia is not None else "")
            + f"  牌墩 {obs['stock_count']}  压底 {_zh(' '.join(obs['dead_bottom'])) or '-'}"
        )
    else:
        lines.append(
            f"Da Er — round {obs['round']}/{obs['rounds']}, dealer {obs['dealer']}"
            + (f", dijia {dijia}" if dijia is not None else "")
            + f", stock {obs['stock_count']}, dead bottom {' '.join(obs['dead_bottom']) or '-'}"
        )
    if obs["stock_known_top"]:
        top = " ".join(obs["stock_known_top"])
        lines.append(f"牌顶已知 {_zh(top)}" if zh else f"known on top of the stock: {top}")
    for s in range(obs["players"]):
        who = ("你" if zh else "you") if s == obs["seat"] else str(s)
        if s == dijia:
            lines.append(
                f"{who} 底家 {obs['scores'][s]:+g}"
                if zh
                else f"{who} (dijia, sits out) {obs['scores'][s]:+g}"
            )
            continue
        melds = " ".join(_meld_text(m, zh) for m in obs["melds"][s]) or "-"
        longs = " ".join(obs["longs"][s])
        pile = _zh(" ".join(obs["piles"][s])) if zh else " ".join(obs["piles"][s])
        lines.append(
            f"{who} {obs['scores'][s]:+g}  {obs['concealed_counts'][s]}{'张' if zh else ' cards'}  "
            f"{melds}" + (f" {'垅' if zh else 'long'} {longs}" if longs else "") + f"  | {pile}"
        )
    window = obs.get("window")
    if window and window["card"]:
        card = window["card"]
        src = window["from"]
        how = window["kind"]
        if zh:
            verb = "打出" if how == "discard" else "翻出"
            lines.append(f"{src + 1}号{verb} {_zh(card)}")
        else:
            lines.append(f"seat {src} {'discarded' if how == 'discard' else 'drew'} {card}")
    if obs["my_hand"]:
        cards = parse_cards(obs["my_hand"])
        lines.append(draw_cards(cards))
        extra = []
        for field, word_zh, word_en in (
            ("my_longs", "垅", "long"),
            ("my_guo", "过张", "guo"),
            ("my_waits", "叫", "ready for"),
        ):
            if obs[field]:
                ids = " ".join(obs[field])
                extra.append(f"{word_zh} {_zh(ids)}" if zh else f"{word_en} {ids}")
        if extra:
            lines.append("  ".join(extra))
    if window and window["my_options"] and window["my_answer"] is None:
        lines.append(("你可以：" if zh else "you may: ") + ", ".join(window["my_options"]))
    if obs["rounds_log"]:
        last = obs["rounds_log"][-1]
        if last["winner"] is None:
            lines.append("上一局 流局" if zh else "last round: drawn (liuju)")
        else:
            names = FACTOR_ZH if zh else FACTOR_EN
            factors = ", ".join(f"{names[n]} ×{f}" for n, f in last["factors"]) or "-"
            lines.append(
                (
                    f"上一局 {last['winner'] + 1}号胡 "
                    if zh
                    else f"last round: seat {last['winner']} won "
                )
                + f"{last['hu']} {'胡' if zh else 'hu'}, {factors}, "
                + ("得分 " if zh else "delta ")
                + " ".join(f"{d:+g}" for d in last["delta"])
            )
            lines.append(_split_text(last, zh))
    if obs["terminal"]:
        lines.append(("终局 " if zh else "game over: ") + " ".join(f"{s:g}" for s in obs["scores"]))
    return "\n".join(lines)
