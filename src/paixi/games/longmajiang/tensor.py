"""龙麻将's observation tensor (:mod:`paixi.core.tensor`), built from one
player's observation only (:func:`paixi.games.longmajiang.observe.observation`).

Conventions:

* ``N`` seats: the player count, or 4 in the bridge variant, where player 0
  runs seats 0 (main hand) and 1 (its open dummy) and player 1 seats 2 and 3;
* seat rows are counted from the observer's first seat: row 0 is my (main)
  seat, then the seats in turn order — in the bridge variant row 1 is my
  dummy and rows 2, 3 the other player's; plane ``mine`` marks the rows I
  decide for and ``to_act`` which of them is asked now;
* a card is its face 0-53 (``paixi.games.longmajiang.cards``): suited cards
  ``rank·4 + suit`` with ranks A 2 … 10 J Q K (0-12) and suits S H C D (0-3),
  then BJ 52 and SJ 53; a count of a face is divided by 2 (two decks at most);
* an exposed meld is a slot (at most :data:`MELD_SLOTS` per seat, in the order
  made, so slot ``i`` is meld number ``i + 1`` of ``gang 7C +1``) holding its
  kind (``peng minggang angang jiagang``), its cards and the row it came from;
* claims are ``hu gang peng chi pass``.

Scores are per player (2 in the bridge variant), counted from the observer.
"""

from __future__ import annotations

from typing import Any

from paixi.core.tensor import Plane, TensorSpec, put
from paixi.games.longmajiang.cards import FACE_TEXT, NUM_FACES

F = NUM_FACES
MELD_SLOTS = 3
"""Exposed melds a seat can hold: a winning hand is three melds (§3)."""
MELD_KINDS = ("peng", "minggang", "angang", "jiagang")
PHASES = ("deal", "act", "forced_discard", "claims", "last_card", "over")
CLAIMS = ("hu", "gang", "peng", "chi", "pass")
SCORE_SCALE = 100
"""Scores are divided by this and clipped to [-1, 1]."""

_FACE = {text: f for f, text in enumerate(FACE_TEXT)}
_PHASE = {name: i for i, name in enumerate(PHASES)}
_MELD = {name: i for i, name in enumerate(MELD_KINDS)}
_CLAIM = {name: i for i, name in enumerate(CLAIMS)}


def seat_count(players: int, options: Any) -> int:
    """Seats at the table: ``players``, or 4 in the bridge variant."""
    return 4 if options.variant == "bridge" else players


def tensor_spec(players: int, options: Any) -> TensorSpec:
    """The layout for ``players`` under ``options`` (only the variant matters)."""
    n = seat_count(players, options)
    slot = len(MELD_KINDS) + F + n
    return TensorSpec(
        "longmajiang",
        [
            Plane("mine", (n,), "1 at the rows (seats) I decide for"),
            Plane("open", (n,), "1 at the rows whose concealed cards I see (mine, dummies)"),
            Plane("concealed", (n, F), "the concealed cards of each row I see: copies / 2"),
            Plane("hand_sizes", (n,), "concealed cards of each row, / 10"),
            Plane(
                "melds",
                (n, MELD_SLOTS, slot),
                "each row's exposed melds by slot: kind one-hot (peng minggang angang "
                "jiagang), its cards (copies / 2), the row it came from (none: concealed)",
            ),
            Plane("discards", (n, F), "every card each row discarded this hand, / 2"),
            Plane("taken", (n, F), "those of its discards that a claim took, / 2"),
            Plane("latest", (n, F), "1 at each row's latest discard"),
            Plane("last_discard", (F,), "1 at the last discard of the hand"),
            Plane("last_discarder", (n,), "1 at the row of the last discard"),
            Plane("drawn", (F,), "1 at the card just drawn, when I see the drawer's hand"),
            Plane("drawer", (n,), "1 at the row that just drew, when I see its hand"),
            Plane(
                "chi_card", (F,), "forced discard after 吃: 1 at the card taken (not discardable)"
            ),
            Plane("phase", (len(PHASES),), "1 at the phase: " + " ".join(PHASES)),
            Plane("to_act", (n,), "1 at the row whose decision is pending"),
            Plane("dealer", (n,), "1 at the dealer's row"),
            Plane("window_card", (F,), "claim window: 1 at the discard on offer"),
            Plane("window_from", (n,), "claim window: 1 at its discarder's row"),
            Plane("window_answered", (n,), "claim window: 1 at each row that has answered"),
            Plane("my_options", (n, 4), "claim window, my rows: may claim hu gang peng chi"),
            Plane("my_answers", (n, len(CLAIMS)), "claim window, my rows: my hidden answer"),
            Plane(
                "unseen",
                (F,),
                "copies of each face I have not seen (not in a hand I see, an exposed "
                "meld or a discard pile), / 2",
            ),
            Plane("stock", (1,), "cards left in the stock, / 108"),
            Plane(
                "scores",
                (players,),
                f"each player's (from me) score, / {SCORE_SCALE}, clipped to [-1, 1]",
                -1.0,
                1.0,
            ),
            Plane("hand_progress", (1,), "hands finished / hands in the match"),
        ],
    )


