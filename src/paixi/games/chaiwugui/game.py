"""拆乌龟 chāi wū guī, "Taking Apart the Turtle" (docs/specs/chaiwugui.md).

One player, no decisions (§3): after the shuffle the only action is ``play``,
which runs the forced rounds. Until then only the ten initially face-up tiles
are visible; the others are face down and never appear in an observation
before the game ends (then the whole turtle is turned over).
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
from paixi.equipment.dominoes import Shuffle, render_tile
from paixi.games.chaiwugui import notation
from paixi.games.chaiwugui.procedure import (
    POSITION_NAMES,
    TurtleResult,
    initially_face_up,
    lines_for,
    run,
)


@dataclass(frozen=True, slots=True)
class Play:
    """The only action: run the forced rounds (text ``play``)."""

    def __str__(self) -> str:
        return "play"


PLAY = Play()


@dataclass(frozen=True)
class ChaiwuguiOptions:
    """Options of docs/specs/chaiwugui.md §4."""

    exposure: str = option(
        "columns", choices=("columns", "half_columns"), help="§2 lines or chains"
    )


class ChaiwuguiState(State):
    """A 拆乌龟 game: the 32 positions (deal indices), then the outcome."""

    def __init__(self, game: Game, players: int, options: ChaiwuguiOptions, seed: int) -> None:
        super().__init__(game, players, options, seed)
        self.tiles: list[str] = []
        self.outcome: TurtleResult | None = None

    def _position_fields(self) -> list[str]:
        return notation.write(self)

    def _load_position(self, fields: list[str]) -> None:
        notation.load(self, fields)

    def current_player(self) -> int:
        if not self.tiles:
            return CHANCE
        return TERMINAL if self.outcome else 0

    def legal_actions(self) -> list[Play]:
        return [PLAY] if self.current_player() == 0 else []

    def _apply_action(self, action: Play) -> None:
        self.outcome = run(self.tiles, self.options.exposure)
        o = self.outcome
        self.emit("result", o.success, o.rounds, len(o.left))

    def _sample_chance(self, rng: random.Random) -> Shuffle:
        return Shuffle.draw(rng)

    def _check_chance(self, event: Any) -> str | None:
        return None if isinstance(event, Shuffle) else "expected a shuffle of one set"

    def _apply_chance(self, event: Shuffle) -> None:
        self.tiles = list(event.keys)
        self.emit("laid_out")  # which tiles lie face up is the observation's

    def _visible(self) -> set[int]:
        if self.outcome is not None:
            return set(range(32))
        return set(initially_face_up(self.options.exposure)) if self.tiles else set()

    def resample_hidden(self, seat: int, rng: random.Random) -> ChaiwuguiState:
        """Redeal the face-down tiles among the face-down positions."""
        other = self.clone()
        hidden = [i for i in range(len(self.tiles)) if i not in self._visible()]
        keys = [self.tiles[i] for i in hidden]
        rng.shuffle(keys)
        for i, k in zip(hidden, keys, strict=True):
            other.tiles[i] = k
        return other

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
            "rounds": o.rounds,
            "discard": [list(c) for c in o.discard],
            "left": [POSITION_NAMES[p] for p in o.left],
        }

    def observation(self, seat: int) -> dict[str, Any]:
        visible = self._visible()
        removed: set[int] = set()
        if self.outcome is not None:
            removed = set(range(32)) - set(self.outcome.left)
        return {
            "game": "chaiwugui",
            "seat": seat,
            "options": options_to_dict(self.options),
            "positions": {
                POSITION_NAMES[i]: (None if i in removed else self.tiles[i])
                for i in sorted(visible)
            },
            "terminal": self.outcome is not None,
            "result": self.result() if self.outcome else None,
        }


class Chaiwugui(Game):
    """拆乌龟 (Taking Apart the Turtle), docs/specs/chaiwugui.md."""

    id = "chaiwugui"
    name_zh = "拆乌龟"
    name_en = "Taking Apart the Turtle"
    kind = "domino solitaire"
    min_players = max_players = default_players = 1
    Options = ChaiwuguiOptions
    State = ChaiwuguiState

    def parse_action(self, text: str) -> Play:
        if check_notation(text, "a 拆乌龟 action").lower() in ("play", "拆"):
            return PLAY
        raise NotationError(f"bad 拆乌龟 action {text!r}: the only action is play")

    def parse_chance(self, text: str) -> Shuffle:
        return Shuffle.parse(text)

    def action_space(self, players: int, options: ChaiwuguiOptions) -> ActionSpace:
        return ActionSpace([PLAY])

    def describe_action(self, action: Any, lang: str = "en") -> str:
        return "拆到底" if lang == "zh" else "take the turtle apart"

    def render(self, observation: dict[str, Any], lang: str = "en") -> str:
        zh = lang == "zh"
        exposure = observation["options"]["exposure"]
        shown = observation["positions"]
        lines = []
        for n, line in enumerate(lines_for(exposure), 1):
            cells = []
            for p in line:
                name = POSITION_NAMES[p]
                if name not in shown:
                    cells.append(f"{name}:##")
                elif shown[name] is None:
                    cells.append(f"{name}:--")
                else:
                    cells.append(f"{name}:{render_tile(shown[name], lang)}")
            lines.append(f"{n:2d} " + " ".join(cells))
        res = observation["result"]
        if res is not None:
            if zh:
                lines.append(
                    f"{'拆通' if res['success'] else '不通'}: {res['rounds']}轮, 剩{len(res['left'])}张"
                )
            else:
                word = "success" if res["success"] else "failure"
                lines.append(f"{word}: {res['rounds']} rounds, {len(res['left'])} tiles left")
        return "\n".join(lines)

    def event_text(self, key: str, args: Any, lang: str = "en", me: int | None = None) -> str:
        """One event in words: ``("result", False, 3, 6)`` → "failure: 3 rounds, 6 tiles left"."""
        zh = lang == "zh"
        if key == "laid_out":
            return "摆成乌龟" if zh else "the turtle is laid out"
        if key == "result":
            ok, rounds, left = args
            if zh:
                return f"{'拆通' if ok else '不通'}：{rounds}轮，剩{left}张"
            return f"{'success' if ok else 'failure'}: {rounds} rounds, {left} tiles left"
        return key

    def heuristic_agent(self, seat: int, seed: int | None = None) -> Any:
        from paixi.games.chaiwugui.agent import OnlyAction

        return OnlyAction()


GAME = Chaiwugui()
