"""The UNO rules engine: one game of hands to the target (rules/uno.md).

Shape of a state:

* ``hands[s]`` — card kinds (uno-deck.md, ``paixi.equipment.uno``) held by
  seat ``s``; a card drawn is appended at the end;
* ``pile`` — the draw pile, **top at the end** (``pop()`` draws);
* ``discard`` / ``named`` — the discard pile bottom first and, for each
  card, the colour it set (its own, or the one named for a black card);
* ``active`` (colour 0-3) and ``top_rank`` (rank of the top card, -1 when
  it matches by colour only) decide what is playable (§3);
* ``phase`` and ``_cp`` (the seat to act, ``CHANCE`` or ``TERMINAL``).

A play runs through §5.3's steps in :meth:`UnoState._after_play`; a step
that needs answers opens a *window* (``phase == WINDOW``) and the step
counter in ``_post`` lets the play resume when the window closes. A draw that
finds the pile empty pauses for a ``reshuffle`` chance event and then goes on
(``_owe`` holds what is still owed, ``_resume`` what to do afterwards).

The shuffled deck is one chance event per hand (``deal ...``), so every
later draw is determined by it and replays without the RNG.

Speed (issue 5): under the plain rules (no option that adds choices or
windows, ``_simple``) the usual decisions — a turn's draw, a one-card play
that opens no window, a Wild Draw Four and its acceptance — are applied by
:meth:`UnoState.apply` itself from precomputed tables, and the next turn's
legal actions are computed there too; everything else takes the general
path above. ``tests/uno/test_fast_path.py`` plays the same games both ways.
The fields live in slots (``_FIELDS``) for the same reason.
"""

from __future__ import annotations

import pickle
import random
from functools import cache
from typing import Any

