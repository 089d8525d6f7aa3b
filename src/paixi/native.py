"""The modules compiled to C by mypyc, and the switch back to their Python source.

``setup.py`` compiles the modules of :data:`NATIVE_MODULES` with mypyc when
the install has it and a C compiler: the state path of 争上游 and 干瞪眼 (their
move generators and states) and the event log's append. Elsewhere the same
files run as plain Python. There is no second copy of any rule: the compiled
module *is* the Python module. ``PAIXI_PURE_PYTHON=1`` in the environment
makes ``import paixi`` load every paixi module from its ``.py`` source even
where a compiled one sits beside it (``tests/test_native.py`` compares the two
engines step by step; docs/design.md "Code habits").
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar

NATIVE_MODULES = (
    "paixi.core.event_log",
    "paixi.games.zhengshangyou.combos",
    "paixi.games.zhengshangyou.game",
    "paixi.games.gandengyan.combos",
    "paixi.games.gandengyan.game",
    # the MCR scorer's hot path: score_hand and what it calls per hand
    "paixi.games.mcr.best_reading",
    "paixi.games.mcr.exclusion",
    "paixi.games.mcr.fan_counts",
    "paixi.games.mcr.fans",
    "paixi.games.mcr.fans_sets",
    "paixi.games.mcr.fans_special",
    "paixi.games.mcr.fans_standard",
    "paixi.games.mcr.hand_facts",
    "paixi.games.mcr.packed",
    "paixi.games.mcr.score_types",
    "paixi.games.mcr.scoring_fast",
    "paixi.games.mcr.set_tables",
    "paixi.games.mcr.special_keys",
    "paixi.games.mcr.tile_features",
)
"""What ``setup.py`` compiles (one mypyc group, ``paixi__mypyc``)."""

PURE_ENV = "PAIXI_PURE_PYTHON"


_T = TypeVar("_T")

try:
    from mypy_extensions import i64, mypyc_attr
except ImportError:  # an install without mypy: the decorator only guides mypyc

    def mypyc_attr(*attrs: str, **kwattrs: object) -> Callable[[_T], _T]:
        return lambda cls: cls

    i64 = int  # type: ignore[misc]  # a 64-bit C integer where compiled, an int in Python


def is_compiled(module: ModuleType) -> bool:
    """Whether ``module`` was loaded from a compiled extension rather than its source."""
    origin = getattr(module, "__file__", None) or ""
    return origin.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def compiled_modules() -> list[str]:
    """The names in :data:`NATIVE_MODULES` that this process runs compiled."""
    return [name for name in NATIVE_MODULES if is_compiled(importlib.import_module(name))]


class _SourceFirst(importlib.abc.MetaPathFinder):
    """Finds a paixi module's ``.py`` source before a compiled extension beside it."""

    def find_spec(
        self, name: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if not name.startswith("paixi."):
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        origin = spec.origin if spec is not None else None
        if origin is None or not origin.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)):
            return spec
        source = Path(origin).with_name(name.rpartition(".")[2] + ".py")
        if not source.is_file():  # an extension with no Python twin (UNO's _fastc)
            return spec
        return importlib.util.spec_from_file_location(name, source)


def prefer_source(environ: Any = os.environ) -> None:
    """Install the source-first finder when ``PAIXI_PURE_PYTHON`` is set (once)."""
    if environ.get(PURE_ENV, "") in ("", "0"):
        return
    if not any(isinstance(finder, _SourceFirst) for finder in sys.meta_path):
        sys.meta_path.insert(0, _SourceFirst())
