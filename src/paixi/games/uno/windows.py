"""UNO's answers out of turn and the house rules' choices (docs/specs/uno.md §5.2,
§5.3, §7, §10): draw penalties and their responses (accept, challenge,
stack), the windows after a play (catch, death number, counter, jump-in),
the Wild powers (peek, swap) and the legal actions these rules add. Mixed
into :class:`paixi.games.uno.state.UnoState`.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from paixi.core.game import CHANCE
from paixi.equipment.uno import (
    DRAW_TWO,
    RANK,
    REVERSE,
    SKIP,
    WILD,
    WILD_DRAW_FOUR,
    cards_text,
    played_code,
)
from paixi.games.uno.actions import (
    ACCEPT,
    CATCH,
    CHALLENGE,
    DEATH,
    DRAW,
    KEEP,
    PASS,
    Action,
    Verb,
    date_digits,
)
from paixi.games.uno.fields import UnoFields
from paixi.games.uno.moves import (
    CHALLENGE_LOST_CARDS,
    PLAYABLE,
    SINGLE,
    SINGLE_UNO,
    WD4_CARDS,
    judgments,
    multi_plays,
    with_uno,
)
from paixi.games.uno.phases import How, Phase, Then, Window, WinHow
from paixi.games.uno.turn import Post

DRAWN_CHOICES = tuple((*SINGLE[k], KEEP) for k in range(54))
"""Legal actions after drawing a playable ``kind`` that leaves two or more cards (§4)."""
DRAWN_CHOICES_UNO = tuple((*SINGLE_UNO[k], KEEP) for k in range(54))
"""The same when one card would be left: each play with its ``!`` twin (§7)."""


@cache
def _power_plays(target: int, called: bool) -> tuple[Action, ...]:
    """A Wild's peek and swap plays on ``target`` (with their ``!`` twins if ``called``)."""
    plain = [Action(Verb.PEEK, (WILD,), target=target), Action(Verb.SWAP, (WILD,), target=target)]
    return tuple(with_uno(plain, 1 if called else 2))


@cache
def gift_action(given: tuple[int, ...]) -> Action:
    """``give CARD`` of a swap (§10.5)."""
    return Action(Verb.GIVE, given=given)


