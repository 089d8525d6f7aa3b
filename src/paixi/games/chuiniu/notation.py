"""吹牛 position notation (docs/specs/chuiniu.md, "Positions").

Seven fields after the frame of :mod:`paixi.core.position`::

    <cups> <penalties> <phase> <bids> <answers> <straights> <rounds>

``cups`` every seat's dice, faces ascending, joined by ``/`` (``-`` for a
cup not yet rolled; between rounds the cups still hold the last round's
dice); ``penalties`` per seat, ``,``-joined; ``phase`` ``roll`` (the cups
are about to be rolled), ``reroll.<seat>`` (that seat's straight is about to
be re-rolled), ``bid`` or ``end``; ``bids`` the bids of this round in order,
each ``<seat>.<bid>`` (``0.3x4``), ``,``-joined; ``answers`` the hidden
answers given so far to the standing bid in a 抢开 window, in window order
(``4x4``, ``open``, ``pass``), ``,``-joined; ``straights`` the straights shown
this round, ``<seat>.<faces>``; ``rounds`` the finished rounds, each
``<starter>:<bids>:<openers>:<cups>:<straights>`` (the seats that opened, in
window order), joined by ``;``. ``-`` is an empty field. The round number,
the starter and whose turn it is follow from these, and the penalties must be
the ones the finished rounds give.
"""

from __future__ import annotations

from typing import Any

from paixi.core.errors import PositionError
from paixi.core.position import EMPTY, expect_fields, int_list, read, seat_list, to_seat
from paixi.games.chuiniu.actions import OPEN, PASS, Bid, parse_action
from paixi.games.chuiniu.counting import is_straight
from paixi.games.chuiniu.phases import Phase

FIELDS = ("cups", "penalties", "phase", "bids", "answers", "straights", "rounds")


def _faces(faces: tuple[int, ...] | list[int]) -> str:
    return "".join(map(str, faces)) or EMPTY


def _faces_all(state: Any) -> str:
    return "/".join(_faces(d) for d in state.dice)


def _bids(bids: list[tuple[int, Any]] | list[list[Any]]) -> str:
    return ",".join(f"{s}.{b}" for s, b in bids) or EMPTY


def _straights(straights: list[Any]) -> str:
    return ",".join(f"{s}.{_faces(f)}" for s, f in straights) or EMPTY


def write(state: Any) -> list[str]:
    """The seven fields of a :class:`ChuiniuState`."""
    phase = {Phase.BID: "bid", Phase.END: "end", Phase.REROLL: f"reroll.{state._reroll_seat}"}.get(
        state._phase, "roll"
    )
    rounds = [
        ":".join(
            [
                str(r["starter"]),
                _bids(r["bids"]),
                ",".join(map(str, r["openers"])),
                "/".join(_faces(d) for d in r["dice"]),
                _straights(r["straights"]),
            ]
        )
        for r in state.rounds_log
    ]
    return [
        _faces_all(state),
        ",".join(map(str, state.penalties)),
        phase,
        _bids(state.bids),
        ",".join(map(str, state._answers)) or EMPTY,
        _straights(state.straights),
        ";".join(rounds) or EMPTY,
    ]


def _read_faces(text: str, what: str, k: int) -> tuple[int, ...]:
    if text == EMPTY:
        return ()
    if not text.isdigit() or any(c not in "123456" for c in text):
        raise PositionError(f"{what}: faces are digits 1-6, not {text[:20]!r}")
    faces = tuple(int(c) for c in text)
    if list(faces) != sorted(faces):
        raise PositionError(f"{what}: faces are written in ascending order")
    if len(faces) != k:
        raise PositionError(f"{what}: a cup holds {k} dice, not {len(faces)}")
    return faces


def _read_cups(state: Any, text: str, what: str) -> list[tuple[int, ...]]:
    cups = text.split("/")
    if len(cups) != state.players:
        raise PositionError(f"{what}: {state.players} cups, not {len(cups)}")
    k = state.options.dice_per_player
    return [_read_faces(c, f"{what} of seat {s}", k) for s, c in enumerate(cups)]


def _read_bids(state: Any, text: str, what: str) -> list[tuple[int, Bid]]:
    out = []
    for item in text.split(",") if text != EMPTY else []:
        seat, sep, bid = item.partition(".")
        if not sep:
            raise PositionError(f"{what}: a bid is written <seat>.<bid>, not {item[:20]!r}")
        action = read(parse_action, bid, what)
        if not isinstance(action, Bid) or action not in state._rank:
            raise PositionError(f"{what}: {bid[:20]!r} is not a bid of this game")
        out.append((to_seat(seat, what, state.players), action))
    return out


