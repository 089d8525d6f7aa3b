"""干瞪眼 gān dèng yǎn, "Staring Helplessly": the rules engine (docs/specs/gandengyan.md).

One engine game is ``hands`` hands. Each hand: a chance event shuffles the deck
(the first hand is preceded by one choosing the dealer, §5.1); the dealer gets
6 cards and the others 5; rounds are played, and after each round every seat
draws one card from the stock, the round's winner first (§6.2). The first seat
to play its last card wins the hand and is paid by the others (§7).
"""

from __future__ import annotations

import random
from bisect import insort
from dataclasses import dataclass
from enum import IntEnum
from functools import cache
from itertools import repeat
from typing import Any, Final

from paixi.core.action_space import ActionSpace
from paixi.core.errors import IllegalActionError, NotationError
from paixi.core.event_log import append_event
from paixi.core.game import CHANCE, TERMINAL, Game, State
from paixi.core.history import HistoryEntry
from paixi.core.notation import check_notation
from paixi.core.options import option, options_to_dict
from paixi.equipment.poker import GANDENGYAN_ORDER, Card, Shuffle, check_deal, removal_key
from paixi.games.gandengyan import notation
from paixi.games.gandengyan.actions import (
    PASS,
    Action,
    PartialPlay,
    Pass,
    Play,
    parse_action,
    play_cards,
    resolve_partial,
)
from paixi.games.gandengyan.combos import (
    NUM_RANKS,
    Combo,
    Rules,
    all_plays,
    beats,
    can_lead,
    combo_of,
    follow_plays,
    full_hand,
    lead_plays,
    tables,
)
from paixi.games.gandengyan.hidden import pinned_jokers, redeal
from paixi.native import mypyc_attr


class Phase(IntEnum):
    """Where a hand stands: choosing the dealer, the shuffle and deal, play, the end."""

    DEALER = 0
    SHUFFLE = 1
    PLAY = 2
    END = 3


# the phases as constants mypyc (paixi.native) inlines; checked against Phase below
_DEALER: Final = 0
_SHUFFLE: Final = 1
_PLAY: Final = 2
_END: Final = 3
assert tuple(Phase) == (_DEALER, _SHUFFLE, _PLAY, _END)
_PHASE_NAMES: Final = ("dealer", "deal", "play", "end")
_PASSES: Final = tuple(HistoryEntry(seat, PASS) for seat in range(6))
# the action values and types as constants: mypyc reads an imported name from
# the module's dict on every use, a Final from a static
_PASS: Final[Any] = PASS
_PLAY_TYPE: Final[Any] = Play
_PASS_TYPE: Final[Any] = Pass
# typed as tuples of any length: mypyc would rebuild a ``tuple[int]`` on every use
_SEAT_ARGS: Final[tuple[tuple[Any, ...], ...]] = tuple((seat,) for seat in range(6))
"""The arguments of an event naming one seat (``pass``), built once."""
_KNOWN_LIMIT: Final = 1 << 15
_RANK_INDEX: Final = {rank: i for i, rank in enumerate(GANDENGYAN_ORDER.tokens)}


def _dealt(hand_no: int, dealer: int, texts: list[str]) -> tuple[Any, ...]:
    """The private part of a ``deal`` event: each seat learns its own cards."""
    return tuple([(s, "dealt", (hand_no, dealer, text)) for s, text in enumerate(texts)])


@cache
def _card_texts(decks: int) -> dict[int, str]:
    """The text of each card of the deck template (the cards every automatic
    shuffle deals) by its ``id``: the template keeps them alive."""
    return {id(c): str(c) for c in Shuffle.random(random.Random(0), decks).cards}


@cache
def _removal_orders(decks: int) -> dict[int, int]:
    """:func:`removal_key` of each card of the deck template as one int (the
    same order), by the card's ``id`` (see :func:`_card_texts`)."""
    out = {}
    for card in Shuffle.random(random.Random(0), decks).cards:
        first, copy, _ = removal_key(card)
        out[id(card)] = first * 3 + copy  # copy is 0, 1 or 2
    return out


@cache
def _drew(decks: int) -> dict[int, tuple[Any, ...]]:
    """The private part of a ``draw`` event, per seat, for each card of the
    deck template by its ``id`` (see :func:`_card_texts`)."""
    return {
        i: tuple(((seat, "drew", (seat, text)),) for seat in range(len(_SEAT_ARGS)))
        for i, text in _card_texts(decks).items()
    }


