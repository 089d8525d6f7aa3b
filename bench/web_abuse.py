"""Abuse benchmark of the web table (issue 10): while one client floods one
table, the other tables must not notice.

    .venv/bin/python bench/web_abuse.py [--tables 200] [--seconds 40] [--sockets 50]
                                        [--hellos 500] [--every 2.0] [--json]

One ``paixi serve`` process (its limits as shipped, except the per-address
ones: every client here is on loopback). ``--tables - 1`` tables are played
as in ``bench/web_load.py`` (two client-side bots per table, think time
0.5-1.5 s); on the remaining table a flooder opens ``--sockets`` WebSockets
and sends ``--hellos`` hello messages (with the seat token) spread over them,
as fast as it can, every ``--every`` seconds. Measured on the other tables:
the mover's echo (action sent → its next view) p50/p95/p99/max and the
longest wait; on the flooded table: hellos answered, refusals, dropped
sockets. Passes when the echo p95 < 150 ms, no other table waits more than
500 ms, and nothing errs or is lost.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--sockets", type=int, default=50)
    parser.add_argument("--hellos", type=int, default=500)
    parser.add_argument("--every", type=float, default=2.0)
    parser.add_argument("--game", default="chuiniu")
    parser.add_argument("--think", type=float, default=1.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    options = {"rounds": 2} if args.game == "chuiniu" else {}
    with tempfile.TemporaryDirectory() as tmp:
        db_url = f"sqlite:///{Path(tmp) / 'abuse.db'}"
        port = _free_port()
        server = start_server(port, db_url)
        totals = Totals()
        try:
            end = time.monotonic() + args.seconds

            async def run() -> Flood:
                workers = [
                    table_worker(i, port, args.game, options, totals, args.think, end)
                    for i in range(args.tables - 1)
                ]
                flood_task = flooder(
                    port, args.game, options, args.sockets, args.hellos, args.every, end
                )
                results = await asyncio.gather(flood_task, *workers)
                return results[0]

            gc.collect()
            gc.freeze()
            gc.set_threshold(50_000, 20, 100)
            started = time.monotonic()
            cpu_before = cpu_seconds(server.pid)
            flood = asyncio.run(run())
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
        "flood": f"{args.sockets} sockets, {args.hellos} hellos every {args.every:g} s",
        "flood_bursts": flood.bursts,
        "flood_hellos_sent": flood.hellos,
        "flood_views_back": flood.views,
        "flood_refusals": flood.refusals,
        "flood_sockets_dropped": flood.dropped,
        "flood_burst_p50_ms": round(percentile(flood.burst_ms or [], 0.5), 1),
        "actions": totals.actions,
        "errors": len(totals.errors),
        "lost_games": len(lost),
        "echo_p50_ms": round(percentile(ms, 0.50), 2),
        "echo_p95_ms": round(percentile(ms, 0.95), 2),
        "echo_p99_ms": round(percentile(ms, 0.99), 2),
        "longest_wait_ms": round(max(ms), 2) if ms else None,
        "server_cpu_s": round(server_cpu, 1),
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "error_samples": totals.errors[:5],
    }
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        for key, value in report.items():
            print(f"{key}: {value}")
    ok = (
        not totals.errors
        and not lost
        and report["echo_p95_ms"] < 150
        and (report["longest_wait_ms"] or 0) < 500
    )
    raise SystemExit(0 if ok else 1)


if __name__ == "__main__":
    random.seed(0)
    main()
