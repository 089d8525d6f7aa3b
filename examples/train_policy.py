"""Self-play training of a masked-action policy on any paixi game (PPO, torch, CPU).

    pip install -e ".[rl]" torch matplotlib
    python examples/train_policy.py chuiniu --minutes 8 --out chuiniu.npz
    python examples/train_policy.py zhengshangyou --players 2 --minutes 12 --out zhengshangyou.npz
    paixi simulate chuiniu -n 400 --agents policy:chuiniu.npz,random --rotate

The learner plays one random seat of each episode through ``paixi.rl.env``;
the other seats are, by the weights of ``--mix``, the random agent, the
game's heuristic, or an earlier snapshot of the learner (self-play against a
growing pool, so it neither forgets how to beat a weak player nor overfits
one opponent). The reward is the learner's share
of the win at the end of the game (``--reward win``, what the evaluation
counts) or the environment's own rewards, the changes of the game's returns
(``--reward returns``). Illegal actions are masked out of the softmax.

Every ``--eval-every`` iterations the greedy policy plays ``--eval-games``
seat-rotated games against ``random`` (and at the end against
``heuristic``); the curve goes to ``--curve`` (CSV, and a PNG beside it when
matplotlib is installed). The weights are written as a paixi policy file
(``paixi.rl.policy``), playable as the agent ``policy:PATH`` with numpy only.

``--warm-start DIR`` first fits the policy head to the actions recorded by
``paixi selfplay`` in DIR (behaviour cloning, e.g. of the heuristic, for
``--warm-epochs`` passes; the data's format is in docs/scale.md), then
trains by PPO as above:

    paixi selfplay chuiniu --agents heuristic,heuristic -n 2000 --out data/chuiniu --backend ray
    python examples/train_policy.py chuiniu --warm-start data/chuiniu --minutes 4
"""

from __future__ import annotations

import argparse
import csv
import random
import time
from pathlib import Path

import numpy as np
import torch
from torch import nn

import paixi.rl
from paixi.agents.base import RandomAgent
from paixi.agents.match import play_state, win_shares
from paixi.rl.policy import Policy, PolicyAgent


