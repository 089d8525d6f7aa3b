"""大贰 position notation: the whole state in one line (rules pages, "Positions").

::

    daer 4 - round=1/1 dealer=0 scores=0,0,0,0 phase=claim:discard:0:s3:0:-
      stock=s1b2... known=0 dead=b3b5 | <seat 0> | <seat 1> | <seat 2> | <seat 3>

(one line; wrapped here). It starts with the frame every game writes,
``daer <players> <options>`` (:mod:`paixi.core.position`: the options that
differ from the defaults, ``name=value`` joined by ``;``, ``-`` for none).
Positions written before issue 29 began ``daer players=<n> options=<name:value,...>``;
:func:`upgrade` rewrites that header to the frame. ``phase``:

* ``deal`` — a round is about to be dealt (chance node);
* ``opening:<answers>`` — the opening window, the answers given so far;
* ``claim:<discard|draw>:<source seat>:<card>:<opening discard 0/1>:<answers>``;
* ``discard:<seat>:<opening discard 0/1>`` — ``seat`` must discard;
* ``over:<card>`` — the game has ended (the winning card, ``-`` if none).

Answers are comma-separated, written as actions with ``_`` for spaces
(``chi_s4_s5_+_s3_s4_s5``), ``-`` for none. ``stock``: the drawable cards
from the top; ``known``: how many of its top cards are moved red 压底 cards;
``dead``: the 压底 cards. Each seat is
``<concealed>/<垅s>/<垅s shown 0|1>/<melds>/<dead pile>/<过张 list>``, every
card list run together (``s1s1b7``), melds as ``type:cards`` joined by ``+``
(``peng:s10s10s10+chi:s1s2s3``), ``-`` for an empty field.

Once a round has ended, an eleventh head field ``log=`` carries the rounds log
(the result of every finished round, as the observation shows it): compact
JSON, percent-encoded (``%20`` for a space) so the position stays one line of
space-separated fields. It must hold one entry per finished round, and its
score changes must add up to ``scores``.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any
from urllib.parse import quote, unquote

from paixi.core.errors import NotationError, OptionError, PaixiError, PositionError, plain_words
from paixi.core.position import encode_options, join_position, split_position
from paixi.equipment.daer import CODES, DECK, KINDS, counts_of, parse_cards
from paixi.games.daer.actions import parse_action
from paixi.games.daer.model import CLAIM, DEAL, DISCARD, END, OPENING, Window
from paixi.games.daer.scoring import MELD_TYPES, Meld, is_lie

if TYPE_CHECKING:
    from paixi.games.daer.game import Daer, DaerState


def _cards(kinds: list[int] | tuple[int, ...]) -> str:
    return "".join(CODES[k] for k in kinds) or "-"


def _counts(counts: list[int]) -> str:
    return _cards([k for k in range(KINDS) for _ in range(counts[k])])


def _num(x: float) -> str:
    """A number exactly (``3``, ``-2.5``), so that positions round-trip."""
    return str(int(x)) if float(x).is_integer() else repr(float(x))


def to_position(state: DaerState) -> str:
    """The position of ``state`` (module docstring)."""
    phase = state.phase
    w = state.window
    if phase == DEAL:
        ph = "deal"
    elif phase == END:
        ph = "over:" + (CODES[state.win_card] if state.win_card is not None else "-")
    elif phase == DISCARD:
        ph = f"discard:{state.turn}:{int(state.opening_discard)}"
    else:
        assert w is not None
        answers = ",".join(str(a).replace(" ", "_") for a in w.answers) or "-"
        if phase == OPENING:
            ph = f"opening:{answers}"
        else:
            ph = f"claim:{w.kind}:{w.source}:{CODES[w.card]}:{int(w.opening_discard)}:{answers}"
    head = [
        f"round={state.round_index + 1}/{state.options.rounds}",
        f"dealer={state.dealer}",
        "scores=" + ",".join(_num(s) for s in state.scores),
        f"phase={ph}",
        f"stock={_cards(state.stock)}",
        f"known={state.known_top}",
        f"dead={_cards(state.dead)}",
    ]
    if state.rounds_log:
        log = json.dumps(state.rounds_log, separators=(",", ":"), ensure_ascii=False)
        head.append("log=" + quote(log, safe=_LOG_SAFE))
    seats = []
    for s in range(state.players):
        melds = "+".join(f"{m.type}:{_cards(m.cards)}" for m in state.melds[s]) or "-"
        seats.append(
            "/".join(
                (
                    _counts(state.hand[s]),
                    _cards(state.longs[s]),
                    str(int(state.longs_shown[s])),
                    melds,
                    _cards(state.piles[s]),
                    _cards(sorted(state.guo[s])),
                )
            )
        )
    return join_position(state, [*head, *(word for seat in seats for word in ("|", seat))])


_LOG_SAFE = ':,[]{}"-.+_/'
"""Characters left as they are in the ``log=`` field (readable JSON)."""


def from_position(game: Daer, text: str) -> DaerState:
    """Rebuild a state from its position; :class:`PositionError` saying what is wrong."""
    try:
        return _build(game, text)
    except PositionError:
        raise
    except (PaixiError, ValueError, IndexError, KeyError) as exc:
        raise PositionError(f"bad 大贰 position: {plain_words(exc)}") from None


def _field(token: str, name: str) -> str:
    key, sep, value = token.partition("=")
    if key != name or not sep:
        raise PositionError(f"expected '{name}=...' in the position, got {token[:30]!r}")
    return value


def _list(text: str) -> list[int]:
    return [] if text == "-" else parse_cards(text)


def _build(game: Daer, text: str) -> DaerState:
    if not isinstance(text, str):
        raise PositionError("a position must be text")
    players, options, _ = split_position(game, text)
    parts = text.split(" | ")
    # the frame's three words, then the head fields (10 or 11 words in all)
    head = ["daer", "", "", *parts[0].split(" ")[3:]]
    if len(head) not in (10, 11):
        raise PositionError("a 大贰 position is 'daer <players> <options> round=… dealer=… …'")
    if len(parts) != players + 1:
        raise PositionError(f"expected {players} seats separated by ' | ', got {len(parts) - 1}")
    round_no, _, rounds = _field(head[3], "round").partition("/")
    if int(rounds) != options.rounds:
        raise PositionError(f"round count {rounds} differs from option rounds={options.rounds}")
    state = game.State(game, players, options, 0)
    state.round_index = int(round_no) - 1
    state.dealer = int(_field(head[4], "dealer"))
    state.scores = [float(x) for x in _field(head[5], "scores").split(",")]
    if len(state.scores) != players:
        raise PositionError(f"scores needs {players} numbers")
    if len(head) == 11:
        state.rounds_log = _rounds_log(_field(head[10], "log"), state)
    phase = _field(head[6], "phase").split(":")
    over = phase[0] == "over"
    last = options.rounds if over else options.rounds - 1
    if not (state.round_index == last if over else 0 <= state.round_index <= last):
        raise PositionError(
            f"round must be {options.rounds + 1}/{options.rounds} when over, else 1-{options.rounds}"
        )
    if phase[0] == "deal":
        if not (0 <= state.dealer < players or (state.dealer == -1 and state.round_index == 0)):
            raise PositionError(f"dealer must be a seat 0-{players - 1} (-1 before the first deal)")
        state.phase = DEAL
        return state
    if not 0 <= state.dealer < players:
        raise PositionError(f"dealer must be a seat 0-{players - 1}")
    state.stock = _list(_field(head[7], "stock"))
    state.known_top = int(_field(head[8], "known"))
    state.dead = _list(_field(head[9], "dead"))
    if not 0 <= state.known_top <= len(state.stock):
        raise PositionError("known must be between 0 and the stock size")
    if len(state.dead) > options.dead_bottom:
        raise PositionError(f"at most {options.dead_bottom} 压底 cards")
    for s, seat_text in enumerate(parts[1:]):
        _read_seat(state, s, seat_text)
    if state.dijia is not None:
        d = state.dijia
        if sum(state.hand[d]) or state.longs[d] or state.melds[d] or state.piles[d]:
            raise PositionError(f"seat {d} is the 底家 and holds no cards")
    if not state.longs_shown[state.dealer]:
        raise PositionError("the dealer's 垅s are shown from the start")
    if over:
        state.phase = END
        in_flight = _list(phase[1]) if len(phase) == 2 else [0, 0]
        if len(in_flight) > 1:
            raise PositionError("phase over:<winning card or ->")
        state.win_card = in_flight[0] if in_flight else None
    else:
        in_flight = _read_phase(state, phase)
    cards = list(state.stock) + state.dead + in_flight
    for s in range(players):
        cards += [k for k in range(KINDS) for _ in range(state.hand[s][k])]
        cards += [k for k in state.longs[s] for _ in range(4)]
        cards += [k for m in state.melds[s] for k in m.cards]
        cards += state.piles[s]
    if tuple(sorted(cards)) != DECK:
        counts = counts_of(cards)
        wrong = [f"{CODES[k]}×{counts[k]}" for k in range(KINDS) if counts[k] != 4]
        raise PositionError(f"the cards are not one deck of 80: {', '.join(wrong[:6])}")
    return state


def upgrade(game: Daer, text: str) -> str:
    """A position written before issue 29 (``daer players=<n> options=<name:value,...>``)
    with the frame's header ``daer <players> <options>``; other text unchanged."""
    words = text.split(" ", 3)
    if len(words) < 4 or words[0] != "daer" or not words[1].startswith("players="):
        return text
    players_text, opt_text = _field(words[1], "players"), _field(words[2], "options")
    values = {}
    for item in opt_text.split(",") if opt_text != "-" else []:
        name, _, value = item.partition(":")
        values[name] = value
    try:
        players = game.check_players(int(players_text) if players_text.isdigit() else -1)
        options = game.parse_options(values, players)
    except OptionError as exc:
        raise PositionError(f"bad players or options in an old header: {exc}") from None
    return f"daer {players} {encode_options(options)} {words[3]}"


