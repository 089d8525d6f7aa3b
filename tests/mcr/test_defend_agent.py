"""The MCR points-and-defence agent (issue 23): it refuses a dangerous discard it can afford to refuse."""

from __future__ import annotations

from typing import Any

import paixi
from paixi.agents import make_agent
from paixi.equipment.mahjong import parse_tiles
from paixi.games.mcr.actions import DISCARD, Action
from paixi.games.mcr.agent import HeuristicAgent
from paixi.games.mcr.danger import Opponent, read_opponents, threat, tile_danger
from paixi.games.mcr.defend_agent import DefendingAgent
from paixi.games.mcr.search import evaluate

GAME = paixi.load_game("mcr")
# East (seat 1 here) has three bamboo sets exposed, many turns played, a short wall
FLUSH_MELDS = [
    {"type": "pung", "tiles": "222s", "concealed": False},
    {"type": "chow", "tiles": "678s", "concealed": False},
    {"type": "pung", "tiles": "999s", "concealed": False},
]


def _position(hand: str, wall: int = 12) -> tuple[dict[str, Any], list[Action]]:
    obs = dict(GAME.new_game(4, {"single_hand": True}, seed=3).observation(0))
    obs["my_tiles"], obs["my_drawn"], obs["window"] = hand, None, None
    obs["melds"] = [[], FLUSH_MELDS, [], []]
    seen = ["1z", "2m", "8p", "4z", "6z", "1m", "9p", "3m"]
    obs["discards"] = [
        [["9m", False]] * 6,
        [[t, False] for t in seen],
        [["1p", False]] * 6,
        [["2p", False]] * 6,
    ]
    obs["wall_remaining"] = wall
    legal = [Action(DISCARD, t) for t in sorted(set(parse_tiles(hand)))]
    return obs, legal


def test_defender_keeps_its_wait_but_not_on_the_flush_suit() -> None:
    # either discard leaves Seven Pairs ready; 5s feeds the bamboo flush, 7z does not
    obs, legal = _position("1155m 2299p 1133z 7z 5s")
    assert str(HeuristicAgent(1).act(obs, legal)) == "5s"
    assert str(DefendingAgent(1).act(obs, legal)) == "7z"


def test_defender_plays_as_the_heuristic_when_nobody_threatens() -> None:
    obs, legal = _position("1155m 2299p 1133z 7z 5s", wall=80)
    obs["melds"] = [[], [], [], []]
    for pile in obs["discards"]:
        del pile[2:]
    assert DefendingAgent(1).act(obs, legal) == HeuristicAgent(1).act(obs, legal)


def test_danger_reads_safe_tiles_from_the_table() -> None:
    obs, _ = _position("1155m 2299p 1133z 7z 5s")
    east = read_opponents(obs)[1]
    assert threat(east, 12) > threat(read_opponents(obs)[2], 12)
    unseen = [4] * 34
    m = {name: parse_tiles(name)[0] for name in ("3m", "4m", "5m", "6m", "5s", "5z")}
    # on the flush suit of a seat with three bamboo sets: more dangerous than a character
    assert tile_danger(m["5s"], east, unseen) > tile_danger(m["5m"], east, unseen)
    quiet = Opponent(frozenset({m["3m"]}), (), 8)
    assert tile_danger(m["3m"], quiet, unseen) < tile_danger(m["4m"], quiet, unseen)  # its own
    assert tile_danger(m["6m"], quiet, unseen) < tile_danger(m["5m"], quiet, unseen)  # suji
    last_copy = [0 if t == m["5z"] else 4 for t in range(34)]
    assert tile_danger(m["5z"], quiet, last_copy) < tile_danger(m["5z"], quiet, unseen) / 10


def test_defender_is_an_agent_kind() -> None:
    assert isinstance(make_agent("mcr-defend", GAME, 0, 1), DefendingAgent)


def test_search_evaluation_prefers_the_nearer_hand() -> None:
    state = GAME.new_game(4, {"single_hand": True}, seed=5)
    near = parse_tiles("123m 456m 789m 123p 5p")
    state.counts[2] = [near.count(t) for t in range(34)]
    values = evaluate(state)
    assert len(values) == 4 and all(0.0 <= v <= 1.0 for v in values)
    assert values[2] == max(values)
