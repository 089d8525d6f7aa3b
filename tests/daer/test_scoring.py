"""大贰 scorer: the spec's worked examples (docs/specs/daer.md §16) and a brute force
over every arrangement of 2,000+ random holdings."""

from __future__ import annotations

import itertools
import random

import pytest

from paixi.core.errors import NotationError
from paixi.equipment.daer import RED, parse_cards
from paixi.games.daer.holding import parse_holding, score_holding
from paixi.games.daer.options import DaerOptions
from paixi.games.daer.samples import random_holding
from paixi.games.daer.scoring import best_hu, deng, points, settle

# --- an independent statement of §2.2 and §11 --------------------------------------

_NAMES = [f"s{n}" for n in range(1, 11)] + [f"b{n}" for n in range(1, 11)]


def _k(code: str) -> int:
    return _NAMES.index(code)


def _all_lie() -> list[tuple[int, ...]]:
    out = set()
    for size in "sb":
        for n in range(1, 9):
            out.add(tuple(sorted(_k(f"{size}{n + i}") for i in range(3))))
        out.add(tuple(sorted(_k(f"{size}{n}") for n in (2, 7, 10))))
    for n in range(1, 11):
        s, b = _k(f"s{n}"), _k(f"b{n}")
        out.add(tuple(sorted((s, s, b))))
        out.add(tuple(sorted((s, b, b))))
    return sorted(out)


LIE = _all_lie()
LIE_HU = {
    tuple(sorted(map(_k, ("s1", "s2", "s3")))): 3,
    tuple(sorted(map(_k, ("s2", "s7", "s10")))): 6,
    tuple(sorted(map(_k, ("b1", "b2", "b3")))): 6,
    tuple(sorted(map(_k, ("b2", "b7", "b10")))): 9,
}
# small black, small red, big black, big red
TABLE = {
    "peng": (1, 6, 3, 9),
    "kan": (6, 9, 9, 12),
    "zhao": (9, 12, 12, 15),
    "long": (12, 15, 15, 18),
}


def _group(name: str, kind: int) -> int:
    code = _NAMES[kind]
    red = int(code[1:]) in (2, 7, 10)
    return TABLE[name][2 * (code[0] == "b") + red]


def brute_force(h, self_drawn: bool) -> int | None:
    """The most 胡 over every arrangement (every multiset of groups), or None."""
    best = None
    x = h.x
    fixed_hu, fixed_units, quads = 0, 0, 0
    pool = [0] * 20
    kans, pengs = set(), set()
    for m in h.melds:
        fixed_units += 1
        if m.type in ("chi", "bi"):
            fixed_hu += LIE_HU.get(m.cards, 0)
        else:
            fixed_hu += _group(m.type, m.cards[0])
            quads += m.type in ("zhao", "long")
            if m.type == "peng":
                pengs.add(m.cards[0])
    for k, n in enumerate(h.hand):
        if n >= 3:
            fixed_units += 1
            fixed_hu += _group("long" if n == 4 else "kan", k)
            quads += n == 4
            if n == 3:
                kans.add(k)
        else:
            pool[k] = n
    ways = []
    if x is None:
        ways.append((fixed_hu, fixed_units, quads, pool))
    else:
        free = list(pool)
        free[x] += 1
        ways.append((fixed_hu, fixed_units, quads, free))
        if x in kans:
            ways.append(
                (fixed_hu - _group("kan", x) + _group("zhao", x), fixed_units, quads + 1, pool)
            )
        if x in pengs:
            ways.append(
                (fixed_hu - _group("peng", x) + _group("zhao", x), fixed_units, quads + 1, pool)
            )
    candidates = [(g, LIE_HU.get(g, 0)) for g in LIE]
    candidates += [((k, k), 0) for k in range(20)]
    if x is not None:
        candidates.append(((x, x, x), _group("kan" if self_drawn else "peng", x)))
    for base, units, q, free in ways:
        value = _arrangements(candidates, 0, free, units, 0, 0, 1 if q else 0)
        if value is not None and (best is None or base + value > best):
            best = base + value
    return best


