"""A small mutation run: how many simple mutants of a rule module do the tests kill?

``python bench/mutants.py MODULE [MODULE ...] [--max N] [--seed S] [--tests PATH ...]``

For each module (dotted, e.g. ``paixi.games.chuanpai.scoring``) it lists the
simple mutants of its code — one arithmetic operator swapped (``+``/``-``,
``*``/``//``), one comparison changed (``<``/``<=``, ``>``/``>=``,
``==``/``!=``, ``in``/``not in``), ``and``/``or`` swapped, a ``not`` dropped,
an integer constant moved by one or a boolean constant flipped — picks at most
``--max`` of them (a seeded, even sample), and runs the module's tests once
per mutant against a copy of ``src/paixi`` holding that one change (the
working tree is never touched). A mutant is *killed* when a test fails (or it
runs past ``--timeout`` times the clean run), *survived* when every test
passes. It prints the score per module and each survivor's line: a survivor
that changes behaviour is a rule no test pins down.

The tests run are ``--tests`` if given, else :data:`TESTS` for the module,
else ``tests/<game>``; each run stops at the first failure (``-x``) under
``nice``, one at a time, so a run of 40 mutants takes a few minutes.
"""

from __future__ import annotations

import argparse
import ast
import importlib.util
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

TESTS: dict[str, list[str]] = {
    "paixi.games.chuanpai.scoring": [
        "tests/chuanpai/test_fans.py",
        "tests/chuanpai/test_examples_scoring.py",
        "tests/chuanpai/test_scoring_brute.py",
        "tests/chuanpai/test_scorer_agrees.py",
        "tests/chuanpai/test_scorer_rules.py",
    ],
    "paixi.games.longmajiang.scoring": [
        "tests/longmajiang/test_scorer.py",
        "tests/longmajiang/test_scorer_rules.py",
        "tests/longmajiang/test_game.py",
    ],
    "paixi.games.uno.turn": [
        "tests/uno/test_examples.py",
        "tests/uno/test_game.py",
        "tests/uno/test_turn_rules.py",
    ],
    "paixi.games.daer.scoring": ["tests/daer/test_scoring.py", "tests/daer/test_score_cli.py"],
    "paixi.games.mcr.fans_standard": ["tests/mcr/test_scoring.py", "tests/mcr/test_vectors.py"],
}
"""The tests that exercise each scorer module quickly (others: ``tests/<game>``)."""

_BINOPS = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.FloorDiv, ast.FloorDiv: ast.Mult}
_CMPOPS = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
}
_SYMBOL = {
    ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.FloorDiv: "//", ast.Lt: "<", ast.LtE: "<=",
    ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!=", ast.In: "in", ast.NotIn: "not in",
}  # fmt: skip


@dataclass(frozen=True)
class Mutant:
    """One change: the ``index``-th mutation site of the module (walk order)."""

    index: int
    line: int
    what: str


