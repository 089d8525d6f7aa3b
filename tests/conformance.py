"""Helpers for the conformance suite (tests/test_conformance.py)."""

from __future__ import annotations

import json
import random
from typing import Any

from paixi.core.errors import OptionError
from paixi.core.game import Game, State
from paixi.core.options import random_option_values

MAX_STEPS = 200_000

TEST_OPTION_OVERRIDES: dict[str, dict[str, Any]] = {
    "mcr": {"single_hand": True},  # a full match of 16 hands is needlessly slow in tests
    "longmajiang": {"hands": 1},
}
"""Per game id, option values the tests always use (to keep random games short)."""


def random_config(game: Game, rng: random.Random) -> tuple[int, Any]:
    """A random legal player count and options for ``game``."""
    for _ in range(200):
        players = rng.randint(game.min_players, game.max_players)
        values = random_option_values(game.Options, rng)
        values.update(TEST_OPTION_OVERRIDES.get(game.id, {}))
        try:
            return players, game.parse_options(values, players)
        except OptionError:
            continue
    players = game.default_players
    return players, game.parse_options({}, players)


def random_playout(state: State, rng: random.Random, on_step: Any = None) -> State:
    """Play uniformly random legal actions to the end (bounded)."""
    steps = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal, f"{state.game.id}: a non-terminal decision node has no legal action"
        action = rng.choice(legal)
        if on_step is not None:
            on_step(state, action)
        state.apply(action)
        steps += 1
        assert steps < MAX_STEPS, f"{state.game.id}: game did not end in {MAX_STEPS} steps"
    return state


def canonical(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, ensure_ascii=False)


# --- pairs of states that differ only in what one viewer cannot see ------------


def _mutations(text: str, rng: random.Random) -> str | None:
    """A random small change to a chance event's notation: two whitespace
    tokens swapped, two two-character codes swapped inside a long token (a
    mahjong wall), or one die of a cup (``seat:faces``) changed. None if
    nothing applies."""
    tokens = text.split(" ")
    kind = rng.randrange(3)
    if kind == 0 and len(tokens) >= 2:
        i, j = rng.sample(range(len(tokens)), 2)
        tokens[i], tokens[j] = tokens[j], tokens[i]
        return " ".join(tokens)
    if kind == 1:
        k = max(range(len(tokens)), key=lambda t: len(tokens[t]))
        token = tokens[k]
        codes = [token[p : p + 2] for p in range(0, len(token) - 1, 2)]
        if len(codes) < 4 or len(token) % 2:
            return None
        i, j = rng.sample(range(len(codes)), 2)
        codes[i], codes[j] = codes[j], codes[i]
        tokens[k] = "".join(codes)
        return " ".join(tokens)
    k = rng.randrange(len(tokens))
    head, colon, faces = tokens[k].rpartition(":")
    if not faces.isdigit():
        return None
    p = rng.randrange(len(faces))
    faces = faces[:p] + str(rng.randrange(1, 7)) + faces[p + 1 :]
    tokens[k] = head + colon + "".join(sorted(faces)) if colon else faces
    return " ".join(tokens)


def _replay_steps(game: Game, record: dict[str, Any], history: list[dict[str, Any]]) -> State:
    state = game.new_game(record["players"], record["options"], seed=0, chance="manual")
    for step in history:
        if "chance" in step:
            state.apply_chance(step["chance"])
        else:
            if state.current_player() != step["seat"]:
                raise ValueError("another seat is to act")
            state.apply(step["action"])
    return state


def observation_trace(state: State, viewer: int) -> list[str]:
    """``viewer``'s observation after every step of ``state``'s history (replayed)."""
    record = state.to_record()
    replayed = state.game.new_game(record["players"], record["options"], seed=0, chance="manual")
    out = []
    for step in record["history"]:
        if "chance" in step:
            replayed.apply_chance(step["chance"])
        else:
            replayed.apply(step["action"])
        out.append(canonical(replayed.observation(viewer)))
    return out


def hidden_twin(state: State, viewer: int, rng: random.Random, tries: int = 40) -> State | None:
    """A state with the same actions as ``state`` but one chance event changed,
    such that ``viewer`` saw exactly the same observations after every step,
    and that is not the same game: two states differing only in what
    ``viewer`` cannot see, built without the game's own ``resample_hidden``.
    None if no such change was found in ``tries`` attempts."""
    game = state.game
    record = json.loads(json.dumps(state.to_record()))
    history = record["history"]
    chances = [i for i, step in enumerate(history) if "chance" in step]
    if not chances:
        return None
    trace = observation_trace(state, viewer)
    for _ in range(tries):
        i = rng.choice(chances)
        changed = _mutations(history[i]["chance"], rng)
        if changed is None or changed == history[i]["chance"]:
            continue
        try:
            if str(game.parse_chance(changed)) == history[i]["chance"]:
                continue
            other = game.new_game(record["players"], record["options"], seed=0, chance="manual")
            ok = True
            for k, step in enumerate(history):
                if k == i:
                    other.apply_chance(changed)
                elif "chance" in step:
                    other.apply_chance(step["chance"])
                elif other.current_player() != step["seat"]:
                    ok = False
                else:
                    other.apply(step["action"])
                if not ok or canonical(other.observation(viewer)) != trace[k]:
                    ok = False
                    break
        except Exception:  # an impossible change: try another
            continue
        if ok:
            return other
    return None


# --- one-character mutations of positions (issue 29) ---------------------------------

_MUTATION_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-=:;,.|/!_+*#@ "
"""Characters a mutation may put in, beside those of the position itself."""


def mutate_once(text: str, rng: random.Random) -> str:
    """``text`` with one character substituted, deleted, inserted or duplicated."""
    i = rng.randrange(len(text))
    kind = rng.randrange(4)
    if kind == 1:
        return text[:i] + text[i + 1 :]
    if kind == 3:
        return text[:i] + text[i] + text[i:]
    new = rng.choice(sorted(set(text) | set(_MUTATION_ALPHABET)))
    return text[:i] + new + text[i + (kind == 0) :]


def sample_positions(game: Game, rng: random.Random, count: int) -> list[str]:
    """``count`` positions met in random games of ``game`` (random configurations)."""
    found: list[str] = []
    while len(found) < count:
        players, options = random_config(game, rng)
        state = game.new_game(players, options, seed=rng.getrandbits(32))
        seen: list[State] = []

        def keep(s: State, _action: Any, seen: list[State] = seen) -> None:
            if rng.random() < 0.1:
                seen.append(s.clone())

        random_playout(state, rng, keep)
        seen.append(state)
        found += [s.to_position() for s in rng.sample(seen, min(len(seen), count - len(found), 4))]
    return found
