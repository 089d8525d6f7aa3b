"""The UNO rules engine: one game of hands to the target (docs/specs/uno.md).

Shape of a state:

* ``hands[s]`` — card kinds (uno-deck.md, ``paixi.equipment.uno``) held by
  seat ``s``; a card drawn is appended at the end;
* ``pile`` — the draw pile, **top at the end** (``pop()`` draws);
* ``discard`` / ``named`` — the discard pile bottom first and, for each
  card, the colour it set (its own, or the one named for a black card);
* ``active`` (colour 0-3) and ``top_rank`` (rank of the top card, -1 when
  it matches by colour only) decide what is playable (§3);
* ``phase`` (a :class:`Phase`) and ``_cp`` (the seat to act, ``CHANCE`` or
  ``TERMINAL``).

The rules are split by concern into mixins: the plain turn, plays, dealing
and chance (:mod:`~paixi.games.uno.turn`), the house rules' windows and
answers (:mod:`~paixi.games.uno.windows`), the hidden information
(:mod:`~paixi.games.uno.hidden`) and the plain rules' fast ``apply``
(:mod:`~paixi.games.uno.fast`). This module holds the fields and the
protocol around them.

The shuffled deck is one chance event per hand (``deal ...``), so every
later draw is determined by it and replays without the RNG. The fields live
in slots (``_FIELDS``): CPython reads and writes slots without a dict
lookup, which the hot path does dozens of times per decision.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from paixi.core.game import CHANCE, TERMINAL, Game, State
from paixi.equipment.uno import BLACK
from paixi.games.uno import engine, notation
from paixi.games.uno.actions import COLOUR_ACTIONS, Action, Verb, all_dates
from paixi.games.uno.fast import INLINE, NOT_INLINE, QUICK, QUICK_PLUS2, FastPath
from paixi.games.uno.hidden import RECENT, HiddenInformation
from paixi.games.uno.moves import NO_RANK
from paixi.games.uno.phases import PHASE_NAMES, How, Phase, Then, Window, WinHow
from paixi.games.uno.turn import TurnRules
from paixi.games.uno.windows import HouseRules, gift_action

__all__ = [
    "CHANCE",
    "DATES",
    "DEAL",
    "DEALER",
    "DRAWN",
    "END",
    "GIVE",
    "PHASE_NAMES",
    "RECENT",
    "RESHUFFLE",
    "RESPOND",
    "RETURN",
    "START_COLOUR",
    "TAKE",
    "TERMINAL",
    "TURN",
    "WINDOW",
    "How",
    "Phase",
    "Then",
    "UnoState",
    "WinHow",
    "Window",
]

DEALER, DATES, DEAL, RETURN = Phase.DEALER, Phase.DATES, Phase.DEAL, Phase.RETURN
START_COLOUR, TURN, DRAWN, RESPOND = Phase.START_COLOUR, Phase.TURN, Phase.DRAWN, Phase.RESPOND
WINDOW, RESHUFFLE, TAKE, END, GIVE = (
    Phase.WINDOW,
    Phase.RESHUFFLE,
    Phase.TAKE,
    Phase.END,
    Phase.GIVE,
)

_DATE_ACTIONS = tuple(Action(Verb.DATE, date=d) for d in all_dates())

_FIELDS = (
    "_counter2",
    "_cp",
    "_death",
    "_events",
    "_inline",
    "_judge",
    "_jump",
    "_manual_chance",
    "_multi",
    "_n_events",
    "_owe",
    "_plain",
    "_post",
    "_powers",
    "_quick",
    "_resume_seat",
    "_returning",
    "_simple",
    "_strict_wd4",
    "_swap",
    "_swap_given",
    "_then",
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
"""The state's own fields, kept in slots (the core's event log ``_events`` and
its count ``_n_events`` among them, so that the compiled path reaches them
as it reaches the others). :meth:`UnoState.clone` copies them."""


class UnoState(FastPath, TurnRules, HouseRules, HiddenInformation, State):
    """One UNO game (a series of hands to ``target`` points), docs/specs/uno.md."""

    __slots__ = ("_legal", *_FIELDS)  # _legal: a cache, left out of fingerprints

    fast_path: ClassVar[bool] = True
    """Take the plain rules' usual decisions on the inlined path of
    :mod:`~paixi.games.uno.fast` (the default). A subclass with ``fast_path =
    False`` takes every decision through the general rules: slower, with the
    same results; the tests compare the two."""

    compiled: ClassVar[bool] = True
    """Run ``apply``, ``legal_actions`` and ``is_terminal`` on the compiled
    engine when it is available (:mod:`~paixi.games.uno.engine`; the
    default). A subclass with ``compiled = False`` runs pure Python, as the
    whole process does with ``PAIXI_PURE_PYTHON=1``."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        engine.select(cls)

    def __init__(self, game: Game, players: int, options: Any, seed: int) -> None:
        super().__init__(game, players, options, seed)
        self._legal: list[Action] | tuple[Action, ...] | None = None
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
        self._simple = (
            self.fast_path
            and self._plain
            and not (self._strict_wd4 or o.multi_play or o.judgment_day)
        )
        self._quick = QUICK_PLUS2 if o.stacking == "none" else QUICK
        self._inline = INLINE if self._simple else NOT_INLINE
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
        self._post = None
        self._win: Window | None = None
        self._win_seats: list[int] = []
        self._win_pos = 0
        self._win_hits: list[int] = []
        self._owe = (-1, 0)  # (seat, cards) still to draw after a reshuffle
        self._then = Then.NOTHING  # what follows that draw
        self._returning = -1
        self._swap: tuple[int, int, int] = (-1, -1, 0)  # (player, target, m)
        self._swap_given: list[int] = []
        self._winner = -1
        self._win_how: WinHow | None = None
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
        """The general path of one decision (the fast path is ``apply``)."""
        self._legal = None
        seat = self._cp
        phase = self.phase
        verb = action.verb
        if phase == TURN:
            if verb == Verb.DRAW:
                self._turn_draw(seat)
            else:
                self._lay(seat, action, How.JUDGE if verb == Verb.JUDGE else How.PLAY)
        elif phase == WINDOW:
            self._answer(seat, action)
        elif phase == DRAWN:
            self.drawn = -1
            if verb == Verb.KEEP:
                self._pub((seat, "keep"))
                self._begin_turn(seat + self.dir)
            else:
                self._lay(seat, action, How.DRAWN)
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
            return [gift_action((k,)) for k in sorted(set(left))]
        return []

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

    # --- copies -------------------------------------------------------------------------

    def clone(self) -> UnoState:
        new = self._clone_shell()
        for name in _FIELDS:  # the slots (history and the RNG among them) first, then their copies
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


engine.install(UnoState)
