"""The named steps of a UNO state (docs/specs/uno.md): phases, windows, how cards
were laid, how a hand was won, and what a paused draw does when it resumes.

All are enums so that the state, its positions and its tests name them
instead of bare strings and numbers. :class:`Phase` is an ``IntEnum`` (the
state indexes tables by it); the others are ``StrEnum`` values equal to the
words the position notation and the observation write.
"""

from __future__ import annotations

from enum import IntEnum, StrEnum


class Phase(IntEnum):
    """What the state waits for. Chance phases (``DEALER``, ``DEAL``,
    ``RETURN``, ``RESHUFFLE``, ``TAKE``) wait for a chance event, ``END``
    for nothing; the others for the decision of the seat to act."""

    DEALER = 0  # the dealer is drawn (chance, §2)
    DATES = 1  # each seat declares a date (§10.7)
    DEAL = 2  # the shuffled deck is dealt (chance, §2)
    RETURN = 3  # a Wild Draw Four start card goes back into the pile (chance, §2)
    START_COLOUR = 4  # a Wild start card: the first player names the colour (§2)
    TURN = 5  # a seat's turn (§3)
    DRAWN = 6  # the card just drawn may be played at once, or kept (§4)
    RESPOND = 7  # a draw penalty's victim answers (§5.2, §10.1)
    WINDOW = 8  # a window after a play is answered seat by seat (§5.3)
    RESHUFFLE = 9  # the discards are shuffled into a new pile (chance, uno-deck.md §4)
    TAKE = 10  # a Wild swap takes cards from its target (chance, §10.5)
    END = 11  # the game is over (§8)
    GIVE = 12  # a Wild swap's player gives its cards one at a time (§10.5)

    @property
    def word(self) -> str:
        """The phase as the observation and the position notation write it."""
        return PHASE_NAMES[self]


PHASE_NAMES: tuple[str, ...] = tuple(p.name.lower() for p in Phase)
"""``PHASE_NAMES[phase]``: the phase's word, e.g. ``"start_colour"``."""


class Window(StrEnum):
    """A window opened after a play (§5.3): every other seat answers in turn."""

    CATCH = "catch"  # step 2: a missing UNO call may be caught (§7)
    DEATH = "death"  # step 3: the death number (§10.6)
    COUNTER = "counter"  # step 5: a Skip/Reverse countered, 2 players (§10.4)
    JUMP_IN = "jump_in"  # step 6: an identical card played out of turn (§10.2)


class How(StrEnum):
    """How the cards of a play were laid (§5.3 follows it)."""

    PLAY = "play"  # on a turn
    DRAWN = "drawn"  # the card just drawn (§4)
    STACK = "stack"  # on a draw penalty (§10.1)
    JUMP = "jump"  # out of turn (§10.2)
    COUNTER = "counter"  # against a Skip/Reverse (§10.4)
    JUDGE = "judge"  # a judgment (§10.7)


class WinHow(StrEnum):
    """How a hand was won (§6, §10.6, §10.7)."""

    OUT = "out"
    DEATH = "death"
    JUDGMENT = "judgment"


class Then(IntEnum):
    """What a draw paused by a reshuffle (uno-deck.md §4) does once the
    owed cards are drawn: the continuation, named instead of a method name."""

    NOTHING = 0
    TURN_DRAW = 1  # a turn's draw: announce it, then may the card be played (§4)
    PLAY = 2  # go on with the play's §5.3 steps
    END_HAND = 3  # the hand is over (the last card's penalty was drawn, §6)
    TURN = 4  # the turn of ``_resume_seat`` begins
