"""Which engine runs UNO's hot path: the compiled one or pure Python (issue 17).

Under the plain rules (the state's ``_simple``) the usual decisions — a
turn's draw (with the reshuffle an empty pile needs first), keeping the
drawn card, a one-card play and its effect (§5), a Wild Draw Four and the
victim's accept or challenge (§5.2), and the catch window after a play that
leaves one card without the call (§7) — are taken by the optional C
extension ``paixi.games.uno._fastc`` when it was built at install time
(``setup.py`` builds it where a C compiler is present; without one the
install goes on and this module keeps the Python path). The C code does
exactly what the Python rules do for those decisions (:mod:`~paixi.games.uno.fast`,
:mod:`~paixi.games.uno.turn`, :mod:`~paixi.games.uno.windows`), on the
same tables and rule numbers, which :func:`install` hands it from the Python
rules (:func:`tables`, :data:`RULES`: the C code has no rule of its own, issue
28; ``tests/uno/test_compiled_rules.py``), and hands every other decision — house rules, going out, a
penalty the pile cannot pay — and every input it does not expect (text, a
wrong type, an illegal action) to :meth:`~paixi.games.uno.fast.FastPath.apply`
unchanged: the Python path is the reference, and the UNO tests pass on both.

``legal_actions`` and ``is_terminal`` are compiled too (a playout calls
them every decision); the legal lists are the Python path's, in the same
order (the C code replays the order of ``frozenset.intersection``, checked
against it at import).

The switches:

* the environment variable ``PAIXI_PURE_PYTHON=1``, read at import, keeps
  the pure-Python engine for the whole process;
* the class attribute ``compiled`` of :class:`~paixi.games.uno.state.UnoState`:
  a subclass with ``compiled = False`` runs pure Python (the differential
  test plays both side by side).

:data:`ENGINE` says which engine :class:`UnoState` runs (``"c"`` or ``"python"``).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from paixi.core.event_log import EventLog
from paixi.core.history import HistoryEntry
from paixi.equipment.uno import (
    CODES,
    COLOUR,
    DRAW_TWO,
    RANK,
    REVERSE,
    SKIP,
    WILD,
    WILD_DRAW_FOUR,
)
from paixi.games.uno.actions import ACCEPT, CATCH, CHALLENGE, DRAW, KEEP, PASS, Action
from paixi.games.uno.chance import Chance
from paixi.games.uno.fast import (
    _DREW_FACE,
    _DREW_ONE,
    _DREW_TWO,
    _KEPT,
    _WD4_ANSWERS,
    DRAWN,
    MOVE_DRAW_TWO,
    MOVE_ON,
    MOVE_REVERSE,
    MOVE_SKIP,
    RESPOND,
    TURN,
    FastPath,
)
from paixi.games.uno.moves import (
    CHALLENGE_LOST_CARDS,
    DRAW_TWO_CARDS,
    MATCHING,
    PLAYABLE,
    ROW_WIDTH,
    SINGLE,
    SINGLE_UNO,
    WD4_CARDS,
)
from paixi.games.uno.phases import How, Phase, Then, Window
from paixi.games.uno.turn import _LIKE_RANDOM, Post
from paixi.games.uno.windows import DRAWN_CHOICES, DRAWN_CHOICES_UNO

if TYPE_CHECKING:
    from paixi.games.uno.state import UnoState

METHODS = ("apply", "legal_actions", "is_terminal")
"""The methods the compiled engine replaces (the loop of a playout calls them all)."""

RULES = {
    "wild": WILD,
    "wd4": WILD_DRAW_FOUR,
    "skip": SKIP,
    "reverse": REVERSE,
    "draw_two": DRAW_TWO,
    "row_width": ROW_WIDTH,
    "draw_two_cards": DRAW_TWO_CARDS,
    "wd4_cards": WD4_CARDS,
    "challenge_lost_cards": CHALLENGE_LOST_CARDS,
    "move_on": MOVE_ON,
    "move_skip": MOVE_SKIP,
    "move_reverse": MOVE_REVERSE,
    "move_draw_two": MOVE_DRAW_TWO,
}
"""The rule numbers the C path runs on, given to it at install: it has none of its
own, so the Python's constants are the one source (the tables below are too)."""

_compiled: dict[str, Any] = {}
"""The C method descriptors by name, once installed."""
_python: dict[str, Callable[..., Any]] = {}
"""The Python methods by name (the reference)."""


