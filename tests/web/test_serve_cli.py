"""``paixi serve`` is a CLI command; the default database is in the user data dir."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from paixi.cli.main import app
from paixi.cli.serve import _safe_url
from paixi.web.config import default_db_url


def test_serve_is_registered_with_its_flags() -> None:
    res = CliRunner().invoke(app, ["serve", "--help"])
    assert res.exit_code == 0
    for flag in ("--host", "--port", "--db", "--takeover"):
        assert flag in res.output


def test_default_db_is_sqlite_in_the_user_data_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    url = default_db_url()
    assert url == f"sqlite:///{tmp_path / 'paixi' / 'paixi.db'}"
    assert (tmp_path / "paixi").is_dir()


def test_passwords_are_not_printed() -> None:
    assert (
        _safe_url("postgresql://ann:s3cret@db:5432/paixi") == "postgresql://ann:***@db:5432/paixi"
    )
    assert _safe_url("sqlite:///x.db") == "sqlite:///x.db"


def test_web_actions_benchmark_is_listed_and_runs() -> None:
    from paixi.cli.main import all_benchmarks

    res = all_benchmarks()["web-actions"](0.05)
    assert res.name == "web-actions" and res.count > 0 and res.unit == "actions"


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--port", "99999"], "--port must be 1-65535"),
        (["--port", "-1"], "--port must be 1-65535"),
        (["--db", "foo://bar"], "cannot open the database foo://bar"),
        (["--db", "sqlite:////nonexistent/dir/x.db"], "unable to open database file"),
        (["--db", "postgresql://nobody@127.0.0.1:1/x"], "cannot open the database postgresql"),
        (["--max-messages-per-second", "0"], "must be positive"),
    ],
)
def test_serve_refuses_bad_settings_in_one_line(args: list[str], words: str) -> None:
    """Issue 10: one ``paixi:`` line, a non-zero exit, and nothing claims to serve."""
    res = CliRunner().invoke(app, ["serve", *args])
    lines = res.output.strip().splitlines()
    assert res.exit_code != 0 and len(lines) == 1, res.output
    assert lines[0].startswith("paixi: ") and words in lines[0]
    assert "serving" not in res.output and "Traceback" not in res.output


def test_serve_refuses_a_port_in_use(tmp_path: Path) -> None:
    import socket

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        db = f"sqlite:///{tmp_path / 'x.db'}"
        res = CliRunner().invoke(app, ["serve", "--port", str(port), "--db", db])
    lines = res.output.strip().splitlines()
    assert res.exit_code != 0 and lines == [f"paixi: port {port} on 127.0.0.1 is already in use"]
