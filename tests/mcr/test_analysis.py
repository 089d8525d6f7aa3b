"""The MCR hand analyser and point plans (issue 15), against brute force."""

from __future__ import annotations

import json
import random

import pytest
from typer.testing import CliRunner

from paixi.cli.main import app
from paixi.core.errors import NotationError
from paixi.equipment.mahjong import parse_meld_text, parse_tiles, tile_counts
from paixi.games.mcr.analysis import analyze
from paixi.games.mcr.plans import FAR, all_plans, eight_point_distance, plan_distances
from paixi.games.mcr.shanten import is_complete
from tests.sweep import examples

runner = CliRunner()


def _random_complete(rng: random.Random) -> list[int]:
    """Fourteen tiles in four random sets and a pair (copies within four)."""
    while True:
        counts = [0] * 34
        for _ in range(4):
            if rng.random() < 0.5:
                suit, start = rng.randrange(3), rng.randrange(7)
                for k in range(3):
                    counts[9 * suit + start + k] += 1
            else:
                counts[rng.randrange(34)] += 3
        counts[rng.randrange(34)] += 2
        if max(counts) <= 4:
            return [t for t in range(34) for _ in range(counts[t])]


def _near_complete(rng: random.Random, swaps: int, size: int) -> list[int]:
    """A complete hand with ``swaps`` tiles replaced at random, cut to ``size`` tiles."""
    tiles = _random_complete(rng)
    for _ in range(swaps):
        tiles.pop(rng.randrange(len(tiles)))
        while True:
            t = rng.randrange(34)
            if tiles.count(t) < 4:
                tiles.append(t)
                break
    while len(tiles) > size:
        tiles.pop(rng.randrange(len(tiles)))
    return sorted(tiles)


def _brute_waits(counts: list[int]) -> list[int]:
    out = []
    for t in range(34):
        if counts[t] < 4:
            counts[t] += 1
            if is_complete(counts, 0):
                out.append(t)
            counts[t] -= 1
    return out


def _brute_ready14(counts: list[int]) -> bool:
    """Whether some discard leaves a 14-tile hand ready."""
    for d in range(34):
        if counts[d]:
            counts[d] -= 1
            ready = bool(_brute_waits(counts))
            counts[d] += 1
            if ready:
                return True
    return False


def test_waits_and_ready_against_brute_force() -> None:
    rng = random.Random(7)
    for _ in range(300):
        tiles = _near_complete(rng, rng.randrange(2), 13)
        result = analyze(tiles)
        brute = _brute_waits(tile_counts(tiles)[:34])
        assert [w.tile for w in result.waits] == brute
        assert (result.shanten == 0) == bool(brute)
        for w in result.waits:
            assert w.unseen == 4 - tiles.count(w.tile)


def test_effective_tiles_against_brute_force() -> None:
    """For discards leaving shanten 0 or 1, the effective tiles and their unseen copies."""
    rng = random.Random(11)
    checked = {0: 0, 1: 0}
    want = (examples(40), examples(6))  # (tests/sweep.py: ten times as many at night)
    while checked[0] < want[0] or checked[1] < want[1]:
        tiles = _near_complete(rng, rng.randrange(1, 3), 14)
        seen = [rng.randrange(34) for _ in range(6)]
        sight = tile_counts([*tiles, *seen])
        if max(sight[:34]) > 4:
            continue
        result = analyze(tiles, seen=seen)
        option = rng.choice(result.discards)
        if option.shanten not in (0, 1) or checked[option.shanten] >= want[option.shanten]:
            continue
        counts = tile_counts(tiles)[:34]
        counts[option.tile] -= 1
        brute = []
        for t in range(34):
            if counts[t] == 4:
                continue
            counts[t] += 1
            better = is_complete(counts, 0) if option.shanten == 0 else _brute_ready14(counts)
            counts[t] -= 1
            if better:
                brute.append((t, 4 - sight[t]))
        assert [(e.tile, e.unseen) for e in option.effective] == brute
        checked[option.shanten] += 1


def test_discards_are_ranked_by_shanten_then_effective_tiles() -> None:
    result = analyze(parse_tiles("123m 456m 789m 23p 55s 1z"))
    first = result.discards[0]
    assert first.tile == parse_tiles("1z")[0] and first.shanten == 0
    keys = [(o.shanten, -o.effective_count) for o in result.discards]
    assert keys == sorted(keys)
    assert first.plans[0].plan.name_en == "Pure Straight" and first.plans[0].distance == 0


def test_waits_are_scored_by_discard_and_self_draw() -> None:
    result = analyze(parse_tiles("123m 456m 789m 23p 55s"))
    assert [w.tile for w in result.waits] == parse_tiles("1p 4p")
    one_dot = result.waits[0]
    names = {f.name_en for f in one_dot.by_discard.fans}
    assert "Pure Straight" in names and one_dot.by_discard.meets_minimum
    assert one_dot.self_drawn.total > one_dot.by_discard.total


def test_bad_hands_are_refused() -> None:
    with pytest.raises(NotationError, match="13 or 14"):
        analyze(parse_tiles("123m 456m"))
    with pytest.raises(NotationError, match="in sight 5 times"):
        analyze(parse_tiles("1111m 456m 789m 23p 55s"), seen=parse_tiles("1m"))


def test_plan_distances_on_known_shapes() -> None:
    def distance_of(fan: str, tiles: str, melds: str = "") -> int:
        counts = tile_counts(parse_tiles(tiles))[:34]
        meld_list = [parse_meld_text(m) for m in melds.split()]
        found = [pd.distance for pd in plan_distances(counts, meld_list) if pd.plan.name_en == fan]
        return min(found) if found else FAR

    assert distance_of("Pure Straight", "123456789m 23p 55s") == 0
    assert distance_of("Pure Straight", "123456m 789p 23p 55s") == 2  # three draws away
    assert distance_of("Mixed Triple Chow", "234m 234p 23s 678s 11z") == 0
    assert distance_of("Seven Pairs", "1122m 3344p 5566s 7z") == 0
    assert distance_of("Seven Pairs", "11m 22p", "123s") == FAR  # a declared set rules it out
    assert distance_of("All Pungs", "111m 222p 333s 444z 5z") == 0
    assert distance_of("All Pungs", "444z 5z", "123m") == FAR
    assert distance_of("Half Flush", "12345679m 111z 22z") == 0
    counts = tile_counts(parse_tiles("123456789m 23p 55s"))[:34]
    assert eight_point_distance(counts, []) == 0
    assert len({p.fan for p in all_plans()}) >= 14


def test_analyze_command_in_both_languages_and_json() -> None:
    res = runner.invoke(app, ["analyze", "mcr", "123m 456m 789m 23p 55s 1z", "--json"])
    assert res.exit_code == 0
    data = json.loads(res.output)
    assert data["discards"][0]["discard"] == "1z" and data["discards"][0]["shanten"] == 0
    res = runner.invoke(app, ["analyze", "mcr", "123m 456m 789m 23p 55s", "--lang", "zh"])
    assert res.exit_code == 0 and "清龙" in res.output and "一饼" in res.output
    res = runner.invoke(app, ["analyze", "mcr", "123m 456m 789m 23p 55s", "--seen", "1p1p1p"])
    assert res.exit_code == 0
    res = runner.invoke(app, ["analyze", "mcr", "123m"])
    assert res.exit_code == 2 and "13 or 14" in res.output
