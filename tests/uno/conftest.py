"""Every UNO test runs on each engine this install has (issue 17): the
compiled one when the extension was built, and pure Python, the reference.
``tests/uno/test_compiled.py`` plays the two side by side itself, so it runs once."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from paixi.games.uno import engine
from paixi.games.uno.state import UnoState

ENGINES = ["c", "python"] if engine.ENGINE == "c" else ["python"]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "uno_engine" in metafunc.fixturenames:
        once = metafunc.module.__name__.endswith("test_compiled")
        engines = [engine.ENGINE] if once else ENGINES
        metafunc.parametrize("uno_engine", engines, indirect=True)


@pytest.fixture(autouse=True)
def uno_engine(request: pytest.FixtureRequest) -> Iterator[str]:
    """The engine :class:`UnoState` runs during the test (``"c"`` or ``"python"``)."""
    wanted = request.param
    if wanted == engine.ENGINE:
        yield wanted
        return
    UnoState.compiled = False
    engine.select(UnoState)
    try:
        yield wanted
    finally:
        UnoState.compiled = True
        engine.select(UnoState)
