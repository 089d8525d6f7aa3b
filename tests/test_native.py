"""The modules mypyc compiles (``paixi.native``) against their Python source.

The compiled module is built from the very file the Python engine runs, so
there is one copy of each rule; what can still differ is a stale build or a
construct mypyc compiles differently (it enforces the declared types). So the
same seeded games are traced step by step here (compiled where built) and in a
child process with ``PAIXI_PURE_PYTHON=1`` (every paixi module from its
source), and the traces must be equal. ``.ci/run`` sets
``PAIXI_EXPECT_COMPILED=1``: there a build that silently fell back to Python
fails instead of passing on Python twice.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from paixi.native import NATIVE_MODULES, compiled_modules
from tests.native_trace import trace

ROOT = Path(__file__).resolve().parent.parent


def _child(code: str) -> str:
    env = {**os.environ, "PAIXI_PURE_PYTHON": "1"}
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_pure_python_switch_loads_every_module_from_source() -> None:
    shown = _child(
        "import importlib, paixi.native as n\n"
        "for name in n.NATIVE_MODULES:\n"
        "    print(name, importlib.import_module(name).__file__)"
    ).split("\n")
    assert [line.split()[0] for line in shown if line] == list(NATIVE_MODULES)
    assert all(line.endswith(".py") for line in shown if line), shown


def test_compiled_and_python_engines_agree_step_by_step() -> None:
    ours = trace()
    theirs = _child("from tests.native_trace import trace\nprint('\\n'.join(trace()))")
    assert ours == theirs.splitlines(), "compiled and Python engines differ: rebuild?"


@pytest.mark.skipif(not os.environ.get("PAIXI_EXPECT_COMPILED"), reason="CI only")
def test_the_install_compiled_every_native_module() -> None:
    assert compiled_modules() == list(NATIVE_MODULES)