def _rounds_log(text: str, state: DaerState) -> list[dict[str, Any]]:
    """The ``log=`` field: one entry per finished round, its score changes
    adding up to the scores."""
    try:
        log = json.loads(unquote(text))
    except ValueError:
        raise PositionError("log= is not percent-encoded JSON") from None
    if not isinstance(log, list) or not all(isinstance(r, dict) for r in log):
        raise PositionError("log= must be a list of round results")
    if len(log) != state.round_index:
        raise PositionError(f"log= has {len(log)} rounds, but {state.round_index} have been played")
    try:
        totals = [sum(float(r["delta"][s]) for r in log) for s in range(state.players)]
    except (KeyError, IndexError, TypeError, ValueError):
        raise PositionError("every round in log= needs a 'delta' per seat") from None
    if any(abs(t - x) > 1e-9 for t, x in zip(totals, state.scores, strict=True)):
        raise PositionError("the score changes in log= do not add up to scores=")
    return log


def _read_seat(state: DaerState, s: int, text: str) -> None:
    fields = text.strip().split("/")
    if len(fields) != 6:
        raise PositionError(f"seat {s}: expected hand/longs/shown/melds/pile/guo")
    hand, longs, shown, melds, pile, guo = fields
    counts = counts_of(_list(hand))
    if 4 in counts:
        raise PositionError(f"seat {s}: four of a kind in the hand must be written as a 垅")
    state.hand[s] = counts
    state.longs[s] = _list(longs)
    if shown not in ("0", "1"):
        raise PositionError(f"seat {s}: 垅s shown is 0 or 1")
    state.longs_shown[s] = shown == "1"
    state.melds[s] = [] if melds == "-" else [_meld(s, m) for m in melds.split("+")]
    state.piles[s] = _list(pile)
    state.guo[s] = set(_list(guo))


