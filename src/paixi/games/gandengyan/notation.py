"""干瞪眼 position notation (docs/specs/gandengyan.md, "Positions").

Eight fields after the frame of :mod:`paixi.core.position`::

    <hands> <stock> <phase> <dealer> <to_act> <log> <scores> <past>

``hands`` every seat's cards (poker-deck.md notation: ``10H``, ``7C#2``,
``BJ``) joined by ``,``, the seats joined by ``/`` (``-`` for none);
``stock`` the stock, top card first; ``phase`` ``dealer`` (the first dealer
is about to be chosen), ``deal``, ``play`` or ``end``; ``dealer`` this hand's
dealer (``-`` before it is chosen); ``to_act`` the seat to play (``-`` if
none); ``log`` this hand's public events in order, joined by ``,``: a play
``<seat>:<cards joined by +>`` (the natural cards taken, suits shown, and each
joker as in §9: ``0:4H#1+*5+6C#2``), ``<seat>:pass``,
``<seat>:won`` (it won the round), ``<seat>:draw``, ``<seat>:cannot`` (it
could not lead); ``scores`` the game totals; ``past`` the finished hands, each
``<dealer>:<winner>:<bombs>:<cards left per seat>`` (the losers' cards joined
by ``,``, the seats by ``/``, ``-`` for the winner; winner ``-`` when nobody
could lead), joined by ``;``.

The round in play, its last play, the locked seats and the bombs of the hand
follow from the log. Consistency checked: the cards held, in the stock and
played make the deck, card by card (jokers, alike here, by count); every play is a
combination; the turn is the one the rules give; the scores are the ones
the finished hands give.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from paixi.core.errors import PositionError
from paixi.core.position import EMPTY, expect_fields, int_list, read, to_int, to_seat
from paixi.equipment.poker import GANDENGYAN_ORDER, deck, parse_card, removal_key
from paixi.games.gandengyan.actions import Play, parse_action, play_cards
from paixi.games.gandengyan.combos import NUM_RANKS, Combo, can_lead, combo_of

FIELDS = ("hands", "stock", "phase", "dealer", "to_act", "log", "scores", "past")
ORDER = GANDENGYAN_ORDER
PHASES = ("dealer", "deal", "play", "end")
_WORDS = {"pass": "pass", "round_won": "won", "draw": "draw", "cannot_lead": "cannot"}
_KINDS = {v: k for k, v in _WORDS.items()}


def _cards(cards: list[Any]) -> str:
    return ",".join(str(c) for c in cards) or EMPTY


def _entry(entry: list[Any]) -> str:
    if entry[1] == "play":
        return f"{entry[0]}:{'+'.join(entry[3].split())}"
    return f"{entry[0]}:{_WORDS[entry[1]]}"


def write(state: Any) -> list[str]:
    """The eight fields of a :class:`GandengyanState`."""
    past = []
    for h in state.hands_log:
        left = "/".join(
            ",".join(h["revealed"].get(str(s), [])) or EMPTY for s in range(state.players)
        )
        winner = EMPTY if h["winner"] is None else str(h["winner"])
        past.append(f"{h['dealer']}:{winner}:{h['bombs']}:{left}")
    return [
        "/".join(_cards(state._hand_text_cards(s)) for s in range(state.players)),
        _cards(state.stock[::-1]),
        PHASES[state._phase],
        str(state.dealer) if state.dealer >= 0 else EMPTY,
        str(state.to_act) if state.to_act >= 0 else EMPTY,
        ",".join(_entry(e) for e in state.log) or EMPTY,
        ",".join(map(str, state.scores)),
        ";".join(past) or EMPTY,
    ]


def _read_cards(text: str, what: str) -> list[Any]:
    return [read(parse_card, c, what) for c in text.split(",")] if text != EMPTY else []


def _set_hand(state: Any, seat: int, cards: list[Any]) -> None:
    state.hands[seat] = [[] for _ in range(NUM_RANKS)]
    state.jokers[seat] = []
    state.sizes[seat] = 0
    for card in sorted(cards, key=removal_key):
        state._take(seat, card)


def _read_past(state: Any, past: str) -> None:
    n = state.players
    for i, text in enumerate(past.split(";") if past != EMPTY else [], 1):
        parts = text.split(":")
        if len(parts) != 4:
            raise PositionError(f"finished hand {i} is <dealer>:<winner>:<bombs>:<cards left>")
        if state._phase == 3:
            raise PositionError(f"hand {i} is played after the last hand")
        dealer = to_seat(parts[0], f"hand {i} dealer", n)
        if i > 1 and dealer != state.dealer:
            raise PositionError(f"hand {i} is dealt by seat {state.dealer}, not {dealer}")
        state.dealer = dealer
        winner = None if parts[1] == EMPTY else to_seat(parts[1], f"hand {i} winner", n)
        state.bombs = to_int(parts[2], f"hand {i} bombs", 0)
        left = parts[3].split("/")
        if len(left) != n:
            raise PositionError(f"hand {i} lists the cards left of {n} seats, not {len(left)}")
        for seat, cards in enumerate(left):
            held = _read_cards(cards, f"hand {i} cards of seat {seat}")
            if winner is not None and (seat == winner) != (not held):
                raise PositionError(f"hand {i}: the winner alone has no cards left")
            if winner is None and held:
                raise PositionError(f"hand {i}: nobody won, so no cards are shown")
            _set_hand(state, seat, held)
        state._end_hand(winner)


def load(state: Any, fields: list[str]) -> None:
    """Set a fresh state from the fields; :class:`PositionError` if inconsistent."""
    expect_fields(fields, FIELDS, "gandengyan")
    hands, stock, phase, dealer, to_act, log, scores, past = fields
    n = state.players
    _read_past(state, past)
    if int_list(scores, "scores") != state.scores:
        raise PositionError(
            f"scores {scores[:40]} differ from the finished hands' {','.join(map(str, state.scores))}"
        )
    if phase not in PHASES:
        raise PositionError(f"phase must be one of {', '.join(PHASES)}, not {phase[:20]!r}")
    over = state._phase == 3
    if over != (phase == "end"):
        raise PositionError(f"after {len(state.hands_log)} finished hands the phase is not {phase}")
    if over and dealer != str(state.dealer):
        raise PositionError(f"the last hand was dealt by seat {state.dealer}, not {dealer}")
    if phase == "dealer":
        if past != EMPTY or fields[:2] + fields[3:6] != ["/".join([EMPTY] * n)] + [EMPTY] * 4:
            raise PositionError("before the first dealer is chosen everything is empty")
        return
    chosen = to_seat(dealer, "dealer", n) if dealer != EMPTY else -1
    if state.hands_log and not over and chosen != state.dealer:
        raise PositionError(f"this hand is dealt by seat {state.dealer}, not {dealer}")
    state.dealer = chosen
    if chosen < 0:
        raise PositionError("once the first dealer is chosen the dealer field names it")
    state._phase = PHASES.index(phase)
    if phase == "deal":
        if fields[:2] + fields[4:6] != ["/".join([EMPTY] * n), EMPTY, EMPTY, EMPTY]:
            raise PositionError("before the deal the hands, stock, turn and log are empty")
        return
    seats = hands.split("/")
    if len(seats) != n:
        raise PositionError(f"hands lists {n} seats, not {len(seats)}")
    for seat, text in enumerate(seats):
        _set_hand(state, seat, _read_cards(text, f"seat {seat}'s hand"))
    state.stock = _read_cards(stock, "stock")[::-1]
    _load_log(state, log)
    _check_cards(state)
    state.to_act = to_seat(to_act, "to_act", n) if to_act != EMPTY else -1
    expected = -1 if over else _expected_turn(state)
    if state.to_act != expected:
        raise PositionError(f"seat {expected} is to act, not {to_act}")


def _load_log(state: Any, log: str) -> None:
    n = state.players
    entries: list[list[Any]] = []
    for item in log.split(",") if log != EMPTY else []:
        seat, sep, body = item.partition(":")
        if not sep or not body:
            raise PositionError(f"a log entry is <seat>:<play or word>, not {item[:20]!r}")
        who = to_seat(seat, "log seat", n)
        if body in _KINDS:
            entries.append([who, _KINDS[body]])
            continue
        play, cards = _read_play(body, item)
        if not isinstance(combo_of(play, state.rules), Combo):
            raise PositionError(f"log entry {item[:20]!r} is not a combination")
        entries.append([who, "play", str(play), cards])
    state.log = entries
    state.bombs = 0
    start = 0
    for i, entry in enumerate(entries):
        if entry[1] == "round_won":
            start = i + 1
        elif entry[1] == "play":
            action = parse_action(entry[2])
            combo = combo_of(action, state.rules) if isinstance(action, Play) else None
            if not isinstance(combo, Combo):
                raise PositionError(f"log: {entry[2]!r} is not a legal play")
            state.bombs += combo.is_bomb
    for who, kind, *rest in entries[start:]:
        if kind == "pass":
            state.locked[who] = state.options.pass_locks
        elif kind == "play":
            state.last_play = parse_action(rest[0])
            state.last_combo = combo_of(state.last_play, state.rules)
            state.last_player = who
        else:
            continue


def _read_play(body: str, item: str) -> tuple[Play, str]:
    """A logged play ``4H#1+*5+6C#2``: the play it makes and its cards as the
    engine writes them (lowest reading first, as the play itself)."""
    what = f"log entry {item[:20]!r}"
    naturals: list[tuple[int, tuple[int, ...], Any]] = []  # (rank index, removal key, card)
    jokers: list[str] = []
    for token in body.split("+"):
        if token.startswith("*"):
            jokers.append(token)
            continue
        card = read(parse_card, token, what)
        if card.is_joker:
            raise PositionError(f"{what}: a joker is written *<the rank it stands for>")
        naturals.append((ORDER.index(card.rank), removal_key(card)[:2], card))
    naturals.sort(key=lambda x: x[:2])
    text = " ".join([ORDER.token(r) for r, _, _ in naturals] + jokers)
    play = read(parse_action, text, what)
    if not isinstance(play, Play):
        raise PositionError(f"{what} is not a play")
    cards = [str(c) for _, _, c in naturals]
    return play, " ".join(play_cards(play, cards))


def _check_cards(state: Any) -> None:
    full = Counter(c.rank for c in deck(state.decks))
    have: Counter[str] = Counter()
    shown: Counter[str] = Counter(str(c) for c in deck(state.decks))
    for seat in range(state.players):
        for card in state._hand_text_cards(seat):
            have["*" if card.is_joker else card.rank] += 1
            shown[str(card)] -= 1
    for card in state.stock:
        have["*" if card.is_joker else card.rank] += 1
        shown[str(card)] -= 1
    twice = [c for c, k in shown.items() if k < 0]
    if twice:
        raise PositionError(f"card {twice[0]} is held or stocked more times than the deck holds it")
    for _, kind, *rest in state.log:
        if kind == "play":
            for token in rest[1].split():
                if token.startswith("*"):
                    have["*"] += 1
                else:
                    have[parse_card(token).rank] += 1
                    shown[token] -= 1
    twice = [c for c, k in shown.items() if k < 0]
    if twice:
        raise PositionError(
            f"card {twice[0]} is held, stocked and played more times than the deck holds it"
        )
    full["*"] = full.pop("BJ", 0) + full.pop("SJ", 0)
    for rank, count in full.items():
        if have[rank] != count:
            name = "jokers" if rank == "*" else f"rank {rank}"
            raise PositionError(
                f"{name}: {have[rank]} cards held, in the stock and played; the deck has {count}"
            )


def _expected_turn(state: Any) -> int:
    n = state.players
    round_log = state.log
    for i in range(len(state.log) - 1, -1, -1):
        if state.log[i][1] == "round_won":
            round_log = state.log[i + 1 :]
            break
    acted = [e for e in round_log if e[1] in ("pass", "play")]
    if acted:
        i = acted[-1][0]
        while True:
            i = (i + 1) % n
            if i == state.last_player:
                return -2
            if not state.locked[i]:
                return i
    won = [e[0] for e in state.log if e[1] == "round_won"]
    leader = won[-1] if won else state.dealer
    for k in range(n):
        seat = (leader + k) % n
        if can_lead(state.counts(seat), len(state.jokers[seat]), state.rules):
            return seat
    return -2
