"""The MCR scorer as pure Python: every vector, with the modules read from their .py sources.

An install with a C compiler compiles the scorer's hot modules with Cython
(the same .py files, with the C types of the .pxd files beside them), and
the rest of the suite then runs that build. Here a fresh interpreter imports
every paixi module from its .py source, never from a compiled extension, and
runs the vector checks there, so both builds are held to the vectors.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

_REPO = Path(__file__).resolve().parents[2]

_CHECK = textwrap.dedent(
    """
    import importlib.machinery
    import importlib.util
    import sys
    from pathlib import Path


    class SourceOnly:
        # paixi's modules found as .py files even where a compiled one sits beside them
        @staticmethod
        def find_spec(name, path=None, target=None):
            if not name.startswith("paixi."):
                return None
            spec = importlib.machinery.PathFinder.find_spec(name, path)
            if spec is None or spec.origin is None or spec.origin.endswith(".py"):
                return spec
            origin = Path(spec.origin)
            source = origin.with_name(origin.name.split(".")[0] + ".py")
            return importlib.util.spec_from_file_location(name, source)


    sys.meta_path.insert(0, SourceOnly)

    from paixi.games.mcr import decompose, fans_standard, score_types, scoring_fast
    from tests.mcr import test_scoring_fast, test_vectors

    for module in (scoring_fast, fans_standard, score_types):
        assert module.__file__.endswith(".py"), module.__file__
    test_vectors.test_every_vector_agrees()
    decompose.suit_table()
    test_scoring_fast.test_fast_paths_agree_with_the_general_procedure_on_every_vector(None)
    test_scoring_fast.test_fast_paths_agree_with_the_general_procedure_on_random_hands(None)
    print("pure python: every vector agrees")
    """
)


def test_every_vector_agrees_with_the_modules_as_pure_python() -> None:
    done = subprocess.run(
        [sys.executable, "-c", _CHECK],
        cwd=_REPO,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "every vector agrees" in done.stdout
