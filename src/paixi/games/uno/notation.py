"""UNO position notation (docs/specs/uno.md, "Positions").

Seventeen fields after the frame of :mod:`paixi.core.position`::

    <hands> <pile> <discard> <active> <phase> <to_act> <dir> <dealer> <penalty>
    <window> <play> <swap> <dates> <log> <private> <scores> <past>

* ``hands`` every seat's cards (uno-deck.md codes, in the order held; a card
  drawn is last) joined by ``,``, the seats joined by ``/``;
* ``pile`` the draw pile, top first; ``discard`` the discard pile bottom
  first, black cards with the colour they named (``W(B)``);
* ``active`` the colour to match (``R Y G B``, ``-`` before the start card),
  with ``*`` when the top card matches by colour only (a judgment, §10.7);
* ``phase`` one of ``dealer dates deal start_colour turn drawn respond window
  give end``; ``to_act`` the seat to act (``-`` if none); ``dir`` 1 or -1;
  ``dealer`` the dealer of this hand (``-`` before it is chosen);
* ``penalty`` ``<pending>:<victim>:<stack_all_plus2>:<challengeable>:<offender>:<guilty>:<colour>:<rank>``
  (the draw penalty pending, who faces it, the stacking and challenge
  flags, the last Wild Draw Four's player, its guilt and the colour and rank
  it was played on);
* ``window`` ``<kind>:<answered>:<catchers>`` for an open catch, death,
  counter or jump_in window (``-`` otherwise); ``play`` the play whose §5.3
  steps are under way, ``<seat>:<action>:<how>:<next step>:<next seat>:<respond>``
  (``-`` if none); ``swap`` a Wild swap in progress ``<player>:<target>:<m>:<given>``;
* ``dates`` the judgment-day dates ``m/d`` per seat (``-`` for none);
* ``log`` this hand's public events and ``private`` each seat's private
  events (seats joined by ``/``), each event its items joined by ``:``
  (a list ``[1.2]``, spaces written ``_``), events joined by ``,``;
* ``scores`` the totals; ``past`` the finished hands, each
  ``<dealer>:<winner>:<how>:<cards left per seat, '.'-joined, seats '/'>``,
  joined by ``;``.

``-`` is an empty field. Positions are taken at decision points and before a
deal; the game's chance steps in the middle of a play (a reshuffle, the
start card's return, a swap's take) are not positions.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from paixi.core.errors import PositionError
from paixi.core.game import CHANCE, TERMINAL
from paixi.core.position import (
    EMPTY,
    expect_fields,
    flag,
    int_list,
    read,
    to_int,
    to_seat,
)
from paixi.equipment.uno import (
    BLACK,
    CODES,
    COLOUR,
    COLOURS,
    DECK,
    RANK,
    parse_card,
    played_code,
)
from paixi.games.uno.actions import Action, parse_action
from paixi.games.uno.phases import PHASE_NAMES, How, Phase, Window, WinHow
from paixi.games.uno.turn import Post

FIELDS = (
    "hands",
    "pile",
    "discard",
    "active",
    "phase",
    "to_act",
    "dir",
    "dealer",
    "penalty",
    "window",
    "play",
    "swap",
    "dates",
    "log",
    "private",
    "scores",
    "past",
)
WINDOWS = tuple(w.value for w in Window)
HOWS = tuple(h.value for h in How)
WIN_HOWS = tuple(w.value for w in WinHow)
_CHANCE_STEPS = (Phase.RESHUFFLE, Phase.RETURN, Phase.TAKE)
"""Chance steps in the middle of a play: no position is taken there."""


def _cards(kinds: list[int] | tuple[int, ...], sep: str = ",") -> str:
    return sep.join(CODES[k] for k in kinds) or EMPTY


def _item(x: Any) -> str:
    if isinstance(x, bool):
        return "true" if x else "false"
    if isinstance(x, list | tuple):
        return "[" + ".".join(map(str, x)) + "]"
    return str(x).replace(" ", "_")


def _event(e: tuple | list) -> str:
    return ":".join(_item(x) for x in e)


def _read_item(text: str) -> Any:
    if text in ("true", "false"):
        return text == "true"
    if text.startswith("[") and text.endswith("]"):
        return [to_int(t, "a listed seat") for t in text[1:-1].split(".") if t]
    body = text[1:] if text.startswith("-") else text
    if body.isdigit():
        return int(text)
    return text.replace("_", " ")


_EVENT_WORDS = frozenset(
    (
        "draw",
        "keep",
        "start",
        "accept",
        "peek",
        "swapping",
        "swap",
        "death",
        "caught",
        "challenge",
        "reshuffle",
    )
)
_PRIVATE_WORDS = frozenset(("peek", "shown", "took", "received"))


def _read_events(text: str, n: int, private: bool = False) -> list[tuple]:
    """Public (``private=False``) or private events; :class:`PositionError` if malformed."""
    out = []
    for e in text.split(",") if text != EMPTY else []:
        items = tuple(_read_item(x) for x in e.split(":"))
        if len(items) < 2:
            raise PositionError(f"event {e[:20]!r} has fewer than two items")
        if private:
            if items[0] not in _PRIVATE_WORDS or type(items[1]) is not int:
                raise PositionError(
                    f"private event {e[:20]!r} is not peek, shown, took or received"
                )
        else:
            seat, word = items[0], items[1]
            if type(seat) is not int or not -1 <= seat < n or not isinstance(word, str):
                raise PositionError(f"event {e[:20]!r} does not start with a seat")
            if word not in _EVENT_WORDS:
                read(parse_action, word, f"event {e[:20]!r}")
        out.append(items)
    return out


def write(state: Any) -> list[str]:
    """The seventeen fields of a :class:`UnoState`; :class:`PositionError` in
    the middle of a chance step."""
    if state.phase in _CHANCE_STEPS:
        raise PositionError(
            f"UNO positions are taken at decisions, not during a {state.phase.word}"
        )
    active = COLOURS[state.active] if state.active < BLACK else EMPTY
    if state.discard and state.discard[-1] < 52 and state.top_rank < 0:
        active += "*"
    ctx_colour, ctx_rank = state._wd4_context
    penalty = ":".join(
        map(
            str,
            (
                state.pending,
                state.victim,
                int(state.stack_all_plus2),
                int(state.challengeable),
                state.offender,
                int(state.guilty),
                ctx_colour,
                ctx_rank,
            ),
        )
    )
    window = EMPTY
    if state._win is not None:
        hits = ".".join(map(str, state._win_hits)) or EMPTY
        window = f"{state._win}:{state._win_pos}:{hits}"
    p = state._post
    play = EMPTY
    if p is not None:
        play = f"{p.seat}:{_item(p.action.text)}:{p.how}:{p.step}:{p.next_seat}:{int(p.respond)}"
    player, target, m = state._swap
    swap = EMPTY if player < 0 else f"{player}:{target}:{m}:{_cards(state._swap_given, '.')}"
    dates = ",".join(f"{d[0]}/{d[1]}" if d else EMPTY for d in state.dates)
    past = ";".join(
        f"{h['dealer']}:{h['winner']}:{h['how']}:"
        + "/".join(c.replace(" ", ".") or EMPTY for c in h["cards"])
        for h in state.hands_log
    )
    return [
        "/".join(_cards(h) for h in state.hands),
        _cards(state.pile[::-1]),
        ",".join(map(played_code, state.discard, state.named)) or EMPTY,
        active,
        state.phase.word,
        str(state._cp) if state._cp >= 0 else EMPTY,
        str(state.dir),
        str(state.dealer) if state.dealer >= 0 else EMPTY,
        penalty,
        window,
        play,
        swap,
        dates,
        ",".join(_event(e) for e in state.log) or EMPTY,
        "/".join(",".join(_event(e) for e in p) or EMPTY for p in state.private),
        ",".join(map(str, state.scores)),
        past or EMPTY,
    ]


def _read_cards(text: str, what: str, sep: str = ",") -> list[int]:
    return [read(parse_card, c, what) for c in text.split(sep)] if text != EMPTY else []


def _read_discard(text: str) -> tuple[list[int], list[int]]:
    kinds, named = [], []
    for code in text.split(",") if text != EMPTY else []:
        body, _, colour = code.partition("(")
        k = read(parse_card, body, "discard")
        if colour:
            if k < 52 or not colour.endswith(")") or colour[:-1] not in COLOURS:
                raise PositionError(
                    f"discard: {code[:12]!r} is a black card with a colour, e.g. W(B)"
                )
            named.append(COLOURS.index(colour[:-1]))
        else:
            named.append(COLOUR[k])
        kinds.append(k)
    return kinds, named


def _read_past(state: Any, past: str) -> None:
    n = state.n
    for i, text in enumerate(past.split(";") if past != EMPTY else [], 1):
        parts = text.split(":")
        if len(parts) != 4:
            raise PositionError(f"finished hand {i} is <dealer>:<winner>:<how>:<cards>")
        if state.phase == Phase.END:
            raise PositionError(f"hand {i} is played after the game was over")
        dealer = to_seat(parts[0], f"hand {i} dealer", n)
        if i > 1 and dealer != state.dealer:
            raise PositionError(f"hand {i} is dealt by seat {state.dealer}, not {dealer}")
        state.dealer = dealer
        state._winner = to_seat(parts[1], f"hand {i} winner", n)
        if parts[2] not in WIN_HOWS:
            raise PositionError(f"hand {i}: a hand is won by out, death or judgment")
        state._win_how = WinHow(parts[2])
        left = parts[3].split("/")
        if len(left) != n:
            raise PositionError(f"hand {i} lists the cards of {n} seats, not {len(left)}")
        state.hands = [_read_cards(c, f"hand {i} cards", ".") for c in left]
        state._end_hand()


def load(state: Any, fields: list[str]) -> None:
    """Set a fresh state from the fields; :class:`PositionError` if inconsistent."""
    expect_fields(fields, FIELDS, "uno")
    (
        hands,
        pile,
        discard,
        active,
        phase,
        to_act,
        direction,
        dealer,
        penalty,
        window,
        play,
        swap,
        dates,
        log,
        private,
        scores,
        past,
    ) = fields
    n = state.n
    _read_past(state, past)
    if int_list(scores, "scores", low=0) != state.scores:
        raise PositionError(
            f"scores {scores[:40]} differ from the finished hands' {','.join(map(str, state.scores))}"
        )
    if phase not in PHASE_NAMES:
        raise PositionError(f"phase must be one of {', '.join(PHASE_NAMES)}, not {phase[:20]!r}")
    code = Phase(PHASE_NAMES.index(phase))
    if code in _CHANCE_STEPS:
        raise PositionError(f"a position is not taken during a {phase}")
    if (code == Phase.END) != (state.phase == Phase.END):
        raise PositionError(f"after {len(state.hands_log)} finished hands the phase is not {phase}")
    if state.hands_log and code in (Phase.DEALER, Phase.DATES):
        raise PositionError(f"the {phase} phase comes before the first hand only")
    if dates != ",".join([EMPTY] * n):
        if not state.options.judgment_day:
            raise PositionError("dates are declared only with judgment_day")
        got = dates.split(",")
        if len(got) != n:
            raise PositionError(f"dates lists {n} seats, not {len(got)}")
        for s, d in enumerate(got):
            if d != EMPTY:
                state.dates[s] = read(parse_action, f"date {d}", "dates").date
    if code == Phase.DEALER:
        if dealer != EMPTY:
            raise PositionError("in the dealer phase the dealer is not yet chosen (-)")
    else:
        chosen = to_seat(dealer, "dealer", n)
        if state.hands_log and chosen != state.dealer:
            raise PositionError(f"this hand is dealt by seat {state.dealer}, not {chosen}")
        state.dealer = chosen
    state.phase = code
    state._cp = CHANCE
    seats = hands.split("/")
    if len(seats) != n:
        raise PositionError(f"hands lists {n} seats, not {len(seats)}")
    state.hands = [_read_cards(h, f"seat {s}'s hand") for s, h in enumerate(seats)]
    state.pile = _read_cards(pile, "pile")[::-1]
    state.discard, state.named = _read_discard(discard)
    if code in (Phase.DEALER, Phase.DATES, Phase.DEAL):
        if fields[:4] != ["/".join([EMPTY] * n), EMPTY, EMPTY, EMPTY]:
            raise PositionError(f"in the {phase} phase there are no cards out")
    else:
        _check_deck(state)
    if active.rstrip("*") not in (*COLOURS, EMPTY):
        raise PositionError(f"active must be a colour letter R Y G B (or -), not {active[:10]!r}")
    colour = active.rstrip("*")
    state.active = COLOURS.index(colour) if colour != EMPTY else BLACK
    if state.discard:
        if state.named[-1] != state.active:
            state.named[-1] = state.active
        top = state.discard[-1]
        state.top_rank = RANK[top] if top < 52 and not active.endswith("*") else -1
    state.dir = to_int(direction, "dir", -1, 1)
    if state.dir == 0:
        raise PositionError("dir is 1 or -1")
    _load_penalty(state, penalty)
    state.log = _read_events(log, n)
    privates = private.split("/")
    if len(privates) != n:
        raise PositionError(f"private lists {n} seats, not {len(privates)}")
    state.private = [_read_events(p, n, private=True) for p in privates]
    _load_play(state, play, window, swap)
    state._cp = to_seat(to_act, "to_act", n) if to_act != EMPTY else CHANCE
    _check_turn(state, to_act)
    if code == Phase.END:
        state._cp = TERMINAL
    state._legal = None


def _check_deck(state: Any) -> None:
    have = Counter([*(k for h in state.hands for k in h), *state.pile, *state.discard])
    full = Counter(DECK)
    for k in sorted(set(have) | set(full)):
        if have[k] != full[k]:
            raise PositionError(
                f"{CODES[k]}: {have[k]} in hands, pile and discard; the deck has {full[k]}"
            )


def _load_penalty(state: Any, text: str) -> None:
    parts = text.split(":")
    if len(parts) != 8:
        raise PositionError(
            "penalty is <pending>:<victim>:<stack_all_plus2>:<challengeable>:<offender>:<guilty>:<colour>:<rank>"
        )
    n = state.n
    state.pending = to_int(parts[0], "pending", 0, 108)
    state.victim = to_int(parts[1], "victim", -1, n - 1)
    state.stack_all_plus2 = flag(parts[2], "stack_all_plus2")
    state.challengeable = flag(parts[3], "challengeable")
    state.offender = to_int(parts[4], "offender", -1, n - 1)
    state.guilty = flag(parts[5], "guilty")
    state._wd4_context = (to_int(parts[6], "colour", 0, BLACK), to_int(parts[7], "rank", -1, 14))


def _load_play(state: Any, play: str, window: str, swap: str) -> None:
    n = state.n
    if play != EMPTY:
        parts = play.split(":")
        if len(parts) != 6:
            raise PositionError("play is <seat>:<action>:<how>:<step>:<next seat>:<respond>")
        seat = to_seat(parts[0], "play seat", n)
        action = read(parse_action, parts[1].replace("_", " "), "play action")
        if not isinstance(action, Action) or not action.cards:
            raise PositionError("the play under way lays cards")
        if parts[2] not in HOWS:
            raise PositionError(f"how must be one of {', '.join(HOWS)}")
        post = Post(seat, action, How(parts[2]))
        post.step = to_int(parts[3], "step", 1, 7)
        post.next_seat = to_int(parts[4], "next seat")
        post.respond = flag(parts[5], "respond")
        state._post = post
    if window != EMPTY:
        parts = window.split(":")
        if len(parts) != 3 or parts[0] not in WINDOWS:
            raise PositionError(
                f"window is <kind>:<answered>:<catchers>, kind one of {', '.join(WINDOWS)}"
            )
        if state._post is None:
            raise PositionError("a window is open only during a play")
        if state.phase != Phase.WINDOW:
            raise PositionError("a window is open exactly in the window phase")
        state._win = Window(parts[0])
        player, d = state._post.seat, state.dir
        state._win_seats = [(player + i * d) % n for i in range(1, n)]
        state._win_pos = to_int(parts[1], "answered", 0, n - 2)
        state._win_hits = int_list(parts[2], "catchers", sep=".")
        if any(s not in state._win_seats[: state._win_pos] for s in state._win_hits):
            raise PositionError("a catcher must be a seat that has answered")
    elif state.phase == Phase.WINDOW:
        raise PositionError("the window phase needs an open window")
    if swap != EMPTY:
        parts = swap.split(":")
        if len(parts) != 4:
            raise PositionError("swap is <player>:<target>:<m>:<given>")
        state._swap = (
            to_seat(parts[0], "swap player", n),
            to_seat(parts[1], "swap target", n),
            to_int(parts[2], "m", 1, 3),
        )
        state._swap_given = _read_cards(parts[3], "swap given", ".")
        left = list(state.hands[state._swap[0]])
        for k in state._swap_given:
            if k not in left:
                raise PositionError(f"swap: {CODES[k]} is not in the player's hand")
            left.remove(k)
        if len(state._swap_given) >= state._swap[2]:
            raise PositionError("swap: every card is already given")
    if (state.phase == Phase.GIVE) != (swap != EMPTY):
        raise PositionError("a swap is under way exactly in the give phase")


def _check_turn(state: Any, to_act: str) -> None:
    phase = state.phase
    seat = state._cp
    needs_seat = phase not in (Phase.DEALER, Phase.DEAL, Phase.END)
    if needs_seat != (seat >= 0):
        raise PositionError(
            f"in the {phase.word} phase " + ("a seat is to act" if needs_seat else "nobody acts")
        )
    if phase == Phase.WINDOW and seat != state._win_seats[state._win_pos]:
        raise PositionError(
            f"seat {state._win_seats[state._win_pos]} answers the window, not {to_act}"
        )
    if phase == Phase.RESPOND and seat != state.victim:
        raise PositionError(f"the victim (seat {state.victim}) responds, not {to_act}")
    if phase == Phase.RESPOND and state.pending <= 0:
        raise PositionError("the respond phase needs a pending penalty")
    if phase == Phase.GIVE and seat != state._swap[0]:
        raise PositionError(f"the swap's player (seat {state._swap[0]}) gives, not {to_act}")
    if phase == Phase.DRAWN:
        if not state.hands[seat]:
            raise PositionError("the drawn phase needs the drawn card in hand")
        state.drawn = state.hands[seat][-1]
    if phase == Phase.DATES and state.dates[seat] is not None:
        raise PositionError(f"seat {seat} has already declared a date")
    if (
        phase
        in (Phase.TURN, Phase.DRAWN, Phase.RESPOND, Phase.WINDOW, Phase.GIVE, Phase.START_COLOUR)
        and not state.discard
    ):
        raise PositionError("play needs the start card on the discard pile")
