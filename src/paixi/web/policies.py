"""Trained policies as bots of the web table (``policy:NAME``, paixi.rl.policy).

The server offers the policies that ship with paixi (``paixi/rl/policies``)
when the ``rl`` extra is installed; a browser names one, never a path. A
policy plays only the game and player count it was trained for, with
options that give the same tensor and action space.
"""

from __future__ import annotations

import functools
from typing import Any

from paixi.core import PaixiError, load_game

PREFIX = "policy:"


@functools.cache
def policy_bots() -> dict[str, dict[str, Any]]:
    """``{"policy:NAME": {"game": id, "players": n}}`` for each shipped policy
    (empty without the rl extra)."""
    try:
        from paixi.rl.policy import load_policy, shipped_policies
    except (ImportError, PaixiError):
        return {}
    out = {}
    for name, path in shipped_policies().items():
        try:
            policy = load_policy(path)
        except PaixiError:  # a damaged file is not offered
            continue
        out[PREFIX + name] = {"game": policy.config.game.id, "players": policy.config.players}
    return out


def for_game(game_id: str) -> list[dict[str, Any]]:
    """The policy bots of ``game_id``: ``[{"kind": "policy:NAME", "players": n}]``."""
    return [
        {"kind": kind, "players": info["players"]}
        for kind, info in policy_bots().items()
        if info["game"] == game_id
    ]


def misfit(kind: str, game_id: str, players: int, options: dict[str, Any]) -> str | None:
    """Why policy bot ``kind`` cannot sit at this table, or None if it can."""
    info = policy_bots().get(kind)
    if info is None:
        return f"unknown bot {kind!r}"
    game = load_game(game_id)
    if info["game"] != game_id or info["players"] != players:
        other = load_game(info["game"])
        return f"{kind} plays {other.name_en} with {info['players']} players"
    from paixi.rl.config import EnvConfig
    from paixi.rl.policy import find_policy, load_policy

    trained = load_policy(find_policy(kind[len(PREFIX) :])).config
    here = EnvConfig.make(game, players, options)
    if (here.tensor.size, here.num_actions) != (trained.tensor.size, trained.num_actions):
        return f"{kind} was trained with other options ({trained.options})"
    return None
