"""Trained policies as agents (``policy:PATH``, paixi.rl.policy) and docs/rl.md."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the rl extra is not installed")

import paixi
from paixi.agents.match import play_state, simulate
from paixi.agents.registry import make_agent
from paixi.core.errors import OptionError
from paixi.rl.config import EnvConfig
from paixi.rl.docs import page
from paixi.rl.policy import Policy, PolicyAgent, load_policy, shipped_policies

ROOT = Path(__file__).resolve().parents[2]


def _policy(game: str = "chuiniu", players: int = 2, seed: int = 0, **options) -> Policy:
    config = EnvConfig.make(game, players, options or None)
    rng = np.random.default_rng(seed)
    size, actions = config.tensor.size, config.num_actions
    layers = [
        (rng.normal(size=(size, 16)).astype(np.float32), np.zeros(16, np.float32)),
        (rng.normal(size=(16, actions)).astype(np.float32), np.zeros(actions, np.float32)),
    ]
    return Policy(config, layers, {})


def test_a_saved_policy_loads_and_plays_the_same(tmp_path: Path) -> None:
    path = tmp_path / "p.npz"
    policy = _policy()
    policy.save(path)
    loaded = load_policy(path)
    game = paixi.load_game("chuiniu")
    state = game.new_game(2, seed=4)
    obs = state.observation(state.current_player())
    legal = state.legal_actions()
    assert PolicyAgent(loaded).act(obs, legal) == PolicyAgent(policy).act(obs, legal)
    assert PolicyAgent(loaded).act(obs, legal) in legal


def test_the_agent_plays_the_most_probable_legal_action(tmp_path: Path) -> None:
    """Greedy over the legal actions only: a huge logit on an illegal action is ignored."""
    config = EnvConfig.make("chuiniu", 2, None)
    state = config.new_state(9)
    legal = state.legal_actions()
    index = config.actions.index
    bias = np.zeros(config.num_actions, np.float32)
    illegal = next(i for i in range(config.num_actions) if config.actions.action(i) not in legal)
    bias[illegal] = 100.0
    bias[index(legal[-1])] = 5.0
    w = np.zeros((config.tensor.size, config.num_actions), np.float32)
    agent = PolicyAgent(Policy(config, [(w, bias)], {}))
    assert agent.act(state.observation(state.current_player()), legal) == legal[-1]


def test_policy_path_is_an_agent_kind_for_simulate(tmp_path: Path) -> None:
    path = tmp_path / "chuiniu.npz"
    _policy().save(path)
    result = simulate(
        paixi.load_game("chuiniu"), [f"policy:{path}", "random"], n=6, seed=1, rotate=True
    )
    assert result.games == 6


@pytest.mark.parametrize(
    ("content", "message"),
    [(b"not a zip", "not a paixi policy file"), (None, "shipped policies: .*chuiniu")],
)
def test_a_bad_policy_file_is_refused_in_one_line(
    tmp_path: Path, content: bytes | None, message: str
) -> None:
    path = tmp_path / "bad.npz"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(OptionError, match=message):
        make_agent(f"policy:{path}", paixi.load_game("chuiniu"), 0)


def test_a_policy_of_another_game_or_player_count_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "p.npz"
    _policy().save(path)
    with pytest.raises(OptionError, match="policy for chuiniu, not baya"):
        make_agent(f"policy:{path}", paixi.load_game("baya"), 0)
    agent = make_agent(f"policy:{path}", paixi.load_game("chuiniu"), 0)
    state = paixi.load_game("chuiniu").new_game(3, seed=1)
    with pytest.raises(OptionError, match="trained for 2 players"):
        play_state(state, [agent, agent, agent])


def test_shipped_policies_load_by_name_and_beat_random() -> None:
    shipped = shipped_policies()
    assert "chuiniu" in shipped
    for name, path in shipped.items():
        policy = load_policy(path)
        assert policy.meta.get("trained_by") == "examples/train_policy.py"
        game = paixi.load_game(policy.config.game.id)
        agent = make_agent(f"policy:{name}", game, 0)
        assert isinstance(agent, PolicyAgent)
        result = simulate(
            game,
            [f"policy:{name}", *["random"] * (policy.config.players - 1)],
            n=4 * policy.config.players,
            seed=3,
            rotate=True,
            options=policy.meta["options"],
        )
        assert result.seats[0].wins >= 0.75 * result.games


def test_docs_rl_md_is_generated_from_the_games() -> None:
    """docs/rl.md is ``python -m paixi.rl.docs`` (regenerate it after a change)."""
    assert (ROOT / "docs" / "rl.md").read_text(encoding="utf-8") == page()
