"""川牌 fans (docs/specs/chuanpai.md §7), unit by unit (audit: the sounded 幺地人
吐火 and the high-陀 boundaries had no test)."""

from __future__ import annotations

import pytest

from paixi.games.chuanpai.scoring import high_tuo_fans, parse_meld


@pytest.mark.parametrize(
    ("meld", "fans"),
    [
        ("peng:14", [("yaodiren", 3, 1)]),
        ("gang:11", [("yaodiren", 0, 2)]),
        ("tuhuo:44", [("yaodiren", 15, 2)]),
        ("tuhuo5:44", [("yaodiren", 15, 2)]),
        ("xiang:14", [("yaodiren", 3, 3)]),  # 3, not 3 + 1
        ("xiang:33", [("xiang", 11, 1)]),
        ("tuhuo5:33", []),
        ("gang:33", []),
        ("chi:14+36", []),
    ],
)
def test_fans_of_each_meld(meld: str, fans: list) -> None:
    assert parse_meld(meld).fans() == fans


@pytest.mark.parametrize(
    ("tuo", "threshold", "fans"),
    [(42, 33, 0), (43, 33, 1), (52, 33, 1), (53, 33, 2), (43, 34, 0), (44, 34, 1), (54, 34, 2)],
)
def test_high_tuo_fans_at_the_boundaries(tuo: int, threshold: int, fans: int) -> None:
    assert high_tuo_fans(tuo, threshold) == fans
