"""大贰's observation tensor (:mod:`paixi.core.tensor`), built from one seat's
observation only (:func:`paixi.games.daer.view.observation`).

Conventions:

* seats are counted from the observer: row 0 is the observer, row 1 the next
  seat number, and so on (``P`` rows: 3 or 4 players; the 底家 and the
  active seats are planes of their own);
* a card is its kind (``paixi.equipment.daer``): ``s1``…``s10`` are 0-9,
  ``b1``…``b10`` 10-19; a count of a kind is divided by its 4 copies;
* a 列 (chi or 比 meld) is its index in :data:`LIES`, the 38 sorted triples
  that form a 列 (§2.2) in kind order;
* window kinds are ``opening discard draw``; answers ``hu zhao peng chi pass``.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any

from paixi.core.tensor import Plane, TensorSpec, put
from paixi.equipment.daer import CODES, KINDS
from paixi.games.daer.scoring import is_lie

LIES: tuple[tuple[int, int, int], ...] = tuple(
    t for t in combinations_with_replacement(range(KINDS), 3) if is_lie(t)
)
"""Every 列 as sorted kinds (38: 16 runs, 二七十 and 贰柒拾, 20 mixed)."""
PHASES = ("deal", "opening", "claim", "discard", "over")
WINDOWS = ("opening", "discard", "draw")
ANSWERS = ("hu", "zhao", "peng", "chi", "pass")
STOCK = 19
"""Cards in the stock after the deal (§5): ``stock_count`` is divided by it."""
SCORE_SCALE = 100
"""Scores are divided by this (times the stake) and clipped to [-1, 1]."""

_KIND = {code: k for k, code in enumerate(CODES)}
_LIE: dict[tuple[int, ...], int] = {t: i for i, t in enumerate(LIES)}
_PHASE = {name: i for i, name in enumerate(PHASES)}
_WINDOW = {name: i for i, name in enumerate(WINDOWS)}
_ANSWER = {name: i for i, name in enumerate(ANSWERS)}


def tensor_spec(players: int, options: Any) -> TensorSpec:
    """The layout for ``players`` (3 or 4) seats; ``options`` do not change it."""
    p = players
    n = len(LIES)
    return TensorSpec(
        "daer",
        [
            Plane("my_hand", (KINDS,), "my concealed cards (shown 垅s apart): copies / 4"),
            Plane("my_longs", (KINDS,), "1 at the kind of each of my 垅s (shown or not)"),
            Plane("my_guo", (KINDS,), "1 at each kind I may no longer chi (过张)"),
            Plane("my_waits", (KINDS,), "1 at each card that would complete my hand (叫)"),
            Plane("pengs", (p, KINDS), "1 at the kind of each 碰 meld of each seat (from me)"),
            Plane("zhaos", (p, KINDS), "1 at the kind of each 招 meld of each seat (from me)"),
            Plane("lies", (p, n), "吃 and 比 melds of each seat (from me) by 列 index, / 4"),
            Plane("longs", (p, KINDS), "1 at each shown 垅 of each seat (from me)"),
            Plane("piles", (p, KINDS), "each seat's (from me) unclaimed discards and draws, / 4"),
            Plane("latest", (p, KINDS), "1 at the latest card in each seat's (from me) pile"),
            Plane("dead_bottom", (KINDS,), "the dead 压底 cards, / 4"),
            Plane("stock_known_top", (KINDS,), "red cards moved on top of the stock, / 4"),
            Plane(
                "unseen",
                (KINDS,),
                "copies of each kind I have not seen (not in my hand or 垅s, a meld, a shown "
                "垅, a pile, the dead bottom or the known stock top), / 4",
            ),
            Plane("stock", (1,), f"cards in the stock, / {STOCK}"),
            Plane("concealed_counts", (p,), "concealed cards of each seat (from me), / 21"),
            Plane("holding_sizes", (p,), "all cards of each seat (from me), melds included, / 25"),
            Plane("dealer", (p,), "1 at the dealer (from me)"),
            Plane("dijia", (p,), "1 at the 底家 who sits out (from me)"),
            Plane("active", (p,), "1 at each seat (from me) playing this round"),
            Plane("phase", (len(PHASES),), "1 at the phase (deal opening claim discard over)"),
            Plane("to_act", (p,), "1 at the seat (from me) to act"),
            Plane("window", (len(WINDOWS),), "1 at the open window (opening discard draw)"),
            Plane("window_card", (KINDS,), "1 at the card on offer"),
            Plane("window_from", (p,), "1 at the seat (from me) that discarded or drew it"),
            Plane("window_answered", (p,), "1 where the seat (from me) has answered"),
            Plane("my_options", (len(ANSWERS),), "my answers in the window: hu zhao peng chi pass"),
            Plane("my_answer", (len(ANSWERS),), "my hidden answer, once given"),
            Plane(
                "scores",
                (p,),
                f"each seat's (from me) score / (|stake| × {SCORE_SCALE}), clipped to [-1, 1]",
                -1.0,
                1.0,
            ),
            Plane("round", (1,), "rounds finished / rounds"),
        ],
    )


def _kinds(text: str) -> list[int]:
    return [_KIND[c] for c in text.split()]


def encode(obs: dict[str, Any], spec: TensorSpec, out: list[float]) -> None:
    """Fill ``out`` (``spec.size`` zeros) from ``obs`` (one seat's observation)."""
    at = spec.offset
    me = obs["seat"]
    n = obs["players"]
    kind = _KIND

    def rel(seat: int) -> int:
        return (seat - me) % n

    seen = [0] * KINDS
    base = at["my_hand"]
    for k in _kinds(obs["my_hand"]):
        out[base + k] += 0.25
        seen[k] += 1
    for name in ("my_longs", "my_guo", "my_waits"):
        base = at[name]
        for code in obs[name]:
            out[base + kind[code]] = 1.0
    for code in obs["my_longs"]:
        seen[kind[code]] += 4
    lies = len(LIES)
    for seat in range(n):
        r = rel(seat)
        for meld in obs["melds"][seat]:
            cards = _kinds(meld["cards"])
            for k in cards:
                seen[k] += 1
            kind_of = meld["type"]
            if kind_of == "peng":
                out[at["pengs"] + r * KINDS + cards[0]] = 1.0
            elif kind_of == "zhao":
                out[at["zhaos"] + r * KINDS + cards[0]] = 1.0
            else:  # chi, bi
                out[at["lies"] + r * lies + _LIE[tuple(sorted(cards))]] += 0.25
        for code in obs["longs"][seat]:
            out[at["longs"] + r * KINDS + kind[code]] = 1.0
            seen[kind[code]] += 4  # all four copies (a shown 垅 of mine is also in my_longs)
        pile = obs["piles"][seat]
        base = at["piles"] + r * KINDS
        for code in pile:
            out[base + kind[code]] += 0.25
            seen[kind[code]] += 1
        if pile:
            out[at["latest"] + r * KINDS + kind[pile[-1]]] = 1.0
        put(out, at["concealed_counts"] + r, obs["concealed_counts"][seat] / 21)
        put(out, at["holding_sizes"] + r, obs["holding_sizes"][seat] / 25)
    for name in ("dead_bottom", "stock_known_top"):
        base = at[name]
        for code in obs[name]:
            out[base + kind[code]] += 0.25
            seen[kind[code]] += 1
    base = at["unseen"]
    for k in range(KINDS):
        if seen[k] < 4:  # never below 0
            out[base + k] = (4 - seen[k]) / 4
    put(out, at["stock"], obs["stock_count"] / STOCK)
    if obs["dealer"] >= 0:
        out[at["dealer"] + rel(obs["dealer"])] = 1.0
    if obs["dijia"] is not None and obs["dijia"] >= 0:
        out[at["dijia"] + rel(obs["dijia"])] = 1.0
    for seat in obs["active"]:
        out[at["active"] + rel(seat)] = 1.0
    out[at["phase"] + _PHASE[obs["phase"]]] = 1.0
    if obs["to_act"] is not None and obs["to_act"] >= 0:
        out[at["to_act"] + rel(obs["to_act"])] = 1.0
    window = obs["window"]
    if window is not None:
        out[at["window"] + _WINDOW[window["kind"]]] = 1.0
        if window["card"] is not None:
            out[at["window_card"] + kind[window["card"]]] = 1.0
        if window["from"] is not None and window["from"] >= 0:
            out[at["window_from"] + rel(window["from"])] = 1.0
        for seat in window["answered"]:
            out[at["window_answered"] + rel(seat)] = 1.0
        for text in window["my_options"]:
            out[at["my_options"] + _ANSWER[text.split(" ", 1)[0]]] = 1.0
        if window["my_answer"] is not None:
            out[at["my_answer"] + _ANSWER[window["my_answer"].split(" ", 1)[0]]] = 1.0
    scale = SCORE_SCALE * (abs(obs["options"]["stake"]) or 1.0)  # a stake may be 0 or < 0
    for seat, points in enumerate(obs["scores"]):
        put(out, at["scores"] + rel(seat), points / scale, -1.0, 1.0)
    put(out, at["round"], (obs["round"] - 1) / obs["rounds"])
