"""三门老 positions: ``to_position`` / ``from_position`` (format in rules_en.md).

The frame ``<game id> 4 <options>`` then ``name=value`` fields, in this order::

    sanmenlao 4 - round=1/1 log=- roller=0 scores=0,0,0,0 deal=3:2-5 phase=play
    hands=H0/H1/H2/H3 shou=0,0,0,0 tricks=0,0,0,0 up=- down=-/-/-/-
    trick=1:4-4+3-4,v1-3+2-3 last=- lead=- rule1=pending zhizun=-

The fields up to ``last`` are the table fields of both domino trick games,
written and read by :mod:`paixi.equipment.trick_position`; this module adds
and checks 三门老's own, and ``log`` after ``round`` (the rounds before this
one, which the result lists; optional when reading, for positions written
before it).
"""

from __future__ import annotations

from typing import Any

from paixi.core.errors import PositionError
from paixi.equipment.domino_units import (
    ONE_TWO,
    SANMEN,
    TWO_FOUR,
    ZHIZUN,
    beats,
    classify,
    tiles_text,
)
from paixi.equipment.dominoes import INDEX, KEYS
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
from paixi.games.sanmenlao.model import DEAL, END, PLAY, ROLL, lead_requirement
from paixi.games.sanmenlao.scoring import settle_round, summarize_round

FIELDS = (*TABLE_FIELDS, "lead", "rule1", "zhizun")
PLAYERS = 4


def _log_entry(summary: dict[str, Any]) -> str:
    """``<手 per seat>;<接牌>;<zhizun>;<penalty>``: what settles the round again."""
    if summary["settlement"] == "baohuo":
        zhizun = "last"
    elif summary["seller"] is not None:
        zhizun = f"sold:{summary['seller']}"
    else:
        zhizun = "-"
    penalty = summary.get("penalty")
    rule1 = f"{penalty['seat']}:{penalty['top_tile']}" if penalty else "-"
    return ";".join((",".join(map(str, summary["shou"])), str(summary["jiepai"]), zhizun, rule1))


def _read_log(state: Any, text: str) -> list[int]:
    """``log=``: rounds 1 .. round-1, each written by :func:`_log_entry`;
    returns what they add up to in half stakes."""
    total = [0] * PLAYERS
    log = []
    for round_no, parts in enumerate(read_log(text), 1):
        if len(parts) != 4:
            raise PositionError("a log entry is <shou>;<jiepai>;<zhizun>;<penalty>")
        shou = ints_field(parts[0], "a logged round's shou")
        if sum(shou) != 8:
            raise PositionError("a logged round's shou add up to 8")
        jiepai = seat_field(parts[1], "a logged round's jiepai")
        if not shou[jiepai]:
            raise PositionError("a logged round's 接牌 won the last trick, so has 手")
        seller, baohuo = None, parts[2] == "last"
        if parts[2].startswith("sold:"):
            seller = seat_field(parts[2][5:], "a logged round's seller")
            if shou[seller] < 2:
                raise PositionError("a logged seller of 幺二四 won a trick with it (2 手)")
        elif parts[2] not in ("-", "last"):
            raise PositionError("a logged zhizun is -, sold:<seat> or last")
        rule1 = None
        if parts[3] != "-":
            seat, _, key = parts[3].partition(":")
            if key not in ("6-6", "4-5", "3-6", "5-6"):
                raise PositionError("a logged penalty is <seat>:<top tile 6-6/4-5/3-6/5-6>")
            rule1 = (seat_field(seat, "a logged penalty's seat"), INDEX[key])
        settled = settle_round(shou, jiepai, seller, baohuo, rule1, state.options)
        if rule1 is not None and not settled.penalty:
            raise PositionError("a logged penalty must be one the settlement applies")
        log.append(summarize_round(round_no, shou, jiepai, seller, baohuo, rule1, state.options))
        total = [a + b for a, b in zip(total, settled.halves, strict=True)]
    if len(log) != state.round_no - 1:
        raise PositionError(f"round {state.round_no} needs {state.round_no - 1} rounds in the log")
    state.rounds_log = log
    return total


def position_fields(state: Any) -> list[str]:
    """The position line of a :class:`~paixi.games.sanmenlao.game.SanmenlaoState`."""
    done = state.rounds_log[:-1] if state.phase == END else state.rounds_log
    if not state.first_lead_done:
        rule1 = "pending"
    else:
        rule1 = "-" if state.rule1 is None else f"{state.rule1[0]}:{KEYS[state.rule1[1]]}"
    zhizun = "-"
    if state.baohuo:
        zhizun = "last"
    elif state.seller is not None:
        zhizun = f"sold:{state.seller}"
    return with_log(
        [
            *table_fields(state, [h / 2 for h in state.score_halves]),
            f"lead={state.lead_class or '-'}",
            f"rule1={rule1}",
            f"zhizun={zhizun}",
        ],
        log_field([_log_entry(r) for r in done]),
    )


