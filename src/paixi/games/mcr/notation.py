"""MCR position notation (docs/specs/mcr.md, "Positions").

Twelve fields after the frame of :mod:`paixi.core.position` (always 4 seats)::

    <hands> <melds> <flowers> <discards> <wall> <phase> <turn> <drawn>
    <last> <window> <scores> <past>

* ``hands`` each seat's concealed tiles (§2.2 tile string without spaces,
  ``123m456p11z``; a tile just drawn included), seats joined by ``/``;
* ``melds`` each seat's sets in the order declared, joined by ``,``: ``345s``
  (chow), ``555z`` (pung), ``5555z`` (kong), ``[5555z]`` (concealed kong),
  each followed by ``@<seat>`` for the seat the claimed tile came from;
* ``flowers`` each seat's flowers (``1f3f``); ``discards`` each seat's
  discards in order, codes joined by ``,``, a claimed one marked ``*``;
* ``wall`` the live wall from the front (next draw) to the back (next
  replacement), codes joined by ``,``;
* ``phase`` ``deal turn claims robbing over``; ``turn`` the seat whose turn
  it is (the discarder during claims, the kong's seat while it may be robbed);
* ``drawn`` the tile ``turn`` just drew, ``<code>:<wall|kong|flower>`` (``-``
  after a claim); ``last`` the last discard ``<seat>:<code>``;
* ``window`` the hidden answers given so far in an open claim or robbing
  window, in seat order from the discarder (``pung_5z``, ``pass``; ``-``
  for none; the window itself follows from the hands);
* ``scores`` the match totals; ``past`` the finished hands joined by ``;``:
  ``draw``, or ``<winner>:<discarder or ->:<winning tile>:<hand>:<melds>:<flowers>:<flags>``
  with the flags ``k`` (kong-related), ``l`` (last copy), ``w`` (last tile
  of the wall); the fans are scored again from these.

``-`` is an empty field. The hand number, the dealer and the winds follow
from the finished hands. Consistency checked: every face 4 times and every
flower once among hands, melds, flowers, unclaimed discards and wall; 14
tiles for the seat on turn and 13 for the others (a kong counting 3); the
window's seats and answers; the scores.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from paixi.core.errors import PositionError
from paixi.core.position import EMPTY, expect_fields, int_list, read, to_seat
from paixi.equipment.mahjong import (
    NUM_FACES,
    Meld,
    MeldKind,
    format_tiles,
    is_flower,
    parse_tile,
    parse_tiles,
    tile_code,
)
from paixi.games.mcr.actions import parse_action
from paixi.games.mcr.phases import LABELS, Phase

FIELDS = (
    "hands",
    "melds",
    "flowers",
    "discards",
    "wall",
    "phase",
    "turn",
    "drawn",
    "last",
    "window",
    "scores",
    "past",
)
PHASES = LABELS
_FLAG_FANS = {
    "k": ("Robbing the Kong", "Out with Replacement Tile"),
    "l": ("Last Tile",),
    "w": ("Last Tile Draw", "Last Tile Claim"),
}


def _tiles(tiles: list[int]) -> str:
    return format_tiles(sorted(tiles)).replace(" ", "") or EMPTY


def _counts_tiles(counts: list[int]) -> list[int]:
    return [t for t in range(NUM_FACES) for _ in range(counts[t])]


def _meld(m: Meld) -> str:
    text = format_tiles(m.tiles).replace(" ", "")
    if m.concealed:
        text = f"[{text}]"
    return text if m.claimed_from is None else f"{text}@{m.claimed_from}"


def write(state: Any) -> list[str]:
    """The twelve fields of a :class:`McrState`."""

    phase = state._phase
    in_hand = phase in (Phase.TURN, Phase.CLAIM, Phase.ROB)
    drawn = EMPTY
    if in_hand and state.drawn >= 0:
        drawn = f"{tile_code(state.drawn)}:{state.draw_kind}"
    window = EMPTY
    if state.window is not None and state.window.answers:
        window = ",".join(str(a).replace(" ", "_") for a in state.window.answers)
    last = EMPTY
    if state.last_discard is not None:
        last = f"{state.last_discard[0]}:{tile_code(state.last_discard[1])}"
    return [
        "/".join(_tiles(_counts_tiles(c)) for c in state.counts),
        "/".join(",".join(_meld(m) for m in ms) or EMPTY for ms in state.melds),
        "/".join("".join(tile_code(f) for f in fs) or EMPTY for fs in state.flowers),
        "/".join(
            ",".join(tile_code(t) + ("*" if c else "") for t, c in pile) or EMPTY
            for pile in state.discards
        ),
        ",".join(tile_code(t) for t in state.wall[state.front : state.back]) or EMPTY,
        PHASES[phase],
        str(state.turn) if in_hand else EMPTY,
        drawn,
        last,
        window,
        ",".join(map(str, state.scores)),
        ";".join(_past(h) for h in state.hands_log) or EMPTY,
    ]


def _past(h: dict[str, Any]) -> str:
    if h["winner"] is None:
        return "draw"
    names = {f[0] for f in h["fans"]}
    flags = "".join(k for k, fans in _FLAG_FANS.items() if names.intersection(fans))
    melds = ",".join(
        (f"[{p['tiles']}]" if p["concealed"] else p["tiles"]).replace(" ", "") for p in h["packs"]
    )
    discarder = EMPTY if h["discarder"] is None else str(h["discarder"])
    hand = h["hand"].replace(" ", "") or EMPTY
    return ":".join(
        [
            str(h["winner"]),
            discarder,
            h["win_tile"],
            hand,
            melds or EMPTY,
            str(h["flowers"]),
            flags or EMPTY,
        ]
    )


def _read_meld(text: str, what: str, players: int = 4) -> Meld:
    body, _, source = text.partition("@")
    concealed = body.startswith("[") and body.endswith("]")
    tiles = read(parse_tiles, body.strip("[]"), what)
    kinds: dict[int, MeldKind] = {3: "pung" if len(set(tiles)) == 1 else "chow", 4: "kong"}
    kind = kinds.get(len(tiles))
    if kind is None:
        raise PositionError(f"{what}: {body[:12]!r} is not a chow, pung or kong")
    claimed = to_seat(source, f"{what} source", players) if source else None
    return read(lambda _: Meld(kind, tuple(tiles), concealed, claimed), body, what)


def _per_seat(text: str, what: str) -> list[str]:
    parts = text.split("/")
    if len(parts) != 4:
        raise PositionError(f"{what} lists 4 seats, not {len(parts)}")
    return parts


def _read_past(state: Any, past: str) -> None:
    from paixi.games.mcr.winning import evaluate_win

    for i, text in enumerate(past.split(";") if past != EMPTY else [], 1):
        if state._phase == Phase.END:
            raise PositionError(f"hand {i} is played after the match was over")
        if text == "draw":
            state._settle_draw()
            continue
        parts = text.split(":")
        if len(parts) != 7:
            raise PositionError(
                f"finished hand {i} is draw or <winner>:<discarder>:<tile>:<hand>:<melds>:<flowers>:<flags>"
            )
        what = f"hand {i}"
        winner = to_seat(parts[0], f"{what} winner", 4)
        discarder = None if parts[1] == EMPTY else to_seat(parts[1], f"{what} discarder", 4)
        if discarder == winner:
            raise PositionError(f"{what}: the winner did not discard its own winning tile")
        tile = read(parse_tile, parts[2], f"{what} winning tile")
        hand = read(parse_tiles, parts[3], f"{what} hand") if parts[3] != EMPTY else []
        melds = (
            [_read_meld(m, f"{what} meld") for m in parts[4].split(",")]
            if parts[4] != EMPTY
            else []
        )
        flowers = int_list(parts[5], f"{what} flowers", low=0)
        if len(flowers) != 1 or flowers[0] > 8:
            raise PositionError(f"{what}: flowers is a count 0-8")
        flags = "" if parts[6] == EMPTY else parts[6]
        if any(f not in _FLAG_FANS for f in flags):
            raise PositionError(f"{what}: flags are k, l, w")
        if tile not in hand or len(hand) + 3 * len(melds) != 14:
            raise PositionError(
                f"{what}: the hand holds the winning tile and makes 14 with the melds"
            )
        before = list(hand)
        before.remove(tile)
        ev = evaluate_win(
            before,
            melds,
            tile,
            self_drawn=discarder is None,
            last_copy="l" in flags,
            kong_related="k" in flags,
            wall_last="w" in flags,
            seat_wind=state.seat_wind(winner),
            prevalent_wind=state.prevalent,
            flowers=flowers[0],
        )
        if not ev.meets_minimum:
            raise PositionError(f"{what} is not a legal win (under 8 points)")
        counts = [0] * NUM_FACES
        for t in hand if discarder is None else before:
            counts[t] += 1
        state.counts[winner] = counts
        state.melds[winner] = melds
        state.flowers[winner] = [0] * flowers[0]
        state._settle_win(winner, discarder, ev)


def load(state: Any, fields: list[str]) -> None:
    """Set a fresh state from the fields; :class:`PositionError` if inconsistent."""

    expect_fields(fields, FIELDS, "mcr")
    hands, melds, flowers, discards, wall, phase, turn, drawn, last, window, scores, past = fields
    _read_past(state, past)
    if int_list(scores, "scores") != state.scores:
        raise PositionError(
            f"scores {scores[:40]} differ from the finished hands' {','.join(map(str, state.scores))}"
        )
    if phase not in PHASES:
        raise PositionError(f"phase must be one of {', '.join(PHASES)}, not {phase[:20]!r}")
    code = PHASES.index(phase)
    over = state._phase == Phase.END
    if over != (code == Phase.END):
        raise PositionError(f"after {len(state.hands_log)} finished hands the phase is not {phase}")
    state._phase = Phase(code)
    empty = ["/".join([EMPTY] * 4)] * 4 + [EMPTY]
    if code == Phase.DEAL:
        if fields[:5] != empty or fields[6:10] != [EMPTY] * 4:
            raise PositionError(f"in the {phase} phase no tiles are out")
        return
    for s, text in enumerate(_per_seat(hands, "hands")):
        counts = [0] * NUM_FACES
        for t in read(parse_tiles, text, f"seat {s}'s hand") if text != EMPTY else []:
            if is_flower(t):
                raise PositionError(
                    f"seat {s}'s hand holds a flower; flowers go in the flowers field"
                )
            counts[t] += 1
        state.counts[s] = counts
    for s, text in enumerate(_per_seat(melds, "melds")):
        state.melds[s] = (
            [_read_meld(m, f"seat {s}'s meld") for m in text.split(",")] if text != EMPTY else []
        )
    for s, text in enumerate(_per_seat(flowers, "flowers")):
        fl = read(parse_tiles, text, f"seat {s}'s flowers") if text != EMPTY else []
        if not all(is_flower(t) for t in fl):
            raise PositionError(f"seat {s}'s flowers field holds a playing tile")
        state.flowers[s] = fl
    for s, text in enumerate(_per_seat(discards, "discards")):
        pile = []
        for code_text in text.split(",") if text != EMPTY else []:
            claimed = code_text.endswith("*")
            t = read(parse_tile, code_text.rstrip("*"), f"seat {s}'s discards")
            if is_flower(t):
                raise PositionError(f"seat {s} cannot have discarded the flower {code_text}")
            pile.append([t, int(claimed)])
        state.discards[s] = pile
    state.wall = [read(parse_tile, t, "wall") for t in wall.split(",")] if wall != EMPTY else []
    state.front, state.back = 0, len(state.wall)
    if code == Phase.END:  # the last hand's table as it was left; nobody is to act
        if (turn, drawn, window) != (EMPTY, EMPTY, EMPTY):
            raise PositionError("once the match is over nobody is on turn")
        _load_last(state, last)
        return
    _check_tiles(state)
    state.turn = to_seat(turn, "turn", 4)
    _load_last(state, last)
    _load_drawn(state, drawn, code)
    _check_sizes(state, code)
    _load_window(state, window, code)
    state._legal = None


def _load_last(state: Any, last: str) -> None:
    if last == EMPTY:
        return
    seat, sep, tile = last.partition(":")
    if not sep:
        raise PositionError("last is <seat>:<tile>")
    state.last_discard = (to_seat(seat, "last seat", 4), read(parse_tile, tile, "last tile"))
    pile = state.discards[state.last_discard[0]]
    if not pile or pile[-1][0] != state.last_discard[1]:
        raise PositionError("the last discard is the last tile of its seat's discards")


def _check_tiles(state: Any) -> None:
    have: Counter[int] = Counter()
    for s in range(4):
        have.update(_counts_tiles(state.counts[s]))
        for m in state.melds[s]:
            have.update(m.tiles)
        have.update(state.flowers[s])
        have.update(t for t, claimed in state.discards[s] if not claimed)
    have.update(state.wall)
    for t in range(42):
        want = 1 if is_flower(t) else 4
        if have[t] != want:
            raise PositionError(
                f"{tile_code(t)}: {have[t]} among hands, melds, flowers, discards and wall, not {want}"
            )


def _load_drawn(state: Any, drawn: str, code: int) -> None:
    from paixi.games.mcr.shanten import is_complete

    if drawn == EMPTY:
        return
    if code not in (Phase.TURN, Phase.ROB):  # an added kong keeps the tile drawn before it
        raise PositionError("a tile is just drawn only on a turn or while a kong may be robbed")
    tile, sep, kind = drawn.partition(":")
    if not sep or kind not in ("wall", "kong", "flower"):
        raise PositionError("drawn is <tile>:<wall|kong|flower>")
    t = read(parse_tile, tile, "drawn")
    if t >= NUM_FACES or not state.counts[state.turn][t]:
        raise PositionError(f"the drawn tile {tile} is not in seat {state.turn}'s hand")
    state.drawn, state.draw_kind = t, kind
    state.drawn_completes = is_complete(state.counts[state.turn], len(state.melds[state.turn]))


def _check_sizes(state: Any, code: int) -> None:

    for s in range(4):
        size = sum(state.counts[s]) + 3 * len(state.melds[s])
        want = 14 if s == state.turn and code in (Phase.TURN, Phase.ROB) else 13
        if size != want:
            raise PositionError(
                f"seat {s} holds {size} tiles (a kong counting 3), not {want}, in the {PHASES[code]} phase"
            )


def _load_window(state: Any, window: str, code: int) -> None:

    if code not in (Phase.CLAIM, Phase.ROB):
        if window != EMPTY:
            raise PositionError("answers are given only in a claim or robbing window")
        return
    if code == Phase.CLAIM:
        if state.last_discard is None or state.last_discard[0] != state.turn:
            raise PositionError("during claims the last discard is the turn seat's")
        w = state._open_claims(state.turn, state.last_discard[1])
    else:
        tile = next(
            (
                m.tiles[0]
                for m in state.melds[state.turn]
                if m.kind == "pung" and state.counts[state.turn][m.tiles[0]]
            ),
            None,
        )
        w = None if tile is None else state._open_robbing(state.turn, tile)
    if w is None:
        raise PositionError(f"nobody may answer in this {PHASES[code]} window")
    answers = (
        [read(parse_action, a.replace("_", " "), "window") for a in window.split(",")]
        if window != EMPTY
        else []
    )
    if len(answers) >= len(w.seats):
        raise PositionError("every seat of the window has answered")
    for seat, a in zip(w.seats, answers, strict=False):
        if a not in (*w.options[seat], parse_action("pass")):
            raise PositionError(f"seat {seat} cannot answer {a}")
    w.answers = answers
    state.window = w
