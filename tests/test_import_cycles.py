"""No import cycles among paixi's modules (issue 29, item 5).

A cycle makes a module's import order matter and leaves one side half
initialised while the other runs; the split modules of a game share their
phases and fields through a module both sides import instead.

What counts as an import (static, parsed with ``ast``; nothing is imported):

* every ``import``/``from ... import`` of a paixi module, wherever it stands:
  in the module body, in class bodies, in ``if``/``try``/``with`` blocks and
  also inside functions and methods. An import deferred into a function is
  the same dependency made later; it is how the cycles this test removed
  were hidden, so it counts as if it stood at module level;
* not an import under ``if TYPE_CHECKING:`` (the type checker's alone, never run);
* ``from package import name`` is an edge to ``package.name`` when that is a
  module of paixi. Otherwise it is an edge to ``package`` (its ``__init__``)
  if the ``__init__`` binds ``name``, and to nothing if it does not (``name``
  is then a compiled submodule, such as UNO's ``_fastc``). Relative imports
  are resolved; modules outside paixi are ignored.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import paixi

ROOT = Path(paixi.__file__).parent


def module_names() -> dict[str, Path]:
    """Every module of paixi by dotted name (packages by their ``__init__``)."""
    out = {}
    for path in ROOT.rglob("*.py"):
        parts = ("paixi", *path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(body: list[ast.stmt]) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement in ``body`` at any depth, except under ``if TYPE_CHECKING:``."""
    out: list[ast.Import | ast.ImportFrom] = []
    for node in body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            out.append(node)
        elif isinstance(node, ast.If) and _is_type_checking(node.test):
            out += _imports(node.orelse)
        else:
            for field in ("body", "orelse", "finalbody"):
                block = getattr(node, field, None)
                if isinstance(block, list):
                    out += _imports([b for b in block if isinstance(b, ast.stmt)])
            for handler in getattr(node, "handlers", []):
                out += _imports(handler.body)
            for case in getattr(node, "cases", []):
                out += _imports(case.body)
    return out


@functools.cache
def _bound_names(path: Path) -> frozenset[str]:
    """The names a package's ``__init__`` binds at its top level."""
    out = set()
    for node in ast.parse(path.read_text(), str(path)).body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            out |= {(a.asname or a.name).split(".")[0] for a in node.names}
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            out |= {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            out.add(node.name)
    return frozenset(out)


def imports_of(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The paixi modules that module ``name`` imports at import time."""
    is_package = path.name == "__init__.py"
    out = set()
    for node in _imports(ast.parse(path.read_text(), str(path)).body):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name in known}
            continue
        base = node.module or ""
        if node.level:
            parent = name.split(".")
            parent = parent if is_package else parent[:-1]
            parent = parent[: len(parent) - (node.level - 1)]
            base = ".".join([*parent, base] if base else parent)
        for alias in node.names:
            sub = f"{base}.{alias.name}"
            if sub in known:
                out.add(sub)
            elif base in known and alias.name in _bound_names(known[base]):
                out.add(base)
    out.discard(name)
    return out


@functools.cache
def import_graph() -> dict[str, set[str]]:
    known = module_names()
    return {name: imports_of(name, path, known) for name, path in known.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(found)


def test_the_graph_sees_imports() -> None:
    """The parser finds the edges it should (so an empty cycle list means something)."""
    graph = import_graph()
    assert "paixi.core.game" in graph["paixi.games.uno.state"]
    assert "paixi.games.uno.engine" in graph["paixi.games.uno.state"]  # from pkg import module
    assert "paixi.games.mcr.search" in graph["paixi.games.mcr.game"]  # inside a method
    assert "paixi.games.mcr.game" not in graph["paixi.games.mcr.illegal"]  # TYPE_CHECKING only


def test_cycles_are_found() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert cycles(graph) == [["a", "b", "c"]]


def test_no_import_cycles() -> None:
    found = cycles(import_graph())
    assert not found, "import cycles among paixi's modules:\n" + "\n".join(
        " <-> ".join(c) for c in found
    )
