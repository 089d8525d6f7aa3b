"""Abuse benchmark of the web table (issues 10 and 24): while one client
floods the server, the other tables must not notice.

    .venv/bin/python bench/web_abuse.py [--tables 200] [--seconds 40]
        [--floods none,hellos,bots,actions,overrate] [--sockets 50] [--hellos 500]
        [--every 2.0] [--bot-tables 20] [--bot-kind ismcts-strong]
        [--bot-game longmajiang] [--bot-workers K] [--json]

Each flood runs against its own ``paixi serve`` process (its limits as
shipped, except the per-address ones: every client here is on loopback),
while ``--tables - 1`` tables are played as in ``bench/web_load.py`` (two
client-side bots per table, think time 0.5-1.5 s) and ``GET /api/games`` is
polled twice a second. The floods: ``none`` (the baseline); ``hellos``
(``--sockets`` WebSockets send ``--hellos`` hellos with the seat token to
one table as fast as they can, every ``--every`` seconds); ``bots``
(``--bot-tables`` all-bot tables of ``--bot-kind`` at pace instant, each
watched by one socket); ``actions`` (32 seated sockets send illegal actions
at 20 a second each, coming back when disconnected); ``overrate`` (one
socket at 300 messages a second, coming back when disconnected). Printed per
flood: the other tables' echo (action sent → its next view) p50/p95/max, the
p95 against the baseline's, ``GET /api/games``'s p95, and what the flood got
back. Passes when nothing errs or is lost and every p95 is within 2× of the
baseline.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import multiprocessing
import os
import random
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import websockets

sys.path.insert(0, str(Path(__file__).parent))
from web_load import (
    HOST,
    Totals,
    _free_port,
    check_lost,
    cpu_seconds,
    create_table,
    percentile,
    start_server,
    table_worker,
)


@dataclass
class Flood:
    bursts: int = 0
    hellos: int = 0
    views: int = 0
    refusals: int = 0
    dropped: int = 0
    burst_ms: list[float] | None = None


async def _flood_socket(url: str, hello: str, count: int, flood: Flood) -> None:
    try:
        async with websockets.connect(url, max_queue=None) as ws:
            await ws.recv()  # the first view
            for _ in range(count):
                await ws.send(hello)
            flood.hellos += count
            got = 0
            while got < count:
                msg = json.loads(await asyncio.wait_for(ws.recv(), 30))
                if msg["type"] == "view":
                    flood.views += 1
                    got += 1
                elif msg["type"] == "error":
                    flood.refusals += 1
                    got += 1
    except (websockets.ConnectionClosed, OSError, TimeoutError):
        flood.dropped += 1


async def flooder(
    port: int, game: str, options: dict, sockets: int, hellos: int, every: float, end: float
) -> Flood:
    flood = Flood(burst_ms=[])
    table = await asyncio.to_thread(create_table, port, game, options)
    url = f"ws://{HOST}:{port}/ws/{table['id']}"
    hello = json.dumps({"type": "hello", "token": table["token"], "lang": "en"})
    per, extra = divmod(hellos, sockets)
    await asyncio.sleep(2.0)  # let the tables get going
    while time.monotonic() < end - every:
        start = time.perf_counter()
        await asyncio.gather(
            *(
                _flood_socket(url, hello, per + (1 if i < extra else 0), flood)
                for i in range(sockets)
            )
        )
        flood.bursts += 1
        flood.burst_ms.append((time.perf_counter() - start) * 1000)
        await asyncio.sleep(max(0.0, every - (time.perf_counter() - start)))
    return flood


@dataclass
class Pressure:
    """What one of the other floods did: messages sent, answers, disconnections."""

    sent: int = 0
    errors: int = 0
    closed: int = 0


async def _drain(ws: Any, end: float) -> int:
    """Read a socket until time is up; returns the messages read."""
    count = 0
    while time.monotonic() < end:
        try:
            await asyncio.wait_for(ws.recv(), max(0.05, end - time.monotonic()))
            count += 1
        except TimeoutError:
            break
    return count


async def bot_flood(port: int, tables: int, kind: str, game: str, end: float) -> Pressure:
    """``tables`` all-bot tables of ``kind`` at pace instant, each watched by
    one socket (a watched bot table plays on)."""
    out = Pressure()

    async def one(i: int) -> None:
        body = {"game": game, "seats": [kind] * 4, "pace": "instant", "players": 4}
        table = await asyncio.to_thread(_post, port, body)
        url = f"ws://{HOST}:{port}/ws/{table['id']}"
        async with websockets.connect(url, max_queue=None) as ws:
            got = await _drain(ws, end)
            out.sent += got

    await asyncio.sleep(1.0)
    for failed in await asyncio.gather(*(one(i) for i in range(tables)), return_exceptions=True):
        if isinstance(failed, Exception):
            print("bot table failed:", type(failed).__name__, failed, file=sys.stderr)
            out.errors += 1
    return out


async def action_flood(port: int, game: str, sockets: int, rate: float, end: float) -> Pressure:
    """``sockets`` seated sockets on one table, each sending illegal actions
    at ``rate`` per second; a socket disconnected for it comes back."""
    out = Pressure()
    table = await asyncio.to_thread(create_table, port, game, {})
    url = f"ws://{HOST}:{port}/ws/{table['id']}"
    hello = json.dumps({"type": "hello", "token": table["token"], "lang": "en"})
    act = json.dumps({"type": "act", "seat": 0, "action": "no such move"})

    async def reader(ws: Any) -> None:
        with contextlib.suppress(websockets.ConnectionClosed):
            async for text in ws:
                if '"error"' in text[:20]:
                    out.errors += 1

    async def one() -> None:
        while time.monotonic() < end:
            try:
                async with websockets.connect(url, max_queue=None) as ws:
                    task = asyncio.create_task(reader(ws))
                    await ws.send(hello)
                    while time.monotonic() < end:
                        await ws.send(act)
                        out.sent += 1
                        await asyncio.sleep(1 / rate)
                    task.cancel()
            except (websockets.ConnectionClosed, OSError):
                out.closed += 1
                await asyncio.sleep(0.2)

    await asyncio.sleep(1.0)
    await asyncio.gather(*(one() for _ in range(sockets)))
    return out


def _post(port: int, body: dict) -> dict:
    req = urllib.request.Request(
        f"http://{HOST}:{port}/api/tables",
        data=json.dumps(body).encode(),
        headers={"content-type": "application/json"},
    )
    with urllib.request.urlopen(req, timeout=30) as res:
        return json.loads(res.read())


async def api_poller(port: int, end: float, out: list[float]) -> None:
    """``GET /api/games`` twice a second; its latencies (seconds) into ``out``."""
    url = f"http://{HOST}:{port}/api/games"

    def get() -> float:
        start = time.perf_counter()
        with urllib.request.urlopen(url, timeout=30) as res:
            res.read()
        return time.perf_counter() - start

    while time.monotonic() < end:
        out.append(await asyncio.to_thread(get))
        await asyncio.sleep(0.5)


def _flood_process(
    flood: str, args: argparse.Namespace, port: int, options: dict, end: float, queue: Any
) -> None:
    """In the attacker's process: run ``flood`` until ``end``; its result into ``queue``."""
    if flood == "hellos":
        task = flooder(port, args.game, options, args.sockets, args.hellos, args.every, end)
    elif flood == "bots":
        task = bot_flood(port, args.bot_tables, args.bot_kind, args.bot_game, end)
    elif flood == "actions":
        task = action_flood(port, args.game, 32, 20.0, end)
    elif flood == "overrate":
        task = action_flood(port, args.game, 1, 300.0, end)
    else:
        task = asyncio.sleep(0)
    queue.put(asyncio.run(task))


