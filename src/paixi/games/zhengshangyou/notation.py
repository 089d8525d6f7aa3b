"""争上游 position notation (docs/specs/zhengshangyou.md, "Positions").

Eight fields after the frame of :mod:`paixi.core.position`::

    <hands> <phase> <to_act> <tribute> <log> <trick> <scores> <past>

``hands`` every seat's cards (poker-deck.md notation, ``10H``, ``7C#2``,
``BJ``) joined by ``,``, the seats joined by ``/`` (``-`` for no cards);
``phase`` ``deal`` (the deck is about to be shuffled), ``return`` (the
previous 上游 owes a tribute return), ``play`` or ``end``; ``to_act`` the seat
to act (``-`` at deal and end); ``tribute`` this hand's tribute
``<from>.<to>.<given rank>.<returned rank>`` (``-`` for a return not yet made,
the whole field ``-`` without tribute); ``log`` this hand's plays in order,
``<seat>:<cards joined by +>`` (the cards the play took, ``10H+10C``) or
``<seat>:pass``, joined by ``,``;
``trick`` how many entries of the log precede the current trick; ``scores``
the match totals; ``past`` the finished hands, each
``<dealer>:<finishing order>:<下游's cards left>`` joined by ``;``.

Consistency checked: the cards held and played make exactly the deck, card by
card; the plays are combinations; the trick starts with a lead; the turn is the
one the rules give; the scores are the ones the finished hands give.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from paixi.core.errors import PositionError
from paixi.core.position import EMPTY, expect_fields, int_list, read, seat_list, to_int, to_seat
from paixi.equipment.poker import ZHENGSHANGYOU_ORDER, deck, parse_card, removal_key
from paixi.games.zhengshangyou.combos import NUM_RANKS, Combo, combo_of

FIELDS = ("hands", "phase", "to_act", "tribute", "log", "trick", "scores", "past")
ORDER = ZHENGSHANGYOU_ORDER
PHASES = ("deal", "return", "play", "end")


def _cards(cards: list[Any]) -> str:
    return ",".join(str(c) for c in cards) or EMPTY


def _entry(seat: int, text: str) -> str:
    return f"{seat}:{'+'.join(text.split())}"


def write(state: Any) -> list[str]:
    """The eight fields of a :class:`ZhengshangyouState`."""
    hands = "/".join(_cards([c for cards in hand for c in cards]) for hand in state.hands)
    t = state.tribute
    tribute = EMPTY
    if t is not None:
        back = EMPTY if t["returned"] is None else ORDER.token(t["returned"])
        tribute = f"{t['from']}.{t['to']}.{ORDER.token(t['given'])}.{back}"
    past = [
        f"{h['dealer']}:{','.join(map(str, h['order']))}:{','.join(h['xiayou_cards']) or EMPTY}"
        for h in state.hands_log
    ]
    return [
        hands,
        PHASES[state._phase],
        str(state.to_act) if state.to_act >= 0 else EMPTY,
        tribute,
        ",".join(
            _entry(s, cards or x)
            for (s, x), cards in zip(state.hand_log, state.played, strict=True)
        )
        or EMPTY,
        str(len(state.hand_log) - len(state.trick)),
        ",".join(map(str, state.scores)),
        ";".join(past) or EMPTY,
    ]


def _read_cards(text: str, what: str) -> list[Any]:
    return [read(parse_card, c, what) for c in text.split(",")] if text != EMPTY else []


def _read_past(state: Any, past: str) -> None:
    """Replay the finished hands' scores; set dealer, hand number and 上游/下游."""
    n = state.players
    for i, text in enumerate(past.split(";") if past != EMPTY else [], 1):
        parts = text.split(":")
        if len(parts) != 3:
            raise PositionError(f"finished hand {i} is <dealer>:<order>:<cards>")
        dealer = to_seat(parts[0], f"hand {i} dealer", n)
        if dealer != state.dealer:
            raise PositionError(f"hand {i} is dealt by seat {state.dealer}, not {dealer}")
        order = seat_list(parts[1], f"hand {i} order", n)
        if sorted(order) != list(range(n)):
            raise PositionError(f"hand {i}'s finishing order must name every seat once")
        state.out_order = order[:-1]
        state.hands[order[-1]] = [[] for _ in range(NUM_RANKS)]
        for card in _read_cards(parts[2], f"hand {i} cards"):
            state.hands[order[-1]][ORDER.index(card.rank)].append(card)
        if state._phase == 3:
            raise PositionError(f"hand {i} is played after the match was won")
        state._end_hand(order[-1])


