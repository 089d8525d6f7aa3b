"""Winning and settling an MCR hand (docs/specs/mcr.md §10, §12, §13, §17).

:class:`SettlementMixin` scores a win in the present situation (§13 flags
from the table: last copy, kong-related, last tile of the wall), settles it
(§17: 8 + value from the discarder or from each seat on a self-draw, 8 from
the others), books an exhausted wall, and passes the deal on.
"""

from __future__ import annotations

from typing import Any

from paixi.equipment.mahjong import NUM_FACES, WIND_LETTERS, format_tiles, tile_code
from paixi.games.mcr.fields import McrFields
from paixi.games.mcr.phases import Phase
from paixi.games.mcr.winning import WinEvaluation, evaluate_win

BASE_POINTS = 8
"""底分: what every non-winner pays on top (§17)."""
DEAL, END = Phase.DEAL, Phase.END


class SettlementMixin(McrFields):
    """Wins, exhausted walls and the end of a hand for :class:`McrState`."""

    def _self_drawn_win(self, seat: int) -> WinEvaluation | None:
        """The evaluation of a self-drawn win for ``seat`` now, or None if not legal."""
        if self.drawn < 0 or not self.drawn_completes:
            return None
        ev = self._evaluate(
            seat, self.drawn, self_drawn=True, kong_related=self.draw_kind == "kong"
        )
        return ev if ev.meets_minimum else None

    def _evaluate(
        self, seat: int, tile: int, *, self_drawn: bool, kong_related: bool
    ) -> WinEvaluation:
        """Score ``seat`` winning on ``tile`` in the present situation (§13)."""
        counts = list(self.counts[seat])
        if self_drawn:
            counts[tile] -= 1
        before = [t for t in range(NUM_FACES) for _ in range(counts[t])]
        visible = self.visible[tile]
        if not self_drawn and not kong_related:
            visible -= 1  # the discard itself is the winning tile, not one of the others
        return evaluate_win(
            before,
            self.melds[seat],
            tile,
            self_drawn=self_drawn,
            last_copy=visible >= 3,
            kong_related=kong_related,
            wall_last=self.remaining() == 0,
            seat_wind=self.seat_wind(seat),
            prevalent_wind=self.prevalent,
            flowers=len(self.flowers[seat]),
        )

    def _settle_win(self, winner: int, discarder: int | None, ev: WinEvaluation | None) -> None:
        """§17: 8 + value from the discarder (or from each on a self-draw), 8 from the others."""
        assert ev is not None
        value = ev.total
        delta = [0, 0, 0, 0]
        for s in range(4):
            if s == winner:
                continue
            pay = BASE_POINTS + value if discarder is None or s == discarder else BASE_POINTS
            delta[s] -= pay
            delta[winner] += pay
        tile = ev.win_tile
        hand = [t for t in range(NUM_FACES) for _ in range(self.counts[winner][t])]
        if discarder is not None:
            hand.append(tile)
        self.emit(
            "win",
            winner,
            WIND_LETTERS[(winner - self.dealer) & 3],
            -1 if discarder is None else discarder,
            tile_code(tile),
            format_tiles(sorted(hand)),
            value,
        )
        self._end_hand(
            {
                "winner": winner,
                "discarder": discarder,
                "self_drawn": discarder is None,
                "win_tile": tile_code(tile),
                "hand": format_tiles(sorted(hand)),
                "packs": [m.to_json() for m in self.melds[winner]],
                "flowers": len(self.flowers[winner]),
                "fans": [list(f) for f in ev.fans],
                "fan_points": ev.fan_points,
                "total": value,
                "delta": delta,
            }
        )

    def _settle_draw(self) -> None:
        self.emit("exhausted")
        self._end_hand({"winner": None, "discarder": None, "delta": [0, 0, 0, 0]})

    def _end_hand(self, outcome: dict[str, Any]) -> None:
        """Book the hand, pass the deal on (the dealer never repeats, §4)."""
        for s in range(4):
            self.scores[s] += outcome["delta"][s]
        self.hands_log.append(
            {
                "hand": self.hand_index + 1,
                "dealer": self.dealer,
                "prevalent_wind": WIND_LETTERS[self.prevalent],
                **outcome,
            }
        )
        self.window = None
        self.hand_index += 1
        if self.hand_index >= self.n_hands:
            self._phase = END
            self.emit("game_over", tuple(self.scores))
            return
        self.dealer = (self.dealer + 1) % 4
        self._reset_hand()
        self._phase = DEAL
