"""Build the optional compiled parts of paixi; everything else is in ``pyproject.toml``.

- UNO's hot path in C (``paixi.games.uno._fastc``), run side by side with its
  Python twin ``paixi.games.uno.engine`` in the tests.
- The modules of ``paixi.native.NATIVE_MODULES`` (the state base and the
  climbing games' state path) compiled by mypyc from their own Python source.

Both are optional: on a machine without a C compiler, Python's headers or
mypyc, the install goes on without them and the same Python code runs.
"""

import os
import sys

from setuptools import Extension, setup


def native_modules() -> list[str]:
    """``NATIVE_MODULES`` read from the source without importing paixi."""
    namespace: dict = {}
    with open("src/paixi/native.py", encoding="utf-8") as file:
        source = file.read()
    start = source.index("NATIVE_MODULES = (")
    exec(source[start : source.index(")", start) + 1], namespace)
    return list(namespace["NATIVE_MODULES"])


def mypyc_extensions() -> list[Extension]:
    if os.environ.get("PAIXI_PURE_PYTHON"):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        print("paixi: mypyc not found, the climbing games run as Python", file=sys.stderr)
        return []
    paths = [f"src/{name.replace('.', '/')}.py" for name in native_modules()]
    try:
        extensions = mypycify(paths, opt_level="3", group_name="paixi")
    except (Exception, SystemExit) as error:  # mypyc refuses (it exits on a type error)
        print(f"paixi: mypyc failed ({error}), the climbing games run as Python", file=sys.stderr)
        return []
    for extension in extensions:
        extension.optional = True
    return extensions


setup(
    ext_modules=[
        Extension(
            "paixi.games.uno._fastc",
            [
                "src/paixi/games/uno/_fastc.c",
                "src/paixi/games/uno/_fastc_rules.c",
                "src/paixi/games/uno/_fastc_turn.c",
                "src/paixi/games/uno/_fastc_answers.c",
                "src/paixi/games/uno/_fastc_tensor.c",
            ],
            depends=["src/paixi/games/uno/_fastc.h"],
            optional=True,
        ),
        *mypyc_extensions(),
    ]
)
