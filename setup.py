"""Build the optional C extension of UNO's hot path (``paixi.games.uno._fastc``).

Everything else is configured in ``pyproject.toml``. ``optional=True``: on a
machine without a C compiler or Python's headers the install goes on without
it and paixi runs its pure-Python engine (``paixi.games.uno.engine``).
"""

from setuptools import Extension, setup

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
        )
    ]
)