def _arrangements(candidates, i, counts, units, pairs, triples, need_pair) -> int | None:
    """Most 胡 over every multiset of candidate groups ``i..`` that uses up ``counts``
    and makes 7 units with ``need_pair`` 对."""
    if not any(counts):
        return 0 if units == 7 and pairs == need_pair else None
    if i == len(candidates):
        return None
    group, hu = candidates[i]
    best = _arrangements(candidates, i + 1, counts, units, pairs, triples, need_pair)
    c = list(counts)
    m = 0
    while True:
        for k in group:
            c[k] -= 1
        if min(c) < 0:
            return best
        m += 1
        p = pairs + (len(group) == 2) * m
        t = triples + (len(group) == 3 and group[0] == group[2]) * m
        if p > 1 or t > 1:
            return best
        sub = _arrangements(candidates, i + 1, list(c), units + m, p, t, need_pair)
        if sub is not None and (best is None or sub + hu * m > best):
            best = sub + hu * m


def test_scorer_matches_brute_force_on_random_holdings() -> None:
    rng = random.Random(20261201)
    wins = 0
    for _ in range(2500):
        h = random_holding(rng)
        self_drawn = rng.random() < 0.5
        got = score_holding(h, self_drawn, options=DaerOptions(min_hu=0))
        expected = brute_force(h, self_drawn)
        assert got.hu == expected, str(h)
        fast = best_hu(h.hand, h.melds, (), h.x, self_drawn)
        assert fast == (-1 if expected is None else expected), str(h)
        wins += expected is not None
        if got.split is not None:
            units = got.split.units
            assert len(units) == 7
            assert sorted(k for u in units for k in u.cards) == sorted(h.cards())
            assert sum(u.hu for u in units) == got.hu
    assert wins > 1000  # the sample really exercises winning splits


def test_every_lie_is_recognised() -> None:
    from paixi.games.daer.scoring import is_lie

    every = {tuple(sorted(c)) for c in itertools.combinations_with_replacement(range(20), 3)}
    assert {c for c in every if is_lie(c)} == set(LIE)


# --- §16 worked examples -------------------------------------------------------------


def test_example_1_seed_figure_exactly_10_hu_red() -> None:
    r = score_holding("[peng s10] [chi s1 s2 s3] [peng s5] b7 b7 s7 s6 s7 s8 b2 b3 b4 b8 b10 +b9")
    assert r.hu == 10 and r.red_cards == 10 and r.is_win
    s = r.settlement
    assert s.deng == 1 and s.points == 2 and s.multiplier == 2
    assert (s.loser_pays, s.dijia_gets, s.winner_gets) == (6, 2, 10)


def test_example_2_27_hu_self_drawn() -> None:
    r = score_holding(
        "[peng s2] [chi b1 b2 b3] b10 b10 b10 s1 s2 s3 s4 s5 s6 b4 b5 b6 s8 s10 +s9", True
    )
    assert r.hu == 27 and r.red_cards == 9
    s = r.settlement
    assert s.deng == 3 and s.multiplier == 1
    assert (s.loser_pays, s.dijia_gets, s.winner_gets) == (4, 1, 7)


def test_example_6_deng_and_minimum() -> None:
    assert [deng(h) for h in (10, 11, 14, 15, 21, 25, 27, 35)] == [1, 1, 1, 2, 2, 3, 3, 4]
    for hu, p, pays in ((10, 2, 3), (14, 2, 3), (15, 2, 3), (25, 3, 4), (35, 4, 5)):
        assert points(hu) == p
        assert settle(hu, 5).loser_pays == pays
    nine = "[peng b1] s2 s7 s10 s3 s4 s5 s4 s5 s6 b4 b5 b6 b6 b7 b8 s8 s9 +s10"
    r = score_holding(nine)
    assert r.hu == 3 + 6 and not r.is_win and r.settlement is None
    assert score_holding(nine, options=DaerOptions(min_hu=9)).is_win


