"""测运气 actions (docs/specs/ceyunqi.md §3 "Actions and notation").

``f=<i>`` names the first tile by its deal index; a take is the deal indices
of its tiles joined by commas, in ring order (``7,8,9``, ``30,31,1``).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, permutations

from paixi.core.action_space import ActionSpace
from paixi.core.errors import NotationError
from paixi.core.notation import check_notation

N = 32


@dataclass(frozen=True, slots=True, order=True)
class First:
    """Step 1: take out ``d[index]`` as the first tile."""

    index: int

    def __str__(self) -> str:
        return f"f={self.index}"


@dataclass(frozen=True, slots=True, order=True)
class Group:
    """A take: the deal indices of 2 or 3 ring-consecutive tiles, in ring order."""

    indices: tuple[int, ...]

    def __str__(self) -> str:
        return ",".join(map(str, self.indices))


Action = First | Group


def _index(text: str, whole: str) -> int:
    if not text.strip().isdigit() or not 0 <= int(text) < N:
        raise NotationError(f"bad 测运气 action {whole!r}: {text!r} is not a deal index 0-31")
    return int(text)


def parse_action(text: str) -> Action:
    """Read ``f=0`` or ``5,6,10``; :class:`NotationError` if malformed."""
    raw = check_notation(text, "a 测运气 action").replace(" ", "")
    if raw.lower().startswith("f="):
        return First(_index(raw[2:], text))
    parts = raw.split(",")
    if len(parts) not in (2, 3):
        raise NotationError(
            f"bad 测运气 action {text!r}: write f=<index> or 2-3 deal indices like 7,8,9"
        )
    indices = tuple(_index(p, text) for p in parts)
    if len(set(indices)) != len(indices):
        raise NotationError(f"bad 测运气 action {text!r}: a tile is listed twice")
    return Group(indices)


def _is_rotation_of_increasing(seq: tuple[int, ...]) -> bool:
    drops = sum(1 for a, b in zip(seq, seq[1:] + seq[:1], strict=True) if a > b)
    return drops == 1


def action_space() -> ActionSpace:
    """``f=0..31``, every ordered 2-group, and every 3-group written in some ring order."""
    actions: list[Action] = [First(i) for i in range(N)]
    actions.extend(Group(p) for p in permutations(range(N), 2))
    for c in combinations(range(N), 3):
        actions.extend(Group(p) for p in permutations(c) if _is_rotation_of_increasing(p))
    return ActionSpace(actions)