@mypyc_attr(native_class=False)  # frozen dataclasses copy and pickle as Python
@dataclass(frozen=True, slots=True)
class Dealer:
    """A chance event: the first hand's dealer, written ``dealer 2`` (§5.1)."""

    seat: int

    def __str__(self) -> str:
        return f"dealer {self.seat}"


@mypyc_attr(native_class=False)  # frozen dataclasses copy and pickle as Python
@dataclass(frozen=True)
class GandengyanOptions:
    """Options of docs/specs/gandengyan.md §10 (``players`` is the ``new_game`` argument)."""

    decks: str = option(
        "auto", choices=("auto", "1", "2"), help="auto: 1 deck for 2 players, else 2"
    )
    triple_follow: str = option(
        "plus_one", choices=("plus_one", "any_higher"), help="how a triple is beaten"
    )
    bomb_doubling: bool = option(False, help="each bomb played doubles every payment")
    joker_pair_bomb: bool = option(False, help="two jokers alone are the highest bomb")
    pass_locks: bool = option(False, help="a seat that passed stays out until the round ends")
    hands: int = option(1, min=1, max=10_000, sample_max=3, help="hands in one game")


def deck_count(options: GandengyanOptions, players: int) -> int:
    """§1: ``auto`` is one deck for 2 players, two decks for 3-6."""
    if options.decks == "auto":
        return 1 if players == 2 else 2
    return int(options.decks)


@cache
def _options_items(options: Any) -> tuple[tuple[str, Any], ...]:
    """The options as name/value pairs, for observations (computed once per
    options value: ``options_to_dict`` deep-copies, and observations are hot)."""
    return tuple(options_to_dict(options).items())


@cache
def _rules(options: GandengyanOptions) -> Rules:
    return Rules(options.triple_follow == "any_higher", options.joker_pair_bomb)


@cache
def _action_space(decks: int, rules: Rules) -> ActionSpace:
    counts, jokers = full_hand(decks)
    return ActionSpace([*all_plays(counts, jokers, rules), PASS])


