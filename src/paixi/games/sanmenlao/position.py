"""三门老 positions: ``to_position`` / ``from_position`` (format in rules_en.md).

The frame ``<game id> 4 <options>`` then ``name=value`` fields, in this order::

    sanmenlao 4 - round=1/1 roller=0 scores=0,0,0,0 deal=3:2-5 phase=play
    hands=H0/H1/H2/H3 shou=0,0,0,0 tricks=0,0,0,0 up=- down=-/-/-/-
    trick=1:4-4+3-4,v1-3+2-3 last=- lead=- rule1=pending zhizun=-

The fields up to ``last`` are the table fields of both domino trick games,
written and read by :mod:`paixi.equipment.trick_position`; this module adds
and checks 三门老's own.
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
    named_fields,
    read_last,
    read_phase,
    read_round,
    read_table,
    scores_field,
    seat_field,
    table_fields,
)

FIELDS = (*TABLE_FIELDS, "lead", "rule1", "zhizun")
PLAYERS = 4


def position_fields(state: Any) -> list[str]:
    """The position line of a :class:`~paixi.games.sanmenlao.game.SanmenlaoState`."""
    if not state.first_lead_done:
        rule1 = "pending"
    else:
        rule1 = "-" if state.rule1 is None else f"{state.rule1[0]}:{KEYS[state.rule1[1]]}"
    zhizun = "-"
    if state.baohuo:
        zhizun = "last"
    elif state.seller is not None:
        zhizun = f"sold:{state.seller}"
    return [
        *table_fields(state, [h / 2 for h in state.score_halves]),
        f"lead={state.lead_class or '-'}",
        f"rule1={rule1}",
        f"zhizun={zhizun}",
    ]


def load_position(state: Any, words: list[str]) -> None:
    from paixi.games.sanmenlao.game import DEAL, END, PLAY, ROLL, lead_requirement

    f = named_fields(words, FIELDS, "sanmenlao")
    options = state.options
    read_round(state, f)
    halves = [round(x * 2) for x in scores_field(f["scores"], 0.5)]
    if sum(halves) != 0:
        raise PositionError("scores must sum to 0")
    state.score_halves = halves
    phase = read_phase(state, f, (DEAL, ROLL, PLAY, END))
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
        raise PositionError("a lead roll is due only when the leader's classes tie (§5.2)")
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
        state.rounds_log = [state.round_summary()]


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
    from paixi.games.sanmenlao.game import END

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
