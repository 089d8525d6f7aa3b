"""干瞪眼's observation tensor (:mod:`paixi.core.tensor`), built from one seat's
observation only (:meth:`GandengyanState.observation`).

Seats are counted from the observer: row 0 is the observer, row 1 the next
seat in turn order, and so on. Suits never matter, so cards are counted per
rank in the order of :data:`paixi.equipment.poker.GANDENGYAN_ORDER` (0 = ``3``
… 11 = ``A``, 12 = ``2``) with the jokers (wild) as a 14th column (index 13).
Natural counts are divided by ``4 x decks``, joker counts by ``2 x decks``, so
every count lies in [0, 1]. The play to beat is given by its readings: each
joker counts at the rank it stands for, which with the options fixes its
combination (rules §"Combinations").

One engine game is ``hands`` hands: the per-hand planes cover the current hand.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from paixi.core.tensor import Plane, TensorSpec, put
from paixi.equipment.poker import GANDENGYAN_ORDER, parse_card

RANKS = len(GANDENGYAN_ORDER)
JOKER = RANKS
"""Column of the jokers in the per-card planes."""
COLUMNS = RANKS + 1
_PHASES = ("dealer", "deal", "play", "end")
_SCORE_SCALE = 100.0
_BOMB_SCALE = 8.0


def tensor_spec(players: int, options: Any) -> TensorSpec:
    """The layout for ``players`` seats under ``options`` (rules page §"Options")."""
    n, c, r = players, COLUMNS, RANKS
    return TensorSpec(
        "gandengyan",
        [
            Plane("my_hand", (c,), "my cards per rank 3..2 and jokers, / copies in the deck(s)"),
            Plane(
                "played", (n, c), "cards each seat (from me) played this hand, per column / copies"
            ),
            Plane("unseen", (c,), "cards per column neither in my hand nor played, / copies"),
            Plane(
                "standing_play", (r,), "the play to beat by reading: cards per rank / (4 x decks)"
            ),
            Plane("standing_jokers", (1,), "jokers in the play to beat, / 2"),
            Plane("standing_joker_bomb", (1,), "1 when the play to beat is the two-joker bomb * *"),
            Plane(
                "standing_player", (n,), "1 at the seat (from me) of the play to beat (0s: I lead)"
            ),
            Plane("passed", (n,), "1 where the seat (from me) passed in the current round"),
            Plane("locked", (n,), "pass_locks: 1 where the seat is out of the current round"),
            Plane(
                "cannot_lead",
                (n,),
                "1 where the seat (from me) could not lead this hand (it held only jokers then)",
            ),
            Plane("hand_sizes", (n,), "cards in each seat's hand (from me), / 20, clipped"),
            Plane("stock", (1,), "cards left in the stock, / (54 x decks)"),
            Plane("phase", (4,), "one-hot: choosing the dealer, dealing, play, end"),
            Plane("to_act", (n,), "1 at the seat (from me) to act"),
            Plane("dealer", (n,), "1 at this hand's dealer (from me)"),
            Plane("bombs", (1,), "bombs played this hand, / 8, clipped"),
            Plane(
                "scores",
                (n,),
                "game totals (from me), / 100, clipped to [-1, 1]",
                -1.0,
                1.0,
            ),
            Plane("hand_no", (1,), "hands finished, / the hands of the game"),
        ],
    )


@cache
def _card_column(text: str) -> int:
    card = parse_card(text)
    return JOKER if card.is_joker else GANDENGYAN_ORDER.index(card.rank)


@cache
def _play_readings(text: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``(naturals, joker readings)`` of a play's notation (``4 *5 6``); a
    joker of the two-joker bomb ``* *`` reads -1."""
    naturals: list[int] = []
    jokers: list[int] = []
    for token in text.split():
        if token == "*":
            jokers.append(-1)
        elif token.startswith("*"):
            jokers.append(GANDENGYAN_ORDER.index(token[1:]))
        else:
            naturals.append(GANDENGYAN_ORDER.index(token))
    return tuple(naturals), tuple(jokers)


@cache
def _play_columns(text: str) -> tuple[tuple[int, int], ...]:
    """``(column, cards)`` of a play's notation: naturals by rank, jokers in
    the jokers' column."""
    naturals, jokers = _play_readings(text)
    columns = [*naturals, *(JOKER for _ in jokers)]
    return tuple((c, columns.count(c)) for c in sorted(set(columns)))


def encode(obs: dict[str, Any], spec: TensorSpec, out: list[float]) -> None:
    """Fill ``out`` (``spec.size`` zeros) from ``obs`` (:meth:`GandengyanState.observation`)."""
    at = spec.offset
    me = obs["seat"]
    n = obs["players"]
    decks = obs["decks"]
    natural, joker = 1.0 / (4 * decks), 1.0 / (2 * decks)
    seen = [0.0] * COLUMNS

    base = at["my_hand"]
    for text in obs["my_hand"]:
        c = _card_column(text)
        step = joker if c == JOKER else natural
        out[base + c] += step
        seen[c] += step

    # Logs run to hundreds of entries: count each seat's distinct plays first,
    # then add each play's columns once per repeat.
    log = obs["log"]
    plays: dict[tuple[int, str], int] = {}
    cannot = at["cannot_lead"]
    for entry in log:
        kind = entry[1]
        if kind == "play":
            key = (entry[0], entry[2])
            plays[key] = plays.get(key, 0) + 1
        elif kind == "cannot_lead":
            out[cannot + (entry[0] - me) % n] = 1.0
    played = at["played"]
    for (seat, text), times in plays.items():
        row = played + ((seat - me) % n) * COLUMNS
        for c, k in _play_columns(text):
            amount = times * k * (joker if c == JOKER else natural)
            out[row + c] += amount
            seen[c] += amount
    passed = at["passed"]
    for entry in reversed(log):  # the passes of the current round
        kind = entry[1]
        if kind == "round_won":
            break
        if kind == "pass":
            out[passed + (entry[0] - me) % n] = 1.0
    base = at["unseen"]
    for c in range(COLUMNS):
        put(out, base + c, 1.0 - seen[c])

    current = obs["current"]
    if current is not None:
        naturals, jokers = _play_readings(current["play"])
        base = at["standing_play"]
        for r in naturals:
            out[base + r] += natural
        for r in jokers:
            if r >= 0:
                out[base + r] += natural
        put(out, at["standing_jokers"], len(jokers) / 2)
        if jokers and jokers[0] < 0:
            out[at["standing_joker_bomb"]] = 1.0
        out[at["standing_player"] + (current["seat"] - me) % n] = 1.0
    for seat in obs["locked"]:
        out[at["locked"] + (seat - me) % n] = 1.0

    for seat, size in enumerate(obs["hand_sizes"]):
        put(out, at["hand_sizes"] + (seat - me) % n, size / 20)
    put(out, at["stock"], obs["stock"] / (54 * decks))
    out[at["phase"] + _PHASES.index(obs["phase"])] = 1.0
    if obs["to_act"] is not None:
        out[at["to_act"] + (obs["to_act"] - me) % n] = 1.0
    if obs["dealer"] >= 0:
        out[at["dealer"] + (obs["dealer"] - me) % n] = 1.0
    put(out, at["bombs"], obs["bombs"] / _BOMB_SCALE)
    for seat, score in enumerate(obs["scores"]):
        put(out, at["scores"] + (seat - me) % n, score / _SCORE_SCALE, -1.0, 1.0)
    put(out, at["hand_no"], len(obs["hands"]) / obs["options"]["hands"])
