"""The answer of every solver: a verdict, a line of play, and the work it took."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Solution:
    """What a solver found for one deal.

    ``status`` is ``"won"`` (``line`` wins), ``"lost"`` (no line wins; for a
    game without choices, the forced play-out loses), ``"undecided"`` (the
    node budget ran out first: never a guess) or ``"scored"`` (测运气: ``score``
    is the best achievable total and ``line`` reaches it). ``line`` holds the
    player's action tokens in record notation, the shuffle excluded. ``nodes``
    counts distinct positions expanded; ``choices`` is False for a game in
    which the player has no real choice (the line is just the forced play).
    """

    status: str
    line: tuple[str, ...] = ()
    nodes: int = 0
    score: int | None = None
    choices: bool = True
    detail: dict[str, Any] = field(default_factory=dict)

    @property
    def won(self) -> bool:
        return self.status == "won"

    def to_json(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "line": " ".join(self.line),
            "nodes": self.nodes,
            "score": self.score,
            "choices": self.choices,
            **self.detail,
        }
