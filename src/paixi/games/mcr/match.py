"""The match around the hands of MCR: scores, the log of finished hands, the
hand number and the outcome (docs/specs/mcr.md §4, §17).

They live in one :class:`Match` record rather than as three attributes of the
state: CPython keeps an instance's attributes in a compact layout, faster to
read and write, only below 30 of them, and the playout's hot path reads the
state's other fields at every step.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from paixi.games.mcr.fields import McrFields


@dataclass(slots=True)
class Match:
    """The match so far, kept apart from the hand's fields: the state then
    stays under 30 attributes, which CPython reads and writes faster."""

    scores: list[int]
    hands_log: list[dict[str, Any]]
    hand_index: int


class MatchMixin(McrFields):
    """The match's fields and outcome for :class:`~paixi.games.mcr.game.McrState`."""

    @property
    def n_hands(self) -> int:
        """Hands in the match: one with ``single_hand``, else four per round (§4)."""
        options = self.options
        return 1 if options.single_hand else 4 * options.rounds

    @property
    def scores(self) -> list[int]:
        """Each seat's points so far (§17)."""
        return self._match.scores

    @property
    def hands_log(self) -> list[dict[str, Any]]:
        """One record per finished hand (winner, points, payments)."""
        return self._match.hands_log

    @property
    def hand_index(self) -> int:
        """The current hand, from 0."""
        return self._match.hand_index

    @hand_index.setter
    def hand_index(self, value: int) -> None:
        self._match.hand_index = value

    # --- outcome ------------------------------------------------------------------

    def returns(self) -> list[float]:
        return [float(s) for s in self.scores]

    def result(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "hands_played": len(self.hands_log),
            "wins": [sum(1 for h in self.hands_log if h["winner"] == s) for s in range(4)],
            "hands": [dict(h) for h in self.hands_log],
        }