FLOODS = ("none", "hellos", "bots", "actions", "overrate")
"""``none`` is the baseline; the others as in the module docstring."""


def run_one(args: argparse.Namespace, flood: str) -> dict[str, Any]:
    """One server, ``--tables - 1`` played tables and one flood; the figures."""
    options = {"rounds": 2} if args.game == "chuiniu" else {}
    with tempfile.TemporaryDirectory() as tmp:
        db_url = f"sqlite:///{Path(tmp) / 'abuse.db'}"
        port = _free_port()
        server = start_server(port, db_url, ["--bot-workers", str(args.bot_workers)])
        totals = Totals()
        api_ms: list[float] = []
        try:
            end = time.monotonic() + args.seconds

            # the flooder is a process of its own: its work must not be
            # counted as the server's latency by the measuring clients
            context = multiprocessing.get_context("fork")
            queue = context.Queue()
            attacker = context.Process(
                target=_flood_process, args=(flood, args, port, options, end, queue)
            )
            attacker.start()

            async def run() -> Any:
                workers = [
                    table_worker(i, port, args.game, options, totals, args.think, end)
                    for i in range(args.tables - 1)
                ]
                await asyncio.gather(api_poller(port, end, api_ms), *workers)
                return await asyncio.to_thread(queue.get, True, 120)

            gc.collect()
            gc.freeze()
            gc.set_threshold(50_000, 20, 100)
            started = time.monotonic()
            cpu_before = cpu_seconds(server.pid)
            pressure = asyncio.run(run())
            elapsed = time.monotonic() - started
            server_cpu = cpu_seconds(server.pid) - cpu_before
            attacker.join(timeout=30)
        finally:
            server.terminate()
            server.wait(timeout=30)
        lost = check_lost(db_url, totals)
    ms = [x * 1000 for x in totals.latencies]
    report: dict[str, Any] = {
        "flood": flood,
        "seconds": round(elapsed, 1),
        "actions": totals.actions,
        "errors": len(totals.errors),
        "lost_games": len(lost),
        "echo_p50_ms": round(percentile(ms, 0.50), 1),
        "echo_p95_ms": round(percentile(ms, 0.95), 1),
        "echo_max_ms": round(max(ms), 1) if ms else None,
        "api_games_p95_ms": round(percentile([x * 1000 for x in api_ms], 0.95), 1),
        "server_cpu_s": round(server_cpu, 1),
        "error_samples": totals.errors[:3],
    }
    if isinstance(pressure, Flood):
        report["flood_detail"] = (
            f"{pressure.hellos} hellos, {pressure.views} views back, "
            f"{pressure.refusals} refusals, {pressure.dropped} sockets dropped"
        )
    elif isinstance(pressure, Pressure):
        report["flood_detail"] = (
            f"{pressure.sent} sent/read, {pressure.errors} errors back, "
            f"{pressure.closed} disconnections"
        )
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--sockets", type=int, default=50)
    parser.add_argument("--hellos", type=int, default=500)
    parser.add_argument("--every", type=float, default=2.0)
    parser.add_argument("--game", default="chuiniu")
    parser.add_argument("--think", type=float, default=1.0)
    parser.add_argument("--floods", default=",".join(FLOODS))
    parser.add_argument("--bot-tables", type=int, default=20)
    parser.add_argument("--bot-kind", default="ismcts-strong")
    parser.add_argument("--bot-game", default="longmajiang")
    parser.add_argument("--bot-workers", type=int, default=max(1, (os.cpu_count() or 2) - 1))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    floods = [f for f in args.floods.split(",") if f]
    for flood in floods:
        if flood not in FLOODS:
            raise SystemExit(f"unknown flood {flood!r}; use {', '.join(FLOODS)}")
    reports = [run_one(args, flood) for flood in floods]
    base = next((r for r in reports if r["flood"] == "none"), None)
    for report in reports:
        if base is not None and base["echo_p95_ms"]:
            report["p95_vs_baseline"] = round(report["echo_p95_ms"] / base["echo_p95_ms"], 2)
    if args.json:
        print(json.dumps(reports, ensure_ascii=False))
    else:
        for report in reports:
            print(" ".join(f"{k}={v}" for k, v in report.items() if k != "error_samples"))
            for sample in report["error_samples"]:
                print("   ", sample)
    ok = all(
        not r["errors"] and not r["lost_games"] and r.get("p95_vs_baseline", 1.0) <= 2.0
        for r in reports
    )
    raise SystemExit(0 if ok else 1)


if __name__ == "__main__":
    random.seed(0)
    main()
