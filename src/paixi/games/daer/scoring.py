"""大贰 hand values: groups, the best split of a winning hand, 胡, 等 and points.

Rules: docs/specs/daer.md §2 (groups), §10 (a winning hand: exactly 7 units), §11
(the 胡 table), §12 (等, points, multipliers, settlement).

Cards are kinds 0-19 (:mod:`paixi.equipment.daer`); a concealed hand is a
count vector of length 20. :func:`best_split` finds the split of a holding
plus the winning card with the most 胡: fixed units (melds, 坎, 垅, the
winning card joined to a 坎 or a 碰 meld) as they are, the free concealed
cards and the winning card into 列s, at most one 对 + X triple and exactly
one 对 when the hand has a 4-card unit. The free cards are searched lowest
kind first (a memoised depth-first search: the lowest card must belong to a
group that contains no lower card).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from paixi.equipment.daer import BIG, CODES, KINDS, NUMBER, RED

PENG, ZHAO, CHI, BI, LONG = "peng", "zhao", "chi", "bi", "long"
MELD_TYPES = (PENG, ZHAO, CHI, BI, LONG)
"""Table melds: 碰 (3), 招 (4), 吃 列, 比 列, a shown 垅 (4)."""
KAN, LIE, DUI = "kan", "lie", "dui"

_GROUP_TABLE = {
    PENG: (1, 6, 3, 9),
    KAN: (6, 9, 9, 12),
    ZHAO: (9, 12, 12, 15),
    LONG: (12, 15, 15, 18),
}
"""§11: 胡 of an identical group by (small black, small red, big black, big red)."""

UNIT_ZH = {PENG: "碰", KAN: "坎", ZHAO: "招", LONG: "垅", LIE: "列", DUI: "对", CHI: "吃", BI: "比"}
UNIT_EN = {
    PENG: "pung (peng)",
    KAN: "kan",
    ZHAO: "zhao",
    LONG: "long",
    LIE: "lie",
    DUI: "pair",
    CHI: "chow (chi)",
    BI: "bi",
}
NEG = -1


def group_hu(unit: str, kind: int) -> int:
    """§11: the 胡 of a 碰/坎/招/垅 of ``kind``."""
    return _GROUP_TABLE[unit][2 * BIG[kind] + RED[kind]]


def is_lie(cards: Sequence[int]) -> bool:
    """§2.2: whether three cards form a 列 (sequence, 二七十, or mixed)."""
    if len(cards) != 3:
        return False
    a, b, c = sorted(cards)
    if BIG[a] == BIG[c]:  # one size
        if a == b == c:
            return False
        n = (NUMBER[a], NUMBER[b], NUMBER[c])
        return n == (NUMBER[a], NUMBER[a] + 1, NUMBER[a] + 2) or n == (2, 7, 10)
    return NUMBER[a] == NUMBER[b] == NUMBER[c]  # 大大小 / 小小大


def lie_hu(cards: Sequence[int]) -> int:
    """§11: 一二三 3, 二七十 6, 壹贰叁 6, 贰柒拾 9, any other 列 0."""
    key = tuple(sorted(cards))
    return _LIE_HU.get(key, 0)


_LIE_HU: dict[tuple[int, ...], int] = {(0, 1, 2): 3, (1, 6, 9): 6, (10, 11, 12): 6, (11, 16, 19): 9}


@dataclass(frozen=True, slots=True)
class Meld:
    """A group on the table (§7.1): ``type`` one of ``MELD_TYPES``, ``cards``
    sorted kinds (3 for 碰/吃/比, 4 for 招/垅)."""

    type: str
    cards: tuple[int, ...]

    def __str__(self) -> str:
        return f"[{self.type} {''.join(CODES[k] for k in self.cards)}]"

    @property
    def kind(self) -> int:
        """The kind of a 碰/招/垅 (its first card)."""
        return self.cards[0]


@dataclass(frozen=True, slots=True)
class Unit:
    """One unit of a split: ``name`` (peng/kan/zhao/long/lie/dui), its cards, its 胡,
    and where it came from (``meld``: on the table, ``hand``: concealed, ``x``:
    made with the winning card)."""

    name: str
    cards: tuple[int, ...]
    hu: int
    source: str

    def to_json(self) -> dict[str, object]:
        return {
            "unit": self.name,
            "zh": UNIT_ZH[self.name],
            "cards": " ".join(CODES[k] for k in self.cards),
            "hu": self.hu,
            "from": self.source,
        }


@dataclass(frozen=True, slots=True)
class Split:
    """The best split of a winning hand: its units and total 胡."""

    hu: int
    units: tuple[Unit, ...]


def meld_unit(meld: Meld) -> Unit:
    """A table meld as a unit of the split, with its 胡."""
    if meld.type in (CHI, BI):
        return Unit(LIE, meld.cards, lie_hu(meld.cards), "meld")
    return Unit(meld.type, meld.cards, group_hu(meld.type, meld.kind), "meld")


def best_split(
    hand: Sequence[int],
    melds: Sequence[Meld] = (),
    longs: Sequence[int] = (),
    x: int | None = None,
    self_drawn: bool = False,
) -> Split | None:
    """The split of the holding plus ``x`` into exactly 7 units with the most 胡
    (§10), or None when there is none.

    ``hand``: concealed counts (20; a 3 is a 坎, a 4 a 垅); ``melds``: the table
    melds; ``longs``: kinds of 垅s held apart from ``hand`` (shown or not);
    ``x``: the winning card (None: the holding is complete as it is, 天胡);
    ``self_drawn``: ``x`` is the winner's own draw (a concealed 对 + X is then
    a 坎, else a 碰, §11). The minimum 胡 is not checked here.
    """
    fixed: list[Unit] = [meld_unit(m) for m in melds]
    q = sum(1 for m in melds if m.type == ZHAO or m.type == LONG)
    for k in longs:
        fixed.append(Unit(LONG, (k,) * 4, group_hu(LONG, k), "hand"))
        q += 1
    pool = [0] * KINDS
    for k in range(KINDS):
        n = hand[k]
        if n == 4:
            fixed.append(Unit(LONG, (k,) * 4, group_hu(LONG, k), "hand"))
            q += 1
        elif n == 3:
            fixed.append(Unit(KAN, (k,) * 3, group_hu(KAN, k), "hand"))
        else:
            pool[k] = n
    options: list[tuple[list[Unit], list[int], int]] = []
    if x is None:
        options.append((fixed, pool, q))
    else:
        free = list(pool)
        free[x] += 1
        options.append((fixed, free, q))
        joined = Unit(ZHAO, (x,) * 4, group_hu(ZHAO, x), "x")
        for i, u in enumerate(fixed):
            if u.cards[0] == x and (u.name == KAN or (u.name == PENG and u.source == "meld")):
                options.append(([*fixed[:i], joined, *fixed[i + 1 :]], pool, q + 1))
                break
    best: Split | None = None
    triple_hu = NEG if x is None else group_hu(KAN, x) if self_drawn else group_hu(PENG, x)
    for units, free, quads in options:
        need_pair = 1 if quads else 0
        n = sum(free)
        rest = n - 2 * need_pair
        if rest < 0 or rest % 3 or len(units) + rest // 3 + need_pair != 7:
            continue
        triple = x if x is not None and free[x] == 3 else -1
        value, groups = _search(tuple(free), need_pair, triple, triple_hu)
        if value == NEG:
            continue
        total = value + sum(u.hu for u in units)
        if best is None or total > best.hu:
            free_units = tuple(_free_unit(g, self_drawn, triple_hu) for g in groups)
            best = Split(total, tuple(units) + free_units)
    return best


def best_hu(
    hand: Sequence[int],
    melds: Sequence[Meld] = (),
    longs: Sequence[int] = (),
    x: int | None = None,
    self_drawn: bool = False,
) -> int:
    """The 胡 of :func:`best_split` (same arguments), or ``NEG`` (-1) when the
    holding has no split; faster, as it builds no units (the engine's win test)."""
    fixed_hu = 0
    units = len(melds) + len(longs)
    q = len(longs)
    joinable = -1  # 胡 of the 碰 meld or 坎 that x could join
    for m in melds:
        value = _MELD_HU.get(m)
        if value is None:
            value = _MELD_HU[m] = meld_unit(m).hu
        fixed_hu += value
        t = m.type
        if t in (ZHAO, LONG):
            q += 1
        elif t == PENG and m.cards[0] == x:
            joinable = value
    for k in longs:
        fixed_hu += _GROUP_HU[LONG][k]
    pool = list(hand)
    for k in range(KINDS):
        n = pool[k]
        if n >= 3:
            units += 1
            pool[k] = 0
            if n == 4:
                q += 1
                fixed_hu += _GROUP_HU[LONG][k]
            else:
                fixed_hu += _GROUP_HU[KAN][k]
                if k == x:
                    joinable = _GROUP_HU[KAN][k]
    best = NEG
    if x is None:
        ways = [(0, pool, q)]
    else:
        free = list(pool)
        free[x] += 1
        ways = [(0, free, q)]
        if joinable >= 0:
            ways.append((_GROUP_HU[ZHAO][x] - joinable, pool, q + 1))
    triple_hu = NEG if x is None else _GROUP_HU[KAN if self_drawn else PENG][x]
    for extra, free, quads in ways:
        need_pair = 1 if quads else 0
        rest = sum(free) - 2 * need_pair
        if rest < 0 or rest % 3 or units + rest // 3 + need_pair != 7:
            continue
        triple = x if x is not None and free[x] == 3 else -1
        value = _search(tuple(free), need_pair, triple, triple_hu)[0]
        if value != NEG and value + fixed_hu + extra > best:
            best = value + fixed_hu + extra
    return best


_MELD_HU: dict[Meld, int] = {}
_GROUP_HU = {name: tuple(group_hu(name, k) for k in range(KINDS)) for name in _GROUP_TABLE}


def _free_unit(group: tuple[int, ...], self_drawn: bool, triple_hu: int) -> Unit:
    if len(group) == 2:
        return Unit(DUI, group, 0, "hand")
    if group[0] == group[1] == group[2]:
        return Unit(KAN if self_drawn else PENG, group, triple_hu, "x")
    return Unit(LIE, group, lie_hu(group), "hand")


@lru_cache(maxsize=1 << 17)
def _search(
    counts: tuple[int, ...], need_pair: int, triple: int, triple_hu: int
) -> tuple[int, tuple[tuple[int, ...], ...]]:
    """Best (胡, groups) over the exact partitions of ``counts`` into 列s, exactly
    ``need_pair`` 对 and at most one triple of kind ``triple`` worth
    ``triple_hu``; ``(NEG, ())`` when there is none."""
    k = 0
    while k < KINDS and counts[k] == 0:
        k += 1
    if k == KINDS:
        return (0, ()) if need_pair == 0 else (NEG, ())
    best: tuple[int, tuple[tuple[int, ...], ...]] = (NEG, ())
    c = list(counts)
    for group in _groups_from(k, c, need_pair, triple):
        for g in group:
            c[g] -= 1
        if len(group) == 2:
            sub = _search(tuple(c), 0, triple, triple_hu)
            gain = 0
        elif group[0] == group[1]:
            if group[1] == group[2]:
                sub = _search(tuple(c), need_pair, -1, triple_hu)
                gain = triple_hu
            else:
                sub = _search(tuple(c), need_pair, triple, triple_hu)
                gain = 0
        else:
            sub = _search(tuple(c), need_pair, triple, triple_hu)
            gain = _LIE_HU.get(group, 0)
        for g in group:
            c[g] += 1
        if sub[0] != NEG and sub[0] + gain > best[0]:
            best = (sub[0] + gain, (group, *sub[1]))
    return best


def _groups_from(k: int, c: list[int], need_pair: int, triple: int) -> list[tuple[int, ...]]:
    """Every group that contains the lowest remaining kind ``k`` and no lower card."""
    out: list[tuple[int, ...]] = []
    n = NUMBER[k]
    if n <= 8 and c[k + 1] and c[k + 2]:
        out.append((k, k + 1, k + 2))
    if n == 2 and c[k + 5] and c[k + 8]:
        out.append((k, k + 5, k + 8))
    if k < 10:
        other = k + 10
        if c[k] >= 2 and c[other]:
            out.append((k, k, other))
        if c[other] >= 2:
            out.append((k, other, other))
    if need_pair and c[k] >= 2:
        out.append((k, k))
    if k == triple and c[k] == 3:
        out.append((k, k, k))
    return out


def clear_caches() -> None:
    """Forget the memo of the free-card search (for benchmarks)."""
    _search.cache_clear()


# --- instant win and settlement (§5.3, §12) -----------------------------------------


def instant_win_hu(hand: Sequence[int], longs: Sequence[int]) -> int | None:
    """§5.3: with 3 垅, or 5 坎 (a 垅 counting as a 坎), the sum of the 垅 and 坎
    values of the dealt hand; None if the hand has neither."""
    all_longs = list(longs) + [k for k in range(KINDS) if hand[k] == 4]
    kans = [k for k in range(KINDS) if hand[k] == 3]
    if len(all_longs) >= 3 or len(all_longs) + len(kans) >= 5:
        return sum(group_hu(LONG, k) for k in all_longs) + sum(group_hu(KAN, k) for k in kans)
    return None


def instant_win_units(hand: Sequence[int], longs: Sequence[int]) -> tuple[Unit, ...]:
    """The 垅 and 坎 units an instant win is valued from (§5.3)."""
    units = [Unit(LONG, (k,) * 4, group_hu(LONG, k), "hand") for k in longs]
    for k in range(KINDS):
        if hand[k] >= 3:
            name = LONG if hand[k] == 4 else KAN
            units.append(Unit(name, (k,) * hand[k], group_hu(name, k), "hand"))
    return tuple(units)


def deng(hu: int) -> int:
    """§12: 等 = the 胡 total rounded to the nearest ten (halves up) / 10."""
    return (hu + 5) // 10


def points(hu: int) -> int:
    """§12: p = max(等, 2)."""
    return max(deng(hu), 2)


@dataclass(frozen=True, slots=True)
class Settlement:
    """§12: the points ``p``, the multiplier factors and their product ``M``,
    and the payments of one win (each loser, the 底家, the winner), in points
    times the stake."""

    hu: int
    deng: int
    points: int
    factors: tuple[tuple[str, int], ...]
    multiplier: int
    loser_pays: float
    dijia_gets: float
    winner_gets: float

    def to_json(self) -> dict[str, object]:
        return {
            "hu": self.hu,
            "deng": self.deng,
            "points": self.points,
            "factors": [list(f) for f in self.factors],
            "multiplier": self.multiplier,
            "loser_pays": self.loser_pays,
            "dijia_gets": self.dijia_gets,
            "winner_gets": self.winner_gets,
        }


def settle(
    hu: int,
    red_cards: int,
    *,
    tian: bool = False,
    di: bool = False,
    with_dijia: bool = True,
    losers: int = 2,
    red_hu_min: int = 10,
    mult_red: int = 2,
    mult_black: int = 4,
    mult_tian: int = 2,
    mult_di: int = 2,
    dijia_share: str = "multiplier",
    stake: float = 1,
) -> Settlement:
    """§12: points, multiplier and payments of a win of ``hu`` 胡 whose final
    cards hold ``red_cards`` red cards. ``losers``: losing active players (2)."""
    p = points(hu)
    factors: list[tuple[str, int]] = []
    if red_cards >= red_hu_min:
        factors.append(("hong", mult_red))
    if red_cards == 0:
        factors.append(("wu", mult_black))
    if tian:
        factors.append(("tian", mult_tian))
    if di:
        factors.append(("di", mult_di))
    m = 1
    for _, f in factors:
        m *= f
    if with_dijia:
        pay = (p + 1) * m
        dijia = m if dijia_share == "multiplier" else losers
        winner = losers * pay - dijia
    else:
        pay = p * m
        dijia = 0
        winner = losers * pay
    return Settlement(
        hu, deng(hu), p, tuple(factors), m, pay * stake, dijia * stake, winner * stake
    )


FACTOR_ZH = {"hong": "红胡", "wu": "乌胡", "tian": "天胡", "di": "地胡"}
FACTOR_EN = {"hong": "red win", "wu": "black win", "tian": "heavenly win", "di": "earthly win"}
