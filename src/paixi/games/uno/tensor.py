"""UNO's observation tensor (:mod:`paixi.core.tensor`), built from one seat's
observation only (:meth:`~paixi.games.uno.hidden.HiddenInformation.observation`).

Conventions:

* seats are counted from the observer: row 0 is the observer, row 1 the
  next seat in seat-number order (the order of play when the direction is
  ``1``; plane ``direction`` tells which way play goes), and so on;
* a card is its *kind* in deck order (``paixi.equipment.uno``): colour ``c``
  (0 R, 1 Y, 2 G, 3 B) and rank ``r`` (0-9, 10 Skip, 11 Reverse, 12 Draw
  Two) give ``13·c + r``; 52 is the Wild, 53 the Wild Draw Four — 54 kinds;
* a count of a kind is divided by its copies in the deck (1 for a 0, 2 for
  the other coloured cards, 4 for each black card), so it lies in [0, 1];
* phases are indexed as ``PHASE_NAMES`` (``dealer dates deal return
  start_colour turn drawn respond window reshuffle take end give``), windows
  as ``catch death counter jump_in``.

The ``dates`` plane (judgment day, §10.7) is present only when the option is on.

:func:`encode` (from the observation dict) is the reference; :func:`encode_state`
gives the same tensor reading the state directly — only what
:meth:`~paixi.games.uno.hidden.HiddenInformation.observation` shows the seat —
for the RL environments (tests/rl/test_fast_tensors.py compares the two).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from paixi.core.tensor import Plane, TensorSpec, put
from paixi.equipment.uno import CODES, COLOURS, COPIES, KINDS
from paixi.games.uno import engine
from paixi.games.uno.hidden import RECENT
from paixi.games.uno.moves import NO_RANK
from paixi.games.uno.phases import PHASE_NAMES, Phase, Window

WINDOWS = tuple(w.value for w in Window)
"""Window kinds in plane order."""
HAND_SCALE = 20
"""Hand sizes are divided by this and clipped to 1 (plane ``hand_sizes``)."""
PENDING_SCALE = 20
"""A pending draw penalty is divided by this and clipped to 1."""
DECK_SIZE = 108

_KIND = {code: k for k, code in enumerate(CODES)}
# a black card as the discard pile writes it, with the colour it named
_KIND.update({f"{CODES[k]}({c})": k for k in (52, 53) for c in COLOURS})
_INV = tuple(1.0 / c for c in COPIES)
_PHASE = {name: i for i, name in enumerate(PHASE_NAMES)}
_WINDOW = {name: i for i, name in enumerate(WINDOWS)}
_COLOUR = {c: i for i, c in enumerate(COLOURS)}


_NOT_PLAYS = frozenset(
    ("draw", "keep", "accept", "challenge", "caught", "death", "peek", "swapping", "swap")
)
"""Public events that lay no card (the others are plays, ``colour`` and ``date``)."""


def _set_colour(text: str) -> str | None:
    """The colour a logged play or ``colour`` choice sets, or None if it sets none."""
    t = text.rstrip("!")
    if t.startswith(("colour ", "counter ")):
        return t.rsplit(" ", 1)[1][0]
    if t.startswith(("date", "W(peek", "W(swap")):
        return None
    if t.startswith("judge"):
        return t[6] if t.startswith("judge(") else None
    last = t.rsplit(" ", 1)[-1]
    if last[0] == "W":
        return last[-2] if last.endswith(")") else None
    return last[0]


def _drew_on(events: list[list[Any]], base: int, rel: Any, out: list[float]) -> None:
    """Plane ``drew_on`` from the public events (oldest first): the colour to
    match is followed through plays and ``colour`` choices; a draw of one card
    not owed to a catch is a turn's draw; laying a card clears the seat's row."""
    colour: int | None = None
    caught = False
    for event in events:
        seat, what = event[0], event[1]
        if seat < 0:
            if what == "start" and len(event) == 3:
                colour = _COLOUR.get(event[2][0])
            continue
        if what == "draw":
            if event[2] == 1 and not caught and colour is not None:
                out[base + rel(seat) * 4 + colour] = 1.0
            caught = False
        elif what == "caught":
            caught = True
        elif what not in _NOT_PLAYS:
            named = _set_colour(what)
            if named is not None:
                colour = _COLOUR[named]
            if not what.startswith(("colour", "date")):
                row = base + rel(seat) * 4
                for i in range(row, row + 4):
                    out[i] = 0.0


def tensor_spec(players: int, options: Any) -> TensorSpec:
    """The layout for ``players`` seats under ``options`` (rules page §10)."""
    p = players
    planes = [
        Plane("my_hand", (KINDS,), "my cards: copies of each kind held / copies in the deck"),
        Plane(
            "hand_sizes",
            (p,),
            f"cards held by each seat (from me), divided by {HAND_SCALE}, clipped to 1",
        ),
        Plane("one_card", (p,), "1 where the seat (from me) holds exactly one card"),
        Plane("top", (KINDS,), "1 at the kind of the top card of the discard pile"),
        Plane("active_colour", (4,), "1 at the colour to match (R Y G B)"),
        Plane(
            "colour_only",
            (1,),
            "1 when the top card matches by colour only (a black card, a judgment)",
        ),
        Plane(
            "discarded",
            (KINDS,),
            "copies of each kind in the discard pile / copies in the deck (seen this shuffle)",
        ),
        Plane("draw_pile", (1,), f"cards in the draw pile / {DECK_SIZE}"),
        Plane("direction", (1,), "1 when play goes up the seat numbers (direction 1), else 0"),
        Plane("dealer", (p,), "1 at the dealer of this hand (from me)"),
        Plane("to_act", (p,), "1 at the seat (from me) to act"),
        Plane("phase", (len(PHASE_NAMES),), "1 at the phase (PHASE_NAMES order)"),
        Plane("drawn", (KINDS,), "phase drawn, me to act: 1 at the card I just drew"),
        Plane("pending", (1,), f"draw penalty pending, / {PENDING_SCALE}, clipped to 1"),
        Plane("victim", (p,), "phase respond: 1 at the seat (from me) facing the penalty"),
        Plane("challengeable", (1,), "phase respond: 1 when the Wild Draw Four may be challenged"),
        Plane(
            "stack_plus2",
            (1,),
            "phase respond: 1 when the whole penalty came from Draw Twos (any +2 stacks)",
        ),
        Plane("window", (len(WINDOWS),), "1 at the open window (catch death counter jump_in)"),
        Plane("window_player", (p,), "1 at the seat (from me) whose play opened the window"),
        Plane("window_answered", (p,), "1 where the seat (from me) has answered the window"),
        Plane("my_answer", (2,), "catch window: my own answer (catch, pass), once given"),
        Plane("swap_player", (p,), "Wild swap under way: 1 at its player (from me)"),
        Plane("swap_target", (p,), "Wild swap under way: 1 at its target (from me)"),
        Plane("swap_cards", (1,), "Wild swap under way: cards to swap / 3"),
        Plane(
            "my_given",
            (KINDS,),
            "Wild swap, I am its player: copies of each kind I chose to give / copies",
        ),
        Plane(
            "drew_on",
            (p, 4),
            "1 where the seat (from me) drew on its turn, since it last laid a card, "
            "while that colour (R Y G B) was to be matched (within the public events "
            "the observation keeps)",
        ),
        Plane(
            "scores",
            (p,),
            "each seat's (from me) points, / the target, clipped to 1",
        ),
    ]
    if options.judgment_day:
        planes.append(
            Plane(
                "dates",
                (p, 12 + 31),
                "judgment day: each seat's (from me) date, 1 at its month (1-12) then its day (1-31)",
            )
        )
    return TensorSpec("uno", planes)


def encode(obs: dict[str, Any], spec: TensorSpec, out: list[float]) -> None:
    """Fill ``out`` (``spec.size`` zeros) from ``obs`` (one seat's observation)."""
    at = spec.offset
    me = obs["seat"]
    n = obs["players"]
    kind = _KIND
    inv = _INV

    def rel(seat: int) -> int:
        return (seat - me) % n

    base = at["my_hand"]
    for code in obs["hand"]:
        k = kind[code]
        out[base + k] += inv[k]
    base_sizes, base_one = at["hand_sizes"], at["one_card"]
    for seat, count in enumerate(obs["hand_counts"]):
        r = (seat - me) % n
        out[base_sizes + r] = min(count / HAND_SCALE, 1.0)
        if count == 1:
            out[base_one + r] = 1.0
    discard = obs["discard"]
    if discard:
        base = at["discarded"]
        for code in discard.split():
            k = kind[code]
            out[base + k] += inv[k]
        for i in range(base, base + KINDS):
            if out[i] > 1.0:  # a reshuffle can return more copies than one deck's share
                out[i] = 1.0
        out[at["top"] + kind[obs["top"]]] = 1.0
    colour = _COLOUR.get(obs["active_colour"])
    if colour is not None:
        out[at["active_colour"] + colour] = 1.0
    if obs["colour_only"]:
        out[at["colour_only"]] = 1.0
    put(out, at["draw_pile"], obs["draw_pile"] / DECK_SIZE)
    if obs["direction"] == 1:
        out[at["direction"]] = 1.0
    if obs["dealer"] >= 0:
        out[at["dealer"] + rel(obs["dealer"])] = 1.0
    if obs["to_act"] is not None:
        out[at["to_act"] + rel(obs["to_act"])] = 1.0
    out[at["phase"] + _PHASE[obs["phase"]]] = 1.0
    if obs["drawn"] is not None:
        out[at["drawn"] + kind[obs["drawn"]]] = 1.0
    put(out, at["pending"], obs["pending"] / PENDING_SCALE)
    if obs["victim"] is not None:
        out[at["victim"] + rel(obs["victim"])] = 1.0
    if obs["challengeable"]:
        out[at["challengeable"]] = 1.0
    if obs["stack_plus2"]:
        out[at["stack_plus2"]] = 1.0
    window = obs["window"]
    if window is not None:
        out[at["window"] + _WINDOW[window["kind"]]] = 1.0
        if window["player"] >= 0:
            out[at["window_player"] + rel(window["player"])] = 1.0
        for seat in window["answered"]:
            out[at["window_answered"] + rel(seat)] = 1.0
        answer = window["my_answer"]
        if answer is not None:
            out[at["my_answer"] + (0 if answer == "catch" else 1)] = 1.0
    swap = obs["swap"]
    if swap is not None:
        out[at["swap_player"] + rel(swap["player"])] = 1.0
        out[at["swap_target"] + rel(swap["target"])] = 1.0
        put(out, at["swap_cards"], swap["cards"] / 3)
        for code in obs["my_given"] or ():
            k = kind[code]
            out[at["my_given"] + k] += inv[k]
    _drew_on(obs["recent"], at["drew_on"], rel, out)
    target = obs["options"]["target"]
    base = at["scores"]
    for seat, points in enumerate(obs["scores"]):
        put(out, base + rel(seat), points / target)
    if "dates" in at:
        base = at["dates"]
        for seat, date in enumerate(obs["dates"]):
            if date:
                month, day = date.split("/")
                row = base + rel(seat) * 43
                out[row + int(month) - 1] = 1.0
                out[row + 11 + int(day)] = 1.0


# --- the fast path: the same tensor read from the state ---------------------------------

_DRAW, _CAUGHT, _PLAY, _CHOICE = 1, 2, 3, 4
"""What a seat's public event does to plane ``drew_on`` (0: nothing)."""
_COMPILED = getattr(engine._FASTC, "tensor", None)
"""The compiled twin of :func:`_encode_core` (None: not built, or switched off)."""
_EVENT_OPS: dict[str, tuple[int, int]] = {}
"""A seat's event word -> (what it does, the colour it sets or -1): the words
repeat from step to step, so each is parsed once (as :func:`_drew_on` does)."""


def _event_op(what: str) -> tuple[int, int]:
    op = _EVENT_OPS.get(what)
    if op is None:
        if what == "draw":
            op = (_DRAW, -1)
        elif what == "caught":
            op = (_CAUGHT, -1)
        elif what in _NOT_PLAYS:
            op = (0, -1)
        else:
            named = _set_colour(what)
            colour = -1 if named is None else _COLOUR[named]
            op = (_CHOICE if what.startswith(("colour", "date")) else _PLAY, colour)
        if len(_EVENT_OPS) < 4096:  # bounded: the words are few, but never grow without end
            _EVENT_OPS[what] = op
    return op


def encode_state(state: Any, me: int, spec: TensorSpec, out: Any) -> None:
    """What :func:`encode` gives from ``state.observation(me)``, read from the
    state's fields (only those the observation shows ``me``). The hot planes
    come from the compiled engine's twin of :func:`_encode_core` when it is
    built (``_fastc_tensor.c``), else from :func:`_encode_core`."""
    compiled = _COMPILED
    if compiled is None or not compiled(
        state, me, out, _layout(spec), _INV, _EVENT_OPS, _event_op, state.options.target
    ):
        if compiled is not None:  # the C path met something unexpected: start afresh
            for i in range(spec.size):
                out[i] = 0.0
        _encode_core(state, me, spec, out)
    if state.phase in _RARE or state._judge:
        _encode_rare(state, me, spec, out)


@lru_cache(maxsize=64)
def _layout(spec: TensorSpec) -> tuple[int, ...]:
    """The plane offsets and constants ``_fastc_tensor.c`` reads (its ``L_*`` order)."""
    at = spec.offset
    planes = [
        "my_hand",
        "hand_sizes",
        "one_card",
        "top",
        "active_colour",
        "colour_only",
        "discarded",
        "draw_pile",
        "direction",
        "to_act",
        "phase",
        "drawn",
        "pending",
        "victim",
        "challengeable",
        "stack_plus2",
        "drew_on",
        "dealer",
        "scores",
    ]
    return (
        *(at[name] for name in planes),
        RECENT,
        int(Phase.DRAWN),
        int(Phase.RESPOND),
        NO_RANK,
        HAND_SCALE,
        PENDING_SCALE,
        DECK_SIZE,
        _DRAW,
        _CAUGHT,
        _PLAY,
    )


def _encode_core(state: Any, me: int, spec: TensorSpec, out: Any) -> None:
    """The planes ``my_hand`` to ``stack_plus2``, ``drew_on`` and ``scores``."""
    at = spec.offset
    n = state.n
    inv = _INV
    base = at["my_hand"]
    for k in state.hands[me]:
        out[base + k] += inv[k]
    base_sizes, base_one = at["hand_sizes"], at["one_card"]
    for seat, hand in enumerate(state.hands):
        r = (seat - me) % n
        count = len(hand)
        out[base_sizes + r] = min(count / HAND_SCALE, 1.0)
        if count == 1:
            out[base_one + r] = 1.0
    discard = state.discard
    if discard:
        base = at["discarded"]
        for k in discard:
            out[base + k] += inv[k]
        for i in range(base, base + KINDS):
            if out[i] > 1.0:  # a reshuffle can return more copies than one deck's share
                out[i] = 1.0
        out[at["top"] + discard[-1]] = 1.0
        if state.top_rank == NO_RANK:
            out[at["colour_only"]] = 1.0
    if state.active < 4:
        out[at["active_colour"] + state.active] = 1.0
    put(out, at["draw_pile"], len(state.pile) / DECK_SIZE)
    if state.dir == 1:
        out[at["direction"]] = 1.0
    cp = state._cp
    if cp >= 0:
        out[at["to_act"] + (cp - me) % n] = 1.0
    phase = state.phase
    out[at["phase"] + phase] = 1.0
    if phase == Phase.DRAWN and cp == me:
        out[at["drawn"] + state.drawn] = 1.0
    put(out, at["pending"], state.pending / PENDING_SCALE)
    if phase == Phase.RESPOND:
        out[at["victim"] + (state.victim - me) % n] = 1.0
        if state.challengeable:
            out[at["challengeable"]] = 1.0
        if state.stack_all_plus2:
            out[at["stack_plus2"]] = 1.0
    _drew_on_state(state.log[-RECENT:], at["drew_on"], me, n, out)
    if state.dealer >= 0:
        out[at["dealer"] + (state.dealer - me) % n] = 1.0
    target = state.options.target
    base = at["scores"]
    for seat, points in enumerate(state.scores):
        put(out, base + (seat - me) % n, points / target)


_RARE = (Phase.WINDOW, Phase.GIVE, Phase.TAKE)
"""Phases with planes :func:`_encode_core` leaves (windows and swaps)."""


def _encode_rare(state: Any, me: int, spec: TensorSpec, out: Any) -> None:
    """The planes :func:`_encode_core` leaves: windows, swaps and judgment day's dates."""
    at = spec.offset
    n = state.n
    inv = _INV
    phase = state.phase
    if phase == Phase.WINDOW:
        _window(state, me, at, out)
    elif phase in (Phase.GIVE, Phase.TAKE):
        player, target, cards = state._swap
        out[at["swap_player"] + (player - me) % n] = 1.0
        out[at["swap_target"] + (target - me) % n] = 1.0
        put(out, at["swap_cards"], cards / 3)
        if player == me:
            base = at["my_given"]
            for k in state._swap_given:
                out[base + k] += inv[k]
    if "dates" in at:
        base = at["dates"]
        for seat, date in enumerate(state.dates):
            if date:
                row = base + ((seat - me) % n) * 43
                out[row + int(date[0]) - 1] = 1.0
                out[row + 11 + int(date[1])] = 1.0


def _window(state: Any, me: int, at: dict[str, int], out: Any) -> None:
    """Planes ``window`` to ``my_answer`` of an open window (§5.3)."""
    n = state.n
    out[at["window"] + _WINDOW[state._win.value]] = 1.0
    post = state._post
    if post is not None and post.seat >= 0:
        out[at["window_player"] + (post.seat - me) % n] = 1.0
    asked = state._win_seats[: state._win_pos]
    for seat in asked:
        out[at["window_answered"] + (seat - me) % n] = 1.0
    if me in asked:  # the observation shows it for every window kind
        out[at["my_answer"] + (0 if me in state._win_hits else 1)] = 1.0


def _drew_on_state(events: list[Any], base: int, me: int, n: int, out: Any) -> None:
    """:func:`_drew_on` over the state's latest public events, each word parsed once."""
    colour = -1
    caught = False
    for event in events:
        seat = event[0]
        if seat < 0:
            if event[1] == "start" and len(event) == 3:
                colour = _COLOUR.get(event[2][0], -1)
            continue
        op, named = _event_op(event[1])
        if op == _DRAW:
            if event[2] == 1 and not caught and colour >= 0:
                out[base + ((seat - me) % n) * 4 + colour] = 1.0
            caught = False
        elif op == _CAUGHT:
            caught = True
        elif op:
            if named >= 0:
                colour = named
            if op == _PLAY:
                row = base + ((seat - me) % n) * 4
                for i in range(row, row + 4):
                    out[i] = 0.0