class Net(nn.Module):
    """An MLP with a policy head (logits over the action space) and a value head."""

    def __init__(self, inputs: int, actions: int, hidden: int) -> None:
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(inputs, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU()
        )
        self.pi = nn.Linear(hidden, actions)
        self.v = nn.Linear(hidden, 1)

    def forward(self, x: torch.Tensor, mask: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        h = self.body(x)
        logits = self.pi(h).masked_fill(mask == 0, -1e9)
        return logits, self.v(h).squeeze(-1)

    def to_policy(self, config: paixi.rl.EnvConfig, meta: dict) -> Policy:
        """The policy head as a paixi policy file's layers (numpy, (in, out) weights)."""
        linears = [m for m in self.body if isinstance(m, nn.Linear)] + [self.pi]
        layers = [
            (m.weight.detach().numpy().T.copy(), m.bias.detach().numpy().copy()) for m in linears
        ]
        return Policy(config, layers, meta)


def sample(net: Net, obs: dict, greedy: bool = False) -> tuple[int, float, float]:
    x = torch.from_numpy(obs["observation"]).unsqueeze(0)
    m = torch.from_numpy(obs["action_mask"]).unsqueeze(0)
    with torch.no_grad():
        logits, value = net(x, m)
    dist = torch.distributions.Categorical(logits=logits)
    action = logits.argmax(-1) if greedy else dist.sample()
    return int(action), float(dist.log_prob(action)), float(value)


def play_episode(env, net: Net, opponent, learner: str, reward_mode: str) -> list[dict]:
    """One episode; the learner's steps as dicts (obs, mask, action, logp, value, reward)."""
    env.reset()
    steps: list[dict] = []
    rng = random.Random()
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        if agent == learner and steps and reward_mode == "returns":
            steps[-1]["reward"] += reward
        if terminated or truncated:
            env.step(None)
            continue
        if agent == learner:
            action, logp, value = sample(net, obs)
            steps.append(
                dict(
                    obs=obs["observation"],
                    mask=obs["action_mask"],
                    action=action,
                    logp=logp,
                    value=value,
                    reward=0.0,
                )
            )
        elif opponent == "random":
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        elif isinstance(opponent, Net):
            action = sample(opponent, obs)[0]
        else:  # the game's heuristic, from the seat's own observation
            state = env.paixi_state
            seat = env.possible_agents.index(agent)
            move = opponent.act(state.observation(seat), state.legal_actions())
            action = env.encode_action(move)
        env.step(action)
    if steps and reward_mode == "win":
        shares = win_shares(env.paixi_state.returns())
        seat = env.possible_agents.index(learner)
        players = len(env.possible_agents)
        steps[-1]["reward"] = 0.0 if shares is None else shares[seat] - 1.0 / players
    return steps


def ppo_update(net: Net, opt, batch: list[list[dict]], args) -> None:
    obs, masks, actions, logps, returns, advs = [], [], [], [], [], []
    for episode in batch:
        values = [s["value"] for s in episode] + [0.0]
        gae = 0.0
        out = []
        for t in reversed(range(len(episode))):
            delta = episode[t]["reward"] + values[t + 1] - values[t]
            gae = delta + args.lam * gae
            out.append((gae, gae + values[t]))
        out.reverse()
        for s, (adv, ret) in zip(episode, out, strict=True):
            obs.append(s["obs"])
            masks.append(s["mask"])
            actions.append(s["action"])
            logps.append(s["logp"])
            advs.append(adv)
            returns.append(ret)
    if not obs:
        return
    obs_t = torch.from_numpy(np.stack(obs))
    mask_t = torch.from_numpy(np.stack(masks))
    act_t = torch.tensor(actions)
    logp_t = torch.tensor(logps)
    ret_t = torch.tensor(returns, dtype=torch.float32)
    adv_t = torch.tensor(advs, dtype=torch.float32)
    adv_t = (adv_t - adv_t.mean()) / (adv_t.std() + 1e-8)
    n = len(obs)
    for _ in range(args.epochs):
        for idx in torch.randperm(n).split(args.minibatch):
            logits, value = net(obs_t[idx], mask_t[idx])
            dist = torch.distributions.Categorical(logits=logits)
            ratio = torch.exp(dist.log_prob(act_t[idx]) - logp_t[idx])
            a = adv_t[idx]
            pg = -torch.min(ratio * a, torch.clamp(ratio, 0.8, 1.2) * a).mean()
            loss = (
                pg + 0.5 * ((value - ret_t[idx]) ** 2).mean() - args.entropy * dist.entropy().mean()
            )
            opt.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(net.parameters(), 0.5)
            opt.step()


def evaluate(policy: Policy, opponent: str, games: int, seed: int) -> float:
    """The greedy policy's win share in ``games`` seat-rotated games (draws count 1/players)."""
    config = policy.config
    total = 0.0
    for g in range(games):
        seat = g % config.players
        agents = []
        for s in range(config.players):
            if s == seat:
                agents.append(PolicyAgent(policy))
            elif opponent == "random":
                agents.append(RandomAgent(seed + g * 16 + s))
            else:
                agents.append(config.game.heuristic_agent(s, seed + g * 16 + s))
        state = play_state(config.new_state(seed + g), agents)
        shares = win_shares(state.returns())
        total += 1.0 / config.players if shares is None else shares[seat]
    return total / games


def warm_start(net: Net, opt, folder: str, game: str, epochs: int, minibatch: int) -> None:
    """Behaviour cloning on ``paixi selfplay`` data: cross-entropy of the
    masked policy against the recorded action of every row that acted."""
    from paixi.rl.selfplay import acting_rows, load_meta

    if load_meta(folder)["game"] != game:
        raise SystemExit(f"{folder} holds {load_meta(folder)['game']} data, not {game}")
    obs, mask, action = (torch.from_numpy(a) for a in acting_rows(folder))
    for epoch in range(epochs):
        order = torch.randperm(len(action))
        total = 0.0
        for i in range(0, len(order), minibatch):
            idx = order[i : i + minibatch]
            logits, _ = net(obs[idx], mask[idx])
            loss = nn.functional.cross_entropy(logits, action[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += float(loss) * len(idx)
        print(f"warm start {epoch + 1}/{epochs}: loss {total / len(order):.4f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("-o", "--option", action="append", default=[], help="name=value")
    parser.add_argument("--minutes", type=float, default=10.0, help="training time (CPU wall)")
    parser.add_argument("--episodes", type=int, default=64, help="episodes per iteration")
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--lr", type=float, default=3e-4)
    parser.add_argument("--lam", type=float, default=0.95)
    parser.add_argument("--epochs", type=int, default=4)
    parser.add_argument("--minibatch", type=int, default=256)
    parser.add_argument("--entropy", type=float, default=0.01)
    parser.add_argument(
        "--mix",
        default="random=0.3,heuristic=0.4,self=0.3",
        help="opponents' weights: random, heuristic, self (earlier snapshots)",
    )
    parser.add_argument("--reward", choices=["win", "returns"], default="win")
    parser.add_argument("--eval-every", type=int, default=10)
    parser.add_argument("--eval-games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default="policy.npz")
    parser.add_argument("--curve", default=None, help="CSV of the learning curve (PNG beside it)")
    parser.add_argument(
        "--warm-start", default=None, help="a paixi selfplay folder to imitate first"
    )
    parser.add_argument("--warm-epochs", type=int, default=3)
    args = parser.parse_args()

    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    rng = random.Random(args.seed)
    env = paixi.rl.env(args.game, players=args.players, options=args.option, seed=args.seed)
    config = env.config
    net = Net(config.tensor.size, config.num_actions, args.hidden)
    opt = torch.optim.Adam(net.parameters(), lr=args.lr)
    if args.warm_start:
        warm_start(net, opt, args.warm_start, config.game.id, args.warm_epochs, args.minibatch)
    pool: list[Net] = []
    mix = {k: float(v) for k, v in (item.split("=") for item in args.mix.split(","))}
    meta = {"trained_by": "examples/train_policy.py", "hidden": args.hidden}
    curve: list[dict] = []
    start = time.process_time()
    iteration = 0
    while True:
        elapsed = (time.process_time() - start) / 60
        if iteration % args.eval_every == 0 or elapsed >= args.minutes:
            policy = net.to_policy(config, meta)
            score = evaluate(policy, "random", args.eval_games, 10_000 + iteration)
            versus = evaluate(policy, "heuristic", args.eval_games, 20_000 + iteration)
            curve.append(
                {
                    "iteration": iteration,
                    "cpu_minutes": round(elapsed, 3),
                    "episodes": iteration * args.episodes,
                    "vs_random": score,
                    "vs_heuristic": versus,
                }
            )
            print(
                f"iter {iteration:4d}  cpu {elapsed:5.1f} min  vs random {score:.3f}  "
                f"vs heuristic {versus:.3f}",
                flush=True,
            )
            if iteration:
                snapshot = Net(config.tensor.size, config.num_actions, args.hidden)
                snapshot.load_state_dict(net.state_dict())
                pool.append(snapshot)
        if elapsed >= args.minutes:
            break
        batch = []
        for _ in range(args.episodes):
            learner = rng.choice(env.possible_agents)
            kind = rng.choices(list(mix), weights=list(mix.values()))[0]
            if kind == "self" and pool:
                opponent = rng.choice(pool)
            elif kind == "heuristic":
                opponent = config.game.heuristic_agent(0, rng.getrandbits(32))
            else:
                opponent = "random"
            batch.append(play_episode(env, net, opponent, learner, args.reward))
        ppo_update(net, opt, batch, args)
        iteration += 1

    policy = net.to_policy(config, {**meta, "iterations": iteration, "curve": curve})
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    policy.save(args.out)
    final_random = evaluate(policy, "random", 1000, 777)
    final_heuristic = evaluate(policy, "heuristic", 1000, 999)
    print(
        f"wrote {args.out}: vs random {final_random:.3f}, vs heuristic {final_heuristic:.3f} "
        f"(1000 seat-rotated games each)"
    )
    if args.curve:
        write_curve(Path(args.curve), curve, args.game, final_random, final_heuristic)


def write_curve(
    path: Path, curve: list[dict], game: str, vs_random: float, vs_heuristic: float
) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(curve[0]))
        writer.writeheader()
        writer.writerows(curve)
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib is not installed: no PNG of the curve")
        return
    fig, ax = plt.subplots(figsize=(6, 3.2), dpi=100)
    minutes = [c["cpu_minutes"] for c in curve]
    ax.plot(minutes, [c["vs_random"] for c in curve], marker="o", ms=3, label="vs random")
    ax.plot(minutes, [c["vs_heuristic"] for c in curve], marker="s", ms=3, label="vs heuristic")
    ax.legend(loc="lower right")
    ax.axhline(0.8, ls="--", lw=0.8, color="grey")
    ax.set_ylim(0, 1)
    ax.set_xlabel("CPU minutes of training")
    ax.set_ylabel("win share")
    ax.set_title(f"{game}: final vs random {vs_random:.2f}, vs heuristic {vs_heuristic:.2f}")
    fig.tight_layout()
    fig.savefig(path.with_suffix(".png"))


if __name__ == "__main__":
    main()
