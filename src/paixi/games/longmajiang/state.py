"""龙麻将 lóng májiàng — mahjong on a poker deck: the rules engine (docs/specs/longmajiang.md §4-§9).

A match is ``hands`` hands (§7). Each hand starts at a chance node that
shuffles the deck(s) (poker-deck.md §4; before the first hand another one
chooses the first dealer when ``first_dealer = random``). Then:

* the seat on turn after a draw (phase ``act``): ``hu`` (自摸和, or 天和 as the
  dealer's first action), a concealed or added kong, or a discard (§5.4);
* after 碰 or 吃 (phase ``forced_discard``): a discard only (§5.2);
* after every discard (phase ``claims``): **every** other seat answers in
  turn order from the discarder (``hu``, ``gang``, ``peng``, ``chi`` for the
  下家, or ``pass``); answers stay hidden until all are in, then 和 > 杠 = 碰 > 吃,
  nearest seat first (§5.2). Asking every seat, even those that can only
  pass, means that neither the turn order nor the timing tells who could claim;
* the last card of the stock (phase ``last_card``): ``hu`` or ``pass`` when it
  wins, else the hand ends at once as 荒庄 (§5.6).

The bridge variant (§8, ``variant = bridge``) has two people (players 0 and
1) and four seats: seat ``s`` belongs to person ``s // 2``; seats 1 and 3 are
the open dummies. ``current_player()`` is always a person.

Observations, resampling and positions live in :mod:`.observe` and
:mod:`.position`.
"""

from __future__ import annotations

import bisect
import random
from itertools import combinations
from typing import Any

from paixi.core.game import CHANCE, TERMINAL, Game, State
from paixi.equipment.poker import Shuffle, check_deal
from paixi.games.longmajiang.actions import (
    CHI,
    DISCARD,
    DISCARDS,
    GANG,
    HU,
    HU_KIND,
    PASS,
    PENG,
    Action,
)
from paixi.games.longmajiang.cards import FACE_TEXT, face_of, is_set, is_winning, number
from paixi.games.longmajiang.illegal import why_illegal
from paixi.games.longmajiang.model import (
    FirstDealer,
    LongmajiangOptions,
    Meld,
    Window,
    added_kongs,
    concealed_kongs,
    resolve_decks,
)
from paixi.games.longmajiang.observe import observation, resample_hidden
from paixi.games.longmajiang.phases import Phase
from paixi.games.longmajiang.position import load_position, position_fields
from paixi.games.longmajiang.scoring import ScoreRules, Situation, score_hand

_DEAL, _ACT, _FORCED, _CLAIM, _LAST, _END = Phase


