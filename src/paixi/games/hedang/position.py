"""合挡 positions: ``to_position`` / ``from_position`` (format in rules_en.md).

The frame ``<game id> 4 <options>`` then ``name=value`` fields, in this order::

    hedang 4 - round=1/1 log=- roller=0 scores=0,0,0,0 deal=3:2-5 phase=play
    hands=H0/H1/H2/H3 shou=0,0,0,0 tricks=0,0,0,0 up=- down=-/-/-/-
    trick=1:1-5,1-1,v2-3 last=- gang=- sale=keep

The fields up to ``last`` are the table fields of both domino trick games,
written and read by :mod:`paixi.equipment.trick_position`; this module adds
and checks 合挡's own, and ``log`` after ``round`` (the rounds before this
one, which the result lists; optional when reading, for positions written
before it).
"""

from __future__ import annotations

from typing import Any

from paixi.core.errors import PositionError
from paixi.equipment.domino_units import ONE_TWO, TWO_FOUR, ZHIZUN, TilePlay
from paixi.equipment.trick_position import (
    TABLE_FIELDS,
    check_before_deal,
    check_log_scores,
    ints_field,
    log_field,
    named_fields,
    read_last,
    read_log,
    read_phase,
    read_round,
    read_table,
    scores_field,
    seat_field,
    table_fields,
    take_log,
    with_log,
)
from paixi.games.hedang.model import BUY, DEAL, END, GANG, PLAY, SELL
from paixi.games.hedang.settlement import banker_amounts, round_change, summarize_round

FIELDS = (*TABLE_FIELDS, "gang", "sale")
PLAYERS = 4


def _sale(state: Any) -> str:
    if state.sale is None:
        return "-"
    if state.sale == "keep":
        return "keep"
    return "sell:" + "".join("b" if a else "p" for a in state.answers)


def _log_entry(summary: dict[str, Any]) -> str:
    if summary.get("void"):
        return "void"
    entry = ",".join(map(str, summary["shou"])) + f";{summary['banker']}"
    if summary["sale"] is not None:
        entry += f";sold:{summary['sale']['seller']}"
    return entry


def position_fields(state: Any) -> list[str]:
    """The position line of a :class:`~paixi.games.hedang.game.HedangState`."""
    done = state.rounds_log[:-1] if state.phase == END else state.rounds_log
    return with_log(
        [
            *table_fields(state, state.scores),
            f"gang={'-' if state.gang is None else state.gang}",
            f"sale={_sale(state)}",
        ],
        log_field([_log_entry(r) for r in done]),
    )


def _read_log(state: Any, text: str) -> list[float]:
    """``log=``: the rounds before this one, each ``void`` or
    ``<手 per seat>;<banker>[;sold:<seller>]``; returns what they add up to
    (stakes). The settled ones must be rounds 1 .. round-1."""
    total = [0.0] * PLAYERS
    round_no = 1
    log: list[dict[str, Any]] = []
    for parts in read_log(text):
        if parts == ["void"]:
            log.append({"round": round_no, "void": True})
            continue
        if len(parts) not in (2, 3):
            raise PositionError("a log entry is void or <shou>;<banker>[;sold:<seller>]")
        shou = ints_field(parts[0], "a logged round's shou")
        if sum(shou) != 8:
            raise PositionError("a logged round's shou add up to 8")
        banker = seat_field(parts[1], "a logged round's banker")
        seller = None
        if len(parts) == 3:
            if not parts[2].startswith("sold:"):
                raise PositionError("a logged sale is written sold:<seller>")
            seller = seat_field(parts[2][5:], "a logged round's seller")
            if seller == banker:
                raise PositionError("a logged bank is bought from another seat")
        log.append(summarize_round(round_no, shou, banker, seller, state.options))
        change = round_change(shou, banker, seller, state.options.sale_price)
        total = [a + b for a, b in zip(total, change, strict=True)]
        round_no += 1
    if round_no != state.round_no:
        raise PositionError(
            f"round {state.round_no} needs {state.round_no - 1} settled rounds in the log"
        )
    state.rounds_log = log
    return total


def load_position(state: Any, words: list[str]) -> None:
    words, log_text = take_log(words)
    f = named_fields(words, FIELDS, "hedang")
    read_round(state, f)
    state.scores = scores_field(f["scores"])
    phase = read_phase(state, f, (DEAL, GANG, SELL, BUY, PLAY, END))
    before = _read_log(state, log_text)
    _load_round(state, f, phase)
    sale = state.options.sale_price if state.sale == "sell" and state.banker is not None else 0
    if sale:
        before[state.banker] -= sale
        before[state.first] += sale
    if phase == END:
        last = banker_amounts(state.shou, state.banker)
        before = [a + b for a, b in zip(before, last, strict=True)]
    check_log_scores(state.scores, before)


def _load_round(state: Any, f: dict[str, str], phase: str) -> None:
    if phase == DEAL:
        check_before_deal(f, {"gang": "-", "sale": "-"})
        return
    read_table(state, f)
    _read_gang(state, f["gang"], phase)
    _read_sale(state, f["sale"], phase)
    read_last(state, f)
    if state.last_trick is not None and len(state.last_trick[2]) != PLAYERS:
        raise PositionError("the last trick has 4 plays")
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
        state.rounds_log.append(state.round_summary())


def _read_gang(state: Any, text: str, phase: str) -> None:
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
