"""争上游's observation tensor (:mod:`paixi.core.tensor`), built from one seat's
observation only (:meth:`ZhengshangyouState.observation`).

Seats are counted from the observer: row 0 is the observer, row 1 the next
seat in turn order, and so on. Suits never matter (rules §"Combinations"), so
cards are counted per rank in the order of
:data:`paixi.equipment.poker.ZHENGSHANGYOU_ORDER` (0 = ``3`` … 12 = ``2``,
13 = ``SJ``, 14 = ``BJ``); every rank count is divided by the copies of that
rank in the deck(s) (4 per deck, 1 per deck for a joker), so it lies in [0, 1].
A play is its rank counts, which with the options fix its combination.

One engine game is a whole match: the ``played`` planes cover the current
hand, ``scores`` the match.

:func:`encode` (from the observation dict) is the reference; :func:`encode_state`
gives the same tensor reading the state directly — only what the observation
shows the seat — for the RL environments (tests/rl/test_fast_tensors.py
compares the two).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from paixi.core.tensor import Plane, TensorSpec, put
from paixi.equipment.poker import ZHENGSHANGYOU_ORDER, parse_card

RANKS = len(ZHENGSHANGYOU_ORDER)
_PHASES = ("deal", "return", "play", "end")
_SCORE_RANGE = 2.0
"""Scores are divided by the target and clipped to [0, 2]."""


def tensor_spec(players: int, options: Any) -> TensorSpec:
    """The layout for ``players`` seats under ``options`` (rules page §"Options")."""
    n, r = players, RANKS
    return TensorSpec(
        "zhengshangyou",
        [
            Plane("my_hand", (r,), "my cards per rank, divided by the copies in the deck(s)"),
            Plane(
                "played", (n, r), "cards each seat (from me) played this hand, per rank / copies"
            ),
            Plane(
                "unseen", (r,), "cards per rank neither in my hand nor played this hand / copies"
            ),
            Plane("standing_play", (r,), "the play to beat, per rank / copies (all 0: I lead)"),
            Plane("standing_player", (n,), "1 at the seat (from me) of the play to beat"),
            Plane("passed", (n,), "1 where the seat (from me) passed in the current trick"),
            Plane("locked", (n,), "pass_locks: 1 where the seat is out of the current trick"),
            Plane(
                "hand_sizes", (n,), "cards in each seat's hand (from me), / (54 x decks / n + 1)"
            ),
            Plane("out_place", (n, n), "1 at (seat, k) when the seat went out k-th this hand"),
            Plane("phase", (4,), "one-hot: deal, return (tribute return due), play, end"),
            Plane("to_act", (n,), "1 at the seat (from me) to act"),
            Plane("dealer", (n,), "1 at this hand's dealer (from me)"),
            Plane("tribute_from", (n,), "this hand's tribute: 1 at the giver (the last 下游)"),
            Plane("tribute_to", (n,), "this hand's tribute: 1 at the taker (the last 上游)"),
            Plane("tribute_given", (r,), "1 at the rank given in tribute (only if I gave or took)"),
            Plane("tribute_returned", (r,), "1 at the rank returned (only if I gave or took)"),
            Plane(
                "scores",
                (n,),
                "match totals (from me), divided by the target, clipped to [0, 2]",
                0.0,
                _SCORE_RANGE,
            ),
        ],
    )


@cache
def _card_rank(text: str) -> int:
    return ZHENGSHANGYOU_ORDER.index(parse_card(text).rank)


@cache
def _play_ranks(text: str) -> tuple[int, ...]:
    """Rank indices of a play's notation (``7 7 7``); () for ``pass``."""
    if text == "pass":
        return ()
    return tuple(ZHENGSHANGYOU_ORDER.index(t) for t in text.split())


@cache
def _per_copy(decks: int) -> tuple[float, ...]:
    return tuple(1.0 / (decks if r >= 13 else 4 * decks) for r in range(RANKS))


def _put_played_and_unseen(
    out: Any,
    at: dict[str, int],
    hand_log: Any,
    me: int,
    n: int,
    per: tuple[float, ...],
    seen: list[float],
) -> None:
    """The ``played`` rows (seats from ``me``) of ``hand_log``'s ``(seat, play)``
    entries and the ``unseen`` plane; ``seen`` holds my hand's share already."""
    base = at["played"]
    for seat, text in hand_log:
        row = base + ((seat - me) % n) * RANKS
        for r in _play_ranks(text):
            out[row + r] += per[r]
            seen[r] += per[r]
    base = at["unseen"]
    for r in range(RANKS):
        put(out, base + r, 1.0 - seen[r])


