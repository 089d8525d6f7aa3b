"""A step-by-step trace of seeded random games, for comparing two engines.

Run in this process (compiled modules where built) and in a child process
with ``PAIXI_PURE_PYTHON=1`` (the same modules from their Python source) by
``tests/test_native.py``; the two traces must be equal line for line.
"""

from __future__ import annotations

import hashlib
import json
import random

import paixi

GAMES = (("zhengshangyou", {"target": 1}), ("gandengyan", {}))


def trace(games: int = 6) -> list[str]:
    """One line per game: game id, players, seed and a digest of every step —
    the seat to act, the legal list in order, that seat's observation, every
    seat's new events, the position — plus clones and refused moves."""
    lines = []
    for game_id, options in GAMES:
        game = paixi.load_game(game_id)
        for players in range(game.min_players, game.max_players + 1):
            for seed in range(games):
                lines.append(f"{game_id} {players} {seed} {_digest(game, players, options, seed)}")
    return lines


def _digest(game: paixi.core.game.Game, players: int, options: dict, seed: int) -> str:
    rng = random.Random(seed)
    state = game.new_game(players, options, seed=seed)
    digest = hashlib.sha256()
    seen = [0] * players
    while not state.is_terminal():
        seat = state.current_player()
        legal = state.legal_actions()
        view = json.dumps(state.observation(seat), sort_keys=True, default=str)
        digest.update(f"{seat}|{[str(a) for a in legal]}|{view}|{state.to_position()}".encode())
        for viewer in range(players):
            digest.update(repr(state.events_for(viewer, seen[viewer])).encode())
            seen[viewer] = state.event_count()
        if rng.random() < 0.05:  # a clone plays on alone; the original must not move
            before = state.to_position()
            twin = state.clone()
            twin.apply(legal[rng.randrange(len(legal))])
            assert state.to_position() == before, "a clone's move changed the original"
        try:  # a move in notation, often refused: the refusal's words are traced too
            state.apply(rng.choice(("pass", "9 9 9 9 9", "3", "A A")))
            digest.update(b"took")
        except paixi.PaixiError as error:
            digest.update(str(error).encode())
            state.apply(legal[rng.randrange(len(legal))])
    digest.update(json.dumps(state.returns()).encode())
    return digest.hexdigest()[:16]


if __name__ == "__main__":
    print("\n".join(trace()))