def load(state: Any, fields: list[str]) -> None:
    """Set a fresh state from the fields; :class:`PositionError` if inconsistent."""
    expect_fields(fields, FIELDS, "zhengshangyou")
    hands, phase, to_act, tribute, log, trick, scores, past = fields
    n = state.players
    over = False
    _read_past(state, past)
    if int_list(scores, "scores", low=0) != state.scores:
        raise PositionError(
            f"scores {scores[:40]} differ from the finished hands' {','.join(map(str, state.scores))}"
        )
    if state._phase == 3:
        over = True
        if phase != "end":
            raise PositionError("the match is won: the phase is end")
        last = state.hands_log[-1]
        state.dealer, state.hand_no = last["dealer"], last["hand"]
    elif phase == "end":
        raise PositionError("no seat has won the match yet: the phase is not end")
    if phase not in PHASES:
        raise PositionError(f"phase must be one of {', '.join(PHASES)}, not {phase[:20]!r}")
    state._phase = PHASES.index(phase)
    if phase == "deal":
        if fields[:1] + fields[2:6] != ["/".join([EMPTY] * n), EMPTY, EMPTY, EMPTY, "0"]:
            raise PositionError("before the deal the hands, turn, tribute, log and trick are empty")
        return
    seats = hands.split("/")
    if len(seats) != n:
        raise PositionError(f"hands lists {n} seats, not {len(seats)}")
    held: Counter[str] = Counter()
    for seat, text in enumerate(seats):
        hand: list[list[Any]] = [[] for _ in range(NUM_RANKS)]
        for card in _read_cards(text, f"seat {seat}'s hand"):
            hand[ORDER.index(card.rank)].append(card)
            held[str(card)] += 1
        for cards in hand:
            cards.sort(key=removal_key)
        state.hands[seat] = hand
        state.sizes[seat] = sum(map(len, hand))
    full = Counter(str(c) for c in deck(state.options.decks))
    extra = held - full
    if extra:
        card = next(iter(extra))
        raise PositionError(f"card {card} is held more times than the deck holds it")
    _load_log(state, log, trick)
    played = Counter(c for cards in state.played for c in cards.split())
    have = held + played
    extra = have - full
    if extra:
        card = next(iter(extra))
        raise PositionError(f"card {card} is held and played more times than the deck holds it")
    missing = full - have
    if missing:
        card = next(iter(missing))
        raise PositionError(f"card {card} is neither held nor played")
    state.out_order = sorted(
        (s for s in range(n) if not state.sizes[s]),
        key=lambda s: max(
            i for i, (who, x) in enumerate(state.hand_log) if who == s and x != "pass"
        ),
    )
    if not over and len(state.out_order) >= n - 1:
        raise PositionError("only one seat holds cards, so the hand is over")
    _load_tribute(state, tribute)
    state.to_act = -1 if to_act == EMPTY else to_seat(to_act, "to_act", n)
    if not over:
        expected = _expected_turn(state)
        if state.to_act != expected:
            raise PositionError(f"seat {expected} is to act, not {to_act}")


def _load_log(state: Any, log: str, trick: str) -> None:
    n = state.players
    entries = []
    played = []
    for item in log.split(",") if log != EMPTY else []:
        seat, sep, body = item.partition(":")
        if not sep or not body:
            raise PositionError(f"a log entry is <seat>:<cards> or <seat>:pass, not {item[:20]!r}")
        who = to_seat(seat, "log seat", n)
        if body == "pass":
            entries.append([who, "pass"])
            played.append("")
            continue
        cards = [read(parse_card, c, f"log entry {item[:20]!r}") for c in body.split("+")]
        cards.sort(key=lambda c: (ORDER.index(c.rank), removal_key(c)))
        ranks = tuple(ORDER.index(c.rank) for c in cards)
        if not isinstance(combo_of(ranks, state.rules), Combo):
            raise PositionError(f"log entry {item[:20]!r} is not a combination")
        entries.append([who, " ".join(ORDER.token(r) for r in ranks)])
        played.append(" ".join(map(str, cards)))
    state.hand_log = entries
    state.played = played
    k = to_int(trick, "trick", 0, len(entries))
    state.trick = [list(e) for e in entries[k:]]
    if state.trick and state.trick[0][1] == "pass":
        raise PositionError("a trick starts with a lead, not a pass")
    from paixi.games.zhengshangyou.actions import Play

    for who, text in state.trick:
        if text == "pass":
            state.locked[who] = state.options.pass_locks
        else:
            ranks = tuple(ORDER.index(t) for t in text.split())
            state.last_play = Play(ranks)
            state.last_combo = combo_of(ranks, state.rules)
            state.last_player = who


def _load_tribute(state: Any, text: str) -> None:
    if text == EMPTY:
        if state._phase == 1:
            raise PositionError("a tribute return is due but there is no tribute")
        return
    parts = text.split(".")
    if len(parts) != 4:
        raise PositionError("the tribute is <from>.<to>.<given rank>.<returned rank>")
    n = state.players
    give, take = to_seat(parts[0], "tribute from", n), to_seat(parts[1], "tribute to", n)
    if (give, take) != (state.prev_down, state.prev_up):
        raise PositionError(
            f"the tribute goes from the last 下游 (seat {state.prev_down}) to the 上游 (seat {state.prev_up})"
        )
    ranks: list[int | None] = []
    for token in parts[2:]:
        if token == EMPTY:
            ranks.append(None)
        elif token in ORDER:
            ranks.append(ORDER.index(token))
        else:
            raise PositionError(f"tribute rank {token[:10]!r} is not a rank")
    if ranks[0] is None:
        raise PositionError("the tribute names the rank given")
    if (ranks[1] is None) != (state._phase == 1):
        raise PositionError("the phase is return exactly while the return is not yet made")
    state.tribute = {"from": give, "to": take, "given": ranks[0], "returned": ranks[1]}


def _expected_turn(state: Any) -> int:
    """The seat the rules put to act, from the log and the hands."""
    n = state.players
    if state._phase == 1:
        return state.prev_up
    log = state.hand_log
    if state.trick:
        i = state.trick[-1][0]
        while True:
            i = (i + 1) % n
            if i == state.last_player:
                return -2  # the trick would be over: no consistent turn
            if state.sizes[i] and not state.locked[i]:
                return i
    if not log:
        if state.hand_no == 1:
            return state._first_leader()
        return state.prev_down
    owner = next(who for who, x in reversed(log) if x != "pass")
    while not state.sizes[owner]:
        owner = (owner + 1) % n
    return owner
