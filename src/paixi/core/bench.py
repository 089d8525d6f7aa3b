"""What a benchmark reports (``paixi bench``); games' own benchmarks return it too."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class BenchResult:
    name: str
    count: int
    seconds: float
    unit: str
    detail: str = ""

    @property
    def rate(self) -> float:
        return self.count / self.seconds if self.seconds else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "count": self.count,
            "seconds": round(self.seconds, 3),
            "per_second": round(self.rate, 1),
            "unit": self.unit,
            "detail": self.detail,
        }


Benchmark = Callable[[float], BenchResult]
"""A benchmark: ``(seconds) -> BenchResult``, run for about that long on one core."""
