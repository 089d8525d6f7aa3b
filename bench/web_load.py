"""Load benchmark of the web table (issue 6): many concurrent bot-vs-bot
tables over loopback WebSockets against one ``paixi serve`` process.

    .venv/bin/python bench/web_load.py [--tables 200] [--seconds 60] [--game chuiniu]
                                       [--think 1.0] [--json]

Each table has two seats, both played by client-side bots (a random legal
action after a think time drawn uniformly from 0.5-1.5 x ``--think`` seconds),
each on its own WebSocket; a finished table is replaced by a new one. Measured:
the latency from an action sent to the acting seat's next observation
received (p50/p95/p99/max), errors (any error message, unexpected close or
exception), and lost games: at the end every table's stored record must hold
exactly the steps its players saw. Only loopback addresses are used; the run
is bounded by ``--seconds`` and stops by itself.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import websockets

from paixi.web.storage import Store

HOST = "127.0.0.1"


@dataclass
class Totals:
    latencies: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    actions: int = 0
    games: int = 0
    last_step: dict[str, int] = field(default_factory=dict)
    finished: set[str] = field(default_factory=set)


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def start_server(port: int, db_url: str, extra: list[str] | None = None) -> subprocess.Popen[bytes]:
    cmd = [sys.executable, "-m", "paixi.cli.main", "serve", "--host", HOST, "--port", str(port)]
    # every client of the benchmark is on loopback: one address, so its limits are lifted
    limits = ["--max-connections-per-address", "100000", "--max-tables-per-address", "100000"]
    proc = subprocess.Popen([*cmd, "--db", db_url, "--bot-delay", "0", *limits, *(extra or [])])
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://{HOST}:{port}/api/games", timeout=1):
                return proc
        except OSError:
            time.sleep(0.1)
    proc.kill()
    raise SystemExit("paixi serve did not start")


def create_table(port: int, game: str, options: dict[str, Any]) -> dict[str, Any]:
    body = json.dumps(
        {"game": game, "players": 2, "seats": ["me", "open"], "options": options, "name": "b0"}
    ).encode()
    req = urllib.request.Request(
        f"http://{HOST}:{port}/api/tables",
        data=body,
        headers={"content-type": "application/json"},
    )
    with urllib.request.urlopen(req, timeout=30) as res:
        return json.loads(res.read())


async def seat_loop(
    ws: Any, seat: int, table: str, totals: Totals, think: float, rng: random.Random, end: float
) -> None:
    """Play one seat until the game ends or time is up."""
    sent_at: float | None = None
    sent_step = -1
    while True:
        timeout = max(0.1, end - time.monotonic() + 5)
        try:
            msg = json.loads(await asyncio.wait_for(ws.recv(), timeout))
        except TimeoutError:
            if sent_at is None and time.monotonic() > end:
                return  # time is up and the other seat stopped: not an error
            raise  # no answer to this seat's own action: an error
        if msg["type"] == "error":
            totals.errors.append(f"{table} seat {seat}: {msg['message']}")
            return
        if msg["type"] != "view":
            continue
        if sent_at is not None and msg["step"] > sent_step:
            totals.latencies.append(time.perf_counter() - sent_at)
            sent_at = None
        totals.last_step[table] = max(totals.last_step.get(table, 0), msg["step"])
        if msg["terminal"]:
            if seat == 0:
                totals.games += 1
                totals.finished.add(table)
            return
        mine = msg["seat"] == seat and msg["to_act"] == seat
        if not mine or msg["step"] <= sent_step or time.monotonic() > end:
            if time.monotonic() > end:
                return
            continue
        await asyncio.sleep(think * rng.uniform(0.5, 1.5))
        action = rng.choice(msg["legal"])["a"]
        sent_step = msg["step"]
        sent_at = time.perf_counter()
        await ws.send(json.dumps({"type": "act", "seat": seat, "action": action}))
        totals.actions += 1


async def one_table(
    port: int, game: str, options: dict, totals: Totals, think: float, seed: int, end: float
) -> None:
    rng = random.Random(seed)
    table = await asyncio.to_thread(create_table, port, game, options)
    url = f"ws://{HOST}:{port}/ws/{table['id']}"
    async with websockets.connect(url) as ws0, websockets.connect(url) as ws1:
        await ws0.send(json.dumps({"type": "hello", "token": table["token"], "lang": "en"}))
        invite = table["invite"].split("#invite=", 1)[1]
        claim = {"type": "claim", "seat": 1, "name": "b1", "invite": invite}
        await ws1.send(json.dumps(claim))
        await asyncio.gather(
            seat_loop(ws0, 0, table["id"], totals, think, random.Random(rng.random()), end),
            seat_loop(ws1, 1, table["id"], totals, think, random.Random(rng.random()), end),
        )


async def table_worker(
    i: int, port: int, game: str, options: dict, totals: Totals, think: float, end: float
) -> None:
    """Keep one table going until time is up (a finished table is replaced)."""
    await asyncio.sleep(think * i / 200)  # spread the start
    n = 0
    while time.monotonic() < end:
        try:
            await one_table(port, game, options, totals, think, i * 100_003 + n, end)
        except Exception as exc:  # counted, not hidden: any failure is an error
            totals.errors.append(f"table worker {i}: {type(exc).__name__}: {exc}")
            return
        n += 1


def check_lost(db_url: str, totals: Totals) -> list[str]:
    """Tables whose stored record does not hold every step their players saw."""
    store = Store(db_url)
    lost = []
    for table, step in totals.last_step.items():
        stored = store.load_table(table)
        missing = stored is None or len(stored.record["history"]) < step
        unfiled = table in totals.finished and not (stored and stored.record.get("terminal"))
        if missing or unfiled:
            lost.append(table)
    return lost


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (Linux /proc), in seconds."""

    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--game", default="chuiniu")
    parser.add_argument("--think", type=float, default=1.0, help="mean bot think time, s")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    options = {"rounds": 2} if args.game == "chuiniu" else {}
    with tempfile.TemporaryDirectory() as tmp:
        db_url = f"sqlite:///{Path(tmp) / 'load.db'}"
        port = _free_port()
        server = start_server(port, db_url)
        totals = Totals()
        try:
            end = time.monotonic() + args.seconds

            async def run() -> None:
                await asyncio.gather(
                    *(
                        table_worker(i, port, args.game, options, totals, args.think, end)
                        for i in range(args.tables)
                    )
                )

            # the load generator's own GC pauses would be counted as server latency
            gc.collect()
            gc.freeze()
            gc.set_threshold(50_000, 20, 100)
            started = time.monotonic()
            cpu_before = cpu_seconds(server.pid)
            client_before = time.process_time()
            asyncio.run(run())
            client_cpu = time.process_time() - client_before
            elapsed = time.monotonic() - started
            server_cpu = cpu_seconds(server.pid) - cpu_before
        finally:
            server.terminate()
            server.wait(timeout=30)
        lost = check_lost(db_url, totals)
    ms = [x * 1000 for x in totals.latencies]
    report = {
        "tables": args.tables,
        "seconds": round(elapsed, 1),
        "game": args.game,
        "think_s": args.think,
        "actions": totals.actions,
        "actions_per_s": round(totals.actions / elapsed, 1),
        "games_finished": totals.games,
        "errors": len(totals.errors),
        "lost_games": len(lost),
        "p50_ms": round(percentile(ms, 0.50), 2),
        "p95_ms": round(percentile(ms, 0.95), 2),
        "p99_ms": round(percentile(ms, 0.99), 2),
        "max_ms": round(max(ms), 2) if ms else None,
        "mean_ms": round(statistics.fmean(ms), 2) if ms else None,
        "server_cpu_s": round(server_cpu, 1),
        "server_cpu_ms_per_action": round(1000 * server_cpu / max(1, totals.actions), 2),
        "client_cpu_s": round(client_cpu, 1),
        "load_average": [round(x, 2) for x in os.getloadavg()],
    }
    report["error_samples"] = totals.errors[:5]
    limits = {
        "errors == 0": not totals.errors,
        "lost_games == 0": not lost,
        "p95_ms < 100 (mover's echo)": report["p95_ms"] < 100,
    }
    report["failed_limits"] = [name for name, ok in limits.items() if not ok]
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        for key, value in report.items():
            print(f"{key}: {value}")
    if report["failed_limits"]:
        print("FAILED: " + "; ".join(report["failed_limits"]))
    else:
        print("OK: every limit met")
    raise SystemExit(1 if report["failed_limits"] else 0)


if __name__ == "__main__":
    main()
