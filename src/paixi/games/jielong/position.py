"""接龙 positions: one line of text with the whole state (rules_en.md "Positions").

The frame is :mod:`paixi.core.position`'s: ``jielong <players> <options>
<start> <moves> <hands> <undealt> <turn>``; ``<options>`` lists the options
that differ from the defaults as ``name=value`` joined by ``;`` (``-`` for
none). The state's ``_position_fields``/``_load_position`` hooks call
:func:`position_fields` and :func:`load_fields` here. Fields:

- ``start``: the starter, with the dice when they were rolled: ``2:3+4``, ``1``;
  ``-`` before the starter is known.
- ``moves``: every move in order, ``seat:move`` joined by ``,`` — a lead ``6-6``
  (one open end: ``3-6/6``, the half left open after ``/``), a join ``5-6L``,
  a sleep with its face ``sleep2-4``; a final ``block`` when the line was
  blocked (§3 rule 5). ``-`` for none.
- ``hands``: each seat's hand in hand order, tiles joined by ``,``, seats by
  ``/`` (``-`` for an empty hand). After ``block`` these are the tiles the
  block put to sleep.
- ``undealt``: the tiles set aside, joined by ``,`` (``-`` for none).
- ``turn``: the seat to act, or ``deal`` / ``dice`` / ``block`` (chance due),
  or ``end``.

Loading replays the moves from the hands they imply (checking each move's
legality, the starter rule and the tile counts) and raises
:class:`~paixi.core.errors.PositionError` saying what is wrong.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from paixi.core.errors import PaixiError, PositionError
from paixi.equipment.dominoes import INDEX, KEYS, read_key
from paixi.games.jielong.actions import (
    BLOCK,
    HALVES,
    JOINS,
    LEADS,
    LEADS_ONE,
    SLEEPS,
    THREE_SIX,
    Action,
    Join,
    Lead,
    Sleep,
)
from paixi.games.jielong.model import BLOCKED, COPIES, DEAL, DICE, END, PLAY

if TYPE_CHECKING:
    from paixi.games.jielong.game import JielongState

FIELDS = ("start", "moves", "hands", "undealt", "turn")
_FACES = ("1", "2", "3", "4", "5", "6")


# --- the game's fields ------------------------------------------------------------


def _keys(tiles: list[int]) -> str:
    return ",".join(KEYS[t] for t in tiles) or "-"


def _move_text(seat: int, action: Action) -> str:
    tile = KEYS[action.tile]
    if isinstance(action, Join):
        return f"{seat}:{tile}{'LR'[action.end]}"
    if isinstance(action, Sleep):
        return f"{seat}:sleep{tile}"
    if action.open_half is None:
        return f"{seat}:{tile}"
    return f"{seat}:{tile}/{action.open_half}"


def position_fields(state: JielongState) -> list[str]:
    """The five fields of ``state`` (module docstring)."""
    if state.starter is None:
        start = "-"
    elif state.dice is None:
        start = str(state.starter)
    else:
        start = f"{state.starter}:{state.dice[0]}+{state.dice[1]}"
    moves = [_move_text(s, a) for s, a in state.moves]
    if state.block_start is not None:
        moves.append("block")
        hands = [state.slept[s][state.block_start[s] :] for s in range(state.players)]
    else:
        hands = state.hands
    turn = {DEAL: "deal", DICE: "dice", BLOCKED: "block", END: "end"}.get(
        state.phase, str(state.turn)
    )
    return [
        start,
        ",".join(moves) or "-",
        "/".join(_keys(h) for h in hands),
        _keys(state.undealt),
        turn,
    ]


def _is_number(text: str) -> bool:
    """Is ``text`` a short run of ASCII digits (``str.isdigit`` also accepts ``²``)?"""
    return text.isascii() and text.isdigit() and len(text) <= 3


def _tiles(text: str, what: str) -> list[int]:
    if text == "-":
        return []
    try:
        return [INDEX[read_key(k)] for k in text.split(",")]
    except PaixiError as exc:
        raise PositionError(f"{what}: {exc}") from None


def _parse_move(text: str, players: int, one_end: bool) -> tuple[int, Action]:
    seat_text, sep, body = text.partition(":")
    if not sep or not _is_number(seat_text) or int(seat_text) >= players:
        raise PositionError(f"move {text[:20]!r} must be seat:move with a seat 0-{players - 1}")
    seat = int(seat_text)
    try:
        if body.startswith("sleep"):
            return seat, SLEEPS[INDEX[read_key(body[5:])]]
        if body[-1:] in ("L", "R"):
            return seat, JOINS[INDEX[read_key(body[:-1])]][body[-1] == "R"]
        tile_text, slash, half = body.partition("/")
        tile = INDEX[read_key(tile_text)]
    except PaixiError:
        raise PositionError(f"move {text[:20]!r}: write 6-6, 3-6/6, 5-6L or sleep2-4") from None
    if not slash:
        return seat, LEADS[tile]
    if half in _FACES and int(half) in HALVES[tile]:
        return seat, next(a for a in LEADS_ONE[tile] if a.open_half == int(half))
    raise PositionError(f"move {text[:20]!r}: the open half must be a half of {KEYS[tile]}")


def load_fields(state: JielongState, fields: list[str]) -> None:
    """Set the fresh ``state`` from the five fields; :class:`PositionError` if wrong."""
    if len(fields) != len(FIELDS):
        raise PositionError(
            f"a jielong position has {len(FIELDS)} fields after the options "
            f"({' '.join(FIELDS)}), not {len(fields)}"
        )
    start_text, moves_text, hands_text, undealt_text, turn_text = fields
    n, h, sets = state.players, state.hand_size, state.options.sets
    if turn_text == "deal":
        if fields[:4] != ["-", "-", "/".join(["-"] * n), "-"]:
            raise PositionError(
                "before the deal (turn deal) the start, moves, hands and undealt are all empty"
            )
        return
    hand_parts = hands_text.split("/")
    if len(hand_parts) != n:
        raise PositionError(f"hands: {n} hands separated by /, not {len(hand_parts)}")
    hands = [_tiles(p, f"hand of seat {s}") for s, p in enumerate(hand_parts)]
    undealt = _tiles(undealt_text, "undealt")
    raw_moves = [] if moves_text == "-" else moves_text.split(",")
    blocked = bool(raw_moves) and raw_moves[-1] == "block"
    if blocked:
        raw_moves.pop()
    moves = [_parse_move(m, n, state.one_end) for m in raw_moves]
    if any(isinstance(a, Lead) for _, a in moves[1:]) or (
        moves and not isinstance(moves[0][1], Lead)
    ):
        raise PositionError("moves: the first move, and only the first, is a lead")
    if blocked and not moves:
        raise PositionError("moves: block can only follow a lead")
    # tile counts
    used = [[a.tile for s, a in moves if s == seat] for seat in range(n)]
    counts = [0] * len(KEYS)
    for tiles in [*hands, *used, undealt]:
        for t in tiles:
            counts[t] += 1
    for t, c in enumerate(counts):
        if c != COPIES[t] * sets:
            raise PositionError(
                f"tile {KEYS[t]} appears {c} times; {sets} set(s) hold it {COPIES[t] * sets} times"
            )
    if len(undealt) != 32 * sets - n * h:
        raise PositionError(f"undealt: {32 * sets - n * h} tiles are set aside, not {len(undealt)}")
    for seat in range(n):
        if len(hands[seat]) + len(used[seat]) != h:
            raise PositionError(
                f"seat {seat} holds {len(hands[seat])} tiles and has played or slept "
                f"{len(used[seat])}; the hand size is {h}"
            )
    # the starter (§2)
    rule = state.options.first_player
    initial = [hands[s] + used[s] for s in range(n)]
    holder = next((s for s in range(n) if THREE_SIX in initial[s]), None)
    rolls = rule == "dice" or (rule == "three_six" and holder is None)
    if start_text == "-":
        if turn_text != "dice" or not rolls:
            raise PositionError("start: the starter is known once the tiles are dealt")
        if moves:
            raise PositionError("start: moves were made, so the starter is known")
    else:
        seat_text, colon, dice_text = start_text.partition(":")
        if not _is_number(seat_text) or int(seat_text) >= n:
            raise PositionError(f"start: a seat 0-{n - 1}, then :a+b if the dice were rolled")
        starter = int(seat_text)
        if rolls:
            a, plus, b = dice_text.partition("+")
            if not (colon and plus and a in _FACES and b in _FACES):
                raise PositionError("start: the dice decide the starter here; write it like 2:3+4")
            if (int(a) + int(b) - 1) % n != starter:
                raise PositionError(
                    f"start: a roll of {a}+{b} makes seat {(int(a) + int(b) - 1) % n} the starter"
                )
            state.dice = (int(a), int(b))
        elif colon:
            raise PositionError(f"start: no dice are rolled with first_player={rule}")
        elif rule == "three_six" and starter != holder:
            raise PositionError(f"start: seat {holder} is the first holder of the 3-6 and starts")
        elif rule.isdigit() and starter != int(rule):
            raise PositionError(f"start: first_player={rule} makes seat {rule} the starter")
    # replay the moves
    state.hands = [list(hand) for hand in initial]
    for hand in state.hands:
        for t in hand:
            h1, h2 = HALVES[t]
            state.shows[h1] += 1
            if h2 != h1:
                state.shows[h2] += 1
    state.undealt = undealt
    if start_text == "-":
        state.phase = DICE
    else:
        state.starter = state.turn = int(start_text.partition(":")[0])
        state.must_lead_36 = rule == "three_six" and holder is not None
        state.phase = PLAY
    for i, (seat, action) in enumerate(moves):
        if state.phase != PLAY:
            raise PositionError(f"moves: move {i + 1} comes after the game was over or blocked")
        if seat != state.turn:
            raise PositionError(
                f"moves: move {i + 1} is by seat {seat}, but seat {state.turn} was to play"
            )
        reason = state.illegal_reason(action)
        if reason is not None:
            raise PositionError(f"moves: move {i + 1} ({raw_moves[i]}) is illegal: {reason}")
        state._apply_action(action)
    if blocked:
        if state.phase != BLOCKED:
            raise PositionError("moves: block is written only when no hand can join an open end")
        state._apply_chance(BLOCK)
    want = {DICE: "dice", BLOCKED: "block", END: "end"}.get(state.phase, str(state.turn))
    if turn_text != want:
        raise PositionError(f"turn: it is {want} here, not {turn_text[:20]!r}")
    # hand order as written
    if blocked:
        starts = state.block_start
        assert starts is not None  # set by the block applied above
        for seat in range(n):
            state.slept[seat][starts[seat] :] = hands[seat]
    else:
        state.hands = hands
    state.events = []
    state.history = []
    state._legal = None
