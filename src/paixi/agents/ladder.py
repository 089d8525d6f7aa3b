"""The bots a table offers in each game: a ladder of kinds, each measured
stronger than the one below it (issue 23: names that tell the truth).

The search tiers (``ismcts-fast``, ``ismcts``, ``ismcts-strong``: 30, 100
and 1,000 playouts or 0.05, 0.1 and 1 s a move) are the same search at
three budgets, and in most games some of them play alike: at 30 playouts
the search keeps the heuristic's move in nearly every decision, and in
合挡 or 争上游 1,000 playouts find nothing that 100 do not. A tier is on a
game's ladder only where seat-rotated play measured it above the rung
below it: the whole 95% interval of its win share above par against that
rung (or against the heuristic, where that is the rung below), or, in
三门老, its interval against the heuristic clear of the lower tier's. A
head-to-head between two tiers may come from the game's heads-up table
(吹牛, 干瞪眼). The figures and the commands that give them are in
docs/bots.md ("What a table offers"), and each rung's is in :data:`EVIDENCE`.

A ladder applies to every table size of its game: where a game's edge
was measured at two (UNO and 龙麻将: heads-up and at four seats), it
held at both. Every other agent remains available by
name (``paixi tournament``, the API), whatever the ladder says; the
ladder is what the new-table form shows.
"""

from __future__ import annotations

BASE = ("random", "heuristic")
"""Every game with decisions: the heuristic is above random in every round robin (docs/bots.md)."""

LADDERS: dict[str, tuple[str, ...]] = {
    "chuiniu": (*BASE, "ismcts", "ismcts-strong"),
    "sanmenlao": (*BASE, "ismcts-fast", "ismcts", "ismcts-strong"),
    "gandengyan": (*BASE, "ismcts", "ismcts-strong"),
    "hedang": (*BASE, "ismcts"),
    "zhengshangyou": (*BASE, "ismcts"),
    "jielong": (*BASE, "ismcts", "ismcts-strong"),
    "chuanpai": (*BASE, "ismcts-strong"),
    "daer": (*BASE, "ismcts"),
    "longmajiang": (*BASE, "ismcts-strong"),
    "uno": (*BASE, "ismcts-strong"),
    "mcr": BASE,
}
"""Each game's ladder, at every table size (the seats measured are in :data:`EVIDENCE`)."""

EVIDENCE: dict[tuple[str, str], str] = {
    ("chuiniu", "ismcts"): "ismcts:100 0.708 [0.641, 0.766] of 200 heads-up games "
    "against the heuristic (seed 2027); ismcts:30 0.497 [0.429, 0.566], level",
    ("chuiniu", "ismcts-strong"): "ismcts:1000 0.568 [0.519, 0.615] of 400 heads-up "
    "games against ismcts:100 (seed 2029)",
    ("sanmenlao", "ismcts-fast"): "ismcts:30 0.277 [0.258, 0.297] over 2,000 seat-games "
    "against the heuristic (par 0.25; seeds 2027 and 2028)",
    ("sanmenlao", "ismcts"): "ismcts:100 0.345 [0.325, 0.366] over 2,000 seat-games "
    "against the heuristic, separated from ismcts:30",
    ("sanmenlao", "ismcts-strong"): "ismcts:1000 0.290 [0.255, 0.328] over 600 "
    "seat-games against ismcts:100 (par 0.25; seeds 2029 and 2030)",
    ("gandengyan", "ismcts"): "ismcts:100 0.285 [0.258, 0.313] over 60 duplicate deals "
    "against the heuristic (par 0.25; seed 2083)",
    ("gandengyan", "ismcts-strong"): "ismcts:1000 0.570 [0.501, 0.637] of 200 heads-up "
    "games against ismcts:100 (seed 2029); ismcts:400 (its CPU second) 0.333 "
    "[0.277, 0.395] over 240 seat-games against the heuristic",
    ("hedang", "ismcts"): "ismcts:100 0.289 [0.269, 0.308] over 60 duplicate deals "
    "against the heuristic (par 0.25; seed 2081); ismcts:500 (the strong tier's CPU "
    "second) against ismcts:100 0.253 [0.236, 0.271] over 60 duplicate deals, level",
    ("zhengshangyou", "ismcts"): "ismcts:100 0.463 [0.357, 0.571] against the "
    "heuristic (par 0.25); ismcts:1000 against ismcts:100 heads-up 0.505 "
    "[0.462, 0.548] over 100 duplicate deals, level",
    ("jielong", "ismcts"): "ismcts:100 0.287 [0.259, 0.314] over 60 duplicate deals "
    "against the heuristic (par 0.25; seed 2082)",
    ("jielong", "ismcts-strong"): "ismcts:1000 against ismcts:100 0.271 [0.255, 0.286] "
    "over 200 duplicate deals (par 0.25; four runs of 50, seeds 2068, 2075, 2086 and "
    "2087, pooled by inverse variance)",
    ("chuanpai", "ismcts-strong"): "ismcts:700 0.368 [0.350, 0.386] over 60 duplicate "
    "deals against the heuristic (par 0.333; seed 2061)",
    ("daer", "ismcts"): "ismcts:100 0.287 [0.266, 0.309] over 60 duplicate deals "
    "against the heuristic (par 0.25; seed 2085); ismcts:325 (the strong tier's CPU "
    "second) 0.286 [0.262, 0.311] (seed 2071), no stronger",
    ("longmajiang", "ismcts-strong"): "ismcts:150 (its CPU second) 0.304 [0.280, 0.328] "
    "over 60 duplicate deals at four seats against the heuristic (par 0.25; seed "
    "2080); heads-up 0.577 [0.528, 0.625] over 150 (seed 2070)",
    ("uno", "ismcts-strong"): "ismcts:1000 at four seats 0.268 [0.258, 0.278] over 450 "
    "duplicate deals against the heuristic (par 0.25; seeds 2069, 2073, 2090 and 2091, "
    "pooled by inverse variance); heads-up 0.550 [0.506, 0.594] over 150 (seed 2064)",
}
"""For each rung above the heuristic: the measurement that puts it there."""

NO_SEARCH: dict[str, str] = {
    "mcr": "the search is level with the heuristic: ismcts:100 0.245 [0.225, 0.266] over "
    "120 duplicate deals, ismcts:1000 0.236 [0.201, 0.272] over 60 (par 0.25; seed 2063); "
    "so is a value learned from self-play: -0.008 ± 0.031 hands won per seat-deal "
    "(bench/mcr_value_trial.py, 250 deals)",
}
"""Why a game's usual table offers no search tier: the measurement that found none."""


def ladder(game_id: str) -> tuple[str, ...]:
    """The bot kinds a table of ``game_id`` offers, weakest first; a game
    not listed (no decisions, or one seat) offers :data:`BASE`."""
    return LADDERS.get(game_id, BASE)
