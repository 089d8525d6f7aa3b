"""推磨 tuī mò, "Turning the Millstone" (docs/specs/tuimo.md).

One player, no decisions (§3): after the shuffle the only action is ``play``,
which runs the whole forced procedure; its steps (checks and turns) are in the
result. All tiles are face up.
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
from paixi.equipment.dominoes import Shuffle, render_tiles
from paixi.games.tuimo import notation
from paixi.games.tuimo.procedure import TuimoResult, deal_rows, run


@dataclass(frozen=True, slots=True)
class Play:
    """The only action: run the forced procedure (text ``play``)."""

    def __str__(self) -> str:
        return "play"


PLAY = Play()


@dataclass(frozen=True)
class TuimoOptions:
    """Options of docs/specs/tuimo.md §4."""

    alignment: str = option("straight", choices=("straight", "folded"), help="how the rows face")


class TuimoState(State):
    """A 推磨 game: the two rows, then the procedure's outcome."""

    def __init__(self, game: Game, players: int, options: TuimoOptions, seed: int) -> None:
        super().__init__(game, players, options, seed)
        self.top: list[str] = []
        self.bottom: list[str] = []
        self.dealt = False
        self.outcome: TuimoResult | None = None

    def _position_fields(self) -> list[str]:
        return notation.write(self)

    def _load_position(self, fields: list[str]) -> None:
        notation.load(self, fields)

    def current_player(self) -> int:
        if not self.dealt:
            return CHANCE
        return TERMINAL if self.outcome else 0

    def legal_actions(self) -> list[Play]:
        return [PLAY] if self.current_player() == 0 else []

    def _apply_action(self, action: Play) -> None:
        self.outcome = run(self.top, self.bottom)
        o = self.outcome
        self.emit("result", o.success, o.rotations, len(o.discard))

    def _sample_chance(self, rng: random.Random) -> Shuffle:
        return Shuffle.draw(rng)

    def _check_chance(self, event: Any) -> str | None:
        return None if isinstance(event, Shuffle) else "expected a shuffle of one set"

    def _apply_chance(self, event: Shuffle) -> None:
        self.top, self.bottom = deal_rows(event.keys, self.options.alignment)
        self.dealt = True
        self.emit("laid_out")  # face up: the rows themselves are the observation

    def returns(self) -> list[float]:
        """1 for success, 0 otherwise."""
        return [1.0 if self.outcome and self.outcome.success else 0.0]

    def result(self) -> dict[str, Any]:
        o = self.outcome
        if o is None:
            return {"success": False, "finished": False}
        return {
            "success": o.success,
            "finished": True,
            "rotations": o.rotations,
            "discard": [list(c) for c in o.discard],
            "top_left": list(o.top),
            "bottom_left": list(o.bottom),
            "removals": [
                {"after_turns": r, "couples": [list(c) for c in cs]} for r, cs in o.checks
            ],
        }

    def observation(self, seat: int) -> dict[str, Any]:
        o = self.outcome
        return {
            "game": "tuimo",
            "seat": seat,
            "options": options_to_dict(self.options),
            "top": list(o.top) if o else list(self.top),
            "bottom": list(o.bottom) if o else list(self.bottom),
            "discard": [list(c) for c in o.discard] if o else [],
            "terminal": o is not None,
            "result": self.result() if o else None,
        }


class Tuimo(Game):
    """推磨 (Turning the Millstone), docs/specs/tuimo.md."""

    id = "tuimo"
    name_zh = "推磨"
    name_en = "Turning the Millstone"
    kind = "domino solitaire"
    min_players = max_players = default_players = 1
    Options = TuimoOptions
    State = TuimoState

    def parse_action(self, text: str) -> Play:
        if check_notation(text, "a 推磨 action").lower() in ("play", "推"):
            return PLAY
        raise NotationError(f"bad 推磨 action {text!r}: the only action is play")

    def parse_chance(self, text: str) -> Shuffle:
        return Shuffle.parse(text)

    def action_space(self, players: int, options: TuimoOptions) -> ActionSpace:
        return ActionSpace([PLAY])

    def describe_action(self, action: Any, lang: str = "en") -> str:
        return "推到底" if lang == "zh" else "run the procedure"

    def render(self, observation: dict[str, Any], lang: str = "en") -> str:
        zh = lang == "zh"
        lines = [
            ("上排: " if zh else "top:    ") + render_tiles(observation["top"], lang),
            ("下排: " if zh else "bottom: ") + render_tiles(observation["bottom"], lang),
        ]
        res = observation["result"]
        if res is not None:
            pairs = len(res["discard"])
            if zh:
                lines.append(
                    f"{'成功' if res['success'] else '失败'}: 推{res['rotations']}次, 取出{pairs}对"
                )
            else:
                word = "success" if res["success"] else "failure"
                lines.append(f"{word} after {res['rotations']} rotations, {pairs} pairs out")
        return "\n".join(lines)

    def event_text(self, key: str, args: Any, lang: str = "en", me: int | None = None) -> str:
        """One event in words: ``("result", True, 7, 16)`` → "success after 7 rotations, 16 pairs out"."""
        zh = lang == "zh"
        if key == "laid_out":
            return "摆成两排" if zh else "the tiles are laid out in two rows"
        if key == "result":
            ok, rotations, pairs = args
            if zh:
                return f"{'成功' if ok else '失败'}：推{rotations}次，取出{pairs}对"
            return (
                f"{'success' if ok else 'failure'} after {rotations} rotations, {pairs} pairs out"
            )
        return key

    def heuristic_agent(self, seat: int, seed: int | None = None) -> Any:
        from paixi.games.tuimo.agent import OnlyAction

        return OnlyAction()


GAME = Tuimo()
