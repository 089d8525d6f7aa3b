"""The scorer's best split against a brute force over every split (docs/specs/chuanpai.md §5.7-§7)."""

from __future__ import annotations

import random
from functools import cache

from paixi.equipment.chuanpai import NUM_KINDS, POINTS, WEIGHTS, YAO_DI_REN
from paixi.games.chuanpai.sampling import random_holding
from paixi.games.chuanpai.scoring import best_split, high_tuo_fans


@cache
def _all_splits(counts: tuple[int, ...]) -> frozenset[tuple[tuple[int, ...], int, int]]:
    """Every complete split of ``counts`` into 卯 pairs and 坎 triples, as
    ``(sorted 坎 kinds, number of 卯, 陀 of the 卯)``: the first card left
    either starts a 坎 or pairs with each possible partner card."""
    first = next((k for k in range(NUM_KINDS) if counts[k]), None)
    if first is None:
        return frozenset({((), 0, 0)})
    out = set()
    if counts[first] >= 3:
        rest = list(counts)
        rest[first] -= 3
        for kans, maos, tuo in _all_splits(tuple(rest)):
            out.add((tuple(sorted((*kans, first))), maos, tuo))
    for other in range(first, NUM_KINDS):
        if POINTS[first] + POINTS[other] != 14:
            continue
        rest = list(counts)
        rest[first] -= 1
        if rest[other] == 0:
            continue
        rest[other] -= 1
        for kans, maos, tuo in _all_splits(tuple(rest)):
            out.add((kans, maos + 1, tuo + WEIGHTS[first] + WEIGHTS[other]))
    return frozenset(out)


def brute_best(concealed, melds, win, chi_allowed, threshold, required=7):
    """(陀, fans) of the best split by brute force, or None."""
    full = list(concealed)
    if win is not None:
        full[win] += 1
    best = None
    for kans, maos, mao_tuo in _all_splits(tuple(full)):
        if win is not None:
            in_kan = win in kans and concealed[win] >= 2
            in_mao = chi_allowed and full[win] - 3 * kans.count(win) > 0
            if not (in_kan or in_mao):
                continue
        mao = maos + sum(m.mao for m in melds)
        tuo = mao_tuo + sum(4 * WEIGHTS[k] for k in kans) + sum(m.tuo for m in melds)
        if mao < required or tuo < threshold:
            continue
        fans = sum(v for m in melds for _, _, v in m.fans())
        fans += sum(1 for k in kans if k in YAO_DI_REN) + high_tuo_fans(tuo, threshold)
        if best is None or (tuo, fans) > best:
            best = (tuo, fans)
    return best


def test_best_split_matches_brute_force_on_2500_holdings() -> None:
    rng = random.Random(1)
    wins = 0
    for _ in range(2500):
        concealed, melds, win = random_holding(rng)
        chi_allowed = rng.random() < 0.7
        threshold = rng.choice((0, 20, 33, 34, 40))
        split = best_split(
            concealed, melds, threshold=threshold, win_card=win, chi_allowed=chi_allowed
        )
        expected = brute_best(concealed, melds, win, chi_allowed, threshold)
        got = None if split is None else (split.tuo, split.fan_total)
        assert got == expected, (concealed, melds, win, chi_allowed, threshold)
        if split is not None:
            wins += 1
            assert sum(POINTS[a] + POINTS[b] == 14 for a, b in split.maos) == len(split.maos)
            used = [0] * NUM_KINDS
            for a, b in split.maos:
                used[a] += 1
                used[b] += 1
            for k in split.kans:
                used[k] += 3
            full = list(concealed)
            if win is not None:
                full[win] += 1
            assert used == full
    assert wins > 300  # the sample exercises winning holdings, not only failures