def load_position(state: Any, words: list[str]) -> None:

    words, log_text = take_log(words)
    f = named_fields(words, FIELDS, "sanmenlao")
    read_round(state, f)
    halves = [round(x * 2) for x in scores_field(f["scores"], 0.5)]
    if sum(halves) != 0:
        raise PositionError("scores must sum to 0")
    state.score_halves = halves
    phase = read_phase(state, f, (DEAL, ROLL, PLAY, END))
    before = _read_log(state, log_text)
    _load_round(state, f, phase)
    if phase == END:
        last = state.settlement().halves
        before = [a + b for a, b in zip(before, last, strict=True)]
    check_log_scores([h / 2 for h in halves], [h / 2 for h in before])


def _load_round(state: Any, f: dict[str, str], phase: str) -> None:
    options = state.options
    if phase == DEAL:
        check_before_deal(f, {"lead": "-", "rule1": "pending", "zhizun": "-"})
        return
    read_table(state, f)
    _check_trick(state, options.zhizun_scope)
    read_last(state, f)
    if state.last_trick is not None and (
        len(state.last_trick[2]) != PLAYERS or state.last_trick[1] != state.leader
    ):
        raise PositionError("the last trick has 4 plays and its winner leads now")
    if not sum(state.tricks_won) and state.leader != state.first:
        raise PositionError(f"the first player (seat {state.first}) leads the first trick")
    lead = f["lead"]
    state.lead_class = None if lead == "-" else lead
    if state.lead_class not in (None, "zheng", "dianzi", "yao"):
        raise PositionError("lead must be -, zheng, dianzi or yao")
    need = lead_requirement(state.hands[state.leader]) if state.hands[state.leader] else ("", ())
    leading = phase in (PLAY, ROLL) and not state.plays
    want_roll = leading and options.enforce_lead_rules and need[0] == "roll"
    if phase == ROLL and (not want_roll or state.lead_class is not None):
        raise PositionError("a lead roll is due only when the leader's classes tie")
    if state.lead_class is not None and (
        phase != PLAY or not want_roll or state.lead_class not in need[1]
    ):
        raise PositionError("lead names a class only after a lead roll chose it")
    if phase == PLAY and want_roll and state.lead_class is None:
        raise PositionError("phase must be roll: the leader's classes tie")
    rule1 = f["rule1"]
    state.first_lead_done = rule1 != "pending"
    if state.first_lead_done == (not sum(state.tricks_won) and not state.plays):
        raise PositionError("rule1 is pending exactly until the first lead")
    if rule1 not in ("pending", "-"):
        state.rule1 = _read_rule1(state, rule1)
    finished = not any(state.hands) and not state.plays
    if finished != (phase == END):
        raise PositionError("phase is end exactly when every hand is empty")
    _read_zhizun(state, f["zhizun"])
    if phase == END:
        assert state.last_trick is not None
        state.jiepai = state.last_trick[1]
        state.rounds_log.append(state.round_summary())


def _check_trick(state: Any, scope: str) -> None:
    if not state.plays:
        return
    lead = state.plays[0]
    best = classify(lead.tiles, SANMEN)
    if lead.down or best is None:
        raise PositionError("the trick's lead must be a unit face up")
    for p in state.plays[1:]:
        if len(p.tiles) != len(lead.tiles):
            raise PositionError("every play of a trick has as many tiles as the lead")
        if not p.down:
            unit = classify(p.tiles, SANMEN)
            if unit is None or not beats(unit, best, scope):
                raise PositionError(f"face-up play {tiles_text(p.tiles)} does not beat the best")
            best = unit


def _read_rule1(state: Any, text: str) -> tuple[int, int]:
    """``seat:tile``: the first leader and the lone top tile he did not lead (§7)."""
    seat, _, key = text.partition(":")
    if key not in ("6-6", "4-5", "3-6", "5-6"):
        raise PositionError("rule1 must be pending, - or <first leader>:<top tile 6-6/4-5/3-6/5-6>")
    if seat_field(seat, "rule1 seat") != state.first:
        raise PositionError(f"rule1 names the first leader, seat {state.first}")
    return state.first, INDEX[key]


def _read_zhizun(state: Any, text: str) -> None:
    """``-``, ``sold:<seat>`` or ``last`` (§6), checked against the tricks shown."""
    won_last = state.last_trick is not None and _winning_play(state.last_trick) == ZHIZUN
    if text == "last":
        if state.phase != END or not won_last:
            raise PositionError("zhizun=last only when 幺二四 won the last trick (phase end)")
        state.baohuo = True
        return
    if won_last and (state.phase == END or text != f"sold:{state.last_trick[1]}"):
        raise PositionError(
            "幺二四 won the last finished trick: zhizun must be "
            + ("last" if state.phase == END else f"sold:{state.last_trick[1]}")
        )
    if text == "-":
        return
    if not text.startswith("sold:"):
        raise PositionError("zhizun must be -, sold:<seat> or last")
    seller = seat_field(text[5:], "the seller")
    up = list(state.gone_up)
    if ONE_TWO not in up or TWO_FOUR not in up or state.shou[seller] < 2:
        raise PositionError("zhizun=sold: 幺二四 was played face up and won the seller a trick")
    state.seller = seller


def _winning_play(trick: tuple[int, int, tuple[Any, ...]]) -> tuple[int, ...] | None:
    leader, winner, plays = trick
    play = plays[(winner - leader) % PLAYERS]
    return None if play.down else play.tiles
