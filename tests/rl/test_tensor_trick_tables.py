"""三门老 and 合挡's observation tensors: the trick in progress seen from each
seat (face-down plays hidden but one's own), the rows turned to the viewer,
and each game's phase planes."""

from __future__ import annotations

import random

import pytest

import paixi
from paixi.equipment.dominoes import TILE_TYPES


def _walk(game_id: str, seed: int, steps: int = 120):
    game = paixi.load_game(game_id)
    rng = random.Random(seed)
    state = game.new_game(seed=seed)
    for _ in range(steps):
        if state.is_terminal():
            return
        yield state
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game_id", ["sanmenlao", "hedang"])
def test_the_trick_in_progress_from_every_seat(game_id: str) -> None:
    game = paixi.load_game(game_id)
    checked_down = 0
    for seed in range(3):
        for state in _walk(game_id, seed):
            spec = game.tensor_spec(4, state.options)
            leader = state.leader
            for viewer in range(4):
                tensor = state.observation_tensor(viewer)
                tiles = spec.view(tensor, "trick_tiles")
                down = spec.view(tensor, "trick_down")
                for k, play in enumerate(state.plays):
                    seat = (leader + k) % 4
                    row = (seat - viewer) % 4
                    want = [0.0] * 21
                    if not play.down or seat == viewer:
                        for t in play.tiles:
                            want[t] += 1.0 / TILE_TYPES[t].copies
                    assert tiles[row * 21 : row * 21 + 21] == want
                    assert down[row] == (1.0 if play.down else 0.0)
                    checked_down += play.down and seat != viewer
                if state.plays:
                    assert spec.view(tensor, "trick_leader")[(leader - viewer) % 4] == 1.0
                hand = spec.view(tensor, "my_hand")
                for t in state.hands[viewer]:
                    assert hand[t] > 0
                assert sum(x * TILE_TYPES[i].copies for i, x in enumerate(hand)) == len(
                    state.hands[viewer]
                )
    assert checked_down > 0


def test_sanmenlao_lead_roll_names_a_class() -> None:
    for seed in range(40):
        for state in _walk("sanmenlao", seed):
            if state.lead_class is not None and state.phase == "play" and not state.plays:
                spec = state.game.tensor_spec(4, state.options)
                tensor = state.observation_tensor(state.current_player())
                want = ("zheng", "dianzi", "yao").index(state.lead_class)
                assert spec.view(tensor, "lead_class") == [float(i == want) for i in range(3)]
                assert spec.view(tensor, "phase") == [0, 0, 1.0, 0]
                return
    pytest.skip("no lead roll in these games")


def test_hedang_sale_and_banker_planes() -> None:
    for seed in range(20):
        for state in _walk("hedang", seed):
            obs = state.observation(0)
            if obs["answers"] and obs["banker"] is not None:
                spec = state.game.tensor_spec(4, state.options)
                tensor = state.observation_tensor(1)
                assert spec.view(tensor, "sale") == [0.0, 1.0]
                for answer in obs["answers"]:
                    plane = "bought" if answer["buy"] else "passed"
                    assert spec.view(tensor, plane)[(answer["seat"] - 1) % 4] == 1.0
                assert spec.view(tensor, "banker")[(obs["banker"] - 1) % 4] == 1.0
                return
    pytest.fail("no sale answered in these games")
