"""Run paixi's benchmarks (the same as ``paixi bench``): ``python bench/run.py [NAME] [SECONDS]``."""

from __future__ import annotations

import sys

from paixi.cli.main import all_benchmarks


def main() -> None:
    table = all_benchmarks()
    names = [sys.argv[1]] if len(sys.argv) > 1 else list(table)
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 3.0
    for name in names:
        res = table[name](seconds)
        print(
            f"{res.name}: {res.rate:,.0f} {res.unit}/s ({res.count} in {res.seconds:.2f} s; {res.detail})"
        )


if __name__ == "__main__":
    main()
