"""Tournaments, draws in simulate, and ISMCTS budgets (issue 15)."""

from __future__ import annotations

import random

import pytest
from typer.testing import CliRunner

import paixi
from paixi.agents import make_agent, simulate
from paixi.agents.ismcts import ISMCTSAgent
from paixi.agents.match import win_shares
from paixi.agents.tournament import lineups, tournament
from paixi.cli.main import app
from paixi.core.errors import OptionError

CHUINIU = paixi.load_game("chuiniu")
runner = CliRunner()


def test_a_level_finish_is_a_draw_and_nobodys_win() -> None:
    assert win_shares([0.0, 0.0, 0.0, 0.0]) is None
    assert win_shares([3.0, 1.0, 3.0]) == [0.5, 0.0, 0.5]
    assert win_shares([-1.0, 2.0]) == [0.0, 1.0]


def test_simulate_counts_drawn_mcr_hands_apart() -> None:
    """Random MCR seats almost never win a hand: their draws are not wins."""
    res = simulate(paixi.load_game("mcr"), ["random"] * 4, 4, seed=1, options={"single_hand": True})
    data = res.to_json()["seats"]
    for seat in data:
        assert seat["wins"] + seat["draws"] + seat["losses"] == pytest.approx(4)
    draws = data[0]["draws"]
    assert all(s["draws"] == draws for s in data)
    assert sum(s["wins"] for s in data) == pytest.approx(4 - draws)


def test_lineups_of_a_round_robin() -> None:
    assert lineups(["a", "b", "c"], 2) == [(0, 1), (0, 2), (1, 2)]
    assert lineups(["a", "b"], 4) == [(0, 1, 0, 1)]


@pytest.mark.parametrize("workers", [2])
def test_the_same_seed_gives_the_same_table_for_any_worker_count(workers: int) -> None:
    args = (CHUINIU, ["random", "heuristic", "ismcts:20"], 6)
    one = tournament(*args, seed=5, workers=1, options={"rounds": 2}).to_json()
    many = tournament(*args, seed=5, workers=workers, options={"rounds": 2}).to_json()
    assert one == many
    other = tournament(*args, seed=6, workers=1, options={"rounds": 2}).to_json()
    assert other != one


def test_tournament_rates_the_heuristic_above_random() -> None:
    data = tournament(CHUINIU, ["random", "heuristic"], 20, seed=3).to_json()
    assert [row["agent"] for row in data["agents"]] == ["heuristic", "random"]
    top = data["agents"][0]
    assert top["games"] == 20 and top["wins"] + top["draws"] + top["losses"] == 20


def test_tournament_refuses_bad_input() -> None:
    with pytest.raises(OptionError, match="once"):
        tournament(CHUINIU, ["random", "random"], 2)
    with pytest.raises(OptionError, match="games per lineup"):
        tournament(CHUINIU, ["random", "heuristic"], 0)
    with pytest.raises(OptionError, match="workers"):
        tournament(CHUINIU, ["random", "heuristic"], 2, workers=0)
    with pytest.raises(OptionError, match="unknown agent"):
        tournament(CHUINIU, ["random", "nobody"], 2)


def test_tournament_command_prints_a_table_json_and_csv() -> None:
    base = ["tournament", "chuiniu", "--agents", "random,heuristic", "-n", "4", "-o", "rounds=2"]
    res = runner.invoke(app, base)
    assert res.exit_code == 0 and "highest rated: heuristic" in res.output
    res = runner.invoke(app, [*base, "--csv"])
    assert res.exit_code == 0 and res.output.splitlines()[0].startswith("agent,ordinal,mu")
    res = runner.invoke(app, [*base, "--json"])
    assert res.exit_code == 0 and '"games_per_lineup": 4' in res.output


def _ismcts_seat_moves(agent: ISMCTSAgent, game_id: str, players: int, moves: int) -> None:
    """Let ``agent`` play seat 0 for ``moves`` real decisions; random elsewhere."""
    game = paixi.load_game(game_id)
    state = game.new_game(players, seed=11)
    rng = random.Random(4)
    done = 0
    while not state.is_terminal() and done < moves:
        legal = state.legal_actions()
        if state.current_player() == 0 and len(legal) > 1:
            action = agent.act_on_state(state, 0)
            assert action in legal
            assert 1 <= agent.last_iterations <= agent.iterations
            done += 1
        else:
            action = legal[rng.randrange(len(legal))]
        state.apply(action)


@pytest.mark.parametrize("game_id", [g.id for g in paixi.list_games()])
def test_ismcts_picks_legal_actions_within_its_iteration_budget(game_id: str) -> None:
    game = paixi.load_game(game_id)
    _ismcts_seat_moves(ISMCTSAgent(seed=1, iterations=8), game_id, game.default_players, 3)


def test_a_time_budget_stops_the_search_early() -> None:
    agent = ISMCTSAgent(seed=1, iterations=1_000_000, seconds=0.05)
    _ismcts_seat_moves(agent, "uno", 2, 2)
    assert agent.last_iterations < 1_000_000


def test_ismcts_budget_specs() -> None:
    game = paixi.load_game("uno")
    agent = make_agent("ismcts:40/random", game, 0, 1)
    assert (agent.iterations, agent.seconds, agent.rollout) == (40, None, "random")
    agent = make_agent("ismcts:0.2s", game, 0, 1)
    assert agent.seconds == pytest.approx(0.2)
    for bad in ("ismcts:0", "ismcts:abc", "ismcts:-1s"):
        with pytest.raises(OptionError):
            make_agent(bad, game, 0, 1)


def test_an_agent_seated_twice_counts_each_game_once() -> None:
    """Two entrants at four seats: every game counts once per entrant, and the
    title agrees in number ("1 game", "1 lineup")."""
    data = tournament(CHUINIU, ["random", "heuristic"], 3, players=4, seed=2).to_json()
    for row in data["agents"]:
        assert row["games"] == 3
        assert row["wins"] + row["draws"] + row["losses"] == pytest.approx(3)
    wins = sum(row["wins"] for row in data["agents"])
    draws = data["agents"][0]["draws"]
    assert wins == pytest.approx(3 - draws)
    res = runner.invoke(app, ["tournament", "chuiniu", "--agents", "random,heuristic", "-n", "1"])
    assert res.exit_code == 0
    assert "chuiniu: 1 game (1 per lineup, 1 lineup of 2)" in res.output