def encode(obs: dict[str, Any], spec: TensorSpec, out: list[float]) -> None:
    """Fill ``out`` (``spec.size`` zeros) from ``obs`` (:meth:`ZhengshangyouState.observation`)."""
    at = spec.offset
    me = obs["seat"]
    n = obs["players"]
    decks = obs["options"]["decks"]
    per = _per_copy(decks)
    seen = [0.0] * RANKS

    base = at["my_hand"]
    for text in obs["my_hand"]:
        r = _card_rank(text)
        out[base + r] += per[r]
        seen[r] += per[r]
    _put_played_and_unseen(out, at, obs["hand_log"], me, n, per, seen)

    current = obs["current"]
    if current is not None:
        base = at["standing_play"]
        for r in _play_ranks(current["play"]):
            out[base + r] += per[r]
        out[at["standing_player"] + (current["seat"] - me) % n] = 1.0
    for seat, text in obs["trick"]:
        if text == "pass":
            out[at["passed"] + (seat - me) % n] = 1.0
    for seat in obs["locked"]:
        out[at["locked"] + (seat - me) % n] = 1.0

    size_scale = 54 * decks / n + 1
    for seat, size in enumerate(obs["hand_sizes"]):
        put(out, at["hand_sizes"] + (seat - me) % n, size / size_scale)
    for place, seat in enumerate(obs["out_order"]):
        out[at["out_place"] + ((seat - me) % n) * n + place] = 1.0
    out[at["phase"] + _PHASES.index(obs["phase"])] = 1.0
    if obs["to_act"] is not None:
        out[at["to_act"] + (obs["to_act"] - me) % n] = 1.0
    out[at["dealer"] + (obs["dealer"] - me) % n] = 1.0

    tribute = obs["tribute"]
    if tribute is not None:
        out[at["tribute_from"] + (tribute["from"] - me) % n] = 1.0
        out[at["tribute_to"] + (tribute["to"] - me) % n] = 1.0
        if "given" in tribute:
            out[at["tribute_given"] + ZHENGSHANGYOU_ORDER.index(tribute["given"])] = 1.0
        if "returned" in tribute:
            out[at["tribute_returned"] + ZHENGSHANGYOU_ORDER.index(tribute["returned"])] = 1.0

    target = obs["target"]
    for seat, score in enumerate(obs["scores"]):
        put(out, at["scores"] + (seat - me) % n, score / target, 0.0, _SCORE_RANGE)


# --- the fast path: the same tensor read from the state ---------------------------------


def encode_state(state: Any, me: int, spec: TensorSpec, out: Any) -> None:
    """What :func:`encode` gives from ``state.observation(me)``, read from the
    state's fields (only those the observation shows ``me``), adding in the
    same order so that every sum is the same double."""
    at = spec.offset
    n = state.players
    decks = state.options.decks
    per = _per_copy(decks)
    seen = [0.0] * RANKS

    base = at["my_hand"]
    for r, cards in enumerate(state.hands[me]):
        for _ in cards:
            out[base + r] += per[r]
            seen[r] += per[r]
    _put_played_and_unseen(out, at, state.hand_log, me, n, per, seen)

    if state.last_play is not None:
        base = at["standing_play"]
        for r in _play_ranks(str(state.last_play)):
            out[base + r] += per[r]
        out[at["standing_player"] + (state.last_player - me) % n] = 1.0
    for seat, text in state.trick:
        if text == "pass":
            out[at["passed"] + (seat - me) % n] = 1.0
    for seat, locked in enumerate(state.locked):
        if locked:
            out[at["locked"] + (seat - me) % n] = 1.0

    size_scale = 54 * decks / n + 1
    for seat, size in enumerate(state.sizes):
        put(out, at["hand_sizes"] + (seat - me) % n, size / size_scale)
    for place, seat in enumerate(state.out_order):
        out[at["out_place"] + ((seat - me) % n) * n + place] = 1.0
    phase = state._phase
    out[at["phase"] + phase] = 1.0
    if _PHASES[phase] in ("return", "play"):
        out[at["to_act"] + (state.to_act - me) % n] = 1.0
    out[at["dealer"] + (state.dealer - me) % n] = 1.0

    tribute = state.tribute
    if tribute is not None:
        out[at["tribute_from"] + (tribute["from"] - me) % n] = 1.0
        out[at["tribute_to"] + (tribute["to"] - me) % n] = 1.0
        if me in (tribute["from"], tribute["to"]):  # only they see the ranks
            out[at["tribute_given"] + tribute["given"]] = 1.0
            if tribute["returned"] is not None:
                out[at["tribute_returned"] + tribute["returned"]] = 1.0

    target = state.options.target
    for seat, score in enumerate(state.scores):
        put(out, at["scores"] + (seat - me) % n, score / target, 0.0, _SCORE_RANGE)