def _claim(text: str) -> int:
    return _CLAIM[text.split(" ", 1)[0]]


def encode(obs: dict[str, Any], spec: TensorSpec, out: list[float]) -> None:
    """Fill ``out`` (``spec.size`` zeros) from ``obs`` (one player's observation)."""
    at = spec.offset
    n = obs["seats"]
    mine = obs["my_seats"]
    base_seat = mine[0]
    face = _FACE
    slot = len(MELD_KINDS) + F + n

    def rel(seat: int) -> int:
        return (seat - base_seat) % n

    for seat in mine:
        out[at["mine"] + rel(seat)] = 1.0
    # copies of each face seen: in the hands I see, the exposed melds, the
    # discards still in a pile (a taken one is counted in its meld)
    seen = [0] * F
    for seat in range(n):
        r = rel(seat)
        row = r * F
        cards = obs["concealed"][seat]
        if cards is not None:
            out[at["open"] + r] = 1.0
            base = at["concealed"] + row
            for text in cards:
                f = face[text]
                out[base + f] += 0.5
                seen[f] += 1
        put(out, at["hand_sizes"] + r, obs["hand_sizes"][seat] / 10)
        for i, meld in enumerate(obs["melds"][seat][:MELD_SLOTS]):
            base = at["melds"] + (r * MELD_SLOTS + i) * slot
            out[base + _MELD[meld["kind"]]] = 1.0
            for text in meld["cards"]:
                f = face[text]
                out[base + len(MELD_KINDS) + f] += 0.5
                seen[f] += 1
            if meld["from"] is not None:
                out[base + len(MELD_KINDS) + F + rel(meld["from"])] = 1.0
        pile = obs["discards"][seat]
        discards, taken = at["discards"] + row, at["taken"] + row
        for d in pile:
            f = face[d["card"]]
            out[discards + f] += 0.5
            if d["taken"]:
                out[taken + f] += 0.5
            else:
                seen[f] += 1
        if pile:
            out[at["latest"] + row + face[pile[-1]["card"]]] = 1.0
    last = obs["last_discard"]
    if last is not None:
        out[at["last_discarder"] + rel(last[0])] = 1.0
        out[at["last_discard"] + face[last[1]]] = 1.0
    drawn = obs["drawn"]
    if drawn is not None:
        out[at["drawer"] + rel(drawn[0])] = 1.0
        out[at["drawn"] + face[drawn[1]]] = 1.0
    if obs["chi_card"] is not None:
        out[at["chi_card"] + face[obs["chi_card"]]] = 1.0
    out[at["phase"] + _PHASE[obs["phase"]]] = 1.0
    if obs["to_act"] is not None and obs["to_act"] >= 0:
        out[at["to_act"] + rel(obs["to_act"])] = 1.0
    if obs["dealer"] is not None and obs["dealer"] >= 0:
        out[at["dealer"] + rel(obs["dealer"])] = 1.0
    window = obs["window"]
    if window is not None:
        out[at["window_card"] + face[window["card"]]] = 1.0
        out[at["window_from"] + rel(window["from"])] = 1.0
        for seat in window["order"][: window["answered"]]:
            out[at["window_answered"] + rel(seat)] = 1.0
        for entry in window["mine"]:
            r = rel(entry["seat"])
            for text in entry["options"]:
                kind = _claim(text)
                if kind < 4:
                    out[at["my_options"] + r * 4 + kind] = 1.0
            if entry["answer"] is not None:
                out[at["my_answers"] + r * len(CLAIMS) + _claim(entry["answer"])] = 1.0
    decks = obs["decks"]
    base = at["unseen"]
    for f in range(F):
        if seen[f] < decks:
            out[base + f] = (decks - seen[f]) / 2
    put(out, at["stock"], obs["stock_count"] / 108)
    players = len(obs["scores"])
    me = obs["seat"]
    for person, points in enumerate(obs["scores"]):
        put(out, at["scores"] + (person - me) % players, points / SCORE_SCALE, -1.0, 1.0)
    put(out, at["hand_progress"], (obs["hand_number"] - 1) / obs["hands_per_match"])
