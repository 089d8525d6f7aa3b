"""How close pure Python can get UNO to issue 17's bar (6x RLCard's raw game.step).

Measures, in one process and in CPU time per decision:

* paixi's UNO decision in the loop of ``bench/anchors.py`` (a fresh 2-player
  hand, uniform random legal moves until the end);
* the loop alone: the same calls (``is_terminal``, ``legal_actions``,
  ``randrange``, ``apply``) on a state that does nothing;
* a bare-bones ``apply`` that does only what every decision must — check
  membership, append to the history, move one card, write one event, build
  the next legal list — with no rule at all.

The bar leaves ``RLCard's time / 6 - loop`` for ``apply``; compare that with
the bare-bones figure. RLCard is timed in the same process when it can be
imported (run with the anchors' venv: ``bench/.anchors-venv/bin/python``,
made by ``bench/anchors.py``); else pass its time with ``--rlcard-us``.

What closes the gap is UNO's compiled engine (:mod:`paixi.games.uno.engine`,
a C extension built at install); ``PAIXI_PURE_PYTHON=1`` times the
pure-Python one, which this script was written to measure.

Usage: ``python bench/uno_floor.py [--hands 1500] [--rlcard-us 7.45]``
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

import paixi

_MATCHING = frozenset(range(0, 54, 4))
_DRAW = ("draw",)


class _Idle:
    """A state whose calls cost only the calls."""

    def __init__(self) -> None:
        self.legal = [1, 2, 3, 4]

    def is_terminal(self) -> bool:
        return False

    def legal_actions(self) -> list[Any]:
        return list(self.legal)

    def apply(self, action: Any) -> None:
        pass


class _Bare:
    """The least one UNO decision must do, with ``__slots__``."""

    __slots__ = ("cp", "events", "hands", "history", "legal", "pile", "table")

    def __init__(self) -> None:
        self.cp = 0
        self.events: list[tuple] = []
        self.hands = [[1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12]]
        self.history: list[Any] = []
        self.legal: list[Any] = [_DRAW]
        self.pile = list(range(50)) * 20_000
        self.table = [[("play", k)] for k in range(54)]

    def apply(self, action: Any) -> None:
        if action not in self.legal:
            raise ValueError(action)
        cp = self.cp
        history = self.history
        history.append(action)
        hand = self.hands[cp]
        hand.append(self.pile.pop())
        hand.pop()  # keep the hand's size steady
        self.events.append((len(history) - 1, "log", cp, hand[-1]))
        cp = self.cp = (cp + 1) & 1
        out: list[Any] = []
        table = self.table
        for k in _MATCHING.intersection(self.hands[cp]):
            out += table[k]
        out.append(_DRAW)
        self.legal = out


def _paixi_us(hands: int, rng: random.Random) -> tuple[float, int]:
    game = paixi.load_game("uno")
    decisions = 0
    start = time.process_time()
    for _ in range(hands):
        state = game.new_game(2, {"target": 1}, seed=rng.getrandbits(63))
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            decisions += 1
    return (time.process_time() - start) / decisions * 1e6, decisions


def _loop_us(decisions: int, rng: random.Random) -> float:
    state = _Idle()
    start = time.process_time()
    for _ in range(decisions):
        state.is_terminal()
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return (time.process_time() - start) / decisions * 1e6


def _bare_us(decisions: int) -> float:
    state = _Bare()
    apply = state.apply
    start = time.process_time()
    for _ in range(decisions):
        apply(_DRAW)
    return (time.process_time() - start) / decisions * 1e6


def _rlcard_us(decisions: int, rng: random.Random) -> float | None:
    """RLCard 1.2's raw UNO loop, as ``bench/anchors.py`` times it, or None."""
    try:
        import sys
        from pathlib import Path

        sys.path.insert(0, str(Path(__file__).parent))
        from anchors import rlcard_uno_loop

        loop = rlcard_uno_loop()
    except ImportError:
        return None
    done = 0
    start = time.process_time()
    while done < decisions:
        done += loop(rng)
    return (time.process_time() - start) / done * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=1500, help="UNO hands to time")
    parser.add_argument(
        "--rlcard-us", type=float, default=None, help="RLCard's µs per decision, if known"
    )
    args = parser.parse_args()
    rng = random.Random(5)
    _paixi_us(max(1, args.hands // 10), rng)  # warm-up
    per, decisions = _paixi_us(args.hands, rng)
    loop = _loop_us(decisions, rng)
    bare = _bare_us(min(decisions, 400_000))
    rlcard = _rlcard_us(min(decisions, 300_000), rng) or args.rlcard_us
    print(f"paixi UNO decision:      {per:.2f} µs ({decisions:,} decisions)")
    print(f"the loop alone:          {loop:.2f} µs")
    print(f"paixi apply (by diff.):  {per - loop:.2f} µs")
    print(f"bare-bones apply:        {bare:.2f} µs")
    if rlcard:
        print(f"RLCard raw game.step:    {rlcard:.2f} µs (ratio {rlcard / per:.2f}x)")
        room = rlcard / 6 - loop
        print(f"6x RLCard leaves apply:  {room:.2f} µs (for every rule: {room - bare:.2f} µs)")


if __name__ == "__main__":
    main()
