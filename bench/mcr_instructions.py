"""Instructions per hand of the MCR scorer under callgrind: a benchmark, not a test.

    python bench/mcr_instructions.py [--passes 2]

Runs itself under ``valgrind --tool=callgrind`` (which must be installed),
scores the winning hands of ``mcr-fans.jsonl`` once to build the tables,
then switches the instrumentation on and scores them ``--passes`` more
times, counting only inside ``score_hand`` (its compiled entry point, or the
whole process past the warm-up when the scorer runs as Python), and prints
the instructions per hand. Unlike a timing, the count barely moves with the
machine's load, so it tells a change of a few percent apart (docs/design.md
"Code habits"); the timing against PyMahjongGB is ``bench/anchors.py``.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENTRY = "CPyPy_scoring_fast___score_hand"  # mypyc's wrapper of score_hand


def inner(passes: int) -> None:
    sys.path.insert(0, str(ROOT / "bench"))
    from anchors import mcr_score_hands

    from paixi.games.mcr.decompose import clear_caches
    from paixi.games.mcr.scoring import score_hand

    hands = mcr_score_hands()[0]
    for hand in hands:  # the tables are built here, outside the count
        score_hand(*hand)
    subprocess.run(
        ["callgrind_control", "-i", "on", str(os.getpid())], check=True, capture_output=True
    )
    for _ in range(passes):
        clear_caches()
        for hand in hands:
            score_hand(*hand)
    print(len(hands) * passes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--passes", type=int, default=2, help="passes over the hands counted")
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inner:
        inner(args.passes)
        return
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    from paixi.games.mcr import scoring_fast
    from paixi.native import is_compiled

    compiled = is_compiled(scoring_fast)
    with tempfile.TemporaryDirectory() as tmp:
        command = [
            "valgrind",
            "--tool=callgrind",
            "--instr-atstart=no",
            f"--callgrind-out-file={tmp}/out",
            *([f"--toggle-collect={ENTRY}", "--collect-atstart=no"] if compiled else []),
            sys.executable,
            __file__,
            "--inner",
            f"--passes={args.passes}",
        ]
        done = subprocess.run(command, capture_output=True, text=True)
        if done.returncode:
            raise SystemExit(done.stderr.strip().splitlines()[-1])
        hands = int(done.stdout.split()[-1])
        found = re.search(r"Collected : (\d+)", done.stderr)
        if found is None:
            raise SystemExit("callgrind printed no count")
    build = "compiled" if compiled else "pure Python"
    print(f"MCR scoring ({build}): {int(found.group(1)) / hands:,.0f} instructions a hand")


if __name__ == "__main__":
    main()
