"""What each 龙麻将 player sees, and redeals of what it cannot see (docs/specs/longmajiang.md §10).

A player (a *person*: a seat, or in the bridge variant one of the two people
running two seats each) sees its own concealed cards, every dummy's cards
(bridge), every discard in order and whether it was taken, every exposed meld
with its cards and source, the hand sizes, the stock size, the dealer, the
scores, whose decision is pending, and in a claim window only its own legal
answers and its own answers. At the end of the match every hand is shown.
"""

from __future__ import annotations

import random
from functools import cache
from typing import TYPE_CHECKING, Any

from paixi.core.options import options_to_dict
from paixi.games.longmajiang.actions import PASS
from paixi.games.longmajiang.cards import FACE_TEXT, is_winning
from paixi.games.longmajiang.model import Window
from paixi.games.longmajiang.phases import PHASE_NAMES, Phase

if TYPE_CHECKING:
    from paixi.games.longmajiang.state import LongmajiangState

_IN_HAND = (Phase.ACT, Phase.FORCED, Phase.CLAIM, Phase.LAST)


@cache
def _options_dict(options: Any) -> dict[str, Any]:
    return options_to_dict(options)


def _cards(faces: list[int]) -> list[str]:
    return [FACE_TEXT[f] for f in faces]


def observation(st: LongmajiangState, person: int) -> dict[str, Any]:
    """The JSON-safe view of ``person`` (§10). Fields a mahjong table needs:
    ``concealed`` (per seat: cards, or None when hidden), ``hand_sizes``,
    ``melds`` (per seat: cards, kind, source seat, number), ``discards`` (per
    seat, in order, with ``taken``), ``discard_order`` (``[seat, card]`` in
    play order), ``dealer``, ``stock_count``, ``to_act`` (the seat whose
    decision is pending), ``dummies`` and ``person_of_seat`` (bridge),
    ``last_card`` (``{"seat", "wins"}`` for the player deciding on the last
    card, None for everybody else: others see the same after every last draw)."""
    phase = st._phase
    in_hand = phase in _IN_HAND
    n = st.seats
    visible = st.open_seats(person) if phase != Phase.END else set(range(n))
    acting = st.acting_seat() if in_hand else None
    drawn = None
    if phase in (Phase.ACT, Phase.LAST) and st.drawn >= 0 and st.turn in visible and in_hand:
        drawn = [st.turn, FACE_TEXT[st.drawn]]
    window = None
    w = st.window
    if phase == Phase.CLAIM and w is not None:
        done = len(w.answers)
        mine = []
        for s in st.seats_of(person):
            if s in w.seats:
                i = w.seats.index(s)
                mine.append(
                    {
                        "seat": s,
                        "options": [str(a) for a in w.options[s]] + [str(PASS)],
                        "answer": str(w.answers[i]) if i < done else None,
                    }
                )
        window = {
            "card": FACE_TEXT[w.card],
            "from": w.source,
            "order": list(w.seats),
            "answered": done,
            "mine": mine,
        }
    last_card = None
    if phase == Phase.LAST and st.person(st.turn) == person:
        # only the deciding player learns whether the last card wins (§10)
        wins = is_winning(st.hands[st.turn], len(st.melds[st.turn]), st.any_suit)
        last_card = {"seat": st.turn, "wins": wins}
    last = None
    if st.order and (in_hand or phase == Phase.END):
        s, i = st.order[-1]
        last = [s, FACE_TEXT[st.discards[s][i][0]]]
    return {
        "game": "longmajiang",
        "seat": person,
        "my_seats": st.seats_of(person),
        "seats": n,
        "decks": st.decks,
        "variant": st.options.variant,
        "dummies": [1, 3] if st.bridge else [],
        "person_of_seat": [st.person(s) for s in range(n)],
        "options": dict(_options_dict(st.options)),
        "phase": PHASE_NAMES[phase],
        "to_act": acting,
        "hand_number": min(st.hand_index + 1, st.n_hands),
        "hands_per_match": st.n_hands,
        "dealer": st.dealer,
        "scores": list(st.scores),
        "stock_count": st.stock_left() if in_hand else 0,
        "hand_sizes": [len(h) for h in st.hands],
        "concealed": [_cards(st.hands[s]) if s in visible else None for s in range(n)],
        "drawn": drawn,
        "chi_card": FACE_TEXT[st.chi_card] if phase == Phase.FORCED and st.chi_card >= 0 else None,
        "melds": [
            [
                {"cards": _cards(list(m.cards)), "kind": m.kind, "from": m.source, "number": i + 1}
                for i, m in enumerate(st.melds[s])
            ]
            for s in range(n)
        ],
        "discards": [
            [{"card": FACE_TEXT[f], "taken": taken} for f, taken in st.discards[s]]
            for s in range(n)
        ],
        "discard_order": [[s, FACE_TEXT[st.discards[s][i][0]]] for s, i in st.order],
        "last_discard": last,
        "last_card": last_card,
        "window": window,
        "hands_log": [dict(h) for h in st.hands_log],
        "terminal": phase == Phase.END,
    }


def resample_hidden(st: LongmajiangState, person: int, rng: random.Random) -> LongmajiangState:
    """A copy in which the cards ``person`` cannot see (the other players'
    concealed cards that are not open dummies, and the stock) are redealt at
    random, and the hidden claim answers already given are redrawn among the
    new legal answers. A card known to be held (the one just taken by 吃)
    stays with its holder. A seat facing the last-card decision may be dealt
    any cards: every last draw asks it (``pass`` alone when they do not
    win), so being asked says nothing about its hand (§5.6, §10)."""
    new = st.clone()
    if st._phase not in _IN_HAND:
        return new
    visible = st.open_seats(person)
    hidden = [s for s in range(st.seats) if s not in visible]
    if not hidden:
        return new
    pinned = {}
    if st._phase == Phase.FORCED and st.chi_card >= 0 and st.turn in hidden:
        pinned[st.turn] = st.chi_card
    pool = list(st.stock[st.top :])
    for s in hidden:
        hand = list(st.hands[s])
        if s in pinned:
            hand.remove(pinned[s])
        pool += hand
    rng.shuffle(pool)
    i = 0
    for s in hidden:
        k = len(st.hands[s]) - (s in pinned)
        hand = pool[i : i + k] + ([pinned[s]] if s in pinned else [])
        i += k
        new.hands[s] = sorted(hand)
    new.stock = st.stock[: st.top] + pool[i:]
    if st.turn in hidden and st.drawn >= 0 and st._phase in (Phase.ACT, Phase.LAST):
        new.drawn = rng.choice(new.hands[st.turn])
    if st._phase == Phase.CLAIM:
        w = st.window
        assert w is not None  # a claim window is open
        fresh = new.open_window(w.source, w.card, w.earthly)
        answers = []
        for i, s in enumerate(w.seats[: len(w.answers)]):
            if s in hidden:
                answers.append(rng.choice([*fresh.options[s], PASS]))
            else:
                answers.append(w.answers[i])
        new.window = Window(w.card, w.source, fresh.seats, fresh.options, answers, w.earthly)
    new._legal = None
    return new
