"""The general UNO turn (docs/specs/uno.md §2-§6, §8): drawing, laying cards and
§5.3's steps after a play, dealing and the start card, chance events and the
end of a hand. Mixed into :class:`paixi.games.uno.state.UnoState`; the
windows and answers of the house rules are in :mod:`paixi.games.uno.windows`,
the plain rules' fast path in :mod:`paixi.games.uno.fast`.

A play runs through §5.3's steps in :meth:`TurnRules._after_play`; a step
that needs answers opens a window (``phase == WINDOW``) and the step counter
of the :class:`Post` lets the play resume when the window closes. A draw that
finds the pile empty pauses for a ``reshuffle`` chance event and then goes
on: ``_owe`` holds what is still owed and ``_then`` (a :class:`Then`) what
to do afterwards.
"""

from __future__ import annotations

import random
from typing import Any

from paixi.core.game import CHANCE, TERMINAL
from paixi.equipment.uno import (
    BLACK,
    COLOUR,
    DECK,
    DRAW_TWO,
    POINTS,
    RANK,
    REVERSE,
    SKIP,
    WILD,
    WILD_DRAW_FOUR,
    WILD_RANK,
    cards_text,
    played_code,
)
from paixi.games.uno.actions import Action, Verb
from paixi.games.uno.chance import Chance
from paixi.games.uno.fields import UnoFields
from paixi.games.uno.moves import (
    DRAW_TWO_CARDS,
    NO_RANK,
    PLAYABLE,
    WD4_CARDS,
    wd4_legitimate,
)
from paixi.games.uno.phases import How, Phase, Then, Window, WinHow

DEALER, DATES, DEAL, RETURN = Phase.DEALER, Phase.DATES, Phase.DEAL, Phase.RETURN
START_COLOUR, TURN, DRAWN, RESPOND = Phase.START_COLOUR, Phase.TURN, Phase.DRAWN, Phase.RESPOND
RESHUFFLE, TAKE, END, GIVE = Phase.RESHUFFLE, Phase.TAKE, Phase.END, Phase.GIVE

_DRAWS = tuple((i, i.bit_length()) for i in range(107, 0, -1))
"""Fisher-Yates steps: position ``i`` and the bits of a uniform choice in ``0..i``."""


def drew_private(seat: int, cards: Any) -> tuple:
    """The private part of a draw's event: the drawer alone sees the faces."""
    return ((seat, "drew", (seat, cards_text(list(cards)))),)


def shuffled(rng: random.Random) -> tuple[int, ...]:
    """The 108 cards in a uniformly random order: Fisher-Yates with each index
    drawn exactly uniformly by rejection on ``rng.getrandbits`` (as
    ``rng.shuffle`` does, without its per-card Python calls)."""
    deck = list(DECK)
    bits = rng.getrandbits
    for i, k in _DRAWS:
        j = bits(k)
        while j > i:  # accepted with probability (i + 1) / 2**k > 1/2
            j = bits(k)
        deck[i], deck[j] = deck[j], deck[i]
    return tuple(deck)


_BELOW = tuple((i, (i + 1).bit_length()) for i in range(108))
"""Fisher-Yates steps of ``random.shuffle``: position ``i`` and the bits of its
``_randbelow(i + 1)``."""


def _shuffle_like_random(rng: random.Random, cards: list[int]) -> None:
    """``rng.shuffle(cards)`` written out: the same swaps from the same
    ``getrandbits`` calls (``Random._randbelow_with_getrandbits``), without a
    method call per card."""
    if len(cards) < 2:
        return
    bits = rng.getrandbits
    for i, k in _BELOW[len(cards) - 1 : 0 : -1]:
        j = bits(k)
        while j > i:
            j = bits(k)
        cards[i], cards[j] = cards[j], cards[i]


def _agrees() -> bool:
    """Whether :func:`_shuffle_like_random` is this interpreter's ``random.shuffle``."""
    for seed in range(8):
        ours, theirs = random.Random(seed), random.Random(seed)
        a, b = list(range(seed * 15)), list(range(seed * 15))
        _shuffle_like_random(ours, a)
        theirs.shuffle(b)
        if a != b or ours.getstate() != theirs.getstate():
            return False
    return True


_LIKE_RANDOM = _agrees()