def _docstrings(tree: ast.AST) -> set[int]:
    """ids of the docstring constants (never mutated)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def _sites(tree: ast.AST) -> list[tuple[ast.AST, int, str]]:
    """Every mutation site as ``(node, slot, description)`` (slot: which
    comparison operator of a chain, else 0)."""
    skip = _docstrings(tree)
    sites: list[tuple[ast.AST, int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
            new = _BINOPS[type(node.op)]
            sites.append((node, 0, f"{_SYMBOL[type(node.op)]} -> {_SYMBOL[new]}"))
        elif isinstance(node, ast.Compare):
            for i, op in enumerate(node.ops):
                if type(op) in _CMPOPS:
                    new = _CMPOPS[type(op)]
                    sites.append((node, i, f"{_SYMBOL[type(op)]} -> {_SYMBOL[new]}"))
        elif isinstance(node, ast.BoolOp):
            sites.append((node, 0, "and -> or" if isinstance(node.op, ast.And) else "or -> and"))
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            sites.append((node, 0, "not x -> x"))
        elif isinstance(node, ast.Constant) and id(node) not in skip:
            if isinstance(node.value, bool):
                sites.append((node, 0, f"{node.value} -> {not node.value}"))
            elif isinstance(node.value, int):
                sites.append((node, 0, f"{node.value} -> {node.value + 1}"))
    return sites


def mutants(source: str) -> list[Mutant]:
    """Every simple mutant of ``source``, in a fixed order."""
    return [
        Mutant(i, getattr(node, "lineno", 0), what)
        for i, (node, _, what) in enumerate(_sites(ast.parse(source)))
    ]


class _Drop(ast.NodeTransformer):
    def __init__(self, target: ast.AST) -> None:
        self.target = target

    def visit_UnaryOp(self, node: ast.UnaryOp) -> ast.AST:
        self.generic_visit(node)
        return node.operand if node is self.target else node


def mutate(source: str, index: int) -> str:
    """``source`` with mutant ``index`` applied (the module re-printed by ``ast``)."""
    tree = ast.parse(source)
    node, slot, _ = _sites(tree)[index]
    if isinstance(node, ast.BinOp):
        node.op = _BINOPS[type(node.op)]()
    elif isinstance(node, ast.Compare):
        node.ops[slot] = _CMPOPS[type(node.ops[slot])]()
    elif isinstance(node, ast.BoolOp):
        node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
    elif isinstance(node, ast.UnaryOp):
        tree = _Drop(node).visit(tree)
    elif isinstance(node.value, bool):
        node.value = not node.value
    else:
        node.value = node.value + 1
    return ast.unparse(ast.fix_missing_locations(tree))


def _module_file(module: str) -> Path:
    spec = importlib.util.find_spec(module)
    if spec is None or spec.origin is None:
        raise SystemExit(f"no module {module}")
    return Path(spec.origin).resolve()


def _tests_for(module: str, given: list[str] | None) -> list[str]:
    if given:
        return given
    if module in TESTS:
        return [t for t in TESTS[module] if (ROOT / t).exists()]
    parts = module.split(".")
    return [f"tests/{parts[2]}"] if len(parts) > 2 and parts[1] == "games" else ["tests"]


def _run(tests: list[str], pythonpath: Path, timeout: float) -> tuple[bool, float]:
    """``(passed, seconds)`` of one test run against the copy at ``pythonpath``."""
    env = dict(os.environ, PYTHONPATH=str(pythonpath), PYTHONDONTWRITEBYTECODE="1")
    cmd = ["nice", "-n", "15", sys.executable, "-m", "pytest", "-x", "-q", "-n", "0"]
    cmd += ["-p", "no:cacheprovider", *tests]
    start = time.perf_counter()
    try:
        done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return False, time.perf_counter() - start
    return done.returncode == 0, time.perf_counter() - start


def run_module(module: str, args: argparse.Namespace) -> dict:
    """Mutate ``module`` ``--max`` times; the score and the survivors."""
    path = _module_file(module)
    source = path.read_text(encoding="utf-8")
    every = mutants(source)
    chosen = every
    if args.max and len(every) > args.max:
        chosen = sorted(random.Random(args.seed).sample(every, args.max), key=lambda m: m.index)
    tests = _tests_for(module, args.tests)
    package = _module_file("paixi").parent
    with tempfile.TemporaryDirectory(prefix="paixi-mutants-") as tmp:
        copy = Path(tmp) / "paixi"
        shutil.copytree(package, copy, ignore=shutil.ignore_patterns("__pycache__"))
        target = copy / path.relative_to(package)
        target.write_text(ast.unparse(ast.parse(source)), encoding="utf-8")
        ok, clean = _run(tests, Path(tmp), timeout=3600)
        if not ok:
            raise SystemExit(f"{module}: the tests fail without any mutant ({' '.join(tests)})")
        survivors = []
        for m in chosen:
            target.write_text(mutate(source, m.index), encoding="utf-8")
            passed, _ = _run(tests, Path(tmp), timeout=max(30.0, args.timeout * clean))
            if passed:
                survivors.append(m)
            if args.verbose:
                print(
                    f"  {'SURVIVED' if passed else 'killed  '} line {m.line}: {m.what}", flush=True
                )
    killed = len(chosen) - len(survivors)
    return {
        "module": module,
        "tests": tests,
        "mutants": len(chosen),
        "of": len(every),
        "killed": killed,
        "score": round(100 * killed / len(chosen), 1) if chosen else 100.0,
        "survivors": [{"line": m.line, "mutant": m.what, "index": m.index} for m in survivors],
        "clean_seconds": round(clean, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("modules", nargs="+", help="dotted module names, e.g. paixi.games.uno.turn")
    parser.add_argument("--max", type=int, default=40, help="mutants per module (0: all)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the sample")
    parser.add_argument("--tests", nargs="*", help="test paths (default: the module's own)")
    parser.add_argument("--timeout", type=float, default=10.0, help="× the clean run's time")
    parser.add_argument("--json", action="store_true", help="one JSON line per module")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every mutant")
    args = parser.parse_args(argv)
    for module in args.modules:
        res = run_module(module, args)
        if args.json:
            print(json.dumps(res, ensure_ascii=False), flush=True)
            continue
        print(
            f"{module}: {res['killed']}/{res['mutants']} killed ({res['score']}%; "
            f"{res['of']} mutants in all; tests {' '.join(res['tests'])})",
            flush=True,
        )
        for s in res["survivors"]:
            print(f"  survived: line {s['line']}: {s['mutant']}  (#{s['index']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
