"""What a 大贰 seat sees (docs/specs/daer.md §13), and redrawing what it cannot see.

Public: the 压底 cards and the moved red cards on top of the stock, every
discard and draw, all melds, shown 垅s, dead piles, each seat's
concealed-card count and holding size, dealer and 底家, the stock count, the
winning claim of each window, and at a win the winner's hand and split.
Private: concealed cards (with unshown 垅s), one's own 过张 list, one's own
window options and answer. The 底家 sees only what is public.
"""

from __future__ import annotations

import random
from functools import cache
from typing import TYPE_CHECKING, Any

from paixi.core.options import options_to_dict
from paixi.equipment.daer import CODES, KINDS, format_counts
from paixi.games.daer.model import CLAIM, DEAL, DISCARD, END, OPENING, PHASE_NAMES

if TYPE_CHECKING:
    from paixi.games.daer.game import DaerState


def observation(state: DaerState, seat: int) -> dict[str, Any]:
    """The JSON-safe view of ``seat`` (module docstring). Fields a table view
    needs: ``dealer``, ``dijia``, ``active``, ``turn`` / ``to_act``,
    ``concealed_counts``, ``holding_sizes``, ``melds`` (per seat, each
    ``{"type", "cards"}``), ``longs`` (shown 垅s per seat), ``piles``,
    ``stock_count``, ``dead_bottom``, ``stock_known_top``, ``window`` (the card
    on offer), ``my_hand``, ``my_longs``, ``my_guo``, ``my_waits``,
    ``scores``, ``rounds_log``."""
    phase = state.phase
    in_round = phase not in (DEAL, END)
    players = state.players
    active = list(state.active) if state.dealer >= 0 else []
    to_act = state.current_player() if in_round else None
    window = None
    w = state.window
    if w is not None and phase in (OPENING, CLAIM):
        asked = w.seats[: len(w.answers)]
        window = {
            "kind": w.kind,
            "card": CODES[w.card] if w.card >= 0 else None,
            "from": w.source,
            "seats": list(w.seats),
            "answered": list(asked),
            "my_options": [str(a) for a in w.options[seat]] if seat in w.seats else [],
            "my_answer": str(w.answers[asked.index(seat)]) if seat in asked else None,
        }
    mine = seat in active and in_round
    return {
        "game": "daer",
        "seat": seat,
        "players": players,
        "options": dict(_options_dict(state.options)),
        "phase": PHASE_NAMES[phase],
        "round": min(state.round_index + 1, state.options.rounds),
        "rounds": state.options.rounds,
        "dealer": state.dealer,
        "dijia": state.dijia,
        "active": active,
        "turn": state.turn if phase == DISCARD else None,
        "to_act": to_act,
        "scores": list(state.scores),
        "concealed_counts": [
            sum(state.hand[s]) + (0 if state.longs_shown[s] else 4 * len(state.longs[s]))
            for s in range(players)
        ],
        "holding_sizes": [state.holding_size(s) for s in range(players)],
        "melds": [
            [{"type": m.type, "cards": _ids(m.cards)} for m in state.melds[s]]
            for s in range(players)
        ],
        "longs": [
            [CODES[k] for k in state.longs[s]] if state.longs_shown[s] else []
            for s in range(players)
        ],
        "piles": [[CODES[k] for k in state.piles[s]] for s in range(players)],
        "stock_count": len(state.stock),
        "dead_bottom": [CODES[k] for k in state.dead],
        "stock_known_top": [CODES[k] for k in state.stock[: state.known_top]],
        "window": window,
        "my_hand": format_counts(state.hand[seat]) if mine else "",
        "my_longs": [CODES[k] for k in state.longs[seat]] if mine else [],
        "my_guo": [CODES[k] for k in sorted(state.guo[seat])] if mine else [],
        "my_waits": _waits(state, seat) if mine else [],
        "rounds_log": [dict(r) for r in state.rounds_log],
        "terminal": phase == END,
    }


@cache
def _options_dict(options: Any) -> dict[str, Any]:
    return options_to_dict(options)


def _ids(cards: tuple[int, ...]) -> str:
    return " ".join(CODES[k] for k in cards)


def _waits(state: DaerState, seat: int) -> list[str]:
    """§9 叫: the cards that would complete a winning hand (taken from another player).

    Memoised on what :meth:`DaerState.can_win` reads (the holding, the 过张
    when they block a win, ``min_hu``): a seat's waits change only when its
    cards do, and twenty scorings per observation would dominate its cost."""
    options = state.options
    key = (
        tuple(state.hand[seat]),
        tuple(state.melds[seat]),
        tuple(state.longs[seat]),
        frozenset(state.guo[seat]) if options.guo_blocks_hu else None,
        options.min_hu,
    )
    waits = _WAITS.get(key)
    if waits is None:
        if len(_WAITS) >= _WAITS_MAX:
            _WAITS.clear()
        waits = _WAITS[key] = tuple(CODES[x] for x in range(KINDS) if state.can_win(seat, x, False))
    return list(waits)


_WAITS: dict[tuple[Any, ...], tuple[str, ...]] = {}
_WAITS_MAX = 20_000


def resample(state: DaerState, seat: int, rng: random.Random) -> DaerState:
    """A copy where the other active seats' concealed cards (with unshown 垅s) and
    the unknown part of the stock are redealt from the cards ``seat`` has not
    seen, every hand keeping its size, shown 垅s and melds; the other seats'
    hidden window answers are redrawn from their new legal answers. A deal
    that would put four of a kind into a hand whose 垅s are already shown is
    redrawn (up to 50 tries, then the hidden cards are kept)."""
    if state.phase not in (OPENING, CLAIM, DISCARD):
        return state.clone()
    others = [s for s in state.active if s != seat]
    for _ in range(50):
        new = state.clone()
        if _redeal(new, others, rng):
            break
    else:
        new = state.clone()
    new.guo = [set(g) if s == seat else set() for s, g in enumerate(state.guo)]
    w = new.window
    if w is not None:
        options = {}
        for s in w.seats:
            if s == seat:
                options[s] = w.options[s]
            elif w.kind == "opening":
                options[s] = new._opening_options(s)
            else:
                options[s] = new.claim_options(s, w.card, w.source, w.kind)
        w.options = options
        for i, s in enumerate(w.seats[: len(w.answers)]):
            if s != seat:
                w.answers[i] = rng.choice(options[s])
    return new


def _redeal(new: DaerState, others: list[int], rng: random.Random) -> bool:
    """Redeal in place (see :func:`resample`); False if a shown-垅 hand got four of a kind."""
    pool: list[int] = []
    sizes = []
    for s in others:
        pool += [k for k in range(KINDS) for _ in range(new.hand[s][k])]
        hidden_longs = [] if new.longs_shown[s] else new.longs[s]
        pool += [k for k in hidden_longs for _ in range(4)]
        sizes.append(sum(new.hand[s]) + 4 * len(hidden_longs))
    known = new.known_top
    pool += new.stock[known:]
    pool.sort(key=lambda _k: rng.random())
    i = 0
    for s, n in zip(others, sizes, strict=True):
        counts = [0] * KINDS
        for k in pool[i : i + n]:
            counts[k] += 1
        i += n
        if new.longs_shown[s]:
            if 4 in counts:
                return False
        else:
            new.longs[s] = [k for k in range(KINDS) if counts[k] == 4]
            for k in new.longs[s]:
                counts[k] = 0
        new.hand[s] = counts
    new.stock = new.stock[:known] + pool[i:]
    return True
