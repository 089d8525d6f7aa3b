"""How hard the property sweeps sample.

The default run keeps the whole suite within a few minutes on a 2-core CI
machine. A nightly run (``PAIXI_NIGHTLY=1``, which ``.ci/run --nightly``
sets) checks the same properties on ``NIGHTLY_FACTOR`` times as many
examples, and samples steps ``NIGHTLY_FACTOR`` times as densely.
"""

from __future__ import annotations

import os

NIGHTLY = os.environ.get("PAIXI_NIGHTLY", "") not in ("", "0")
NIGHTLY_FACTOR = 10


def examples(n: int) -> int:
    """Examples for a sweep that takes ``n`` in the default run."""
    return n * NIGHTLY_FACTOR if NIGHTLY else n


def sampled(rate: float) -> float:
    """The share of steps a sampling sweep checks (denser at night)."""
    return min(1.0, rate * NIGHTLY_FACTOR) if NIGHTLY else rate
