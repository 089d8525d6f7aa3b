"""The position notation shared by the domino trick games 三门老 and 合挡.

A position (each game's rules_en.md, "Position format") is the frame
``<game id> 4 <options>`` then ``name=value`` fields. Both games begin with the
same twelve table fields (:data:`TABLE_FIELDS`)::

    round=1/1 roller=0 scores=0,0,0,0 deal=3:2-5 phase=play
    hands=H0/H1/H2/H3 shou=0,0,0,0 tricks=0,0,0,0 up=- down=-/-/-/-
    trick=1:1-5,1-1,v2-3 last=-

and add their own after them. Tile lists are keys joined by ``,`` (``-`` for
none); a play in a trick is its keys joined by ``+``, prefixed ``v`` when face
down. This module writes and reads the table fields and the field pieces; a
game's ``position.py`` checks its own rules. Every reader raises
:class:`~paixi.core.errors.PositionError` with a one-line message.
"""

from __future__ import annotations

import math
from typing import Any

from paixi.core.errors import PositionError
from paixi.equipment.domino_units import (
    COPIES,
    TilePlay,
    Tiles,
    counts_of,
    parse_dice,
    read_tiles,
    tiles_text,
)
from paixi.equipment.dominoes import KEYS

PLAYERS = 4

TABLE_FIELDS = (
    "round",
    "roller",
    "scores",
    "deal",
    "phase",
    "hands",
    "shou",
    "tricks",
    "up",
    "down",
    "trick",
    "last",
)
"""The fields every domino trick position starts with, in this order."""


def tiles_field(tiles: Tiles) -> str:
    """Keys joined by ``,``; ``-`` for none."""
    return tiles_text(tiles, ",") or "-"


def read_tiles_field(text: str) -> Tiles:
    return () if text == "-" else read_tiles(text, ",")


def plays_field(plays: tuple[TilePlay, ...] | list[TilePlay]) -> str:
    """Plays joined by ``,``; a play's keys joined by ``+``, prefixed ``v`` if face down."""
    return ",".join(("v" if p.down else "") + tiles_text(p.tiles, "+") for p in plays)


def read_plays_field(text: str) -> list[TilePlay]:
    out = []
    for part in text.split(",") if text else []:
        down = part.startswith("v")
        out.append(TilePlay(read_tiles(part[1:] if down else part, "+"), down))
    return out


def number_field(x: float) -> str:
    """A number without a needless ``.0``."""
    return str(int(x)) if float(x).is_integer() else repr(float(x))


def scores_field(text: str, step: float = 0.0) -> list[float]:
    """Four running scores (``,``-separated finite numbers summing to 0, each a
    multiple of ``step`` when given); :class:`PositionError` otherwise."""
    parts = text.split(",")
    try:
        scores = [float(p) for p in parts]
    except ValueError:
        scores = []
    if len(scores) != PLAYERS or not all(math.isfinite(x) for x in scores):
        raise PositionError("scores must be 4 finite numbers separated by commas")
    if [number_field(x) for x in scores] != parts:
        raise PositionError(f"scores are written {','.join(map(number_field, scores))}")
    if step and any(not (x / step).is_integer() for x in scores):
        raise PositionError(f"scores must be multiples of {number_field(step)}")
    if abs(sum(scores)) > 1e-9 * max(1.0, *map(abs, scores)):
        raise PositionError("scores must sum to 0")
    return scores


def seat_field(text: str, what: str) -> int:
    if text not in ("0", "1", "2", "3"):
        raise PositionError(f"{what} must be a seat 0-3")
    return int(text)


def ints_field(text: str, what: str) -> list[int]:
    parts = text.split(",")
    if len(parts) != PLAYERS or not all(p.isdigit() and str(int(p)) == p for p in parts):
        raise PositionError(f"{what} must be {PLAYERS} whole numbers separated by commas")
    return [int(p) for p in parts]


def named_fields(fields: list[str], names: tuple[str, ...], game_id: str) -> dict[str, str]:
    """The ``name=value`` fields of a position, exactly ``names`` in order;
    :class:`PositionError` otherwise."""
    values: dict[str, str] = {}
    for word in fields:
        name, sep, value = word.partition("=")
        if not sep:
            raise PositionError(f"field {word[:20]!r} is not written name=value")
        values[name] = value
    if [w.partition("=")[0] for w in fields] != list(names):
        raise PositionError(f"a {game_id} position has these fields in order: " + " ".join(names))
    return values


