"""Fans of set combinations (docs/specs/mcr.md §16.3 step 6, §15 principles 2, 3 and 5).

Chows are given by their lowest tile, pungs (and kongs) by their tile, each
list sorted; the functions add fans to a ``{fan number: count}`` dict. They
implement the spec's procedure: a whole-hand fan first (four chows / four
pungs), else the best three-set fan plus at most one pair fan of the fourth
set, else the pairwise fans under the chow-pair rule's cap.
"""

from __future__ import annotations

from typing import Final

from paixi.games.mcr.fans import (
    BIG_FOUR_WINDS,
    BIG_THREE_DRAGONS,
    BIG_THREE_WINDS,
    DOUBLE_PUNG,
    FAN_POINTS,
    FOUR_PURE_SHIFTED_CHOWS,
    FOUR_PURE_SHIFTED_PUNGS,
    MIXED_DOUBLE_CHOW,
    MIXED_SHIFTED_CHOWS,
    MIXED_SHIFTED_PUNGS,
    MIXED_STRAIGHT,
    MIXED_TRIPLE_CHOW,
    PURE_DOUBLE_CHOW,
    PURE_SHIFTED_CHOWS,
    PURE_SHIFTED_PUNGS,
    PURE_STRAIGHT,
    PURE_TERMINAL_CHOWS,
    PURE_TRIPLE_CHOW,
    QUADRUPLE_CHOW,
    SHORT_STRAIGHT,
    THREE_SUITED_TERMINAL_CHOWS,
    TRIPLE_PUNG,
    TWO_DRAGON_PUNGS,
    TWO_TERMINAL_CHOWS,
)


def _add(fans: dict[int, int], fan: int, n: int = 1) -> None:
    """Count one more (or ``n`` more) of ``fan``."""
    fans[fan] = fans.get(fan, 0) + n


# Chow-pair fans in the order the chow-pair rule removes them (§16.3 step 6).
_PAIR_REMOVAL_ORDER: Final = (
    TWO_TERMINAL_CHOWS,
    SHORT_STRAIGHT,
    MIXED_DOUBLE_CHOW,
    PURE_DOUBLE_CHOW,
)
_PAIR_PRIORITY: Final = (PURE_DOUBLE_CHOW, MIXED_DOUBLE_CHOW, SHORT_STRAIGHT, TWO_TERMINAL_CHOWS)


def _chow_pair_fan(a: int, b: int) -> int:
    """The fan two chows (lowest tiles ``a <= b``) make together, or 0."""
    if a // 9 == b // 9:
        d = b - a
        if d == 0:
            return PURE_DOUBLE_CHOW
        if d == 3:
            return SHORT_STRAIGHT
        if d == 6:
            return TWO_TERMINAL_CHOWS
        return 0
    return MIXED_DOUBLE_CHOW if a % 9 == b % 9 else 0


def _three_chow_fan(a: int, b: int, c: int) -> int:
    """The fan of three chows ``a <= b <= c`` (lowest tiles), or 0."""
    sa, sb, sc = a // 9, b // 9, c // 9
    ra, rb, rc = a % 9, b % 9, c % 9
    if sa == sb == sc:
        if a == b == c:
            return PURE_TRIPLE_CHOW
        if (ra, rb, rc) == (0, 3, 6):
            return PURE_STRAIGHT
        if b - a == c - b and b - a in (1, 2):
            return PURE_SHIFTED_CHOWS
        return 0
    if sa != sb and sb != sc and sa != sc:
        ranks = sorted((ra, rb, rc))
        if ranks == [0, 3, 6]:
            return MIXED_STRAIGHT
        if ranks[0] == ranks[2]:
            return MIXED_TRIPLE_CHOW
        if ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1:
            return MIXED_SHIFTED_CHOWS
    return 0


