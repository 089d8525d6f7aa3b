"""The MCR scorer as plain Python: every vector, with the modules run from their .py sources.

An install with mypyc and a C compiler compiles the scorer's hot path
(``paixi.native.NATIVE_MODULES``) from the same .py files, and the rest of
the suite then runs that build. Here a child process with
``PAIXI_PURE_PYTHON=1`` (every paixi module from its source) runs the vector
checks and the fast-against-general agreement, so both builds are held to them.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

_REPO = Path(__file__).resolve().parents[2]

_CHECK = """
from paixi.games.mcr import decompose, fans_standard, scoring_fast
from tests.mcr import test_scoring_fast, test_vectors

for module in (scoring_fast, fans_standard):
    assert module.__file__.endswith(".py"), module.__file__
test_vectors.test_every_vector_agrees()
decompose.suit_table()
test_scoring_fast.test_fast_paths_agree_with_the_general_procedure_on_every_vector(None)
test_scoring_fast.test_fast_paths_agree_with_the_general_procedure_on_random_hands(None)
print("plain python: every vector agrees")
"""


def test_every_vector_agrees_with_the_scorer_as_plain_python() -> None:
    done = subprocess.run(
        [sys.executable, "-c", _CHECK],
        cwd=_REPO,
        env={**os.environ, "PAIXI_PURE_PYTHON": "1"},
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "every vector agrees" in done.stdout
