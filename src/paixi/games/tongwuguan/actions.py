"""通五关 actions and their notation (docs/specs/tongwuguan.md §5.1).

``P<p>:<T>`` takes end-triple ``T`` from pass ``p``; ``D`` deals;
``D:<p_1>,...,<p_s>`` is a ``choose`` short deal (passes in decreasing order).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import combinations

from paixi.core.action_space import ActionSpace
from paixi.core.errors import NotationError
from paixi.core.notation import check_notation
from paixi.games.tongwuguan.position import TRIPLE_NAMES

PASSES = 5


@dataclass(frozen=True, slots=True, order=True)
class Take:
    """Take end-triple ``triple`` (L3, R3, L2R1, L1R2) from pass ``pass_no`` (1-5)."""

    pass_no: int
    triple: str

    def __str__(self) -> str:
        return f"P{self.pass_no}:{self.triple}"


@dataclass(frozen=True, slots=True, order=True)
class Deal:
    """Stop taking and deal; ``targets`` (1-based, decreasing) only for a ``choose`` short deal."""

    targets: tuple[int, ...] = ()

    def __str__(self) -> str:
        return "D:" + ",".join(map(str, self.targets)) if self.targets else "D"


Action = Take | Deal
DEAL = Deal()
_TAKE = re.compile(r"^P([1-5]):(L3|R3|L2R1|L1R2)$")
_DEAL = re.compile(r"^D(?::([1-5](?:,[1-5])*))?$")


def parse_action(text: str) -> Action:
    """Read ``P3:L2R1``, ``D`` or ``D:5,3``; :class:`NotationError` if malformed."""
    raw = check_notation(text, "a 通五关 action").upper()
    m = _TAKE.match(raw)
    if m:
        return Take(int(m.group(1)), m.group(2))
    m = _DEAL.match(raw)
    if m:
        if m.group(1) is None:
            return DEAL
        targets = tuple(int(x) for x in m.group(1).split(","))
        if list(targets) != sorted(set(targets), reverse=True):
            raise NotationError(f"bad deal {text!r}: list distinct passes in decreasing order")
        return Deal(targets)
    if re.match(r"^(P(?![1-5]:)\d+:|D:.*[06-9])", raw):
        raise NotationError(f"bad 通五关 action {text!r}: passes are numbered 1-5")
    raise NotationError(
        f"bad 通五关 action {text!r}: write P<pass>:<L3|R3|L2R1|L1R2>, D, or D:<passes>"
    )


def action_space() -> ActionSpace:
    """20 takes, ``D``, and the 30 ``choose`` placements of 1-4 tiles."""
    actions: list[Action] = [Take(p, t) for p in range(1, PASSES + 1) for t in TRIPLE_NAMES]
    actions.append(DEAL)
    for s in range(1, PASSES):
        for c in combinations(range(PASSES, 0, -1), s):
            actions.append(Deal(c))
    return ActionSpace(actions)