def check_tiles(
    hands: list[Tiles], up: Tiles, downs: list[Tiles], leader: int, plays: list[TilePlay], done: int
) -> None:
    """:class:`PositionError` unless the tiles are exactly one set and every
    seat holds ``8 - done`` tiles less what it played in the current trick
    (``done`` = 手 of finished tricks)."""
    every = [t for h in hands for t in h] + list(up)
    every += [t for d in downs for t in d] + [t for p in plays for t in p.tiles]
    counts = counts_of(tuple(every))
    for i, n in enumerate(counts):
        if n != COPIES[i]:
            raise PositionError(f"tile {KEYS[i]} appears {n} times; the set holds it {COPIES[i]}")
    if done > 8:
        raise PositionError("a round has only 8 手")
    if len(up) + sum(map(len, downs)) != 4 * done:
        raise PositionError("the tiles played in finished tricks must be 4 per 手")
    for k in range(PLAYERS):
        s = (leader + k) % PLAYERS
        played = len(plays[k].tiles) if k < len(plays) else 0
        if len(hands[s]) + played != 8 - done:
            raise PositionError(
                f"seat {s} holds {len(hands[s])} tiles; it should hold {8 - done - played}"
            )


# --- the table fields ---------------------------------------------------------------


def table_fields(state: Any, scores: list[float]) -> list[str]:
    """The :data:`TABLE_FIELDS` of ``state`` (a
    :class:`~paixi.equipment.trick_table.TrickTableState`), ``scores`` in stakes."""
    deal = "-" if state.deal is None else f"{state.deal[0]}:{state.deal[1][0]}-{state.deal[1][1]}"
    last = "-"
    if state.last_trick is not None:
        leader, winner, plays = state.last_trick
        last = f"{leader}:{winner}:{plays_field(plays)}"
    return [
        f"round={state.round_no}/{state.options.rounds}",
        f"roller={state.roller}",
        "scores=" + ",".join(number_field(x) for x in scores),
        f"deal={deal}",
        f"phase={state.phase}",
        "hands=" + "/".join(tiles_field(h) for h in state.hands),
        "shou=" + ",".join(map(str, state.shou)),
        "tricks=" + ",".join(map(str, state.tricks_won)),
        f"up={tiles_field(state.gone_up)}",
        "down=" + "/".join(tiles_field(d) for d in state.gone_down),
        f"trick={state.leader}:{plays_field(state.plays)}",
        f"last={last}",
    ]


def read_round(state: Any, f: dict[str, str]) -> None:
    """``round=n/N`` (``N`` the ``rounds`` option) and ``roller=<seat>``."""
    rounds = state.options.rounds
    r, _, total = f["round"].partition("/")
    if not (r.isdigit() and total.isdigit()) or int(total) != rounds:
        raise PositionError(f"round must be written n/{rounds} (the rounds option)")
    state.round_no = int(r)
    if not 1 <= state.round_no <= rounds:
        raise PositionError(f"round must be 1-{rounds}")
    state.roller = seat_field(f["roller"], "roller")


def read_phase(state: Any, f: dict[str, str], phases: tuple[str, ...]) -> str:
    """``phase=``, one of ``phases`` (the first is the deal, the last the end);
    the end comes only in the last round."""
    phase = f["phase"]
    if phase not in phases:
        raise PositionError(f"phase must be {', '.join(phases[:-1])} or {phases[-1]}")
    state.phase = phase
    if phase == phases[-1] and state.round_no != state.options.rounds:
        raise PositionError("the game ends only after the last round")
    return phase


def check_before_deal(f: dict[str, str], own: dict[str, str]) -> None:
    """Before the deal every table field is empty, and so are the game's own
    fields (``own``: name → the only value allowed)."""
    empty = "-/-/-/-"
    expect = {"deal": "-", "hands": empty, "shou": "0,0,0,0", "tricks": "0,0,0,0", "up": "-"}
    expect |= {"down": empty, "trick": "-1:", "last": "-"}
    for name, value in (expect | own).items():
        if f[name] != value:
            raise PositionError(f"before the deal, {name} must be {value}")


