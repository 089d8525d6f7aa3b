"""A human at the terminal: sees its own seat's view, picks from a numbered
menu or types an action's notation; a wrong entry is asked again with the reason."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from paixi.cli.common import console
from paixi.core.errors import PaixiError
from paixi.core.game import Game, State


class HumanQuit(Exception):
    """The human closed the input (EOF) or typed quit."""


class HumanAgent:
    needs_observation = True

    def __init__(self, game: Game, seat: int, lang: str = "en") -> None:
        self.game = game
        self.seat = seat
        self.lang = lang
        self._why: Callable[[Any], str | None] | None = None
        self._events_seen = 0

    def act_on_state(self, state: State, seat: int) -> Any:
        """:meth:`act` on ``seat``'s own view of ``state``; an illegal typed
        action is answered with the game's reason (``state.illegal_reason``,
        which speaks only of the actor's own move)."""
        self._why = state.illegal_reason
        self._print_new_events(state, seat)
        try:
            return self.act(state.observation(seat), state.legal_actions())
        finally:
            self._why = None

    def _print_new_events(self, state: State, seat: int, most: int = 12) -> None:
        """What happened since this seat's last turn, as that seat may read it
        (``state.events_for(seat)`` in the game's words), at most the last ``most``."""
        events = state.events_for(seat)
        new = events[self._events_seen :] if self._events_seen <= len(events) else events
        self._events_seen = len(events)
        if not new:
            return
        console.print()
        for _, key, args in new[-most:]:
            console.print("  · " + self.game.event_text(key, args, self.lang), markup=False)

    def act(self, observation: dict[str, Any] | None, legal_actions: list[Any]) -> Any:
        assert observation is not None
        zh = self.lang == "zh"
        console.print()
        console.print(self.game.render(observation, self.lang), markup=False)
        for i, action in enumerate(legal_actions, 1):
            console.print(
                f"  {i:3d}. {action}  {self.game.describe_action(action, self.lang)}", markup=False
            )
        prompt = (
            "选择编号或输入动作 (q 退出): "
            if zh
            else "choose a number or type an action (q to quit): "
        )
        while True:
            try:
                text = input(prompt).strip()
            except EOFError:
                raise HumanQuit() from None
            if text.lower() in ("q", "quit", "exit"):
                raise HumanQuit()
            choice, reason = self._read(text, legal_actions)
            if choice is not None:
                return choice
            console.print(reason, markup=False)

    def _read(self, text: str, legal: list[Any]) -> tuple[Any, str]:
        zh = self.lang == "zh"
        if not text:
            return None, "请输入编号或动作" if zh else "please type a number or an action"
        if text.lstrip("-").isdigit():
            k = int(text) if len(text) <= 6 else 0
            if 1 <= k <= len(legal):
                return legal[k - 1], ""
            return None, (
                f"编号须在 1-{len(legal)}" if zh else f"the number must be 1-{len(legal)}"
            )
        try:
            action = self.game.parse_action(text)
            # a game whose notation may leave parts open (干瞪眼 joker readings) fills them in
            resolve = getattr(self.game, "resolve_action", None)
            if resolve is not None:
                action = resolve(action, legal)
        except PaixiError as exc:
            return None, str(exc)
        if action in legal:
            return action, ""
        text = f"{action} 现在不合规则" if zh else f"{action} is not legal now"
        reason = self._why(action) if self._why is not None else None
        return None, f"{text}: {reason}" if reason else text