def chow_combinations(fans: dict[int, int], chows: list[int], pair: int) -> None:
    """Add the fans of the chows' combinations (``chows`` sorted, 2-4 of them)."""
    points = FAN_POINTS
    if len(chows) == 4:
        whole = _four_chow_fan(chows, pair)
        if whole:
            fans[whole] = 1
            return
        best = 0
        best_value = -1
        extra = 0
        for skip in range(4):
            trio = [t for i, t in enumerate(chows) if i != skip]
            fan = _three_chow_fan(*trio)
            if not fan:
                continue
            fourth = chows[skip]
            pair_fans = {_chow_pair_fan(*sorted((fourth, t))) for t in trio} - {0}
            add = next((f for f in _PAIR_PRIORITY if f in pair_fans), 0)
            value = points[fan] + (points[add] if add else 0)
            if value > best_value:
                best, best_value, extra = fan, value, add
        if best:
            fans[best] = 1
            if extra:
                _add(fans, extra)
            return
        _chow_pair_rule(fans, chows, 3)
    elif len(chows) == 3:
        fan = _three_chow_fan(*chows)
        if fan:
            fans[fan] = 1
        else:
            _chow_pair_rule(fans, chows, 2)
    else:
        fan = _chow_pair_fan(chows[0], chows[1])
        if fan:
            _add(fans, fan)


