"""Shared by the tests of the domino trick games 三门老 and 合挡
(tests/sanmenlao, tests/hedang): positions built through the position notation
only, the spec's unit tables written out independently of the engine, and the
checks both games' states must pass."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

import pytest

from paixi.core.errors import PositionError
from paixi.equipment.dominoes import INDEX, SET_ORDER
from tests.conformance import canonical

PLAYERS = 4

# --- positions ---------------------------------------------------------------------


def fill_hands(
    fixed: dict[int, list[str]], size: int = 8, pool: Iterable[str] = SET_ORDER
) -> tuple[list[list[str]], list[str]]:
    """Hands of ``size`` tiles: the ``fixed`` tiles, the rest dealt in the
    order of ``pool`` (the set order) from what remains; and the tiles left over."""
    rest = list(pool)
    for held in fixed.values():
        for t in held:
            rest.remove(t)
    hands = []
    for seat in range(PLAYERS):
        hand = list(fixed.get(seat, []))
        while len(hand) < size:
            hand.append(rest.pop(0))
        hands.append(hand)
    return hands, rest


def rest_of_set(hands: list[list[str]]) -> list[str]:
    """The tiles not in ``hands`` (to put in ``up`` for an end-of-round position)."""
    gone = list(SET_ORDER)
    for h in hands:
        for k in h:
            gone.remove(k)
    return gone


def tiles(keys: list[str]) -> str:
    """A position's tile list: keys in set order joined by ``,``; ``-`` for none."""
    order = {k: i for i, k in enumerate(dict.fromkeys(SET_ORDER))}
    return ",".join(sorted(keys, key=order.__getitem__)) or "-"


def table_position(
    game_id: str,
    hands: list[list[str]],
    own: str,
    *,
    first: int = 0,
    roller: int = 0,
    phase: str = "play",
    shou: str = "0,0,0,0",
    tricks: str = "0,0,0,0",
    up: list[str] | tuple[str, ...] = (),
    down: list[list[str]] | tuple[list[str], ...] = ([], [], [], []),
    trick: str | None = None,
    last: str = "-",
    options: str = "-",
    scores: str = "0,0,0,0",
) -> str:
    """A position line of round 1/1 with the table fields and then ``own``
    (the game's own fields); the dice are chosen so that ``first`` is the first
    player, and the trick is ``first``'s lead unless given."""
    total = (first - roller) % PLAYERS + 1  # 1..4 → dice totals 5..8 keep the same seat
    a, b = {1: (2, 3), 2: (1, 1), 3: (1, 2), 4: (1, 3)}[total]
    if trick is None:
        trick = f"{first}:"
    return (
        f"{game_id} 4 {options} round=1/1 roller={roller} scores={scores} "
        f"deal=0:{a}-{b} phase={phase} hands={'/'.join(tiles(h) for h in hands)} "
        f"shou={shou} tricks={tricks} up={tiles(list(up))} "
        f"down={'/'.join(tiles(d) for d in down)} trick={trick} last={last} {own}"
    )


def legal(state: Any) -> set[str]:
    """The legal actions of ``state`` in notation."""
    return {str(a) for a in state.legal_actions()}


def play(state: Any, actions: Iterable[str]) -> Any:
    """Apply ``actions`` (notation) in turn; returns ``state``."""
    for a in actions:
        state.apply(a)
    return state


# --- the spec's unit tables ----------------------------------------------------------


def T(*keys: str) -> tuple[int, ...]:
    """Tile keys as a sorted play of type indices."""
    return tuple(sorted(INDEX[k] for k in keys))


DIANZI = [["4-5", "3-6"], ["2-6", "3-5"], ["3-4", "2-5"], ["1-4", "2-3"], ["2-4"], ["1-2"]]
"""The 点子 (合挡: 短) tiles by rank, rank 1 first: nines, eights, sevens, fives, six, three."""
FAMILY = [("6-6", ["4-5", "3-6"]), ("1-1", ["2-6", "3-5"]), ("4-4", ["3-4", "2-5"])]
FAMILY.append(("1-3", ["1-4", "2-3"]))
"""The combination families 天九 地八 人七 和五: (正 tile, its two 点子 tiles)."""