def read_table(state: Any, f: dict[str, str]) -> None:
    """The dealt table: ``deal``, ``hands``, ``down``, ``up``, ``shou``,
    ``tricks`` and ``trick``, checked by :func:`check_tiles`; 手 and tricks
    must agree and a trick in progress has at most 3 plays."""
    start, _, dice = f["deal"].partition(":")
    if start not in tuple("01234567"):
        raise PositionError("deal must be written <start stack 0-7>:<dice a-b>")
    state.deal = (int(start), parse_dice(dice))
    hands = f["hands"].split("/")
    downs = f["down"].split("/")
    if len(hands) != PLAYERS or len(downs) != PLAYERS:
        raise PositionError("hands and down list 4 seats separated by /")
    state.hands = [read_tiles_field(h) for h in hands]
    state.gone_down = [read_tiles_field(d) for d in downs]
    state.gone_up = read_tiles_field(f["up"])
    state.shou = ints_field(f["shou"], "shou")
    state.tricks_won = ints_field(f["tricks"], "tricks")
    leader, sep, plays = f["trick"].partition(":")
    if not sep:
        raise PositionError("trick must be written <leader>:<plays>")
    state.leader = seat_field(leader, "the trick's leader")
    state.plays = read_plays_field(plays)
    done = sum(state.shou)
    check_tiles(state.hands, state.gone_up, state.gone_down, state.leader, state.plays, done)
    if sum(state.tricks_won) > done or (done > 0) != (sum(state.tricks_won) > 0):
        raise PositionError("shou and tricks do not agree")
    if len(state.plays) >= PLAYERS:
        raise PositionError("a trick in progress has at most 3 plays")


def read_last(state: Any, f: dict[str, str]) -> None:
    """``last=<leader>:<winner>:<plays>`` (or ``-`` before the first trick is
    won) into ``state.last_trick``; the caller checks its number of plays."""
    if f["last"] != "-":
        leader, winner, plays = f["last"].split(":")
        state.last_trick = (
            seat_field(leader, "last leader"),
            seat_field(winner, "last winner"),
            tuple(read_plays_field(plays)),
        )
    elif sum(state.tricks_won):
        raise PositionError("after a trick, last must show it")


# --- the finished rounds ------------------------------------------------------------


def log_field(entries: list[str]) -> str:
    """``log=``: one entry per finished round before the current one, joined
    by ``/`` (``-`` for none); each game writes its own entries, their parts
    joined by ``;``. It follows ``round`` (:func:`with_log`)."""
    return "log=" + ("/".join(entries) or "-")


def with_log(fields: list[str], log: str) -> list[str]:
    """The position fields with ``log`` placed after ``round``."""
    return [fields[0], log, *fields[1:]]


def read_log(text: str) -> list[list[str]]:
    """The entries of a ``log`` field, each split into its ``;`` parts."""
    if text == "-":
        return []
    if not text:
        raise PositionError("log is - or the finished rounds joined by /")
    return [entry.split(";") for entry in text.split("/")]


def upgrade_log(text: str) -> str:
    """A position written before the ``log=`` field existed (none follows
    ``round``), with ``log=-`` put in: a round 1 position, so no round is
    missing from the log (a later round then asks for its finished rounds)."""
    words = text.split(" ")
    if len(words) > 4 and words[3].startswith("round=") and not words[4].startswith("log="):
        return " ".join([*words[:4], "log=-", *words[4:]])
    return text


def take_log(words: list[str]) -> tuple[list[str], str]:
    """The fields without ``log=`` (which follows ``round``), and the log's text."""
    if len(words) < 2 or not words[1].startswith("log="):
        raise PositionError("the field after round is log=")
    return [words[0], *words[2:]], words[1][4:]


def check_log_scores(scores: list[float], stakes: list[float]) -> None:
    """The running scores must be what the finished rounds (and a sale already
    paid) add up to, in stakes."""
    if any(abs(a - b) > 1e-9 * max(1.0, abs(a)) for a, b in zip(scores, stakes, strict=True)):
        shown = ",".join(number_field(x) for x in stakes)
        raise PositionError(f"scores must be what the log adds up to: {shown}")