# compiled (paixi.native): copyable and picklable like the plain-Python states
@mypyc_attr(allow_interpreted_subclasses=True)
class GandengyanState(State):
    """A 干瞪眼 game (one or more hands) in play."""

    def __init__(self, game: Game, players: int, options: GandengyanOptions, seed: int) -> None:
        super().__init__(game, players, options, seed)
        self.rules = _rules(options)
        self._tables = tables(self.rules)
        self.decks = deck_count(options, players)
        self._texts = _card_texts(self.decks)
        self._drew = _drew(self.decks)
        self._orders = _removal_orders(self.decks)
        self._pass_locks: bool = options.pass_locks  # read on every pass
        self.scores = [0] * players
        self.hands_log: list[dict[str, Any]] = []
        self.hand_no = 1
        self.dealer = -1
        self._phase: int = _DEALER  # a Phase; a position reader sets the plain index
        self._start_hand_fields()

    def _start_hand_fields(self) -> None:
        n = self.players
        # hands[seat][rank]: natural cards of that rank in removal order; jokers apart
        self.hands: list[list[list[Card]]] = [[[] for _ in range(NUM_RANKS)] for _ in range(n)]
        self.jokers: list[list[Card]] = [[] for _ in range(n)]
        self.sizes = [0] * n
        self._counts: list[tuple[Any, bytearray] | None] = [None] * n
        """Per seat, ``(hand, counts)``: the naturals per rank of that very
        hand list, for :meth:`legal_actions`, kept up to date in place by each
        play and draw (cheaper than counting the hand again); valid while
        ``self.hands[seat] is hand`` (a hand list set from outside, as a
        position reader or a redeal does, is counted afresh)."""
        self.stock: list[Card] = []  # top card last
        self.bombs = 0
        self.log: list[list[Any]] = []  # public events of this hand
        self.to_act = -1
        self.locked = [False] * n
        self._clear_round()

    def _clear_round(self) -> None:
        self.last_play: Play | None = None
        self.last_combo: Combo | None = None
        self.last_player = -1
        if self._pass_locks:  # else nobody is ever locked: the list stays all False
            self.locked = [False] * self.players

    def _position_fields(self) -> list[str]:
        return notation.write(self)

    def _load_position(self, fields: list[str]) -> None:
        notation.load(self, fields)

    # --- turn structure ------------------------------------------------------

    def current_player(self) -> int:
        phase = self._phase
        if phase == _PLAY:
            return self.to_act
        return TERMINAL if phase == _END else CHANCE

    def is_terminal(self) -> bool:
        return self._phase == _END

    def counts(self, seat: int) -> list[int]:
        """Natural cards per rank in ``seat``'s hand (13 ints)."""
        return list(map(len, self.hands[seat]))

    def _counts_of(self, seat: int) -> bytes:
        """:meth:`counts` as ``bytes``, from the counts kept in step with the hand."""
        hand = self.hands[seat]
        known = self._counts[seat]
        if known is not None and known[0] is hand:
            return bytes(known[1])
        counts = bytearray([len(cards) for cards in hand])
        self._counts[seat] = (hand, counts)
        return bytes(counts)

    def legal_actions(self) -> list[Action]:
        if self._phase != _PLAY:
            return []
        seat = self.to_act
        counts = self._counts_of(seat)
        jokers = len(self.jokers[seat])
        last = self.last_combo
        if last is None:
            plays: list[Any] = lead_plays(counts, jokers, self._tables)  # new: the caller's
            return plays
        out: list[Any] = follow_plays(counts, jokers, last, self._tables)
        out.append(_PASS)
        return out

    def apply(self, action: Any) -> None:
        """As :meth:`State.apply`, with a short path for a play this engine has
        applied before (the very object: its combo, the cards it needs and its
        text are known) or a pass; the checks of :meth:`illegal_reason` are
        made from those. Anything else, and every illegal action, takes the
        general path."""
        if self._phase == _PLAY:
            seat = self.to_act
            if type(action) is _PLAY_TYPE:
                known = self._tables.known.get(id(action))
                if known is not None:
                    _, combo, need, jokers, text, entries = known
                    hand = self.hands[seat]
                    ok = len(self.jokers[seat]) >= jokers
                    if len(need) == 2:  # one rank of naturals: most plays
                        ok = ok and len(hand[need[0]]) >= need[1]
                    elif ok:
                        for i in range(0, len(need), 2):
                            if len(hand[need[i]]) < need[i + 1]:
                                ok = False
                                break
                    last = self.last_combo
                    if ok and (last is None or beats(combo, last, self.rules)):
                        self.history.append(entries[seat])
                        self._play(seat, action, combo, text)
                        if self._phase == _SHUFFLE:
                            self._resolve_chance()
                        return
            elif type(action) is _PASS_TYPE and self.last_play is not None:
                self.history.append(_PASSES[seat])
                self._pass(seat)
                return
        super().apply(action)

    def _coerce_action(self, action: Any) -> Any:
        """Text may leave joker readings open (§9): fill them in when unique."""
        if isinstance(action, str):
            action = self.game.parse_action(action)
        if isinstance(action, PartialPlay):
            return self._resolve_partial(action)
        return action

    def _resolve_partial(self, partial: PartialPlay) -> Play:
        if self._phase != _PLAY:
            raise IllegalActionError(f"illegal action {partial}: nobody is to play now")
        return resolve_partial(partial, self.legal_actions())

    def illegal_reason(self, action: Any) -> str | None:
        phase = self._phase
        if phase == _END:
            return "the game is over"
        if phase != _PLAY:
            return "the cards are being dealt"
        if isinstance(action, Pass):
            return "the leader may not pass" if self.last_play is None else None
        if not isinstance(action, Play):
            return "not a 干瞪眼 action"
        held = self.sizes[self.to_act]
        if action.size > held:  # before the memoised classification: input may be huge
            return f"you hold only {held} cards"
        combo = combo_of(action, self.rules)
        if isinstance(combo, str):
            return combo
        seat = self.to_act
        hand = self.hands[seat]
        for r in set(action.naturals):
            if action.naturals.count(r) > len(hand[r]):
                return "your hand does not hold these cards"
        if len(action.jokers) > len(self.jokers[seat]):
            return "your hand does not hold that many jokers"
        if self.last_combo is not None and not beats(combo, self.last_combo, self.rules):
            return f"it does not beat {self.last_play} (only one step higher, or a bomb)"
        return None

    def _apply_action(self, action: Action) -> None:
        seat = self.to_act
        if isinstance(action, Pass):
            self._pass(seat)
            return
        combo = combo_of(action, self.rules)
        assert isinstance(combo, Combo)
        text = str(action)
        known = self._tables.known
        if type(action) is Play and len(known) < _KNOWN_LIMIT:
            # the short path of apply knows it from now on (the entry keeps it alive)
            need: list[int] = []
            for r in sorted(set(action.naturals)):
                need += (r, action.naturals.count(r))
            entries = tuple(map(HistoryEntry, range(len(_PASSES)), repeat(action)))
            known[id(action)] = (action, combo, tuple(need), len(action.jokers), text, entries)
        self._play(seat, action, combo, text)

    def _pass(self, seat: int) -> None:
        self.log.append([seat, "pass"])
        append_event(self, "pass", _SEAT_ARGS[seat])
        if self._pass_locks:
            self.locked[seat] = True
        self._advance(seat)

    def _play(self, seat: int, action: Play, combo: Combo, text: str) -> None:
        """``seat`` plays ``action`` (legal), of combination ``combo``, written ``text``."""
        hand = self.hands[seat]
        # the natural cards taken are public with their suits; a joker shows
        # only what it stands for (大王 and 小王 are alike here, spec §8)
        texts = self._texts  # by id: no str() per card in the hot path
        naturals = action.naturals
        if len(naturals) == 1 and not action.jokers:  # a single, the commonest play
            card = hand[naturals[0]].pop(0)
            cards_text = texts.get(id(card)) or str(card)
        else:
            cards = [texts.get(id(c)) or str(c) for c in [hand[r].pop(0) for r in naturals]]
            if action.jokers:
                cards = play_cards(action, cards)
            cards_text = " ".join(cards)
        known = self._counts[seat]
        if known is not None and known[0] is hand:
            tally = known[1]
            for r in naturals:
                tally[r] -= 1
        if action.jokers:
            del self.jokers[seat][: len(action.jokers)]
        self.sizes[seat] -= len(action.naturals) + len(action.jokers)
        if combo.is_bomb:
            self.bombs += 1
        self.log.append([seat, "play", text, cards_text])
        append_event(self, "play", (seat, text, cards_text))
        self.last_play, self.last_combo, self.last_player = action, combo, seat
        if self.sizes[seat] == 0:
            self._end_hand(seat)  # §6.4: wins at once, no draw
            return
        self._advance(seat)

    def _advance(self, seat: int) -> None:
        """Next seat to act, or the end of the round when the turn comes back
        to the last player (every seat between passed or is locked, §6.1)."""
        n = self.players
        i = seat
        while True:
            i = (i + 1) % n
            if i == self.last_player:
                self._end_round()
                return
            if not self.locked[i]:
                self.to_act = i
                return

    def _end_round(self) -> None:
        """§6.2: everyone draws one card, the round's winner first; it leads next."""
        winner = self.last_player
        log = self.log
        log.append([winner, "round_won"])
        append_event(self, "round_won", _SEAT_ARGS[winner])
        stock = self.stock
        if stock:
            drew = self._drew
            n = self.players
            for k in range(n):
                if not stock:
                    break
                seat = (winner + k) % n
                card = stock.pop()
                self._take(seat, card)
                log.append([seat, "draw"])
                private = drew.get(id(card))
                append_event(
                    self,
                    "draw",
                    _SEAT_ARGS[seat],
                    ((seat, "drew", (seat, str(card))),) if private is None else private[seat],
                )
        self._clear_round()
        self._start_round(winner)

    def _start_round(self, leader: int) -> None:
        """§6.3: a leader holding only jokers is skipped (publicly)."""
        for k in range(self.players):
            seat = (leader + k) % self.players
            if can_lead(self._counts_of(seat), len(self.jokers[seat]), self.rules):
                self.to_act = seat
                return
            self.log.append([seat, "cannot_lead"])
            self.emit("cannot_lead", seat)
        self._end_hand(None)

    def _take(self, seat: int, card: Card) -> None:
        rank = _RANK_INDEX.get(card.rank)
        if rank is None:  # a joker
            self._insert(self.jokers[seat], card)
        else:
            hand = self.hands[seat]
            cards = hand[rank]
            if cards:
                self._insert(cards, card)
            else:
                cards.append(card)
            known = self._counts[seat]
            if known is not None and known[0] is hand:
                known[1][rank] += 1
        self.sizes[seat] += 1

    def _insert(self, cards: list[Card], card: Card) -> None:
        """``insort(cards, card, key=removal_key)``: the same place, found by
        the removal orders of the deck's cards without a call per card (a card
        from elsewhere, such as a position's, takes the general way)."""
        orders = self._orders
        order = orders.get(id(card))
        if order is not None:
            i = len(cards)
            while i > 0:
                before = orders.get(id(cards[i - 1]))
                if before is None:
                    i = -1
                    break
                if before <= order:  # after every card removed no later (insort_right)
                    break
                i -= 1
            if i >= 0:
                cards.insert(i, card)
                return
        insort(cards, card, key=removal_key)

    def _end_hand(self, winner: int | None) -> None:
        """§7: each loser pays cards × 2^jokers (× 2^bombs with ``bomb_doubling``)."""
        payments = [0] * self.players
        revealed: dict[str, list[str]] = {}
        if winner is not None:
            bomb_factor = 2**self.bombs if self.options.bomb_doubling else 1
            for seat in range(self.players):
                if seat == winner:
                    continue
                jokers = len(self.jokers[seat])
                payments[seat] = self.sizes[seat] * 2**jokers * bomb_factor
                revealed[str(seat)] = self._hand_text(seat)
            self.scores[winner] += sum(payments)
            for seat in range(self.players):
                self.scores[seat] -= payments[seat]
        self.emit(
            "hand_over",
            self.hand_no,
            -1 if winner is None else winner,
            tuple(sorted((int(s), " ".join(c)) for s, c in revealed.items())),
            tuple(payments),
        )
        self.hands_log.append(
            {
                "hand": self.hand_no,
                "dealer": self.dealer,
                "winner": winner,
                "payments": payments,
                "bombs": self.bombs,
                "revealed": revealed,
                "totals": list(self.scores),
            }
        )
        self.to_act = -1
        if self.hand_no >= self.options.hands:
            self._phase = _END
            return
        if winner is not None:
            self.dealer = winner  # §5.1: the winner deals next; else the same dealer
        self.hand_no += 1
        self._phase = _SHUFFLE
        self._start_hand_fields()

    def _hand_text(self, seat: int) -> list[str]:
        return [str(c) for c in self._hand_text_cards(seat)]

    def _hand_text_cards(self, seat: int) -> list[Card]:
        """``seat``'s cards: naturals by rank in removal order, then jokers."""
        return [c for cards in self.hands[seat] for c in cards] + self.jokers[seat]

    # --- chance ----------------------------------------------------------------

    def _sample_chance(self, rng: random.Random) -> Dealer | Shuffle:
        if self._phase == _DEALER:
            return Dealer(rng.randrange(self.players))
        return Shuffle.random(rng, self.decks)

    def _check_chance(self, event: Any) -> str | None:
        if self._phase == _DEALER:
            if not isinstance(event, Dealer):
                return "the first dealer must be chosen first (dealer <seat>)"
            if not 0 <= event.seat < self.players:
                return f"the dealer is a seat 0-{self.players - 1}"
            return None
        if not isinstance(event, Shuffle):
            return "not a shuffle of the deck"
        return check_deal(event.cards, self.decks)

    def _apply_chance(self, event: Dealer | Shuffle) -> None:
        if isinstance(event, Dealer):
            self.dealer = event.seat
            self._phase = _SHUFFLE
            self.emit("dealer", event.seat)
            return
        n = self.players
        cards = list(event.cards)
        for k in range(5 * n):  # §5.2: five rounds from the dealer, then its sixth card
            self._take((self.dealer + k) % n, cards[k])
        self._take(self.dealer, cards[5 * n])
        self.stock = cards[5 * n + 1 :][::-1]
        texts = list(map(" ".join, map(self._hand_text, range(n))))
        append_event(
            self, "deal", (self.hand_no, self.dealer), _dealt(self.hand_no, self.dealer, texts)
        )
        self._phase = _PLAY
        self._start_round(self.dealer)

    # --- outcome -----------------------------------------------------------------

    def returns(self) -> list[float]:
        return [float(s) for s in self.scores]

    def result(self) -> dict[str, Any]:
        return {"scores": list(self.scores), "hands": [dict(h) for h in self.hands_log]}

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` sees (§8): own hand; plays as ranks and readings; counts."""
        return {
            "game": "gandengyan",
            "seat": seat,
            "players": self.players,
            "options": dict(_options_items(self.options)),
            "decks": self.decks,
            "phase": _PHASE_NAMES[self._phase],
            "hand_no": self.hand_no,
            "dealer": self.dealer,
            "to_act": self.to_act if self._phase == _PLAY else None,
            "my_hand": self._hand_text(seat),
            "hand_sizes": list(self.sizes),
            "stock": len(self.stock),
            "current": None
            if self.last_play is None
            else {"seat": self.last_player, "play": str(self.last_play)},
            "log": [list(x) for x in self.log],
            "locked": [s for s in range(self.players) if self.locked[s]],
            "bombs": self.bombs,
            "scores": list(self.scores),
            "hands": [dict(h) for h in self.hands_log],
            "terminal": self._phase == _END,
        }

    def resample_hidden(self, seat: int, rng: random.Random) -> GandengyanState:
        """Redeal what ``seat`` cannot see — the other hands (while the hand is
        on) and the stock — keeping every hand's size, and the jokers a seat
        that could not lead still surely holds (§6.3; see
        :mod:`paixi.games.gandengyan.hidden`)."""
        other = self.clone()
        if self._phase != _PLAY and self._phase != _END:
            return other
        hidden = [s for s in range(self.players) if s != seat] if self._phase == _PLAY else []
        pool = list(self.stock)
        for s in hidden:
            pool.extend(c for cards in self.hands[s] for c in cards)
            pool.extend(self.jokers[s])
        pins = pinned_jokers(self.log, self.sizes, seat) if hidden else {}
        hands, stock = redeal(pool, {s: self.sizes[s] for s in hidden}, pins, rng)
        index = GANDENGYAN_ORDER.index
        for s, cards in hands.items():
            hand: list[list[Card]] = [[] for _ in range(NUM_RANKS)]
            jokers: list[Card] = []
            for card in cards:
                (jokers if card.is_joker else hand[index(card.rank)]).append(card)
            for group in (*hand, jokers):
                group.sort(key=removal_key)
            other.hands[s], other.jokers[s] = hand, jokers
        other.stock = stock
        return other

    def clone(self) -> GandengyanState:
        new = self._clone_shell()
        new.hands = [[list(cards) for cards in hand] for hand in self.hands]
        new.jokers = [list(j) for j in self.jokers]
        new.sizes = list(self.sizes)
        new._counts = [None] * self.players
        new.stock = list(self.stock)
        new.scores = list(self.scores)
        new.hands_log = list(self.hands_log)
        new.log = list(self.log)
        new.locked = list(self.locked)
        return new


@mypyc_attr(native_class=False)  # a Game keeps caches in its __dict__
class Gandengyan(Game):
    """干瞪眼 (Staring Helplessly), docs/specs/gandengyan.md."""

    id = "gandengyan"
    name_zh = "干瞪眼"
    name_en = "Staring Helplessly"
    kind = "shedding card game"
    min_players = 2
    max_players = 6
    default_players = 4
    Options = GandengyanOptions
    State = GandengyanState
    bench_unit = "hands"

    def expected_return_sum(self, state: GandengyanState) -> float:
        """§7: losers pay the winner, so the returns sum to 0."""
        return 0.0

    def parse_action(self, text: str) -> Action | PartialPlay:
        return parse_action(text)

    def resolve_action(self, action: Any, legal: list[Action]) -> Any:
        """Fill in the joker readings of typed input (§9) from the legal actions."""
        if isinstance(action, PartialPlay):
            return resolve_partial(action, legal)
        return action

    def parse_chance(self, text: str) -> Dealer | Shuffle:
        word = check_notation(text, "a 干瞪眼 chance event")
        head, _, seat = word.partition(" ")
        if head == "dealer":
            if not seat.strip().isdigit():
                raise NotationError(f"bad dealer event {text!r}: write dealer <seat>")
            return Dealer(int(seat))
        try:
            return Shuffle.parse(word)
        except NotationError as exc:
            raise NotationError(f"bad 干瞪眼 shuffle: {exc}") from None

    def action_space(self, players: int, options: GandengyanOptions) -> ActionSpace:
        return _action_space(deck_count(options, players), _rules(options))


GAME = Gandengyan()
