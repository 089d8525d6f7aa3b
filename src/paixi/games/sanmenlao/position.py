"""三门老 positions: ``to_position`` / ``from_position`` (format in rules_en.md).

The frame ``<game id> 4 <options>`` then ``name=value`` fields, in this order::

    sanmenlao 4 - round=1/1 roller=0 scores=0,0,0,0 deal=3:2-5 phase=play
    hands=H0/H1/H2/H3 shou=0,0,0,0 tricks=0,0,0,0 up=- down=-/-/-/-
    trick=1:4-4+3-4,v1-3+2-3 last=- lead=- rule1=pending zhizun=-

Tile lists are keys joined by ``,`` (``-`` for none); a play in a trick is its
keys joined by ``+``, prefixed ``v`` when face down.
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
    parse_dice,
    tiles_text,
)
from paixi.equipment.dominoes import INDEX, KEYS
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
    "lead",
    "rule1",
    "zhizun",
)
PLAYERS = 4


def position_fields(state: Any) -> list[str]:
    """The position line of a :class:`~paixi.games.sanmenlao.game.SanmenlaoState`."""
    o = state.options
    deal = "-" if state.deal is None else f"{state.deal[0]}:{state.deal[1][0]}-{state.deal[1][1]}"
    last = "-"
    if state.last_trick is not None:
        leader, winner, plays = state.last_trick
        last = f"{leader}:{winner}:{plays_field(plays)}"
    if not state.first_lead_done:
        rule1 = "pending"
    else:
        rule1 = "-" if state.rule1 is None else f"{state.rule1[0]}:{KEYS[state.rule1[1]]}"
    zhizun = "-"
    if state.baohuo:
        zhizun = "last"
    elif state.seller is not None:
        zhizun = f"sold:{state.seller}"
    fields = [
        f"round={state.round_no}/{o.rounds}",
        f"roller={state.roller}",
        "scores=" + ",".join(number_field(h / 2) for h in state.score_halves),
        f"deal={deal}",
        f"phase={state.phase}",
        "hands=" + "/".join(tiles_field(h) for h in state.hands),
        "shou=" + ",".join(map(str, state.shou)),
        "tricks=" + ",".join(map(str, state.tricks_won)),
        f"up={tiles_field(state.gone_up)}",
        "down=" + "/".join(tiles_field(d) for d in state.gone_down),
        f"trick={state.leader}:{plays_field(state.plays)}",
        f"last={last}",
        f"lead={state.lead_class or '-'}",
        f"rule1={rule1}",
        f"zhizun={zhizun}",
    ]
    return fields


def load_position(state: Any, words: list[str]) -> None:
    from paixi.games.sanmenlao.game import DEAL, END, PLAY, ROLL, lead_requirement

    f = named_fields(words, FIELDS, "sanmenlao")
    options = state.options
    r, _, total = f["round"].partition("/")
    if not (r.isdigit() and total.isdigit()) or int(total) != options.rounds:
        raise PositionError(f"round must be written n/{options.rounds} (the rounds option)")
    state.round_no = int(r)
    if not 1 <= state.round_no <= options.rounds:
        raise PositionError(f"round must be 1-{options.rounds}")
    state.roller = seat_field(f["roller"], "roller")
    halves = [round(x * 2) for x in scores_field(f["scores"], 0.5)]
    if sum(halves) != 0:
        raise PositionError("scores must sum to 0")
    state.score_halves = halves
    phase = f["phase"]
    if phase not in (DEAL, ROLL, PLAY, END):
        raise PositionError("phase must be deal, roll, play or end")
    state.phase = phase
    if phase == END and state.round_no != options.rounds:
        raise PositionError("the game ends only after the last round")
    if phase == DEAL:
        empty = "-/-/-/-"
        expect = {"deal": "-", "hands": empty, "shou": "0,0,0,0", "tricks": "0,0,0,0", "up": "-"}
        expect |= {"down": empty, "trick": "-1:", "last": "-", "lead": "-", "rule1": "pending"}
        expect |= {"zhizun": "-"}
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
    check_tiles(
        state.hands, state.gone_up, state.gone_down, state.leader, state.plays, sum(state.shou)
    )
    if sum(state.tricks_won) > sum(state.shou) or (sum(state.shou) > 0) != (
        sum(state.tricks_won) > 0
    ):
        raise PositionError("shou and tricks do not agree")
    _check_trick(state, options.zhizun_scope)
    if f["last"] != "-":
        leader, winner, plays = f["last"].split(":")
        last = tuple(read_plays_field(plays))
        state.last_trick = (
            seat_field(leader, "last leader"),
            seat_field(winner, "last winner"),
            last,
        )
        if len(last) != PLAYERS or state.last_trick[1] != state.leader:
            raise PositionError("the last trick has 4 plays and its winner leads now")
    elif sum(state.tricks_won):
        raise PositionError("after a trick, last must show it")
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
    if len(state.plays) >= PLAYERS:
        raise PositionError("a trick in progress has at most 3 plays")
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
