"""合挡 positions: ``to_position`` / ``from_position`` (format in rules_en.md).

The frame ``<game id> 4 <options>`` then ``name=value`` fields, in this order::

    hedang 4 - round=1/1 roller=0 scores=0,0,0,0 deal=3:2-5 phase=play
    hands=H0/H1/H2/H3 shou=0,0,0,0 tricks=0,0,0,0 up=- down=-/-/-/-
    trick=1:1-5,1-1,v2-3 last=- gang=- sale=keep

Tile lists are keys joined by ``,`` (``-`` for none); a play in a trick is its
keys joined by ``+``, prefixed ``v`` when face down.
"""

from __future__ import annotations

from typing import Any

from paixi.core.errors import PositionError
from paixi.equipment.domino_units import ONE_TWO, TWO_FOUR, ZHIZUN, TilePlay, parse_dice
from paixi.equipment.trick_table import (
    check_tiles,
    ints_field,
    named_fields,
    number_field,
    plays_field,
    read_plays_field,
    read_tiles_field,
    scores_field,
    seat_field,
    tiles_field,
)

FIELDS = (
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
    "gang",
    "sale",
)
PLAYERS = 4


def _sale(state: Any) -> str:
    if state.sale is None:
        return "-"
    if state.sale == "keep":
        return "keep"
    return "sell:" + "".join("b" if a else "p" for a in state.answers)


def position_fields(state: Any) -> list[str]:
    """The position line of a :class:`~paixi.games.hedang.game.HedangState`."""
    o = state.options
    deal = "-" if state.deal is None else f"{state.deal[0]}:{state.deal[1][0]}-{state.deal[1][1]}"
    last = "-"
    if state.last_trick is not None:
        leader, winner, plays = state.last_trick
        last = f"{leader}:{winner}:{plays_field(plays)}"
    fields = [
        f"round={state.round_no}/{o.rounds}",
        f"roller={state.roller}",
        "scores=" + ",".join(number_field(x) for x in state.scores),
        f"deal={deal}",
        f"phase={state.phase}",
        "hands=" + "/".join(tiles_field(h) for h in state.hands),
        "shou=" + ",".join(map(str, state.shou)),
        "tricks=" + ",".join(map(str, state.tricks_won)),
        f"up={tiles_field(state.gone_up)}",
        "down=" + "/".join(tiles_field(d) for d in state.gone_down),
        f"trick={state.leader}:{plays_field(state.plays)}",
        f"last={last}",
        f"gang={'-' if state.gang is None else state.gang}",
        f"sale={_sale(state)}",
    ]
    return fields


def load_position(state: Any, words: list[str]) -> None:
    from paixi.games.hedang.game import BUY, DEAL, END, GANG, PLAY, SELL

    f = named_fields(words, FIELDS, "hedang")
    options = state.options
    r, _, total = f["round"].partition("/")
    if not (r.isdigit() and total.isdigit()) or int(total) != options.rounds:
        raise PositionError(f"round must be written n/{options.rounds} (the rounds option)")
    state.round_no = int(r)
    if not 1 <= state.round_no <= options.rounds:
        raise PositionError(f"round must be 1-{options.rounds}")
    state.roller = seat_field(f["roller"], "roller")
    state.scores = scores_field(f["scores"])
    phase = f["phase"]
    if phase not in (DEAL, GANG, SELL, BUY, PLAY, END):
        raise PositionError("phase must be deal, gang, sell, buy, play or end")
    state.phase = phase
    if phase == END and state.round_no != options.rounds:
        raise PositionError("the game ends only after the last round")
    if phase == DEAL:
        empty = "-/-/-/-"
        expect = {"deal": "-", "hands": empty, "shou": "0,0,0,0", "tricks": "0,0,0,0", "up": "-"}
        expect |= {"down": empty, "trick": "-1:", "last": "-", "gang": "-", "sale": "-"}
        for name, value in expect.items():
            if f[name] != value:
                raise PositionError(f"before the deal, {name} must be {value}")
        return
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
    _read_gang(state, f["gang"], phase)
    _read_sale(state, f["sale"], phase)
    if f["last"] != "-":
        leader, winner, plays = f["last"].split(":")
        last = tuple(read_plays_field(plays))
        state.last_trick = (
            seat_field(leader, "last leader"),
            seat_field(winner, "last winner"),
            last,
        )
        if len(last) != PLAYERS:
            raise PositionError("the last trick has 4 plays")
    elif sum(state.tricks_won):
        raise PositionError("after a trick, last must show it")
    _check_gang_trick(state, phase)
    opening = sum(state.tricks_won) == (0 if state.gang is None else 1)
    if phase in (SELL, BUY) or (phase == PLAY and opening):
        if state.leader != state.first:
            raise PositionError(f"the first player (seat {state.first}) leads the first trick")
    elif phase == PLAY and state.last_trick is not None and state.last_trick[1] != state.leader:
        raise PositionError("the last trick's winner leads now")
    if phase in (PLAY, GANG):
        check_trick(state)
    elif state.plays:
        raise PositionError(f"no trick is in progress in phase {phase}")
    finished = not any(state.hands) and not state.plays
    if finished != (phase == END):
        raise PositionError("phase is end exactly when every hand is empty")
    if phase == END:
        state.rounds_log = [state.round_summary()]


