"""Helpers of the browser tests: a real ``paixi serve`` process and Debian's Chromium.

The server runs as a subprocess on a free loopback port with its own SQLite
file; it can be stopped and started again on the same port and database (the
restart test). Chromium is ``/usr/bin/chromium`` (``.ci/run`` installs it with
apt-get); Playwright never downloads a browser here.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """``paixi serve`` in a subprocess; ``url`` is its base address.

    The server runs in a process group of its own (with its bot workers), and
    every way out of :meth:`start` that does not leave it serving — an error,
    a timeout, an interrupt — ends that whole group, as :meth:`stop` does."""

    def __init__(
        self,
        db_path: Path,
        bot_delay: float = 0.05,
        claim_hold: float = 0.05,
        extra: tuple[str, ...] = (),
    ) -> None:
        self.extra = extra  # more options of `paixi serve`
        self.port = free_port()
        self.db_url = f"sqlite:///{db_path}"
        self.bot_delay = bot_delay
        self.claim_hold = claim_hold
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen[bytes] | None = None
        self.started: list[int] = []  # every server process started (pids)
        self.start_timeout = 30.0  # seconds

    def start(self) -> None:
        """Start it; if another test's server took the port first (ours then
        cannot bind and exits), start again on another port."""
        try:
            for _ in range(5):
                if self._start_once():
                    return
                self.stop()
                self.port = free_port()
                self.url = f"http://127.0.0.1:{self.port}"
            raise RuntimeError("paixi serve did not start")
        except BaseException:
            self.stop()
            raise

    def _start_once(self) -> bool:
        cmd = [
            sys.executable,
            "-m",
            "paixi.cli.main",
            "serve",
            "--port",
            str(self.port),
            "--db",
            self.db_url,
            "--bot-delay",
            str(self.bot_delay),
            "--claim-hold",
            str(self.claim_hold),
            # one test session creates many tables from one loopback address
            "--max-tables-per-address",
            "100000",
            "--max-connections-per-address",
            "100000",
            *self.extra,
        ]
        self.proc = subprocess.Popen(
            cmd,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            env=dict(os.environ),
            start_new_session=True,  # its own group: stop() ends its workers too
        )
        self.started.append(self.proc.pid)
        deadline = time.monotonic() + self.start_timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                err = self.proc.stderr.read().decode() if self.proc.stderr else ""
                if "in use" in err or "address" in err.lower():
                    return False
                raise RuntimeError(f"paixi serve exited: {err}")
            try:
                with urllib.request.urlopen(self.url + "/api/games", timeout=1):
                    pass
            except OSError:
                time.sleep(0.1)
                continue
            time.sleep(0.3)  # one that answered but was not ours: ours has exited by now
            if self.proc.poll() is None:
                return True
        raise RuntimeError("paixi serve did not start")

    def stop(self) -> None:
        """End the server and everything it started (its process group)."""
        proc, self.proc = self.proc, None
        if proc is None:
            return
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(proc.pid, signal.SIGKILL)  # workers left behind, if any
        if proc.stderr is not None:
            proc.stderr.close()


def step_of(page: Any) -> int:
    return int(page.evaluate("document.body.dataset.step || '-1'"))


def wait_turn_or_over(page: Any, timeout: float = 30_000) -> str:
    """Wait until it is this page's turn or the game is over; returns the state.
    A hand's result panel on the way is closed with 继续, as a player would."""
    while True:
        page.wait_for_selector(
            'body[data-state="your-turn"], body[data-state="over"], body[data-state="hand-end"]',
            state="attached",
            timeout=timeout,
        )
        state = page.evaluate("document.body.dataset.state")
        if state != "hand-end":
            return state
        with contextlib.suppress(Exception):  # redrawn under the pointer: look again
            page.click("#hand-end-ok", timeout=2_000)


def open_lobby(
    page: Any, url: str, statuses: set[str] = frozenset(), timeout: float = 30.0
) -> None:
    """Go to the lobby at ``url`` and wait until its "My tables" list is
    complete (``body[data-mine]``, set by lobby.js once the list is drawn, or
    once there is none), and holds a row of each of ``statuses``: the server
    marks a table abandoned only once it has seen the tab close, so the page
    is loaded again until it has."""
    deadline = time.monotonic() + timeout
    while True:
        page.goto(url)
        page.wait_for_selector("body[data-mine]", state="attached", timeout=timeout * 1000)
        shown = set(
            page.eval_on_selector_all(
                "#my-tables tr[data-status]", "rs => rs.map(r => r.dataset.status)"
            )
        )
        if statuses <= shown or time.monotonic() > deadline:
            return
        page.wait_for_timeout(300)


def click_a_move(page: Any, prefer: tuple[str, ...] = ("open",), _tries: int = 0) -> None:
    """Play one move by clicking, as a player would: a preferred action if
    offered, else the first clickable thing on the table that sends an action
    (a hand tile or card, a group of dominoes, a bid face, a claim or action
    button); a card selection is completed with Play. Waits until the
    server answers."""
    if _tries > 8:  # a table redrawn under every click: say so instead of hanging
        raise AssertionError("the table kept changing under the pointer: nothing could be clicked")
    before = step_of(page)
    if page.locator("#hand-end-ok").count():
        page.click("#hand-end-ok")
    target = None
    for action in prefer:
        button = page.locator(f'#board [data-action="{action}"]:not([disabled])')
        if button.count():
            target = button.first
            break
    cards = page.locator("#board .card-hand .piece.playable")
    if (
        target is None
        and cards.count()
        and not page.locator("#board .card-hand [data-action]").count()
    ):
        _select_a_play(page)
        if page.locator("#play:not([disabled])").count():
            target = page.locator("#play")
        elif page.locator("#board .play-choice").count():  # several plays share these cards
            target = page.locator("#board .play-choice").first
    if target is None:
        clickable = page.locator("#board [data-action]:not([disabled])")
        if clickable.count():
            target = clickable.first
    if target is None:
        for _ in range(50):  # a view may be on its way (a claim window closing)
            page.wait_for_timeout(100)
            if page.evaluate("document.body.dataset.state") != "your-turn":
                return  # the game moved on meanwhile
            if step_of(page) != before or page.locator("#board [data-action]").count():
                return click_a_move(page, prefer, _tries + 1)
        raise AssertionError("nothing to click on the table")
    try:
        target.click(timeout=5_000)
    except Exception:  # redrawn under the pointer by a new view: look again
        if page.evaluate("document.body.dataset.state") == "your-turn":
            return click_a_move(page, prefer, _tries + 1)
        return
    page.wait_for_function(
        f"Number(document.body.dataset.step) > {before} || document.body.dataset.state === 'over'",
        timeout=30_000,
    )


def _select_a_play(page: Any) -> None:
    """Select the cards of a legal play with the hint buttons, or one card."""
    hints = page.locator("#board .hints .hint")
    if hints.count():
        hints.first.click()
    else:
        # a playable card lifts on hover (a CSS transform), which can keep
        # Playwright's "stable" check waiting when the pointer sits at its edge
        page.locator("#board .card-hand .piece.playable").first.click(force=True)
