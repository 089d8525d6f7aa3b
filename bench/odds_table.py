"""Print the rows of docs/solitaire-odds.md from the JSON files of bench/solitaire_odds.sh.

Usage: ``python bench/odds_table.py odds/`` (one Markdown row per run).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def pct(x: float) -> str:
    return f"{100 * x:.2f}%"


def row(name: str, data: dict, wall: str) -> str:
    best = data["best"]
    lo, hi = best["ci95"]
    if best["undecided"]:
        best_text = f"{pct(best['p_low'])}–{pct(best['p_high'])} ({best['undecided']} undecided)"
    else:
        best_text = pct(best["p_low"])
    ref, rnd = data["reference"], data["random"]
    extra = ""
    if "mean_best_score" in data:
        extra = (
            f" mean best {data['mean_best_score']['mean']:.3f}, greedy "
            f"{data['mean_greedy_score']:.3f}, random {data['mean_random_score']['mean']:.3f}"
        )
    return (
        f"| {name} | {data['deals']:,} | {best_text} [{pct(lo)}, {pct(hi)}] | "
        f"{pct(ref['p'])} | {pct(rnd['p'])} [{pct(rnd['ci95'][0])}, {pct(rnd['ci95'][1])}] | "
        f"{wall}{extra} |"
    )


def merged(parts: list[dict]) -> dict:
    """One run's JSON from parts over disjoint deal ranges (``name@k.json`` files)."""
    if len(parts) == 1:
        return parts[0]
    from paixi.solve.estimate import Estimate

    first = parts[0]
    total = Estimate(first["game"], first["options"], first["seed"], first["budget"] or 0)
    for part in parts:
        for k, v in part["counts"].items():
            total.counts[k] = max(total.counts[k], v) if k == "max_nodes" else total.counts[k] + v
    return total.to_json()


def main() -> None:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "odds")
    runs: dict[str, list[tuple[dict, str]]] = {}
    for path in sorted(folder.glob("*.json")):
        text = path.read_text(encoding="utf-8").strip()
        if not text:
            continue
        timing = path.with_suffix(".time")
        wall = timing.read_text().strip() if timing.exists() else "?"
        runs.setdefault(path.stem.split("@")[0], []).append((json.loads(text), wall))
    for name, parts in runs.items():
        walls = " + ".join(w for _, w in parts)
        print(row(name, merged([p for p, _ in parts]), walls))


if __name__ == "__main__":
    main()
