"""A trial (issue 23): does a value learned from heuristic self-play choose MCR moves better than the heuristic?

    python bench/mcr_value_trial.py data --hands 3000 --seed 101 --out d1.jsonl
    python bench/mcr_value_trial.py fit --out w.json [--hidden 16] d1.jsonl d2.jsonl ...
    python bench/mcr_value_trial.py compare --weights w.json --deals 125 --seed 7
                                    [--margin 0.2] [--moves discards|claims]

The heuristic (``paixi.games.mcr.agent``) ranks discards by a fixed order:
8-point distance, then shanten, then effective tiles. ``data`` plays the
heuristic at every seat and records, after each discard, the measures of
the 13 tiles left (:data:`FEATURES`) and whether that seat won the hand.
``fit`` fits a one-hidden-layer network to the win chance (PyTorch, the
rl extra; one hand in ten held out). ``compare`` plays each deal once with
the heuristic at every seat and then four times with one seat (in turn)
choosing by the value: its discards (of those within one shanten of the
best: the one the value rates likeliest to win) or its claims (the best
value after the claim and its discard against passing); a move is changed
only when the value beats the heuristic's by more than ``--margin``
(logits). It prints that seat's change in hands won and points against the
same seat in the all-heuristic deal, with 95% intervals over seat-deals,
and the wall time of its decisions.

Results (2026-12-06, 6,000 hands of data, 318,000 states; held-out loss
0.4715 against 0.5267 for a constant): level with the heuristic every way.
Discards: -0.008 ± 0.031 over 1,000 seat-deals (seeds 7 and 8; the value
changed 38% of the discards); with ``--margin 0.2``: -0.003 ± 0.028 over
600 (seed 9; 15% changed); claims: -0.022 ± 0.027 over 600 (seed 9; 24%
of the claim decisions changed). A value of the heuristic's own measures
ranks moves no better than the heuristic's order does.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Sequence
from typing import Any

import paixi
from paixi.equipment.mahjong import NUM_FACES, Meld, parse_tiles
from paixi.games.mcr.actions import CHOW, DISCARD, KONG, PASS, PUNG, Action
from paixi.games.mcr.agent import HandView, HeuristicAgent
from paixi.games.mcr.plans import FAR, eight_point_distance, eight_point_plans
from paixi.games.mcr.shanten import shanten_of_counts

FEATURES = (
    "distance",  # least 8-point distance (capped at 8)
    "plans",  # 8-point plans at that distance
    "plans_next",  # ... and one further
    "shanten",
    "effective",  # unseen copies that lower the shanten
    "plan_effective",  # unseen copies that lower the 8-point distance
    "plan_faces",  # ... and their faces
    "ready",  # unseen winning copies reaching 8 points (the heuristic's ready value)
    "sets",  # declared sets
    "wall",  # tiles left in the wall
)
DISTANCE_CAP = 8
INPUTS = 25


def plan_profile(counts: list[int], melds: Sequence[Meld]) -> tuple[int, int, int]:
    """The least 8-point distance, the plans at it and the plans one further."""
    found: list[int] = []
    best = FAR
    for plan, extra in eight_point_plans():
        d = plan.distance(counts, melds, best + 2 - extra) + extra
        if d < best + 2:
            found.append(d)
            best = min(best, d)
    return (FAR, 0, 0) if best >= FAR else (best, found.count(best), found.count(best + 1))


def plan_effective(
    unseen: Sequence[int], counts: list[int], melds: Sequence[Meld], distance: int
) -> tuple[int, int]:
    """Unseen copies, and faces, that bring the 8-point distance below ``distance``."""
    copies = faces = 0
    for t in range(NUM_FACES):
        if not unseen[t] or counts[t] == 4:
            continue
        counts[t] += 1
        if eight_point_distance(counts, melds, distance) < distance:
            copies += unseen[t]
            faces += 1
        counts[t] -= 1
    return copies, faces


def state_features(view: HandView, counts: list[int], melds: list[Meld], wall: int) -> list[float]:
    """The :data:`FEATURES` of a 13-tile state (``counts`` is restored)."""
    packs = len(melds)
    shanten = shanten_of_counts(counts, packs)
    distance, plans, plans_next = plan_profile(counts, melds)
    distance = min(distance, DISTANCE_CAP)
    ready = view.ready_value(counts, melds) if shanten == 0 else 0.0
    effective = view.effective(counts, packs)
    copies, faces = (0, 0)
    if distance < DISTANCE_CAP:
        copies, faces = plan_effective(view.unseen, counts, melds, distance)
    return [distance, plans, plans_next, shanten, effective, copies, faces, ready, packs, wall]


def encode(features: Sequence[float]) -> list[float]:
    """The network's inputs: distance and shanten one-hot, counts scaled, the wall's interactions."""
    distance, plans, plans_next, shanten, effective, copies, faces, ready, packs, wall = features
    x = [0.0] * INPUTS
    x[min(int(distance), 7)] = 1.0
    x[8 + min(int(shanten), 6)] = 1.0
    late = wall / 100.0
    x[15:25] = [
        math.log1p(plans) / 3,
        math.log1p(plans_next) / 3,
        effective / 30,
        copies / 20,
        faces / 10,
        ready / 8,
        packs / 4,
        late,
        late * min(distance, 7) / 7,
        late * copies / 20,
    ]
    return x


class ValueNet:
    """The fitted network in plain Python (``fit``'s JSON: PyTorch's state names)."""

    def __init__(self, path: str) -> None:
        with open(path) as fh:
            state = json.load(fh)["state"]
        self.w1, self.b1 = state["0.weight"], state["0.bias"]
        self.w2, self.b2 = state["2.weight"][0], state["2.bias"][0]

    def __call__(self, features: Sequence[float]) -> float:
        x = encode(features)
        hidden = [
            math.tanh(b + sum(w * v for w, v in zip(row, x, strict=True) if v))
            for row, b in zip(self.w1, self.b1, strict=True)
        ]
        return self.b2 + sum(w * h for w, h in zip(self.w2, hidden, strict=True))


class ValueAgent(HeuristicAgent):
    """The heuristic, with its discards (or claims) chosen by the value."""

    def __init__(self, seed: int | None, net: ValueNet, margin: float, moves: str) -> None:
        super().__init__(seed)
        self.net, self.margin, self.moves = net, margin, moves
        self.wall = 0
        self.decisions = self.changed = 0
        self.seconds: list[float] = []  # the wall time of each act()

    def act(self, obs: dict[str, Any], legal: list[Action]) -> Action:
        self.wall = int(obs.get("wall_remaining") or 0)
        t0 = time.perf_counter()
        action = super().act(obs, legal)
        self.seconds.append(time.perf_counter() - t0)
        return action

    def discard_values(
        self, view: HandView, counts: list[int], melds: list[Meld]
    ) -> dict[int, float]:
        """The value after each discard within one shanten of the best."""
        faces = [t for t in range(NUM_FACES) if counts[t]]
        shantens = {}
        for t in faces:
            counts[t] -= 1
            shantens[t] = shanten_of_counts(counts, len(melds))
            counts[t] += 1
        low = min(shantens.values())
        values = {}
        for t in faces:
            if shantens[t] <= low + 1:
                counts[t] -= 1
                values[t] = self.net(state_features(view, counts, melds, self.wall))
                counts[t] += 1
        return values

    def _own_turn(self, view: HandView, legal: list[Action]) -> Action:
        best = super()._own_turn(view, legal)
        if best.kind != DISCARD or self.moves != "discards":
            return best
        values = self.discard_values(view, view.counts, view.melds)
        pick = max(values, key=lambda t: (values[t], t == best.tile))
        self.decisions += 1
        if values[pick] <= values.get(best.tile, -math.inf) + self.margin:
            return best
        self.changed += 1
        return Action(DISCARD, pick)

    def _claim(self, view: HandView, obs: dict[str, Any], legal: list[Action]) -> Action:
        heuristic = super()._claim(view, obs, legal)
        window = obs.get("window") or {}
        if self.moves != "claims" or not window.get("tile") or heuristic.kind == KONG:
            return heuristic
        tile = parse_tiles(window["tile"])[0]
        now = self.net(state_features(view, list(view.counts), view.melds, self.wall))
        pick, pick_value = PASS, now + self.margin
        for a in legal:
            if a.kind in (CHOW, PUNG):
                counts, melds = view.after_claim(a, tile)
                value = max(self.discard_values(view, counts, melds).values())
                if value > pick_value:
                    pick, pick_value = a, value
        self.decisions += 1
        self.changed += pick != heuristic
        return pick


def play(seed: int, agents: list[Any], on_discard: Any = None) -> list[float]:
    """One hand from ``seed``; ``on_discard(seat, obs, tile)`` sees every chosen discard."""
    game = paixi.load_game("mcr")
    state = game.new_game(None, game.bench_options, seed=seed)
    while not state.is_terminal() and not any(state.returns()):
        seat = state.current_player()
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply(legal[0])
            continue
        obs = state.observation(seat)
        action = agents[seat].act(obs, legal)
        if on_discard is not None and action.kind == DISCARD:
            on_discard(seat, obs, action.tile)
        state.apply(action)
    return list(state.returns())


def won(returns: Sequence[float], seat: int) -> int:
    return int(returns[seat] == max(returns) > 0)


class Recorder:
    """The states after the discards of one hand (``play``'s ``on_discard``)."""

    def __init__(self) -> None:
        self.states: list[tuple[int, list[float]]] = []

    def __call__(self, seat: int, obs: dict[str, Any], tile: int) -> None:
        view = HandView(obs)
        view.counts[tile] -= 1
        wall = int(obs.get("wall_remaining") or 0)
        self.states.append((seat, state_features(view, view.counts, view.melds, wall)))


def data(args: argparse.Namespace) -> None:
    with open(args.out, "w") as fh:
        for h in range(args.hands):
            seed = args.seed * 100_000 + h
            recorder = Recorder()
            returns = play(seed, [HeuristicAgent(seed * 4 + k) for k in range(4)], recorder)
            states = recorder.states
            for seat, features in states:
                fh.write(json.dumps([seed, seat, won(returns, seat), *features]) + "\n")


def fit(args: argparse.Namespace) -> None:
    import torch  # the rl extra

    rows = []
    for path in args.data:
        with open(path) as fh:
            rows.extend(json.loads(line) for line in fh)
    x = torch.tensor([encode(r[3:]) for r in rows])
    y = torch.tensor([float(r[2]) for r in rows])
    held = torch.tensor([r[0] % 10 == 0 for r in rows])
    torch.manual_seed(0)
    hidden = torch.nn.Linear(INPUTS, args.hidden)
    model = torch.nn.Sequential(hidden, torch.nn.Tanh(), torch.nn.Linear(args.hidden, 1))
    opt = torch.optim.Adam(model.parameters(), lr=3e-3, weight_decay=1e-5)
    loss = torch.nn.BCEWithLogitsLoss()
    xt, yt, xv, yv = x[~held], y[~held], x[held], y[held]
    best = math.inf
    for _ in range(60):
        order = torch.randperm(len(xt))
        for i in range(0, len(xt), 1024):
            batch = order[i : i + 1024]
            opt.zero_grad()
            loss(model(xt[batch]).squeeze(1), yt[batch]).backward()
            opt.step()
        with torch.no_grad():
            held_loss = loss(model(xv).squeeze(1), yv).item()
        if held_loss < best:
            best = held_loss
            state = {k: v.tolist() for k, v in model.state_dict().items()}
            with open(args.out, "w") as fh:
                json.dump({"hidden": args.hidden, "state": state}, fh)
    p = yv.mean().item()
    constant = -(p * math.log(p) + (1 - p) * math.log(1 - p))
    print(f"{len(rows)} states; held-out loss {best:.4f} (a constant: {constant:.4f})")


def compare(args: argparse.Namespace) -> None:
    net = ValueNet(args.weights)
    wins: list[int] = []
    points: list[float] = []
    decisions = changed = 0
    seconds: list[float] = []
    t0 = time.perf_counter()
    for d in range(args.deals):
        seed = args.seed * 100_000 + d
        base = play(seed, [HeuristicAgent(k) for k in range(4)])
        for seat in range(4):
            agents: list[Any] = [HeuristicAgent(k) for k in range(4)]
            agents[seat] = trial = ValueAgent(seat, net, args.margin, args.moves)
            returns = play(seed, agents)
            wins.append(won(returns, seat) - won(base, seat))
            points.append(returns[seat] - base[seat])
            decisions, changed = decisions + trial.decisions, changed + trial.changed
            seconds += trial.seconds
    for label, xs in (("hands won", wins), ("points", points)):
        n = len(xs)
        mean = sum(xs) / n
        sd = math.sqrt(sum((v - mean) ** 2 for v in xs) / (n - 1))
        print(f"{label}: {mean:+.4f} ± {1.96 * sd / math.sqrt(n):.4f} over {n} seat-deals")
    seconds.sort()
    mean_ms = 1000 * sum(seconds) / len(seconds)
    print(f"the value's seat: {len(seconds)} decisions, mean {mean_ms:.1f} ms,", end=" ")
    print(f"p95 {1000 * seconds[int(0.95 * len(seconds))]:.1f} ms, max {1000 * seconds[-1]:.1f} ms")
    print(f"{changed} of {decisions} {args.moves} decisions changed; ", end="")
    print(f"{args.deals} deals in {time.perf_counter() - t0:.0f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("data", help="heuristic self-play: states after discards and outcomes")
    p.add_argument("--hands", type=int, default=3000)
    p.add_argument("--seed", type=int, default=101)
    p.add_argument("--out", required=True)
    p = sub.add_parser("fit", help="fit the value network (needs torch)")
    p.add_argument("--hidden", type=int, default=16)
    p.add_argument("--out", required=True)
    p.add_argument("data", nargs="+")
    p = sub.add_parser("compare", help="paired comparison against the heuristic")
    p.add_argument("--weights", required=True)
    p.add_argument("--deals", type=int, default=125)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--margin", type=float, default=0.0)
    p.add_argument("--moves", choices=("discards", "claims"), default="discards")
    args = parser.parse_args()
    {"data": data, "fit": fit, "compare": compare}[args.command](args)


if __name__ == "__main__":
    try:
        main()
    except (OSError, ValueError, KeyError) as error:  # a missing or corrupt file: one line
        sys.exit(f"mcr_value_trial: {error}")
