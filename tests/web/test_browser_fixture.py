"""The browser tests' server fixture ends what it started on every path (issue 24):
a server that never answers within the start timeout is killed, not orphaned."""

from __future__ import annotations

import os
import time
import urllib.request
from pathlib import Path

import pytest

from tests.web.browser import Server


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_a_server_that_does_not_answer_in_time_is_killed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def unreachable(*_args: object, **_kw: object) -> None:
        raise OSError("no answer")

    monkeypatch.setattr(urllib.request, "urlopen", unreachable)
    server = Server(tmp_path / "p.db")
    server.start_timeout = 1.0
    with pytest.raises(RuntimeError, match="did not start"):
        server.start()
    assert server.started and server.proc is None
    time.sleep(0.2)
    assert not any(_alive(pid) for pid in server.started)
