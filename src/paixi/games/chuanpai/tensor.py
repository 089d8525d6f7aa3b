"""川牌's observation tensor (:mod:`paixi.core.tensor`), built from one seat's
observation only (:func:`paixi.games.chuanpai.observe.observation`).

Conventions:

* seats are counted from the observer: row 0 is the observer, row 1 the next
  seat (its 下家), and so on (``P`` = 2 or 3 rows);
* a card is its kind index 0-20 in the deck's order (``paixi.equipment.chuanpai``:
  ``11`` … ``66``); a count of a kind is divided by 5 (the most copies);
* phases are ``dealer deal redeal vote declare discard window over``; a
  window's card comes from a ``flip``, a ``replacement`` or a ``discard``;
  answers are ``hu gang xiang exchange peng chi pass``;
* 陀 values are divided by :data:`TUO_SCALE`, 卯 counts by 10.
"""

from __future__ import annotations

from typing import Any

from paixi.core.tensor import Plane, TensorSpec, put
from paixi.equipment.chuanpai import IDS, NUM_KINDS

K = NUM_KINDS
PHASES = ("dealer", "deal", "redeal", "vote", "declare", "discard", "window", "over")
SOURCES = ("flip", "replacement", "discard")
ANSWERS = ("hu", "gang", "xiang", "exchange", "peng", "chi", "pass")
STATUSES = ("pending", "active", "sitout", "out")
REASONS = ("qipai", "peng", "exchange")
TUO_SCALE = 100
"""陀 (hand value, threshold) is divided by this and clipped to 1."""
SCORE_SCALE = 64
"""Scores are divided by ``stake × SCORE_SCALE`` and clipped to [-1, 1]."""

_KIND = {code: k for k, code in enumerate(IDS)}
_PHASE = {name: i for i, name in enumerate(PHASES)}
_SOURCE = {name: i for i, name in enumerate(SOURCES)}
_ANSWER = {name: i for i, name in enumerate(ANSWERS)}
_STATUS = {name: i for i, name in enumerate(STATUSES)}
_REASON = {name: i for i, name in enumerate(REASONS)}
_EVALUATION = (
    ("mao", 10),
    ("support", 10),
    ("tuo", TUO_SCALE),
    ("threshold", TUO_SCALE),
    ("deficit", 10),
    ("f0", 10),
    ("passes_mao", 1),
    ("short", 1),
    ("qualified", 1),
)


def tensor_spec(players: int, options: Any) -> TensorSpec:
    """The layout for ``players`` (2 or 3) seats; ``options`` do not change it."""
    p = players
    return TensorSpec(
        "chuanpai",
        [
            Plane("my_hand", (K,), "my concealed cards (locked ones included): copies / 5"),
            Plane("my_locked", (K,), "my locked (stolen) cards, never discarded: copies / 5"),
            Plane(
                "my_evaluation",
                (len(_EVALUATION),),
                "my dealt hand (§4.2): 卯 /10, supports /10, 陀 and its threshold "
                f"/{TUO_SCALE}, deficit /10, F0 /10, then 1 if it passes the 卯 test, "
                "is short, qualifies",
            ),
            Plane("my_baozi", (1,), "1 if I play as a hidden 包子"),
            Plane("my_vote", (2,), "my redeal vote (yes, no), once given"),
            Plane("my_declaration", (2,), "my declaration (play, sitout), once given"),
            Plane("chi", (p, K), "cards in each seat's (from me) 吃 melds, / 5"),
            Plane("peng", (p, K), "1 at each 碰 of each seat (from me)"),
            Plane("gang", (p, K), "1 at each 杠 of each seat (from me)"),
            Plane("tuhuo", (p, K), "each seat's (from me) 吐火 by kind: its cards / 5"),
            Plane("sounded", (p, K), "1 where that 吐火 has sounded (响)"),
            Plane("dead", (p, K), "cards each seat (from me) put face up that nobody took, / 5"),
            Plane("latest", (p, K), "1 at the latest card each seat (from me) put face up"),
            Plane("stolen", (p,), "cards each seat (from me) stole, / 2"),
            Plane("hand_sizes", (p,), "concealed cards of each seat (from me), / 25"),
            Plane("stock", (1,), "cards left in the stock, / 105"),
            Plane(
                "status", (p, len(STATUSES)), "each seat's (from me) status: " + " ".join(STATUSES)
            ),
            Plane("dealer", (p,), "1 at the dealer (from me)"),
            Plane("to_act", (p,), "1 at the seat (from me) to act"),
            Plane("phase", (len(PHASES),), "1 at the phase: " + " ".join(PHASES)),
            Plane("window_card", (K,), "1 at the card on offer"),
            Plane("window_owner", (p,), "1 at the seat (from me) whose card it is"),
            Plane("window_source", (len(SOURCES),), "1 at how it came: flip replacement discard"),
            Plane("window_asked", (p,), "1 at each seat (from me) asked in the window"),
            Plane("window_answered", (p,), "1 at each seat (from me) that has answered"),
            Plane("my_options", (len(ANSWERS),), "my answers: " + " ".join(ANSWERS)),
            Plane("my_answer", (len(ANSWERS),), "my hidden answer, once given"),
            Plane("discarder", (p,), "discard step: 1 at the seat (from me) to discard"),
            Plane("discard_reason", (len(REASONS),), "why it discards: " + " ".join(REASONS)),
            Plane("discard_not", (K,), "1 at the card it may not discard (just exchanged)"),
            Plane("redeal", (2,), "the dealer's redeal question: asked, passed"),
            Plane("votes", (p, 2), "each seat's (from me) redeal vote (yes, no), once all are in"),
            Plane(
                "scores",
                (p,),
                f"each seat's (from me) score / (stake × {SCORE_SCALE}), clipped to [-1, 1]",
                -1.0,
                1.0,
            ),
            Plane("round", (1,), "rounds finished / rounds"),
        ],
    )


