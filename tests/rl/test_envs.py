"""The PettingZoo and Gymnasium environments of every game (paixi.rl, docs/rl.md):
PettingZoo's own API and seed tests at every player count, Gymnasium's
env checker for the solitaires, the same seed giving the same trajectory,
rewards adding up to the game's returns, and bad input refused cleanly."""

from __future__ import annotations

import importlib.util
import warnings

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the rl extra is not installed")

from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

import paixi
import paixi.rl
from paixi.core.errors import IllegalActionError, OptionError, PaixiError

GAMES = [
    g.id
    for g in paixi.list_games()
    if importlib.util.find_spec(f"paixi.games.{g.id}.tensor") is not None
]
CONFIGS = [
    (game_id, players)
    for game_id in GAMES
    for players in range(
        paixi.load_game(game_id).min_players, paixi.load_game(game_id).max_players + 1
    )
]
SOLITAIRES = [g for g in GAMES if paixi.load_game(g).max_players == 1]
CYCLES = 150


@pytest.fixture(autouse=True)
def _quiet():
    with warnings.catch_warnings():
        # PettingZoo's checker suggests Box observations; a Dict with an
        # action mask is the convention of its own classic environments
        warnings.simplefilter("ignore", UserWarning)
        yield


@pytest.mark.parametrize(("game_id", "players"), CONFIGS)
def test_pettingzoo_api_and_seed_tests_pass(game_id: str, players: int) -> None:
    api_test(paixi.rl.env(game_id, players=players, seed=players), num_cycles=CYCLES)
    seed_test(lambda: paixi.rl.env(game_id, players=players), num_cycles=CYCLES)


@pytest.mark.parametrize("game_id", SOLITAIRES)
def test_gymnasium_env_checker_passes(game_id: str) -> None:
    check_env(paixi.rl.gym_env(game_id, seed=1), skip_render_check=True)


def _trajectory(game_id: str, seed: int, steps: int = 300) -> list[tuple]:
    env = paixi.rl.env(game_id, seed=seed)
    env.reset()
    rng = np.random.default_rng(seed)
    out = []
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter(max_iter=steps):
        obs, reward, terminated, truncated, _info = env.last()
        totals[agent] += reward
        if terminated or truncated:
            action = None
        else:
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        out.append((agent, obs["observation"].tobytes(), action, reward))
        env.step(action)
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_the_same_seed_gives_the_same_trajectory(game_id: str) -> None:
    first = _trajectory(game_id, 7)
    assert first == _trajectory(game_id, 7)
    assert first != _trajectory(game_id, 8)


@pytest.mark.parametrize("game_id", GAMES)
def test_rewards_add_up_to_the_games_returns(game_id: str) -> None:
    env = paixi.rl.env(game_id, seed=3)
    env.reset()
    rng = np.random.default_rng(3)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for _ in range(5000):
        if env.paixi_state.is_terminal():
            break
        agent = env.agent_selection
        mask = env.observe(agent)["action_mask"]
        env.step(int(rng.choice(np.flatnonzero(mask))))
        for a in env.possible_agents:
            totals[a] += env.rewards[a]
    expected = env.paixi_state.returns()
    assert [totals[a] for a in env.possible_agents] == pytest.approx(expected)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_mask_is_the_legal_actions(game_id: str) -> None:
    env = paixi.rl.env(game_id, seed=5)
    env.reset()
    rng = np.random.default_rng(5)
    for _ in range(200):
        state = env.paixi_state
        if state.is_terminal():
            break
        agent = env.agent_selection
        for other in env.possible_agents:
            mask = env.observe(other)["action_mask"]
            if other == agent:
                legal = {env.decode_action(i) for i in np.flatnonzero(mask)}
                assert legal == set(state.legal_actions())
            else:
                assert not mask.any()
        env.step(int(rng.choice(np.flatnonzero(env.observe(agent)["action_mask"]))))


def test_an_illegal_index_is_refused_and_changes_nothing() -> None:
    env = paixi.rl.env("chuiniu", seed=1)
    env.reset()
    before = env.paixi_state.to_position()
    mask = env.observe(env.agent_selection)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    for bad in (illegal, -1, 10**6, "open", 1.5, None):
        with pytest.raises(IllegalActionError):
            env.step(bad)
    assert env.paixi_state.to_position() == before


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"game": "nosuchgame"}, "nosuchgame"),
        ({"game": "chuiniu", "players": 1}, "2-8 players"),
        ({"game": "chuiniu", "players": "two"}, "players must be an integer"),
        ({"game": "chuiniu", "options": {"rounds": 0}}, "rounds"),
        ({"game": "chuiniu", "options": ["rounds3"]}, "name=value"),
        ({"game": "chuiniu", "options": {"colour": "red"}}, "unknown option 'colour'"),
        ({"game": "chuiniu", "render_mode": "human"}, "render_mode"),
    ],
)
def test_bad_configurations_are_refused_in_one_line(kwargs: dict, message: str) -> None:
    with pytest.raises(PaixiError) as info:
        paixi.rl.env(**kwargs)
    assert message in str(info.value) and "\n" not in str(info.value)


def test_options_are_taken_as_paixi_play_takes_them() -> None:
    a = paixi.rl.env("chuiniu", options=["rounds=3", "ones_wild=false"])
    b = paixi.rl.env("chuiniu", options={"rounds": 3, "ones_wild": False})
    assert a.config.options == b.config.options
    assert a.config.options.rounds == 3


def test_gym_env_ignores_or_refuses_an_illegal_index() -> None:
    env = paixi.rl.gym_env("tongwuguan", seed=3)
    obs, _ = env.reset()
    before = env.paixi_state.to_position()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    obs2, reward, terminated, _truncated, info = env.step(illegal)
    assert "illegal" in info["illegal_action"] and reward == 0.0 and not terminated
    assert env.paixi_state.to_position() == before
    assert (obs2["observation"] == obs["observation"]).all()
    strict = paixi.rl.gym_env("tongwuguan", seed=3, illegal="raise")
    strict.reset()
    with pytest.raises(IllegalActionError):
        strict.step(illegal)
    assert strict.paixi_state.to_position() == before


def test_gym_env_refuses_a_multiplayer_game() -> None:
    with pytest.raises(OptionError, match="not a one-player game"):
        paixi.rl.gym_env("chuiniu")


def test_ansi_render_is_the_terminal_picture() -> None:
    env = paixi.rl.env("chuiniu", seed=2, render_mode="ansi")
    env.reset()
    state = env.paixi_state
    text = env.render()
    assert text == state.game.render(state.observation(state.current_player()))
    assert "round" in text.lower()
