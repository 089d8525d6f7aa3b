"""Tournaments, draws in simulate, and ISMCTS budgets (issue 15)."""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import Any

import pytest
from typer.testing import CliRunner

import paixi
from paixi.agents import make_agent, simulate
from paixi.agents.ismcts import ISMCTSAgent
from paixi.agents.match import ClusterSums, t975, win_shares
from paixi.agents.rating import bradley_terry
from paixi.agents.tournament import (
    MAX_LINEUPS,
    EntrantStats,
    combine,
    lineups,
    row_text,
    tournament,
)
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
    assert lineups(["a", "b", "c"], 3) == [(0, 1, 2), (0, 2, 1)]
    assert lineups(["a", "b"], 4) == [(0, 0, 1, 1), (0, 1, 0, 1)]
    assert lineups(["a", "b"], 3) == [(0, 0, 1), (0, 1, 1)]
    assert len(lineups(["a", "b", "c"], 4)) == 9


def test_large_tables_get_a_bounded_sample_of_seatings_with_everyone() -> None:
    """Ten seats have millions of seatings: a fixed sample of at most
    MAX_LINEUPS, the same every time, in which every entrant plays; every
    group of entrants still meets (20 entrants at 4 seats: all 4,845)."""
    assert len(lineups(["a", "b"], 10)) == 26  # every necklace of 5 + 5
    for entrants, players in [(10, 10), (3, 10)]:
        ups = lineups([str(i) for i in range(entrants)], players)
        assert len(ups) == MAX_LINEUPS
        assert ups == lineups([str(i) for i in range(entrants)], players)
        assert {i for up in ups for i in up} == set(range(entrants))
        assert all(len(up) == players for up in ups)
    assert len({frozenset(up) for up in lineups([str(i) for i in range(20)], 4)}) == 4845


@pytest.mark.parametrize(("entrants", "players"), [(2, 3), (2, 4), (3, 4), (3, 3), (4, 4), (5, 4)])
def test_lineups_favour_no_entrant(entrants: int, players: int) -> None:
    """Every entrant holds as many seats, and follows every other entrant as
    often, as any other: who sits after whom is never fixed by the list order."""
    ups = lineups([str(i) for i in range(entrants)], players)
    seats = Counter(i for up in ups for i in up)
    follows = Counter((up[p], up[(p + 1) % players]) for up in ups for p in range(players))
    assert len(set(seats.values())) == 1
    pairs = [(a, b) for a in range(entrants) for b in range(entrants) if a != b]
    assert len({follows[pair] for pair in pairs}) == 1
    assert follows[pairs[0]] > 0


@pytest.mark.parametrize("duplicate", [False, True])
def test_the_same_seed_gives_the_same_table_for_any_worker_count(duplicate: bool) -> None:
    args = (CHUINIU, ["random", "heuristic", "ismcts:20"], 6)
    kw = {"options": {"rounds": 2}, "duplicate": duplicate}
    one = tournament(*args, seed=5, workers=1, **kw).to_json()
    many = tournament(*args, seed=5, workers=2, **kw).to_json()
    assert one == many
    other = tournament(*args, seed=6, workers=1, **kw).to_json()
    assert other != one


def test_tournament_rates_the_heuristic_above_random() -> None:
    data = tournament(CHUINIU, ["random", "heuristic"], 20, seed=3).to_json()
    assert [row["agent"] for row in data["agents"]] == ["heuristic", "random"]
    top = data["agents"][0]
    assert top["seat_games"] == 20 and top["wins"] + top["draws"] + top["losses"] == 20


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
    assert res.exit_code == 0 and res.output.splitlines()[0].startswith("agent,rating,seat_games")
    res = runner.invoke(app, [*base, "--json"])
    assert res.exit_code == 0 and '"games_per_lineup": 4' in res.output


def _ismcts_seat_moves(agent: ISMCTSAgent, game_id: str, players: int, moves: int) -> None:
    """Let ``agent`` play seat 0 for ``moves`` real decisions the search weighs
    (two rivals or more by the game's ``rivals`` hint); random elsewhere."""
    game = paixi.load_game(game_id)
    hints = game.search_hints()
    rivals = hints.rivals if hints is not None else None
    state = game.new_game(players, seed=11)
    rng = random.Random(4)
    done = 0
    while not state.is_terminal() and done < moves:
        legal = state.legal_actions()
        weighed = len(legal) > 1 and (rivals is None or len(rivals(state, legal)) > 1)
        if state.current_player() == 0 and weighed:
            action = agent.act_on_state(state, 0)
            assert action in legal
            assert agent.last_rounds >= 1 or agent.seconds is not None  # a clock may cut it
            assert agent.last_iterations <= agent.iterations
            done += 1
        else:
            action = legal[rng.randrange(len(legal))]
        state.apply(action)


@pytest.mark.parametrize("game_id", [g.id for g in paixi.list_games()])
def test_ismcts_picks_legal_actions_within_its_iteration_budget(game_id: str) -> None:
    game = paixi.load_game(game_id)
    _ismcts_seat_moves(ISMCTSAgent(seed=1, iterations=24), game_id, game.default_players, 3)


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