from paixi.core.errors import IllegalActionError
from paixi.core.game import CHANCE, TERMINAL, Game, State
from paixi.core.options import options_to_dict
from paixi.equipment.uno import (
    BLACK,
    COLOUR,
    COLOURS,
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
from paixi.games.uno import notation
from paixi.games.uno.actions import (
    ACCEPT,
    CATCH,
    CHALLENGE,
    COLOUR_ACTIONS,
    DEATH,
    DRAW,
    KEEP,
    PASS,
    SEATS,
    Action,
    all_dates,
    date_digits,
)
from paixi.games.uno.chance import Chance
from paixi.games.uno.moves import (
    MATCHING,
    NO_RANK,
    PLAYABLE,
    SINGLE,
    SINGLE_UNO,
    judgments,
    match_index,
    multi_plays,
    wd4_legitimate,
    with_uno,
)

# phases
DEALER, DATES, SHUFFLE, RETURN, START_COLOUR, TURN, DRAWN, RESPOND, WINDOW = range(9)
RESHUFFLE, TAKE, END, GIVE = 9, 10, 11, 12
PHASE_NAMES = (
    "dealer",
    "dates",
    "deal",
    "return",
    "start_colour",
    "turn",
    "drawn",
    "respond",
    "window",
    "reshuffle",
    "take",
    "end",
    "give",
)
_CHANCE_PHASES = frozenset((DEALER, SHUFFLE, RETURN, RESHUFFLE, TAKE))
_INLINE = tuple(p in (TURN, DRAWN) for p in range(len(PHASE_NAMES)))
"""By phase: is a decision taken on apply's inlined path (under the plain rules)?"""
_NOT_INLINE = (False,) * len(PHASE_NAMES)

RECENT = 24
"""Public events of the hand given in an observation (the latest ones; an
agent that wants the whole story keeps the earlier observations)."""

# windows (§5.3)
CATCH_W, DEATH_W, COUNTER_W, JUMP_W = "catch", "death", "counter", "jump_in"

_DATE_ACTIONS = tuple(Action("date", date=d) for d in all_dates())
_CATCH_CHOICES = (CATCH, PASS)
_WD4_ANSWERS = ((ACCEPT,), (ACCEPT, CHALLENGE))
"""A Wild Draw Four's victim's choices (§5.2) without, and with, challenges."""
_DRAWN_CHOICES = tuple((*SINGLE[k], KEEP) for k in range(54))
"""Legal actions after drawing a playable ``kind`` that leaves two or more cards (§4)."""
_DRAWN_CHOICES_UNO = tuple((*SINGLE_UNO[k], KEEP) for k in range(54))
_DREW_ONE = tuple((seat, "draw", 1) for seat in range(SEATS))
"""Shared log events of a seat's one-card draw (immutable, so states share them)."""
_KEPT = tuple((seat, "keep") for seat in range(SEATS))
_DRAWS = tuple((i, i.bit_length()) for i in range(107, 0, -1))
"""Fisher-Yates steps: position ``i`` and the bits of a uniform choice in ``0..i``."""


_DREW_FACE = tuple(
    tuple(((seat, "drew", (seat, played_code(k))),) for k in range(54)) for seat in range(SEATS)
)
"""The private part of a one-card draw: the drawer alone sees the face."""


def _drew_private(seat: int, cards: Any) -> tuple:
    return ((seat, "drew", (seat, cards_text(list(cards)))),)


def _quick_plays(plus2: bool) -> dict[Action, tuple[int, int, int, int, frozenset[int]]]:
    """The one-card plays whose effect needs no answer (§5): every number, Skip
    and Reverse, the Wild naming each colour and, if ``plus2`` (no stacking,
    §10.1), the Draw Two. Each maps to ``(kind, colour it sets, top rank it
    sets, move, kinds playable next)`` with ``move`` 1 to pass the turn on, 2
    to skip a seat, 3 to reverse and 4 to make the next seat draw two and skip
    it (§5), and the last the :data:`MATCHING` row of the new top card (§3)."""
    out = {}
    for k in range(52):
        r = RANK[k]
        if r != DRAW_TWO or plus2:
            move = (2, 3, 4)[r - SKIP] if r >= SKIP else 1
            for a in SINGLE_UNO[k]:
                out[a] = (k, COLOUR[k], r, move, MATCHING[match_index(COLOUR[k], r)])
    for a in SINGLE_UNO[WILD]:
        out[a] = (WILD, a.colour, NO_RANK, 1, MATCHING[match_index(a.colour, NO_RANK)])
    return out


_QUICK = _quick_plays(plus2=False)
_QUICK_PLUS2 = _quick_plays(plus2=True)
_DREW_TWO = tuple((seat, "draw", 2) for seat in range(SEATS))


def _shuffled(rng: random.Random) -> tuple[int, ...]:
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


@cache
def _options_dict(options: Any) -> dict[str, Any]:
    return options_to_dict(options)


@cache
def _power_plays(target: int, called: bool) -> tuple[Action, ...]:
    """A Wild's peek and swap plays on ``target`` (with their ``!`` twins if ``called``)."""
    plain = [Action("peek", (WILD,), target=target), Action("swap", (WILD,), target=target)]
    return tuple(with_uno(plain, 1 if called else 2))


@cache
def _gift_action(given: tuple[int, ...]) -> Action:
    return Action("give", given=given)


class _Post:
    """Where a play is in §5.3's steps: who laid what, how, and what comes next."""

    __slots__ = ("action", "cards", "how", "next_seat", "respond", "seat", "step", "uno")

    def __init__(self, seat: int, action: Action, how: str) -> None:
        self.seat = seat
        self.action = action
        self.cards = action.cards
        self.how = how  # play, drawn, stack, jump, counter, judge
        self.uno = action.uno
        self.step = 1
        self.next_seat = -1
        self.respond = False  # the next decision is a victim's response (§5.2, §10.1)

    def copy(self) -> _Post:
        new = _Post(self.seat, self.action, self.how)
        new.step, new.next_seat, new.respond = self.step, self.next_seat, self.respond
        return new


_FIELDS = (
    "_counter2",
    "_cp",
    "_death",
    "_inline",
    "_judge",
    "_jump",
    "_manual_chance",
    "_multi",
    "_owe",
    "_plain",
    "_post",
    "_powers",
    "_quick",
    "_resume",
    "_resume_seat",
    "_returning",
    "_simple",
    "_strict_wd4",
    "_swap",
    "_swap_given",
    "_wd4_context",
    "_win",
    "_win_hits",
    "_win_how",
    "_win_pos",
    "_win_seats",
    "_winner",
    "active",
    "challenge_on",
    "challengeable",
    "dates",
    "dealer",
    "dir",
    "discard",
    "drawn",
    "guilty",
    "hand_no",
    "hands",
    "hands_log",
    "history",
    "log",
    "n",
    "named",
    "offender",
    "pending",
    "phase",
    "pile",
    "private",
    "restriction",
    "scores",
    "stack_all_plus2",
    "stacking",
    "top_rank",
    "turn",
    "victim",
)
"""The state's own fields, kept in slots: CPython reads and writes slots
without a dict lookup, which the hot path (``apply``) does dozens of times per
decision. :meth:`UnoState.fingerprint` and :meth:`UnoState.clone` cover them."""


class UnoState(State):
    """One UNO game (a series of hands to ``target`` points), rules/uno.md."""

    __slots__ = ("_legal", *_FIELDS)  # _legal: a cache, left out of fingerprints

    def __init__(self, game: Game, players: int, options: Any, seed: int) -> None:
        super().__init__(game, players, options, seed)
        self._legal: list[Action] | None = None
        o = options
        self.n = players
        self.stacking = o.stacking
        self.challenge_on = o.wd4_challenge and o.wd4_restriction != "none"
        self.restriction = o.wd4_restriction
        self._death = o.death_number
        self._jump = o.jump_in
        self._counter2 = o.two_player_counter and players == 2
        self._powers = o.wild_powers
        self._multi = o.multi_play
        self._judge = o.judgment_day
        self._strict_wd4 = not self.challenge_on and o.wd4_restriction != "none"
        # no option that opens a window after a play other than the catch (§5.3)
        self._plain = not (o.death_number or o.jump_in or self._counter2 or o.wild_powers)
        # a turn's only choices are one-card plays and draw (§3): the table path
        self._simple = self._plain and not (self._strict_wd4 or o.multi_play or o.judgment_day)
        self._quick = _QUICK_PLUS2 if o.stacking == "none" else _QUICK
        self._inline = _INLINE if self._simple else _NOT_INLINE
        self.scores = [0] * players
        self.hands_log: list[dict[str, Any]] = []
        self.dealer = -1
        self.dates: list[tuple[int, int] | None] = [None] * players
        self.hand_no = 0
        self._reset_hand()
        self.phase = DEALER
        self._cp = CHANCE

    def _reset_hand(self) -> None:
        n = self.n
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.pile: list[int] = []
        self.discard: list[int] = []
        self.named: list[int] = []
        self.active = BLACK
        self.top_rank = NO_RANK
        self.dir = 1
        self.turn = -1  # the seat whose draw waits for a reshuffle (§4)
        self.drawn = -1
        self.pending = 0  # cards the victim must take (§5.2, §10.1)
        self.victim = -1
        self.stack_all_plus2 = True
        self.challengeable = False
        self.offender = -1
        self.guilty = False
        self._wd4_context = (BLACK, NO_RANK)
        self.log: list[tuple] = []  # public events of this hand
        self.private: list[list[tuple]] = [[] for _ in range(n)]
        self._post: _Post | None = None
        self._win = ""
        self._win_seats: list[int] = []
        self._win_pos = 0
        self._win_hits: list[int] = []
        self._owe = (-1, 0)
        self._resume = ""
        self._returning = -1
        self._swap: tuple[int, int, int] = (-1, -1, 0)  # (player, target, m)
        self._swap_given: list[int] = []
        self._winner = -1
        self._win_how = ""
        self._resume_seat = -1

    def _position_fields(self) -> list[str]:
        return notation.write(self)

    def _load_position(self, fields: list[str]) -> None:
        notation.load(self, fields)

    # --- protocol ---------------------------------------------------------------

    def current_player(self) -> int:
        return self._cp

    def is_terminal(self) -> bool:
        return self._cp == TERMINAL

    def apply(self, action: Any) -> None:
        """:meth:`State.apply` with the same checks and effects, made fast for
        the hot path: actions are interned (identity is equality), the legal
        actions are cached per decision (membership is the whole check), the
        history entry and log event of a (seat, action) pair are made once and
        shared (all immutable), and under the plain rules (``_simple``) a
        turn's draw or a play that makes no one draw and opens no window is
        applied here without the general §5.3 machinery (:meth:`_lay`).

        Raises :class:`NotationError` for unreadable text and
        :class:`IllegalActionError` for an illegal action; the state is then
        unchanged (nothing is written before the check passes)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        if action not in legal:
            action = self._admit(action)
        cp = self._cp
        self.history.append(action.entries[cp])
        phase = self.phase
        if not self._inline[phase]:
            if action is ACCEPT and self._simple and len(self.pile) >= self.pending:
                self._fast_accept(cp)
                return
            self._apply_action(action)
            if self._cp == CHANCE and not self._manual_chance:
                self._resolve_chance()
            return
        # The plain rules' turn (§3-§5): what follows is _turn_draw, _drawn_check,
        # _lay, _effect and _begin_turn for the cases that make no one draw and
        # open no window, inlined, ending with the next turn's legal actions
        # (every apply needs them for its check, so computing them now is free).
        if action is DRAW:
            pile = self.pile
            if not pile:  # a reshuffle is due first (uno-deck.md §4)
                self._apply_action(action)
                if self._cp == CHANCE and not self._manual_chance:
                    self._resolve_chance()
                return
            k = pile.pop()
            hand = self.hands[cp]
            hand.append(k)
            event = _DREW_ONE[cp]  # _pub inlined: the hot path
            self.log.append(event)
            self._emit("log", event, _DREW_FACE[cp][k])
            row = self.active * 14 + self.top_rank + 1
            if PLAYABLE[row][k] and (
                k != WILD_DRAW_FOUR or self.challenge_on or self._wd4_ok(hand)
            ):  # §4: the drawn card may be played at once
                self.drawn = k
                self.phase = DRAWN
                self._legal = (_DRAWN_CHOICES_UNO if len(hand) == 2 else _DRAWN_CHOICES)[k]
                return
            matching = MATCHING[row]
            cp += self.dir
        else:
            quick = self._quick.get(action)
            hand = self.hands[cp]
            # a legal "!" leaves one card; without it, one card left opens the catch window
            if quick is None or not (len(hand) > 2 or action.uno):
                self._legal = None
                if phase == DRAWN:
                    self.drawn = -1
                if action is KEEP:
                    self._pub(_KEPT[cp])
                    self._begin_turn(cp + self.dir)
                elif (
                    action.cards[0] == WILD_DRAW_FOUR
                    and self.stacking != "seed"
                    and (len(hand) > 2 or action.uno)
                ):
                    self._fast_wd4(cp, action)
                else:
                    self._lay(cp, action, "play" if phase == TURN else "drawn")
                    if self._cp == CHANCE and not self._manual_chance:
                        self._resolve_chance()
                return
            if phase == DRAWN:
                self.drawn = -1
                self.phase = TURN
            k, colour, self.top_rank, move, matching = quick
            hand.remove(k)
            self.discard.append(k)
            self.named.append(colour)
            self.active = colour
            event = action.logged[cp]  # _pub inlined: the hot path
            self.log.append(event)
            self._emit("log", event)
            if move == 1:
                cp += self.dir
            elif move == 2:
                cp += 2 * self.dir
            elif move == 3:
                d = self.dir = -self.dir
                cp += 2 * d if self.n == 2 else d  # two players: a Reverse skips (§5)
            else:  # a Draw Two
                pile = self.pile
                if len(pile) < 2:  # a reshuffle may be due: _lay's general machinery
                    self._legal = None
                    self._post = _Post(cp, action, "play" if phase == TURN else "drawn")
                    self._after_play()
                    if self._cp == CHANCE and not self._manual_chance:
                        self._resolve_chance()
                    return
                d = self.dir
                victim = (cp + d) % self.n
                drawn = (pile.pop(), pile.pop())
                self.hands[victim] += drawn
                self._pub(_DREW_TWO[victim], _drew_private(victim, drawn))
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
        self.pending = 4
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
        self._pub((seat, "accept", count), _drew_private(seat, hand[-count:]))
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

    def _admit(self, action: Any) -> Action:
        """``action`` (maybe written as text) if it is legal now, else
        :class:`IllegalActionError` saying why (:class:`NotationError` for bad text)."""
        if action.__class__ is not Action:
            action = self._coerce_action(action)
        if self._cp >= 0 and action in self._legal:  # type: ignore[operator]
            return action
        reason = self.illegal_reason(action) or "it is not a legal action here"
        raise IllegalActionError(self._illegal_message(action, reason))

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return [*legal]  # a copy: the cache must not change under the caller

    def illegal_reason(self, action: Any) -> str | None:
        cp = self._cp
        if cp < 0:
            return "the game is over" if cp == TERMINAL else "the cards are being dealt or shuffled"
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        if action in legal:
            return None
        return self._why_illegal(action)

    def _apply_action(self, action: Action) -> None:
        self._legal = None
        seat = self._cp
        phase = self.phase
        verb = action.verb
        if phase == TURN:
            if verb == "draw":
                self._turn_draw(seat)
            elif verb == "judge":
                self._lay(seat, action, "judge")
            else:
                self._lay(seat, action, "play")
        elif phase == WINDOW:
            self._answer(seat, action)
        elif phase == DRAWN:
            self.drawn = -1
            if verb == "keep":
                self._pub((seat, "keep"))
                self._begin_turn(seat + self.dir)
            else:
                self._lay(seat, action, "drawn")
        elif phase == RESPOND:
            self._respond(seat, action)
        elif phase == START_COLOUR:
            self.active = action.colour
            self.named[-1] = action.colour
            self._pub((seat, action.text))
            self._begin_turn(seat)
        elif phase == GIVE:
            self._give(seat, action)
        elif phase == DATES:
            self.dates[seat] = action.date
            self._pub((seat, action.text))
            if seat + 1 < self.n:
                self._cp = seat + 1
            else:
                self._start_deal()

    # --- legal actions ------------------------------------------------------------

    def _compute_legal(self) -> list[Action] | tuple[Action, ...]:
        """The legal actions of the decision now (empty at chance and terminal
        nodes). Callers get copies (:meth:`legal_actions`), so this may be a
        shared tuple."""
        phase = self.phase
        seat = self._cp
        if phase == TURN:
            if self._simple:
                return self._turn_legal(seat)
            return self._turn_actions(seat)
        if phase == DRAWN:
            return self._drawn_actions(seat)
        if seat < 0:
            return ()
        if phase == WINDOW:
            return self._window_actions(seat)
        if phase == RESPOND:
            return self._respond_actions(seat)
        if phase == START_COLOUR:
            return list(COLOUR_ACTIONS)
        if phase == DATES:
            return list(_DATE_ACTIONS)
        if phase == GIVE:
            left = list(self.hands[seat])
            for k in self._swap_given:
                left.remove(k)
            return [_gift_action((k,)) for k in sorted(set(left))]
        return []

    def _turn_actions(self, seat: int) -> list[Action]:
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

    def _wd4_ok(self, hand: list[int]) -> bool:
        others = list(hand)
        others.remove(WILD_DRAW_FOUR)
        return wd4_legitimate(others, self.active, self.top_rank, self.restriction)

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
        return _DRAWN_CHOICES_UNO[k] if left == 1 else _DRAWN_CHOICES[k]

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
        if plus2_ok and self.options.multi_play:
            for a in multi_plays(hand, None, DRAW_TWO):
                out += with_uno([a], len(hand) - len(a.cards))
        return out

    @property
    def _stackable(self) -> bool:
        """May the victim stack (§10.1)? Not on a Wild Draw Four answered as in §5.2."""
        return self.stacking == "seed" or self.stack_all_plus2

    def _window_actions(self, seat: int) -> list[Action] | tuple[Action, ...]:
        kind = self._win
        if kind == CATCH_W:
            return _CATCH_CHOICES
        hand = self.hands[seat]
        if kind == DEATH_W:
            return [DEATH, PASS] if self._death_ok(hand) else [PASS]
        out: list[Action] = []
        left = len(hand) - 1
        top = self.discard[-1]
        if kind == COUNTER_W:
            for k in sorted(set(hand)):
                if k < 52 and RANK[k] in (SKIP, REVERSE):
                    out += with_uno([Action("counter", (k,))], left)
            if not self.options.jump_in:
                out.append(PASS)
                return out
        if top in hand:
            out += SINGLE_UNO[top] if left == 1 else SINGLE[top]
        out.append(PASS)
        return out

    def _death_ok(self, hand: list[int]) -> bool:
        """§10.6: only number cards, and their sum a positive multiple of n (0: all zeros)."""
        n = self._death_n
        if not hand or any(k >= 52 or RANK[k] >= 10 for k in hand):
            return False
        total = sum(RANK[k] for k in hand)
        if n == 0:
            return total == 0
        return total > 0 and total % n == 0

    @property
    def _death_n(self) -> int:
        assert self._post is not None
        return RANK[self._post.cards[-1]]

    def _why_illegal(self, action: Any) -> str:
        if not isinstance(action, Action):
            return "not a UNO action"
        phase = self.phase
        verb = action.verb
        if phase == WINDOW:
            return f"a {self._win.replace('_', '-')} window is open: answer one of its choices"
        if phase == RESPOND:
            return (
                "a draw penalty is pending: accept it"
                + (", challenge it" if self.challengeable else "")
                + (" or stack" if self.stacking != "none" else "")
            )
        if phase in (START_COLOUR, DATES):
            return "name a colour first" if phase == START_COLOUR else "declare a date first"
        if phase == DRAWN and verb == "play":
            return "after drawing, only the drawn card may be played"
        if action.uno:
            return "'!' (UNO) only on a play that leaves exactly one card"
        if verb == "play" and phase == TURN:
            for k in action.cards:
                if action.cards.count(k) > self.hands[self._cp].count(k):
                    return f"you do not hold {action.cards.count(k)} × {played_code(k)}"
            return f"it does not match the top card {self.top_text()} (colour {self.colour_text()})"
        return "not possible at this point"

    # --- drawing ------------------------------------------------------------------

    def _draw(self, seat: int, count: int, resume: str) -> bool:
        """Give ``seat`` ``count`` cards from the pile (uno-deck.md §4).

        Returns False when the pile ran out and a ``reshuffle`` chance event is
        due; the rest is then drawn after it and ``resume`` is called.
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
            self._resume = resume
            self.phase = RESHUFFLE
            self._cp = CHANCE
            return False
        return True

    def _finish_owed(self) -> None:
        seat, count = self._owe
        self._owe = (-1, 0)
        pile = self.pile
        hand = self.hands[seat]
        got = min(count, len(pile))
        for _ in range(got):
            hand.append(pile.pop())
        if got:
            self._drew(seat, hand[-got:])
        getattr(self, self._resume)()

    def _pub(self, event: tuple, private: tuple = ()) -> None:
        """A public event of the hand: into the observation's ``recent`` log and,
        with ``private`` (what the drawer alone learns), the game's events."""
        self.log.append(event)
        self._emit("log", event, private)

    def _drew(self, seat: int, cards: list[int]) -> None:
        """``seat`` alone learns the faces of the cards it drew."""
        self._emit(None, (), _drew_private(seat, cards))

    def _turn_draw(self, seat: int) -> None:
        self.turn = seat
        if not self.pile and len(self.discard) > 1:
            self._owe = (seat, 1)
            self._resume = "_after_turn_draw"
            self.phase = RESHUFFLE
            self._cp = CHANCE
            return
        if self.pile:
            self.hands[seat].append(self.pile.pop())
            self._pub((seat, "draw", 1), _DREW_FACE[seat][self.hands[seat][-1]])
            self._drawn_check(seat)
        else:  # nothing to draw at all (§4): the turn ends
            self._pub((seat, "draw", 0))
            self._begin_turn(seat + self.dir)

    def _after_turn_draw(self) -> None:
        seat = self.turn
        self._pub((seat, "draw", 1))
        self._drawn_check(seat)

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

    # --- turns --------------------------------------------------------------------

    def _begin_turn(self, seat: int) -> None:
        seat %= self.n
        self.phase = TURN
        self._cp = seat

    def _begin_response(self, victim: int) -> None:
        self.victim = victim % self.n
        self.phase = RESPOND
        self._cp = self.victim

    # --- plays (§5.3) ---------------------------------------------------------------

    def _lay(
        self, seat: int, action: Action, how: str, inherit: tuple[int, bool] | None = None
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
        if top == WILD_DRAW_FOUR and how != "stack":
            self.guilty = not wd4_legitimate(hand, self.active, self.top_rank, self.restriction)
            self._wd4_context = (self.active, self.top_rank)
            self.offender = seat
        if how == "judge" or top >= 52:
            colour = self.active if action.verb in ("peek", "swap") else action.colour
            self.named.append(colour)
            self.active = colour
            self.top_rank = NO_RANK
        else:
            colour = self.active = COLOUR[top]
            self.named.append(colour)
            self.top_rank = RANK[top]
        self._pub(action.logged[seat])
        if self._plain and how != "judge" and (len(hand) > 1 or (hand and action.uno)):
            # the hot path: no window can open (§5.3 steps 2, 3, 5, 6), so the
            # effect decides the next turn directly
            r = RANK[top]
            if r < 10 or r == WILD_RANK:
                self._cp = (seat + self.dir) % self.n  # _begin_turn, inlined
                self.phase = TURN
                return
            if r == SKIP:
                self._begin_turn(seat + (len(cards) + 1) * self.dir)
                return
        post = _Post(seat, action, how)
        if inherit is not None:
            post.next_seat, post.respond = inherit
        self._post = post
        self._after_play()

    def _after_play(self) -> None:
        """Run §5.3's steps from where the current play stands (see the module doc).

        Steps: 1 out, 2 catch window, 3 death-number window, 4 effect,
        5 counter window, 6 jump-in window, 7 next decision. ``p.step`` is the
        next step to run, so a closed window resumes after its own step.
        """
        p = self._post
        assert p is not None
        seat = p.seat
        step = p.step
        if step <= 1:
            hand = self.hands[seat]
            if not hand:
                self._go_out(p)
                return
            if p.how == "judge" and p.action.colour == BLACK:  # four colours (§10.7)
                self._winner, self._win_how = seat, "judgment"
                self._end_hand()
                return
            if len(hand) == 1 and not p.uno:
                p.step = 3
                self._open_window(CATCH_W, seat)
                return
        top = p.cards[-1]
        if step <= 3 and self._death and top < 52 and RANK[top] < 10 and p.how != "judge":
            p.step = 4
            self._open_window(DEATH_W, seat)
            return
        if step <= 4:
            p.step = 5
            if self._effect(p):
                return
        if (
            step <= 5
            and self._counter2
            and p.how != "counter"
            and top < 52
            and (RANK[top] == SKIP or RANK[top] == REVERSE)
        ):
            p.step = 7  # the counter window also offers the jump-in (§5.3 step 5)
            self._open_window(COUNTER_W, seat)
            return
        if step <= 6 and self._jump and top < 52 and p.how not in ("judge", "counter"):
            p.step = 7
            self._open_window(JUMP_W, seat)
            return
        self._post = None
        if p.respond:
            self._begin_response(self.victim)
        else:
            self._begin_turn(p.next_seat)

    def _effect(self, p: _Post) -> bool:
        """§5 / §10.1 / §10.3: the effect of the laid card(s); True if paused for chance."""
        s, n, d = p.seat, self.n, self.dir
        if p.how == "counter":
            return False  # no effect; next_seat was inherited (§10.4)
        if p.how == "judge":
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
                self._add_pending(2 * k, fresh=p.how != "stack" and self.pending == 0)
                self.victim = (s + d) % n
                p.respond = True
                return False
            p.next_seat = s + 2 * d
            self._pub(((s + d) % n, "draw", 2 * k))
            return not self._draw((s + d) % n, 2 * k, "_after_play")
        elif top == WILD_DRAW_FOUR:
            self.victim = (s + d) % n
            p.respond = True
            if self.stacking == "seed":
                fresh = p.how != "stack" and self.pending == 0
                self._add_pending(4, fresh=fresh, wd4=True)
            else:  # §5.2: accept or challenge, never stacked on
                self.pending = 4
                self.stack_all_plus2 = False
                self.challengeable = self.challenge_on
            return False
        else:  # a plain Wild, maybe with a power (§10.5)
            p.next_seat = s + d
            return self._power(p)
        return False

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

    def _power(self, p: _Post) -> bool:
        """§10.5: a peek shows a hand to the Wild's player; a swap gives the chosen
        cards and pauses for the ``take`` chance event. True if paused."""
        a = p.action
        verb = a.verb
        if verb == "peek":
            self._pub((p.seat, "peek", a.target))
            seen = cards_text(self.hands[a.target])
            self.private[p.seat].append(("peek", a.target, seen))
            self._emit(None, (), ((p.seat, "peeked", (p.seat, a.target, seen)),))
        elif verb == "swap":
            m = min(3, len(self.hands[p.seat]), len(self.hands[a.target]))
            self._swap = (p.seat, a.target, m)
            self._pub((p.seat, "swapping", a.target, m))
            self.phase = GIVE
            self._cp = p.seat
            return True
        return False

    def _give(self, seat: int, action: Action) -> None:
        """§10.5 swap: one chosen card leaves the hand (``give B2``); after the
        ``m``-th, a ``take`` chance event picks the cards taken in return."""
        self._swap_given.append(action.given[0])  # the card stays in the hand until the take
        self._emit("gives", (seat,), ((seat, "gave", (seat, action.text)),))
        if len(self._swap_given) == self._swap[2]:
            self.phase = TAKE
            self._cp = CHANCE

    def _go_out(self, p: _Post) -> None:
        """§6: the player has no cards; the next seat takes what the last card obliges."""
        top = p.cards[-1]
        owed = 0
        if p.how not in ("counter", "judge"):
            if top < 52 and RANK[top] == DRAW_TWO:
                owed = self.pending + 2 * len(p.cards)
            elif top == WILD_DRAW_FOUR:
                owed = self.pending + 4
        self._winner = p.seat
        self._win_how = "out"
        self.pending = 0
        if owed:
            victim = (p.seat + self.dir) % self.n
            self._pub((victim, "draw", owed))
            if not self._draw(victim, owed, "_end_hand"):
                return
        self._end_hand()

    # --- windows ------------------------------------------------------------------

    def _open_window(self, kind: str, player: int) -> None:
        n, d = self.n, self.dir
        self._win = kind
        self._win_seats = [(player + i * d) % n for i in range(1, n)]
        self._win_pos = 0
        self._win_hits = []
        self.phase = WINDOW
        self._cp = self._win_seats[0]

    def _answer(self, seat: int, action: Action) -> None:
        verb = action.verb
        if verb == "pass" or verb == "catch":
            # the answer stays hidden until the window closes ("caught" tells it then)
            self._emit("answered", (seat,), ((seat, "answer", (seat, action.text)),))
            if verb == "catch":
                self._win_hits.append(seat)
            self._win_pos += 1
            if self._win_pos < len(self._win_seats):
                self._cp = self._win_seats[self._win_pos]
                return
            self._close_window()
            return
        p = self._post
        assert p is not None
        self._win = ""
        if verb == "death":
            self._pub((seat, "death", cards_text(self.hands[seat])))
            self.pending = 0
            self._winner = seat
            self._win_how = "death"
            self._post = None
            self._end_hand()
        elif verb == "counter":
            self._lay(seat, action, "counter", inherit=(p.next_seat, p.respond))
        else:  # a jump-in (§10.2), played as if it were the jumper's turn
            self._lay(seat, action, "jump")

    def _close_window(self) -> None:
        kind = self._win
        self._win = ""
        p = self._post
        assert p is not None
        if kind == CATCH_W and self._win_hits:
            hits = self._win_hits
            count = self.options.uno_penalty * (
                len(hits) if self.options.uno_penalty_per_catcher else 1
            )
            self.log.append((p.seat, "caught", list(hits), count))
            self._emit("log", (p.seat, "caught", tuple(hits), count))
            if not self._draw(p.seat, count, "_after_play"):
                return
        self._after_play()

    # --- responses (§5.2, §10.1) ----------------------------------------------------

    def _respond(self, seat: int, action: Action) -> None:
        verb = action.verb
        if verb == "accept":
            count = self.pending
            self._clear_pending()
            self._pub((seat, "accept", count))
            self._resume_seat = seat + self.dir
            if self._draw(seat, count, "_resume_turn"):
                self._resume_turn()
        elif verb == "challenge":
            self._challenge(seat)
        else:
            self._lay(seat, action, "stack")

    def _clear_pending(self) -> None:
        self.pending = 0
        self.challengeable = False
        self.stack_all_plus2 = True
        self.victim = -1

    def _resume_turn(self) -> None:
        self._begin_turn(self._resume_seat)

    def _challenge(self, seat: int) -> None:
        offender = self.offender
        guilty = self.guilty
        shown = cards_text(self.hands[offender])
        self.private[seat].append(("shown", offender, shown))
        self._emit(None, (), ((seat, "shown", (seat, offender, shown)),))
        self._pub((seat, "challenge", offender, guilty))
        self._clear_pending()
        if guilty:
            self._resume_seat = seat
            if self._draw(offender, 4, "_resume_turn"):
                self._resume_turn()
        else:
            self._resume_seat = seat + self.dir
            if self._draw(seat, 6, "_resume_turn"):
                self._resume_turn()

    # --- dealing and the start card (§2) -------------------------------------------------

    def _start_deal(self) -> None:
        self.phase = SHUFFLE
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
            self._pub(((d + 1) % n, "draw", 2))
            self._resume_seat = d + 2
            if self._draw((d + 1) % n, 2, "_resume_turn"):
                self._resume_turn()
        else:  # a Wild: the first player names the colour, then plays
            self.phase = START_COLOUR
            self._cp = (d + 1) % n

    # --- chance -------------------------------------------------------------------

    def _sample_chance(self, rng: random.Random) -> Chance:
        phase = self.phase
        if phase == SHUFFLE:
            return Chance("deal", _shuffled(rng))
        if phase == RESHUFFLE:
            cards = self.discard[:-1]
            rng.shuffle(cards)
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
        phase = self.phase
        want = {DEALER: "dealer", SHUFFLE: "deal", RETURN: "return", RESHUFFLE: "reshuffle"}.get(
            phase, "take"
        )
        if event.kind != want:
            return f"a '{want}' event is due here"
        v = event.value
        if want == "dealer":
            return None if 0 <= v < self.n else f"the dealer is a seat 0-{self.n - 1}"
        if want == "return":
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
        if kind == "deal":
            self._deal(event.value)
        elif kind == "reshuffle":
            self._pub((-1, "reshuffle", len(event.value)))
            self.discard = self.discard[-1:]
            self.named = self.named[-1:]
            pile = list(event.value)
            pile.reverse()
            self.pile = pile
            self._finish_owed()
        elif kind == "return":
            pile = self.pile
            pile.insert(len(pile) - event.value, self._returning)
            self._returning = -1
            self._flip()
        elif kind == "take":
            self._apply_take(event.value)
        else:
            self.dealer = event.value
            if self.options.judgment_day:
                self.phase = DATES
                self._cp = 0
            else:
                self._start_deal()

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
        self.hands[player].extend(taken)
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

    # --- end of a hand (§6, §8) --------------------------------------------------------

    def _end_hand(self) -> None:
        winner = self._winner
        n = self.n
        points = [
            0 if s == winner else sum(map(POINTS.__getitem__, h)) for s, h in enumerate(self.hands)
        ]
        gained = [0] * n
        if self.options.scoring == "winner_collects":
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
                "how": self._win_how,
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
        target = self.options.target
        over = (
            self.scores[winner] >= target
            if self.options.scoring == "winner_collects"
            else max(self.scores) >= target
        )
        self._post = None
        self._win = ""
        if over:
            self.phase = END
            self._cp = TERMINAL
            return
        self.dealer = (self.dealer + 1) % n
        self._reset_hand()
        self._start_deal()

    # --- outcome ------------------------------------------------------------------------

    def returns(self) -> list[float]:
        if self.options.scoring == "winner_collects":
            return [float(x) for x in self.scores]
        return [float(-x) for x in self.scores]

    def winners(self) -> list[int]:
        """Seats that won the game (§8); empty while it is going on."""
        if self.phase != END:
            return []
        if self.options.scoring == "winner_collects":
            return [self.hands_log[-1]["winner"]]
        low = min(self.scores)
        return [s for s, x in enumerate(self.scores) if x == low]

    def result(self) -> dict[str, Any]:
        return {
            "winners": self.winners(),
            "scores": list(self.scores),
            "scoring": self.options.scoring,
            "target": self.options.target,
            "hands": [dict(h) for h in self.hands_log],
        }

    # --- information (§9) ----------------------------------------------------------------

    def top_text(self) -> str:
        if not self.discard:
            return "-"
        return played_code(self.discard[-1], self.named[-1])

    def colour_text(self) -> str:
        return COLOURS[self.active] if self.active < 4 else "-"

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see (§9): its own hand, counts of the others, the
        public log; never the draw pile's order or another seat's hidden answer."""
        cp = self._cp
        window = None
        if self.phase == WINDOW:
            asked = self._win_seats[: self._win_pos]
            window = {
                "kind": self._win,
                "player": self._post.seat if self._post else -1,
                "seats": list(self._win_seats),
                "answered": list(asked),
                "my_answer": (
                    ("catch" if seat in self._win_hits else "pass") if seat in asked else None
                ),
            }
        return {
            "game": "uno",
            "seat": seat,
            "players": self.n,
            "options": dict(_options_dict(self.options)),
            "hand_no": self.hand_no + (0 if self.phase == END else 1),
            "dealer": self.dealer,
            "direction": self.dir,
            "phase": PHASE_NAMES[self.phase],
            "to_act": cp if cp >= 0 else None,
            "hand": [played_code(k) for k in sorted(self.hands[seat])],
            "hand_counts": [len(h) for h in self.hands],
            "draw_pile": len(self.pile),
            "discard": " ".join(map(played_code, self.discard, self.named)),
            "top": self.top_text(),
            "active_colour": self.colour_text(),
            "pending": self.pending,
            "victim": self.victim if self.phase == RESPOND else None,
            "drawn": played_code(self.drawn) if self.phase == DRAWN and cp == seat else None,
            "window": window,
            "recent": [list(e) for e in self.log[-RECENT:]],
            "events": len(self.log),
            "private": [list(e) for e in self.private[seat]],
            "dates": [f"{d[0]}/{d[1]}" if d else None for d in self.dates],
            "scores": list(self.scores),
            "hands": [dict(h) for h in self.hands_log],
            "terminal": self.phase == END,
        }

    def resample_hidden(self, seat: int, rng: random.Random) -> UnoState:
        """Redeal what ``seat`` cannot see: the other hands (sizes kept; a card
        just drawn, or chosen for a swap, by the seat to act stays), the draw
        pile's order, and the other seats' hidden catch answers. A Wild Draw
        Four's guilt is recomputed from the offender's redealt hand. (What
        ``seat`` learnt from a peek, a challenge or a swap is not used.)"""
        other = self.clone()
        other._legal = None
        fixed: dict[int, list[int]] = {}  # cards that must stay where they are
        if other.phase == DRAWN:
            fixed[other._cp] = [other.drawn]
        elif other.phase == GIVE:
            fixed[other._cp] = list(other._swap_given)
        pool: list[int] = list(other.pile)
        free: list[list[int]] = []
        for s, hand in enumerate(other.hands):
            mine = list(hand)
            if s != seat:
                for k in fixed.get(s, ()):
                    mine.remove(k)
                pool.extend(mine)
            free.append(mine)
        rng.shuffle(pool)
        for s, hand in enumerate(other.hands):
            if s != seat:
                hand[:] = [pool.pop() for _ in free[s]] + fixed.get(s, [])
        other.pile = pool
        if other.phase == WINDOW and other._win == CATCH_W:
            asked = other._win_seats[: other._win_pos]
            other._win_hits = [
                s for s in asked if (s in self._win_hits if s == seat else rng.random() < 0.5)
            ]
        if other.offender >= 0 and other.offender != seat and other.challengeable:
            active, rank = other._wd4_context
            other.guilty = not wd4_legitimate(
                other.hands[other.offender], active, rank, other.restriction
            )
        return other

    def fingerprint(self) -> bytes:
        """:meth:`State.fingerprint` with the slot fields (all but the legal-actions cache)."""
        return pickle.dumps(
            (self._fingerprint_data(), [getattr(self, name, None) for name in _FIELDS])
        )

    def clone(self) -> UnoState:
        new = object.__new__(UnoState)
        new.__dict__.update(self.__dict__)
        for name in _FIELDS:
            setattr(new, name, getattr(self, name))
        new._legal = self._legal
        new.history = list(self.history)
        new._rng = random.Random()
        new._rng.setstate(self._rng.getstate())
        new.scores = list(self.scores)
        new.hands_log = list(self.hands_log)
        new.dates = list(self.dates)
        new.hands = [list(h) for h in self.hands]
        new.pile = list(self.pile)
        new.discard = list(self.discard)
        new.named = list(self.named)
        new.log = list(self.log)
        new.private = [list(p) for p in self.private]
        new._post = self._post.copy() if self._post else None
        new._win_seats = list(self._win_seats)
        new._win_hits = list(self._win_hits)
        new._swap_given = list(self._swap_given)
        return new
