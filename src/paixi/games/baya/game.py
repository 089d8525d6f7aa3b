"""拔牙 bá yá, "pulling teeth": a two-player dice race (docs/specs/baya.md).

Each round seat 0 and then seat 1 take the action ``roll``; one chance event
then rolls both sets at once and §2 applies: 6s go to the opponent, 1s leave
the game. A seat left with no dice wins; both at none is a draw.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from paixi.core.action_space import ActionSpace
from paixi.core.errors import NotationError
from paixi.core.game import CHANCE, TERMINAL, Game, State
from paixi.core.notation import check_notation
from paixi.core.options import option, options_to_dict
from paixi.equipment.dice import DiceRoll, roll
from paixi.games.baya import notation


@dataclass(frozen=True, slots=True)
class Roll:
    """The only action: roll all your dice (text ``roll``)."""

    def __str__(self) -> str:
        return "roll"


ROLL = Roll()


@dataclass(frozen=True)
class BayaOptions:
    """Options of docs/specs/baya.md §7."""

    dice: int = option(5, min=1, max=10, help="dice each player starts with")


def settle(
    held: tuple[int, int], rolls: tuple[tuple[int, ...], tuple[int, ...]]
) -> tuple[int, int]:
    """Dice held after a round (§2.3): ``A' = A − a6 − a1 + b6`` and symmetrically."""
    a, b = held
    a6, a1 = rolls[0].count(6), rolls[0].count(1)
    b6, b1 = rolls[1].count(6), rolls[1].count(1)
    return a - a6 - a1 + b6, b - b6 - b1 + a6


class BayaState(State):
    """A 拔牙 race in play."""

    def __init__(self, game: Game, players: int, options: BayaOptions, seed: int) -> None:
        super().__init__(game, players, options, seed)
        self.held = (options.dice, options.dice)
        self.rolled = 0  # seats that have taken `roll` this round
        self.rounds_log: list[dict[str, Any]] = []

    def _position_fields(self) -> list[str]:
        return notation.write(self)

    def _load_position(self, fields: list[str]) -> None:
        notation.load(self, fields)

    def _over(self) -> bool:
        return 0 in self.held

    def current_player(self) -> int:
        if self._over():
            return TERMINAL
        return CHANCE if self.rolled == 2 else self.rolled

    def legal_actions(self) -> list[Roll]:
        return [ROLL] if not self._over() and self.rolled < 2 else []

    def _apply_action(self, action: Roll) -> None:
        self.emit("ready", self.rolled)
        self.rolled += 1

    def _sample_chance(self, rng: random.Random) -> DiceRoll:
        return DiceRoll(((0, roll(rng, self.held[0])), (1, roll(rng, self.held[1]))))

    def _check_chance(self, event: Any) -> str | None:
        if not isinstance(event, DiceRoll) or event.seats() != (0, 1):
            return "expected one roll for seat 0 and one for seat 1"
        for seat, faces in event.rolls:
            if len(faces) != self.held[seat]:
                return f"seat {seat} holds {self.held[seat]} dice"
        return None

    def _apply_chance(self, event: DiceRoll) -> None:
        faces = (event.rolls[0][1], event.rolls[1][1])
        before = self.held
        self.held = settle(before, faces)
        self.rolled = 0
        self.emit("roll", tuple("".join(map(str, f)) for f in faces), self.held)
        self.rounds_log.append(
            {"held": list(before), "rolls": [list(f) for f in faces], "after": list(self.held)}
        )

    def winner(self) -> int | None:
        """The winning seat, or None for a draw or an unfinished race."""
        if self.held == (0, 0) or not self._over():
            return None
        return 0 if self.held[0] == 0 else 1

    def returns(self) -> list[float]:
        w = self.winner()
        if w is None:
            return [0.0, 0.0]
        out = [0.0, 0.0]
        out[1 - w] = float(-self.held[1 - w])
        return out

    def result(self) -> dict[str, Any]:
        w = self.winner()
        return {
            "winner": w,
            "draw": self._over() and w is None,
            "penalty": 0 if w is None else self.held[1 - w],
            "rounds": len(self.rounds_log),
        }

    def observation(self, seat: int) -> dict[str, Any]:
        current = self.current_player()
        return {
            "game": "baya",
            "seat": seat,
            "options": options_to_dict(self.options),
            "held": list(self.held),
            "to_act": current if current >= 0 else None,
            "rounds_log": [dict(r) for r in self.rounds_log],
            "terminal": self._over(),
            "result": self.result() if self._over() else None,
        }


class Baya(Game):
    """拔牙 (pulling teeth), docs/specs/baya.md."""

    id = "baya"
    name_zh = "拔牙"
    name_en = "Pulling Teeth"
    kind = "dice"
    min_players = 2
    max_players = 2
    default_players = 2
    Options = BayaOptions
    State = BayaState

    def expected_return_sum(self, state: BayaState) -> float:
        """§4: the returns sum to minus the loser's penalty (0 for a draw)."""
        return -float(state.result()["penalty"])

    def parse_action(self, text: str) -> Roll:
        if check_notation(text, "a 拔牙 action").lower() in ("roll", "摇"):
            return ROLL
        raise NotationError(f"bad 拔牙 action {text!r}: the only action is roll")

    def parse_chance(self, text: str) -> DiceRoll:
        return DiceRoll.parse(text)

    def action_space(self, players: int, options: BayaOptions) -> ActionSpace:
        return ActionSpace([ROLL])


GAME = Baya()