def _four_chow_fan(chows: list[int], pair: int) -> int:
    """A fan made of all four chows with the pair (fans 13, 14, 16, 29), or 0."""
    a, b, c, d = chows
    if pair < 27 and pair % 9 == 4:
        if a // 9 == d // 9 == pair // 9 and [t % 9 for t in chows] == [0, 0, 6, 6]:
            return PURE_TERMINAL_CHOWS
        suits = {t // 9 for t in chows}
        if (
            len(suits) == 2
            and pair // 9 not in suits
            and sorted((t // 9, t % 9) for t in chows)
            == sorted((s, r) for s in suits for r in (0, 6))
        ):
            return THREE_SUITED_TERMINAL_CHOWS
    if a // 9 == d // 9:
        if a == d:
            return QUADRUPLE_CHOW
        step = b - a
        if step in (1, 2) and c - b == step and d - c == step:
            return FOUR_PURE_SHIFTED_CHOWS
    return 0


def _chow_pair_rule(fans: dict[int, int], chows: list[int], cap: int) -> None:
    """Principles 3 and 5: pairwise chow fans with a cap (§16.3 step 6)."""
    found: dict[int, int] = {}
    linked = [False] * len(chows)
    for i in range(len(chows)):
        for j in range(i + 1, len(chows)):
            fan = _chow_pair_fan(chows[i], chows[j])
            if fan:
                found[fan] = found.get(fan, 0) + 1
                linked[i] = linked[j] = True
    if len(chows) == 4:
        cap -= linked.count(False)
    total = sum(found.values())
    for fan in _PAIR_REMOVAL_ORDER:
        while total > cap and found.get(fan, 0) >= 2:
            found[fan] -= 1
            total -= 1
    for fan in _PAIR_REMOVAL_ORDER:
        while total > cap and found.get(fan, 0) >= 1:
            found[fan] -= 1
            total -= 1
    for fan, n in found.items():
        if n:
            _add(fans, fan, n)


def _pung_pair_fan(a: int, b: int) -> int:
    """The fan two pungs make together (Double Pung, Two Dragon Pungs), or 0."""
    if a < 27 and b < 27:
        return DOUBLE_PUNG if a % 9 == b % 9 and a != b else 0
    return TWO_DRAGON_PUNGS if a >= 31 and b >= 31 else 0


def _three_pung_fan(a: int, b: int, c: int) -> int:
    """The fan of three pungs ``a < b < c``, or 0."""
    if c < 27:
        ra, rb, rc = a % 9, b % 9, c % 9
        sa, sb, sc = a // 9, b // 9, c // 9
        if sa == sb == sc:
            return PURE_SHIFTED_PUNGS if b == a + 1 and c == b + 1 else 0
        if sa != sb and sb != sc and sa != sc:
            ranks = sorted((ra, rb, rc))
            if ranks[0] == ranks[2]:
                return TRIPLE_PUNG
            if ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1:
                return MIXED_SHIFTED_PUNGS
        return 0
    if a >= 31:
        return BIG_THREE_DRAGONS
    if a >= 27 and c < 31:
        return BIG_THREE_WINDS
    return 0


def pung_combinations(fans: dict[int, int], pungs: list[int]) -> None:
    """Add the fans of the pungs' combinations (``pungs`` sorted, 2-4 of them, kongs too)."""
    points = FAN_POINTS
    if len(pungs) == 4:
        a, d = pungs[0], pungs[3]
        if d < 27 and a // 9 == d // 9 and d - a == 3:
            fans[FOUR_PURE_SHIFTED_PUNGS] = 1
            return
        if a >= 27 and d < 31:
            fans[BIG_FOUR_WINDS] = 1
            return
    if len(pungs) >= 3:
        best = 0
        best_value = -1
        extra = 0
        for skip in range(len(pungs)) if len(pungs) == 4 else (-1,):
            trio = [t for i, t in enumerate(pungs) if i != skip]
            fan = _three_pung_fan(*trio)
            if not fan:
                continue
            add = 0
            if skip >= 0:
                fourth = pungs[skip]
                add = max(
                    (_pung_pair_fan(*sorted((fourth, t))) for t in trio), key=lambda f: points[f]
                )
            value = points[fan] + points[add]
            if value > best_value:
                best, best_value, extra = fan, value, add
        if best:
            fans[best] = 1
            if extra:
                _add(fans, extra)
            return
    for i in range(len(pungs)):
        for j in range(i + 1, len(pungs)):
            fan = _pung_pair_fan(pungs[i], pungs[j])
            if fan:
                _add(fans, fan)


# --- tables: the fans of a whole multiset of chows or pungs, looked up ----------------

_CHOW_TABLE: Final[dict[tuple[int, ...], dict[int, int]]] = {}
_PUNG_MEMO: Final[dict[tuple[int, ...], dict[int, int]]] = {}
_NONE: Final[dict[int, int]] = {}


def chow_table() -> dict[tuple[int, ...], dict[int, int]]:
    """The chow fans of every sorted multiset of 2-4 chows (21 kinds: 12,628
    entries, about 0.05 s), with no pair of fives (see :func:`chow_set_fans`)."""
    if not _CHOW_TABLE:
        from itertools import combinations_with_replacement

        starts = [s * 9 + r for s in range(3) for r in range(7)]
        for size in (2, 3, 4):
            for chows in combinations_with_replacement(starts, size):
                fans: dict[int, int] = {}
                chow_combinations(fans, list(chows), -1)
                _CHOW_TABLE[chows] = fans
    return _CHOW_TABLE


def chow_set_fans(chows: tuple[int, ...], pair: int) -> dict[int, int]:
    """The fans of the chows' combinations (``chows`` a sorted tuple of lowest
    tiles; ``pair`` the pair's tile): a table look-up, except for four chows
    with a pair of fives, where Pure/Three-Suited Terminal Chows may apply.
    The dict is shared: callers copy it or ``update`` from it."""
    if len(chows) < 2:
        return _NONE
    if len(chows) == 4 and pair < 27 and pair % 9 == 4:
        fans: dict[int, int] = {}
        chow_combinations(fans, list(chows), pair)
        return fans
    return (_CHOW_TABLE or chow_table())[chows]


def pung_set_fans(pungs: tuple[int, ...]) -> dict[int, int]:
    """The fans of the pungs' combinations (``pungs`` a sorted tuple of their
    tiles, kongs included), memoised per multiset (see :func:`clear_memo`).
    The dict is shared: callers copy it or ``update`` from it."""
    if len(pungs) < 2:
        return _NONE
    found = _PUNG_MEMO.get(pungs)
    if found is None:
        found = _PUNG_MEMO[pungs] = {}
        pung_combinations(found, list(pungs))
    return found


def clear_memo() -> None:
    """Empty the per-multiset memo of pung fans (the chow table is kept)."""
    _PUNG_MEMO.clear()
