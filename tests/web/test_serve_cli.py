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
