"""What each 川牌 seat may see, and redealing what it cannot (docs/specs/chuanpai.md §10).

:func:`observation` is a JSON-safe dict built only from what the seat may
know: every face-up card and meld, seat statuses once declared, hand sizes,
the stock count, steal counts, the open card and who is being asked in a
window (everyone active is asked, so that tells nothing), the resolved
claims (through the face-up cards' ``taker``), the redeal request and,
once all are in, the votes; and privately its own hand (locked cards
marked), its own evaluation numbers (§4.2), its 包子 flag, its window
options and answer.

:func:`resample_hidden` redeals the others' concealed cards and the stock,
redraws their hidden answers, and keeps everything the seat has seen,
including what the passes showed: no seat is dealt 3 copies of a kind it
let die (the 杠 would have been compulsory).
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from paixi.core.options import options_to_dict
from paixi.equipment.chuanpai import IDS, NUM_KINDS, format_counts
from paixi.games.chuanpai.actions import DECLARE_PLAY, DECLARE_SITOUT, VOTE_NO, VOTE_YES
from paixi.games.chuanpai.evaluation import evaluate_hand
from paixi.games.chuanpai.scoring import TUHUO

_STATUS = {"P": "pending", "A": "active", "S": "sitout", "O": "out"}
_REASONS = {"q": "qipai", "p": "peng", "x": "exchange"}
_SOURCES = {"f": "flip", "r": "replacement", "d": "discard"}


@cache
def _options_dict(options: Any) -> dict[str, Any]:
    return options_to_dict(options)


def meld_json(meld: Any) -> dict[str, Any]:
    """A meld for observers: type, card ids, size, whether a 吐火 has sounded."""
    return {
        "type": meld.type,
        "cards": [IDS[k] for k in meld.cards],
        "text": str(meld),
        "sounded": meld.sounded if meld.type == TUHUO else None,
    }


def observation(state: Any, seat: int) -> dict[str, Any]:
    """The observation of ``seat`` (see the module docstring). Shapes: lists
    indexed by seat; cards as two-digit ids."""
    phase = state.phase
    n = state.players
    to_act = state.current_player()
    w = state.window
    window = None
    if w is not None and phase == "window":
        asked = w.seats
        mine = asked.index(seat) if seat in asked else None
        window = {
            "card": IDS[w.card],
            "owner": w.owner,
            "source": _SOURCES[w.source],
            "asked": list(asked),
            "answered": len(w.answers),
            "my_options": [str(a) for a in w.options[mine]] if mine is not None else [],
            "my_answer": str(w.answers[mine])
            if mine is not None and mine < len(w.answers)
            else None,
        }
    discarder = None
    if phase == "discard":
        s, reason, forbidden = state.disc
        discarder = {
            "seat": s,
            "reason": _REASONS[reason],
            "not": IDS[forbidden] if forbidden >= 0 else None,
        }
    votes_done = phase != "vote" and len(state.votes) == len(state.voters) and state.voters
    my_vote = None
    if seat in state.voters[: len(state.votes)]:
        my_vote = str(state.votes[state.voters.index(seat)])
    my_decl = None
    if seat in state.declarers[: len(state.decls)]:
        my_decl = str(state.decls[state.declarers.index(seat)])
    ev = state.evals[seat]
    in_round = phase not in ("dealer", "deal", "over")
    return {
        "game": "chuanpai",
        "seat": seat,
        "players": n,
        "options": dict(_options_dict(state.options)),
        "phase": phase,
        "round": min(state.round_no + 1, state.options.rounds),
        "rounds": state.options.rounds,
        "dealer": state.dealer,
        "scores": list(state.scores),
        "to_act": to_act if to_act >= 0 else None,
        "status": [_STATUS[c] for c in state.status],
        "hand": format_counts(state.hands[seat]) if in_round else "",
        "locked": format_counts(state.locked[seat]) if in_round else "",
        "hand_sizes": [sum(h) for h in state.hands],
        "melds": [[meld_json(m) for m in melds] for melds in state.melds],
        "plays": [
            [[IDS[c], _SOURCES[src], taker] for c, src, taker in pile] for pile in state.plays
        ],
        "stolen": list(state.stolen),
        "stock": state.bottom - state.top,
        "window": window,
        "discarder": discarder,
        "redeal_asked": state.redeal_asked,
        "votes": [[s, str(a)] for s, a in zip(state.voters, state.votes, strict=False)]
        if votes_done
        else None,
        "my_vote": my_vote,
        "my_declaration": my_decl,
        "my_evaluation": ev.to_json() if ev is not None and in_round else None,
        "my_baozi": state.baozi[seat],
        "log": [dict(r) for r in state.log],
        "terminal": phase == "over",
    }


def resample_hidden(state: Any, seat: int, rng: random.Random) -> Any:
    """A copy in which the others' concealed cards, their locked marks, the
    stock order and the others' hidden answers are redrawn consistently with
    what ``seat`` has seen (hand sizes, locked counts, public facts; before
    play, the dealer's being asked about a redeal constrains his hand, and
    up to 50 redeals are tried to keep it)."""
    if state.phase in ("dealer", "deal", "over"):
        return state.clone()
    passed = passed_kinds(state) if state.phase in ("window", "discard") else []
    other = state.clone()
    _redeal(other, seat, rng)
    for _ in range(49):
        if _consistent(other, seat, passed):
            break
        other = state.clone()
        _redeal(other, seat, rng)
    _redraw_answers(other, seat, rng)
    return other


def _redeal(state: Any, seat: int, rng: random.Random) -> None:
    others = [s for s in range(state.players) if s != seat]
    pool = [k for s in others for k in range(NUM_KINDS) for _ in range(state.hands[s][k])]
    pool.extend(state.stock[state.top : state.bottom])
    pool.sort(key=lambda _k: rng.random())
    i = 0
    pre_play = state.phase in ("redeal", "vote", "declare")
    for s in others:
        size = sum(state.hands[s])
        n_locked = sum(state.locked[s])
        cards = pool[i : i + size]
        i += size
        hand = [0] * NUM_KINDS
        for k in cards:
            hand[k] += 1
        locked = [0] * NUM_KINDS
        for k in rng.sample(cards, n_locked):
            locked[k] += 1
        state.hands[s] = hand
        state.locked[s] = locked
        if pre_play:
            state.dealt[s] = tuple(sorted(cards))
            state.evals[s] = evaluate_hand(hand, state.threshold(s), state.options.required_mao)
    state.stock[state.top : state.bottom] = pool[i:]


def passed_kinds(state: Any) -> list[tuple[int, int]]:
    """The dead cards' (kind, seat not asked): every card left unclaimed in a
    closed window (the open window's card excepted), with the discarder of
    a discard, who was not asked about it (-1 for a flip or replacement)."""
    open_card = None
    if state.phase == "window" and state.window is not None:
        open_card = (state.window.owner, len(state.plays[state.window.owner]) - 1)
    out = []
    for owner, pile in enumerate(state.plays):
        for i, (card, source, taker) in enumerate(pile):
            if taker == -1 and (owner, i) != open_card:
                out.append((card, owner if source == "d" else -1))
    return out


def keeps_passes(state: Any, seat: int, passed: list[tuple[int, int]]) -> bool:
    """Whether every other active seat holds at most 2 concealed copies of
    each kind it let die (§5.2: with 3 the 杠 is compulsory; concealed
    copies only leave a hand in play, except a replacement card taken in
    by exchange, whose kind is not judged for the seat that took it)."""
    taken: dict[int, set[int]] = {}
    for pile in state.plays:
        for card, src, t in pile:
            if src == "r" and t >= 0:
                taken.setdefault(t, set()).add(card)
    for s in range(state.players):
        if s == seat or state.status[s] != "A":
            continue
        hand = state.hands[s]
        mine = taken.get(s, set())
        for kind, exempt in passed:
            if exempt != s and hand[kind] >= 3 and kind not in mine:
                return False
    return True


def _consistent(new: Any, seat: int, passed: list[tuple[int, int]]) -> bool:
    """Whether the redeal keeps what the seat knows of the others' hands: in
    play, no seat holds 3 copies of a kind it let die (:func:`keeps_passes`);
    before play, whether the dealer was asked about a redeal tells whether
    his hand has no fan and too little 陀 (§4.3 step 1)."""
    if new.phase in ("window", "discard"):
        return keeps_passes(new, seat, passed)
    o = new.options
    if new.phase not in ("redeal", "vote", "declare") or seat == new.dealer:
        return True
    if not o.dealer_redeal_vote or new.players < 2:
        return True
    ev = new.evals[new.dealer]
    weak = ev.f0 == 0 and ev.tuo < o.dealer_threshold
    asked = new.phase in ("redeal", "vote") or new.redeal_asked is not None
    return weak == asked


def _redraw_answers(state: Any, seat: int, rng: random.Random) -> None:
    w = state.window
    if w is not None and state.phase == "window":
        for i, s in enumerate(w.seats):
            if s != seat:
                w.options[i] = state.claim_options(s, w.card, w.owner, w.source)
                if i < len(w.answers):
                    w.answers[i] = rng.choice(w.options[i])
    for i, s in enumerate(state.voters[: len(state.votes)]):
        if s != seat and state.phase == "vote":
            state.votes[i] = rng.choice((VOTE_YES, VOTE_NO))
    if state.phase == "declare":
        for i, s in enumerate(state.declarers[: len(state.decls)]):
            if s == seat:
                continue
            if state.evals[s].qualified:
                state.decls[i] = DECLARE_PLAY
            elif state.options.allow_baozi:
                state.decls[i] = rng.choice((DECLARE_PLAY, DECLARE_SITOUT))
            else:
                state.decls[i] = DECLARE_SITOUT
    state._legal = None