def shuffle_cards(rng: random.Random, cards: list[int]) -> None:
    """Shuffle ``cards`` (at most 108) in place exactly as ``rng.shuffle`` does
    (the same order, the same RNG state after), faster when ``rng`` is a plain
    :class:`random.Random`."""
    if _LIKE_RANDOM and type(rng) is random.Random and len(cards) <= len(_BELOW):
        _shuffle_like_random(rng, cards)
    else:
        rng.shuffle(cards)


class Post:
    """Where a play is in §5.3's steps: who laid what, how, and what comes next."""

    __slots__ = ("action", "cards", "how", "next_seat", "respond", "seat", "step", "uno")

    def __init__(self, seat: int, action: Action, how: How) -> None:
        self.seat = seat
        self.action = action
        self.cards = action.cards
        self.how = how
        self.uno = action.uno
        self.step = 1
        self.next_seat = -1
        self.respond = False  # the next decision is a victim's response (§5.2, §10.1)

    def copy(self) -> Post:
        new = Post(self.seat, self.action, self.how)
        new.step, new.next_seat, new.respond = self.step, self.next_seat, self.respond
        return new


class TurnRules(UnoFields):
    """§2-§6 and §8 of a :class:`UnoState` (the general path)."""

    __slots__ = ()

    # --- events -------------------------------------------------------------------

    def _pub(self, event: tuple, private: tuple = ()) -> None:
        """A public event of the hand: into the observation's ``recent`` log and,
        with ``private`` (what the drawer alone learns), the game's events."""
        self.log.append(event)
        self._emit("log", event, private)

    def _drew(self, seat: int, cards: list[int]) -> None:
        """``seat`` alone learns the faces of the cards it drew."""
        self._emit(None, (), drew_private(seat, cards))

    # --- drawing (§4, uno-deck.md §4) -----------------------------------------------

    def _draw(self, seat: int, count: int, then: Then) -> bool:
        """Give ``seat`` ``count`` cards from the pile (uno-deck.md §4).

        Returns False when the pile ran out and a ``reshuffle`` chance event is
        due; the rest is then drawn after it and ``then`` is carried out
        (:meth:`_continue`).
        """
        pile = self.pile
        hand = self.hands[seat]
        got = min(count, len(pile))
        for _ in range(got):
            hand.append(pile.pop())
        if got:
            self._drew(seat, hand[-got:])
        count -= got
        if count and len(self.discard) > 1:
            self._owe = (seat, count)
            self._then = then
            self.phase = RESHUFFLE
            self._cp = CHANCE
            return False
        return True

    def _finish_owed(self) -> None:
        """After a reshuffle: draw what is still owed, then go on."""
        seat, count = self._owe
        self._owe = (-1, 0)
        pile = self.pile
        hand = self.hands[seat]
        got = min(count, len(pile))
        for _ in range(got):
            hand.append(pile.pop())
        if got:
            self._drew(seat, hand[-got:])
        then = self._then
        self._then = Then.NOTHING
        self._continue(then)

    def _continue(self, then: Then) -> None:
        """Carry out the continuation of a draw that waited for a reshuffle."""
        if then == Then.TURN_DRAW:
            seat = self.turn
            self._pub((seat, "draw", 1))
            self._drawn_check(seat)
        elif then == Then.PLAY:
            self._after_play()
        elif then == Then.END_HAND:
            self._end_hand()
        elif then == Then.TURN:
            self._begin_turn(self._resume_seat)

    def _turn_draw(self, seat: int) -> None:
        self.turn = seat
        if not self.pile and len(self.discard) > 1:
            self._owe = (seat, 1)
            self._then = Then.TURN_DRAW
            self.phase = RESHUFFLE
            self._cp = CHANCE
            return
        if self.pile:
            k = self.pile.pop()
            self.hands[seat].append(k)
            self._pub((seat, "draw", 1), drew_private(seat, (k,)))
            self._drawn_check(seat)
        else:  # nothing to draw at all (§4): the turn ends
            self._pub((seat, "draw", 0))
            self._begin_turn(seat + self.dir)

    def _drawn_check(self, seat: int) -> None:
        """§4: a playable drawn card may be played at once; otherwise the turn ends."""
        hand = self.hands[seat]
        k = hand[-1]
        ok = PLAYABLE[self.active * 14 + self.top_rank + 1][k]
        if ok and k == WILD_DRAW_FOUR and not self.challenge_on:
            ok = self._wd4_ok(hand)
        if ok:
            self.drawn = k
            self.phase = DRAWN
            self._cp = seat
        else:
            self._begin_turn(seat + self.dir)

    def _wd4_ok(self, hand: list[int]) -> bool:
        """§5.1: is the Wild Draw Four in ``hand`` legitimate (its other cards)?"""
        others = list(hand)
        others.remove(WILD_DRAW_FOUR)
        return wd4_legitimate(others, self.active, self.top_rank, self.restriction)

    # --- turns --------------------------------------------------------------------

    def _begin_turn(self, seat: int) -> None:
        self.phase = TURN
        self._cp = seat % self.n

    def _begin_response(self, victim: int) -> None:
        self.victim = victim % self.n
        self.phase = RESPOND
        self._cp = self.victim

    # --- plays (§5.3) ---------------------------------------------------------------

    def _lay(
        self, seat: int, action: Action, how: How, inherit: tuple[int, bool] | None = None
    ) -> None:
        """Move the cards of a play from the hand to the pile and run §5.3.

        ``inherit`` (a counter, §10.4) is the continuation of the play it
        answered: its next seat and whether a victim responds next."""
        hand = self.hands[seat]
        cards = action.cards
        top = cards[-1]
        if len(cards) == 1:
            hand.remove(top)
            self.discard.append(top)
        else:
            for k in cards:
                hand.remove(k)
            self.discard.extend(cards)
            self.named.extend([COLOUR[k] for k in cards[:-1]])
        if top == WILD_DRAW_FOUR and how != How.STACK:
            self.guilty = not wd4_legitimate(hand, self.active, self.top_rank, self.restriction)
            self._wd4_context = (self.active, self.top_rank)
            self.offender = seat
        if how == How.JUDGE or top >= 52:
            verb = action.verb
            colour = self.active if verb == Verb.PEEK or verb == Verb.SWAP else action.colour
            self.named.append(colour)
            self.active = colour
            self.top_rank = NO_RANK
        else:
            colour = self.active = COLOUR[top]
            self.named.append(colour)
            self.top_rank = RANK[top]
        self._pub(action.logged[seat])
        if self._plain and how != How.JUDGE and (len(hand) > 1 or (hand and action.uno)):
            # no window can open (§5.3 steps 2, 3, 5, 6): the effect decides the next turn
            r = RANK[top]
            if r < 10 or r == WILD_RANK:
                self._begin_turn(seat + self.dir)
                return
            if r == SKIP:
                self._begin_turn(seat + (len(cards) + 1) * self.dir)
                return
        post = Post(seat, action, how)
        if inherit is not None:
            post.next_seat, post.respond = inherit
        self._post = post
        self._after_play()

    def _after_play(self) -> None:
        """Run §5.3's steps from where the current play stands.

        Steps: 1 out, 2 catch window, 3 death-number window, 4 effect,
        5 counter window, 6 jump-in window, 7 next decision. ``p.step`` is the
        next step to run, so a closed window resumes after its own step.
        """
        p = self._post
        assert p is not None
        seat = p.seat
        step = p.step
        how = p.how
        if step <= 1:
            hand = self.hands[seat]
            if not hand:
                self._go_out(p)
                return
            if how == How.JUDGE and p.action.colour == BLACK:  # four colours (§10.7)
                self._winner, self._win_how = seat, WinHow.JUDGMENT
                self._end_hand()
                return
            if len(hand) == 1 and not p.uno:
                p.step = 3
                self._open_window(Window.CATCH, seat)
                return
        top = p.cards[-1]
        if step <= 3 and self._death and top < 52 and RANK[top] < 10 and how != How.JUDGE:
            p.step = 4
            self._open_window(Window.DEATH, seat)
            return
        if step <= 4:
            p.step = 5
            if self._effect(p):
                return
        if (
            step <= 5
            and self._counter2
            and how != How.COUNTER
            and top < 52
            and (RANK[top] == SKIP or RANK[top] == REVERSE)
        ):
            p.step = 7  # the counter window also offers the jump-in (§5.3 step 5)
            self._open_window(Window.COUNTER, seat)
            return
        if step <= 6 and self._jump and top < 52 and how != How.JUDGE and how != How.COUNTER:
            p.step = 7
            self._open_window(Window.JUMP_IN, seat)
            return
        self._post = None
        if p.respond:
            self._begin_response(self.victim)
        else:
            self._begin_turn(p.next_seat)

    def _effect(self, p: Post) -> bool:
        """§5 / §10.1 / §10.3: the effect of the laid card(s); True if paused for chance."""
        s, n, d = p.seat, self.n, self.dir
        if p.how == How.COUNTER:
            return False  # no effect; next_seat was inherited (§10.4)
        if p.how == How.JUDGE:
            p.next_seat = s + d
            return False
        top = p.cards[-1]
        r = RANK[top]
        k = len(p.cards)
        if r < 10:
            p.next_seat = s + d
        elif r == SKIP:
            p.next_seat = s + (k + 1) * d
        elif r == REVERSE:
            if k % 2:
                self.dir = d = -d
            p.next_seat = s + (k + 1) * d if n == 2 else s + d
        elif r == DRAW_TWO:
            if self.stacking != "none":
                self._add_pending(
                    DRAW_TWO_CARDS * k, fresh=p.how != How.STACK and self.pending == 0
                )
                self.victim = (s + d) % n
                p.respond = True
                return False
            p.next_seat = s + 2 * d
            self._pub(((s + d) % n, "draw", DRAW_TWO_CARDS * k))
            return not self._draw((s + d) % n, DRAW_TWO_CARDS * k, Then.PLAY)
        elif top == WILD_DRAW_FOUR:
            self.victim = (s + d) % n
            p.respond = True
            if self.stacking == "seed":
                fresh = p.how != How.STACK and self.pending == 0
                self._add_pending(WD4_CARDS, fresh=fresh, wd4=True)
            else:  # §5.2: accept or challenge, never stacked on
                self.pending = WD4_CARDS
                self.stack_all_plus2 = False
                self.challengeable = self.challenge_on
            return False
        else:  # a plain Wild, maybe with a power (§10.5)
            p.next_seat = s + d
            return self._power(p)
        return False

    def _go_out(self, p: Post) -> None:
        """§6: the player has no cards; the next seat takes what the last card obliges."""
        top = p.cards[-1]
        owed = 0
        if p.how != How.COUNTER and p.how != How.JUDGE:
            if top < 52 and RANK[top] == DRAW_TWO:
                owed = self.pending + DRAW_TWO_CARDS * len(p.cards)
            elif top == WILD_DRAW_FOUR:
                owed = self.pending + WD4_CARDS
        self._winner = p.seat
        self._win_how = WinHow.OUT
        self.pending = 0
        if owed:
            victim = (p.seat + self.dir) % self.n
            self._pub((victim, "draw", owed))
            if not self._draw(victim, owed, Then.END_HAND):
                return
        self._end_hand()

    # --- dealing and the start card (§2) -------------------------------------------------

    def _start_deal(self) -> None:
        self.phase = DEAL
        self._cp = CHANCE

    def _deal(self, order: tuple[int, ...]) -> None:
        """Seven cards each, one at a time from the top, starting left of the dealer (§2)."""
        n, d = self.n, self.dealer
        dealt = 7 * n
        hands = self.hands
        for i in range(n):  # the (i+1)-th seat after the dealer gets every n-th card from i
            hands[(d + 1 + i) % n].extend(order[i:dealt:n])
        self.pile = list(order[: dealt - 1 : -1])  # the rest, top at the end
        self._emit(
            "deal",
            (self.hand_no + 1, d),
            tuple((s, "dealt", (self.hand_no + 1, d, cards_text(hands[s]))) for s in range(n)),
        )
        self._flip()

    def _flip(self) -> None:
        k = self.pile.pop()
        if k == WILD_DRAW_FOUR or (k == WILD and self.options.start_wild == "redraw"):
            self._returning = k
            self._pub((-1, "start", played_code(k), "returned"))
            self.phase = RETURN
            self._cp = CHANCE
            return
        n, d = self.n, self.dealer
        self.discard = [k]
        self.named = [COLOUR[k]]
        self.active = COLOUR[k]
        self.top_rank = RANK[k] if k < 52 else NO_RANK
        self._pub((-1, "start", played_code(k)))
        r = RANK[k]
        if r < 10:
            self._begin_turn(d + 1)
        elif r == SKIP:
            self._begin_turn(d + 2)
        elif r == REVERSE:
            if n == 2:
                self._begin_turn(d)
            else:
                self.dir = -1
                self._begin_turn(d if self.options.start_reverse == "dealer" else d - 1)
        elif r == DRAW_TWO:
            self._pub(((d + 1) % n, "draw", DRAW_TWO_CARDS))
            self._resume_seat = d + 2
            if self._draw((d + 1) % n, DRAW_TWO_CARDS, Then.TURN):
                self._begin_turn(self._resume_seat)
        else:  # a Wild: the first player names the colour, then plays
            self.phase = START_COLOUR
            self._cp = (d + 1) % n

    # --- chance -------------------------------------------------------------------

    def _sample_chance(self, rng: random.Random) -> Chance:
        phase = self.phase
        if phase == DEAL:
            return Chance("deal", shuffled(rng))
        if phase == RESHUFFLE:
            cards = self.discard[:-1]
            shuffle_cards(rng, cards)  # rng.shuffle(cards), faster
            return Chance("reshuffle", tuple(cards))
        if phase == RETURN:
            return Chance("return", rng.randint(0, len(self.pile)))
        if phase == TAKE:
            _, target, m = self._swap
            return Chance("take", tuple(sorted(rng.sample(self.hands[target], m))))
        return Chance("dealer", rng.randrange(self.n))

    def _check_chance(self, event: Any) -> str | None:
        if not isinstance(event, Chance):
            return "not a UNO chance event"
        want = {DEALER: "dealer", DEAL: "deal", RETURN: "return", RESHUFFLE: "reshuffle"}.get(
            self.phase, "take"
        )
        if event.kind != want:
            return f"a '{want}' event is due here"
        v = event.value
        if isinstance(v, int) != (want in ("dealer", "return")):
            return f"a '{want}' event takes {'a number' if isinstance(v, tuple) else 'cards'}"
        if isinstance(v, int):
            if want == "dealer":
                return None if 0 <= v < self.n else f"the dealer is a seat 0-{self.n - 1}"
            return None if 0 <= v <= len(self.pile) else f"a position 0-{len(self.pile)}"
        if want == "deal":
            return None if sorted(v) == list(DECK) else "the deal must be the 108 cards"
        if want == "reshuffle":
            ok = sorted(v) == sorted(self.discard[:-1])
            return None if ok else "a reshuffle must hold exactly the discards under the top card"
        _, target, m = self._swap
        rest = list(self.hands[target])
        for k in v:
            if k not in rest:
                return "the taken cards must come from the target's hand"
            rest.remove(k)
        return None if len(v) == m else f"a swap takes {m} cards"

    def _apply_chance(self, event: Chance) -> None:
        self._legal = None
        kind = event.kind
        # an int for "dealer" and "return", cards otherwise (checked by _check_chance)
        value: Any = event.value
        if kind == "deal":
            self._deal(value)
        elif kind == "reshuffle":
            self._pub((-1, "reshuffle", len(value)))
            self.discard = self.discard[-1:]
            self.named = self.named[-1:]
            pile = list(value)
            pile.reverse()
            self.pile = pile
            self._finish_owed()
        elif kind == "return":
            pile = self.pile
            pile.insert(len(pile) - value, self._returning)
            self._returning = -1
            self._flip()
        elif kind == "take":
            self._apply_take(value)
        else:
            self.dealer = value
            if self.options.judgment_day:
                self.phase = DATES
                self._cp = 0
            else:
                self._start_deal()

    # --- end of a hand (§6, §8) --------------------------------------------------------

    def _end_hand(self) -> None:
        winner = self._winner
        n = self.n
        options = self.options
        points = [
            0 if s == winner else sum(map(POINTS.__getitem__, h)) for s, h in enumerate(self.hands)
        ]
        gained = [0] * n
        if options.scoring == "winner_collects":
            gained[winner] = sum(points)
        else:
            gained = points
        for s in range(n):
            self.scores[s] += gained[s]
        self.hands_log.append(
            {
                "hand": self.hand_no + 1,
                "dealer": self.dealer,
                "winner": winner,
                "how": str(self._win_how),
                "cards": [cards_text(h) for h in self.hands],
                "values": points,
                "points": gained,
                "totals": list(self.scores),
            }
        )
        self._emit(
            "hand_over",
            (self.hand_no + 1, winner, tuple(cards_text(h) for h in self.hands), tuple(gained)),
        )
        self.hand_no += 1
        over = (
            self.scores[winner] >= options.target
            if options.scoring == "winner_collects"
            else max(self.scores) >= options.target
        )
        self._post = None
        self._win = None
        if over:
            self.phase = END
            self._cp = TERMINAL
            return
        self.dealer = (self.dealer + 1) % n
        self._reset_hand()
        self._start_deal()