def test_example_7_fourth_card_of_own_peng() -> None:
    r = score_holding("[peng b5] s1 s2 s3 s2 s7 s10 b1 b2 b3 s4 s5 s6 b8 b9 b10 s9 s9 +b5")
    assert r.hu == 27 and r.red_cards == 6
    assert any(u.name == "zhao" and u.source == "x" for u in r.split.units)
    s = r.settlement
    assert (s.loser_pays, s.dijia_gets, s.winner_gets) == (4, 1, 7)


def test_pair_plus_x_is_peng_from_others_kan_self_drawn() -> None:
    # 对 b10 + X b10: 碰 big red 9 from another player, 坎 12 self-drawn
    text = "s1 s2 s3 s4 s5 s6 s7 s8 s9 b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b10 +b10"
    assert score_holding(text).hu == 3 + 6 + 9
    assert score_holding(text, True).hu == 3 + 6 + 12


def test_multipliers_black_tian_di_and_three_seats() -> None:
    black = "[peng s1] b1 b1 b1 s3 s4 s5 s4 s5 s6 b3 b4 b5 b4 b5 b6 s8 s8 +b8"
    r = score_holding(black, True)
    assert r.hu == 10 and r.red_cards == 0 and r.settlement.multiplier == 4
    dealt = "s1 s1 s1 b1 b1 b1 s3 s4 s5 s4 s5 s6 b3 b4 b5 b4 b5 b6 s8 s8 b8"  # 21, no X
    tian = score_holding(dealt, tian=True)
    assert tian.hu == 6 + 9 and tian.settlement.multiplier == 8  # 乌胡 4 × 天胡 2
    three = score_holding(black, di=True, options=DaerOptions(seats=3))
    s = three.settlement
    assert s.multiplier == 8 and s.dijia_gets == 0 and s.winner_gets == 2 * s.loser_pays == 32


def test_dijia_share_options_differ_with_multiplier_one() -> None:
    a = settle(27, 5, dijia_share="multiplier")
    b = settle(27, 0, dijia_share="per_loser")
    assert (a.dijia_gets, a.winner_gets) == (1, 7)
    assert b.multiplier == 4 and b.dijia_gets == 2 and b.winner_gets == 2 * 16 - 2


def test_instant_win_without_x() -> None:
    r = score_holding("s1 s1 s1 s1 s2 s2 s2 s2 b3 b3 b3 b3 s4 s5 s6 s7 s8 s9 s10 b1 b2")
    assert r.instant and r.hu == 12 + 15 + 15


def test_holding_notation_errors() -> None:
    for bad in (
        "s11",
        "[peng s1 s2 s3]",
        "[chi s1 s1 s1]",
        "s1 s1 s1 s1 s1",
        "+s1 +s2",
        "[zap s1]",
    ):
        with pytest.raises(NotationError):
            parse_holding(bad)
    assert parse_cards("一二三 壹") == [0, 1, 2, 10]
    assert sum(RED) == 6


def test_instant_win_false_scores_like_the_engine() -> None:
    """Issue: with ``instant_win=false`` 三垅/五坎 is no win; the engine offers only pass."""
    import paixi
    from paixi.equipment.daer import DECK, counts_of
    from paixi.games.daer.deal import Deal

    dealer = "s1 s1 s1 s2 s2 s2 s6 s6 s6 s7 s7 s7 s8 s8 s9 s9 s10 b9 b9 b9 b9"
    off = DaerOptions(instant_win=False)
    assert score_holding(dealer, tian=True).instant
    r = score_holding(dealer, tian=True, options=off)
    assert not r.is_win and not r.instant
    cards = parse_cards(dealer)
    left = counts_of(DECK)
    for k in cards:
        left[k] -= 1
    st = paixi.load_game("daer").new_game(4, {"instant_win": False}, seed=1, chance="manual")
    st.apply_chance(Deal(0, tuple(cards + [k for k in range(20) for _ in range(left[k])])))
    assert [str(a) for a in st.legal_actions()] == ["pass"]