def encode(obs: dict[str, Any], spec: TensorSpec, out: list[float]) -> None:
    """Fill ``out`` (``spec.size`` zeros) from ``obs`` (one seat's observation)."""
    at = spec.offset
    me = obs["seat"]
    n = obs["players"]
    kind = _KIND

    def rel(seat: int) -> int:
        return (seat - me) % n

    for name, field in (("my_hand", "hand"), ("my_locked", "locked")):
        base = at[name]
        for code in obs[field].split():
            out[base + kind[code]] += 0.2
    ev = obs["my_evaluation"]
    if ev is not None:
        base = at["my_evaluation"]
        for i, (field, scale) in enumerate(_EVALUATION):
            put(out, base + i, float(ev[field]) / scale)
    if obs["my_baozi"]:
        out[at["my_baozi"]] = 1.0
    if obs["my_vote"] is not None:
        out[at["my_vote"] + (0 if obs["my_vote"] == "yes" else 1)] = 1.0
    if obs["my_declaration"] is not None:
        out[at["my_declaration"] + (0 if obs["my_declaration"] == "play" else 1)] = 1.0
    for seat in range(n):
        r = rel(seat)
        row = r * K
        for meld in obs["melds"][seat]:
            cards = meld["cards"]
            kind_of = meld["type"]
            if kind_of == "chi":
                for code in cards:
                    out[at["chi"] + row + kind[code]] += 0.2
                continue
            k = kind[cards[0]]
            if kind_of == "tuhuo":
                out[at["tuhuo"] + row + k] = len(cards) / 5
                if meld["sounded"]:
                    out[at["sounded"] + row + k] = 1.0
            else:  # peng, gang
                out[at[kind_of] + row + k] = 1.0
        pile = obs["plays"][seat]
        base = at["dead"] + row
        for code, _source, taker in pile:
            if taker < 0:
                out[base + kind[code]] += 0.2
        if pile:
            out[at["latest"] + row + kind[pile[-1][0]]] = 1.0
        put(out, at["stolen"] + r, obs["stolen"][seat] / 2)
        put(out, at["hand_sizes"] + r, obs["hand_sizes"][seat] / 25)
        out[at["status"] + r * len(STATUSES) + _STATUS[obs["status"][seat]]] = 1.0
    put(out, at["stock"], obs["stock"] / 105)
    if obs["dealer"] is not None and obs["dealer"] >= 0:
        out[at["dealer"] + rel(obs["dealer"])] = 1.0
    if obs["to_act"] is not None:
        out[at["to_act"] + rel(obs["to_act"])] = 1.0
    out[at["phase"] + _PHASE[obs["phase"]]] = 1.0
    window = obs["window"]
    if window is not None:
        out[at["window_card"] + kind[window["card"]]] = 1.0
        out[at["window_owner"] + rel(window["owner"])] = 1.0
        out[at["window_source"] + _SOURCE[window["source"]]] = 1.0
        asked = window["asked"]
        for i, seat in enumerate(asked):
            out[at["window_asked"] + rel(seat)] = 1.0
            if i < window["answered"]:
                out[at["window_answered"] + rel(seat)] = 1.0
        for text in window["my_options"]:
            out[at["my_options"] + _ANSWER[text.split(" ", 1)[0]]] = 1.0
        if window["my_answer"] is not None:
            out[at["my_answer"] + _ANSWER[window["my_answer"].split(" ", 1)[0]]] = 1.0
    discarder = obs["discarder"]
    if discarder is not None:
        out[at["discarder"] + rel(discarder["seat"])] = 1.0
        out[at["discard_reason"] + _REASON[discarder["reason"]]] = 1.0
        if discarder["not"] is not None:
            out[at["discard_not"] + kind[discarder["not"]]] = 1.0
    if obs["redeal_asked"] is not None:
        out[at["redeal"] + (0 if obs["redeal_asked"] else 1)] = 1.0
    for seat, vote in obs["votes"] or ():
        out[at["votes"] + rel(seat) * 2 + (0 if vote == "yes" else 1)] = 1.0
    scale = SCORE_SCALE * obs["options"]["stake"]
    for seat, points in enumerate(obs["scores"]):
        put(out, at["scores"] + rel(seat), points / scale, -1.0, 1.0)
    put(out, at["round"], (obs["round"] - 1) / obs["rounds"])