def spec_units(
    civil: list[tuple[str, list[str]]], dianzi: str
) -> dict[tuple[int, ...], tuple[str, int]]:
    """Every unit and its (type, rank): singles and pairs of each civil class
    (``civil``: class name, keys by rank), singles and 碎 pairs of the 点子
    class named ``dianzi``, and the combinations of :data:`FAMILY`."""
    table: dict[tuple[int, ...], tuple[str, int]] = {}
    for cls, keys in civil:
        for r, k in enumerate(keys, 1):
            table[T(k)] = (f"single-{cls}", r)
            table[T(k, k)] = (f"pair-{cls}", r)
    for r, group in enumerate(DIANZI, 1):
        for k in group:
            table[T(k)] = (f"single-{dianzi}", r)
        if len(group) == 2:
            table[T(*group)] = (f"pair-{dianzi}", r)
    for r, (z, (d1, d2)) in enumerate(FAMILY, 1):
        for d in (d1, d2):
            table[T(z, d)] = ("combo2", r)
            table[T(z, z, d)] = ("combo3", r)
        table[T(z, d1, d2)] = ("combo3", r)
        table[T(z, z, d1, d2)] = ("combo4", r)
    return table


# --- checks both games' states pass ----------------------------------------------------


def check_positions_round_trip(game: Any, options: Callable[[int], dict[str, Any]]) -> None:
    """At every point of 30 random games (``options(seed)``): the position
    reads back to itself, with the same turn, legal actions, observations and,
    at the end, returns."""
    rng = random.Random(5)
    for seed in range(30):
        state = game.new_game(seed=seed, options=options(seed))
        while True:
            text = state.to_position()
            again = game.from_position(text)
            assert again.to_position() == text
            assert again.current_player() == state.current_player()
            assert again.legal_actions() == state.legal_actions()
            for seat in range(PLAYERS):
                assert canonical(again.observation(seat)) == canonical(state.observation(seat))
            if state.is_terminal():
                assert again.returns() == state.returns()
                break
            state.apply(rng.choice(state.legal_actions()))


def check_refused(game: Any, good: str, change: Callable[[str], str], message: str) -> None:
    """``good`` is a position and ``change(good)`` is refused with ``message``."""
    game.from_position(good)
    with pytest.raises(PositionError, match=message):
        game.from_position(change(good))


def check_resample_redraws(game: Any, moves: int, reread: bool = False) -> None:
    """After ``moves`` random moves, resampling for seat 0 keeps its view and
    (in some of 10 draws) changes what it cannot see; with ``reread`` each
    resampled state is still a consistent position."""
    state = game.new_game(seed=9)
    rng = random.Random(9)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    changed = False
    for k in range(10):
        other = state.resample_hidden(0, random.Random(k))
        assert canonical(other.observation(0)) == canonical(state.observation(0))
        if reread:
            game.from_position(other.to_position())
        changed |= other.to_position() != state.to_position()
    assert changed


def heuristic_mean_return(game: Any, games: int) -> float:
    """The heuristic agent's mean return over ``games`` seeded games, each
    against three random agents, its seat turning."""
    from paixi.agents import RandomAgent, play_match

    total = 0.0
    for seed in range(games):
        seat = seed % PLAYERS
        agents = [RandomAgent(seed * 4 + i) for i in range(PLAYERS)]
        agents[seat] = game.heuristic_agent(seat, seed)
        total += play_match(game, agents, seed=seed)["returns"][seat]
    return total / games


def check_observation_carries(game: Any, keys: Iterable[str]) -> None:
    """A fresh game's observation has ``keys`` and is JSON-safe."""
    import json

    obs = game.new_game(seed=3).observation(0)
    for key in keys:
        assert key in obs
    json.dumps(obs)
