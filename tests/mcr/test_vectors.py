"""Every vector of shared/vectors/mcr-fans.jsonl (docs/specs/mcr.md §19) must score exactly."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from paixi.equipment.mahjong import Meld, parse_tile, parse_tiles, parse_wind
from paixi.games.mcr.fans import FAN_NAMES_EN
from paixi.games.mcr.scoring import WinSituation, score_hand

_REPO = Path(__file__).resolve().parents[2]
# The workspace's shared vectors when the checkout sits beside them, else the
# repository's copy (vectors/, kept identical: see test_repository_copy_is_current).
_CANDIDATES = (
    _REPO.parent / "shared" / "vectors" / "mcr-fans.jsonl",
    _REPO / "vectors" / "mcr-fans.jsonl",
)
VECTOR_FILE = next((p for p in _CANDIDATES if p.exists()), _CANDIDATES[-1])


def test_repository_copy_is_current() -> None:
    shared, copy = _CANDIDATES
    assert copy.exists()
    if shared.exists():
        assert shared.read_bytes() == copy.read_bytes()


def _load() -> list[dict[str, Any]]:
    with VECTOR_FILE.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def _score(v: dict[str, Any]) -> dict[str, Any]:
    situation = WinSituation(
        win_tile=parse_tile(v["win_tile"]),
        self_drawn=v["self_drawn"],
        last_copy=v["last_copy"],
        kong_related=v["kong_related"],
        wall_last=v["wall_last"],
        seat_wind=parse_wind(v["seat_wind"]),
        prevalent_wind=parse_wind(v["prevalent_wind"]),
        flowers=v["flowers"],
    )
    melds = [Meld.from_json(p) for p in v["packs"]]
    return score_hand(parse_tiles(v["hand"]), melds, situation).to_json()


def _fan_multiset(fans: list[list[Any]]) -> Counter[tuple[str, int, int]]:
    return Counter((name, points, count) for name, points, count in fans)


def test_vector_file_is_complete() -> None:
    vectors = _load()
    assert len(vectors) == 2200
    assert sum(v["is_win"] for v in vectors) == 2000


def test_every_vector_agrees() -> None:
    """All 2,200 vectors: totals, fan lists (or an alternative), minimum and settlement."""
    failures = []
    for v in _load():
        got = _score(v)
        accepted = [_fan_multiset(v["fans"])] + [
            _fan_multiset(alt) for alt in v.get("alt_fans", [])
        ]
        same = (
            got["is_win"] == v["is_win"]
            and got["total"] == v["total"]
            and got["fan_points"] == v["fan_points"]
            and got["meets_minimum"] == v["meets_minimum"]
            and got["settlement"] == v["settlement"]
            and _fan_multiset(got["fans"]) in accepted
        )
        if not same:
            failures.append(f"{v['id']}: expected {v['fans']} {v['total']}, got {got}")
    assert not failures, f"{len(failures)} vectors disagree:\n" + "\n".join(failures[:20])


@pytest.mark.parametrize("gen", ["standard", "seven_pairs", "knitted_straight", "nine_gates"])
def test_vectors_cover_each_shape(gen: str) -> None:
    assert any(v["gen"].startswith(gen) for v in _load())


def test_vectors_use_every_fan() -> None:
    """Every one of the 81 fans occurs in some vector, so the agreement test covers all."""
    seen = {name for v in _load() for name, _, _ in v["fans"]}
    assert seen == set(FAN_NAMES_EN[1:])
