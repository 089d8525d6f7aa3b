"""The fields of an :class:`~paixi.games.mcr.game.McrState`, declared once for
the mixins it is assembled from (match, deal, claims, hidden information,
settlement), which read and write them.

:class:`McrFields` is the mixins' common base. It holds no data of its own; it
tells the type checker what each field holds and which methods one part calls
on another (stubs that exist for the checker alone, so at run time every call
reaches the real method).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Self

from paixi.core.game import State
from paixi.equipment.mahjong import Meld
from paixi.games.mcr.phases import Phase

if TYPE_CHECKING:
    from paixi.games.mcr.actions import Action
    from paixi.games.mcr.claims import ClaimWindow
    from paixi.games.mcr.game import McrOptions
    from paixi.games.mcr.match import Match
    from paixi.games.mcr.winning import WinEvaluation


class McrFields(State):
    """What every part of an MCR state may rely on (see the module docstring)."""

    options: McrOptions
    # the match
    _match: Match
    dealer: int
    _phase: Phase
    _legal: list[Action] | None
    # the hand
    wall: list[int]
    front: int
    back: int
    counts: list[list[int]]
    melds: list[list[Meld]]
    flowers: list[list[int]]
    discards: list[list[list[int]]]  # per seat: [tile, claimed 0/1] per discard
    turn: int
    drawn: int
    draw_kind: str
    drawn_completes: bool
    _waits: list[frozenset[int] | None]
    _keys: list[list[int] | None]
    window: ClaimWindow | None
    last_discard: tuple[int, int] | None

    if TYPE_CHECKING:
        # match.py
        @property
        def n_hands(self) -> int: ...
        @property
        def scores(self) -> list[int]: ...
        @property
        def hands_log(self) -> list[dict[str, Any]]: ...
        @property
        def hand_index(self) -> int: ...
        @hand_index.setter
        def hand_index(self, value: int) -> None: ...

        # game.py
        @property
        def prevalent(self) -> int: ...
        def seat_wind(self, seat: int) -> int: ...
        def remaining(self) -> int: ...
        def clone(self) -> Self: ...
        def _reset_hand(self) -> None: ...
        def _waits_of(self, seat: int) -> frozenset[int]: ...
        def _next_draw(self, discarder: int) -> None: ...
        def _replacement_draw(self, seat: int, kind: str) -> None: ...

        # claims.py
        def _open_claims(self, source: int, tile: int) -> ClaimWindow | None: ...
        def _open_robbing(self, source: int, tile: int) -> ClaimWindow | None: ...

        # hidden.py
        @property
        def visible(self) -> list[int]: ...

        # settlement.py
        def _evaluate(
            self, seat: int, tile: int, *, self_drawn: bool, kong_related: bool
        ) -> WinEvaluation: ...
        def _settle_win(
            self, winner: int, discarder: int | None, ev: WinEvaluation | None
        ) -> None: ...