class HouseRules(UnoFields):
    """§5.2, §5.3's windows, §7's catch and §10 of a :class:`UnoState`."""

    __slots__ = ()

    # --- legal actions ------------------------------------------------------------

    def _turn_actions(self, seat: int) -> list[Action]:
        """A turn's legal actions under any options (§3, §5.1, §10.3, §10.5, §10.7)."""
        hand = self.hands[seat]
        row = PLAYABLE[self.active * 14 + self.top_rank + 1]
        table = SINGLE_UNO if len(hand) == 2 else SINGLE
        out: list[Action] = []
        for k in set(hand):
            if row[k]:
                if k >= 52:
                    if k == WILD_DRAW_FOUR and self._strict_wd4 and not self._wd4_ok(hand):
                        continue
                    if k == WILD and self._powers:
                        out += self._power_actions(seat, len(hand) - 1)
                        continue
                out += table[k]
        out.append(DRAW)
        if self._multi:
            for a in multi_plays(hand, row):
                out += with_uno([a], len(hand) - len(a.cards))
        if self._judge:
            out += self._judgment_actions(seat)
        return out

    def _power_actions(self, seat: int, left: int) -> list[Action]:
        """§10.5: a plain Wild's colour, peek and swap plays (``left`` = cards after it)."""
        out = list(SINGLE_UNO[WILD] if left == 1 else SINGLE[WILD])
        for t in range(self.n):
            if t != seat:
                out += _power_plays(t, left == 1)
        return out

    def _judgment_actions(self, seat: int) -> list[Action]:
        own = self.dates[seat]
        own_digits = date_digits(*own) if own else None
        digit_sets = {date_digits(*d) for s, d in enumerate(self.dates) if s != seat and d}
        hand = self.hands[seat]
        out: list[Action] = []
        for a in judgments(hand, digit_sets, own_digits):
            out += with_uno([a], len(hand) - len(a.cards))
        return out

    def _drawn_actions(self, seat: int) -> list[Action] | tuple[Action, ...]:
        k = self.drawn
        left = len(self.hands[seat]) - 1
        if k == WILD and self._powers:
            return [*self._power_actions(seat, left), KEEP]
        return DRAWN_CHOICES_UNO[k] if left == 1 else DRAWN_CHOICES[k]

    def _respond_actions(self, seat: int) -> list[Action]:
        out = [ACCEPT]
        if self.challengeable:
            out.append(CHALLENGE)
        if self.stacking == "none" or not self._stackable:
            return out
        hand = self.hands[seat]
        left = len(hand) - 1
        plus2_ok = self.stacking == "plus2" or self.stack_all_plus2
        for k in sorted(set(hand)):
            if (RANK[k] == DRAW_TWO and plus2_ok) or (
                k == WILD_DRAW_FOUR and self.stacking == "seed"
            ):
                out += SINGLE_UNO[k] if left == 1 else SINGLE[k]
        if plus2_ok and self._multi:
            for a in multi_plays(hand, None, DRAW_TWO):
                out += with_uno([a], len(hand) - len(a.cards))
        return out

    @property
    def _stackable(self) -> bool:
        """May the victim stack (§10.1)? Not on a Wild Draw Four answered as in §5.2."""
        return self.stacking == "seed" or self.stack_all_plus2

    def _window_actions(self, seat: int) -> list[Action] | tuple[Action, ...]:
        kind = self._win
        if kind == Window.CATCH:
            return (CATCH, PASS)
        hand = self.hands[seat]
        if kind == Window.DEATH:
            return [DEATH, PASS] if self._death_ok(hand) else [PASS]
        out: list[Action] = []
        left = len(hand) - 1
        top = self.discard[-1]
        if kind == Window.COUNTER:
            for k in sorted(set(hand)):
                if k < 52 and RANK[k] in (SKIP, REVERSE):
                    out += with_uno([Action(Verb.COUNTER, (k,))], left)
            if not self._jump:
                out.append(PASS)
                return out
        if top in hand:
            out += SINGLE_UNO[top] if left == 1 else SINGLE[top]
        out.append(PASS)
        return out

    def _death_ok(self, hand: list[int]) -> bool:
        """§10.6: only number cards, and their sum a positive multiple of n (0: all zeros)."""
        assert self._post is not None
        n = RANK[self._post.cards[-1]]
        if not hand or any(k >= 52 or RANK[k] >= 10 for k in hand):
            return False
        total = sum(RANK[k] for k in hand)
        if n == 0:
            return total == 0
        return total > 0 and total % n == 0

    def _why_illegal(self, action: Any) -> str:
        if not isinstance(action, Action):
            return "not a UNO action"
        phase = self.phase
        verb = action.verb
        if phase == Phase.WINDOW:
            win = self._win
            assert win is not None  # a window phase always has its window
            return f"a {win.replace('_', '-')} window is open: answer one of its choices"
        if phase == Phase.RESPOND:
            return (
                "a draw penalty is pending: accept it"
                + (", challenge it" if self.challengeable else "")
                + (" or stack" if self.stacking != "none" else "")
            )
        if phase == Phase.START_COLOUR:
            return "name a colour first"
        if phase == Phase.DATES:
            return "declare a date first"
        if phase == Phase.DRAWN and verb == Verb.PLAY:
            return "after drawing, only the drawn card may be played"
        if action.uno:
            return "'!' (UNO) only on a play that leaves exactly one card"
        if verb == Verb.PLAY and phase == Phase.TURN:
            for k in action.cards:
                if action.cards.count(k) > self.hands[self._cp].count(k):
                    return f"you do not hold {action.cards.count(k)} × {played_code(k)}"
            return f"it does not match the top card {self.top_text()} (colour {self.colour_text()})"
        return "not possible at this point"

    # --- draw penalties (§5.2, §10.1) -------------------------------------------------

    def _add_pending(self, amount: int, fresh: bool, wd4: bool = False) -> None:
        if fresh:
            self.pending = 0
            self.stack_all_plus2 = not wd4
            self.challengeable = wd4 and self.challenge_on
        else:
            self.challengeable = False
            if wd4:
                self.stack_all_plus2 = False
        self.pending += amount

    def _clear_pending(self) -> None:
        self.pending = 0
        self.challengeable = False
        self.stack_all_plus2 = True
        self.victim = -1

    def _respond(self, seat: int, action: Action) -> None:
        verb = action.verb
        if verb == Verb.ACCEPT:
            count = self.pending
            self._clear_pending()
            self._pub((seat, "accept", count))
            self._resume_seat = seat + self.dir
            if self._draw(seat, count, Then.TURN):
                self._begin_turn(self._resume_seat)
        elif verb == Verb.CHALLENGE:
            self._challenge(seat)
        else:
            self._lay(seat, action, How.STACK)

    def _challenge(self, seat: int) -> None:
        """§5.2: the offender shows its hand to the challenger; the guilty one draws 4,
        else the challenger draws 6 and loses its turn."""
        offender = self.offender
        guilty = self.guilty
        shown = cards_text(self.hands[offender])
        self.private[seat].append(("shown", offender, shown))
        self._emit(None, (), ((seat, "shown", (seat, offender, shown)),))
        self._pub((seat, "challenge", offender, guilty))
        self._clear_pending()
        if guilty:
            self._resume_seat = seat
            drawer, count = offender, WD4_CARDS
        else:
            self._resume_seat = seat + self.dir
            drawer, count = seat, CHALLENGE_LOST_CARDS
        if self._draw(drawer, count, Then.TURN):
            self._begin_turn(self._resume_seat)

    # --- windows (§5.3, §7, §10.2, §10.4, §10.6) -----------------------------------------

    def _open_window(self, kind: Window, player: int) -> None:
        n, d = self.n, self.dir
        self._win = kind
        self._win_seats = [(player + i * d) % n for i in range(1, n)]
        self._win_pos = 0
        self._win_hits = []
        self.phase = Phase.WINDOW
        self._cp = self._win_seats[0]

    def _answer(self, seat: int, action: Action) -> None:
        verb = action.verb
        if verb == Verb.PASS or verb == Verb.CATCH:
            # the answer stays hidden until the window closes ("caught" tells it then)
            self._emit("answered", (seat,), ((seat, "answer", (seat, action.text)),))
            if verb == Verb.CATCH:
                self._win_hits.append(seat)
            self._win_pos += 1
            if self._win_pos < len(self._win_seats):
                self._cp = self._win_seats[self._win_pos]
                return
            self._close_window()
            return
        p = self._post
        assert p is not None
        self._win = None
        if verb == Verb.DEATH:
            self._pub((seat, "death", cards_text(self.hands[seat])))
            self.pending = 0
            self._winner = seat
            self._win_how = WinHow.DEATH
            self._post = None
            self._end_hand()
        elif verb == Verb.COUNTER:
            self._lay(seat, action, How.COUNTER, inherit=(p.next_seat, p.respond))
        else:  # a jump-in (§10.2), played as if it were the jumper's turn
            self._lay(seat, action, How.JUMP)

    def _close_window(self) -> None:
        kind = self._win
        self._win = None
        p = self._post
        assert p is not None
        if kind == Window.CATCH and self._win_hits:
            hits = self._win_hits
            options = self.options
            count = options.uno_penalty * (len(hits) if options.uno_penalty_per_catcher else 1)
            self.log.append((p.seat, "caught", list(hits), count))
            self._emit("log", (p.seat, "caught", tuple(hits), count))
            if not self._draw(p.seat, count, Then.PLAY):
                return
        self._after_play()

    # --- Wild powers (§10.5) -------------------------------------------------------------

    def _power(self, p: Post) -> bool:
        """§10.5: a peek shows a hand to the Wild's player; a swap gives the chosen
        cards and pauses for the ``take`` chance event. True if paused."""
        a = p.action
        verb = a.verb
        if verb == Verb.PEEK:
            self._pub((p.seat, "peek", a.target))
            seen = cards_text(self.hands[a.target])
            self.private[p.seat].append(("peek", a.target, seen))
            self._emit(None, (), ((p.seat, "peeked", (p.seat, a.target, seen)),))
        elif verb == Verb.SWAP:
            m = min(3, len(self.hands[p.seat]), len(self.hands[a.target]))
            self._swap = (p.seat, a.target, m)
            self._pub((p.seat, "swapping", a.target, m))
            self.phase = Phase.GIVE
            self._cp = p.seat
            return True
        return False

    def _give(self, seat: int, action: Action) -> None:
        """§10.5 swap: one chosen card leaves the hand (``give B2``); after the
        ``m``-th, a ``take`` chance event picks the cards taken in return."""
        self._swap_given.append(action.given[0])  # the card stays in the hand until the take
        self._emit("gives", (seat,), ((seat, "gave", (seat, action.text)),))
        if len(self._swap_given) == self._swap[2]:
            self.phase = Phase.TAKE
            self._cp = CHANCE

    def _apply_take(self, taken: tuple[int, ...]) -> None:
        player, target, m = self._swap
        given = self._swap_given
        mine = self.hands[player]
        for k in given:
            mine.remove(k)
        theirs = self.hands[target]
        for k in taken:
            theirs.remove(k)
        theirs.extend(given)
        mine.extend(taken)
        self._pub((player, "swap", target, m))
        took, received = cards_text(taken), cards_text(given)
        self.private[player].append(("took", target, took))
        self.private[target].append(("received", player, received))
        self._emit(
            None,
            (),
            (
                (player, "took", (player, target, took)),
                (target, "received", (target, player, received)),
            ),
        )
        self._swap = (-1, -1, 0)
        self._swap_given = []
        self._after_play()