def _read_gang(state: Any, text: str, phase: str) -> None:
    from paixi.games.hedang.game import GANG

    for s, hand in enumerate(state.hands):
        if ONE_TWO in hand and TWO_FOUR in hand:
            raise PositionError(f"seat {s} holds 1-2 and 2-4: they are played at once as 杠")
    if text == "-":
        if phase == GANG:
            raise PositionError("phase gang needs gang=<seat>")
        return
    state.gang = seat_field(text, "gang")
    if phase == GANG:
        if state.leader != state.gang or not state.plays or state.plays[0] != TilePlay(ZHIZUN):
            raise PositionError("the 杠 trick is led by the gang seat with 2-4 1-2")
        if sum(state.tricks_won):
            raise PositionError("the 杠 trick is the first trick")
    elif not state.tricks_won[state.gang] or state.shou[state.gang] < 2:
        raise PositionError("the gang seat won the 杠 trick (2 手)")


def _check_gang_trick(state: Any, phase: str) -> None:
    """§4.2-4.3: before the sale only the 杠 trick may have been played, and a
    杠 trick is 2-4 1-2 face up, led and won by the gang seat."""
    from paixi.games.hedang.game import BUY, SELL

    if phase in (SELL, BUY):
        if state.gang is None and sum(state.tricks_won):
            raise PositionError("before the sale only a 杠 trick can have been played")
        if state.gang is not None and (
            sum(state.tricks_won) != 1
            or state.last_trick is None
            or state.last_trick[0] != state.gang
            or state.last_trick[2][0] != TilePlay(ZHIZUN)
        ):
            raise PositionError("the 杠 trick (2-4 1-2 face up by the gang seat) is the only one")
    if state.gang is not None and not {ONE_TWO, TWO_FOUR} <= set(state.gone_up) | set(
        t for p in state.plays if not p.down for t in p.tiles
    ):
        raise PositionError("the 杠 seat played 2-4 1-2 face up")


def _read_sale(state: Any, text: str, phase: str) -> None:
    from paixi.games.hedang.game import BUY, END, GANG, PLAY, SELL

    if text == "-":
        if phase not in (GANG, SELL):
            raise PositionError("sale is - only before the first player answers")
        return
    if phase in (GANG, SELL):
        raise PositionError(f"sale must be - in phase {phase}")
    if text == "keep":
        state.sale = "keep"
    elif text.startswith("sell:") and set(text[5:]) <= {"p", "b"} and len(text) <= 8:
        state.sale = "sell"
        state.answers = [c == "b" for c in text[5:]]
        if any(state.answers[:-1]):
            raise PositionError("nobody is asked after the buyer")
    else:
        raise PositionError("sale must be -, keep or sell:<answers p/b>")
    bought = state.banker is not None
    if phase == BUY and (bought or len(state.answers) >= PLAYERS - 1):
        raise PositionError("phase buy: fewer than 3 answers, all pass")
    if phase in (PLAY, END) and not bought:
        raise PositionError("play needs a banker (keep, or a buyer)")


def check_trick(state: Any) -> None:
    """The trick in progress follows the lead and cover rules as far as the
    position shows (a face-up follow has the led class or type)."""
    from paixi.equipment.domino_units import HEDANG, classify

    if not state.plays:
        return
    lead = state.plays[0]
    unit = classify(lead.tiles, HEDANG)
    if lead.down or (unit is None and lead.tiles != ZHIZUN):
        raise PositionError("the trick's lead must be a unit face up")
    for p in state.plays[1:]:
        if len(p.tiles) != len(lead.tiles):
            raise PositionError("every play of a trick has as many tiles as the lead")
        if not p.down:
            u = classify(p.tiles, HEDANG)
            if unit is None or u is None or u.type != unit.type:
                raise PositionError("a face-up follow must be of the led type")
