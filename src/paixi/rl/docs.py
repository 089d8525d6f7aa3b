"""docs/rl.md's per-game reference, generated from the games themselves.

    python -m paixi.rl.docs > docs/rl.md

Everything after the hand-written head (``HEAD``) comes from the engine: for
each game its player counts, its action space in index ranges (the
notation of the first and last action of each run of one kind) and its
observation tensor's layout at the default configuration. A test checks
docs/rl.md matches, so the page cannot drift from the code.
"""

from __future__ import annotations

from importlib import resources
from typing import Any

import paixi
from paixi.core.action_space import ActionSpace
from paixi.core.game import Game


def action_runs(space: ActionSpace) -> list[tuple[int, int, str, str, str]]:
    """``(first, last, kind, first notation, last notation)`` for each run of
    consecutive indices whose actions are of one kind (type and leading word)."""
    runs: list[tuple[int, int, str, str, str]] = []
    for i in range(space.size):
        action = space.action(i)
        text = str(action)
        kind = f"{type(action).__name__} {_head(text)}"
        if runs and runs[-1][2] == kind:
            first, _, _, head, _ = runs[-1]
            runs[-1] = (first, i, kind, head, text)
        else:
            runs.append((i, i, kind, text, text))
    return runs


def _head(text: str) -> str:
    word = text.split(" ", 1)[0]
    return word if word.isalpha() else ""


def game_section(game: Game) -> str:
    players = game.default_players
    options = game.parse_options(None, players)
    space = game.cached_action_space(players, options)
    spec = game.tensor_spec(players, options)
    counts = (
        str(game.min_players)
        if game.min_players == game.max_players
        else f"{game.min_players}–{game.max_players}"
    )
    envs = "`paixi.rl.gym_env`, `paixi.rl.env`" if game.max_players == 1 else "`paixi.rl.env`"
    lines = [
        f"### {game.name_zh} {game.name_en} (`{game.id}`)",
        "",
        f"{envs}; players {counts} (shown: {players}, default options). "
        f"Actions: {space.size}; tensor: {spec.size} floats. "
        "Both sizes depend on the player count and options.",
        "",
        "| indices | actions |",
        "|---|---|",
    ]
    runs = action_runs(space)
    for first, last, _kind, head, tail in runs[:24]:
        span = f"{first}" if first == last else f"{first}–{last}"
        what = f"`{head}`" if first == last else f"`{head}` … `{tail}`"
        lines.append(f"| {span} | {what} |")
    if len(runs) > 24:
        lines.append(f"| … | {len(runs) - 24} more runs, to index {space.size - 1} |")
    lines += ["", spec.describe(), ""]
    return "\n".join(lines)


def page() -> str:
    head = resources.files("paixi.rl").joinpath("rl_head.md").read_text(encoding="utf-8")
    sections = [game_section(paixi.load_game(g.id)) for g in paixi.list_games()]
    return head.rstrip() + "\n\n## The spaces of every game\n\n" + "\n".join(sections)


def main(argv: Any = None) -> None:
    print(page(), end="")


if __name__ == "__main__":
    main()