def test_each_seat_counts_and_the_par_win_share_is_one_over_players() -> None:
    """Two entrants at four seats: each has two seat-games a game (3 games in
    each of the 2 lineups), the win shares are per seat (par 1/4, not 1/2),
    and the title agrees in number."""
    data = tournament(CHUINIU, ["random", "heuristic"], 3, players=4, seed=2).to_json()
    assert data["par_win_share"] == pytest.approx(0.25)
    for row in data["agents"]:
        assert row["seat_games"] == 12
        assert row["wins"] + row["draws"] + row["losses"] == pytest.approx(12)
    # seat-weighted over the field, the win share is par exactly
    pooled = sum(r["win_share"] * r["seat_games"] for r in data["agents"])
    assert pooled / sum(r["seat_games"] for r in data["agents"]) == pytest.approx(0.25)
    res = runner.invoke(app, ["tournament", "chuiniu", "--agents", "random,heuristic", "-n", "1"])
    assert res.exit_code == 0
    assert "chuiniu: 1 game (1 per lineup, 1 lineup of 2), seed 0; par win share 0.500" in (
        " ".join(res.output.split())
    )


def test_par_holds_in_a_three_entrant_four_seat_round_robin() -> None:
    game = paixi.load_game("gandengyan")
    data = tournament(game, ["random", "heuristic", "ismcts:2"], 1, players=3, seed=1).to_json()
    rows = data["agents"]
    pooled = sum(r["win_share"] * r["seat_games"] for r in rows)
    assert pooled / sum(r["seat_games"] for r in rows) == pytest.approx(1 / 3)


def test_a_draw_gives_every_seat_one_over_players() -> None:
    stats = EntrantStats("random", 4)
    stats.add(0.0, None)
    stats.add(0.0, None)
    stats.add(5.0, 1.0)
    stats.add(-5.0, 0.0)
    row = stats.summary()
    assert (row["wins"], row["draws"], row["losses"]) == (1.0, 2, 1.0)
    assert row["win_share"] == pytest.approx((1 + 2 / 4) / 4)
    assert row["draw_rate"] == pytest.approx(0.5)


def test_the_list_order_of_the_entrants_changes_nothing() -> None:
    """Same entrants and seed, any order: the same games and the same table."""
    entrants = ["random", "heuristic", "ismcts:4"]
    first = tournament(CHUINIU, entrants, 4, seed=9, options={"rounds": 1}).to_json()
    for order in ([entrants[2], entrants[0], entrants[1]], entrants[::-1]):
        assert tournament(CHUINIU, order, 4, seed=9, options={"rounds": 1}).to_json() == first


def test_ratings_come_from_the_totals_alone() -> None:
    """A 100-100 result rates both entrants level, whichever is listed first;
    permuting the entrants permutes the ratings; draws count half."""
    assert bradley_terry([[0, 100], [100, 0]]) == [1500.0, 1500.0]
    scores = [[0, 30, 12.5], [10, 0, 20], [7.5, 20, 0]]
    ratings = bradley_terry(scores)
    assert sum(ratings) / 3 == pytest.approx(1500)
    assert ratings[0] > ratings[2] > ratings[1]  # 2 took more off 0 than 1 did
    perm = [2, 0, 1]
    permuted = bradley_terry([[scores[i][j] for j in perm] for i in perm])
    assert permuted == pytest.approx([ratings[i] for i in perm], abs=1e-6)
    # an agent that never finished ahead still gets a finite rating
    shut_out = bradley_terry([[0, 50], [0, 0]])
    assert shut_out[0] - shut_out[1] == pytest.approx(400 * math.log10(101), rel=1e-6)
    with pytest.raises(ValueError, match="square"):
        bradley_terry([[0, 1]])


def test_a_one_player_game_gets_a_score_table_not_ratings() -> None:
    game = paixi.load_game("tuimo")
    data = tournament(game, ["random", "heuristic"], 5, seed=1).to_json()
    assert data["players"] == 1 and data["par_win_share"] is None
    for row in data["agents"]:
        assert "rating" not in row and "win_share" not in row
        assert row["seat_games"] == 5
    res = runner.invoke(app, ["tournament", "tuimo", "--agents", "random,heuristic", "-n", "3"])
    assert res.exit_code == 0
    assert "no rating" in res.output and "rating ┃" not in res.output
    res = runner.invoke(
        app, ["tournament", "tuimo", "--agents", "random,heuristic", "-n", "3", "--csv"]
    )
    assert res.exit_code == 0 and res.output.splitlines()[1].split(",")[1] == ""


def test_a_solitaires_agents_play_the_same_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    game = paixi.load_game("tuimo")
    seeds: list[tuple[str, int]] = []
    real = type(game).new_game

    def spy(self: Any, players: Any = None, options: Any = None, seed: Any = None) -> Any:
        seeds.append(seed)
        return real(self, players, options, seed=seed)

    monkeypatch.setattr(type(game), "new_game", spy)
    tournament(game, ["random", "heuristic"], 3, seed=4)
    assert seeds[:3] == seeds[3:] and len(set(seeds)) == 3


