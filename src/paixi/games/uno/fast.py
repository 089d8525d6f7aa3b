"""The plain rules' fast path of :meth:`UnoState.apply` (issues 5 and 17).

Under the plain rules (no option that adds choices or windows: the state's
``_simple``) the usual decisions — a turn's draw, a one-card play that opens
no window, a Wild Draw Four and its acceptance — are applied by ``apply``
itself from the precomputed tables below, and the next turn's legal actions
are computed there too (every ``apply`` needs them for its check, so
computing them at once is free). Everything else takes the general path
(:mod:`paixi.games.uno.turn`, :mod:`paixi.games.uno.windows`), which is the
reference: ``UnoState.fast_path = False`` sends every decision there, and
``tests/uno/test_fast_path.py`` plays the same positions both ways.

When the C extension is built, :mod:`paixi.games.uno.engine` puts its
compiled twin of this path (and of a few more plain decisions) in front of
``apply``; this module stays the reference the tests compare it with.

Events are appended to the core's log here directly (what
:meth:`paixi.core.history.EventSource._emit` does, without the call), from event
tuples made once per seat and card.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from paixi.core.errors import IllegalActionError
from paixi.core.event_log import EventLog
from paixi.core.game import CHANCE
from paixi.equipment.uno import (
    COLOUR,
    DRAW_TWO,
    RANK,
    SKIP,
    WILD,
    WILD_DRAW_FOUR,
    played_code,
)
from paixi.games.uno.actions import ACCEPT, CHALLENGE, DRAW, KEEP, SEATS, Action
from paixi.games.uno.fields import UnoFields
from paixi.games.uno.moves import (
    DRAW_TWO_CARDS,
    MATCHING,
    NO_RANK,
    PLAYABLE,
    SINGLE,
    SINGLE_UNO,
    WD4_CARDS,
    match_index,
    wd4_legitimate,
)
from paixi.games.uno.phases import How, Phase
from paixi.games.uno.turn import Post, drew_private
from paixi.games.uno.windows import DRAWN_CHOICES, DRAWN_CHOICES_UNO

TURN, DRAWN, RESPOND = Phase.TURN, Phase.DRAWN, Phase.RESPOND

INLINE = tuple(p in (TURN, DRAWN) for p in Phase)
"""By phase: is a decision taken on apply's inlined path (under the plain rules)?"""
NOT_INLINE = (False,) * len(Phase)

_WD4_ANSWERS = ((ACCEPT,), (ACCEPT, CHALLENGE))
"""A Wild Draw Four's victim's choices (§5.2) without, and with, challenges."""
_DREW_ONE = tuple((seat, "draw", 1) for seat in range(SEATS))
"""Shared log events of a seat's one-card draw (immutable, so states share them)."""
_DREW_FACE = tuple(
    tuple(((seat, "drew", (seat, played_code(k))),) for k in range(54)) for seat in range(SEATS)
)
"""The private part of a one-card draw: the drawer alone sees the face."""
_DREW_TWO = tuple((seat, "draw", DRAW_TWO_CARDS) for seat in range(SEATS))
_KEPT = tuple((seat, "keep") for seat in range(SEATS))


@cache
def _drew_two_private(seat: int, drawn: tuple[int, ...]) -> tuple:
    """The private part of a Draw Two's draw: the victim alone sees the faces."""
    return drew_private(seat, drawn)


MOVE_ON, MOVE_SKIP, MOVE_REVERSE, MOVE_DRAW_TWO = 1, 2, 3, 4
"""How a quick play moves the turn (§5): to the next seat, past it, reversed,
or past it after it draws (the compiled path reads the same codes)."""


def _quick_plays(plus2: bool) -> dict[Action, tuple[int, int, int, int, frozenset[int]]]:
    """The one-card plays whose effect needs no answer (§5): every number, Skip
    and Reverse, the Wild naming each colour and, if ``plus2`` (no stacking,
    §10.1), the Draw Two. Each maps to ``(kind, colour it sets, top rank it
    sets, move, kinds playable next)`` with ``move`` one of the ``MOVE_``
    codes above, and the last the :data:`MATCHING` row of the new top card (§3)."""
    out = {}
    for k in range(52):
        r = RANK[k]
        if r != DRAW_TWO or plus2:
            move = (MOVE_SKIP, MOVE_REVERSE, MOVE_DRAW_TWO)[r - SKIP] if r >= SKIP else MOVE_ON
            for a in SINGLE_UNO[k]:
                out[a] = (k, COLOUR[k], r, move, MATCHING[match_index(COLOUR[k], r)])
    for a in SINGLE_UNO[WILD]:
        out[a] = (WILD, a.colour, NO_RANK, MOVE_ON, MATCHING[match_index(a.colour, NO_RANK)])
    return out