def _load() -> Any:
    """The extension module, or None when switched off or not built."""
    if os.environ.get("PAIXI_PURE_PYTHON", "") not in ("", "0"):
        return None
    try:
        # the compiled extension (setup.py): no stub, and absent from a pure-Python tree
        from paixi.games.uno import _fastc  # type: ignore[attr-defined]
    except ImportError:
        return None
    return _fastc


_FASTC = _load()
AVAILABLE = _FASTC is not None
"""Whether the compiled engine was built and is not switched off."""
ENGINE = "python"
"""The engine :class:`~paixi.games.uno.state.UnoState` runs: ``"c"`` or ``"python"``."""


def _order_agrees(fastc: Any) -> bool:
    """Whether the C path lists playable cards in the order the Python path
    does (the iteration order of ``MATCHING[row].intersection(hand)``), on
    hands of every size from a fixed seed: it replays CPython's set
    insertion, which another interpreter might do differently."""
    rng = random.Random(17)
    for size in [*range(1, 40), 60, 80, 108]:
        for _ in range(6):
            hand = [rng.randrange(54) for _ in range(size)]
            row = rng.randrange(len(MATCHING))
            if fastc.playable_order(row, hand) != list(MATCHING[row].intersection(hand)):
                return False
    return True


def tables() -> dict[str, Any]:
    """What the C path's ``install`` takes: the Python objects and tables it shares
    with :mod:`~paixi.games.uno.fast` and the rule numbers (:data:`RULES`), all
    from the Python rules (``install`` must have remembered the Python methods)."""
    return {
        "EventLog": EventLog,
        "DRAW": DRAW,
        "KEEP": KEEP,
        "ACCEPT": ACCEPT,
        "CHALLENGE": CHALLENGE,
        "TURN": TURN,
        "DRAWN": DRAWN,
        "RESPOND": RESPOND,
        "SINGLE": SINGLE,
        "SINGLE_UNO": SINGLE_UNO,
        "DRAWN_CHOICES": DRAWN_CHOICES,
        "DRAWN_CHOICES_UNO": DRAWN_CHOICES_UNO,
        "DREW_ONE": _DREW_ONE,
        "DREW_TWO": _DREW_TWO,
        "KEPT": _KEPT,
        "DREW_FACE": _DREW_FACE,
        "WD4_ANSWERS": _WD4_ANSWERS,
        "WD4_PLAYS": {a: a.colour for a in SINGLE_UNO[WILD_DRAW_FOUR]},
        "CODES": tuple(CODES),
        "PLAYABLE": PLAYABLE,
        "COLOUR": tuple(COLOUR),
        "Chance": Chance,
        "HistoryEntry": HistoryEntry,
        "THEN_NOTHING": Then.NOTHING,
        "Random": random.Random,
        "SHUFFLE_LIKE_RANDOM": _LIKE_RANDOM,
        "RANK": tuple(RANK),
        "Post": Post,
        "WINDOW": Phase.WINDOW,
        "WINDOW_CATCH": Window.CATCH,
        "CATCH": CATCH,
        "PASS": PASS,
        "CATCH_ANSWERS": (CATCH, PASS),
        "HOW_PLAY": How.PLAY,
        "HOW_DRAWN": How.DRAWN,
        "RULES": dict(RULES),
        **{name: _python[name] for name in METHODS},
    }


def install(cls: type) -> None:
    """Give ``cls`` (:class:`UnoState`) the compiled methods if the extension
    is available and agrees with the Python path; remember the Python ones."""
    global ENGINE
    for name in METHODS:
        _python[name] = FastPath.apply if name == "apply" else cls.__dict__[name]
    if _FASTC is None:
        return
    try:
        methods = _FASTC.install(cls, Action, tables())
    except (TypeError, KeyError, RuntimeError):  # an extension built from other sources
        return
    if not _order_agrees(_FASTC):
        return
    _compiled.update(zip(METHODS, methods, strict=True))
    ENGINE = "c"
    select(cls)


def select(cls: type[UnoState]) -> None:
    """Set ``cls``'s methods to the engine its ``compiled`` attribute asks
    for (when the class sets it itself; a subclass that does not inherits)."""
    if "compiled" not in cls.__dict__ or not _python:
        return
    use = _compiled if cls.compiled and _compiled else _python
    for name in METHODS:
        setattr(cls, name, use[name])