def _read_straights(state: Any, text: str, what: str) -> list[tuple[int, tuple[int, ...]]]:
    out = []
    k = state.options.dice_per_player
    for item in text.split(",") if text != EMPTY else []:
        seat, sep, faces = item.partition(".")
        if not sep:
            raise PositionError(f"{what}: a straight is written <seat>.<faces>")
        out.append((to_seat(seat, what, state.players), _read_faces(faces, what, k)))
    return out


def _play_bids(state: Any, bids: list[tuple[int, Bid]], what: str) -> None:
    """Make the round's bids in order, checking seat and height."""
    for i, (seat, bid) in enumerate(bids):
        expected = state.starter if i == 0 else state._window[0]
        if seat != expected:
            raise PositionError(f"{what}: bid {i + 1} is seat {expected}'s, not seat {seat}'s")
        if state._rank[bid] <= state._top:
            raise PositionError(f"{what}: {bid} does not raise the standing bid")
        state._make_bid(seat, bid)


def load(state: Any, fields: list[str]) -> None:
    """Set a fresh state from the fields; :class:`PositionError` if inconsistent."""
    expect_fields(fields, FIELDS, "chuiniu")
    cups, penalties, phase, bids, answers, straights, rounds = fields
    n = state.players
    for i, text in enumerate(rounds.split(";") if rounds != EMPTY else [], 1):
        what = f"round {i}"
        if state._phase == Phase.END:
            raise PositionError(f"{what} is played after the last round ({state.options.rounds})")
        parts = text.split(":")
        if len(parts) != 5:
            raise PositionError(f"{what} is <starter>:<bids>:<openers>:<cups>:<straights>")
        starter = to_seat(parts[0], f"{what} starter", n)
        if starter != state.starter:
            raise PositionError(f"{what} is started by seat {state.starter}, not {starter}")
        state.dice = _read_cups(state, parts[3], f"{what} cups")
        if any(not d for d in state.dice):
            raise PositionError(f"{what}: every cup was rolled")
        state.straights = _read_straights(state, parts[4], f"{what} straights")
        round_bids = _read_bids(state, parts[1], f"{what} bids")
        if not round_bids:
            raise PositionError(f"{what} has no bid to open")
        _play_bids(state, round_bids, what)
        openers = seat_list(parts[2], f"{what} openers", n)
        if not openers or any(s not in state._window for s in openers):
            raise PositionError(f"{what}: the openers must be seats that could answer the last bid")
        state._challenge(openers[0], openers)
    given = int_list(penalties, "penalties", low=0)
    if given != state.penalties:
        raise PositionError(
            f"penalties {penalties[:40]} differ from the finished rounds' {','.join(map(str, state.penalties))}"
        )
    word, _, seat = phase.partition(".")
    if state._phase == Phase.END:
        left = [_faces_all(state), _bids(state.bids), EMPTY, _straights(state.straights)]
        if word != "end" or [cups, bids, answers, straights] != left:
            raise PositionError(
                "after the last round the phase is end and cups, bids and straights are the last round's"
            )
        return
    state.dice = _read_cups(state, cups, "cups")
    current = _read_bids(state, bids, "bids")
    state.straights = _read_straights(state, straights, "straights")
    if word == "roll":
        if current or answers != EMPTY or state.straights:
            raise PositionError("before the roll the round has no bids, answers or straights")
        state._phase = Phase.ROLL
        return
    if any(not d for d in state.dice):
        raise PositionError("once the round is rolled every cup holds dice")
    for s, faces in state.straights:
        if not is_straight(faces):
            raise PositionError(f"seat {s}'s {_faces(faces)} is not a straight")
    if word == "reroll":
        state._reroll_seat = to_seat(seat, "reroll seat", n)
        state._phase = Phase.REROLL
        if current:
            raise PositionError("nobody bids before the straights are re-rolled")
        return
    if word == "end":
        raise PositionError(
            "phase end comes only after the last round (the penalties must add up to every round)"
        )
    if word != "bid":
        raise PositionError(f"phase must be roll, reroll.<seat>, bid or end, not {phase[:20]!r}")
    state._phase = Phase.BID
    _play_bids(state, current, "bids")
    given_answers = (
        [read(parse_action, a, "answers") for a in answers.split(",")] if answers != EMPTY else []
    )
    if given_answers and not current:
        raise PositionError("there are answers but no bid to answer")
    if len(given_answers) >= max(len(state._window), 1):
        raise PositionError("the window is full: every seat has answered")
    for i, answer in enumerate(given_answers):
        allowed = [*state._order[state._top + 1 :], OPEN] if i == 0 else [OPEN, PASS]
        if answer not in allowed:
            raise PositionError(f"answer {i + 1} ({answer}) is not open or pass, or a raise first")
    state._answers = given_answers