QUICK = _quick_plays(plus2=False)
QUICK_PLUS2 = _quick_plays(plus2=True)


class FastPath(UnoFields):
    """``apply`` of a :class:`UnoState`, with the plain rules' turn inlined."""

    __slots__ = ()

    def apply(self, action: Any) -> None:
        """:meth:`State.apply` with the same checks and effects, made fast for
        the hot path: actions are interned (identity is equality), the legal
        actions are cached per decision (membership is the whole check), the
        history entry and log event of a (seat, action) pair are made once and
        shared (all immutable), and under the plain rules a turn's draw or a
        play that makes no one draw and opens no window is applied here
        without the general §5.3 machinery.

        Raises :class:`NotationError` for unreadable text and
        :class:`IllegalActionError` for an illegal action; the state is then
        unchanged (nothing is written before the check passes)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        if action not in legal:
            action = self._admit(action, legal)
        cp = self._cp
        history = self.history
        history.append(action.entries[cp])
        phase = self.phase
        if not self._inline[phase]:
            if action is ACCEPT and self._simple and len(self.pile) >= self.pending:
                self._fast_accept(cp)
                return
            self._general(action)
            return
        # The plain rules' turn (§3-§5): _turn_draw, _drawn_check, keep, _lay,
        # _effect and _begin_turn for the cases that open no window, inlined,
        # ending with the next turn's legal actions.
        if action is DRAW:
            pile = self.pile
            if not pile:  # a reshuffle is due first (uno-deck.md §4)
                self._general(action)
                return
            k = pile.pop()
            hand = self.hands[cp]
            hand.append(k)
            event: tuple[Any, ...] = _DREW_ONE[cp]
            self.log.append(event)
            events = self._events  # State._emit, inlined
            n = self._n_events
            if len(events) != n:  # a clone sharing the list has emitted since: fork it
                events = self._events = EventLog(events[:n])
            events.append((len(history) - 1, "log", event, _DREW_FACE[cp][k]))
            self._n_events = n + 1
            row = self.active * 14 + self.top_rank + 1
            if PLAYABLE[row][k] and (
                k != WILD_DRAW_FOUR or self.challenge_on or self._wd4_ok(hand)
            ):  # §4: the drawn card may be played at once
                self.drawn = k
                self.phase = DRAWN
                self._legal = (DRAWN_CHOICES_UNO if len(hand) == 2 else DRAWN_CHOICES)[k]
                return
            matching = MATCHING[row]
            cp += self.dir
        elif action is KEEP:  # §4: the drawn card stays in the hand; the turn passes
            self.drawn = -1
            self.phase = TURN
            event = _KEPT[cp]
            self.log.append(event)
            events = self._events  # State._emit, inlined
            n = self._n_events
            if len(events) != n:
                events = self._events = EventLog(events[:n])
            events.append((len(history) - 1, "log", event, ()))
            self._n_events = n + 1
            matching = MATCHING[self.active * 14 + self.top_rank + 1]
            cp += self.dir
        else:
            quick = self._quick.get(action)
            hand = self.hands[cp]
            # a legal "!" leaves one card; without it, one card left opens the catch window
            if quick is None or not (len(hand) > 2 or action.uno):
                self._slow_play(cp, action, phase, hand)
                return
            if phase == DRAWN:
                self.drawn = -1
                self.phase = TURN
            k, colour, self.top_rank, move, matching = quick
            hand.remove(k)
            self.discard.append(k)
            self.named.append(colour)
            self.active = colour
            event = action.logged[cp]
            self.log.append(event)
            events = self._events  # State._emit, inlined
            n = self._n_events
            if len(events) != n:
                events = self._events = EventLog(events[:n])
            events.append((len(history) - 1, "log", event, ()))
            self._n_events = n + 1
            if move == MOVE_ON:
                cp += self.dir
            elif move == MOVE_SKIP:
                cp += 2 * self.dir
            elif move == MOVE_REVERSE:
                d = self.dir = -self.dir
                cp += 2 * d if self.n == 2 else d  # two players: a Reverse skips (§5)
            else:  # a Draw Two
                pile = self.pile
                if len(pile) < DRAW_TWO_CARDS:  # a reshuffle may be due: the general machinery
                    self._legal = None
                    self._post = Post(cp, action, How.PLAY if phase == TURN else How.DRAWN)
                    self._after_play()
                    self._chance_after()
                    return
                d = self.dir
                victim = (cp + d) % self.n
                drawn = tuple(pile[: -DRAW_TWO_CARDS - 1 : -1])  # as pop() one by one
                del pile[-DRAW_TWO_CARDS:]
                self.hands[victim] += drawn
                event = _DREW_TWO[victim]  # as _effect and _draw: two events
                self.log.append(event)
                step = len(history) - 1
                events.append((step, "log", event, ()))
                events.append((step, None, (), _drew_two_private(victim, drawn)))
                self._n_events = n + 3
                cp += 2 * d
        cp %= self.n
        self._cp = cp
        hand = self.hands[cp]
        table = SINGLE_UNO if len(hand) == 2 else SINGLE
        out: list[Action] = []
        for k in matching.intersection(hand):
            out += table[k]
        out.append(DRAW)
        self._legal = out

    def _general(self, action: Action) -> None:
        """The general path: :meth:`_apply_action`, then any chance that follows."""
        self._apply_action(action)
        self._chance_after()

    def _chance_after(self) -> None:
        if self._cp == CHANCE and not self._manual_chance:
            self._resolve_chance()

    def _slow_play(self, seat: int, action: Action, phase: Phase, hand: list[int]) -> None:
        """A play of a plain turn that the table does not cover: a Wild Draw
        Four, a Draw Two under stacking, or a play leaving one card."""
        self._legal = None
        if phase == DRAWN:
            self.drawn = -1
        if (
            action.cards[0] == WILD_DRAW_FOUR
            and self.stacking != "seed"
            and (len(hand) > 2 or action.uno)
        ):
            self._fast_wd4(seat, action)
        else:
            self._lay(seat, action, How.PLAY if phase == TURN else How.DRAWN)
            self._chance_after()

    def _fast_wd4(self, seat: int, action: Action) -> None:
        """A Wild Draw Four that leaves cards, under the plain rules without
        seed stacking: :meth:`_lay` and :meth:`_effect` (§5.1, §5.2) inlined.
        The next seat must accept (or challenge) four cards; the guilt is
        judged now, on the hand it was played from."""
        hand = self.hands[seat]
        hand.remove(WILD_DRAW_FOUR)
        self.discard.append(WILD_DRAW_FOUR)
        active, rank = self.active, self.top_rank
        self.guilty = not wd4_legitimate(hand, active, rank, self.restriction)
        self._wd4_context = (active, rank)
        self.offender = seat
        colour = action.colour
        self.named.append(colour)
        self.active = colour
        self.top_rank = NO_RANK
        self._pub(action.logged[seat])
        self.pending = WD4_CARDS
        self.stack_all_plus2 = False  # nothing stacks on it (§5.2, §10.1 "plus2")
        self.challengeable = challenge = self.challenge_on
        self.victim = self._cp = (seat + self.dir) % self.n
        self.phase = RESPOND
        self._legal = _WD4_ANSWERS[challenge]

    def _fast_accept(self, seat: int) -> None:
        """``accept`` of a draw penalty the pile can pay (§5.2): :meth:`_respond`
        and :meth:`_draw` inlined; the next seat's turn follows."""
        count = self.pending
        self._clear_pending()
        hand = self.hands[seat]
        pile = self.pile
        for _ in range(count):
            hand.append(pile.pop())
        self._pub((seat, "accept", count))  # as _respond and _draw: two events
        self._emit(None, (), drew_private(seat, hand[-count:]))
        self._resume_seat = seat + self.dir
        self._begin_turn(self._resume_seat)
        self._legal = self._turn_legal(self._cp)

    def _turn_legal(self, seat: int) -> list[Action]:
        """A turn's legal actions under the plain rules: one-card plays that
        match (§3), each with its ``!`` twin when two cards are held (§7), then draw."""
        hand = self.hands[seat]
        table = SINGLE_UNO if len(hand) == 2 else SINGLE
        out: list[Action] = []
        for k in MATCHING[self.active * 14 + self.top_rank + 1].intersection(hand):
            out += table[k]
        out.append(DRAW)
        return out

    def _admit(self, action: Any, legal: list[Action] | tuple[Action, ...]) -> Action:
        """``action`` (maybe written as text) if it is legal now, else
        :class:`IllegalActionError` saying why (:class:`NotationError` for bad text)."""
        if action.__class__ is not Action:
            action = self._coerce_action(action)
        if self._cp >= 0 and action in legal:
            return action
        reason = self.illegal_reason(action) or "it is not a legal action here"
        raise IllegalActionError(self._illegal_message(action, reason))