def test_consecutive_parts_combine_into_the_whole_tournament() -> None:
    entrants = ["random", "heuristic", "ismcts:3"]
    opts = {"rounds": 1}
    whole = tournament(CHUINIU, entrants, 5, seed=3, options=opts).to_json()
    parts = [
        tournament(CHUINIU, entrants, 2, seed=3, options=opts),
        tournament(CHUINIU, entrants, 3, seed=3, options=opts, first_game=2),
    ]
    assert combine(parts).to_json() == whole
    with pytest.raises(OptionError, match="one tournament"):
        combine([parts[0], tournament(CHUINIU, entrants, 2, seed=4, options=opts)])


def test_a_row_in_one_line() -> None:
    data = tournament(CHUINIU, ["random", "heuristic"], 4, seed=3).to_json()
    row = data["agents"][0]
    low, high = row["win_share_ci95"]
    line = row_text(row)
    assert line.startswith(f"win share {row['win_share']:.3f} [{low:.3f}, {high:.3f}], mean points")
    assert line.endswith(f"{row['seat_games']} seat-games")
    solo = tournament(paixi.load_game("tuimo"), ["random", "heuristic"], 2, seed=1).to_json()
    assert row_text(solo["agents"][0]).startswith("mean points ")


def test_duplicate_deals_are_played_from_every_seat() -> None:
    """Two agents that play alike (``ismcts:1`` always keeps the heuristic's
    move) finish exactly level on every duplicate deal, so the interval over
    deals is a point; on fresh deals the luck of each deal shows."""
    game = paixi.load_game("jielong")
    entrants = ["heuristic", "ismcts:1"]
    dup = tournament(game, entrants, 8, seed=2, options=game.bench_options, duplicate=True)
    data = dup.to_json()
    assert data["duplicate"] is True
    for row in data["agents"]:
        assert row["deals"] == 2 * len(data["lineups"])
        assert row["win_share"] == row["win_share_ci95"][0] == row["win_share_ci95"][1] == 0.25
        assert row["mean_points_ci95"] == [0.0, 0.0]
        assert row_text(row).endswith(f"of {row['deals']} duplicate deals")
    fresh = tournament(game, entrants, 8, seed=2, options=game.bench_options).to_json()
    low, high = fresh["agents"][0]["win_share_ci95"]
    assert high - low > 0.2


def test_duplicate_games_come_in_whole_deals() -> None:
    with pytest.raises(OptionError, match="multiples of 2"):
        tournament(CHUINIU, ["random", "heuristic"], 3, duplicate=True)
    with pytest.raises(OptionError, match="multiples of 2"):
        tournament(CHUINIU, ["random", "heuristic"], 2, first_game=1, duplicate=True)
    base = ["tournament", "chuiniu", "--agents", "random,heuristic", "-o", "rounds=1"]
    res = runner.invoke(app, [*base, "-n", "2", "--duplicate", "--json"])
    assert res.exit_code == 0 and '"duplicate": true' in res.output and '"deals": 1' in res.output
    res = runner.invoke(app, [*base, "-n", "2", "--duplicate"])
    assert res.exit_code == 0 and "duplicate deals, intervals over deals" in res.output


def test_duplicate_parts_combine_into_the_whole_tournament() -> None:
    entrants = ["random", "heuristic"]
    opts = {"rounds": 1}
    whole = tournament(CHUINIU, entrants, 6, seed=3, options=opts, duplicate=True).to_json()
    parts = [
        tournament(CHUINIU, entrants, 2, seed=3, options=opts, duplicate=True),
        tournament(CHUINIU, entrants, 4, seed=3, options=opts, duplicate=True, first_game=2),
    ]
    assert combine(parts).to_json() == whole
    with pytest.raises(OptionError, match="one tournament"):
        combine([parts[0], tournament(CHUINIU, entrants, 2, seed=3, options=opts)])


def test_the_interval_over_clusters() -> None:
    """Equal clusters: the mean of the cluster means, and their standard
    error; unequal ones weigh each observation alike (the ratio estimator)."""
    sums = ClusterSums()
    means = [0.2, 0.5, 0.3, 0.6]
    for m in means:
        sums.add(2 * m, 2)
    mean, low, high = sums.interval()
    centre = sum(means) / 4
    sd = math.sqrt(sum((m - centre) ** 2 for m in means) / 3)
    assert mean == pytest.approx(centre)
    assert high - mean == pytest.approx(3.182 * sd / 2) and mean - low == pytest.approx(high - mean)
    lopsided = ClusterSums()
    lopsided.add(1.0, 1)
    lopsided.add(0.0, 3)
    assert lopsided.interval()[0] == 0.25
    assert ClusterSums().interval() == (0.0, 0.0, 0.0)


@pytest.mark.parametrize(
    ("df", "exact"), [(1, 12.706), (4, 2.776), (5, 2.571), (9, 2.262), (24, 2.064), (120, 1.980)]
)
def test_students_t_points(df: int, exact: float) -> None:
    """The 97.5% points of Student's t, against the printed tables."""
    assert t975(df) == pytest.approx(exact, abs=0.004)