class LongmajiangState(State):
    """A 龙麻将 match in play. Seats are ``0 .. seats-1`` in turn order; in the
    bridge variant ``players`` is 2 and there are four seats."""

    def __init__(self, game: Game, players: int, options: LongmajiangOptions, seed: int) -> None:
        super().__init__(game, players, options, seed)
        self.bridge = options.variant == "bridge"
        self.seats = 4 if self.bridge else players
        self.decks = resolve_decks(options, self.seats)
        self.rules = ScoreRules(
            options.set_wilds == "any_suit",
            options.tongse == "colour",
            options.chenglong_same_suit,
        )
        self.any_suit = self.rules.any_suit
        self.n_hands = options.hands
        self.hand_index = 0
        self.dealer = -1 if options.first_dealer == "random" else int(options.first_dealer)
        self.scores = [0] * players
        self.hands_log: list[dict[str, Any]] = []
        self.full_log: list[dict[str, Any]] = []
        self._phase = _DEAL
        self._legal: list[Action] | None = None
        self._reset_hand()

    def _reset_hand(self) -> None:
        n = self.seats
        self.stock: list[int] = []
        self.top = 0
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.melds: list[list[Meld]] = [[] for _ in range(n)]
        self.discards: list[list[list[Any]]] = [[] for _ in range(n)]  # [face, taken]
        self.order: list[tuple[int, int]] = []  # (seat, index in its pile), in play order
        self.turn = max(self.dealer, 0)
        self.drawn = -1
        self.chi_card = -1
        self.window: Window | None = None

    # --- seats and persons -------------------------------------------------------------

    def person(self, seat: int) -> int:
        """The player deciding for ``seat`` (bridge: ``seat // 2``)."""
        return seat >> 1 if self.bridge else seat

    def seats_of(self, person: int) -> list[int]:
        return [2 * person, 2 * person + 1] if self.bridge else [person]

    def open_seats(self, person: int) -> set[int]:
        """Seats whose concealed cards ``person`` sees: its own and, in the bridge
        variant, both dummies (§8, §10)."""
        own = set(self.seats_of(person))
        return own | {1, 3} if self.bridge else own

    def stock_left(self) -> int:
        return len(self.stock) - self.top

    def acting_seat(self) -> int:
        """The seat whose decision is pending (-1 at chance and terminal nodes)."""
        phase = self._phase
        if phase == _CLAIM:
            w = self.window
            assert w is not None  # a claim window is open
            return w.seats[len(w.answers)]
        if phase in (_ACT, _FORCED, _LAST):
            return self.turn
        return -1

    @property
    def phase(self) -> Phase:
        """Where the hand stands (read by the heuristic's playout path)."""
        return self._phase

    def dealer_fresh(self) -> bool:
        """The dealer's very first action is pending, with its nine dealt cards (天和, §5.1)."""
        return (
            self._phase == _ACT
            and self.turn == self.dealer
            and not self.order
            and not self.melds[self.dealer]
        )

    # --- protocol ----------------------------------------------------------------------

    def is_terminal(self) -> bool:
        return self._phase == _END

    def current_player(self) -> int:
        phase = self._phase
        if phase == _DEAL:
            return CHANCE
        if phase == _END:
            return TERMINAL
        seat = self.acting_seat()
        return seat >> 1 if self.bridge else seat

    def record_seat(self) -> int:
        """§5.7: records write the seat, in the bridge variant too (not the player)."""
        seat = self.acting_seat()
        return seat if seat >= 0 else self.current_player()

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list[Action]:
        phase = self._phase
        if phase == _CLAIM:
            w = self.window
            assert w is not None  # a claim window is open
            return [*w.options[w.seats[len(w.answers)]], PASS]
        if phase == _LAST:
            seat = self.turn
            wins = is_winning(self.hands[seat], len(self.melds[seat]), self.any_suit)
            return [HU, PASS] if wins else [PASS]
        if phase not in (_ACT, _FORCED):
            return []
        hand = self.hands[self.turn]
        discards = [DISCARDS[f] for f in sorted(set(hand)) if f != self.chi_card]
        if phase == _FORCED:
            return discards
        out = [HU] if is_winning(hand, len(self.melds[self.turn]), self.any_suit) else []
        out += concealed_kongs(hand, self.any_suit)
        out += added_kongs(hand, self.melds[self.turn], self.any_suit)
        return out + discards

    def illegal_reason(self, action: Any) -> str | None:
        phase = self._phase
        if phase in (_DEAL, _END):
            return "the game is over" if phase == _END else "the cards are being dealt"
        if not isinstance(action, Action):
            return "not a 龙麻将 action"
        if action in self.legal_actions():
            return None
        return why_illegal(self, action)

    def _apply_action(self, action: Action) -> None:
        self._legal = None
        phase = self._phase
        seat = self.acting_seat()
        if phase == _CLAIM:
            w = self.window
            assert w is not None  # a claim window is open
            w.answers.append(action)
            self.emit(
                "answered", seat, private=((self.person(seat), "answer", (seat, str(action))),)
            )
            if len(w.answers) == len(w.seats):
                self._resolve_claims()
            return
        if phase == _LAST:
            if action == HU:
                self._settle_win(seat, None, self.drawn, last_card=True)
            else:
                self._exhausted()
            return
        kind = action.kind
        if kind == DISCARD:
            self._discard(seat, action.cards[0])
        elif kind == HU_KIND:
            self._settle_win(seat, None, self.drawn, heavenly=self.dealer_fresh())
        elif action.meld:  # added kong 加杠
            face = action.cards[0]
            self.hands[seat].remove(face)
            i = action.meld - 1
            old = self.melds[seat][i]
            self.melds[seat][i] = Meld(tuple(sorted((*old.cards, face))), "jiagang", old.source)
            self.emit("jiagang", seat, FACE_TEXT[face], action.meld)
            self._draw(seat, replacement=True)
        else:  # concealed kong 暗杠
            hand = self.hands[seat]
            for f in action.cards:
                hand.remove(f)
            self.melds[seat].append(Meld(action.cards, "angang", None))
            self.emit("angang", seat, [FACE_TEXT[f] for f in action.cards])
            self._draw(seat, replacement=True)

    # --- play ----------------------------------------------------------------------------

    def _discard(self, seat: int, face: int) -> None:
        self.hands[seat].remove(face)
        pile = self.discards[seat]
        pile.append([face, False])
        self.order.append((seat, len(pile) - 1))
        self.drawn = -1
        self.chi_card = -1
        self.emit("discard", seat, FACE_TEXT[face])
        earthly = seat == self.dealer and len(pile) == 1
        self.window = self.open_window(seat, face, earthly)
        self._phase = _CLAIM

    def open_window(self, source: int, face: int, earthly: bool) -> Window:
        """The claim window on ``face`` discarded by ``source``: every other seat
        is asked, in turn order, with its legal claims (§5.2, §8)."""
        n = self.seats
        seats = [(source + k) % n for k in range(1, n)]
        options = {q: self.claims_of(q, source, face) for q in seats}
        return Window(face, source, seats, options, [], earthly)

    def claims_of(self, seat: int, source: int, face: int) -> list[Action]:
        """``seat``'s legal claims on ``face`` discarded by ``source``, besides pass."""
        hand = self.hands[seat]
        melds = self.melds[seat]
        any_suit = self.any_suit
        out: list[Action] = []
        barred = self.bridge and seat % 2 == 1 and source == seat - 1
        if not barred:
            with_card = list(hand)
            bisect.insort(with_card, face)
            if is_winning(with_card, len(melds), any_suit):
                out.append(HU)
        gangs: set[Action] = set()
        pengs: set[Action] = set()
        may_peng = len(melds) <= 1
        for pool in set_pools(hand, face):
            if len(pool) >= 3:
                gangs.update(
                    Action(GANG, c) for c in combinations(pool, 3) if is_set((*c, face), any_suit)
                )
            if may_peng and len(pool) >= 2:
                pengs.update(
                    Action(PENG, c) for c in combinations(pool, 2) if is_set((*c, face), any_suit)
                )
        out += sorted(gangs)
        out += sorted(pengs)
        if seat == (source + 1) % self.seats and all(f != face for f, _ in self.discards[seat]):
            out.append(CHI)
        return out

    def _resolve_claims(self) -> None:
        """和 > 杠 = 碰 > 吃, nearest seat after the discarder first (§5.2)."""
        w = self.window
        assert w is not None  # a claim window is open
        self.window = None
        pairs = list(zip(w.seats, w.answers, strict=True))
        for seat, a in pairs:
            if a == HU:
                self._take(w)
                self._settle_win(seat, w.source, w.card, earthly=w.earthly)
                return
        for seat, a in pairs:
            if a.kind in (GANG, PENG):
                self._take(w)
                hand = self.hands[seat]
                for f in a.cards:
                    hand.remove(f)
                cards = tuple(sorted((*a.cards, w.card)))
                kind = "minggang" if a.kind == GANG else "peng"
                self.melds[seat].append(Meld(cards, kind, w.source))
                self.emit(kind, seat, w.source, [FACE_TEXT[f] for f in cards])
                if a.kind == GANG:
                    self._draw(seat, replacement=True)
                else:
                    self.turn = seat
                    self._phase = _FORCED
                return
        seat, a = pairs[0]
        if a == CHI:
            self._take(w)
            bisect.insort(self.hands[seat], w.card)
            self.emit("chi", seat, w.source, FACE_TEXT[w.card])
            self.turn = seat
            self.chi_card = w.card
            self._phase = _FORCED
            return
        self._draw((w.source + 1) % self.seats)

    def _take(self, w: Window) -> None:
        self.discards[w.source][-1][1] = True

    def _draw(self, seat: int, replacement: bool = False) -> None:
        """Draw the top card of the stock (§5.4); the last card may end the hand (§5.6)."""
        face = self.stock[self.top]
        self.top += 1
        bisect.insort(self.hands[seat], face)
        self.turn = seat
        self.drawn = face
        self.chi_card = -1
        text = FACE_TEXT[face]
        if self.bridge and seat % 2:  # a dummy's cards are open to both (§8)
            self.emit("draw", seat, text, replacement)
        else:
            self.emit(
                "draw", seat, None, replacement,
                private=((self.person(seat), "draw", (seat, text, replacement)),),
            )  # fmt: skip
        # Every last draw is a last-card decision, `pass` alone when the cards do
        # not win: being asked then tells the other seats nothing (§5.6, §10).
        self._phase = _ACT if self.top < len(self.stock) else _LAST

    # --- end of a hand -------------------------------------------------------------------

    def _settle_win(
        self,
        seat: int,
        discarder: int | None,
        face: int,
        *,
        heavenly: bool = False,
        earthly: bool = False,
        last_card: bool = False,
    ) -> None:
        hand = self.hands[seat]
        if discarder is not None:
            bisect.insort(hand, face)
        situation = Situation(
            self_drawn=discarder is None and not heavenly,
            heavenly=heavenly,
            earthly=earthly and discarder is not None,
            last_card=last_card,
        )
        score = score_hand(hand, [m.cards for m in self.melds[seat]], situation, self.rules)
        assert score is not None
        fan = score.total
        delta = [0] * self.players
        winner = self.person(seat)
        if self.bridge:
            delta[1 - winner] -= fan
            delta[winner] += fan
        elif discarder is not None and self.options.payment == "discarder":
            delta[discarder] -= fan * (self.seats - 1)
            delta[winner] += fan * (self.seats - 1)
        else:
            for p in range(self.players):
                if p != winner:
                    delta[p] -= fan
                    delta[winner] += fan
        items = [[code, value] for code, value in score.items]
        self.emit(
            "hu", seat, discarder, FACE_TEXT[face] if face >= 0 else None, fan, items,
            [g.describe() for g in score.groups],
        )  # fmt: skip
        entry = {
            "hand": self.hand_index + 1,
            "dealer": self.dealer,
            "winner": seat,
            "discarder": discarder,
            "card": FACE_TEXT[face] if face >= 0 else None,
            "total": fan,
            "fans": items,
            "delta": delta,
            "shown": [
                {"cards": [FACE_TEXT[f] for f in g.cards], "exposed": g.exposed}
                for g in score.groups
            ],
        }
        self._end_hand(entry, {"reading": score.to_json()}, next_dealer=seat)

    def _exhausted(self) -> None:
        """荒庄: nobody pays, the dealer stays (§5.6, §7)."""
        self.emit("huangzhuang")
        entry = {
            "hand": self.hand_index + 1,
            "dealer": self.dealer,
            "winner": None,
            "discarder": None,
            "card": None,
            "total": 0,
            "fans": [],
            "delta": [0] * self.players,
            "shown": [],
        }
        self._end_hand(entry, {}, next_dealer=self.dealer)

    def _end_hand(self, entry: dict[str, Any], extra: dict[str, Any], next_dealer: int) -> None:
        for p, d in enumerate(entry["delta"]):
            self.scores[p] += d
        revealed = [[FACE_TEXT[f] for f in h] for h in self.hands]
        melds = [[[FACE_TEXT[f] for f in m.cards] for m in ms] for ms in self.melds]
        self.emit("reveal", revealed)
        self.hands_log.append(entry)
        self.full_log.append({**entry, **extra, "hands": revealed, "melds": melds})
        self.window = None
        self.hand_index += 1
        self.dealer = next_dealer
        if self.hand_index >= self.n_hands:
            self._phase = _END
            return
        self._reset_hand()
        self._phase = _DEAL

    # --- chance --------------------------------------------------------------------------

    def _sample_chance(self, rng: random.Random) -> Any:
        if self.dealer < 0:
            return FirstDealer(rng.randrange(self.seats))
        return Shuffle.random(rng, self.decks)

    def _check_chance(self, event: Any) -> str | None:
        if self.dealer < 0:
            if not isinstance(event, FirstDealer):
                return "the first dealer is drawn first (dealer N)"
            return None if 0 <= event.seat < self.seats else "no such seat"
        if not isinstance(event, Shuffle):
            return "a shuffle of the deck is due"
        return check_deal(event.cards, self.decks)

    def _apply_chance(self, event: Any) -> None:
        self._legal = None
        if isinstance(event, FirstDealer):
            self.dealer = self.turn = event.seat
            self.emit("first_dealer", event.seat)
            return
        self._deal([face_of(c) for c in event.cards])

    def _deal(self, faces: list[int]) -> None:
        """§4: card i < 8n to seat (dealer + i) mod n, card 8n to the dealer, the rest is the stock."""
        n, dealer = self.seats, self.dealer
        for i in range(8 * n):
            self.hands[(dealer + i) % n].append(faces[i])
        self.hands[dealer].append(faces[8 * n])
        for h in self.hands:
            h.sort()
        self.stock = faces[8 * n + 1 :]
        self.top = 0
        self.turn = dealer
        self._phase = _ACT
        public = [[s, [FACE_TEXT[f] for f in self.hands[s]]] for s in (1, 3)] if self.bridge else []
        private = []
        for p in range(self.players):
            mine = [[s, [FACE_TEXT[f] for f in self.hands[s]]] for s in self.seats_of(p)]
            shown = sorted({s: c for s, c in public + mine}.items())
            private.append((p, "deal", (self.hand_index + 1, dealer, len(self.stock), shown)))
        self.emit(
            "deal", self.hand_index + 1, dealer, len(self.stock), public, private=tuple(private)
        )

    # --- outcome -------------------------------------------------------------------------

    def returns(self) -> list[float]:
        return [float(s) for s in self.scores]

    def result(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "hands_played": len(self.full_log),
            "wins": [
                sum(
                    1
                    for h in self.hands_log
                    if h["winner"] is not None and self.person(h["winner"]) == p
                )
                for p in range(self.players)
            ],
            "hands": [dict(h) for h in self.full_log],
        }

    def observation(self, seat: int) -> dict[str, Any]:
        """What player ``seat`` (a person; see :mod:`.observe`) may see (§10)."""
        return observation(self, seat)

    def resample_hidden(self, seat: int, rng: random.Random) -> LongmajiangState:
        """A copy with everything player ``seat`` cannot see redealt (:mod:`.observe`)."""
        return resample_hidden(self, seat, rng)

    def _position_fields(self) -> list[str]:
        """The position fields (the hook of the shared frame; :mod:`.position`)."""
        return position_fields(self)

    def _load_position(self, fields: list[str]) -> None:
        """Set this fresh state from its position fields (:mod:`.position`)."""
        load_position(self, fields)

    def clone(self) -> LongmajiangState:
        new = self._clone_shell()
        new.scores = list(self.scores)
        new.hands_log = list(self.hands_log)
        new.full_log = list(self.full_log)
        new.stock = list(self.stock)
        new.hands = [list(h) for h in self.hands]
        new.melds = [list(m) for m in self.melds]
        new.discards = [[list(d) for d in pile] for pile in self.discards]
        new.order = list(self.order)
        if self.window is not None:
            w = self.window
            new.window = Window(
                w.card, w.source, list(w.seats), dict(w.options), list(w.answers), w.earthly
            )
        new._legal = None
        return new


def set_pools(hand: list[int], face: int) -> list[list[int]]:
    """Sorted groups of ``hand`` cards that may join ``face`` in a set: for each
    number, its number cards and the wilds (a set shows one number, §3.2)."""
    wilds = [f for f in hand if f >= 40]
    x = number(face)
    if x:
        return [[f for f in hand if f >= 40 or number(f) == x]]
    numbers = {number(f) for f in hand if f < 40}
    pools = [[f for f in hand if f >= 40 or number(f) == y] for y in sorted(numbers)]
    return [*pools, wilds]