def _meld(s: int, text: str) -> Meld:
    kind, _, cards_text = text.partition(":")
    cards = tuple(sorted(parse_cards(cards_text)))
    if kind not in MELD_TYPES or kind == "long":
        raise PositionError(f"seat {s}: unknown meld type {kind!r}")
    ok = (
        is_lie(cards)
        if kind in ("chi", "bi")
        else len(set(cards)) == 1 and len(cards) == (3 if kind == "peng" else 4)
    )
    if not ok:
        raise PositionError(f"seat {s}: {text!r} is not a {kind}")
    return Meld(kind, cards)


def _read_phase(state: DaerState, phase: list[str]) -> list[int]:
    """Set the phase and window; the card in flight (a list of 0 or 1)."""
    active = state.active
    if phase[0] == "discard" and len(phase) == 3:
        seat = int(phase[1])
        if seat not in active:
            raise PositionError(f"seat {seat} is not an active player")
        state.turn = seat
        state.opening_discard = phase[2] == "1"
        state.phase = DISCARD
        if not state.discard_options(seat):
            raise PositionError(f"seat {seat} has no card to discard")
        return []
    if phase[0] == "opening" and len(phase) == 2:
        seats = state.order_from(state.dealer)
        w = Window(-1, state.dealer, "opening", seats, {}, [])
        w.options = {s: state._opening_options(s) for s in seats}
        state.window, state.phase = w, OPENING
        _answers(state, w, phase[1])
        return []
    if phase[0] == "claim" and len(phase) == 6:
        kind, source, card, opening = phase[1], int(phase[2]), parse_cards(phase[3]), phase[4]
        if kind not in ("discard", "draw") or source not in active or len(card) != 1:
            raise PositionError("claim phase is claim:<discard|draw>:<active seat>:<card>:<0|1>:…")
        x = card[0]
        if kind == "draw":
            seats = state.order_from(source)
        else:
            seats = state.order_from(state.next_active(source))[:2]
        options = {s: state.claim_options(s, x, source, kind) for s in seats}
        w = Window(x, source, kind, seats, options, [], opening == "1")
        state.window, state.phase = w, CLAIM
        _answers(state, w, phase[5])
        return [x]
    raise PositionError(f"unknown phase {':'.join(phase)[:40]!r}")


def _answers(state: DaerState, w: Window, text: str) -> None:
    answers = [] if text == "-" else text.split(",")
    if len(answers) >= len(w.seats):
        raise PositionError("a window has fewer answers than seats asked (else it is resolved)")
    for s, a in zip(w.seats, answers, strict=False):
        try:
            action = parse_action(a.replace("_", " "))
        except NotationError as exc:
            raise PositionError(f"seat {s}: {exc}") from None
        if action not in w.options[s]:
            raise PositionError(f"seat {s} cannot answer {a!r} here")
        w.answers.append(action)
