"""UNO actions and their text notation (docs/specs/uno.md §4.1).

Every decision is one :class:`Action`. An action is identified by its
canonical text (upper-case card codes, the in-between cards of a multi-play
and the cards of a judgment or swap in deck order), so two actions are equal
exactly when they are written the same; ``parse_action(str(a)) == a``.

Verbs (``Action.verb``):

* ``play`` — cards laid from the hand, in the order laid: a normal play, a
  played drawn card, a stack, a jump-in or a multi-play (``R7``, ``W(B)``,
  ``W+4(G)``, ``R7 B7 G7``); ``uno`` is the final ``!``;
* ``peek`` / ``swap`` — a plain Wild played with a Wild power (§10.5):
  ``W(peek 2)``, ``W(swap 2)``; the swap's player then names the cards it
  gives one at a time (``give B2``, ``give G3``, ``give Y4``). The spec
  writes the swap as one action ``W(swap 2 B2 G3 Y4)``; it is split here so
  that the numbered action space stays small (2 actions per target and 54
  gifts, instead of ~58,000 per target); the same cards change hands and the
  others see only who swapped with whom and how many cards;
* ``counter`` — ``counter RR`` (§10.4); ``judge`` — ``judge R1 Y2 G2 B5`` or
  ``judge(R) G2 B1 B2 B5`` (§10.7); ``date`` — ``date 12/25``; ``give`` — the cards of a swap;
* ``colour`` — ``colour R`` (the start Wild, §2);
* the words ``draw``, ``keep``, ``accept``, ``challenge``, ``catch``,
  ``pass``, ``death``.

Input is case-insensitive; ``color`` is read as ``colour``.
"""

from __future__ import annotations

from enum import StrEnum

from paixi.core.errors import NotationError
from paixi.core.history import HistoryEntry
from paixi.core.notation import check_notation
from paixi.equipment.uno import BLACK, CODES, COLOURS, WILD, parse_card, parse_colour

SEATS = 10
"""Most seats at a UNO table (docs/specs/uno.md §1); per-seat caches are this long."""


class Verb(StrEnum):
    """What an action does (the module docstring); equal to its lower-case name."""

    PLAY = "play"
    PEEK = "peek"
    SWAP = "swap"
    GIVE = "give"
    COUNTER = "counter"
    JUDGE = "judge"
    DATE = "date"
    COLOUR = "colour"
    DRAW = "draw"
    KEEP = "keep"
    ACCEPT = "accept"
    CHALLENGE = "challenge"
    CATCH = "catch"
    PASS = "pass"
    DEATH = "death"


WORDS = ("draw", "keep", "accept", "challenge", "catch", "pass", "death")
_DAYS = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


class Action:
    """One UNO decision. Immutable and interned: actions written the same are
    the same object, so equality and hashing are identity (fast, in C).

    Fields: ``verb`` (a :class:`Verb`, see the module docstring), ``cards`` (kinds laid, in
    the order laid; for ``judge`` in deck order), ``colour`` (colour index
    named, or 4 when none), ``target`` (seat of a peek or swap, else -1),
    ``given`` (kinds given in a swap, deck order), ``uno`` (the ``!`` call),
    ``date`` ((month, day) of a ``date`` action), ``text`` (the notation).

    Per-seat caches for the hot path, made once per action (all immutable, so
    states share them): ``entries[seat]`` is the ``HistoryEntry`` of ``seat``
    taking this action and ``logged[seat]`` its public log event
    ``(seat, text)``.
    """

    __slots__ = (
        "cards",
        "colour",
        "date",
        "entries",
        "given",
        "logged",
        "target",
        "text",
        "uno",
        "verb",
    )
    # set once in __new__ (object.__setattr__: the instance is immutable)
    verb: Verb
    cards: tuple[int, ...]
    colour: int
    uno: bool
    target: int
    given: tuple[int, ...]
    date: tuple[int, int]
    text: str
    entries: tuple[HistoryEntry, ...]
    logged: tuple[tuple[int, str], ...]

    def __new__(
        cls,
        verb: str | Verb,
        cards: tuple[int, ...] = (),
        colour: int = BLACK,
        uno: bool = False,
        target: int = -1,
        given: tuple[int, ...] = (),
        date: tuple[int, int] = (0, 0),
    ) -> Action:
        verb = Verb(verb)
        if verb == "play" and len(cards) > 2:  # only the first and last card matter
            cards = (cards[0], *sorted(cards[1:-1]), cards[-1])
        elif verb == "judge":
            cards = tuple(sorted(cards))
        self = object.__new__(cls)
        set_ = object.__setattr__
        set_(self, "verb", verb)
        set_(self, "cards", tuple(cards))
        set_(self, "colour", colour)
        set_(self, "uno", bool(uno))
        set_(self, "target", target)
        set_(self, "given", tuple(sorted(given)))
        set_(self, "date", tuple(date))
        text = _write(self)
        known = _INTERNED.get(text)
        if known is not None:
            return known
        set_(self, "text", text)
        set_(self, "entries", tuple(HistoryEntry(seat, self) for seat in range(SEATS)))
        set_(self, "logged", tuple((seat, text) for seat in range(SEATS)))
        _INTERNED[text] = self
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("UNO actions are immutable")

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Action({self.text!r})"

    def __reduce__(self) -> tuple:
        return (
            Action,
            (self.verb, self.cards, self.colour, self.uno, self.target, self.given, self.date),
        )

    def __deepcopy__(self, memo: dict) -> Action:
        return self

    def __copy__(self) -> Action:
        return self


_INTERNED: dict[str, Action] = {}


def _card_token(kind: int, colour: int) -> str:
    if kind >= 52 and colour != BLACK:
        return f"{CODES[kind]}({COLOURS[colour]})"
    return CODES[kind]


