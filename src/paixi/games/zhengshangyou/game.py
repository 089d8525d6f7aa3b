"""争上游 zhēng shàngyóu, "Struggle Upstream": the rules engine (docs/specs/zhengshangyou.md).

One engine game is a whole match. Each hand: one chance event shuffles the
deck (the deal, and from hand 2 the tribute, follow from it), then tricks are
played until one seat still holds cards (§5). Hands are scored by finishing
place until a seat has the unique highest total ≥ ``target`` (§6).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from dataclasses import dataclass
from enum import IntEnum
from functools import cache
from typing import Any, ClassVar, Final, cast

from paixi.core.action_space import ActionSpace
from paixi.core.errors import NotationError, OptionError
from paixi.core.event_log import append_event
from paixi.core.game import CHANCE, TERMINAL, Game, State
from paixi.core.history import HistoryEntry
from paixi.core.options import option, options_to_dict
from paixi.equipment.poker import ZHENGSHANGYOU_ORDER, Card, Shuffle, check_deal, removal_key
from paixi.games.zhengshangyou import notation
from paixi.games.zhengshangyou.actions import (
    PASS,
    Action,
    Pass,
    Play,
    Return,
    parse_action,
)
from paixi.games.zhengshangyou.combos import (
    NUM_RANKS,
    Combo,
    Rules,
    all_plays,
    beats,
    bomb_plays,
    combo_of,
    follow_plays,
    full_counts,
    generator,
    lead_plays,
)
from paixi.games.zhengshangyou.hidden import constraints, redeal
from paixi.native import mypyc_attr


class Phase(IntEnum):
    """Where a hand stands: the deal, tribute returns, play, the end."""

    DEAL = 0
    RETURN = 1
    PLAY = 2
    END = 3


# the phases as constants mypyc (paixi.native) inlines; checked against Phase below
_DEAL: Final = 0
_RETURN: Final = 1
_PLAY: Final = 2
_END: Final = 3
assert tuple(Phase) == (_DEAL, _RETURN, _PLAY, _END)
_PHASE_NAMES: Final = ("deal", "return", "play", "end")
HEART_THREE: Final = Card("3", "H")


def parse_place_points(text: str) -> tuple[int, ...]:
    """``"2,1"`` (or ``"[2, 1]"``, ``"2 1"``) → ``(2, 1)``; :class:`OptionError` if bad (§6)."""
    points = _PLACE_POINTS.get(text) if type(text) is str else None
    if points is None:
        points = _parse_place_points(text)
        if len(_PLACE_POINTS) < 256:
            _PLACE_POINTS[text] = points
    return points


_PLACE_POINTS: dict[str, tuple[int, ...]] = {}
"""Place points already read, by their text (every new game reads its option)."""


def _parse_place_points(text: str) -> tuple[int, ...]:
    body = text.strip().strip("[]()")
    parts = [p for p in body.replace(",", " ").split() if p]
    try:
        points = tuple(int(p) for p in parts)
    except ValueError:
        raise OptionError(
            f"option 'place_points' must be integers like 2,1, not {text!r}"
        ) from None
    if not points:
        raise OptionError("option 'place_points' must list at least one place")
    if any(p < 0 for p in points):
        raise OptionError("option 'place_points' entries must be non-negative")
    if points[0] <= 0:
        raise OptionError("option 'place_points' must give the first place more than 0")
    return points


@mypyc_attr(native_class=False)  # frozen dataclasses copy and pickle as Python
@dataclass(frozen=True)
class ZhengshangyouOptions:
    """Options of docs/specs/zhengshangyou.md §10 (``players`` is the ``new_game`` argument)."""

    decks: int = option(1, choices=(1, 2), help="1 deck (54 cards) or 2 (108)")
    triple_is_bomb: bool = option(True, help="three of a kind is a bomb (seed rule)")
    joker_rocket: bool = option(False, help="SJ + BJ together are the highest bomb")
    min_straight: int = option(5, min=3, max=5, help="minimum straight length")
    min_pair_run: int = option(2, choices=(2, 3), help="minimum pairs in a pair run")
    pass_locks: bool = option(False, help="a seat that passed stays out until the trick ends")
    first_lead: str = option(
        "heart3", choices=("heart3", "dealer"), help="who leads the first hand"
    )
    tribute: bool = option(True, help="下游 gives its best card to 上游, who returns any card")
    place_points: str = option("2,1", help="points for 1st, 2nd, ... place out (comma-separated)")
    target: int = option(
        11, min=1, max=10_000, sample_max=4, help="match target (unique highest total)"
    )


@cache
def _options_items(options: Any) -> tuple[tuple[str, Any], ...]:
    """The options as name/value pairs, for observations (computed once per
    options value: ``options_to_dict`` deep-copies, and observations are hot)."""
    return tuple(options_to_dict(options).items())


def _dealt(hand_no: int, dealer: int, texts: list[str]) -> tuple[Any, ...]:
    """The private part of a ``deal`` event: each seat learns its own cards."""
    return tuple([(s, "dealt", (hand_no, dealer, text)) for s, text in enumerate(texts)])


@cache
def _rules(options: ZhengshangyouOptions) -> Rules:
    return Rules(
        options.triple_is_bomb, options.joker_rocket, options.min_straight, options.min_pair_run
    )


@cache
def _action_space(options: ZhengshangyouOptions) -> ActionSpace:
    plays = [p for p, _ in all_plays(full_counts(options.decks), _rules(options))]
    returns = [Return(r) for r in range(NUM_RANKS)]
    return ActionSpace([*plays, PASS, *returns])


_PASSES: Final = tuple(HistoryEntry(seat, PASS) for seat in range(6))
_SEAT_ARGS: Final = tuple((seat,) for seat in range(6))
"""The arguments of an event naming one seat (``pass``), built once."""

_holds = int.__ge__
"""``_holds(held, needed)``: a hand holds enough cards of a rank."""


@cache
def _removal_order(decks: int) -> tuple[tuple[tuple[Card, int], ...], dict[int, int]]:
    """The deck's card objects (those :meth:`Shuffle.random` shuffles) with
    their rank index, by rank and then in removal order (poker-deck.md §2),
    and the place of each card in that order by its ``id`` (the cards live in
    the deck's template, so an id found is that very card's)."""
    index = ZHENGSHANGYOU_ORDER.index
    cards = Shuffle.random(random.Random(0), decks).cards
    order = tuple(
        sorted(((c, index(c.rank)) for c in cards), key=lambda cr: (cr[1], removal_key(cr[0])))
    )
    return order, {id(c): i for i, (c, _) in enumerate(order)}


@cache
def _card_texts(decks: int) -> tuple[str, ...]:
    """The text of each card of :func:`_removal_order`, in that order."""
    return tuple(str(c) for c, _ in _removal_order(decks)[0])


@cache
def _text_by_id(decks: int) -> dict[int, str]:
    """The text of each card of :func:`_removal_order` by its ``id`` (the
    template keeps those cards alive, so no other card shares an id)."""
    return {id(c): str(c) for c, _ in _removal_order(decks)[0]}


# compiled (paixi.native): copyable and picklable like the plain-Python states
@mypyc_attr(allow_interpreted_subclasses=True)
class ZhengshangyouState(State):
    """A 争上游 match in play."""

    def __init__(self, game: Game, players: int, options: ZhengshangyouOptions, seed: int) -> None:
        super().__init__(game, players, options, seed)
        self.rules = _rules(options)
        self._gen = generator(self.rules, options.decks)
        self._texts = _text_by_id(options.decks)
        self.place_points = parse_place_points(options.place_points)
        self.scores = [0] * players
        self.hands_log: list[dict[str, Any]] = []
        self.hand_no = 1
        self.dealer = 0  # §4.1: seat 0 deals the first hand
        self.prev_up = -1  # previous hand's 上游 and 下游 (hand 2 onwards)
        self.prev_down = -1
        self._phase: int = _DEAL  # a Phase; a position reader sets the plain index
        self._start_hand_fields()

    def _start_hand_fields(self) -> None:
        n = self.players
        # hands[seat][rank]: the cards of that rank, in the removal order of poker-deck.md §2
        self.hands: list[list[list[Card]]] = [[[] for _ in range(NUM_RANKS)] for _ in range(n)]
        self.sizes = [0] * n
        self._counts: list[tuple[Any, bytes, tuple[Play, ...]] | None] = [None] * n
        """Per seat, ``(hand, counts, bombs)``: the cards per rank of that very
        hand list as ``bytes`` and its bombs, remembered for :meth:`legal_actions`
        (valid while ``self.hands[seat] is hand``; a play or a tribute clears
        the seat's)."""
        self.out_order: list[int] = []
        self.hand_log: list[list[Any]] = []  # public: [seat, action text] this hand
        # public too, one per hand_log entry: the cards a play took from the hand
        # ("10H 10C"), "" for a pass; the action names ranks only, the engine
        # picks the cards (poker-deck.md §2) and every seat sees them on the table
        self.played: list[str] = []
        self.tribute: dict[str, Any] | None = None
        self.to_act = -1
        self._clear_trick()

    def _clear_trick(self) -> None:
        self.last_play: Play | None = None
        self.last_combo: Combo | None = None
        self.last_player = -1
        self.locked = [False] * self.players
        self.trick: list[list[Any]] = []

    def _position_fields(self) -> list[str]:
        return notation.write(self)

    def _load_position(self, fields: list[str]) -> None:
        notation.load(self, fields)

    # --- turn structure ------------------------------------------------------

    def current_player(self) -> int:
        phase = self._phase
        if phase in (_PLAY, _RETURN):
            return self.to_act
        return TERMINAL if phase == _END else CHANCE

    def is_terminal(self) -> bool:
        return self._phase == _END

    def counts(self, seat: int) -> list[int]:
        """Cards per rank in ``seat``'s hand (15 ints)."""
        return list(map(len, self.hands[seat]))

    def legal_actions(self) -> list[Action]:
        if self._phase != _PLAY:
            if self._phase == _RETURN:
                return [Return(r) for r, cards in enumerate(self.hands[self.to_act]) if cards]
            return []
        seat = self.to_act
        hand = self.hands[seat]
        t = self._gen.tables
        known = self._counts[seat]
        if known is None or known[0] is not hand:
            counts = bytes(map(len, hand))  # cards per rank
            known = self._counts[seat] = (hand, counts, bomb_plays(counts, t))
        last = self.last_combo
        if last is None:
            return [*lead_plays(known[1], t, known[2])]
        out: list[Play | Pass | Return] = [*follow_plays(known[1], last, t, known[2]), PASS]
        return out

    def apply(self, action: Any) -> None:
        """As :meth:`State.apply`, with a short path for a play of the whole
        deck's table or a pass (the checks of :meth:`illegal_reason` made from
        the table: the cards held, the play beaten); anything else, and every
        illegal action, takes the general path."""
        if self._phase == _PLAY:
            seat = self.to_act
            if type(action) is Play:
                known = self._gen.by_id.get(id(action))
                if known is not None:
                    _, combo, need, text, entries = known
                    hand = self.hands[seat]
                    if len(need) == 2:  # one rank: a single, pair, triple or bomb
                        ok = len(hand[need[0]]) >= need[1]
                    else:
                        ok = all(
                            map(_holds, map(len, map(hand.__getitem__, need[::2])), need[1::2])
                        )
                    last = self.last_combo
                    if ok and last is not None:
                        ok = (
                            combo.kind == last.kind
                            and combo.size == last.size
                            and combo.top > last.top
                        ) or beats(combo, last)
                    if ok:
                        self.history.append(entries[seat])
                        self._play(seat, action, combo, text)
                        if self._phase == _DEAL:
                            self._resolve_chance()
                        return
            elif type(action) is Pass and self.last_play is not None:
                self.history.append(_PASSES[seat])
                self._pass(seat)
                return
        super().apply(action)

    def illegal_reason(self, action: Any) -> str | None:
        phase = self._phase
        if phase == _END:
            return "the match is over"
        if phase == _DEAL:
            return "the cards are being dealt"
        if phase == _RETURN:
            if not isinstance(action, Return):
                return "the previous 上游 must first return a card (return <rank>)"
            if not self.hands[self.to_act][action.rank]:
                return "you hold no card of that rank"
            return None
        if isinstance(action, Pass):
            return "the leader may not pass" if self.last_play is None else None
        if isinstance(action, Return):
            return "no tribute return is due"
        if not isinstance(action, Play):
            return "not a 争上游 action"
        return self._play_reason(action)

    def _play_reason(self, play: Play) -> str | None:
        held = self.sizes[self.to_act]
        if len(play.ranks) > held:  # before the memoised classification: input may be huge
            return f"you hold only {held} cards"
        combo = combo_of(play.ranks, self.rules)
        if isinstance(combo, str):
            return combo
        hand = self.hands[self.to_act]
        for r in set(play.ranks):
            if play.ranks.count(r) > len(hand[r]):
                return "your hand does not hold these cards"
        if self.last_combo is not None and not beats(combo, self.last_combo):
            return f"it does not beat {self.last_play}"
        return None

    def _apply_action(self, action: Action) -> None:
        seat = self.to_act
        if isinstance(action, Return):
            self._give(seat, self.prev_down, action.rank)
            token = ZHENGSHANGYOU_ORDER.token(action.rank)
            to = self.prev_down
            self.emit(
                "returned",
                seat,
                to,
                private=(
                    (seat, "returned_own", (seat, to, token)),
                    (to, "returned_own", (seat, to, token)),
                ),
            )
            assert self.tribute is not None
            self.tribute["returned"] = action.rank
            self._phase = _PLAY
            self.to_act = self.prev_down  # §7.3: the 下游 leads
            return
        if isinstance(action, Pass):
            self._pass(seat)
            return
        self._play(seat, action, None)

    def _pass(self, seat: int) -> None:
        append_event(self, "pass", _SEAT_ARGS[seat])
        entry = [seat, "pass"]  # one list in both logs: neither is ever changed in place
        self.hand_log.append(entry)
        self.played.append("")
        self.trick.append(entry)
        if self.options.pass_locks:
            self.locked[seat] = True
        self._advance(seat)

    def _play(self, seat: int, play: Play, combo: Combo | None, text: str = "") -> None:
        """``seat`` plays ``play`` (legal; ``combo`` its combination and ``text``
        its notation, if known)."""
        hand = self.hands[seat]
        ranks = play.ranks
        texts = self._texts  # by id: no str() per card in the hot path
        if len(ranks) == 1:  # a single, the commonest play
            card = hand[ranks[0]].pop(0)
            cards = texts.get(id(card)) or str(card)
        else:
            cards = " ".join([texts.get(id(c)) or str(c) for c in [hand[r].pop(0) for r in ranks]])
        self._counts[seat] = None
        self.sizes[seat] -= len(ranks)
        if not text:
            text = str(play)
        append_event(self, "play", (seat, text, cards))
        entry = [seat, text]
        self.hand_log.append(entry)
        self.played.append(cards)
        self.trick.append(entry)
        self.last_play = play
        if combo is None:
            found = combo_of(play.ranks, self.rules)
            assert isinstance(found, Combo)  # a legal play is a combination
            combo = found
        self.last_combo = combo
        self.last_player = seat
        if self.sizes[seat] == 0:
            self.out_order.append(seat)  # §5.3: out at once, next place
            self.emit("out", seat, len(self.out_order))
            holding = [s for s, held in enumerate(self.sizes) if held]
            if len(holding) == 1:
                self._end_hand(holding[0])
                return
        self._advance(seat)

    def _advance(self, seat: int) -> None:
        """Next seat to act after ``seat``, or the end of the trick (§5.2 step 3):
        coming back round to the last player means every seat between passed."""
        n = self.players
        i = seat
        while True:
            i = (i + 1) % n
            if i == self.last_player:
                self._end_trick()
                return
            if self.sizes[i] and not self.locked[i]:
                self.to_act = i
                return

    def _end_trick(self) -> None:
        owner = self.last_player
        self._clear_trick()
        leader = owner
        while not self.sizes[leader]:  # §5.2 step 4: the owner went out
            leader = (leader + 1) % self.players
        self.to_act = leader

    def _end_hand(self, down: int) -> None:
        """§5.3 and §6: score the places, reveal the 下游's cards, next hand or the end."""
        points = [0] * self.players
        for place, seat in enumerate(self.out_order):
            if place < len(self.place_points):
                points[seat] = self.place_points[place]
        for seat in range(self.players):
            self.scores[seat] += points[seat]
        revealed = [str(c) for cards in self.hands[down] for c in cards]
        self.emit(
            "hand_over", self.hand_no, down, " ".join(revealed), tuple(points), tuple(self.scores)
        )
        self.hands_log.append(
            {
                "hand": self.hand_no,
                "dealer": self.dealer,
                "order": [*self.out_order, down],
                "shangyou": self.out_order[0],
                "xiayou": down,
                "xiayou_cards": revealed,
                "points": points,
                "totals": list(self.scores),
            }
        )
        best = max(self.scores)
        if best >= self.options.target and self.scores.count(best) == 1:
            self._phase = _END
            self.to_act = -1
            return
        self.prev_up, self.prev_down = self.out_order[0], down
        self.dealer = down  # §4.3
        self.hand_no += 1
        self._phase = _DEAL
        self._start_hand_fields()

    # --- chance: the deal (§4) and tribute (§7) ------------------------------------

    def _sample_chance(self, rng: random.Random) -> Shuffle:
        return Shuffle.random(rng, self.options.decks)

    def _check_chance(self, event: Any) -> str | None:
        if not isinstance(event, Shuffle):
            return "not a shuffle of the deck"
        return check_deal(event.cards, self.options.decks)

    def _apply_chance(self, event: Shuffle) -> None:
        n = self.players
        texts = self._deal_fast(event.cards)
        if texts is None:
            index = ZHENGSHANGYOU_ORDER.index
            for k, card in enumerate(event.cards):  # one at a time from the seat after the dealer
                seat = (self.dealer + 1 + k) % n
                self.hands[seat][index(card.rank)].append(card)
                self.sizes[seat] += 1
            for hand in self.hands:
                for cards in hand:
                    cards.sort(key=removal_key)
            texts = list(map(self._cards_text, range(n)))
        self._counts = [None] * n
        append_event(
            self, "deal", (self.hand_no, self.dealer), _dealt(self.hand_no, self.dealer, texts)
        )
        self._phase = _PLAY
        if self.hand_no == 1:
            self.to_act = self._first_leader()
            return
        self.to_act = self.prev_down
        if self.options.tribute:
            given = self._highest_rank(self.prev_down)
            self._give(self.prev_down, self.prev_up, given)
            down, up = self.prev_down, self.prev_up
            token = ZHENGSHANGYOU_ORDER.token(given)
            self.emit(
                "tribute",
                down,
                up,
                private=(
                    (down, "tribute_own", (down, up, token)),
                    (up, "tribute_own", (down, up, token)),
                ),
            )
            self.tribute = {
                "from": self.prev_down,
                "to": self.prev_up,
                "given": given,
                "returned": None,
            }
            self._phase = _RETURN
            self.to_act = self.prev_up

    def _cards_text(self, seat: int) -> str:
        return " ".join(str(c) for cards in self.hands[seat] for c in cards)

    def _deal_fast(self, cards: tuple[Card, ...]) -> list[str] | None:
        """The deal of :meth:`_apply_chance` for a shuffle of the deck's own
        card objects (every automatic shuffle): each seat's cards are taken in
        rank and removal order, so no hand needs sorting. Returns each seat's
        dealt cards as text (:meth:`_cards_text`); None (nothing done) for any
        other cards, which take the general path."""
        order, place = _removal_order(self.options.decks)
        where = list(map(place.get, map(id, cards)))  # each card's place in removal order
        if len(where) != len(order) or None in where:
            return None
        placed = cast(list[int], where)  # no None, checked just above
        card_texts = _card_texts(self.options.decks)
        texts = []
        n, first = self.players, self.dealer + 1
        for seat in range(n):
            hand = self.hands[seat]
            mine = placed[(seat - first) % n :: n]  # one at a time from the seat after the dealer
            mine.sort()
            for i in mine:
                card, rank = order[i]
                hand[rank].append(card)
            self.sizes[seat] += len(mine)
            texts.append(" ".join(map(card_texts.__getitem__, mine)))
        return texts

    def _first_leader(self) -> int:
        """§5.1: the ♥3 holder, first in dealing order (or the dealer by option)."""
        if self.options.first_lead == "dealer":
            return self.dealer
        three = ZHENGSHANGYOU_ORDER.index("3")
        for k in range(1, self.players + 1):
            seat = (self.dealer + k) % self.players
            if any(c.suit == "H" for c in self.hands[seat][three]):
                return seat
        raise AssertionError("the deck always holds a ♥3")

    def _highest_rank(self, seat: int) -> int:
        for r in range(NUM_RANKS - 1, -1, -1):
            if self.hands[seat][r]:
                return r
        raise AssertionError("a dealt hand is never empty")

    def _give(self, giver: int, taker: int, rank: int) -> None:
        """Move the first card of ``rank`` (removal order) from ``giver`` to ``taker``."""
        card = self.hands[giver][rank].pop(0)
        self._counts[giver] = self._counts[taker] = None
        self.sizes[giver] -= 1
        cards = self.hands[taker][rank]
        cards.append(card)
        cards.sort(key=removal_key)
        self.sizes[taker] += 1

    # --- outcome -----------------------------------------------------------------

    def returns(self) -> list[float]:
        return [float(s) for s in self.scores]

    def winner(self) -> int | None:
        """The match winner once the match is over (§6)."""
        if self._phase != _END:
            return None
        return self.scores.index(max(self.scores))

    def result(self) -> dict[str, Any]:
        return {
            "winner": self.winner(),
            "scores": list(self.scores),
            "hands": [dict(h) for h in self.hands_log],
        }

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` sees (§8): own hand with suits; plays by rank, with
        the cards they took (``trick_cards`` and ``hand_log_cards``, one per
        entry, ``""`` for a pass); counts."""
        tribute = None
        if self.tribute is not None:
            t = self.tribute
            tribute = {"from": t["from"], "to": t["to"], "done": t["returned"] is not None}
            if seat in (t["from"], t["to"]):  # only the two seats involved see the ranks
                tribute["given"] = ZHENGSHANGYOU_ORDER.token(t["given"])
                if t["returned"] is not None:
                    tribute["returned"] = ZHENGSHANGYOU_ORDER.token(t["returned"])
        return {
            "game": "zhengshangyou",
            "seat": seat,
            "players": self.players,
            "options": dict(_options_items(self.options)),
            "phase": _PHASE_NAMES[self._phase],
            "hand_no": self.hand_no,
            "dealer": self.dealer,
            "to_act": self.to_act if self._phase in (_PLAY, _RETURN) else None,
            "my_hand": [str(c) for cards in self.hands[seat] for c in cards],
            "hand_sizes": list(self.sizes),
            "current": None
            if self.last_play is None
            else {"seat": self.last_player, "play": str(self.last_play)},
            "trick": [list(x) for x in self.trick],
            "trick_cards": self.played[len(self.played) - len(self.trick) :],
            "hand_log": [list(x) for x in self.hand_log],
            "hand_log_cards": list(self.played),
            "out_order": list(self.out_order),
            "locked": [s for s in range(self.players) if self.locked[s]],
            "tribute": tribute,
            "scores": list(self.scores),
            "target": self.options.target,
            "hands": [dict(h) for h in self.hands_log],
            "terminal": self._phase == _END,
            "winner": self.winner(),
        }

    def resample_hidden(self, seat: int, rng: random.Random) -> ZhengshangyouState:
        """Redeal the cards ``seat`` cannot see (the other hands) among the other
        seats, keeping each hand's size and what ``seat`` knows of them: the
        ♥3 lead and, for the two seats involved, the tribute (see
        :mod:`paixi.games.zhengshangyou.hidden`)."""
        other = self.clone()
        if self._phase not in (_PLAY, _RETURN):
            return other
        others = {s: self.sizes[s] for s in range(self.players) if s != seat}
        pool = [c for s in others for cards in self.hands[s] for c in cards]
        pins, caps = constraints(self, seat)
        index = ZHENGSHANGYOU_ORDER.index
        for s, cards in redeal(pool, others, pins, caps, rng).items():
            hand: list[list[Card]] = [[] for _ in range(NUM_RANKS)]
            for card in cards:
                hand[index(card.rank)].append(card)
            for group in hand:
                group.sort(key=removal_key)
            other.hands[s] = hand
        return other

    def clone(self) -> ZhengshangyouState:
        new = self._clone_shell()
        new.hands = [[list(cards) for cards in hand] for hand in self.hands]
        new.sizes = list(self.sizes)
        new._counts = [None] * self.players
        new.scores = list(self.scores)
        new.hands_log = list(self.hands_log)
        new.out_order = list(self.out_order)
        new.hand_log = list(self.hand_log)
        new.played = list(self.played)
        new.trick = list(self.trick)
        new.locked = list(self.locked)
        new.tribute = dict(self.tribute) if self.tribute is not None else None
        return new


@mypyc_attr(native_class=False)  # a Game keeps caches in its __dict__
class Zhengshangyou(Game):
    """争上游 (Struggle Upstream), docs/specs/zhengshangyou.md."""

    id = "zhengshangyou"
    name_zh = "争上游"
    name_en = "Struggle Upstream"
    kind = "shedding card game"
    min_players = 2
    max_players = 6
    default_players = 4
    Options = ZhengshangyouOptions
    State = ZhengshangyouState
    bench_options: ClassVar[dict[str, Any]] = {"target": 1}
    bench_unit = "hands"

    def parse_options(self, values: Mapping[str, Any] | Any | None, players: int) -> Any:
        """As :meth:`Game.parse_options`; ``place_points`` may also be given as
        the list of ints of §10 (``[2, 1]``), and is kept in one written form
        (``"2,1"``) so that equal options are equal values."""
        if isinstance(values, Mapping) and isinstance(values.get("place_points"), list | tuple):
            points = ",".join(str(p) for p in values["place_points"])
            values = {**values, "place_points": points}
        options = super().parse_options(values, players)
        canonical = ",".join(str(p) for p in parse_place_points(options.place_points))
        if canonical != options.place_points:
            options = dataclasses.replace(options, place_points=canonical)
        return options

    def check_options(self, options: ZhengshangyouOptions, players: int) -> None:
        parse_place_points(options.place_points)

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def parse_chance(self, text: str) -> Shuffle:
        try:
            return Shuffle.parse(text)
        except NotationError as exc:
            raise NotationError(f"bad 争上游 shuffle: {exc}") from None

    def action_space(self, players: int, options: ZhengshangyouOptions) -> ActionSpace:
        return _action_space(options)


GAME = Zhengshangyou()
