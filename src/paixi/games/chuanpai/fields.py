"""The fields of a :class:`~paixi.games.chuanpai.game.ChuanpaiState`, declared
once for :class:`~paixi.games.chuanpai.play.PlayMixin`, which plays a round on
them: the state sets them (``_reset_round``) and the mixin reads and writes
them. :class:`ChuanpaiFields` holds no data of its own; it tells the type
checker what each field holds and which of the state's methods the mixin calls
(stubs that exist for the checker alone)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from paixi.core.game import State
from paixi.games.chuanpai.phases import Phase

if TYPE_CHECKING:
    from paixi.games.chuanpai.actions import Action
    from paixi.games.chuanpai.evaluation import Evaluation
    from paixi.games.chuanpai.game import ChuanpaiOptions
    from paixi.games.chuanpai.play import Window


class ChuanpaiFields(State):
    """What the parts of a 川牌 state rely on (see the module docstring)."""

    options: ChuanpaiOptions
    round_no: int
    dealer: int
    scores: list[float]
    log: list[dict[str, Any]]
    phase: Phase
    # the round
    hands: list[list[int]]
    locked: list[list[int]]
    dealt: list[tuple[int, ...]]
    melds: list[list[Any]]
    status: list[str]
    evals: list[Evaluation | None]
    baozi: list[bool]
    stolen: list[int]
    stock: list[int]
    top: int
    bottom: int
    plays: list[list[list[Any]]]  # per seat: [kind, source f/r/d, taker or -1] per card
    avail: tuple[int, int, str] | None
    window: Window | None
    redeal_asked: bool | None
    voters: list[int]
    votes: list[Action]
    declarers: list[int]
    decls: list[Action]
    disc: tuple[int, str, int] | None
    _legal: list[Action] | None

    if TYPE_CHECKING:

        def threshold(self, seat: int) -> int: ...
        def _end_round(self, outcome: dict[str, Any]) -> None: ...