def _write(a: Action) -> str:
    verb = a.verb
    bang = "!" if a.uno else ""
    if verb == "play":
        *head, last = a.cards
        tokens = [CODES[k] for k in head]
        tokens.append(_card_token(last, a.colour))
        return " ".join(tokens) + bang
    if verb == "peek":
        return f"W(peek {a.target}){bang}"
    if verb == "swap":
        return f"W(swap {a.target}){bang}"
    if verb == "give":
        return "give " + " ".join(CODES[k] for k in a.given)
    if verb == "counter":
        return f"counter {CODES[a.cards[0]]}{bang}"
    if verb == "judge":
        judge = "judge" if a.colour == BLACK else f"judge({COLOURS[a.colour]})"
        return f"{judge} {' '.join(CODES[k] for k in a.cards)}{bang}"
    if verb == "colour":
        return f"colour {COLOURS[a.colour]}"
    if verb == "date":
        return f"date {a.date[0]}/{a.date[1]}"
    return verb.value


def valid_date(month: int, day: int) -> bool:
    """A month 1-12 and a day that exists in it (29 February allowed), §10.7."""
    return 1 <= month <= 12 and 1 <= day <= _DAYS[month - 1]


def all_dates() -> list[tuple[int, int]]:
    """Every (month, day) a player may declare, in calendar order."""
    return [(m, d) for m in range(1, 13) for d in range(1, _DAYS[m - 1] + 1)]


def date_digits(month: int, day: int) -> tuple[int, ...]:
    """The digits of a date, sorted: 12/25 -> (1, 2, 2, 5); 10/1 -> (0, 1, 1) (§10.7)."""
    return tuple(sorted(int(ch) for ch in f"{month}{day}"))


def _bad(text: str, why: str) -> NotationError:
    return NotationError(f"bad UNO action {text!r}: {why}")


def _parse_laid(text: str, token: str) -> tuple[int, int]:
    """A card token, maybe with a named colour: ``r7`` -> (kind, 4); ``w(b)`` -> (52, 3)."""
    colour = BLACK
    if token.endswith(")") and "(" in token:
        token, _, named = token[:-1].partition("(")
        colour = parse_colour(named)
    kind = parse_card(token)
    if colour != BLACK and kind < 52:
        raise _bad(text, f"only a black card names a colour ({CODES[kind]} cannot)")
    return kind, colour


def _parse_power(text: str, body: str, uno: bool) -> Action:
    """``peek 2`` or ``swap 2`` inside ``W( )``."""
    parts = body.split()
    if len(parts) != 2 or not parts[1].isdigit():
        raise _bad(text, "write W(peek SEAT) or W(swap SEAT), then give CARDS")
    verb = parts[0]
    if verb not in ("peek", "swap"):
        raise _bad(text, "a Wild power is peek or swap")
    return Action(verb, (WILD,), uno=uno, target=int(parts[1]))


def _parse_date(text: str, arg: str) -> Action:
    month, sep, day = arg.partition("/")
    if not (sep and month.isdigit() and day.isdigit()):
        raise _bad(text, "write a date as month/day, e.g. date 12/25")
    m, d = int(month), int(day)
    if not valid_date(m, d):
        raise _bad(text, f"{m}/{d} is not a date")
    return Action("date", date=(m, d))


def parse_action(text: str) -> Action:
    """The action written ``text``; :class:`NotationError` if malformed."""
    raw = check_notation(text, "a UNO action")
    s = " ".join(raw.lower().split())
    if s in WORDS:
        return Action(s)
    uno = s.endswith("!")
    if uno:
        s = s[:-1].rstrip()
    if not s:
        raise _bad(raw, "empty")
    head, _, rest = s.partition(" ")
    if head in ("colour", "color") and not uno:
        return Action("colour", colour=parse_colour(rest))
    if head == "date" and not uno:
        return _parse_date(raw, rest)
    if head == "give" and not uno:
        if len(rest.split()) != 1:
            raise _bad(raw, "give names one card at a time, e.g. give B2")
        return Action("give", given=(parse_card(rest),))
    if head == "counter":
        return Action("counter", (parse_card(rest),), uno=uno)
    if head.startswith("judge"):
        colour = BLACK
        if head != "judge":
            if not (head.startswith("judge(") and head.endswith(")")):
                raise _bad(raw, "write judge CARDS or judge(C) CARDS")
            colour = parse_colour(head[6:-1])
        cards = tuple(parse_card(t) for t in rest.split())
        if not cards:
            raise _bad(raw, "a judgment lays number cards")
        return Action("judge", cards, colour=colour, uno=uno)
    if s.startswith("w(peek") or s.startswith("w(swap"):
        if not s.endswith(")"):
            raise _bad(raw, "a Wild power ends with ')'")
        return _parse_power(raw, s[2:-1], uno)
    if s in WORDS:
        raise _bad(raw, f"'{s}' never carries the UNO call '!'")
    laid = [_parse_laid(raw, t) for t in s.split()]
    colour = laid[-1][1]
    if any(c != BLACK for _, c in laid[:-1]) or (len(laid) > 1 and colour != BLACK):
        raise _bad(raw, "black cards are played alone")
    if laid[-1][0] >= 52 and colour == BLACK:
        raise _bad(raw, f"a black card names a colour, e.g. {CODES[laid[-1][0]]}(R)")
    return Action("play", tuple(k for k, _ in laid), colour=colour, uno=uno)


DRAW = Action("draw")
KEEP = Action("keep")
ACCEPT = Action("accept")
CHALLENGE = Action("challenge")
CATCH = Action("catch")
PASS = Action("pass")
DEATH = Action("death")
COLOUR_ACTIONS = tuple(Action("colour", colour=c) for c in range(4))
