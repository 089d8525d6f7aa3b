"""The fields of a :class:`~paixi.games.uno.state.UnoState`, declared once for
every mixin that reads them (turn, windows, hidden information, fast path).

:class:`UnoFields` is the common base of those mixins: it holds no data of its
own (``__slots__ = ()``; the slots themselves are made by ``UnoState``) and
only tells the type checker what each field holds and which methods one mixin
may call on another. The method stubs exist for the checker alone
(``TYPE_CHECKING``), so at run time every call reaches the real method.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from paixi.core.game import State
from paixi.games.uno.phases import How, Phase, Then, Window, WinHow

if TYPE_CHECKING:
    from paixi.games.uno.actions import Action
    from paixi.games.uno.chance import Chance
    from paixi.games.uno.turn import Post

QuickPlay = tuple[int, int, int, int, frozenset[int]]
"""A quick play's effect: (kind, colour it sets, top rank it sets, move, kinds playable next)."""


class UnoFields(State):
    """What every part of a UNO state may rely on (see the module docstring)."""

    __slots__ = ()

    # options, fixed for the game
    n: int
    stacking: str
    challenge_on: bool
    restriction: str
    _death: bool
    _jump: bool
    _counter2: bool
    _powers: bool
    _multi: bool
    _judge: bool
    _strict_wd4: bool
    _plain: bool
    _simple: bool
    _quick: dict[Action, QuickPlay]
    _inline: tuple[bool, ...]
    # the game
    scores: list[int]
    hands_log: list[dict[str, Any]]
    dealer: int
    dates: list[tuple[int, int] | None]
    hand_no: int
    phase: Phase
    _cp: int
    _legal: list[Action] | tuple[Action, ...] | None
    # the hand
    hands: list[list[int]]
    pile: list[int]
    discard: list[int]
    named: list[int]
    active: int
    top_rank: int
    dir: int
    turn: int
    drawn: int
    pending: int
    victim: int
    stack_all_plus2: bool
    challengeable: bool
    offender: int
    guilty: bool
    _wd4_context: tuple[int, int]
    log: list[tuple[Any, ...]]
    private: list[list[tuple[Any, ...]]]
    _post: Post | None
    _win: Window | None
    _win_seats: list[int]
    _win_pos: int
    _win_hits: list[int]
    _owe: tuple[int, int]
    _then: Then
    _returning: int
    _swap: tuple[int, int, int]
    _swap_given: list[int]
    _winner: int
    _win_how: WinHow | None
    _resume_seat: int

    if TYPE_CHECKING:
        # one mixin's methods that another calls (defined in turn.py, windows.py,
        # hidden.py and state.py)

        def clone(self) -> UnoFields: ...
        def _reset_hand(self) -> None: ...
        def _compute_legal(self) -> list[Action] | tuple[Action, ...]: ...
        def _pub(self, event: tuple[Any, ...], private: tuple[Any, ...] = ()) -> None: ...
        def _draw(self, seat: int, count: int, then: Then) -> bool: ...
        def _begin_turn(self, seat: int) -> None: ...
        def _lay(
            self, seat: int, action: Action, how: How, inherit: tuple[int, bool] | None = None
        ) -> None: ...
        def _after_play(self) -> None: ...
        def _wd4_ok(self, hand: list[int]) -> bool: ...
        def _end_hand(self) -> None: ...
        def _sample_chance(self, rng: random.Random) -> Chance: ...
        def _open_window(self, kind: Window, player: int) -> None: ...
        def _add_pending(self, amount: int, fresh: bool, wd4: bool = False) -> None: ...
        def _clear_pending(self) -> None: ...
        def _power(self, p: Post) -> bool: ...
        def _apply_take(self, taken: tuple[int, ...]) -> None: ...
        def _turn_actions(self, seat: int) -> list[Action]: ...
        def _drawn_actions(self, seat: int) -> list[Action] | tuple[Action, ...]: ...
        def _respond(self, seat: int, action: Action) -> None: ...
        def _answer(self, seat: int, action: Action) -> None: ...
        def _give(self, seat: int, action: Action) -> None: ...
        def _why_illegal(self, action: Any) -> str: ...
        def top_text(self) -> str: ...
        def colour_text(self) -> str: ...
