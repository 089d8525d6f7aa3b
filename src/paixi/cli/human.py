"""A human at the terminal: sees its own seat's view, picks from a numbered
menu or types an action's notation; a wrong entry is asked again with the reason."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from paixi.cli.common import console
from paixi.cli.zh_errors import move_reason
from paixi.core.errors import PaixiError
from paixi.core.game import Game, State
from paixi.core.zh_text import full_width

MENU_LINES = 20
"""Longest one-step menu; a game with more choices and ``menu_groups`` asks in two steps."""


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
        self.print_new_events(state, seat)
        try:
            return self.act(state.observation(seat), state.legal_actions())
        finally:
            self._why = None

    def print_new_events(self, state: State, seat: int, most: int = 12) -> None:
        """What happened since this seat's last turn (or, at the end, since its
        last turn of the game), as that seat may read it (``state.events_for(seat)``
        in the game's words): the last ``most``, after a line counting the rest."""
        events = state.events_for(seat)
        new = events[self._events_seen :] if self._events_seen <= len(events) else events
        self._events_seen = len(events)
        if not new:
            return
        console.print()
        if len(new) > most:
            skipped = len(new) - most
            console.print(
                f"  … 之前还有 {skipped} 条" if self.lang == "zh" else f"  … {skipped} earlier",
                markup=False,
            )
        for _, key, args in new[-most:]:
            said = self.game.event_text(key, args, self.lang, me=seat)
            console.print("  · " + (full_width(said) if self.lang == "zh" else said), markup=False)

    def act(self, observation: dict[str, Any] | None, legal_actions: list[Any]) -> Any:
        assert observation is not None
        if len(legal_actions) == 1:  # a forced move (a claim window with only pass, a deal)
            only = legal_actions[0]
            said = self.game.describe_action(only, self.lang)
            console.print(
                f"  → {said}（唯一可行）" if self.lang == "zh" else f"  → {said} (the only move)",
                markup=False,
            )
            return only
        console.print()
        board = self.game.render(observation, self.lang)
        console.print(full_width(board) if self.lang == "zh" else board, markup=False)
        groups = self.game.menu_groups(legal_actions, self.lang)
        if groups is None or len(legal_actions) <= MENU_LINES:
            return self._choose(legal_actions)
        while True:  # two steps: a group (a bid's count), then the action in it
            labels = [label for label, _ in groups]
            picked = self._choose(labels, legal_actions)
            if not isinstance(picked, int):
                return picked  # typed notation of a legal action
            members = groups[picked][1]
            if len(members) == 1:
                return members[0]
            choice = self._choose(members, back=True)
            if choice is not None:
                return choice

    def _choose(self, items: list[Any], legal: list[Any] | None = None, back: bool = False) -> Any:
        """Show ``items`` numbered from 1 and read a choice: the item (or its
        index, for a list of group labels), a typed legal action, or None for
        ``0`` when ``back`` is offered."""
        zh = self.lang == "zh"
        labels_only = legal is not None
        legal = legal if legal is not None else items
        if back:
            console.print("    0. " + ("返回" if zh else "back"), markup=False)
        for i, item in enumerate(items, 1):
            text = item if labels_only else self._label(item)
            console.print(f"  {i:3d}. {text}", markup=False)
        prompt = "选择编号（q 退出）：" if zh else "choose a number or type an action (q to quit): "
        while True:
            try:
                text = input(prompt).strip()
            except EOFError:
                raise HumanQuit() from None
            if text.lower() in ("q", "quit", "exit"):
                raise HumanQuit()
            if back and text == "0":
                return None
            if text.isdigit() and len(text) <= 6 and 1 <= int(text) <= len(items):
                k = int(text) - 1
                return k if labels_only else items[k]
            choice, reason = self._read(text, legal, len(items))
            if choice is not None:
                return choice
            console.print(reason, markup=False)

    def _label(self, action: Any) -> str:
        """A menu line: the notation to type, then its description (once, when
        the description already starts with the notation)."""
        said = self.game.describe_action(action, self.lang)
        word = str(action)
        if self.lang == "zh":  # 中文: the words only (the number is what one types)
            return said
        return said if said.split(" ", 1)[0] == word else f"{word}  {said}"

    def _read(self, text: str, legal: list[Any], shown: int | None = None) -> tuple[Any, str]:
        zh = self.lang == "zh"
        if not text:
            return None, "请输入编号或动作" if zh else "please type a number or an action"
        if text.lstrip("-").isdigit():
            top = shown if shown is not None else len(legal)
            return None, (f"编号须在 1-{top}" if zh else f"the number must be 1-{top}")
        try:
            action = self.game.parse_action(text)
            # a game whose notation may leave parts open (干瞪眼 joker readings) fills them in
            action = self.game.resolve_action(action, legal)
        except PaixiError as exc:
            if zh:  # the notation's own error is English: say what to do instead
                return None, f"看不懂“{text}”：请输入菜单上的编号"
            return None, str(exc)
        if action in legal:
            return action, ""
        reason = self._why(action) if self._why is not None else None
        if zh:  # the engine words its reasons in English: said in Chinese, or not at all
            text = f"“{self.game.describe_action(action, 'zh')}”现在不合规则"
            said = move_reason(reason)
            return None, f"{text}：{said}" if said else f"{text}：请输入菜单上的编号"
        text = f"{action} is not legal now"
        return None, f"{text}: {reason}" if reason else text
